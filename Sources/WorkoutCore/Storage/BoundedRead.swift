/// Why a bounded read (a file, or stdin) gave no bytes: it could not be read, or it holds more
/// than the reader accepts.
public enum BoundedReadError: Error, Equatable, Sendable {
  /// The file could not be read.
  case file(FileError)
  /// More than `limit` bytes came from `source` (a path, or "stdin").
  case tooLarge(source: String, limit: Int)

  /// "day.json is larger than 16 MiB", or the file error's message.
  public var message: String {
    switch self {
    case .file(let error): return error.message
    case .tooLarge(let source, let limit):
      return "\(source) is larger than \(InputLimit.describe(limit))"
    }
  }
}

/// The documented limits on input wkc reads.
public enum InputLimit {
  /// The most bytes `menu put` reads, from a file or stdin: 16 MiB.
  public static let menuPut = 16 << 20
  /// The most bytes `import` reads of a wkc export, which it holds whole: 1 GiB.
  public static let storeDocument = 1 << 30

  /// A size in words: "16 MiB", "512 KiB", "100 bytes".
  public static func describe(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
