extension Menu {
  /// The index of the workout REF names: a position (`2`), a workout id, or an exercise id,
  /// name or alias when exactly one workout of that exercise is in the menu.
  public func index(of ref: String, catalog: Catalog) throws(PlanError) -> Int {
    if !ref.isEmpty, ref.allSatisfy(\.isASCIIDigit) {
      if let position = Int(ref), (1...workouts.count).contains(position) { return position - 1 }
      throw .noSuchWorkout(ref: ref, date: date, holds: contents)
    }
    if let index = workouts.firstIndex(where: { $0.id.rawValue == ref }) { return index }
    if let exercise = catalog.find(ref) {
      let matches = workouts.indices.filter { workouts[$0].exercise == exercise.id }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 {
        throw .ambiguous(
          ref: ref,
          candidates: matches.map { "\($0 + 1) (\(workouts[$0].exercise), id \(workouts[$0].id))" })
      }
    }
    throw .noSuchWorkout(ref: ref, date: date, holds: contents)
  }

  /// `1 bench-press, 2 squat`: what the menu holds, for messages.
  public var contents: [String] {
    workouts.enumerated().map { "\($0.offset + 1) \($0.element.exercise)" }
  }
}
