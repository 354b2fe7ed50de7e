#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes text: stdout or stderr, a file descriptor or a test buffer.
public protocol TextOutput: AnyObject {
  /// Writes text as is.
  func write(_ text: String)
  /// Sends what is written on its way (a live display needs it now).
  func flush()
  /// True when a person is looking at it (a terminal).
  var isTerminal: Bool { get }
}

/// Where a command reads from: stdin, or a test buffer.
public protocol TextInput: AnyObject {
  /// Everything that is left.
  func readAll() -> [UInt8]
  /// The next line without its newline; nil at the end of input.
  func readLine() -> String?
  /// The bytes ready now (keys typed), reading once when none are buffered; empty at the end.
  func readAvailable() -> [UInt8]
  /// True when a person types into it (a terminal).
  var isTerminal: Bool { get }
}

/// `write(2)`, reachable from types that have a `write` method of their own.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

/// Output to a file descriptor, buffered until `flush()`.
public final class FileOutput: TextOutput {
  private let fd: Int32
  private var buffer: [UInt8] = []
  /// True when the descriptor is a terminal.
  public let isTerminal: Bool

  /// Output to `fd` (1 for stdout, 2 for stderr).
  public init(fd: Int32) {
    self.fd = fd
    self.isTerminal = isatty(fd) == 1
  }

  /// Appends to the buffer, writing it out when it grows large.
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes out what is buffered; a closed pipe ends the writing quietly.
  public func flush() {
    var offset = 0
    while offset < buffer.count {
      let count = buffer.withUnsafeBytes { bytes in
        writeBytes(fd, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        break
      }
      offset += count
    }
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}

/// Input from a file descriptor.
public final class FileInput: TextInput {
  /// The descriptor read.
  let fd: Int32
  private var buffer: [UInt8] = []
  /// True when the descriptor is a terminal.
  public let isTerminal: Bool

  /// Input from `fd` (0 for stdin).
  public init(fd: Int32) {
    self.fd = fd
    self.isTerminal = isatty(fd) == 1
  }

  /// Reads to the end of input.
  public func readAll() -> [UInt8] {
    while readMore() {}
    defer { buffer = [] }
    return buffer
  }

  /// Reads until a newline or the end.
  public func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = buffer[..<newline]
        buffer.removeSubrange(...newline)
        return String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
      }
      if !readMore() {
        guard !buffer.isEmpty else { return nil }
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
      }
    }
  }

  /// The buffered bytes, or one read's worth.
  public func readAvailable() -> [UInt8] {
    if buffer.isEmpty { _ = readMore() }
    defer { buffer = [] }
    return buffer
  }

  /// Reads once more into the buffer; false at the end of input.
  private func readMore() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return false }
      buffer.append(contentsOf: chunk[0..<count])
      return true
    }
  }
}

/// Output collected in memory, for tests.
public final class BufferOutput: TextOutput {
  /// Everything written.
  public private(set) var text = ""
  /// Whether to act as a terminal.
  public let isTerminal: Bool

  /// An empty buffer; `isTerminal` makes commands render for a person.
  public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

  /// Appends text.
  public func write(_ text: String) { self.text += text }

  /// Nothing to send: the text is already here.
  public func flush() {}
}

/// Input from memory, for tests.
public final class BufferInput: TextInput {
  private var bytes: [UInt8]
  /// Whether to act as a terminal.
  public let isTerminal: Bool

  /// Input holding `text`.
  public init(_ text: String = "", isTerminal: Bool = false) {
    self.bytes = Array(text.utf8)
    self.isTerminal = isTerminal
  }

  /// Returns the rest and empties the buffer.
  public func readAll() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// The next line; nil at the end.
  public func readLine() -> String? {
    guard !bytes.isEmpty else { return nil }
    let end = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
    let line = String(decoding: bytes[..<end], as: UTF8.self)
    bytes.removeSubrange(..<min(bytes.endIndex, end + 1))
    return line
  }

  /// Everything left, as typed keys.
  public func readAvailable() -> [UInt8] { readAll() }
}
