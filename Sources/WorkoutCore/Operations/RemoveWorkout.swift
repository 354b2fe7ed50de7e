/// `remove`: a workout out of a date's menu; one with results only when confirmed.
public struct RemoveWorkout: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// The workout.
  public var workout: WorkoutReference
  /// Removing a workout with results deletes them: it must be confirmed.
  public var confirmed: Bool
  /// The catalog REF is read with.
  public var catalog: Catalog

  /// A workout to remove.
  public init(date: LocalDate, workout: WorkoutReference, confirmed: Bool, catalog: Catalog) {
    self.date = date
    self.workout = workout
    self.confirmed = confirmed
    self.catalog = catalog
  }

  /// The workout removed, and where it was.
  public typealias Outcome = PlacedWorkout

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var menu = try transaction.menu(on: date)
    let index = try menu.index(of: workout, catalog: catalog)
    let done = menu.workouts[index].doneCount
    if done > 0, !confirmed { throw PlanError.hasResults(workout: menu.label(index), done: done) }
    let removed = menu.workouts.remove(at: index)
    try transaction.put(menu)
    return Outcome(date: date, position: index + 1, workout: removed)
  }
}
