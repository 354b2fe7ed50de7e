/// One set done: weight (nil without one) × reps (nil without), on a date.
public struct DatedSet: Hashable, Sendable {
  /// The date it was first done.
  public var date: LocalDate
  /// Weight in kg.
  public var weight: Double?
  /// Repetitions.
  public var reps: Double?

  /// Creates a dated set.
  public init(date: LocalDate, weight: Double?, reps: Double?) {
    self.date = date
    self.weight = weight
    self.reps = reps
  }
}

/// The personal records of one exercise over its sessions. A tie is not a record: each record
/// keeps the first date it was reached.
public struct PersonalRecords: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// Sessions with results.
  public var sessions = 0
  /// The heaviest weight, with the most reps done at it.
  public var maxWeight: DatedSet?
  /// The best estimated one-rep max, and the set it came from.
  public var bestOneRepMax: EstimatedMax?
  /// The best reps at each weight: every set that no other set beats on both weight and reps
  /// (so 100×1, 90×5, 80×10, but not 80×8), heaviest first.
  public var repRecords: [DatedSet] = []
  /// The most reps in one set, for exercises done without weight.
  public var mostReps: DatedSet?
  /// The best session volume (Σ weight × reps).
  public var bestVolume: DatedValue?
  /// The longest session distance, km.
  public var longestDistance: DatedValue?
  /// The longest session duration, seconds.
  public var longestDuration: DatedValue?
  /// The fastest session pace, seconds per km.
  public var bestPace: DatedValue?

  /// True when the sessions set no record at all (sets of 0 reps, say).
  public var isEmpty: Bool {
    maxWeight == nil && bestOneRepMax == nil && mostReps == nil && bestVolume == nil
      && longestDistance == nil && longestDuration == nil && bestPace == nil
  }

  /// The records of `sessions` of one exercise, oldest first.
  public init(exercise: ExerciseID, sessions: [ExerciseSession], formula: OneRepMaxFormula) {
    self.exercise = exercise
    var weighted: [DatedSet] = []
    for session in sessions where session.exercise == exercise {
      self.sessions += 1
      let date = session.date
      for set in session.sets {
        let reps = set[.reps]
        if let weight = set[.weight], weight > 0 {
          let done = DatedSet(date: date, weight: weight, reps: reps)
          if let reps, reps >= 1 { weighted.append(done) }
          if maxWeight.map({
            weight > $0.weight! || (weight == $0.weight! && (reps ?? 0) > ($0.reps ?? 0))
          })
            ?? true
          {
            maxWeight = done
          }
          if let reps, let estimate = formula.estimate(weight: weight, reps: reps),
            bestOneRepMax.map({ estimate > $0.value }) ?? true
          {
            bestOneRepMax = EstimatedMax(value: estimate, set: done)
          }
        } else if let reps, reps > 0, mostReps.map({ reps > $0.reps! }) ?? true {
          mostReps = DatedSet(date: date, weight: nil, reps: reps)
        }
      }
      Self.keepHigher(&bestVolume, session.volume, date)
      Self.keepHigher(&longestDistance, session.distance, date)
      Self.keepHigher(&longestDuration, session.duration, date)
      if let pace = session.pace, bestPace.map({ pace < $0.value }) ?? true {
        bestPace = DatedValue(date: date, value: pace)
      }
    }
    repRecords = Self.front(of: weighted)
    // Reps alone are a record only of exercises done without weight.
    if maxWeight != nil { mostReps = nil }
  }

  private static func keepHigher(_ record: inout DatedValue?, _ value: Double?, _ date: LocalDate) {
    guard let value, value > 0, record.map({ value > $0.value }) ?? true else { return }
    record = DatedValue(date: date, value: value)
  }

  /// The sets no other set beats on both weight and reps, heaviest first, each the first of
  /// its equals (`sets` are in date order).
  private static func front(of sets: [DatedSet]) -> [DatedSet] {
    var best: [Double: DatedSet] = [:]
    for set in sets where set.reps! > best[set.weight!]?.reps ?? 0 { best[set.weight!] = set }
    var front: [DatedSet] = []
    var reps = 0.0
    for weight in best.keys.sorted(by: >) where best[weight]!.reps! > reps {
      front.append(best[weight]!)
      reps = best[weight]!.reps!
    }
    return front
  }

}

/// An estimated one-rep max and the set it was estimated from.
public struct EstimatedMax: Hashable, Sendable {
  /// The estimate, kg.
  public var value: Double
  /// The set.
  public var set: DatedSet
}

/// What `stats` shows of one exercise.
public struct ExerciseStats: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// Its last date with results.
  public var lastDate: LocalDate
  /// The top set of that date.
  public var lastTopSet: SetValues?
  /// The best estimated one-rep max ever.
  public var bestOneRepMax: Double?
  /// Dates with results.
  public var sessions: Int

  /// One entry per exercise of `sessions` (oldest first), the most recently done first.
  public static func of(_ sessions: [ExerciseSession], formula: OneRepMaxFormula) -> [ExerciseStats]
  {
    var stats: [ExerciseID: ExerciseStats] = [:]
    for session in sessions {
      let best = session.oneRepMax(formula)
      var entry =
        stats[session.exercise]
        ?? ExerciseStats(
          exercise: session.exercise, lastDate: session.date, lastTopSet: nil, bestOneRepMax: nil,
          sessions: 0)
      entry.sessions += 1
      entry.lastDate = session.date
      entry.lastTopSet = session.topSet
      if let best { entry.bestOneRepMax = max(entry.bestOneRepMax ?? 0, best) }
      stats[session.exercise] = entry
    }
    return stats.values.sorted {
      $0.lastDate != $1.lastDate ? $0.lastDate > $1.lastDate : $0.exercise < $1.exercise
    }
  }
}
