/// `log`: sets done without a plan, added to a date's menu as a workout whose plan is what was
/// done.
public struct LogSets: StoreOperation {
  /// The exercise.
  public var exercise: Exercise
  /// The menu's date.
  public var date: LocalDate
  /// The sets as given.
  public var sets: NewSets
  /// The catalog values are checked against.
  public var catalog: Catalog
  /// When it happens, for new ids and completion times.
  public var moment: Moment
  /// The gear it gets: by default its exercise's default gear.
  public var gear: GearChoice
  /// The workout's note.
  public var note: String?
  /// Rounds a catalog default weight to one that loads; nil leaves it.
  public var loadable: LoadableWeights?

  /// Sets to log.
  public init(
    exercise: Exercise, date: LocalDate, sets: NewSets, catalog: Catalog, moment: Moment,
    note: String? = nil, gear: GearChoice = .automatic, loadable: LoadableWeights? = nil
  ) {
    self.loadable = loadable
    self.gear = gear
    self.note = note
    self.exercise = exercise
    self.date = date
    self.sets = sets
    self.catalog = catalog
    self.moment = moment
  }

  /// The workout logged, where, and the records it set.
  public struct Outcome: Hashable, Sendable {
    /// The menu's date.
    public var date: LocalDate
    /// Its position in the menu, from 1.
    public var position: Int
    /// The workout.
    public var workout: Workout
    /// The records it set; none for a first time.
    public var records: [PersonalRecord]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    try moment.checkResults(on: date)
    let time = moment.timestamp(on: date)
    let done = try sets.sets(
      of: exercise, on: date, catalog: catalog, in: &transaction, prefill: .lastResult,
      loadable: loadable
    ).map {
      WorkoutSet(planned: $0.planned, actual: $0.planned.values, completedAt: time)
    }
    var menu = try transaction.menu(on: date)
    try menu.checkRoom(for: 1)
    let sameDay = menu.workoutResults(of: exercise.id)
    var ids = try WorkoutIDAllocator(for: date.yearMonth, in: &transaction, at: moment)
    let workout = Workout(
      id: try ids.next(), exercise: exercise.id, note: note, sets: done,
      gear: gear == .automatic && !done.contains(where: { $0.actual?.movesGear == true })
        ? nil : try transaction.gear().gear(for: exercise.id, choice: gear, on: date))
    menu.workouts.append(workout)
    try transaction.put(menu)
    let records = try transaction.newRecords(
      of: exercise.id, on: date, sets: done.compactMap(\.countedResult), sameDay: sameDay)
    return Outcome(
      date: date, position: menu.workouts.count, workout: workout, records: records)
  }
}
