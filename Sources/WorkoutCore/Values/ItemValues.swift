/// A value that cannot be used for an item.
public enum ValueError: Error, Equatable, Sendable {
  /// The text is not a value of that item at all: a usage error.
  case malformed(item: ItemID, text: String, expected: String)
  /// The text is a value, but not one the item allows: invalid data.
  case invalid(item: ItemID, reason: String)

  /// The same problem told of another name (an option that takes an item's values).
  public func named(_ name: ItemID) -> ValueError {
    switch self {
    case .malformed(_, let text, let expected):
      .malformed(item: name, text: text, expected: expected)
    case .invalid(_, let reason): .invalid(item: name, reason: reason)
    }
  }

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .malformed(let item, let text, let expected):
      return "\(item): '\(text)' is not a value; expected \(expected)"
    case .invalid(let item, let reason):
      return "\(item) \(reason)"
    }
  }
}

/// The unit a value was typed in, when it has its own step (weight in lb).
public enum InputUnit: Sendable, Equatable {
  /// The item's canonical unit.
  case canonical
  /// Pounds, converted to kg.
  case pound
}

/// Kilograms in one pound, exactly.
public let kilogramsPerPound = 0.45359237
private let kilometresPerMile = 1.609344

extension Item {
  /// Parses typed text (`60`, `135lb`, `1:30`, `800m`, …) into the canonical unit and checks it.
  public func parse(_ text: String) throws(ValueError) -> Double {
    let trimmed = text.trimmingSpaces.lowercased()
    let (value, unit) = try convert(trimmed, original: text)
    try check(value, unit: unit, typed: text)
    return value
  }

  /// Checks range and step of a canonical value; `unit` nil accepts the step of any input unit.
  public func check(_ value: Double, unit: InputUnit?, typed: String? = nil) throws(ValueError) {
    let shown = typed ?? format(value)
    guard !value.isNaN else { throw .invalid(item: id, reason: "must be a number, not NaN") }
    guard value >= min, value <= max else {
      throw .invalid(
        item: id, reason: "must be between \(format(min)) and \(format(max)), not \(shown)")
    }
    guard let step else { return }
    let onStep: Bool
    switch unit {
    case .canonical?: onStep = isMultiple(value, of: step)
    case .pound?: onStep = isMultiple(value / kilogramsPerPound, of: 0.5)
    case nil:
      onStep =
        isMultiple(value, of: step)
        || (id == .weight && isMultiple(value / kilogramsPerPound, of: 0.5))
    }
    guard onStep else {
      let rule: String
      if step == 1 {
        rule = "must be a whole number"
      } else if id == .weight {
        rule = "goes in steps of \(JSONWriter.format(step)) kg (0.5 lb when typed in lb)"
      } else {
        rule = "goes in steps of \(JSONWriter.format(step))\(unitSuffix)"
      }
      throw .invalid(item: id, reason: "\(rule), not \(shown)")
    }
  }

  /// A value for people, in the canonical unit: `60 kg`, `1:30`, `5 km`, `10`.
  public func format(_ value: Double) -> String {
    switch unit {
    case "s": return formatSeconds(value)
    case "kg": return trimmed(value, decimals: 2) + " kg"
    case "km": return trimmed(value, decimals: 3) + " km"
    case "km/h": return trimmed(value, decimals: 2) + " km/h"
    case "%": return trimmed(value, decimals: 2) + "%"
    case "": return trimmed(value, decimals: 2)
    default: return trimmed(value, decimals: 2) + " " + unit
    }
  }

  /// What a typed value may look like, for messages.
  public var expectedForm: String {
    switch unit {
    case "kg": return "a weight like 60, 42.5kg or 135lb"
    case "s": return "a time like 90, 90s, 1:30, 1m30s, 45m or 1h5m"
    case "km": return "a distance like 5, 5km, 800m or 3.1mi"
    case "km/h": return "a speed like 10, 10km/h or 6mph"
    case "%": return "a percentage like 2 or 2.5%"
    default: return "a number"
    }
  }

