/// `catalog add`: one of the user's own exercises.
public struct AddExercise: StoreOperation {
  /// The exercise.
  public var exercise: Exercise

  /// The user's new exercise; checked against the catalog when applied.
  public init(exercise: Exercise) {
    var exercise = exercise
    exercise.isCustom = true
    self.exercise = exercise
  }

  /// The exercise added.
  public func apply(to transaction: inout StoreTransaction) throws -> Exercise {
    try Catalog.builtIn.validateNew(exercise)
    let stored = try transaction.customExercises()
    _ = try Catalog.builtIn.adding(stored: stored).adding(custom: [exercise])
    transaction.setCustomExercises(stored + [exercise])
    return exercise
  }
}
