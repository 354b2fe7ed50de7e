/// Gives the planned sets of one template workout as it is added to a date's menu.
///
/// `Planner.asSaved` keeps the template's own; a progression rule can raise them from the
/// exercise's history instead. What it returns is checked like typed input before anything
/// is written.
public typealias TemplatePlan = (_ workout: TemplateWorkout, _ exercise: Exercise) throws ->
  [PlannedSet]

extension Planner {
  /// The template's planned sets, as saved: the plan `apply` uses unless given another.
  public static func asSaved(_ workout: TemplateWorkout, _ exercise: Exercise) -> [PlannedSet] {
    workout.sets
  }

  /// `menu` with the workouts of `template` added at its end, each with a new id from `newID`
  /// and the sets `plan` gives, in the template's groups; the menu takes the template's note when
  /// it has none.
  ///
  /// Fails when an exercise is no longer in the catalog, or a planned value is no longer
  /// valid for its exercise (the catalog or the file changed since the template was saved).
  public func apply(
    _ template: Template, to menu: Menu, newID: () -> WorkoutID,
    plan: TemplatePlan = Planner.asSaved
  ) throws -> Menu {
    var menu = menu
    var added: [Workout] = []
    for (index, workout) in template.workouts.enumerated() {
      let name = "template '\(template.name)', workout \(index + 1) (\(workout.exercise))"
      guard let exercise = catalog.exercise(workout.exercise) else {
        throw PlanError.invalid(
          "\(name): the catalog has no exercise '\(workout.exercise)'"
            + suggestionText(for: workout.exercise))
      }
      let sets = try plan(workout, exercise)
      guard (1...100).contains(sets.count) else {
        throw PlanError.invalid("\(name) has \(sets.count) sets; a workout has 1 to 100")
      }
      for (number, planned) in sets.enumerated() {
        let place = "\(name), set \(number + 1)"
        guard !planned.values.isEmpty else {
          throw PlanError.invalid("\(place): `planned` has no values")
        }
        try check(planned.values, of: exercise, at: place)
      }
      added.append(
        Workout(
          id: newID(), exercise: exercise.id, note: workout.note,
          sets: sets.map { WorkoutSet(planned: $0) },
          group: workout.group))
    }
    menu.append(added)
    menu.renumberGroups()
    if menu.note == nil { menu.note = template.note }
    return menu
  }

  private func suggestionText(for id: ExerciseID) -> String {
    let near = catalog.suggestions(for: id.rawValue).map { "'\($0.id)'" }
    return near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
  }
}
