/// `record` (and each answer of `run`): the result of one set of a workout, or its skip.
public struct RecordSet: StoreOperation {
  /// What happened in the set.
  public enum Result: Hashable, Sendable {
    /// Done with these values laid over the result being corrected, else over the plan.
    case values(SetValues)
    /// Done with these typed values, read for the workout's exercise, laid over the result
    /// being corrected, else over the plan.
    case typed(TypedValues)
    /// Done as planned.
    case asPlanned
    /// Skipped.
    case skip
  }

  /// The menu's date.
  public var date: LocalDate
  /// The workout.
  public var workout: WorkoutReference
  /// The set, from 1; nil takes the first open one.
  public var set: Int?
  /// What happened in the set.
  public var result: Result
  /// The workout as the caller last saw it: when its sets are no longer so (changed in another
  /// window), nothing is saved and `PlanError.changedMeanwhile` is thrown.
  public var expected: Workout?
  /// When it happens, for new ids and completion times.
  public var moment: Moment
  /// The gear the workout gets (`.automatic`: its exercise's default at its first result, when
  /// it has none); nil keeps its gear.
  public var gear: GearChoice?
  /// The catalog REF and typed values are read with.
  public var catalog: Catalog
  /// The session it is recorded in (`run`): its start, and now as its end so far. The workout,
  /// once it has results, keeps its earliest start and latest end, and every workout of the
  /// same session ends now too. Nil leaves times alone.
  public var session: SessionTime?

  /// A set to record.
  public init(
    date: LocalDate, workout: WorkoutReference, set: Int? = nil, result: Result,
    expected: Workout? = nil, moment: Moment, gear: GearChoice? = nil, catalog: Catalog,
    session: SessionTime? = nil
  ) {
    self.session = session
    self.catalog = catalog
    self.gear = gear
    self.date = date
    self.workout = workout
    self.set = set
    self.result = result
    self.expected = expected
    self.moment = moment
  }

  /// The set recorded, its workout as it is now, and the records it set.
  public struct Outcome: Hashable, Sendable {
    /// The menu's date.
    public var date: LocalDate
    /// Where the set is.
    public var position: SetPosition
    /// The menu as it is now.
    public var menu: Menu
    /// The records it set; none for a first time.
    public var records: [PersonalRecord]
    /// The gear the workout got by this record, nil when its gear stayed as it was.
    public var gearGiven: GearID?

    /// The workout of the set.
    public var workout: Workout { menu.workouts[position.workout] }
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    try moment.checkResults(on: date)
    var menu = try transaction.menu(on: date)
    if let expected {
      guard let now = menu.workouts.first(where: { $0.id == expected.id }),
        now.sets == expected.sets
      else { throw PlanError.changedMeanwhile(date) }
    }
    let index = try menu.index(of: workout, catalog: catalog)
    var given = SetValues()
    switch result {
    case .values(let values): given = values
    case .typed(let typed):
      let exercise = try catalog.resolve(menu.workouts[index].exercise.rawValue)
      given = try typed.values(for: exercise, catalog: catalog)
    case .asPlanned, .skip: break
    }
    let sets = menu.workouts[index].sets
    let setIndex: Int
    if let number = set {
      guard (1...sets.count).contains(number) else {
        throw PlanError.noSuchSet(number: number, count: sets.count, workout: menu.label(index))
      }
      setIndex = number - 1
    } else {
      guard let open = sets.firstIndex(where: \.isOpen) else {
        throw PlanError.noOpenSet(workout: menu.label(index))
      }
      setIndex = open
    }
    let position = SetPosition(workout: index, set: setIndex)
    let before = menu[position]
    let hadResults = menu.workouts[index].hasResults
    let time = before.completedAt ?? moment.timestamp(on: date)
    switch result {
    case .skip: menu.skip(at: position, time: time)
    case .asPlanned: menu.record(before.planned.values, at: position, time: time)
    case .values, .typed:
      menu.record(
        (before.actual ?? before.planned.values).merging(given), at: position, time: time)
    }
    var gearGiven: GearID?
    if gear != nil {
      let old = menu.workouts[index].gear
      let new = try transaction.gear().gear(
        of: menu.workouts[index], recording: gear, firstResult: !hadResults && result != .skip,
        on: date)
      menu.workouts[index].gear = new
      if new != old { gearGiven = new }
    }
    if let session, menu.workouts[index].hasResults {
      menu.workouts[index].session = session.spanning(menu.workouts[index].session)
      // The other workouts of the same session end now too: one run is one session.
      for other in menu.workouts.indices
      where menu.workouts[other].session?.start == session.start {
        if let end = session.end {
          menu.workouts[other].session = menu.workouts[other].session?.ended(at: end)
        }
      }
    }
    try transaction.put(menu)
    var records: [PersonalRecord] = []
    if let actual = menu[position].countedResult {
      let exercise = menu.workouts[index].exercise
      records = try transaction.newRecords(
        of: exercise, on: date, sets: [actual],
        workout: menu.workoutResults(of: exercise, excluding: [position])[
          menu.workouts[..<index].filter { $0.exercise == exercise }.count],
        sameDay: menu.workoutResults(of: exercise, skipping: index))
    }
    return Outcome(
      date: date, position: position, menu: menu, records: records, gearGiven: gearGiven)
  }
}
