/// The id of an item: `reps`, `weight`, `rest`, …
public struct ItemID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id as written in the catalog and in JSON.
  public let rawValue: String

  /// Wraps an id.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a literal id.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The count of repetitions.
  public static let reps: ItemID = "reps"
  /// The load in kg.
  public static let weight: ItemID = "weight"
  /// The weight added to the body on a body-weight exercise (a belt, a vest, a plate held), in
  /// kg: not the load lifted, which holds the body's weight too.
  public static let added: ItemID = "added"
  /// The rest after a set, in seconds.
  public static let rest: ItemID = "rest"
  /// A duration in seconds.
  public static let duration: ItemID = "duration"
  /// A distance in km.
  public static let distance: ItemID = "distance"
  /// A speed in km/h.
  public static let speed: ItemID = "speed"
  /// An incline in %.
  public static let incline: ItemID = "incline"
  /// Rate of perceived exertion, 1 to 10.
  public static let rpe: ItemID = "rpe"
  /// Reps in reserve: how many more reps the set had left, 0 to 10.
  public static let rir: ItemID = "rir"

  /// The id.
  public var description: String { rawValue }

  /// The id of a JSON key, sharing the built-in ids' storage instead of making a string.
  public init(key: JSONKey) {
    switch key {
    case "reps": self = .reps
    case "weight": self = .weight
    case "added": self = .added
    case "rest": self = .rest
    case "duration": self = .duration
    case "distance": self = .distance
    case "speed": self = .speed
    case "incline": self = .incline
    case "rpe": self = .rpe
    case "rir": self = .rir
    default: self.init(rawValue: key.string)
    }
  }

  /// Orders by id, so values and JSON keys come out sorted.
  public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The stable slug id of an exercise: `bench-press`.
public struct ExerciseID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The slug.
  public let rawValue: String

  /// Wraps an id.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a literal id.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// True for `[a-z0-9]+(-[a-z0-9]+)*`.
  public var isSlug: Bool {
    let bytes = Array(rawValue.utf8)
    guard !bytes.isEmpty, bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else {
      return false
    }
    var previous: UInt8 = 0
    for byte in bytes {
      let isAlphanumeric = (97...122).contains(byte) || (48...57).contains(byte)
      guard isAlphanumeric || (byte == UInt8(ascii: "-") && previous != byte) else { return false }
      previous = byte
    }
    return true
  }

  /// The slug.
  public var description: String { rawValue }

  /// Orders by slug.
  public static func < (lhs: ExerciseID, rhs: ExerciseID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The id of a workout: short, unique, never reused: `w0jx5d3rc8fh2kq`.
///
/// `w`, seven characters of the second it was made (seconds since 2020, good for a thousand
/// years), then seven random ones (35 bits), in lowercase Crockford base 32. Ids made at
/// different seconds differ; two made in the same second, even on two devices writing the same
/// folder, are equal with a chance of one in 34 billion, and are checked against the month they
/// go into. Older ids (ten characters) stay valid.
public struct WorkoutID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The id text.
  public let rawValue: String

  /// Accepts 1 to 32 characters of `a-z` and `0-9` with at least one letter (all digits would
  /// read as a position), what `menu put` takes from scripts.
  public init?(rawValue: String) {
    guard (1...32).contains(rawValue.utf8.count),
      rawValue.utf8.allSatisfy({ (97...122).contains($0) || (48...57).contains($0) }),
      rawValue.utf8.contains(where: { (97...122).contains($0) })
    else { return nil }
    self.rawValue = rawValue
  }

  private init(unchecked rawValue: String) { self.rawValue = rawValue }

  /// Characters of the creation time.
  static let timeCharacters = 7
  /// Random characters after the time, 5 bits each.
  static let randomCharacters = 7

  /// A new id for a workout created at `secondsSince1970`.
  public static func make(
    secondsSince1970: Int, using generator: inout some RandomNumberGenerator
  ) -> WorkoutID {
    let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)
    var time = max(0, secondsSince1970 - 1_577_836_800)  // 2020-01-01T00:00:00Z
    var characters = [UInt8](
      repeating: UInt8(ascii: "w"), count: 1 + timeCharacters + randomCharacters)
    for index in stride(from: timeCharacters, through: 1, by: -1) {
      characters[index] = alphabet[time & 31]
      time >>= 5
    }
    for index in (1 + timeCharacters)..<characters.count {
      characters[index] = alphabet[Int(generator.next() & 31)]
    }
    return WorkoutID(unchecked: String(decoding: characters, as: UTF8.self))
  }

  /// The id text.
  public var description: String { rawValue }
}

/// The id of a piece of gear: a lowercase slug like an exercise id (`pegasus-40`); `none` is
/// reserved: a workout carrying `GearID.none` was opted out of gear and counts for none.
public struct GearID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The slug.
  public let rawValue: String

  /// Accepts `[a-z0-9]+(-[a-z0-9]+)*` of at most 64 characters, but not `none`.
  public init?(rawValue: String) {
    guard rawValue != GearID.none.rawValue, rawValue.utf8.count <= 64,
      ExerciseID(rawValue: rawValue).isSlug
    else { return nil }
    self.rawValue = rawValue
  }

  /// The same as `init(rawValue:)`.
  public init?(_ text: String) { self.init(rawValue: text) }

  private init(reserved: String) { rawValue = reserved }

  /// The marker of a workout opted out of gear (`--gear none`, `"gear": "none"`): no piece of
  /// gear has it, and the default is never given in its place.
  public static let none = GearID(reserved: "none")

  /// True for the opt-out marker.
  public var isNone: Bool { self == GearID.none }

  /// The slug.
  public var description: String { rawValue }

  /// Orders by slug.
  public static func < (lhs: GearID, rhs: GearID) -> Bool { lhs.rawValue < rhs.rawValue }
}
