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
