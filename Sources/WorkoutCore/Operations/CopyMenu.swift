/// `menu copy`: a date's plan (no results) to another date, with new workout ids.
public struct CopyMenu: Operation {
  /// The date copied or saved from.
  public var from: LocalDate
  /// The date copied to.
  public var to: LocalDate
  /// Replaces a menu the target date already has.
  public var replace: Bool
  /// When it happens, for new ids and completion times.
  public var moment: Moment

  /// A copy of `from`'s plan to `to`.
  public init(from: LocalDate, to: LocalDate, replace: Bool, moment: Moment) {
    self.from = from
    self.to = to
    self.replace = replace
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
    var ids = try WorkoutIDAllocator(for: to.yearMonth, in: &transaction, at: moment)
    var copy = Menu(date: to, note: source.note)
    for workout in source.workouts {
      copy.workouts.append(
        Workout(
          id: try ids.next(), exercise: workout.exercise, note: workout.note,
          sets: workout.sets.map(\.planOnly)))
    }
    try transaction.put(copy)
    return copy
  }
}
