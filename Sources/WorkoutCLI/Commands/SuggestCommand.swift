import WorkoutCore

/// `suggest`: the next session of an exercise by the progression rule.
enum SuggestCommand {
  static var suggest: CommandSpec {
    CommandSpec(
      name: "suggest",
      abstract: "Plan the next session of an exercise from its last results, and say why.",
      discussion: """
        If every set of the last session reached its planned reps, the plan goes up by the \
        exercise's increment (see 'wkc catalog show'), or by a rep without weight; if not, the \
        same plan again; after three sessions in a row fell short at the same weight, 10% less, \
        rounded to the increment. Nothing is written: 'wkc add EXERCISE --progress' plans it.
        """,
      input: SuggestInput.self,
      examples: ["wkc suggest bench-press", "wkc suggest squat --date tomorrow --json"],
      run: runSuggest)
  }

  enum SuggestInput: DateInput {
    case exercise, date

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .date: .option(SharedOptions.date)
      }
    }
  }

  private static func runSuggest(_ invocation: Invocation<SuggestInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let exercise = try catalog.resolve(invocation.required(.exercise))
    let date = try invocation.date()
    let units = try context.units()
    let suggestion = try context.openStore().read(
      Suggest(
        exercise: exercise, date: date, units: units,
        plateMath: try context.settings().plateMath(for: exercise)))
    if context.json { return context.printJSON { $0.write(suggestion, of: exercise.id, on: date) } }
    let text = try invocation.setText()
    guard suggestion.kind != .first else {
      context.print("\(suggestion.reason).")
      context.print("Plan it by hand: wkc add \(exercise.id) --date \(date) --sets N …")
      return
    }
    context.print("\(context.style.bold(text.name(exercise.id))) for \(text.date(date)):")
    for (number, set) in suggestion.sets.enumerated() {
      context.print("  set \(number + 1)  \(text.planned(set, of: exercise.id))")
    }
    context.print("Why: \(suggestion.reason)")
    context.print(context.style.dim("Plan it: wkc add \(exercise.id) --date \(date) --progress"))
  }
}
