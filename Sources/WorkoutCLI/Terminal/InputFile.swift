import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the input a command was given, the file at `path` or stdin when it is `-`, at most
/// `limit` bytes (`InputLimit`). Past the limit it fails with exit 65 ("day.json is larger than
/// 16 MiB; menu put reads at most 16 MiB"); a missing or unreadable file fails with exit 1.
func readInput(_ path: String, stdin: TextInput, limit: Int, command: String) throws -> [UInt8] {
  let bytes: [UInt8]?
  do throws(BoundedReadError) {
    bytes =
      path == "-"
      ? try stdin.readAll(limit: limit) : try FileSystem.contents(of: path, limit: limit)
  } catch {
    switch error {
    case .tooLarge:
      let most = InputLimit.describe(limit)
      throw InvalidInput(message: "\(error.message); \(command) reads at most \(most)")
    case .file(let failure):
      throw CommandFailure(failure.message)
    }
  }
  guard let bytes else { throw CommandFailure("cannot read \(path): no such file") }
  return bytes
}

/// The bytes of a file or of stdin (`-`), a chunk at a time, for input too large to hold whole
/// (an import). A file that cannot be opened fails before the first chunk, with exit 1.
final class InputChunks: IteratorProtocol, Sequence {
  private let fd: Int32?
  private let stdin: TextInput
  private var ended = false
  /// Why reading stopped early, when a read failed.
  private(set) var failure: String?
  /// How much one read takes.
  static let size = 1 << 20

  /// The chunks of `path`, or of `stdin` when it is `-`.
  init(_ path: String, stdin: TextInput) throws {
    self.stdin = stdin
    guard path != "-" else {
      fd = nil
      return
    }
    var status = stat()
    let opened = open(path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw CommandFailure("cannot read \(path): \(reason)")
    }
    guard fstat(opened, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
      close(opened)
      throw CommandFailure("cannot read \(path): it is a directory")
    }
    fd = opened
  }

  deinit { if let fd { close(fd) } }

  /// Fails (exit 1) when a read failed, so what came before it is never taken for the whole.
  func checkRead(_ name: String) throws {
    if let failure { throw CommandFailure("cannot read \(name): \(failure)") }
  }

  /// The next chunk; nil at the end of input, or after a read fails (`failure` says why).
  func next() -> [UInt8]? {
    guard !ended else { return nil }
    guard let fd else {
      let chunk = stdin.readAvailable()
      if chunk.isEmpty { ended = true }
      return chunk.isEmpty ? nil : chunk
    }
    var chunk = [UInt8](repeating: 0, count: InputChunks.size)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        if count < 0 { failure = String(cString: strerror(errno)) }
        ended = true
        return nil
      }
      chunk.removeSubrange(count...)
      return chunk
    }
  }
}

extension InputChunks: ImportInput {}
