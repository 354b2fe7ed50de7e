/// Estimated one-rep max, Epley: `w·(1 + r/30)`, the weight itself for a single.
public func epleyOneRepMax(weight: Double, reps: Double) -> Double {
  reps <= 1 ? weight : weight * (1 + reps / 30)
}

/// A personal record set in a session.
public struct PersonalRecord: Hashable, Sendable {
  /// What kind of record.
  public enum Kind: String, Hashable, Sendable {
    /// The heaviest weight lifted.
    case heaviestWeight
    /// The best estimated one-rep max.
    case bestOneRepMax
  }

  /// The exercise.
  public var exercise: ExerciseID
  /// What kind of record.
  public var kind: Kind
  /// The new value (kg).
  public var value: Double
  /// The best before, or nil when it is the first.
  public var previous: Double?
}

/// What a run did: sets, volume, time, records.
public struct SessionSummary: Hashable, Sendable {
  /// Sets done in the session.
  public var setsDone = 0
  /// Sets skipped in the session.
  public var setsSkipped = 0
  /// Σ weight × reps of the sets done, in kg.
  public var volume = 0.0
  /// Seconds from the session's start to its end.
  public var duration = 0.0
  /// Records the session set, one per exercise and kind.
  public var records: [PersonalRecord] = []

  /// An empty summary.
  public init() {}

  /// Counts a set done or skipped in the session.
  public mutating func add(_ set: WorkoutSet) {
    if set.skipped {
      setsSkipped += 1
      return
    }
    guard let actual = set.actual else { return }
    setsDone += 1
    if let weight = actual[.weight], let reps = actual[.reps] { volume += weight * reps }
  }

  /// The records the sets done in a session set against the best of earlier workouts.
  public static func records(
    of exercise: ExerciseID, session: [SetValues], earlier: [Workout]
  ) -> [PersonalRecord] {
    func best(_ sets: [SetValues], _ kind: PersonalRecord.Kind) -> Double? {
      sets.compactMap { values -> Double? in
        guard let weight = values[.weight], weight > 0 else { return nil }
        switch kind {
        case .heaviestWeight: return weight
        case .bestOneRepMax:
          guard let reps = values[.reps], reps > 0 else { return nil }
          return epleyOneRepMax(weight: weight, reps: reps)
        }
      }.max()
    }
    let before = earlier.flatMap { $0.sets.compactMap { $0.isDone ? $0.actual : nil } }
    return [PersonalRecord.Kind.heaviestWeight, .bestOneRepMax].compactMap { kind in
      guard let now = best(session, kind) else { return nil }
      let previous = best(before, kind)
      guard previous.map({ now > $0 + 1e-9 }) ?? !before.isEmpty else { return nil }
      return PersonalRecord(exercise: exercise, kind: kind, value: now, previous: previous)
    }
  }
}
