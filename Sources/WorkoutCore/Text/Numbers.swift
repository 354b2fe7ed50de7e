// Numbers and digits as text, for every reader and writer of wkc.

/// `42.5`, `40`, `61.23`: at most `decimals` decimals, no trailing zeros.
public func trimmed(_ value: Double, decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return JSONWriter.format(rounded)
}

/// A plain decimal (`42.5`, `-3`, `1e9`, `nan`), never hex or other spellings.
func parseDecimal(_ text: Substring) -> Double? {
  let lowered = text.lowercased()
  if lowered == "nan" { return .nan }
  if lowered == "inf" || lowered == "infinity" { return .infinity }
  var seenDigit = false
  var seenExponent = false
  for (index, character) in text.enumerated() {
    switch character {
    case "0"..."9": seenDigit = true
    case "+", "-":
      let previous = index == 0 ? nil : text[text.index(text.startIndex, offsetBy: index - 1)]
      guard index == 0 || previous == "e" || previous == "E" else { return nil }
    case ".": guard !seenExponent else { return nil }
    case "e", "E":
      guard seenDigit, !seenExponent else { return nil }
      seenExponent = true
    default: return nil
    }
  }
  guard seenDigit else { return nil }
  return Double(String(text))
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  public var trimmingSpaces: Substring {
    let string = Substring(self)
    let start = string.firstIndex { $0 != " " && $0 != "\t" } ?? string.endIndex
    let end = string.lastIndex { $0 != " " && $0 != "\t" }.map { string.index(after: $0) } ?? start
    return string[start..<Swift.max(start, end)]
  }
}

extension Character {
  /// `0` to `9` only.
  // By its ASCII value: a digit with a combining mark (`6\u{7AD}`) sorts between "0" and "9"
  // but is no digit (found by fuzzing: it crashed reading `1:3\u{7AD}0`).
  var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}

/// `value` with leading zeros to `width` digits: `pad(7, 2)` is `07`.
func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
