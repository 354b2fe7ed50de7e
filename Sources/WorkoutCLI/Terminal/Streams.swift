import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes text: stdout or stderr, a file descriptor or a test buffer.
public protocol TextOutput: AnyObject {
  /// Writes text as is.
  func write(_ text: String)
  /// Writes bytes as they are (a PDF).
  func write(bytes: [UInt8])
  /// Sends what is written on its way (a live display needs it now).
  func flush()
  /// True when a person is looking at it (a terminal).
  var isTerminal: Bool { get }
  /// The terminal's columns and rows, asked each time (it may have been resized); nil when
  /// it is not a terminal.
  var size: (columns: Int, rows: Int)? { get }
  /// The errno of the first write that failed (a full disk), if one did; a reader that went
  /// away (EPIPE) is no failure.
  var writeError: Int32? { get }
}

extension TextOutput {
  /// No write fails (a test buffer).
  public var writeError: Int32? { nil }
}

/// Where a command reads from: stdin, or a test buffer.
///
/// Commands that wait never block in a read: they wait (for input or a signal), `fill` once,
/// and take whole lines with `bufferedLine`.
public protocol TextInput: AnyObject {
  /// Everything that is left, at most `limit` bytes: more fails with `.tooLarge` (source
  /// "stdin") after reading little past the limit, so endless input cannot fill memory.
  func readAll(limit: Int) throws(BoundedReadError) -> [UInt8]
  /// A whole line already read, without its newline and without reading more; at the end of
  /// input, the unfinished last line.
  func bufferedLine() -> String?
  /// Reads once into the buffer (call it when input is ready, or it blocks); false when input
  /// has ended.
  func fill() -> Bool
  /// True when input has ended and nothing is left in the buffer.
  var isAtEnd: Bool { get }
  /// The bytes ready now (keys typed): the buffered ones, or one read's worth.
  func readAvailable() -> [UInt8]
  /// True when a person types into it (a terminal).
  var isTerminal: Bool { get }
}

/// Output to a file descriptor, buffered until `flush()`.
public final class FileOutput: TextOutput {
  /// The descriptor written.
  let fd: Int32
  private var buffer: [UInt8] = []
  /// True when the descriptor is a terminal.
  public let isTerminal: Bool

  /// Output to `fd` (1 for stdout, 2 for stderr).
  public init(fd: Int32) {
    self.fd = fd
    self.isTerminal = isatty(fd) == 1
  }

  /// The size of the terminal on `fd`, from the kernel.
  public var size: (columns: Int, rows: Int)? { isTerminal ? terminalSize(fd) : nil }

  /// Appends to the buffer, writing it out when it grows large.
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends bytes to the buffer, writing it out when it grows large.
  public func write(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// The errno of the first failed write; nothing is written after it.
  public private(set) var writeError: Int32?
  /// True once the reader has gone away (EPIPE): the rest is dropped quietly.
  private var readerGone = false

  /// Writes out what is buffered, waiting when a non-blocking descriptor is full. A closed pipe
  /// ends the process with SIGPIPE, as it does `yes | head`; when SIGPIPE is ignored, EPIPE
  /// drops the rest quietly. Any other failure (a full disk) is kept in `writeError`, for the
  /// runner to report, and the rest is dropped.
  public func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard writeError == nil, !readerGone else { return }
    if let code = writeFully(fd, buffer) {
      if code == EPIPE { readerGone = true } else { writeError = code }
    }
  }

  deinit { flush() }
}

/// Input from a file descriptor.
public final class FileInput: TextInput {
  /// The descriptor read.
  let fd: Int32
  private var buffer: [UInt8] = []
  private var ended = false
  /// True when the descriptor is a terminal.
  public let isTerminal: Bool

  /// Input from `fd` (0 for stdin).
  public init(fd: Int32) {
    self.fd = fd
    self.isTerminal = isatty(fd) == 1
  }

