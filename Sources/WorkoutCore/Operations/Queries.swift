// Operations that only read, for `store.read(_:)`: what a command asks of the store beside what
// it changes.

/// `suggest`: the progression rule's plan of an exercise's next session on a date.
public struct Suggest: StoreOperation {
  /// The exercise.
  public var exercise: Exercise
  /// The date of the session planned.
  public var date: LocalDate
  /// The units the lifter reads: progression goes in pounds for pounds.
  public var units: DisplayUnits
  /// The exercise's bar and the plates owned, which weights are rounded to; nil: no bar.
  public var plateMath: PlateMath?

  /// The next session of `exercise` on `date`.
  public init(
    exercise: Exercise, date: LocalDate, units: DisplayUnits = .metric,
    plateMath: PlateMath? = nil
  ) {
    self.plateMath = plateMath
    self.exercise = exercise
    self.date = date
    self.units = units
  }

  /// The suggestion, from the exercise's last sessions.
  public func apply(to transaction: inout StoreTransaction) throws -> Suggestion {
    try Progression.next(
      of: exercise, on: date, in: &transaction, units: units,
      loadable: LoadableWeights(plateMath: plateMath, units: units))
  }
}

/// The last workout of an exercise with results before a date, and that date.
public struct LastResults: StoreOperation {
  /// The exercise.
  public var exercise: ExerciseID
  /// Results on this date or later do not count.
  public var before: LocalDate

  /// The last results of `exercise` before `date`.
  public init(of exercise: ExerciseID, before date: LocalDate) {
    self.exercise = exercise
    self.before = date
  }

  /// The workout and its date; nil when there is none.
  public func apply(to transaction: inout StoreTransaction) throws -> DatedWorkout? {
    try transaction.latestWorkout(of: exercise, onOrBefore: before.adding(days: -1), recorded: true)
      .map { DatedWorkout(date: $0.date, workout: $0.workout) }
  }
}

/// The records a date's results set against every earlier date.
public struct DayRecords: StoreOperation {
  /// The date.
  public var date: LocalDate

  /// The records of `date`.
  public init(on date: LocalDate) { self.date = date }

  /// One record per exercise and kind; none for an exercise done for the first time.
  public func apply(to transaction: inout StoreTransaction) throws -> [PersonalRecord] {
    try transaction.records(on: date)
  }
}
