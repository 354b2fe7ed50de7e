/// How a one-rep max is estimated from a set of `reps` at `weight`.
public enum OneRepMaxFormula: String, CaseIterable, Hashable, Sendable {
  /// `w·(1 + r/30)`.
  case epley
  /// `w·36/(37 − r)`, defined below 37 reps.
  case brzycki

  /// The estimate; the weight itself for a single, nil without reps or weight, or past the
  /// formula's reach.
  public func estimate(weight: Double, reps: Double) -> Double? {
    guard weight > 0, reps >= 1 else { return nil }
    if reps == 1 { return weight }
    switch self {
    case .epley: return weight * (1 + reps / 30)
    case .brzycki: return reps < 37 ? weight * 36 / (37 - reps) : nil
    }
  }
}

// Every figure is of the sets that count: warm-up sets count for nothing. A body-weight
// exercise's load is the body weight of its date plus its added weight (`added`); without a body
// entry on or before the date it has no load, so no volume and no e1RM come from it.

extension ExerciseSession {
  /// The heaviest set, the one with more reps on a tie (the first of equals); without weights,
  /// the set with the most reps; nil when sets have neither. A body-weight exercise's heaviest
  /// set is the one with the most added weight (it has no other weight).
  public var topSet: SetValues? {
    var top: SetValues?
    for set in countedSets where set[.weight] != nil || set[.added] != nil || set[.reps] != nil {
      guard let current = top else {
        top = set
        continue
      }
      let weight = set[.weight] ?? set[.added] ?? 0
      let topWeight = current[.weight] ?? current[.added] ?? 0
      if weight > topWeight || (weight == topWeight && (set[.reps] ?? 0) > (current[.reps] ?? 0)) {
        top = set
      }
    }
    return top
  }

  /// The load of a set in kg: its weight, or for a body-weight exercise the body weight plus
  /// the added weight; nil without either.
  public func load(of set: SetValues) -> Double? {
    if let weight = set[.weight] { return weight }
    guard isLoadedByBodyWeight, let body = bodyWeight?.kg else { return nil }
    return body + (set[.added] ?? 0)
  }

  /// True when a figure of its load includes body weight: a body-weight exercise with a body
  /// weight known, a set of it with reps.
  public var loadIncludesBodyWeight: Bool {
    isLoadedByBodyWeight && bodyWeight != nil
      && countedSets.contains { $0[.weight] == nil && $0[.reps] != nil }
  }

  /// Σ load × reps; nil when no set has both.
  public var volume: Double? {
    var total: Double?
    for set in countedSets {
      if let weight = load(of: set), let reps = set[.reps] { total = (total ?? 0) + weight * reps }
    }
    return total
  }

  /// Σ reps; nil when no set has reps.
  public var reps: Double? { sum(.reps) }

  /// Σ distance in km, from speed × duration for sets without one (a treadmill); nil when no
  /// set has either.
  public var distance: Double? {
    var total: Double?
    for set in countedSets {
      if let km = Self.distance(of: set) { total = (total ?? 0) + km }
    }
    return total
  }

  /// Σ duration in seconds; nil when no set has one.
  public var duration: Double? { sum(.duration) }

  /// Seconds per km over the sets with both distance and duration; nil when none has both.
  public var pace: Double? {
    var distance = 0.0
    var duration = 0.0
    for set in countedSets {
      guard let km = Self.distance(of: set), km > 0, let seconds = set[.duration] else { continue }
      distance += km
      duration += seconds
    }
    return distance > 0 ? duration / distance : nil
  }

  /// The distance, duration and pace of each workout, as a runner counts a run: a workout
  /// faster than the world record of its activity (a watch's glitch, a wrong unit) left out,
  /// so it never makes a record.
  public var workoutFigures: [(distance: Double?, duration: Double?, pace: Double?)] {
    let timed: (PlannedSet) -> Bool = {
      $0.values[.distance] != nil || $0.values[.duration] != nil || $0.values[.speed] != nil
    }
    guard sets.contains(where: timed) else { return [] }
    let activity = Activity.of(exercise)
    return workoutSets.compactMap { sets in
      let one = ExerciseSession(date: date, exercise: exercise, sets: Array(sets))
      if let activity, let distance = one.distance, let duration = one.duration,
        activity.isBeyondRecord(kilometres: distance, seconds: duration)
      {
        return nil
      }
      return (one.distance, one.duration, one.pace)
    }
  }

  /// The best estimated one-rep max of the session's sets.
  public func oneRepMax(_ formula: OneRepMaxFormula) -> Double? {
    countedSets.compactMap { set in
      load(of: set).flatMap { weight in
        set[.reps].flatMap { formula.estimate(weight: weight, reps: $0) }
      }
    }.max()
  }

  private static func distance(of set: SetValues) -> Double? {
    if let km = set[.distance] { return km }
    guard let speed = set[.speed], let seconds = set[.duration] else { return nil }
    return speed * seconds / 3600
  }

  private func sum(_ item: ItemID) -> Double? {
    var total: Double?
    for set in countedSets { if let value = set[item] { total = (total ?? 0) + value } }
    return total
  }
}