  /// Reads to the end of input, or until more than `limit` bytes came.
  public func readAll(limit: Int) throws(BoundedReadError) -> [UInt8] {
    while buffer.count <= limit, fill() {}
    defer { buffer = [] }
    guard buffer.count <= limit else { throw .tooLarge(source: "stdin", limit: limit) }
    return buffer
  }

  /// A whole line from the buffer, or the rest once input has ended.
  public func bufferedLine() -> String? {
    if let newline = buffer.firstIndex(of: 0x0A) {
      let line = buffer[..<newline]
      defer { buffer.removeSubrange(...newline) }
      return String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
    guard ended, !buffer.isEmpty else { return nil }
    defer { buffer = [] }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// Reads once into the buffer; false at the end of input.
  public func fill() -> Bool {
    guard !ended else { return false }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        ended = true
        return false
      }
      buffer.append(contentsOf: chunk[0..<count])
      return true
    }
  }

  /// True once input has ended and the buffer is empty.
  public var isAtEnd: Bool { ended && buffer.isEmpty }

  /// The buffered bytes, or one read's worth.
  public func readAvailable() -> [UInt8] {
    if buffer.isEmpty { _ = fill() }
    defer { buffer = [] }
    return buffer
  }
}

/// Output collected in memory, for tests.
public final class BufferOutput: TextOutput {
  /// Everything written, as bytes.
  public private(set) var bytes: [UInt8] = []
  /// Whether to act as a terminal.
  public let isTerminal: Bool
  /// The size of the terminal it acts as; a test may change it between frames.
  public var size: (columns: Int, rows: Int)?

  /// An empty buffer; `isTerminal` makes commands render for a person, `size` that big.
  public init(isTerminal: Bool = false, size: (columns: Int, rows: Int)? = nil) {
    self.isTerminal = isTerminal
    self.size = size
  }

  /// Everything written, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends text.
  public func write(_ text: String) { bytes += text.utf8 }

  /// Appends bytes.
  public func write(bytes: [UInt8]) { self.bytes += bytes }

  /// Nothing to send: the text is already here.
  public func flush() {}
}

/// Input from memory, for tests, handed over a line at a time as a person would type it: each
/// `fill` makes one more line (with its newline) ready.
public final class BufferInput: TextInput {
  private var pending: [UInt8]
  private var ready: [UInt8] = []
  /// Whether to act as a terminal.
  public let isTerminal: Bool

  /// Input holding `text`.
  public init(_ text: String = "", isTerminal: Bool = false) {
    self.pending = Array(text.utf8)
    self.isTerminal = isTerminal
  }

  /// Input holding `bytes`, which need not be UTF-8.
  public init(bytes: [UInt8]) {
    self.pending = bytes
    self.isTerminal = false
  }

  /// Returns the rest and empties the buffer; fails when the rest is more than `limit` bytes.
  public func readAll(limit: Int) throws(BoundedReadError) -> [UInt8] {
    guard ready.count + pending.count <= limit else {
      throw .tooLarge(source: "stdin", limit: limit)
    }
    defer {
      ready = []
      pending = []
    }
    return ready + pending
  }

  /// The next line made ready; nil when none is.
  public func bufferedLine() -> String? {
    guard !ready.isEmpty else { return nil }
    let end = ready.firstIndex(of: 0x0A) ?? ready.endIndex
    let line = String(decoding: ready[..<end], as: UTF8.self)
    ready.removeSubrange(..<min(ready.endIndex, end + 1))
    return line
  }

  /// Makes the next line ready; false when nothing is left.
  public func fill() -> Bool {
    guard !pending.isEmpty else { return false }
    let end = pending.firstIndex(of: 0x0A).map { $0 + 1 } ?? pending.endIndex
    ready += pending[..<end]
    pending.removeSubrange(..<end)
    return true
  }

  /// True when everything has been read.
  public var isAtEnd: Bool { pending.isEmpty && ready.isEmpty }

  /// The ready bytes, or the next line's, as typed keys.
  public func readAvailable() -> [UInt8] {
    if ready.isEmpty { _ = fill() }
    defer { ready = [] }
    return ready
  }
}
