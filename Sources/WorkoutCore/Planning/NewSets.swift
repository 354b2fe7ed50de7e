/// What a person gives for the sets of a new workout: how many, what every set gets, and each
/// set given on its own; the rest is prefilled (see `Planner.newSets`).
public struct NewSets: Hashable, Sendable {
  /// The number of sets; nil takes the number of `perSet`, else the last plan's, else the
  /// exercise's, else the catalog's.
  public var count: Int?
  /// What every set gets: its values, and the kind of every set not given on its own.
  public var common: PlannedSet
  /// Each set given on its own: its values laid over `common`'s, and its kind.
  public var perSet: [PlannedSet]

  /// New sets as given.
  public init(count: Int? = nil, common: PlannedSet = PlannedSet(), perSet: [PlannedSet] = []) {
    self.count = count
    self.common = common
    self.perSet = perSet
  }

  /// True when nothing is given: every value is prefilled.
  public var isEmpty: Bool { count == nil && common.values.isEmpty && perSet.isEmpty }

  /// Where values not given come from.
  public enum Prefill: Sendable {
    /// The exercise's last plan on or before the date (`add`: what was planned last).
    case lastPlan
    /// What was done in its last workout with results on or before the date (`log`: the
    /// sets done there, as done, skipped sets left out); the last plan when none has results.
    case lastResult
  }

  /// The sets of `exercise` for `date`, prefilled from its last plan (or last result) on or
  /// before that date.
  ///
  /// With nothing to prefill from, the catalog's default weight is rounded by `loadable` to
  /// one that loads.
  func sets(
    of exercise: Exercise, on date: LocalDate, catalog: Catalog,
    in transaction: inout StoreTransaction, prefill: Prefill = .lastPlan,
    loadable: LoadableWeights? = nil
  ) throws -> [WorkoutSet] {
    var last: Workout?
    if prefill == .lastResult {
      last = try transaction.latestWorkout(of: exercise.id, onOrBefore: date, recorded: true)?
        .workout.asDone
    }
    if last == nil {
      last = try transaction.latestWorkout(of: exercise.id, onOrBefore: date, recorded: false)?
        .workout
    }
    var sets = try Planner(catalog: catalog).newSets(
      for: exercise, count: count, common: common, perSet: perSet,
      lastPlan: last?.workingPart)
    guard let loadable, last == nil, common.values[.weight] == nil else { return sets }
    for index in sets.indices where index >= perSet.count || perSet[index].values[.weight] == nil {
      guard let weight = sets[index].planned[.weight] else { continue }
      sets[index].planned[.weight] = loadable.rounded(weight, for: exercise)
    }
    return sets
  }

  /// Reads a lifter's `3x5`: 3 sets of 5 reps; nil when `text` is not of that form.
  public static func setsAndReps(_ text: String) -> (sets: String, reps: String)? {
    let lowered = text.trimmingSpaces.lowercased()
    guard let cross = lowered.firstIndex(where: { $0 == "x" || $0 == "×" }) else { return nil }
    let sets = lowered[..<cross].trimmingSpaces
    let reps = lowered[lowered.index(after: cross)...].trimmingSpaces
    guard !sets.isEmpty, !reps.isEmpty, sets.allSatisfy(\.isASCIIDigit),
      reps.allSatisfy(\.isASCIIDigit)
    else { return nil }
    return (String(sets), String(reps))
  }
}

extension Workout {
  /// The workout as it was done: its done sets, each planned as its result.
  var asDone: Workout {
    var workout = self
    workout.sets = sets.compactMap { set in
      guard set.isDone, let actual = set.actual else { return nil }
      var planned = set.planned
      planned.values = actual
      return WorkoutSet(planned: planned)
    }
    return workout
  }

  /// The workout without its warm-up sets, which a ramp plans anew each time; the same workout
  /// when every set is a warm-up.
  var workingPart: Workout {
    guard sets.contains(where: { $0.kind != .warmup }) else { return self }
    var workout = self
    workout.sets.removeAll { $0.kind == .warmup }
    return workout
  }
}

/// A workout of a date: the last planned or done one of an exercise, say.
public struct DatedWorkout: Hashable, Sendable {
  /// The menu's date.
  public var date: LocalDate
  /// The workout.
  public var workout: Workout

  /// A workout on a date.
  public init(date: LocalDate, workout: Workout) {
    self.date = date
    self.workout = workout
  }
}
