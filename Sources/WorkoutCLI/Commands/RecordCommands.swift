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
        Values are given and prefilled as for 'wkc add'; the sets are added to the date's menu \
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
    case ref, date, set, items, asPlanned, skip

    var declaration: InputDeclaration {
      switch self {
      case .ref: .argument(SharedOptions.ref)
      case .date: .option(SharedOptions.date)
      case .set: .option(.value("set", "N", "The set (default: the first open one)."))
      case .items: .items
      case .asPlanned: .option(.flag("as-planned", "Record the plan as the result."))
      case .skip: .option(.flag("skip", "Mark the set skipped."))
      }
    }
  }

  enum LogInput: NewSetsInput {
    case exercise, date, sets, items, set

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .date: .option(SharedOptions.date)
      case .sets: .option(.value("sets", "N", "Number of sets."))
      case .items: .items
      case .set:
        .option(
          .value("set", "SPEC", "One set, e.g. 8x60 or reps=8,weight=60.", repeating: true))
      }
    }
  }

  // MARK: - record

  private static func runRecord(_ invocation: Invocation<RecordInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let date = try invocation.date()
    let ref = invocation.required(.ref)
    let setNumber = try invocation.wholeNumber(.set, in: 1...1000)
    let itemsGiven = invocation.givesItems
    let skip = invocation.has(.skip)
    if skip, itemsGiven || invocation.has(.asPlanned) {
      throw UsageError("--skip goes alone; it records no values")
    }
    if invocation.has(.asPlanned), itemsGiven {
      throw UsageError("--as-planned records the plan; leave out the item options")
    }
    let time = context.timestamp

    let (index, position, workout, records) = try context.openStore().update { transaction in
      var menu = try transaction.menu(on: date)
      let index = try menu.index(of: ref, catalog: catalog)
      let workout = menu.workouts[index]
      let name = "#\(index + 1) \(workout.exercise)"
      let setIndex: Int
      if let setNumber {
        guard setNumber <= workout.sets.count else {
          throw PlanError.noSuchSet(number: setNumber, count: workout.sets.count, workout: name)
        }
        setIndex = setNumber - 1
      } else {
        guard let open = workout.sets.firstIndex(where: \.isOpen) else {
          throw CommandFailure(
            "every set of \(name) is done or skipped; give --set N to correct one")
        }
        setIndex = open
      }
      let position = SetPosition(workout: index, set: setIndex)
      let set = menu[position]
      let sameDay = menu.workouts.enumerated().flatMap { number, other in
        other.exercise != workout.exercise
          ? []
          : other.sets.enumerated().compactMap { setNumber, done in
            done.isDone && SetPosition(workout: number, set: setNumber) != position
              ? done.actual : nil
          }
      }
      if skip {
        menu.skip(at: position, time: set.completedAt ?? time)
      } else {
        let exercise = try catalog.resolve(workout.exercise.rawValue)
        let given = try invocation.itemValues(for: exercise, catalog: catalog)
        let base = invocation.has(.asPlanned) ? set.planned : (set.actual ?? set.planned)
        menu.record(base.merging(given), at: position, time: set.completedAt ?? time)
      }
      try transaction.put(menu)
      let records = try menu[position].actual.map { actual in
        try transaction.newRecords(
          of: workout.exercise, on: date, sets: [actual], sameDay: sameDay)
      }
      return (index, position, menu.workouts[index], records ?? [])
    }

    if context.json {
      PlanCommands.printWorkoutJSON(date: date, index: index, workout: workout, context: context)
      return
    }
    let text = try invocation.setText()
    let set = workout.sets[position.set]
    let place =
      "set \(position.set + 1)/\(workout.sets.count) of #\(index + 1) \(text.name(workout.exercise))"
    if set.skipped {
      context.print("Skipped \(place) on \(text.date(date)).")
    } else {
      let values = text.values(set.actual!, of: workout.exercise, includeRest: false)
      context.print("Recorded \(place) on \(text.date(date)): \(values)")
    }
    for record in records { context.print(text.newRecord(record)) }
  }

  // MARK: - log

  private static func runLog(_ invocation: Invocation<LogInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let request = try NewSets(invocation, catalog: catalog)
    let (exercise, date) = (request.exercise, request.date)
    let planner = Planner(catalog: catalog)
    let now = context.time.now()
    let time = context.timestamp

    let (index, workout, records) = try context.openStore().update { transaction in
      let sets = try request.sets(in: &transaction, planner: planner).map {
        WorkoutSet(planned: $0.planned, actual: $0.planned, completedAt: time)
      }
      var menu = try transaction.menu(on: date)
      let sameDay = menu.workouts.filter { $0.exercise == exercise.id }.flatMap {
        $0.sets.compactMap { $0.isDone ? $0.actual : nil }
      }
      let id = newWorkoutID(at: now, avoiding: try transaction.workoutIDs(in: date.yearMonth))
      let workout = Workout(id: id, exercise: exercise.id, sets: sets)
      menu.workouts.append(workout)
      try transaction.put(menu)
      let records = try transaction.newRecords(
        of: exercise.id, on: date, sets: sets.compactMap(\.actual), sameDay: sameDay)
      return (menu.workouts.count - 1, workout, records)
    }

    if context.json {
      PlanCommands.printWorkoutJSON(date: date, index: index, workout: workout, context: context)
      return
    }
    let text = try invocation.setText()
    context.print(
      "Logged \(context.style.bold(exercise.name)) on \(text.date(date)) as #\(index + 1): "
        + text.results(workout))
    for record in records { context.print(text.newRecord(record)) }
  }
}
