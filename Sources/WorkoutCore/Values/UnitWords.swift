// Every word wkc reads as a unit, in one list: what people type after a number (`60kg`, `5mi`,
// `90s`), what settings take (`pounds`), and what other apps' exports write in their unit
// columns and durations (`kgs`, `miles`, `yd`, `1h 3m`).

/// One word for a unit, and its size in its dimension's canonical unit.
public struct UnitWord: Sendable {
  /// The word, lowercase: `kg`, `miles`, `min`.
  public let word: String
  /// What it measures.
  public let dimension: Dimension
  /// Canonical units in one of it: 1.609344 (km) for `mi`, 3600 (s) for `h`.
  public let scale: Double
  /// The unit it names where wkc has one (`ft`, `yd` and `h` have none of their own).
  public let unit: Unit?
  /// True when people may type it after a number (`60kgs`, `800m`); the long words (`pounds`,
  /// `kilometres`) and the apps' own (`hrs`, `std`) are read from settings and files only.
  public let typed: Bool

  init(_ word: String, _ unit: Unit, typed: Bool = true) {
    self.word = word
    self.dimension = unit.dimension
    self.scale = unit.scale
    self.unit = unit
    self.typed = typed
  }

  init(_ word: String, _ dimension: Dimension, scale: Double, typed: Bool = true) {
    self.word = word
    self.dimension = dimension
    self.scale = scale
    self.unit = nil
    self.typed = typed
  }
}

/// The unit words wkc reads.
public enum UnitWords {
  /// Every word, each unit's in the order a typed value tries them.
  public static let all: [UnitWord] = [
    UnitWord("kg", .kilogram), UnitWord("kgs", .kilogram),
    UnitWord("kilograms", .kilogram, typed: false),
    UnitWord("lb", .pound), UnitWord("lbs", .pound), UnitWord("pounds", .pound, typed: false),
    UnitWord("km", .kilometre), UnitWord("kms", .kilometre, typed: false),
    UnitWord("kilometres", .kilometre, typed: false),
    UnitWord("kilometers", .kilometre, typed: false),
    UnitWord("m", .metre), UnitWord("meters", .metre, typed: false),
    UnitWord("metres", .metre, typed: false),
    UnitWord("mi", .mile), UnitWord("mile", .mile, typed: false),
    UnitWord("miles", .mile, typed: false),
    UnitWord("ft", .distance, scale: 0.000_304_8, typed: false),
    UnitWord("yd", .distance, scale: 0.000_914_4, typed: false),
    UnitWord("s", .second), UnitWord("sec", .second),
    UnitWord("m", .time, scale: 60), UnitWord("min", .time, scale: 60),
    UnitWord("h", .time, scale: 3600), UnitWord("hr", .time, scale: 3600, typed: false),
    UnitWord("hrs", .time, scale: 3600, typed: false),
    UnitWord("std", .time, scale: 3600, typed: false),
    UnitWord("d", .time, scale: 86_400, typed: false),
    UnitWord("km/h", .kilometresPerHour), UnitWord("kmh", .kilometresPerHour),
    UnitWord("kph", .kilometresPerHour), UnitWord("mph", .milesPerHour),
    UnitWord("%", .percent),
  ]

  /// The word `text` (any case, spaces around it ignored) of `dimension`, or nil.
  public static func word(_ text: some StringProtocol, of dimension: Dimension) -> UnitWord? {
    let key = text.trimmingSpaces.lowercased()
    return all.first { $0.dimension == dimension && $0.word == key }
  }

  /// The unit `text` names in `dimension` (`lbs`, `Miles`), or nil, also for a word of no unit
  /// of wkc's own (`yd`).
  public static func unit(_ text: some StringProtocol, of dimension: Dimension) -> Unit? {
    word(text, of: dimension)?.unit
  }

  /// The words people may type after a number in `unit`, in the order they are tried.
  static func typed(_ unit: Unit) -> [String] {
    all.filter { $0.typed && $0.unit == unit }.map(\.word)
  }
}
