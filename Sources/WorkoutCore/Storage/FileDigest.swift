/// A 64-bit FNV-1a digest of a file's bytes, as 16 hex digits: how the journal tells whether a
/// file is still as a change left it.
public struct FileDigest: Hashable, Sendable, CustomStringConvertible {
  /// The 16 lowercase hex digits.
  public let description: String

  /// The digest of `bytes`.
  public init(of bytes: [UInt8]) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    description = String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A digest read back from the journal: 16 lowercase hex digits.
  public init?(_ text: String) {
    guard text.utf8.count == 16,
      text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
    else { return nil }
    description = text
  }
}
