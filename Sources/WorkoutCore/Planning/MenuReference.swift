/// A workout of a date's menu, as a command names it.
public enum WorkoutReference: Hashable, Sendable {
  /// As a person types REF: a position (`2`), a workout id, or an exercise id, name or alias
  /// when exactly one workout of that exercise is in the menu.
  case typed(String)
  /// By its id.
  case id(WorkoutID)
}

extension Menu {
  /// The index of the workout REF names: a position (`2`), a workout id, or an exercise id,
  /// name or alias when exactly one workout of that exercise is in the menu.
  public func index(of ref: String, catalog: Catalog) throws(PlanError) -> Int {
    if !ref.isEmpty, ref.allSatisfy(\.isASCIIDigit) {
      if let position = Int(ref), position >= 1, position <= workouts.count { return position - 1 }
      throw .noSuchWorkout(ref: ref, date: date, holds: contents)
    }
    if let index = workouts.firstIndex(where: { $0.id.rawValue == ref }) { return index }
    // The catalog's names, or the raw id of an exercise the catalog no longer has.
    if let exercise = catalog.find(ref)?.id
      ?? workouts.first(where: { $0.exercise.rawValue == ref })?.exercise
    {
      let matches = workouts.indices.filter { workouts[$0].exercise == exercise }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 {
        throw .ambiguous(
          ref: ref,
          candidates: matches.map { "\($0 + 1) (\(workouts[$0].exercise), id \(workouts[$0].id))" })
      }
    }
    throw .noSuchWorkout(ref: ref, date: date, holds: contents)
  }

  /// The index of the workout `reference` names; fails listing what the menu holds.
  public func index(of reference: WorkoutReference, catalog: Catalog) throws(PlanError) -> Int {
    switch reference {
    case .typed(let ref): try index(of: ref, catalog: catalog)
    case .id(let id): try index(of: id)
    }
  }

  /// The workout REF names (see `index(of:catalog:)`).
  public func workout(_ ref: String, _ catalog: Catalog) throws(PlanError) -> Workout {
    workouts[try index(of: ref, catalog: catalog)]
  }

  /// `1 bench-press, 2 squat`: what the menu holds, for messages.
  public var contents: [String] {
    workouts.enumerated().map { "\($0.offset + 1) \($0.element.exercise)" }
  }
}
