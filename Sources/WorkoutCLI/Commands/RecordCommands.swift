import WorkoutCore

/// `record` and `log`: results of one set, or of sets done without a plan.
enum RecordCommands {
  static var record: CommandSpec {
    CommandSpec(
      name: "record",
      abstract: "Record or correct one set of a workout (default: its first open set).",
      discussion: """
        With item options the result is the plan (or the result being corrected) with those \
        values; with none, or with --as-planned, it is the plan. REF is the workout's position \
        in 'wkc menu', its exercise, or its id.
        """,
      input: RecordInput.self,
      examples: [
        "wkc record bench-press", "wkc record 1 --reps 8", "wkc record squat --set 3 --skip",
        "wkc record 2 --set 1 --weight 62.5 --date yesterday",
      ],
      run: runRecord)
  }

  static var log: CommandSpec {
    CommandSpec(
      name: "log",
      abstract: "Log sets done without a plan: the plan is what was done.",
      discussion: """
        Values are given as for 'wkc add'; values not given are prefilled from what was done \
        the last time the exercise has results (each set as done, skipped sets left out), \
        else from its last plan, else from the catalog. The sets are added to the date's menu \
        as done.
        """,
      input: LogInput.self,
      examples: [
        "wkc log pull-up --sets 3 --reps 8", "wkc log run --duration 32m --distance 5.2km",
        "wkc log deadlift --set 5x100 --set 5x110 --set 3x120",
      ],
      run: runLog)
  }

  enum RecordInput: ItemInput, DateInput {
    case ref, date, set, items, asPlanned, skip, gear

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      case .set: .option(.value("set", "N", "The set (default: the first open one)."))
      case .items: .items(of: "the set")
      case .asPlanned: .option(.flag("as-planned", "Record the plan as the result."))
      case .skip: .option(.flag("skip", "Mark the set skipped."))
      case .gear:
        .option(
          .value("gear", "ID", "Set the workout's gear (see 'wkc gear list'); none unlinks it."))
      }
    }
  }

  enum LogInput: NewSetsInput {
    case exercise, date, sets, items, set, warmup, note, gear

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .note: .option(.value("note", "T", "A note on the workout."))
      case .date: .option(SharedOptions.date)
      case .sets: .option(.value("sets", "N", "Number of sets, or sets x reps like 3x5."))
      case .items: .items(of: "every set")
      case .set:
        .option(
          .value(
            "set", "SPEC",
            "One set, e.g. 8x60 or reps=8,weight=60; w:, d: or f: first makes it a warm-up, "
              + "drop or failure set (w:10x20).", repeating: true))
      case .warmup: .option(SharedOptions.warmup)
      case .gear: .option(SharedOptions.gear)
      }
    }
  }

  // MARK: - record

  private static func runRecord(_ invocation: Invocation<RecordInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let setNumber = try invocation.wholeNumber(.set, in: 1...1000)
    let skip = invocation.has(.skip)
    let asPlanned = invocation.has(.asPlanned)
    if skip, invocation.givesItems || asPlanned {
      throw UsageError("--skip goes alone; it records no values")
    }
    if asPlanned, invocation.givesItems {
      throw UsageError("--as-planned records the plan; leave out the item options")
    }
    let store = try context.openStore()
    let result: RecordSet.Result =
      skip ? .skip : asPlanned ? .asPlanned : .typed(try invocation.typedValues())
    let outcome = try context.perform(
      RecordSet(
        date: date, workout: .typed(invocation.required(.ref)), set: setNumber, result: result,
        moment: context.moment, gear: try invocation.gearChoice(.gear, store: store),
        catalog: catalog), on: store)
    if context.json { return context.printJSON { $0.write(outcome) } }
    try printRecorded(outcome, text: invocation.setText(), context: context)
  }

  private static func printRecorded(_ outcome: RecordSet.Outcome, text: SetText, context: Context) {
    let date = outcome.date
    let workout = outcome.workout
    let set = workout.sets[outcome.position.set]
    let place =
      "set \(outcome.position.set + 1)/\(workout.sets.count) of #\(outcome.position.workout + 1) "
      + text.name(workout.exercise)
    if let actual = set.actual {
      let values = text.kinded(
        set.kind, text.values(actual, of: workout.exercise, includeRest: false))
      context.print("Recorded \(place) on \(text.date(date)): \(values)")
    } else {
      context.print("Skipped \(place) on \(text.date(date)).")
    }
    if let gear = outcome.gearGiven { context.print("  gear: \(gear)") }
    for record in outcome.records { context.print(text.newRecord(record)) }
  }

  // MARK: - log

  private static func runLog(_ invocation: Invocation<LogInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let request = try NewSetsRequest(
      invocation, catalog: catalog, everyWarmup: invocation.has(.warmup))
    let store = try context.openStore()
    let outcome = try context.perform(
      LogSets(
        exercise: request.exercise, date: request.date, sets: request.sets, catalog: catalog,
        moment: context.moment, note: invocation.value(.note).flatMap { $0.isEmpty ? nil : $0 },
        gear: try invocation.gearChoice(.gear, store: store) ?? .automatic,
        loadable: LoadableWeights(
          plateMath: try context.settings().plateMath(for: request.exercise),
          units: try context.units())), on: store)
    if context.json { return context.printJSON { $0.write(outcome) } }
    let text = try invocation.setText()
    context.print(
      "Logged \(context.style.bold(text.name(request.exercise.id))) on \(text.date(request.date)) as "
        + "#\(outcome.position): " + text.results(outcome.workout)
        + (outcome.workout.gear.map { context.style.dim(" (gear \($0))") } ?? ""))
    // The note, as `add` shows it.
    if let note = outcome.workout.note { context.print("  note: \(text.note(note))") }
    for record in outcome.records { context.print(text.newRecord(record)) }
  }
}
