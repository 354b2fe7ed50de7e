/// Builds and changes the sets of workouts: prefill, edits, and checks.
public struct Planner: Sendable {
  /// The catalog values are checked against.
  public let catalog: Catalog

  /// A planner over a catalog.
  public init(catalog: Catalog) { self.catalog = catalog }

  // MARK: - Prefill

  /// The values a new set starts from: the item defaults, under the exercise's defaults,
  /// under set `index` of the last plan (its last set when it had fewer), effort targets (RPE,
  /// RIR) included. A value of the last plan that is not valid now (a hand-edited file) is
  /// passed over.
  public func baseValues(for exercise: Exercise, index: Int, lastPlan: Workout?) -> SetValues {
    var values = SetValues()
    for item in exercise.items {
      values[item] = exercise.defaults[item] ?? catalog.item(item)?.defaultValue
    }
    guard let sets = lastPlan?.sets, !sets.isEmpty else { return values }
    for (itemID, value) in sets[min(index, sets.count - 1)].planned.values {
      // An added weight carries over as the weight of a loaded exercise does.
      guard
        exercise.acceptedItems.contains(itemID)
          || (itemID == .added && exercise.takesAddedWeight),
        let item = catalog.item(itemID),
        (try? item.check(value, typedIn: nil)) != nil
      else { continue }
      values[itemID] = value
    }
    return values
  }

  /// The sets of a new workout.
  ///
  /// - Parameters:
  ///   - count: the number of sets; nil takes the number of `perSet` when there are some, else
  ///     that of the last plan, else the exercise's, else the catalog's default.
  ///   - common: values and kind for every set.
  ///   - perSet: each set given on its own, its values laid over `common`'s.
  public func newSets(
    for exercise: Exercise, count: Int?, common: PlannedSet, perSet: [PlannedSet],
    lastPlan: Workout?
  ) throws(PlanError) -> [WorkoutSet] {
    let total =
      count
      ?? (perSet.isEmpty
        ? lastPlan?.sets.count ?? exercise.sets ?? catalog.defaultSets : perSet.count)
    guard (1...Workout.maximumSets).contains(total) else {
      throw .invalid("sets must be between 1 and \(Workout.maximumSets), not \(total)")
    }
    return (0..<total).map { index in
      var planned = common
      var typed = common.values
      if index < perSet.count {
        typed = typed.merging(perSet[index].values)
        planned.kind = perSet[index].kind
      }
      var base = baseValues(for: exercise, index: index, lastPlan: lastPlan)
      if Exercise.everySetItems.contains(where: { typed[$0.item] != nil }) {
        for entry in Exercise.everySetItems { base[entry.item] = nil }
      }
      planned.values = base.merging(typed)
      return WorkoutSet(planned: planned)
    }
  }

  // MARK: - Checks

  /// Checks every workout of a menu as strictly as typed input: known exercises, their own
  /// items only, values in range and on step (only in range when `onStep` is false: imported
  /// values), consistent results, unique workout ids.
  public func validate(_ menu: Menu, otherIDs: Set<WorkoutID> = [], onStep: Bool = true) throws {
    guard menu.workouts.count <= Menu.maximumWorkouts else {
      throw PlanError.invalid(
        "the menu has \(menu.workouts.count) workouts; a menu holds at most "
          + "\(Menu.maximumWorkouts)")
    }
    var seen = Set<WorkoutID>()
    for (index, workout) in menu.workouts.enumerated() {
      let name = "workout \(index + 1) (\(workout.exercise))"
      guard let exercise = catalog.exercise(workout.exercise) else {
        throw CatalogError.unknownExercise(
          workout.exercise.rawValue,
          suggestions: catalog.suggestions(for: workout.exercise.rawValue).map(\.id.rawValue))
      }
      guard seen.insert(workout.id).inserted, !otherIDs.contains(workout.id) else {
        throw PlanError.invalid("\(name): workout id '\(workout.id)' is used twice")
      }
      guard !workout.sets.isEmpty else { throw PlanError.invalid("\(name) has no sets") }
      guard workout.sets.count <= Workout.maximumSets else {
        throw PlanError.invalid(
          "\(name) has \(workout.sets.count) sets; a workout has at most \(Workout.maximumSets)")
      }
      for (number, set) in workout.sets.enumerated() {
        let place = "\(name), set \(number + 1)"
        guard !set.planned.values.isEmpty || set.isDoneWithoutValues else {
          throw PlanError.invalid("\(place): `planned` has no values")
        }
        try check(set.planned.values, of: exercise, at: place, onStep: onStep)
        try checkGoal(set.planned, at: place)
        if let actual = set.actual { try check(actual, of: exercise, at: place, onStep: onStep) }
        if set.skipped, set.actual != nil {
          throw PlanError.invalid("\(place) is skipped but has `actual` values")
        }
        if set.completedAt != nil, set.isOpen {
          throw PlanError.invalid("\(place) has `completedAt` but is neither done nor skipped")
        }
      }
    }
  }

  /// Checks a planned rep range or AMRAP set: it plans reps, and a range goes up.
  func checkGoal(_ planned: PlannedSet, at place: String) throws(PlanError) {
    guard planned.amrap || planned.repsUpTo != nil else { return }
    guard let reps = planned[.reps] else {
      throw .invalid("\(place): `amrap` and `repsUpTo` need planned `reps`")
    }
    guard !planned.amrap || planned.repsUpTo == nil else {
      throw .invalid("\(place): a set is a rep range (`repsUpTo`) or `amrap`, not both")
    }
    if let top = planned.repsUpTo, top < reps {
      throw .invalid(
        "\(place): a rep range goes up: `repsUpTo` \(JSONWriter.format(top)) is below `reps` "
          + JSONWriter.format(reps))
    }
  }

  /// Checks values against the items the exercise accepts (its own, and `rpe` with reps or a
  /// duration).
  public func check(
    _ values: SetValues, of exercise: Exercise, at place: String, onStep: Bool = true
  ) throws {
    for (itemID, value) in values {
      guard exercise.acceptedItems.contains(itemID), let item = catalog.item(itemID) else {
        throw PlanError.invalid(
          "\(place): "
            + PlanError.itemNotUsed(
              item: itemID.rawValue, exercise: exercise.id, items: exercise.acceptedItems
            ).message)
      }
      do {
        // Reps are whole however they came.
        try item.check(value, typedIn: nil, onStep: onStep || itemID == .reps)
      } catch {
        throw PlanError.invalid("\(place): \(error.message)")
      }
    }
  }
}
