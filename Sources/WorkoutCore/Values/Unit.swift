/// What a value measures.
public enum Dimension: Sendable, Hashable, CaseIterable {
  case weight, time, distance, speed, incline, count

  /// The unit values of this dimension are stored in, on disk and in JSON.
  public var canonical: Unit {
    switch self {
    case .weight: .kilogram
    case .time: .second
    case .distance: .kilometre
    case .speed: .kilometresPerHour
    case .incline: .percent
    case .count: .count
    }
  }

  /// The units a value of this dimension may be typed in, the canonical one first.
  public var units: [Unit] { Unit.allCases.filter { $0.dimension == self } }

  /// What a typed value may look like, for messages.
  public var expectedForm: String {
    switch self {
    case .weight: "a weight like 60, 42.5kg or 135lb"
    case .time: "a time like 90, 90s, 1:30, 1m30s, 45m or 1h5m"
    case .distance: "a distance like 5, 5km, 800m or 3.1mi"
    case .speed: "a speed like 10, 10km/h or 6mph"
    case .incline: "a percentage like 2 or 2.5%"
    case .count: "a number"
    }
  }
}

/// A unit a value is written or typed in: its symbol, its dimension and its size in the
/// dimension's canonical unit. Values are kept canonical (kg, s, km, km/h, %, a count); people
/// may type the other units, and read them once a display setting exists.
public enum Unit: String, Sendable, Hashable, CaseIterable {
  case kilogram = "kg"
  case pound = "lb"
  case second = "s"
  case kilometre = "km"
  case metre = "m"
  case mile = "mi"
  case kilometresPerHour = "km/h"
  case milesPerHour = "mph"
  case percent = "%"
  case count = ""

  /// What it measures.
  public var dimension: Dimension {
    switch self {
    case .kilogram, .pound: .weight
    case .second: .time
    case .kilometre, .metre, .mile: .distance
    case .kilometresPerHour, .milesPerHour: .speed
    case .percent: .incline
    case .count: .count
    }
  }

  /// The symbol written after a number: `kg`, `lb`, `km/h`; empty for a count.
  public var symbol: String { rawValue }

  /// One of this unit in the canonical unit of its dimension.
  public var scale: Double {
    switch self {
    case .pound: kilogramsPerPound
    case .metre: 0.001
    case .mile, .milesPerHour: kilometresPerMile
    default: 1
    }
  }

  /// True for the unit values are stored in.
  public var isCanonical: Bool { dimension.canonical == self }

  /// A value in this unit, in the canonical unit. Pounds and miles are scaled by their exact
  /// ratio and kept to 10 decimals, so `135` lb is the double nearest 61.23496995 kg and `3.1`
  /// mi the one nearest 4.9889664 km, not one a bit off it (a value of up to two decimals in
  /// pounds or four in miles converts exactly).
  public func canonical(_ value: Double) -> Double {
    switch self {
    case .pound: Unit.toTenDecimals(value * 45_359_237 / 100_000_000)
    case .mile, .milesPerHour: Unit.toTenDecimals(value * 1_609_344 / 1_000_000)
    default: value * scale
    }
  }

  /// `value` as the double nearest its 10-decimal rounding (below a million, where that is
  /// finer than a double's own step).
  static func toTenDecimals(_ value: Double) -> Double {
    abs(value) < 1_000_000 ? (value * 1e10).rounded() / 1e10 : value
  }

  /// A canonical value, in this unit.
  public func value(ofCanonical value: Double) -> Double { value / scale }

  /// The step a value typed in this unit keeps to, in this unit, when it is not the item's own
  /// (pounds go in half pounds, whatever the kg step).
  public var typingStep: Double? { self == .pound ? 0.5 : nil }

  /// Suffixes that mark a typed value as this unit, lowercase; "" where a bare number may be in
  /// this unit (the display unit decides which).
  var suffixes: [String] {
    UnitWords.typed(self) + (self == .metre ? [] : [""])
  }

  /// Decimals shown for people.
  var decimals: Int {
    switch self {
    case .kilometre, .mile: 3
    default: 2
    }
  }

  // MARK: - Writing

