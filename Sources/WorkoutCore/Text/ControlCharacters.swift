extension Unicode.Scalar {
  /// True for a character that is invisible and can change how the text around it is shown:
  /// a control character (C0, DEL, C1) or a bidi control (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069).
  public var isControlOrBidi: Bool { controlKind != nil }

  /// What kind of such character it is, for messages: `a control character` or
  /// `a bidi control`; nil for any other character.
  public var controlKind: String? {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: "a control character"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "a bidi control"
    default: nil
    }
  }

  /// `U+001B`, `U+202E`: the code point in hex, at least four digits.
  public var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
