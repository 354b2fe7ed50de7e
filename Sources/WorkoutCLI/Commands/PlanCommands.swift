import WorkoutCore

/// `add`, `edit`, `remove`: planning the workouts of a date.
enum PlanCommands {
  static var add: CommandSpec {
    CommandSpec(
      name: "add",
      abstract: "Add a workout to a date's menu.",
      discussion: """
        Values not given are prefilled from the last time this exercise was planned, else from \
        the exercise's defaults, else from the item defaults. --sets N with item options plans \
        N sets with the same values; each --set SPEC plans one set (SPEC: item=value,… or \
        10x42.5 for reps x weight). --with REF pairs it with workout REF: it joins REF's \
        superset or circuit (or makes a superset with it), right after the group's last \
        workout, and 'wkc run' takes the group's sets in turns. Prints the plan and the last \
        recorded results.
        """,
      input: AddInput.self,
      examples: [
        "wkc add bench-press --sets 3 --reps 10 --weight 60", "wkc add squat --progress",
        "wkc add squat --sets 3x5 --weight 140 --warmup",
        "wkc add squat --date tomorrow --set 5x80 --set 5x85 --set 5x90 --rest 3m",
        "wkc add ベンチプレス --date 2024-01-05",
        "wkc add treadmill-run --duration 30m --speed 9 --incline 1",
        "wkc add barbell-row --sets 3x8 --weight 60 --with 1",
      ],
      run: runAdd)
  }

