/// `menu copy`: a date's plan (no results) to another date, with new workout ids; each workout
/// keeps its gear and group.
public struct CopyMenu: StoreOperation {
  /// The date copied or saved from.
  public var from: LocalDate
  /// The date copied to.
  public var to: LocalDate
  /// Replaces a menu the target date already has.
  public var replace: Bool
  /// Replacing a menu with sets done deletes their results: it must be confirmed.
  public var confirmed: Bool
  /// When it happens, for new ids and completion times.
  public var moment: Moment

  /// A copy of `from`'s plan to `to`.
  public init(
    from: LocalDate, to: LocalDate, replace: Bool, confirmed: Bool = false, moment: Moment
  ) {
    self.from = from
    self.to = to
    self.replace = replace
    self.confirmed = confirmed
    self.moment = moment
  }

  /// The menu made on the target date.
  public func apply(to transaction: inout StoreTransaction) throws -> Menu {
    let source = try transaction.menu(on: from)
    guard !source.workouts.isEmpty else { throw PlanError.noMenu(from, to: "copy") }
    let target = try transaction.menu(on: to)
    if !target.isEmpty, !replace {
      throw PlanError.menuExists(to, workouts: target.workouts.count)
    }
    let done = target.workouts.reduce(0) { $0 + $1.doneCount }
    if done > 0, !confirmed { throw PlanError.menuHasResults(to, done: done) }
    var ids = try WorkoutIDAllocator(for: to.yearMonth, in: &transaction, at: moment)
    var copy = Menu(date: to, note: source.note)
    // A set done without values (an import's) plans nothing.
    for workout in source.workouts
    where workout.sets.contains(where: { !$0.isDoneWithoutValues }) {
      copy.workouts.append(
        Workout(
          id: try ids.next(), exercise: workout.exercise, note: workout.note,
          sets: workout.sets.filter { !$0.isDoneWithoutValues }.map(\.planOnly),
          gear: workout.gear, group: workout.group))
    }
    copy.renumberGroups()
    try transaction.put(copy)
    return copy
  }
}
