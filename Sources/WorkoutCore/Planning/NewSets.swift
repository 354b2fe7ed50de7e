/// What a person gives for the sets of a new workout: how many, values for every set, and
/// values for each set; the rest is prefilled (see `Planner.newSets`).
public struct NewSets: Hashable, Sendable {
  /// The number of sets; nil takes the number of `perSet`, else the last plan's, else the
  /// exercise's, else the catalog's.
  public var count: Int?
  /// Values for every set.
  public var common: SetValues
  /// Values for each set, laid over `common`.
  public var perSet: [SetValues]
  /// The kind of every set, unless `perSetKinds` says otherwise.
  public var kind: SetKind
  /// The kind of each set given (nil: `kind`).
  public var perSetKinds: [SetKind?]

  /// New sets as given.
  public init(
    count: Int? = nil, common: SetValues = SetValues(), perSet: [SetValues] = [],
    kind: SetKind = .working, perSetKinds: [SetKind?] = []
  ) {
    self.count = count
    self.common = common
    self.perSet = perSet
    self.kind = kind
    self.perSetKinds = perSetKinds
  }

  /// True when nothing is given: every value is prefilled.
  public var isEmpty: Bool { count == nil && common.isEmpty && perSet.isEmpty }

  /// The kind of set `index` (from 0).
  public func kind(ofSet index: Int) -> SetKind {
    (perSetKinds.indices.contains(index) ? perSetKinds[index] : nil) ?? kind
  }

  /// The sets of `exercise` for `date`, prefilled from its last plan on or before that date.
  func sets(
    of exercise: Exercise, on date: LocalDate, catalog: Catalog,
    in transaction: inout StoreTransaction
  ) throws -> [WorkoutSet] {
    let lastPlan = try transaction.latestWorkout(
      of: exercise.id, onOrBefore: date, recorded: false)
    var sets = try Planner(catalog: catalog).newSets(
      for: exercise, count: count, common: common, perSet: perSet,
      lastPlan: lastPlan?.workout.workingPart)
    for index in sets.indices { sets[index].kind = kind(ofSet: index) }
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
