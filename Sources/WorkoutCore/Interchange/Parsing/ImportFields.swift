// Reading one field of a foreign export: numbers (a decimal comma where `;` separates fields),
// wall-clock times, names and notes, and the ranges wkc takes for each item.

/// A wall-clock time without an offset, as the apps write it: a date and the seconds after midnight.
struct ForeignTime: Hashable {
  var date: LocalDate
  var second: Int

  /// `2024-01-03 07:12:00`.
  var text: String {
    date.description + " " + pad(second / 3600, 2) + ":" + pad(second / 60 % 60, 2) + ":"
      + pad(second % 60, 2)
  }

  /// `2024-01-03 07:12`, for apps that write no seconds.
  var minuteText: String { String(text.dropLast(3)) }

  /// Seconds since 1970-01-01 00:00 on the same wall clock, for differences.
  var absolute: Int { date.daysSinceEpoch * 86_400 + second }

  /// Parses `YYYY-MM-DD HH:MM[:SS]` (a `T` also separates); nil when malformed or impossible.
  static func iso(_ text: Substring) -> ForeignTime? {
    let text = text.spacesTrimmed
    guard text.count >= 16, let date = LocalDate(String(text.prefix(10))) else { return nil }
    let rest = text.dropFirst(10)
    guard rest.first == " " || rest.first == "T",
      let second = clockSeconds(rest.dropFirst(), hours: 0..<24)
    else { return nil }
    return ForeignTime(date: date, second: second)
  }

  /// `7:05`, `07:05:09` as seconds after midnight; nil when malformed or out of `hours`.
  static func clockSeconds(_ text: Substring, hours: Range<Int>) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
      parts.dropFirst().allSatisfy({ $0.count == 2 })
    else { return nil }
    let numbers = parts.map { Int(String($0))! }
    guard hours.contains(numbers[0]), numbers[1] < 60, numbers.count == 2 || numbers[2] < 60
    else { return nil }
    return numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
  }
}

/// Reads the fields of one export; decimal commas are taken when `;` separates fields.
struct FieldReader {
  /// True when `72,5` is a number.
  var decimalComma: Bool

  /// The number in `text`, nil when empty; an ImportError naming `name` when it is not a number.
  func number(_ text: String, _ name: String, line: Int) throws(ImportError) -> Double? {
    let trimmed = text.spacesTrimmed
    if trimmed.isEmpty { return nil }
    if let value = Self.decimal(trimmed, comma: decimalComma) { return value }
    throw ImportError(line: line, reason: "\(name) \(quoted(text)) is not a number")
  }

  /// The text of a name or note, spaces trimmed; NUL is refused (a binary or UTF-16 file).
  func text(_ text: String, _ name: String, line: Int) throws(ImportError) -> String {
    if text.utf8.contains(0) {
      throw ImportError(line: line, reason: "\(name) holds a NUL character (U+0000)")
    }
    return String(text.spacesTrimmed)
  }

  /// The text, or nil when it is empty once trimmed.
  func optionalText(_ text: String, _ name: String, line: Int) throws(ImportError) -> String? {
    let value = try self.text(text, name, line: line)
    return value.isEmpty ? nil : value
  }

  /// `-12`, `72.5`, `10.0`, `72,5` with `comma`: a sign, digits and one decimal separator.
  static func decimal(_ text: Substring, comma: Bool) -> Double? {
    var digits = 0
    var separators = 0
    var plain = true
    for (index, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "-") where index == 0, UInt8(ascii: "+") where index == 0: break
      case UInt8(ascii: "."): separators += 1
      case UInt8(ascii: ",") where comma:
        separators += 1
        plain = false
      default: return nil
      }
    }
    guard digits > 0, separators <= 1 else { return nil }
    return Double(plain ? String(text) : String(text.map { $0 == "," ? "." : $0 }))
  }
}

// MARK: - Values

/// The ranges wkc takes for each item, from the built-in catalog.
enum ItemLimits {
  static let items: [ItemID: Item] = Dictionary(
    Catalog.builtInItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Throws when `value` is outside `item`'s range: `reps 1200 is more than wkc takes (at most 1000)`.
  static func check(_ value: Double, _ item: ItemID, line: Int) throws(ImportError) {
    guard let limits = items[item] else { return }
    let unit = limits.unit.symbol.isEmpty ? "" : " " + limits.unit.symbol
    if value > limits.max {
      throw ImportError(
        line: line,
        reason: "\(item) \(trimmed(value, decimals: 2))\(unit) is more than wkc takes "
          + "(at most \(trimmed(limits.max, decimals: 2))\(unit))")
    }
    if value < limits.min {
      throw ImportError(
        line: line,
        reason: "\(item) \(trimmed(value, decimals: 2))\(unit) is less than wkc takes "
          + "(at least \(trimmed(limits.min, decimals: 2))\(unit))")
    }
  }

  /// Checks `value` and sets it; a zero (what the apps write for "not recorded") is left out.
  static func set(
    _ values: inout SetValues, _ item: ItemID, _ value: Double?, line: Int
  ) throws(ImportError) {
    guard let value, value != 0 else { return }
    try check(value, item, line: line)
    values[item] = value
  }
}

/// `x` without binary noise: `149.99999999999997` → 150, `245.00000000000003` → 245; a value
/// that is not within a billionth of three decimals (`61.23492`) is kept as it is.
func denoised(_ value: Double) -> Double {
  let rounded = (value * 1000).rounded() / 1000
  return abs(value - rounded) <= 1e-9 * max(1, abs(value)) ? rounded : value
}

/// False for a distance no one covers in one set: more than 100 km with no time, or faster than
/// 100 km/h (Hevy's `Sled Push` rows with `distance_miles` 305).
func plausibleDistance(_ kilometres: Double, seconds: Double?) -> Bool {
  guard let seconds, seconds > 0 else { return kilometres <= 100 }
  return kilometres / (seconds / 3600) <= 100
}

extension String {
  /// The text without leading and trailing spaces and tabs; fast when there are none, as in
  /// most fields of an export.
  var spacesTrimmed: Substring { Substring(self).spacesTrimmed }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs; fast when there are none.
  var spacesTrimmed: Substring {
    let utf8 = self.utf8
    guard let first = utf8.first, let last = utf8.last else { return self }
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    if first != space, first != tab, last != space, last != tab { return self }
    return trimmingSpaces
  }
}

/// `"text"`, for messages.
func quoted(_ text: String) -> String {
  "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
}
