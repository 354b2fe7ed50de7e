/// `catalog remove`: one of the user's own exercises, when no menu uses it.
public struct RemoveExercise: StoreOperation {
  /// The id of the user's exercise.
  public var id: ExerciseID

  /// The user's exercise `id`, to remove.
  public init(id: ExerciseID) { self.id = id }

  /// The exercise removed.
  public func apply(to transaction: inout StoreTransaction) throws -> Exercise {
    var custom = try transaction.customExercises()
    guard let index = custom.firstIndex(where: { $0.id == id }) else {
      if Catalog.builtIn.exercise(id) != nil { throw CatalogError.builtIn(id) }
      throw CatalogError.notCustom(id)
    }
    if let date = try transaction.lastUse(of: id) { throw CatalogError.inUse(id, date) }
    let removed = custom.remove(at: index)
    transaction.setCustomExercises(custom)
    return removed
  }
}

extension StoreTransaction {
  /// The last date whose menu holds a workout of `exercise`, planned or done; nil when none
  /// does. Reads only the months the index says hold it.
  public mutating func lastUse(of exercise: ExerciseID) throws(StoreError) -> LocalDate? {
    try latestWorkout(of: exercise, onOrBefore: YearMonth.last.lastDay, recorded: false)?.date
  }
}