  /// A canonical value written in this unit for people: `60 kg`, `135 lb`, `5 km`, `1:30`,
  /// `10 km/h`, `2%`, `12`. Times are clocks; `decimals` overrides the unit's own.
  /// Pounds are rounded to the half pound (135 lb, not 134.99) unless `decimals` is given.
  public func format(_ canonicalValue: Double, decimals: Int? = nil) -> String {
    switch self {
    case .second: return Unit.clock(value(ofCanonical: canonicalValue))
    case .percent: return number(canonicalValue, decimals: decimals) + "%"
    case .count: return number(canonicalValue, decimals: decimals)
    default: return number(canonicalValue, decimals: decimals) + " " + symbol
    }
  }

  /// A canonical value as a bare number in this unit: `60`, `132.5`, `3.107`; pounds on the
  /// half pound unless `decimals` is given.
  public func number(_ canonicalValue: Double, decimals: Int? = nil) -> String {
    let value = value(ofCanonical: canonicalValue)
    if self == .pound, decimals == nil, let typingStep, abs(value) < 1e12 {
      return trimmed((value / typingStep).rounded() * typingStep, decimals: 1)
    }
    return trimmed(value, decimals: decimals ?? self.decimals)
  }

  /// Seconds as a clock: `1:30`, `1:02:03`; values too large to be a time as plain seconds.
  public static func clock(_ seconds: Double) -> String {
    // Values read from a hand-edited file may be anything; only sensible ones become clocks.
    guard abs(seconds) < 1e9 else { return trimmed(seconds, decimals: 0) + " s" }
    let total = Int(seconds.rounded())
    let hours = total / 3600
    let minutes = total / 60 % 60
    let rest = total % 60
    if hours > 0 { return "\(hours):\(pad(minutes, 2)):\(pad(rest, 2))" }
    return "\(minutes):\(pad(rest, 2))"
  }

  /// Seconds per km as a pace: `5:47 /km`.
  public static func pace(_ secondsPerKilometre: Double) -> String {
    clock(secondsPerKilometre) + " /" + kilometre.symbol
  }

  // MARK: - Reading

  /// Reads typed text (lowercased, trimmed) of `dimension`: the canonical value and the unit
  /// it was typed in; nil when it is not a value of that dimension.
  /// A bare number is in `bare` (the display unit: `135` is 135 lb for a pounds user).
  static func read(_ text: String, _ dimension: Dimension, bare: Unit? = nil)
    -> (value: Double, unit: Unit)?
  {
    if dimension == .time { return seconds(text).map { ($0, .second) } }
    for unit in dimension.units {
      for suffix in unit.suffixes where !suffix.isEmpty && text.hasSuffix(suffix) {
        if let number = parseDecimal(text.dropLast(suffix.count).trimmingSpaces) {
          return (unit.canonical(number), unit)
        }
      }
    }
    guard let number = parseDecimal(Substring(text)) else { return nil }
    let unit = bare.flatMap { $0.dimension == dimension ? $0 : nil } ?? dimension.canonical
    return (unit.canonical(number), unit)
  }

  /// `90`, `90s`, `1m30s`, `45m`, `1h5m`, `1:30`, `1:02:03` in seconds; nil when malformed.
  /// A clock field of 60 or more is read as it is; callers check it with `clockOverflow`.
  private static func seconds(_ text: String) -> Double? {
    if text.contains(":") {
      let fields = text.split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), fields.dropFirst().allSatisfy({ $0.count == 2 }),
        fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
      else { return nil }
      return fields.map { Double(String($0))! }.reduce(0) { $0 * 60 + $1 }
    }
    for suffix in Unit.second.suffixes where text.hasSuffix(suffix) {
      if let number = parseDecimal(text.dropLast(suffix.count).trimmingSpaces) { return number }
    }
    // Number and unit parts, largest unit first: 1h5m30s.
    return DurationText.seconds(text, typed: true)
  }

  /// The first field of a clock (`1:75`) that is 60 or more: its value and whether it holds
  /// seconds or minutes; nil when every field is in range or `text` is not a clock.
  static func clockOverflow(_ text: String) -> (value: Int, name: String)? {
    guard text.contains(":") else { return nil }
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = fields.compactMap { Int(String($0)) }
    guard numbers.count == fields.count else { return nil }
    for (index, value) in numbers.enumerated().dropFirst() where value >= 60 {
      return (value, index == numbers.count - 1 ? "seconds" : "minutes")
    }
    return nil
  }
}

/// Kilograms in one pound, exactly.
public let kilogramsPerPound = 0.45359237
/// Kilometres in one mile, exactly.
let kilometresPerMile = 1.609344
