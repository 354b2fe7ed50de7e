/// A personal record set in a session.
public struct PersonalRecord: Hashable, Sendable {
  /// What kind of record.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
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
    let before = earlier.flatMap { $0.sets.compactMap { $0.isDone ? $0.actual : nil } }
    return records(
      of: exercise, session: session, before: before.isEmpty ? nil : PersonalBests(before))
  }

  /// The records the sets done in a session set against earlier bests; none when there is
  /// nothing earlier (a first time is not a record).
  public static func records(
    of exercise: ExerciseID, session: [SetValues], before: PersonalBests?
  ) -> [PersonalRecord] {
    guard let before else { return [] }
    let now = PersonalBests(session)
    return PersonalRecord.Kind.allCases.compactMap { kind in
      guard let value = now[kind] else { return nil }
      let previous = before[kind]
      guard previous.map({ value > $0 + 1e-9 }) ?? true else { return nil }
      return PersonalRecord(exercise: exercise, kind: kind, value: value, previous: previous)
    }
  }
}

/// The best values of some done sets: heaviest weight and best Epley e1RM, in kg.
public struct PersonalBests: Hashable, Sendable {
  /// The heaviest weight, when any set had one.
  public var heaviestWeight: Double?
  /// The best estimated one-rep max, when any set had weight and reps.
  public var bestOneRepMax: Double?

  /// No sets yet.
  public init(heaviestWeight: Double? = nil, bestOneRepMax: Double? = nil) {
    self.heaviestWeight = heaviestWeight
    self.bestOneRepMax = bestOneRepMax
  }

  /// The bests of these results.
  public init(_ sets: [SetValues]) {
    for values in sets {
      guard let weight = values[.weight], weight > 0 else { continue }
      heaviestWeight = Swift.max(heaviestWeight ?? 0, weight)
      if let reps = values[.reps],
        let estimate = OneRepMaxFormula.epley.estimate(weight: weight, reps: reps)
      {
        bestOneRepMax = Swift.max(bestOneRepMax ?? 0, estimate)
      }
    }
  }

  /// The best of a kind.
  public subscript(kind: PersonalRecord.Kind) -> Double? {
    switch kind {
    case .heaviestWeight: heaviestWeight
    case .bestOneRepMax: bestOneRepMax
    }
  }

  /// The better of each kind.
  public func merging(_ other: PersonalBests) -> PersonalBests {
    PersonalBests(
      heaviestWeight: [heaviestWeight, other.heaviestWeight].compactMap { $0 }.max(),
      bestOneRepMax: [bestOneRepMax, other.bestOneRepMax].compactMap { $0 }.max())
  }
}
