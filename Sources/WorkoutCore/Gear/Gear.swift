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

/// What a piece of gear is.
public enum GearKind: String, CaseIterable, Hashable, Sendable {
  case shoes, bike, other
}

/// A piece of gear whose distance is kept: a pair of shoes, a bike.
public struct Gear: Hashable, Sendable {
  /// The id workouts carry.
  public var id: GearID
  /// The name shown (`Pegasus 40`).
  public var name: String
  /// What it is.
  public var kind: GearKind
  /// Kilometres it had gone before wkc knew it.
  public var startDistance: Double
  /// Kilometres after which it should be retired, or nil.
  public var retireAt: Double?
  /// The exercises it is meant for (what `gear default ID` uses without `--for`).
  public var exercises: [ExerciseID]
  /// A free note, or nil.
  public var note: String?
  /// The date it was retired, or nil while in use.
  public var retired: LocalDate?
  /// The date it was added.
  public var added: LocalDate

  /// Creates a piece of gear.
  public init(
    id: GearID, name: String, kind: GearKind = .shoes, startDistance: Double = 0,
    retireAt: Double? = nil, exercises: [ExerciseID] = [], note: String? = nil,
    retired: LocalDate? = nil, added: LocalDate
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.startDistance = startDistance
    self.retireAt = retireAt
    self.exercises = exercises
    self.note = note
    self.retired = retired
    self.added = added
  }

  /// True once retired.
  public var isRetired: Bool { retired != nil }
}

extension Exercise {
  /// True when its sets hold a distance or a speed: the exercises gear is given to on import.
  public var takesGear: Bool { items.contains(.distance) || items.contains(.speed) }
}

/// Which gear a new workout gets.
public enum GearChoice: Hashable, Sendable {
  /// Its exercise's default, if any.
  case automatic
  /// None, even when its exercise has a default (`--gear none`): kept as `GearID.none`.
  case optOut
  /// This gear.
  case gear(GearID)

  /// Reads `--gear`: an id, or `none`; nil when the text is neither.
  public init?(_ text: String) {
    if text == GearID.none.rawValue {
      self = .optOut
    } else if let id = GearID(text) {
      self = .gear(id)
    } else {
      return nil
    }
  }
}