  private var unitSuffix: String {
    switch unit {
    case "": return ""
    case "%": return "%"
    default: return " " + unit
    }
  }

  // MARK: - Units

  private func convert(_ text: String, original: String) throws(ValueError) -> (Double, InputUnit) {
    let malformed = ValueError.malformed(item: id, text: original, expected: expectedForm)
    switch unit {
    case "kg":
      if let number = number(text, suffixes: ["kg", "kgs", ""]) { return (number, .canonical) }
      if let number = number(text, suffixes: ["lb", "lbs"]) {
        return (number * kilogramsPerPound, .pound)
      }
    case "s":
      return (try seconds(text, original: original), .canonical)
    case "km":
      if let number = number(text, suffixes: ["km", ""]) { return (number, .canonical) }
      if let number = number(text, suffixes: ["m"]) { return (number / 1000, .canonical) }
      if let number = number(text, suffixes: ["mi"]) {
        return (number * kilometresPerMile, .canonical)
      }
    case "km/h":
      if let number = number(text, suffixes: ["km/h", "kmh", "kph", ""]) {
        return (number, .canonical)
      }
      if let number = number(text, suffixes: ["mph"]) {
        return (number * kilometresPerMile, .canonical)
      }
    case "%":
      if let number = number(text, suffixes: ["%", ""]) { return (number, .canonical) }
    default:
      if let number = number(text, suffixes: [""]) { return (number, .canonical) }
    }
    throw malformed
  }

  /// `90`, `90s`, `1m30s`, `45m`, `1h5m`, `1:30`, `1:02:03`.
  private func seconds(_ text: String, original: String) throws(ValueError) -> Double {
    let malformed = ValueError.malformed(item: id, text: original, expected: expectedForm)
    if text.contains(":") {
      let fields = text.split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), fields.dropFirst().allSatisfy({ $0.count == 2 }),
        fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
      else { throw malformed }
      let numbers = fields.map { Double(String($0))! }
      for (index, value) in numbers.enumerated().dropFirst() where value >= 60 {
        let name = index == numbers.count - 1 ? "seconds" : "minutes"
        throw .invalid(
          item: id, reason: "'\(original)' has \(Int(value)) \(name); they go up to 59")
      }
      return numbers.reduce(0) { $0 * 60 + $1 }
    }
    if let number = number(text, suffixes: ["s", "sec", ""]) { return number }
    // A sequence of number+unit parts, largest unit first: 1h5m30s.
    var total = 0.0
    var rest = Substring(text)
    var lastScale = Double.infinity
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCIIDigit || $0 == "." }
      guard !digits.isEmpty, let value = Double(String(digits)) else { throw malformed }
      rest = rest.dropFirst(digits.count)
      let unitText = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unitText.count)
      let scale: Double
      switch unitText {
      case "h": scale = 3600
      case "m", "min": scale = 60
      case "s", "sec": scale = 1
      default: throw malformed
      }
      guard scale < lastScale else { throw malformed }
      lastScale = scale
      total += value * scale
    }
    return total
  }

  /// The number before one of `suffixes`, or nil.
  private func number(_ text: String, suffixes: [String]) -> Double? {
    for suffix in suffixes where text.hasSuffix(suffix) {
      let body = text.dropLast(suffix.count).trimmingSpaces
      if let value = parseDecimal(body) { return value }
    }
    return nil
  }

  private func isMultiple(_ value: Double, of step: Double) -> Bool {
    let quotient = value / step
    return abs(quotient - quotient.rounded()) < 1e-6
  }

  private func formatSeconds(_ value: Double) -> String {
    // Values read from a hand-edited file may be anything; only sensible ones become clocks.
    guard abs(value) < 1e9 else { return trimmed(value, decimals: 0) + " s" }
    let total = Int(value.rounded())
    if id == .rest, total < 60 { return "\(total)s" }
    let hours = total / 3600
    let minutes = total / 60 % 60
    let seconds = total % 60
    if hours > 0 { return "\(hours):\(pad(minutes, 2)):\(pad(seconds, 2))" }
    return "\(minutes):\(pad(seconds, 2))"
  }
}

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
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
