import WorkoutCore

extension SetText {
  /// What a swap changed, one short line each: `weight dropped: Plank takes no weight`.
  func swapChanges(_ outcome: SwapExercise.Outcome) -> [String] {
    let new = name(outcome.workout.exercise)
    let old = name(outcome.replaced)
    return outcome.changes.map { change in
      switch change {
      case .dropped(let item, _): "\(item) dropped: \(new) takes no \(item)"
      case .added(let item, let value): "\(item) \(format(value, item)) added: \(new)'s default"
      case .gearUnlinked(let gear): "gear \(gear) unlinked: it was \(old)'s"
      }
    }
  }

  /// `Swapped #2 Bench Press for Dumbbell Bench Press on Fri 2024-01-05`.
  func swapped(_ outcome: SwapExercise.Outcome, style: Style) -> String {
    "Swapped #\(outcome.position) \(name(outcome.replaced)) for "
      + "\(style.bold(name(outcome.workout.exercise))) on \(date(outcome.date))"
  }
}
