/// `add`: a new workout of an exercise in a date's menu, its sets prefilled from the last plan
/// (or planned by the progression rule).
public struct AddWorkout: StoreOperation {
  /// The exercise.
  public var exercise: Exercise
  /// The menu's date.
  public var date: LocalDate
  /// The sets as given.
  public var sets: NewSets
  /// The workout's note.
  public var note: String?
  /// Where it goes in the menu, from 1; nil puts it last.
  public var position: Int?
  /// A workout (REF) whose superset or circuit it joins, or with which it makes one: it goes
  /// right after the group's last workout. Not together with `position`.
  public var joining: String?
  /// Plans the sets by the progression rule from the last results (`sets` must be empty).
  public var progress: Bool
  /// The catalog values are checked against.
  public var catalog: Catalog
  /// When it happens, for new ids and completion times.
  public var moment: Moment
  /// The gear it gets: by default its exercise's default gear.
  public var gear: GearChoice
  /// The units the lifter reads: progression goes in pounds for pounds.
  public var units: DisplayUnits
  /// Plans warm-up sets by this ramp before the working sets, when the exercise has a bar.
  public var warmup: WarmupRamp?
  /// The exercise's bar and the plates owned, which the ramp's weights are rounded to; nil
  /// when it has no bar.
  public var plateMath: PlateMath?

  /// A workout to add.
  public init(
    exercise: Exercise, date: LocalDate, sets: NewSets = NewSets(), note: String? = nil,
    position: Int? = nil, joining: String? = nil, progress: Bool = false, catalog: Catalog,
    moment: Moment, gear: GearChoice = .automatic, units: DisplayUnits = .metric,
    warmup: WarmupRamp? = nil, plateMath: PlateMath? = nil
  ) {
    self.warmup = warmup
    self.plateMath = plateMath
    self.joining = joining
    self.gear = gear
    self.units = units
    self.exercise = exercise
    self.date = date
    self.sets = sets
    self.note = note
    self.position = position
    self.progress = progress
    self.catalog = catalog
    self.moment = moment
  }

  /// The workout added, where, and what it was planned from.
  public struct Outcome: Hashable, Sendable {
    /// The menu's date.
    public var date: LocalDate
    /// Its position in the menu, from 1.
    public var position: Int
    /// The workout.
    public var workout: Workout
    /// The exercise's last workout with results on or before the date.
    public var lastRecorded: DatedWorkout?
    /// The progression rule's plan, when asked for.
    public var suggestion: Suggestion?
    /// Why a warm-up ramp asked for planned no sets.
    public var noWarmup: NoWarmup?
    /// The superset or circuit it is in, or nil.
    public var group: WorkoutGroup?
  }

  /// Rounds the weights it fills in itself to ones that load.
  private var loadable: LoadableWeights { LoadableWeights(plateMath: plateMath, units: units) }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    let last = try transaction.latestWorkout(of: exercise.id, onOrBefore: date, recorded: true)
    let suggestion =
      progress
      ? try Progression.next(
        of: exercise, on: date, in: &transaction, units: units, loadable: loadable) : nil
    var planned = try sets.sets(
      of: exercise, on: date, catalog: catalog, in: &transaction, loadable: loadable)
    if let suggestion, suggestion.kind != .first {
      planned = suggestion.sets.map { WorkoutSet(planned: $0) }
    }
    var noWarmup: NoWarmup?
    if let warmup {
      switch warmup.planned(before: planned, of: exercise, plateMath: plateMath, catalog: catalog)
      {
      case .success(let sets):
        guard sets.count <= Workout.maximumSets else {
          throw PlanError.invalid(
            "the warm-up ramp and the working sets make \(sets.count) sets; a workout has at "
              + "most \(Workout.maximumSets)")
        }
        planned = sets
      case .failure(let reason): noWarmup = reason
      }
    }
    var menu = try transaction.menu(on: date)
    try menu.checkRoom(for: 1)
    let index: Int
    var group: Int?
    if let joining {
      if position != nil { throw PlanError.invalid("a workout joining a group goes after it") }
      let partner = try menu.index(of: joining, catalog: catalog)
      (index, group) = menu.join(partner)
    } else {
      index = try menu.insertionIndex(position)
      if let split = menu.groupSplit(at: index, own: nil) {
        throw PlanError.splitsGroup(
          position: index + 1, group: split, join: "--with \(split.members.lowerBound + 1)")
      }
    }
    var ids = try WorkoutIDAllocator(for: date.yearMonth, in: &transaction, at: moment)
    menu.workouts.insert(
      Workout(
        id: try ids.next(), exercise: exercise.id, note: note, sets: planned,
        gear: try transaction.gear().gear(for: exercise.id, choice: gear, on: date),
        group: group),
      at: index)
    menu.renumberGroups()
    try transaction.put(menu)
    return Outcome(
      date: date, position: index + 1, workout: menu.workouts[index],
      lastRecorded: last.map { DatedWorkout(date: $0.date, workout: $0.workout) },
      suggestion: suggestion, noWarmup: noWarmup, group: menu.workoutGroup(of: index))
  }
}
