// The numbers of a program text: plain decimals with their units, each within its bounds.

/// Why a piece of a program cannot be read; the reader adds where it is.
struct Complaint: Error {
  var message: String
  /// Characters from the start of the word to where the problem is.
  var offset: Int = 0

  init(_ message: String, offset: Int = 0) {
    self.message = message
    self.offset = offset
  }
}

enum ProgramNumbers {
  /// The heaviest weight a program names, in kg.
  static let heaviest = 1000.0
  /// The largest percentage a load may be.
  static let largestPercent = 200.0

  /// `5`, `42.5`: digits with at most one decimal point between digits; nil for anything else
  /// (`1e3`, `nan`, `.5`, `-2`).
  static func decimal(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.count <= 12 else { return nil }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
    else { return nil }
    return Double(String(text))
  }

  /// A whole number in `bounds`, named `what` in messages.
  static func whole(_ text: Substring, _ what: String, in bounds: ClosedRange<Int>)
    throws(Complaint)
    -> Int
  {
    guard text.allSatisfy(\.isASCIIDigit), !text.isEmpty else {
      throw Complaint("expected \(what) (a whole number), not '\(String(text).echoed)'")
    }
    guard let value = Int(text), bounds.contains(value) else {
      throw Complaint(
        "\(what) is \(bounds.lowerBound) to \(bounds.upperBound), not \(String(text).echoed)")
    }
    return value
  }

  /// `60kg` or `135lb` in kg, `what` naming it in messages; `positive` refuses 0.
  static func weight(_ text: Substring, _ what: String = "a weight", positive: Bool = false)
    throws(Complaint) -> Double
  {
    let unit: Unit
    if text.hasSuffix("kg") {
      unit = .kilogram
    } else if text.hasSuffix("lb") {
      unit = .pound
    } else {
      throw Complaint(
        "expected \(what) with its unit like 60kg or 135lb, not '\(String(text).echoed)'")
    }
    guard let number = decimal(text.dropLast(2)) else {
      throw Complaint("expected \(what) like 60kg or 135lb, not '\(String(text).echoed)'")
    }
    let kilograms = unit.canonical(number)
    let limit = what == "an increment" ? Exercise.maxIncrement : heaviest
    guard kilograms <= limit, !positive || kilograms > 0 else {
      throw Complaint(
        "\(what) is \(positive ? "more than 0" : "0") to \(trimmed(limit, decimals: 2)) kg, "
          + "not \(String(text).echoed)")
    }
    return kilograms
  }

  /// `85%`: a percentage more than 0 and at most `largest`.
  static func percent(_ text: Substring, largest: Double = largestPercent) throws(Complaint)
    -> Double
  {
    guard text.hasSuffix("%"), let value = decimal(text.dropLast()) else {
      throw Complaint("expected a percentage like 85%, not '\(String(text).echoed)'")
    }
    guard value > 0, value <= largest else {
      throw Complaint(
        "a percentage here is more than 0 and at most \(trimmed(largest, decimals: 2))%, "
          + "not \(String(text).echoed)")
    }
    return value
  }

  /// `@8`, `8.5`: an RPE from 1 to 10 in steps of 0.5.
  static func rpe(_ text: Substring) throws(Complaint) -> Double {
    guard let value = decimal(text), (1...10).contains(value), (value * 2).rounded() == value * 2
    else {
      throw Complaint("an RPE is 1 to 10 in steps of 0.5, not '\(String(text).echoed)'")
    }
    return value
  }

  /// `2`: reps in reserve, 0 to 10 in steps of 0.5.
  static func rir(_ text: Substring) throws(Complaint) -> Double {
    guard let value = decimal(text), (0...10).contains(value), (value * 2).rounded() == value * 2
    else {
      throw Complaint("reps in reserve are 0 to 10 in steps of 0.5, not '\(String(text).echoed)'")
    }
    return value
  }

  /// `45s`, `2min`, `1h`: a time in whole seconds, 1 s to 24 h; nil when `text` has no time
  /// unit (it is no time at all).
  static func duration(_ text: Substring) throws(Complaint) -> Double? {
    let units: [(suffix: String, seconds: Double)] = [("min", 60), ("s", 1), ("h", 3600)]
    guard let unit = units.first(where: { text.hasSuffix($0.suffix) }),
      let number = text.dropLast(unit.suffix.count).first, number.isASCIIDigit
    else { return nil }
    guard let value = decimal(text.dropLast(unit.suffix.count)) else {
      throw Complaint("expected a time like 45s, 2min or 1h, not '\(String(text).echoed)'")
    }
    let seconds = value * unit.seconds
    guard seconds == seconds.rounded(), (1...86_400).contains(seconds) else {
      throw Complaint("a time is whole seconds from 1s to 24h, not \(String(text).echoed)")
    }
    return seconds
  }
}