  enum AddInput: NewSetsInput {
    case exercise, date, sets, items, set, warmup, note, gear, at, with, progress

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .date: .option(SharedOptions.date)
      case .sets:
        .option(
          .value(
            "sets", "N",
            "Number of sets, or sets x reps like 3x5 (default: as last planned, else the "
              + "exercise's)."))
      case .items: .items(of: "every set")
      case .set:
        .option(
          .value(
            "set", "SPEC",
            "One set, e.g. reps=10,weight=42.5kg or 10x42.5; w:, d: or f: first makes it a "
              + "warm-up, drop or failure set (w:10x20).", repeating: true))
      case .warmup:
        .option(
          OptionSpec(
            name: "warmup", value: "RAMP",
            help: "Plan warm-up sets before the working sets of a barbell exercise, by RAMP or "
              + "the warmup setting (default \(WarmupRamp.standard): empty bar x10, then shares "
              + "of the working weight).",
            valueIsOptional: true, isOptionalValue: WarmupRamp.looksLikeRamp))
      case .note: .option(.value("note", "T", "A note on the workout."))
      case .gear: .option(SharedOptions.gear)
      case .at: .option(.value("at", "POS", "Insert at this position of the menu (default: last)."))
      case .with:
        .option(
          .value(
            "with", "REF",
            "Join the superset or circuit of workout REF, or make a superset with it: placed "
              + "right after the group (not with --at)."))
      case .progress:
        .option(
          .flag(
            "progress",
            "Plan by the progression rule from the last results (see 'wkc suggest')."))
      }
    }
  }

  static var edit: CommandSpec {
    CommandSpec(
      name: "edit",
      abstract: "Change a workout's planned values, sets, position, group or note.",
      discussion: """
        Item options change every set, or set N with --set N; with --add-set they apply to the \
        new set. REF is the workout's position in 'wkc menu', its exercise, or its id. Removing \
        a set that is done takes --yes: it deletes that result. --group REF moves the workout \
        right after the superset or circuit of workout REF and into it (two workouts make a \
        superset, more a circuit); --ungroup takes it out, and from the middle of a circuit \
        places it right after. A group left with one workout is no group. --exercise ID swaps \
        in another exercise (the rack is taken): position, group, sets and note stay; values \
        it takes no part of are dropped and said; a workout with a set done is refused.
        """,
      input: EditInput.self,
      examples: [
        "wkc edit bench-press --weight 62.5",
        "wkc edit 2 --set 3 --reps 8",
        "wkc edit squat --add-set 5x80",
        "wkc edit 3 --move-to 1 --date tomorrow",
        "wkc edit 2 --group 1",
        "wkc edit squat --ungroup",
        "wkc edit 1 --exercise dumbbell-bench-press",
      ],
      run: runEdit)
  }

  enum EditInput: ItemInput, DateInput {
    case ref, date, set, items, addSet, removeSet, moveTo, group, ungroup, note, gear, yes,
      exercise

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      case .set: .option(.value("set", "N", "Change only set N."))
      case .items: .items(of: "every set")
      case .addSet:
        .option(
          OptionSpec(
            name: "add-set", value: "SPEC", help: "Add a set at the end, like the last one.",
            valueIsOptional: true))
      case .removeSet: .option(.value("remove-set", "N", "Remove set N."))
      case .moveTo: .option(.value("move-to", "POS", "Move the workout to this position."))
      case .group:
        .option(
          .value(
            "group", "REF",
            "Join the superset or circuit of workout REF, or make a superset with it: moved "
              + "right after the group."))
      case .ungroup:
        .option(.flag("ungroup", "Take the workout out of its superset or circuit."))
      case .note: .option(.value("note", "T", "Set the workout's note (\"\" clears it)."))
      case .gear:
        .option(
          .value("gear", "ID", "Set the gear used (see 'wkc gear list'); none unlinks it."))
      case .yes:
        .option(
          .flag("yes", "Confirm removing a set that is done; without it nothing is removed."))
      case .exercise:
        .option(
          .value(
            "exercise", "ID",
            "Swap in another exercise, keeping position, group and sets; goes alone."))
      }
    }
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove a workout from a date's menu.",
      discussion: """
        A workout with sets done takes --yes: removing it deletes those results.
        """,
      input: RemoveInput.self,
      examples: ["wkc remove 2", "wkc remove deadlift --date tomorrow", "wkc remove squat --yes"],
      run: runRemove)
  }

  enum RemoveInput: DateInput {
    case ref, date, yes

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      case .yes:
        .option(
          .flag(
            "yes", "Confirm removing a workout that has results; without it nothing is removed."))
      }
    }
  }

  // MARK: - add

  private static func runAdd(_ invocation: Invocation<AddInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let request = try NewSetsRequest(invocation, catalog: catalog)
    let progress = invocation.has(.progress)
    if progress, !request.sets.isEmpty {
      throw UsageError("--progress plans the sets; leave out --sets, --set and the item options")
    }
    if invocation.has(.with), invocation.has(.at) {
      throw UsageError("--with places the workout right after its group; leave out --at")
    }
    let settings = try context.settings()
    let warmup =
      try invocation.has(.warmup) ? warmupRamp(invocation.value(.warmup), settings: settings) : nil
    let store = try context.openStore()
    let outcome = try context.perform(
      AddWorkout(
        exercise: request.exercise, date: request.date, sets: request.sets,
        note: invocation.value(.note).flatMap { $0.isEmpty ? nil : $0 },
        position: try invocation.wholeNumber(.at, in: 1...1000), joining: invocation.value(.with),
        progress: progress,
        catalog: catalog, moment: context.moment,
        gear: try invocation.gearChoice(.gear, store: store) ?? .automatic,
        units: try context.units(), warmup: warmup,
        plateMath: settings.plateMath(for: request.exercise)), on: store)
    if let noWarmup = outcome.noWarmup {
      context.stderr.write(
        "wkc: note: no warm-up sets: \(try invocation.setText().noWarmup(noWarmup, of: request.exercise))\n"
      )
    }
    if context.json { return context.printJSON { $0.write(outcome) } }
    let text = try invocation.setText()
    let workout = outcome.workout
    context.print(
      "Added \(context.style.bold(text.name(request.exercise.id))) to \(text.date(outcome.date)) as "
        + "#\(outcome.position) " + context.style.dim("(id \(workout.id))"))
    printSets(workout, text: text, context: context)
    if let gear = workout.gear { context.print("  gear: \(gear)") }
    if let group = outcome.group { printGroup(group, text: text, context: context) }
    if let last = outcome.lastRecorded {
      context.print("Last recorded \(text.date(last.date)): \(text.results(last.workout))")
    } else {
      context.print("No results recorded for \(text.name(request.exercise.id)) yet.")
    }
    if let suggestion = outcome.suggestion { context.print("Progression: \(suggestion.reason)") }
  }

  /// The ramp `--warmup [RAMP]` asks for: the one typed, else the `warmup` setting's.
  private static func warmupRamp(_ text: String?, settings: Settings) throws -> WarmupRamp {
    guard let text, !text.isEmpty else {
      return (try? WarmupRamp.parse(settings.value(.warmup))) ?? .standard
    }
    do {
      return try WarmupRamp.parse(text)
    } catch {
      if case .malformed = error { throw UsageError("--warmup: \(error.message)") }
      throw PlanError.invalid("--warmup: \(error.message)")
    }
  }

  static func printSets(_ workout: Workout, text: SetText, context: Context) {
    var table = Table(cuttable: [1])
    for (number, set) in workout.sets.enumerated() {
      table.add([
        "  set \(number + 1)",
        text.planned(set.planned, of: workout.exercise),
      ])
    }
    context.print(table)
    if let note = workout.note { context.print("  note: \(text.note(note))") }
  }

  /// `  superset A: 1 Bench Press, 2 Barbell Row`.
  static func printGroup(_ group: WorkoutGroup, text: SetText, context: Context) {
    let members = zip(group.members, group.exercises).map { index, exercise in
      "\(index + 1) \(text.name(exercise))"
    }
    context.print("  \(group.kind) \(group.letter): " + members.joined(separator: ", "))
  }

  // MARK: - edit

  private static func runEdit(_ invocation: Invocation<EditInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let setNumber = try invocation.wholeNumber(.set, in: 1...1000)
    let removeSet = try invocation.wholeNumber(.removeSet, in: 1...1000)
    let moveTo = try invocation.wholeNumber(.moveTo, in: 1...1000)
    let addSet = invocation.has(.addSet) ? invocation.value(.addSet) ?? "" : nil
    if setNumber != nil, !invocation.givesItems {
      throw UsageError("--set N picks the set that item options change; give one, e.g. --reps 8")
    }
    let regroups = invocation.has(.group) || invocation.has(.ungroup)
    if let exercise = invocation.value(.exercise) {
      return try runSwap(invocation, to: exercise, catalog: catalog, date: date)
    }
    guard
      invocation.givesItems || addSet != nil || removeSet != nil || moveTo != nil || regroups
        || invocation.has(.note) || invocation.has(.gear)
    else {
      throw UsageError(
        "nothing to change; give item options, --add-set, --remove-set, --move-to, --group, "
          + "--ungroup, --note or --gear")
    }
    if invocation.has(.group), invocation.has(.ungroup) {
      throw UsageError("--group and --ungroup go one at a time")
    }
    if regroups, moveTo != nil {
      throw UsageError(
        "--\(invocation.has(.group) ? "group" : "ungroup") places the workout; leave out --move-to")
    }
    let store = try context.openStore()
    let group: EditWorkout.GroupChange? =
      invocation.value(.group).map { .join(.typed($0)) }
      ?? (invocation.has(.ungroup) ? .leave : nil)
    let outcome = try context.perform(
      EditWorkout(
        date: date, workout: .typed(invocation.required(.ref)),
        values: try invocation.typedValues(), set: setNumber, addSet: addSet,
        removeSet: removeSet, moveTo: moveTo,
        note: invocation.value(.note).map { $0.isEmpty ? .clear : .set($0) } ?? .keep,
        confirmed: invocation.has(.yes), gear: try invocation.gearChoice(.gear, store: store),
        group: group, catalog: catalog), on: store)
    if context.json { return context.printJSON { $0.write(outcome) } }
    let text = try invocation.setText()
    context.print(
      "Changed #\(outcome.position) \(context.style.bold(text.name(outcome.workout.exercise))) "
        + "on \(text.date(date))")
    printSets(outcome.workout, text: text, context: context)
    if invocation.has(.gear) {
      context.print("  gear: \(outcome.workout.gear.map { "\($0)" } ?? "none")")
    }
    if let group = outcome.group {
      printGroup(group, text: text, context: context)
    } else if regroups {
      context.print("  in no superset or circuit")
    }
  }

  /// `edit N --exercise ID`.
  private static func runSwap(
    _ invocation: Invocation<EditInput>, to exercise: String, catalog: Catalog, date: LocalDate
  ) throws {
    let context = invocation.context
    let others: [EditInput] = [
      .set, .addSet, .removeSet, .moveTo, .group, .ungroup, .note, .gear, .yes,
    ]
    if invocation.givesItems || others.contains(where: invocation.has) {
      throw UsageError("--exercise goes alone; change the values with another 'wkc edit'")
    }
    let outcome = try context.perform(
      SwapExercise(
        date: date, workout: .typed(invocation.required(.ref)), exercise: exercise,
        catalog: catalog), on: context.openStore())
    if context.json { return context.printJSON { $0.write(outcome) } }
    let text = try invocation.setText()
    context.print(text.swapped(outcome, style: context.style))
    printSets(outcome.workout, text: text, context: context)
    for line in text.swapChanges(outcome) { context.print("  " + line) }
  }

  // MARK: - remove

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let outcome = try context.perform(
      RemoveWorkout(
        date: date, workout: .typed(invocation.required(.ref)), confirmed: invocation.has(.yes),
        catalog: catalog), on: context.openStore())
    if context.json { return context.printJSON { $0.write(outcome) } }
    let text = try invocation.setText()
    let workout = outcome.workout
    let done = workout.doneCount
    let sets = "\(workout.sets.count) set\(workout.sets.count == 1 ? "" : "s")"
    context.print(
      "Removed #\(outcome.position) \(text.name(workout.exercise)) (\(sets)"
        + (done > 0 ? ", \(done) done" : "") + ") from \(text.date(date))")
  }
}
