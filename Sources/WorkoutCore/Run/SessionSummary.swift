/// A personal record set in a session.
public struct PersonalRecord: Hashable, Sendable {
  /// What kind of record: every kind `prs` shows but reps alone. The raw values are the keys
  /// `prs --json` uses.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The heaviest weight of a set, kg.
    case heaviestWeight = "maxWeight"
    /// The best Epley estimated one-rep max of a set, kg.
    case bestOneRepMax = "bestE1rm"
    /// The best session volume (Σ weight × reps), kg.
    case bestVolume
    /// The longest session distance, km (a treadmill's from speed × duration).
    case longestDistance
    /// The longest session duration, seconds.
    case longestDuration
    /// The best (lowest) session pace, seconds per km.
    case bestPace

    /// True when `value` beats `previous`: higher, or lower for pace; a tie (up to rounding)
    /// does not.
    public func isBetter(_ value: Double, than previous: Double) -> Bool {
      self == .bestPace ? value < previous - 1e-9 : value > previous + 1e-9
    }
  }

  /// The exercise.
  public var exercise: ExerciseID
  /// What kind of record.
  public var kind: Kind
  /// The new value, in the kind's unit.
  public var value: Double
  /// The best before, or nil when there was none of this kind.
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
    guard set.kind.counts else { return }
    if let weight = actual[.weight], let reps = actual[.reps] { volume += weight * reps }
  }

  /// The records the sets done in a session set against earlier workouts, each workout one
  /// earlier session; none when there is nothing earlier.
  public static func records(
    of exercise: ExerciseID, session: [SetValues], earlier: [Workout]
  ) -> [PersonalRecord] {
    let before = earlier.compactMap { workout -> PersonalBests? in
      let done = workout.sets.compactMap(\.countedResult)
      return done.isEmpty ? nil : PersonalBests(session: done)
    }
    return records(
      of: exercise, session: session, before: before.isEmpty ? nil : PersonalBests(before))
  }

  /// The records of a date's session (every set of the exercise done that date) against
  /// `before`, the bests of earlier dates; none when there is nothing earlier (a first time
  /// is not a record). Set kinds come from its best set, session kinds from its totals.
  public static func records(
    of exercise: ExerciseID, session: [SetValues], before: PersonalBests?
  ) -> [PersonalRecord] {
    guard let before else { return [] }
    let now = PersonalBests(session: session)
    return PersonalRecord.Kind.allCases.compactMap { kind in
      guard let value = now[kind] else { return nil }
      let previous = before[kind]
      if let previous, !kind.isBetter(value, than: previous) { return nil }
      return PersonalRecord(exercise: exercise, kind: kind, value: value, previous: previous)
    }
  }
}
