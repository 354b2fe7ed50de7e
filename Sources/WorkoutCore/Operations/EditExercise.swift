/// `catalog edit`: changes one of the user's exercises (name, aliases, parts, kind, items,
/// defaults, increment, bar), or the defaults, increment and bar of a built-in one, which the
/// user's exercise file keeps as an override.
public struct EditExercise: StoreOperation {
  /// The exercise as it is to be.
  public var exercise: Exercise

  /// The exercise `exercise.id` as it is to be; checked against the catalog and the stored sets
  /// when applied.
  public init(exercise: Exercise) { self.exercise = exercise }

  /// The exercise as changed.
  public func apply(to transaction: inout StoreTransaction) throws -> Exercise {
    var file = try transaction.catalogFile()
    if let index = file.exercises.firstIndex(where: { $0.id == exercise.id }) {
      var edited = exercise
      edited.isCustom = true
      try Catalog.builtIn.validateNew(edited)
      var others = file.exercises
      others.remove(at: index)
      _ = try Catalog.builtIn.adding(stored: others).adding(custom: [edited])
      try transaction.checkItemsKept(of: file.exercises[index], in: edited)
      file.exercises[index] = edited
      transaction.setCatalogFile(file)
      return edited
    }
    guard let builtIn = Catalog.builtIn.exercise(exercise.id) else {
      throw CatalogError.notCustom(exercise.id)
    }
    var override = ExerciseOverride(builtIn: builtIn, edited: exercise)
    guard override.applied(to: builtIn) == exercise else {
      throw CatalogError.invalid(
        "\(exercise.id) is a built-in exercise: only its defaults, rest, increment and bar can "
          + "be changed; add your own with 'wkc catalog add' for the rest")
    }
    try Catalog.builtIn.validate(override.applied(to: builtIn))
    override.id = builtIn.id
    file.overrides.removeAll { $0.id == builtIn.id }
    if !override.isEmpty { file.overrides.append(override) }
    transaction.setCatalogFile(file)
    return override.applied(to: builtIn)
  }
}

extension StoreTransaction {
  /// Fails when a set of a menu or a template holds a value of an item `old` has and `new`
  /// does not: such sets would no longer be valid.
  mutating func checkItemsKept(of old: Exercise, in new: Exercise) throws {
    let removed = old.items.filter { !new.items.contains($0) }
    guard !removed.isEmpty else { return }
    func used(_ values: SetValues?) -> ItemID? {
      removed.first { values?[$0] != nil }
    }
    for (date, workout) in try workouts(of: old.id) {
      for set in workout.sets {
        if let item = used(set.planned.values) ?? used(set.actual) {
          throw CatalogError.itemInUse(old.id, item, place: "the menu of \(date)")
        }
      }
    }
    for template in try templates().templates {
      for workout in template.workouts where workout.exercise == old.id {
        if let item = workout.sets.lazy.compactMap({ used($0.values) }).first {
          throw CatalogError.itemInUse(old.id, item, place: "the template '\(template.name)'")
        }
      }
    }
  }

}
