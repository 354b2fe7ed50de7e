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
        10x42.5 for reps x weight). Prints the plan and the last recorded results.
        """,
      input: AddInput.self,
      examples: [
        "wkc add bench-press --sets 3 --reps 10 --weight 60", "wkc add squat --progress",
        "wkc add squat --date tomorrow --set 5x80 --set 5x85 --set 5x90 --rest 3m",
        "wkc add ベンチプレス --date 2024-01-05",
        "wkc add treadmill-run --duration 30m --speed 9 --incline 1",
      ],
      run: runAdd)
  }

  enum AddInput: NewSetsInput {
    case exercise, date, sets, items, set, note, at, progress

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .date: .option(SharedOptions.date)
      case .sets:
        .option(
          .value("sets", "N", "Number of sets (default: as last planned, else the exercise's)."))
      case .items: .items
      case .set:
        .option(
          .value(
            "set", "SPEC", "One set, e.g. reps=10,weight=42.5kg or 10x42.5.", repeating: true))
      case .note: .option(.value("note", "T", "A note on the workout."))
      case .at: .option(.value("at", "POS", "Insert at this position of the menu (default: last)."))
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
      abstract: "Change a workout's planned values, sets, position or note.",
      discussion: """
        Item options change every set, or set N with --set N; with --add-set they apply to the \
        new set. REF is the workout's position in 'wkc menu', its exercise, or its id.
        """,
      input: EditInput.self,
      examples: [
        "wkc edit bench-press --weight 62.5",
        "wkc edit 2 --set 3 --reps 8",
        "wkc edit squat --add-set 5x80",
        "wkc edit 3 --move-to 1 --date tomorrow",
      ],
      run: runEdit)
  }

  enum EditInput: ItemInput, DateInput {
    case ref, date, set, items, addSet, removeSet, moveTo, note

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      case .set: .option(.value("set", "N", "Change only set N."))
      case .items: .items
      case .addSet:
        .option(
          OptionSpec(
            name: "add-set", value: "SPEC", help: "Add a set at the end, like the last one.",
            valueIsOptional: true))
      case .removeSet: .option(.value("remove-set", "N", "Remove set N."))
      case .moveTo: .option(.value("move-to", "POS", "Move the workout to this position."))
      case .note: .option(.value("note", "T", "Set the workout's note (\"\" clears it)."))
      }
    }
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove a workout from a date's menu.",
      input: RemoveInput.self,
      examples: ["wkc remove 2", "wkc remove deadlift --date tomorrow"],
      run: runRemove)
  }

  enum RemoveInput: DateInput {
    case ref, date

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      }
    }
  }

  // MARK: - add

  private static func runAdd(_ invocation: Invocation<AddInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let request = try NewSets(invocation, catalog: catalog)
    let (exercise, date) = (request.exercise, request.date)
    let position = try invocation.wholeNumber(.at, in: 1...1000)
    let note = invocation.value(.note).flatMap { $0.isEmpty ? nil : $0 }
    let planner = Planner(catalog: catalog)
    let now = context.time.now()
    let progress = invocation.has(.progress)
    if progress, request.count != nil || !request.common.isEmpty || !request.perSet.isEmpty {
      throw UsageError("--progress plans the sets; leave out --sets, --set and the item options")
    }

    let (index, workout, last, suggestion) = try context.openStore().update { transaction in
      let lastResult = try transaction.latestWorkout(
        of: exercise.id, onOrBefore: date, recorded: true)
      let suggestion =
        progress ? try Suggestion.next(of: exercise, on: date, in: &transaction) : nil
      var sets = try request.sets(in: &transaction, planner: planner)
      if let suggestion, suggestion.kind != .first {
        sets = suggestion.sets.map { WorkoutSet(planned: $0) }
      }
      var menu = try transaction.menu(on: date)
      let index = try insertionIndex(position, count: menu.workouts.count)
      let id = newWorkoutID(at: now, avoiding: try transaction.workoutIDs(in: date.yearMonth))
      let workout = Workout(id: id, exercise: exercise.id, note: note, sets: sets)
      menu.workouts.insert(workout, at: index)
      try transaction.put(menu)
      return (index, workout, lastResult, suggestion)
    }

    if context.json {
      context.printJSON { json in
        json.object { json in
          json.key("date")
          json.string(date.description)
          json.key("lastRecorded")
          if let last {
            json.object { json in
              json.key("date")
              json.string(last.date.description)
              json.key("sets")
              json.array { json in
                for set in last.workout.sets where set.isDone { json.write(set.actual!) }
              }
            }
          } else {
            json.null()
          }
          json.key("position")
          json.number(index + 1)
          if let suggestion {
            json.key("progression")
            json.write(suggestion)
          }
          json.key("workout")
          json.write(workout)
        }
      }
      return
    }
    let text = try invocation.setText()
    context.print(
      "Added \(context.style.bold(exercise.name)) to \(text.date(date)) as #\(index + 1) "
        + context.style.dim("(id \(workout.id))"))
    printSets(workout, text: text, context: context)
    if let last {
      context.print("Last recorded \(text.date(last.date)): \(text.results(last.workout))")
    } else {
      context.print("No results recorded for \(exercise.name) yet.")
    }
    if let suggestion { context.print("Progression: \(suggestion.reason)") }
  }

  private static func insertionIndex(_ position: Int?, count: Int) throws(UsageError) -> Int {
    guard let position else { return count }
    guard position <= count + 1 else {
      throw UsageError(
        "--at \(position): the menu has \(count) workout\(count == 1 ? "" : "s"); "
          + "positions go from 1 to \(count + 1)")
    }
    return position - 1
  }

  static func printSets(_ workout: Workout, text: SetText, context: Context) {
    var table = Table()
    for (number, set) in workout.sets.enumerated() {
      table.add(["  set \(number + 1)", text.values(set.planned, of: workout.exercise)])
    }
    context.stdout.write(table.render(context.style))
    if let note = workout.note { context.print("  note: \(note)") }
  }

  // MARK: - edit

  private static func runEdit(_ invocation: Invocation<EditInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let ref = invocation.required(.ref)
    let setNumber = try invocation.wholeNumber(.set, in: 1...1000)
    let removeNumber = try invocation.wholeNumber(.removeSet, in: 1...1000)
    let moveTo = try invocation.wholeNumber(.moveTo, in: 1...1000)
    let itemsGiven = invocation.givesItems
    let addSet = invocation.has(.addSet) ? invocation.value(.addSet) ?? "" : nil
    if setNumber != nil, !itemsGiven {
      throw UsageError("--set N picks the set that item options change; give one, e.g. --reps 8")
    }
    guard
      itemsGiven || addSet != nil || removeNumber != nil || moveTo != nil
        || invocation.has(.note)
    else {
      throw UsageError(
        "nothing to change; give item options, --add-set, --remove-set, --move-to or --note")
    }

    let (index, workout) = try context.openStore().update { transaction in
      var menu = try transaction.menu(on: date)
      var index = try menu.index(of: ref, catalog: catalog)
      var workout = menu.workouts[index]
      let exercise = try catalog.resolve(workout.exercise.rawValue)
      let name = "#\(index + 1) \(exercise.id)"
      let values = try invocation.itemValues(for: exercise, catalog: catalog)

      if let addSet {
        var planned = workout.sets.last?.planned ?? SetValues()
        if !addSet.isEmpty {
          planned = planned.merging(try SetSpec.parse(addSet, for: exercise, catalog: catalog))
        }
        if setNumber == nil { planned = planned.merging(values) }
        workout.sets.append(WorkoutSet(planned: planned))
      }
      if let setNumber {
        guard setNumber <= workout.sets.count else {
          throw PlanError.noSuchSet(number: setNumber, count: workout.sets.count, workout: name)
        }
        workout.sets[setNumber - 1].planned = workout.sets[setNumber - 1].planned.merging(values)
      } else if addSet == nil, itemsGiven {
        for number in workout.sets.indices {
          workout.sets[number].planned = workout.sets[number].planned.merging(values)
        }
      }
      if let removeNumber {
        guard removeNumber <= workout.sets.count else {
          throw PlanError.noSuchSet(number: removeNumber, count: workout.sets.count, workout: name)
        }
        guard workout.sets.count > 1 else {
          throw CommandFailure(
            "\(name) has only one set; remove the workout with 'wkc remove \(index + 1)'")
        }
        workout.sets.remove(at: removeNumber - 1)
      }
      if let note = invocation.value(.note) { workout.note = note.isEmpty ? nil : note }
      menu.workouts.remove(at: index)
      if let moveTo {
        guard moveTo <= menu.workouts.count + 1 else {
          throw UsageError(
            "--move-to \(moveTo): positions go from 1 to \(menu.workouts.count + 1)")
        }
        index = moveTo - 1
      }
      menu.workouts.insert(workout, at: index)
      try transaction.put(menu)
      return (index, workout)
    }

    if context.json {
      printWorkoutJSON(date: date, index: index, workout: workout, context: context)
      return
    }
    let text = try invocation.setText()
    context.print(
      "Changed #\(index + 1) \(context.style.bold(text.name(workout.exercise))) "
        + "on \(text.date(date))")
    printSets(workout, text: text, context: context)
  }

  static func printWorkoutJSON(date: LocalDate, index: Int, workout: Workout, context: Context) {
    context.printJSON { json in
      json.object { json in
        json.key("date")
        json.string(date.description)
        json.key("position")
        json.number(index + 1)
        json.key("workout")
        json.write(workout)
      }
    }
  }

  // MARK: - remove

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let ref = invocation.required(.ref)
    let (index, workout) = try context.openStore().update { transaction in
      var menu = try transaction.menu(on: date)
      let index = try menu.index(of: ref, catalog: catalog)
      let workout = menu.workouts.remove(at: index)
      try transaction.put(menu)
      return (index, workout)
    }
    if context.json {
      printWorkoutJSON(date: date, index: index, workout: workout, context: context)
      return
    }
    let text = try invocation.setText()
    let done = workout.doneCount
    let sets = "\(workout.sets.count) set\(workout.sets.count == 1 ? "" : "s")"
    context.print(
      "Removed #\(index + 1) \(text.name(workout.exercise)) (\(sets)"
        + (done > 0 ? ", \(done) done" : "") + ") from \(text.date(date))")
  }
}
