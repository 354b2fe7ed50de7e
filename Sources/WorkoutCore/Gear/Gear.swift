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
  /// The date it was first used (bought on), or nil: no workout before it gets it.
  public var since: LocalDate?

  /// Creates a piece of gear.
  public init(
    id: GearID, name: String, kind: GearKind = .shoes, startDistance: Double = 0,
    retireAt: Double? = nil, exercises: [ExerciseID] = [], note: String? = nil,
    retired: LocalDate? = nil, added: LocalDate, since: LocalDate? = nil
  ) {
    self.since = since
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

extension Gear {
  /// Why the gear does not go on a workout of `exercise` dated `date`, or nil when it does:
  /// gear goes only to the exercises it is for (`--for`; without them, shoes to running and
  /// walking, a bike to cycling, other gear to any) and never before its `since` date.
  public func misfit(for exercise: ExerciseID, on date: LocalDate) -> String? {
    if let since, date < since { return "\(id) is in use since \(since)" }
    if !exercises.isEmpty {
      guard exercises.contains(exercise) else {
        return "\(id) is for \(exercises.map(\.rawValue).joined(separator: ", "))"
      }
      return nil
    }
    let activity = Activity.of(exercise)
    switch kind {
    case .shoes where activity != .running && activity != .walking:
      return "\(id) is shoes, not for \(exercise)"
    case .bike where activity != .cycling: return "\(id) is a bike, not for \(exercise)"
    default: return nil
    }
  }
}

extension SetValues {
  /// True when the values hold a distance or a speed above 0: what gear counts.
  public var movesGear: Bool { (self[.distance] ?? 0) > 0 || (self[.speed] ?? 0) > 0 }
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
