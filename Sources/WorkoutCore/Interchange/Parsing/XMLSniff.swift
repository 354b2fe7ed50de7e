// Tells from the first bytes of a file whether it is XML and what its root element is, so
// `wkc import FILE` can pick the format that reads it (Apple Health, GPX) without --from.

/// What the first bytes of a file say about it as XML.
public enum XMLSniff {
  /// True when the first character, after a byte order mark and whitespace, is `<`.
  public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var index = start(of: bytes)
    skipSpace(bytes, &index)
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  /// The local name (prefix dropped) of the root element, or of the DOCTYPE when one comes
  /// first; nil when the bytes are not XML or end before the name.
  public static func root(ofFirst bytes: [UInt8]) -> String? {
    var index = start(of: bytes)
    while true {
      skipSpace(bytes, &index)
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
      let rest = bytes[(index + 1)...]
      if rest.starts(with: "?".utf8) {
        guard let end = find("?>", in: bytes, from: index + 2) else { return nil }
        index = end
      } else if rest.starts(with: "!--".utf8) {
        guard let end = find("-->", in: bytes, from: index + 4) else { return nil }
        index = end
      } else if rest.starts(with: "!DOCTYPE".utf8) {
        index += 9
        skipSpace(bytes, &index)
        return name(in: bytes, from: index)
      } else {
        return name(in: bytes, from: index + 1)
      }
    }
  }

  // MARK: - Bytes

  /// The index after a UTF-8 byte order mark, if there is one.
  private static func start(of bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  private static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// The index just after the first `literal` from `index` on, or nil.
  private static func find(_ literal: String, in bytes: [UInt8], from index: Int) -> Int? {
    let pattern = Array(literal.utf8)
    var at = index
    while at + pattern.count <= bytes.count {
      if bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at + pattern.count }
      at += 1
    }
    return nil
  }

  /// The name starting at `index`, without its prefix; nil when it is empty or the bytes end
  /// inside it.
  private static func name(in bytes: [UInt8], from index: Int) -> String? {
    var end = index
    let stops: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F, 0x5B, 0x3C]  // space > / [ <
    while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
    guard end < bytes.count, end > index,
      let name = String(validating: bytes[index..<end], as: UTF8.self)
    else { return nil }
    return String(name.split(separator: ":").last ?? "")
  }
}
