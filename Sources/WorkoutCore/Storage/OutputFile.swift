#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `open(2)` and `write(2)`, reachable from a type with methods of those names.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}

private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

/// Why an output file (`export --output PATH`) was not written.
public enum OutputError: Error, Equatable, Sendable {
  /// The path is inside the data directory (after resolving links): wkc's own files are
  /// written only through the store.
  case insideDataDirectory(path: String, dataDirectory: String)
  /// Opening or writing it failed (a missing folder, a full disk, a short write).
  case file(FileError)

  /// "--output /x/menus/a.json is inside the data directory /x; …", or the file's error.
  public var message: String {
    switch self {
    case .insideDataDirectory(let path, let dataDirectory):
      "--output \(path) is inside the data directory \(dataDirectory); "
        + "wkc writes its own files only as the store"
    case .file(let error): error.message
    }
  }
}

/// A path a command writes its output to, the user's own: links in it are followed, and what is
/// there is never replaced by something of another kind.
///
/// - A new path, or an existing regular file with one link, is written through a temporary file
///   beside it (write, fsync, rename, fsync the folder); an existing file keeps its mode and,
///   when the system lets it, its owner.
/// - An existing regular file with several hard links is rewritten in place once the whole
///   output is ready, so every link still shows it (a failure during that write can leave it
///   partly written).
/// - Anything else (a FIFO, a device, a socket, `/dev/stdout`, `/dev/fd/N`) is opened and
///   written, never removed or replaced; `/dev/stdout` and `/dev/fd/N` write to that descriptor
///   as the shell set it up (`>>` appends).
public final class OutputFile {
  private enum Way {
    /// Written to this descriptor, which the file closes.
    case descriptor(Int32)
    /// A temporary file renamed over `target`; `mode` and owner kept from the file there.
    case replace(target: String, existing: stat?)
    /// `target` rewritten in place (it has several hard links).
    case rewrite(target: String)
  }

  /// The path as given.
  public let path: String
  private let way: Way

  /// True when the output is a terminal (`/dev/tty`, or `/dev/stdout` on one).
  public var isTerminal: Bool {
    if case .descriptor(let fd) = way { return isatty(fd) == 1 }
    return false
  }

  private init(path: String, way: Way) {
    self.path = path
    self.way = way
  }

  deinit {
    if case .descriptor(let fd) = way { close(fd) }
  }

  /// Finds what `path` is and opens it when it is not a regular file (a FIFO waits here for
  /// its reader); refuses a path inside `dataDirectory` (compared after resolving links) and
  /// a folder.
  public static func open(_ path: String, outside dataDirectory: String?) throws(OutputError)
    -> OutputFile
  {
    var info = stat()
    let exists = stat(path, &info) == 0
    let code = errno
    if !exists, code != ENOENT { throw .file(failure(path, code)) }
    let location = exists ? resolved(path) : resolved(finalLink(of: path))
    if let dataDirectory {
      let root = resolved(dataDirectory)
      if location == root || location.hasPrefix(root == "/" ? "/" : root + "/") {
        throw .insideDataDirectory(path: path, dataDirectory: dataDirectory)
      }
    }
    guard exists else {
      return OutputFile(path: path, way: .replace(target: location, existing: nil))
    }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { throw .file(failure(path, EISDIR)) }
    if let fd = descriptor(named: path) {
      let copy = fcntl(fd, F_DUPFD_CLOEXEC, 3)
      guard copy >= 0 else { throw .file(failure(path, errno)) }
      return OutputFile(path: path, way: .descriptor(copy))
    }
    if kind == S_IFREG {
      if info.st_nlink > 1 { return OutputFile(path: path, way: .rewrite(target: location)) }
      return OutputFile(path: path, way: .replace(target: location, existing: info))
    }
    let fd = openFile(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw .file(failure(path, errno)) }
    return OutputFile(path: path, way: .descriptor(fd))
  }

  /// Writes all of `bytes`; a failed or short write is an error and leaves no temporary file.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    switch way {
    case .descriptor(let fd):
      try writeAll(bytes, to: fd)
      var info = stat()
      if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, fsync(fd) != 0 {
        throw .file(Self.failure(path, errno))
      }
    case .rewrite(let target):
      let fd = openFile(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { throw .file(Self.failure(path, errno)) }
      defer { close(fd) }
      try writeAll(bytes, to: fd)
      if ftruncate(fd, off_t(bytes.count)) != 0 || fsync(fd) != 0 {
        throw .file(Self.failure(path, errno))
      }
    case .replace(let target, let existing):
      try replace(target, existing: existing, with: bytes)
    }
  }

  // MARK: - Writing

  private func replace(_ target: String, existing: stat?, with bytes: [UInt8]) throws(OutputError) {
    let (folder, name) = Self.split(target)
    let temporary = "\(folder)/.\(name).tmp.\(getpid()).\(UInt32.random(in: 1...UInt32.max))"
    let fd = openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .file(Self.failure(path, errno)) }
    do throws(OutputError) {
      defer { close(fd) }
      if let existing {
        // The owner first: changing it may clear set-id bits, which the mode then restores.
        _ = fchown(fd, existing.st_uid, existing.st_gid)
        if fchmod(fd, existing.st_mode & 0o7777) != 0 { throw .file(Self.failure(path, errno)) }
      }
      try writeAll(bytes, to: fd)
      if fsync(fd) != 0 { throw .file(Self.failure(path, errno)) }
    } catch {
      unlink(temporary)
      throw error
    }
    if rename(temporary, target) != 0 {
      let code = errno
      unlink(temporary)
      throw .file(Self.failure(path, code))
    }
    let folderFD = openFile(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderFD >= 0 {
      defer { close(folderFD) }
      if fsync(folderFD) != 0, errno != EINVAL { throw .file(Self.failure(path, errno)) }
    }
  }

  private func writeAll(_ bytes: [UInt8], to fd: Int32) throws(OutputError) {
    if let code = writeFully(fd, bytes) { throw .file(Self.failure(path, code)) }
  }

  // MARK: - Paths

  /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
  private static func descriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
    }
  }

  /// Where a path that does not exist would be created: the end of its chain of symbolic
  /// links (at most 40), or the path itself.
  private static func finalLink(of path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = text.hasPrefix("/") ? text : "\(split(current).folder)/\(text)"
    }
    return current
  }

  /// `path` with every link resolved, as far as it exists; the names after that as they are.
  static func resolved(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let (folder, name) = split(path)
    guard folder != path, !name.isEmpty else { return path }
    let base = resolved(folder)
    return base.hasSuffix("/") ? base + name : "\(base)/\(name)"
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func failure(_ path: String, _ code: Int32) -> FileError {
    FileError(path: path, operation: "write", code: code)
  }
}

/// Writes every byte of `bytes` to `fd`, waiting when the descriptor is non-blocking and full;
/// the errno of the write that failed (a write that takes nothing counts as a full disk), nil
/// when all were written.
public func writeFully(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
  var written = 0
  while written < bytes.count {
    let count = bytes.withUnsafeBytes { buffer in
      writeBytes(fd, buffer.baseAddress! + written, buffer.count - written)
    }
    if count > 0 {
      written += count
      continue
    }
    let code = count == 0 ? ENOSPC : errno
    if code == EINTR { continue }
    if code == EAGAIN || code == EWOULDBLOCK {
      var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, -1)
      continue
    }
    return code
  }
  return nil
}
