/// The best of each record kind over some sessions of one exercise, with the definitions `prs`
/// uses: a set's weight and Epley e1RM, a date's volume, a workout's distance, duration and pace.
public struct PersonalBests: Hashable, Sendable {
  /// The heaviest weight of a set, kg.
  public var heaviestWeight: Double?
  /// The best Epley estimated one-rep max of a set, kg.
  public var bestOneRepMax: Double?
  /// The best session volume, kg.
  public var bestVolume: Double?
  /// The longest distance of one workout, km.
  public var longestDistance: Double?
  /// The longest duration of one workout, seconds.
  public var longestDuration: Double?
  /// The lowest pace of one workout, seconds per km.
  public var bestPace: Double?

  /// Bests given one by one; none by default.
  public init(
    heaviestWeight: Double? = nil, bestOneRepMax: Double? = nil, bestVolume: Double? = nil,
    longestDistance: Double? = nil, longestDuration: Double? = nil, bestPace: Double? = nil
  ) {
    self.heaviestWeight = heaviestWeight
    self.bestOneRepMax = bestOneRepMax
    self.bestVolume = bestVolume
    self.longestDistance = longestDistance
    self.longestDuration = longestDuration
    self.bestPace = bestPace
  }

  /// The bests of one session (the sets done of one exercise on one date).
  public init(_ session: ExerciseSession) {
    for values in session.countedSets {
      guard let weight = session.load(of: values), weight > 0 else { continue }
      heaviestWeight = Swift.max(heaviestWeight ?? 0, weight)
      if let reps = values[.reps],
        let estimate = OneRepMaxFormula.epley.estimate(weight: weight, reps: reps)
      {
        bestOneRepMax = Swift.max(bestOneRepMax ?? 0, estimate)
      }
    }
    // As `prs`: totals of zero are no record; any pace is. Volume is the date's; distance,
    // duration and pace are each workout's (two runs of one day are two runs).
    bestVolume = session.volume.flatMap { $0 > 0 ? $0 : nil }
    for figures in session.workoutFigures {
      if let distance = figures.distance, distance > 0 {
        longestDistance = Swift.max(longestDistance ?? 0, distance)
      }
      if let duration = figures.duration, duration > 0 {
        longestDuration = Swift.max(longestDuration ?? 0, duration)
      }
      if let pace = figures.pace { bestPace = Swift.min(bestPace ?? .infinity, pace) }
    }
  }

  /// The bests of one session's results that count, whatever its exercise and date, as one
  /// workout.
  public init(session results: [SetValues]) {
    self.init(exercise: "", workouts: [results])
  }

  /// The bests of the results that count of `exercise`'s workouts of one date, one array a
  /// workout; a body-weight exercise's sets loaded with `bodyWeight` (see `BodyLoads`).
  public init(
    exercise: ExerciseID, workouts: [[SetValues]],
    bodyWeight: (loaded: Bool, weight: (kg: Double, date: LocalDate)?) = (false, nil)
  ) {
    var session = ExerciseSession(
      date: LocalDate(daysSinceEpoch: 0), exercise: exercise,
      workouts: workouts.filter { !$0.isEmpty }.map { $0.map { PlannedSet($0) } })
    session.isLoadedByBodyWeight = bodyWeight.loaded
    session.bodyWeight = bodyWeight.weight
    self.init(session)
  }

  /// The best of each kind over several bests.
  public init(_ many: some Sequence<PersonalBests>) {
    self = many.reduce(PersonalBests()) { $0.merging($1) }
  }

  /// The best of a kind, nil when none.
  public subscript(kind: PersonalRecord.Kind) -> Double? {
    get {
      switch kind {
      case .heaviestWeight: heaviestWeight
      case .bestOneRepMax: bestOneRepMax
      case .bestVolume: bestVolume
      case .longestDistance: longestDistance
      case .longestDuration: longestDuration
      case .bestPace: bestPace
      }
    }
    set {
      switch kind {
      case .heaviestWeight: heaviestWeight = newValue
      case .bestOneRepMax: bestOneRepMax = newValue
      case .bestVolume: bestVolume = newValue
      case .longestDistance: longestDistance = newValue
      case .longestDuration: longestDuration = newValue
      case .bestPace: bestPace = newValue
      }
    }
  }

  /// The better of each kind (the lower pace).
  public func merging(_ other: PersonalBests) -> PersonalBests {
    var merged = self
    for kind in PersonalRecord.Kind.allCases {
      guard let value = other[kind] else { continue }
      if let current = self[kind], !kind.isBetter(value, than: current) { continue }
      merged[kind] = value
    }
    return merged
  }
}

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
    /// The longest distance of one workout, km (a treadmill's from speed × duration).
    case longestDistance
    /// The longest duration of one workout, seconds.
    case longestDuration
    /// The best (lowest) pace of one workout, seconds per km.
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

extension PersonalRecord {
  /// The records the sets done in a session set against earlier workouts, each workout one
  /// earlier session; none when there is nothing earlier.
  public static func records(
    of exercise: ExerciseID, session: [SetValues], earlier: [Workout]
  ) -> [PersonalRecord] {
    let before = earlier.compactMap { workout -> PersonalBests? in
      let done = workout.sets.compactMap(\.countedResult)
      return done.isEmpty ? nil : PersonalBests(exercise: exercise, workouts: [done])
    }
    return records(
      of: exercise, workouts: [session], before: before.isEmpty ? nil : PersonalBests(before))
  }

  /// The records of a date's session (every set of the exercise done that date, one array a
  /// workout) against `before`, the bests of earlier dates; none when there is nothing earlier
  /// (a first time is not a record). Set kinds come from its best set, volume from its total,
  /// distance, duration and pace from its best workout; a body-weight exercise's loads from
  /// `bodyWeight` (see `BodyLoads`).
  public static func records(
    of exercise: ExerciseID, workouts: [[SetValues]], before: PersonalBests?,
    bodyWeight: (loaded: Bool, weight: (kg: Double, date: LocalDate)?) = (false, nil)
  ) -> [PersonalRecord] {
    guard let before else { return [] }
    let now = PersonalBests(exercise: exercise, workouts: workouts, bodyWeight: bodyWeight)
    return PersonalRecord.Kind.allCases.compactMap { kind in
      guard let value = now[kind] else { return nil }
      let previous = before[kind]
      if let previous, !kind.isBetter(value, than: previous) { return nil }
      return PersonalRecord(exercise: exercise, kind: kind, value: value, previous: previous)
    }
  }
}
