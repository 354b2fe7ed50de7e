/// One set done: weight (nil without one) × reps (nil without), on a date.
public struct DatedSet: Hashable, Sendable {
  /// The date it was first done.
  public var date: LocalDate
  /// Weight in kg.
  public var weight: Double?
  /// Repetitions.
  public var reps: Double?
  /// The body weight included in `weight` (a body-weight exercise's load), kg, and the date of
  /// its body entry; nil when `weight` is a weight alone.
  public var bodyWeight: DatedValue?

  /// Creates a dated set.
  public init(date: LocalDate, weight: Double?, reps: Double?, bodyWeight: DatedValue? = nil) {
    self.date = date
    self.weight = weight
    self.reps = reps
    self.bodyWeight = bodyWeight
  }
}

/// The personal records of one exercise over its sessions. A tie is not a record: each record
/// keeps the first date it was reached.
public struct PersonalRecords: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// Sessions with results.
  public var sessions = 0
  /// The heaviest weight, with the most reps done at it: of a body-weight exercise the
  /// heaviest load, body weight plus added weight (its `bodyWeight` says which).
  public var maxWeight: DatedSet?
  /// The best estimated one-rep max, and the set it came from.
  public var bestOneRepMax: EstimatedMax?
  /// The best reps at each weight: every set that no other set beats on both weight and reps
  /// (so 100×1, 90×5, 80×10, but not 80×8), heaviest first.
  public var repRecords: [DatedSet] = []
  /// The most reps in one set, for exercises done without weight: at body weight, without an
  /// added weight.
  public var mostReps: DatedSet?
  /// The heaviest added weight of a body-weight exercise (its `weight` is the added weight,
  /// kg), with the most reps done at it, whether body weight is known or not.
  public var maxAddedWeight: DatedSet?
  /// The best reps at each added weight, as `repRecords` are at each weight, heaviest first.
  public var addedWeightRepRecords: [DatedSet] = []
  /// The best session volume (Σ weight × reps).
  public var bestVolume: DatedValue?
  /// The longest distance of one workout, km.
  public var longestDistance: DatedValue?
  /// The longest duration of one workout, seconds.
  public var longestDuration: DatedValue?
  /// The fastest pace of one workout, seconds per km; none faster than the world record of
  /// the exercise's activity.
  public var bestPace: DatedValue?

  /// True when the sessions set no record at all (sets of 0 reps, say).
  public var isEmpty: Bool {
    maxWeight == nil && bestOneRepMax == nil && mostReps == nil && maxAddedWeight == nil
      && bestVolume == nil
      && longestDistance == nil && longestDuration == nil && bestPace == nil
  }

  /// The records of `sessions` of one exercise, oldest first.
  public init(exercise: ExerciseID, sessions: [ExerciseSession], formula: OneRepMaxFormula) {
    var builder = Builder(exercise: exercise, formula: formula)
    for session in sessions { builder.add(session) }
    self = builder.records
  }

  /// No records yet.
  fileprivate init(exercise: ExerciseID) {
    self.exercise = exercise
  }

  /// The records of one exercise built session by session, oldest first: besides the records
  /// it keeps only the most reps done at each weight, so it never holds the sessions.
  public struct Builder: SessionFold, Sendable {
    private var partial: PersonalRecords
    /// The first set with the most reps at each weight, for `repRecords`.
    private var bestAtWeight: [Double: DatedSet] = [:]
    /// The first set with the most reps at each added weight, for `addedWeightRepRecords`.
    private var bestAtAddedWeight: [Double: DatedSet] = [:]
    /// True once a set had a weight of its own (not a body-weight load).
    private var weighed = false
    private let formula: OneRepMaxFormula

    /// No sessions yet.
    public init(exercise: ExerciseID, formula: OneRepMaxFormula) {
      partial = PersonalRecords(exercise: exercise)
      self.formula = formula
    }

    /// Takes the next session (oldest first); sessions of other exercises are left out.
    public mutating func add(_ session: ExerciseSession) {
      guard session.exercise == partial.exercise else { return }
      partial.sessions += 1
      let date = session.date
      for set in session.countedSets {
        let reps = set[.reps]
        if let weight = set[.weight], weight > 0 {
          weighed = true
          let done = DatedSet(date: date, weight: weight, reps: reps)
          if let reps, reps >= 1, reps > bestAtWeight[weight]?.reps ?? 0 {
            bestAtWeight[weight] = done
          }
          keepHeaviest(done)
          continue
        }
        // A body-weight set with body weight known: its load is a weight for the load records.
        if let body = session.bodyWeight, let load = session.load(of: set), let reps, reps >= 1 {
          keepHeaviest(
            DatedSet(
              date: date, weight: load, reps: reps,
              bodyWeight: DatedValue(date: body.date, value: body.kg)))
        }
        if let added = set[.added], added > 0 {
          let done = DatedSet(date: date, weight: added, reps: reps)
          if let reps, reps >= 1, reps > bestAtAddedWeight[added]?.reps ?? 0 {
            bestAtAddedWeight[added] = done
          }
          if partial.maxAddedWeight.map({
            added > $0.weight! || (added == $0.weight! && (reps ?? 0) > ($0.reps ?? 0))
          })
            ?? true
          {
            partial.maxAddedWeight = done
          }
        } else if let reps, reps > 0, partial.mostReps.map({ reps > $0.reps! }) ?? true {
          partial.mostReps = DatedSet(date: date, weight: nil, reps: reps)
        }
      }
      Self.keepHigher(&partial.bestVolume, session.volume, date)
      // A run is a workout, as runners count them: two runs of one day are two runs.
      for figures in session.workoutFigures {
        Self.keepHigher(&partial.longestDistance, figures.distance, date)
        Self.keepHigher(&partial.longestDuration, figures.duration, date)
        if let pace = figures.pace, partial.bestPace.map({ pace < $0.value }) ?? true {
          partial.bestPace = DatedValue(date: date, value: pace)
        }
      }
    }

    /// Keeps `done` (a weight, or a body-weight load) as the heaviest and best e1RM when it is.
    private mutating func keepHeaviest(_ done: DatedSet) {
      guard let weight = done.weight else { return }
      let reps = done.reps
      if partial.maxWeight.map({
        weight > $0.weight! || (weight == $0.weight! && (reps ?? 0) > ($0.reps ?? 0))
      })
        ?? true
      {
        partial.maxWeight = done
      }
      if let reps, let estimate = formula.estimate(weight: weight, reps: reps),
        partial.bestOneRepMax.map({ estimate > $0.value }) ?? true
      {
        partial.bestOneRepMax = EstimatedMax(value: estimate, set: done)
      }
    }

    /// The records of the sessions taken so far.
    public var records: PersonalRecords {
      var records = partial
      records.repRecords = Self.front(of: bestAtWeight)
      records.addedWeightRepRecords = Self.front(of: bestAtAddedWeight)
      // Reps alone are a record only of exercises done without a weight of their own.
      if weighed { records.mostReps = nil }
      return records
    }

    private static func keepHigher(
      _ record: inout DatedValue?, _ value: Double?, _ date: LocalDate
    ) {
      guard let value, value > 0, record.map({ value > $0.value }) ?? true else { return }
      record = DatedValue(date: date, value: value)
    }

    /// The sets no other set beats on both weight and reps, heaviest first.
    private static func front(of best: [Double: DatedSet]) -> [DatedSet] {
      var front: [DatedSet] = []
      var reps = 0.0
      for weight in best.keys.sorted(by: >) where best[weight]!.reps! > reps {
        front.append(best[weight]!)
        reps = best[weight]!.reps!
      }
      return front
    }
  }
}

/// The personal records of every exercise (or of one), built session by session, oldest first.
public struct RecordsFold: SessionFold {
  private let formula: OneRepMaxFormula
  private var builders: [ExerciseID: PersonalRecords.Builder] = [:]

  /// No sessions yet; e1RM by `formula`.
  public init(formula: OneRepMaxFormula) {
    self.formula = formula
  }

  /// Takes the next session.
  public mutating func add(_ session: ExerciseSession) {
    builders[
      session.exercise,
      default: PersonalRecords.Builder(
        exercise: session.exercise, formula: formula)
    ]
    .add(session)
  }

  /// The records of each exercise done, by exercise id, leaving out those with none at all
  /// (only sets of 0 reps, say).
  public var records: [PersonalRecords] {
    builders.keys.sorted { $0.rawValue < $1.rawValue }.map { builders[$0]!.records }
      .filter { !$0.isEmpty }
  }
}

/// An estimated one-rep max and the set it was estimated from.
public struct EstimatedMax: Hashable, Sendable {
  /// The estimate, kg.
  public var value: Double
  /// The set.
  public var set: DatedSet
}
