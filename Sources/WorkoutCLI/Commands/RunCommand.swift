import WorkoutCore

/// `run`: walk a menu set by set, time the rests, save each set the moment it is entered.
enum RunCommand {
  static var run: CommandSpec {
    CommandSpec(
      name: "run",
      abstract: "Run a date's menu set by set: record each set, then rest.",
      discussion: """
        For each open set, type Enter when it went as planned, or what you did (8x60, reps=8), \
        or how it differed from the plan (+2.5, -1, weight=+5, reps=-2: a bare +N changes the \
        weight, or the reps of a reps-only set, the seconds of a timed one), x to swap the \
        exercise (x NAME), s to skip it, q to stop. A timed set (a plank) counts down after a \
        get-ready (config get-ready) when Enter starts it; Enter stops it early. Each set is \
        saved at once; running again resumes at the first open set. A superset or circuit (see 'wkc add --with') goes round by round: a set of \
        each of its workouts, then the rest of the round's last one; a shorter rest planned \
        between them is a changeover. During a rest: Enter skips it, + and - change it by 15 s, \
        p pauses, q stops; a bell rings at 3-2-1 and at zero; text typed during it (4x60) is \
        kept for the next prompt, and its Enter ends the rest. After an exercise's last set \
        comes a rest before the next one (config rest-between). Not on a terminal, one line per set is read from \
        stdin (an empty line = as planned) and one line is printed per event. A workout without \
        gear gets its exercise's default gear at its first result; --gear sets the gear of \
        every workout the run records. With --json, stdout is one JSON object per event \
        (session, set, recorded, restStarted, restEnded, paused, resumed, holdStarted, \
        holdEnded, swapped, gear, summary), \
        values in kg, km and s.
        """,
      input: RunInput.self,
      examples: [
        "wkc run", "wkc run --on-rest-end 'notify-send \"wkc\" \"rest is over\"'",
        "printf '\\n8x60\\ns\\n' | wkc run --no-timer", "wkc run yesterday --as-planned",
      ],
      run: { invocation in
        var session = try RunSession(invocation: invocation)
        try session.run()
      })
  }

  enum RunInput: CommandInput {
    case date, asPlanned, noTimer, onRestEnd, quiet, gear

    var declaration: InputDeclaration {
      switch self {
      case .date:
        .argument(
          ArgumentSpec(
            name: "D",
            help:
              "The date: today (default), yesterday, tomorrow, "
              + "a weekday (mon to sun: the next one), YYYY-MM-DD, +N, -N.",
            isOptional: true))
      case .asPlanned:
        .option(.flag("as-planned", "Record every open set as planned, without asking."))
      case .noTimer:
        .option(.flag("no-timer", "No rests between sets, no countdown of timed sets."))
      case .onRestEnd:
        .option(.value("on-rest-end", "CMD", "A shell command to run when a rest reaches zero."))
      case .quiet: .option(.flag("quiet", "No bells."))
      case .gear:
        .option(
          .value(
            "gear", "ID",
            "The gear of every workout the run records (see 'wkc gear list'); none for no gear, "
              + "not even the exercise's default."))
      }
    }
  }
}

/// One run of a menu.
struct RunSession {
  let context: Context
  let catalog: Catalog
  let store: Store
  let date: LocalDate
  let text: SetText
  let invocation: Invocation<RunCommand.RunInput>
  /// Sets done or skipped on the date before this run started.
  var closedBefore = 0
  /// The sets this run closed, with their volume.
  var thisRun = SessionSummary()
  /// The date's records before this run started: the run announces only those it set.
  var recordsBefore: [PersonalRecord] = []
  /// The gear of the workouts the run records.
  let gear: GearChoice
  /// The event lines of `--json`, which take the place of every line for people on stdout.
  let events: EventLines?
  /// The command of `--on-rest-end`, shared by every rest of the run.
  let restEnd: RestEndCommand?
  /// The bar and plates of barbell exercises.
  let settings: Settings
  /// When this run started: on the wall clock (on the run's date), and on the pacer's clock,
  /// which times the run; nil until it asks for a first set.
  var started: (time: Timestamp, pacer: Double)?
  /// Text typed during the last rest, for the next prompt.
  let typeAhead = TypeAheadSlot()

  init(invocation: Invocation<RunCommand.RunInput>) throws {
    let context = invocation.context
    self.invocation = invocation
    self.context = context
    catalog = try context.catalog()
    store = try context.openStore()
    date = try invocation.date(.date) ?? context.today
    text = SetText(catalog: catalog, style: context.style, units: try context.units())
    gear = try invocation.gearChoice(.gear, store: store) ?? .automatic
    events = context.json ? EventLines(context: context) : nil
    restEnd = invocation.value(.onRestEnd).map { RestEndCommand($0) }
    settings = try context.settings()
  }

  enum Answer {
    case result(RecordSet.Result)
    /// The workout got another exercise: the menu as it is now.
    case swapped(Menu)
    case stop
  }

  mutating func run() throws {
    try context.moment.checkResults(on: date)
    var menu = try store.menu(on: date)
    recordsBefore = try store.read(DayRecords(on: date))
    guard !menu.workouts.isEmpty else {
      throw CommandFailure(
        "there is no menu on \(date); plan one with 'wkc add EXERCISE --date \(date)'")
    }
    events?.emit(.session(date: date, workouts: menu.workouts))
    guard menu.firstOpenSet != nil else {
      if events != nil { return try finish(menu, duration: 0) }
      context.print("Every set of \(text.date(date)) is done or skipped.")
      return
    }
    if invocation.has(.asPlanned) { return try recordAllAsPlanned() }

    closedBefore = SessionSummary(menu: menu).setsClosed
    let started = context.pacer.now()
    self.started = (context.moment.timestamp(on: date), started)
    var position = menu.firstOpenSet
    while let current = position {
      if let events {
        let set = menu[current]
        events.emit(
          .set(
            SetPlace(current, in: menu), planned: set.planned,
            plates: plates(at: current, in: menu)))
      } else {
        context.print(try prompt(for: current, in: menu))
      }
      let answer = try ask(about: current, in: menu)
      if case .swapped(let now) = answer {
        menu = now
        continue
      }
      guard case .result(let result) = answer else { break }
      guard let (saved, now) = try save(result, at: current, shown: menu) else {
        // The menu changed in another window: read it again and go on where it is open.
        menu = try store.menu(on: date)
        position = menu.firstOpenSet
        let note = "The menu of \(date) changed meanwhile; going on from its first open set."
        if events != nil { context.stderr.write("wkc: \(note)\n") } else { context.print(note) }
        continue
      }
      menu = now
      thisRun.add(menu[saved])
      position = menu.openSet(after: saved)
      warnOfRestEnd()
      if !invocation.has(.noTimer),
        let rest = menu.rest(after: saved, catalog: catalog, between: settings.restBetween)
      {
        if try !self.rest(rest, next: position, in: menu) { break }
      }
    }
    try finish(menu, duration: context.pacer.now() - started)
    // The last rest's command may still be running: its failure is worth a short wait.
    warnOfRestEnd(waiting: 2)
  }

  // MARK: - Asking

  func prompt(for position: SetPosition, in menu: Menu) throws -> String {
    let workout = menu.workouts[position.workout]
    let plan = text.planned(menu[position].planned, of: workout.exercise)
    let head = place(position, in: menu, bold: context.interactive) + ": plan \(plan)"
    let width = context.tableWidth
    let last = try lastResult(of: workout.exercise)
    var line = fittedLine(
      head, label: last.map { "last \(text.shortDate($0.date, today: date)): " } ?? "",
      count: last?.workout.doneCount ?? 0,
      items: { count in last.map { text.lastTime($0.workout, on: $0.date, first: count) } ?? "" },
      width: width, style: context.style)
    if let note = exerciseNote(at: position, in: menu) {
      for part in wrappedWords("  note: " + note.terminalSafe, width: width) {
        line += "\n" + part
      }
    }
    if let plates = plates(at: position, in: menu),
      let plateLine = PlateText(style: context.style).runLine(plates, width: width)
    {
      line += "\n" + plateLine
    }
    if context.interactive {
      let planned = menu[position].planned
      let start = countsDown(planned) ? "Enter = start timer" : "Enter = as planned"
      let timed = planned.values[.duration] != nil && planned.values[.reps] == nil
      let typing =
        timed
        ? ["0:40 = held 0:40", "+5 = hold 5 s more"]
        : ["\(text.exampleSet) or reps=8", "+2.5 / -1"]
      let keys = [start] + typing + ["x swap", "s skip", "q stop"]
      for part in joinedToFit(keys, separator: " · ", width: (width ?? 1000) - 2) {
        line += "\n" + context.style.dim("  " + part)
      }
    }
    return line
  }

  /// The exercise's note (`catalog note`) before its first set: no set of the workout is done
  /// or skipped yet; nil for none.
  func exerciseNote(at position: SetPosition, in menu: Menu) -> String? {
    let workout = menu.workouts[position.workout]
    guard workout.sets[..<position.set].allSatisfy(\.isOpen),
      let note = catalog.exercise(workout.exercise)?.note, !note.isEmpty
    else { return nil }
    return note
  }

  /// What to load for a barbell set with a weight; nil for other sets.
  func plates(at position: SetPosition, in menu: Menu) -> PlateStep? {
    let workout = menu.workouts[position.workout]
    guard let exercise = catalog.exercise(workout.exercise),
      let math = settings.plateMath(for: exercise)
    else { return nil }
    return math.step(toSet: position.set, of: workout)
  }

  /// `Bench Press set 2/3`; `A1 Bench Press set 2/3` in a superset or circuit.
  func place(_ position: SetPosition, in menu: Menu, bold: Bool = false) -> String {
    let workout = menu.workouts[position.workout]
    let name =
      (menu.groupMark(of: position.workout).map { "\($0) " } ?? "")
      + text.name(workout.exercise)
    return "\(bold ? context.style.bold(name) : name) set \(position.set + 1)/\(workout.sets.count)"
  }

  /// The last workout of `exercise` with results, before the date.
  func lastResult(of exercise: ExerciseID) throws -> DatedWorkout? {
    try store.read(LastResults(of: exercise, before: date))
  }

  /// Reads answers until one is valid: bad input is explained and asked again.
  func ask(about position: SetPosition, in menu: Menu) throws -> Answer {
    guard let exercise = catalog.exercise(menu.workouts[position.workout].exercise) else {
      throw CatalogError.unknownExercise(
        menu.workouts[position.workout].exercise.rawValue, suggestions: [])
    }
    while true {
      guard let line = try answerLine(at: position, in: menu) else { return .stop }
      let typed = line.trimmingSpaces.lowercased()
      let planned = menu[position].planned
      switch typed {
      case "":
        if countsDown(planned) { return try hold(position, in: menu) }
        return .result(.asPlanned)
      case "s", "skip": return .result(.skip)
      case "q", "quit", "stop": return .stop
      default:
        do {
          if let name = swapName(typed) {
            return try swap(position, in: menu, to: name)
          }
          if let values = try RelativeInput.parse(
            String(typed), plan: planned.values, for: exercise, catalog: catalog,
            units: text.units)
          {
            // A changed time of a timed set is counted down, as the plan's is.
            if countsDown(planned), values.items == [.duration], let seconds = values[.duration] {
              return try hold(position, in: menu, changed: seconds)
            }
            return .result(.values(values))
          }
          let values = try SetSpec.parse(
            String(typed), for: exercise, catalog: catalog, units: text.units)
          return .result(.values(values))
        } catch {
          let reason = ExitCode.of(error).1
          let retry =
            "\(fit(reason, columns: 160)); type Enter, a set like \(text.exampleSet), "
            + "reps=8, +2.5, x NAME, s or q"
          if context.interactive, events == nil {
            for part in wrappedWords("  " + retry.terminalSafe, width: context.tableWidth) {
              context.print(context.style.red(part))
            }
          } else {
            context.stderr.write("wkc: \(retry.terminalSafe)\n")
          }
        }
      }
    }
  }

  /// The next line typed: a whole line already read is taken without waiting; otherwise wait
  /// for input or a signal and read only what is there, so Ctrl-C is never stuck behind an
  /// unfinished line. Nil at the end of input.
  func nextLine(at position: SetPosition, in menu: Menu) throws -> String? {
    while true {
      if let line = context.stdin.bufferedLine() { return line }
      if context.stdin.isAtEnd { return nil }
      context.stdout.flush()
      switch context.pacer.wait(until: nil, input: true) {
      case .interrupt(let signal):
        if context.interactive, events == nil { context.print() }
        throw interrupted(at: position, in: menu, by: signal)
      case .suspend:
        suspendProcess()
      case .input:
        _ = context.stdin.fill()
      case .resize, .deadline:
        break
      }
    }
  }

  // MARK: - Saving

  /// Writes the result at once, into the menu as it is on disk now; nil when the set is no
  /// longer the one that was shown (the menu changed in another window), and nothing is saved.
  func save(_ result: RecordSet.Result, at position: SetPosition, shown: Menu)
    throws -> (SetPosition, Menu)?
  {
    let record = RecordSet(
      date: date, workout: .id(shown.workouts[position.workout].id), set: position.set + 1,
      result: result, expected: shown.workouts[position.workout], moment: context.moment,
      gear: gear, catalog: catalog, session: sessionSoFar())
    let outcome: RecordSet.Outcome
    do {
      outcome = try context.perform(record, on: store)
    } catch PlanError.changedMeanwhile {
      return nil
    }
    // What the set did to gear is told at once, not at the end of the run.
    defer { context.reportGearEffects() }
    let (saved, menu) = (outcome.position, outcome.menu)
    let exercise = menu.workouts[saved.workout].exercise
    if let events {
      events.emit(.recorded(SetPlace(saved, in: menu), menu[saved]))
    } else if let actual = menu[saved].actual {
      let mark =
        context.interactive
        ? "  " + context.style.green(context.style.unicode ? "✓" : "done")
        : "recorded \(place(saved, in: menu)):"
      context.print("\(mark) \(text.values(actual, of: exercise, includeRest: false))")
    } else {
      context.print(
        context.interactive
          ? "  " + context.style.yellow("skipped") : "skipped \(place(saved, in: menu))")
    }
    if let given = outcome.gearGiven { try printGear(given, of: saved.workout, in: menu) }
    return (saved, menu)
  }

  /// The run's session from its start to now, which the workout of a set recorded now keeps
  /// (the end of a run is the last set it records).
  func sessionSoFar() -> SessionTime? {
    guard let started else { return nil }
    let seconds = Int((context.pacer.now() - started.pacer).rounded())
    let end = Double(started.time.secondsSince1970 + seconds)
    return SessionTime(
      start: started.time, seconds: seconds, endOffset: context.moment.zone.offset(at: end))
  }

  /// The smartwatch way: every open set as planned, no questions; details later with `record`.
  func recordAllAsPlanned() throws {
    let outcome = try context.perform(
      RecordOpenSets(date: date, moment: context.moment, gear: gear), on: store)
    let gearGiven = outcome.gearGiven.sorted(by: { $0.key < $1.key })
    if events != nil {
      for position in outcome.recorded {
        events?.emit(.recorded(SetPlace(position, in: outcome.menu), outcome.menu[position]))
      }
      for (index, given) in gearGiven { try printGear(given, of: index, in: outcome.menu) }
      return try finish(outcome.menu, duration: 0)
    }
    let count = outcome.recorded.count
    context.print(
      "Recorded \(count) open set\(count == 1 ? "" : "s") of \(text.date(date)) as planned.")
    for (index, given) in gearGiven { try printGear(given, of: index, in: outcome.menu) }
    try printRecords()
  }

  /// `gear pegasus-40 (Pegasus 40) for Run`: the gear a workout just got.
  func printGear(_ id: GearID, of workout: Int, in menu: Menu) throws {
    if let events {
      let workout = menu.workouts[workout]
      return events.emit(
        .gear(workout: workout.id, exercise: workout.exercise, gear: id == .none ? nil : id))
    }
    let exercise = text.name(menu.workouts[workout].exercise)
    let line: String
    if id == .none {
      line = "no gear for \(exercise)"
    } else {
      let name = try store.gear()[id].map { " (\($0.name.terminalSafe))" } ?? ""
      line = "gear \(id)\(name) for \(exercise)"
    }
    context.print(context.interactive ? "  " + context.style.dim(line) : line)
  }

  // MARK: - Resting

  /// Times the rest after a set; false when the person stopped during it. Text typed during it
  /// is kept for the next prompt.
  func rest(_ rest: RestAfterSet, next: SetPosition?, in menu: Menu) throws -> Bool {
    let seconds = rest.seconds
    let nextText = next.map { position -> String in
      let exercise = menu.workouts[position.workout].exercise
      let plan = text.planned(menu[position].planned, of: exercise)
      return "\(place(position, in: menu)) · \(plan)"
    }
    if let events {
      events.emit(
        .restStarted(
          seconds: seconds, next: next.map { SetPlace($0, in: menu) },
          beforeNextExercise: rest.beforeNextExercise))
    } else if !context.interactive {
      let before = rest.beforeNextExercise ? " before the next exercise" : ""
      context.print(
        "rest \(Countdown.clock(seconds))\(before)" + (nextText.map { "; next \($0)" } ?? ""))
    }
    let typed = TypeAhead()
    let start = context.pacer.now()
    var timer = IntervalTimer(intervals: [TimerInterval("rest", seconds: seconds)], start: start)
    var skipped = false
    let events = events
    var runner = CountdownRunner(
      context: context, pacer: context.pacer,
      interactive: events == nil ? context.interactive : context.readsKeys,
      quiet: invocation.has(.quiet), onZero: restEnd,
      describe: { _ in (rest.beforeNextExercise ? "REST  next exercise" : "REST", nextText) },
      plainLine: { event, _ in events == nil && event == .finished ? "rest over" : nil },
      showsPicture: events == nil,
      onKey: { key, timer, now in
        switch key {
        case .skip: skipped = true
        case .pause:
          let remaining = timer.remaining(at: now)
          let event: RunEvent =
            timer.isPaused ? .paused(remaining: remaining) : .resumed(remaining: remaining)
          events?.emit(event)
        case .longer, .shorter: events?.emit(RunEvent.adjusted(remaining: timer.remaining(at: now)))
        case .stop: break
        }
      })
    if events == nil, context.interactive { runner.typeAhead = typed }
    let end = runner.run(&timer)
    if !typed.isEmpty { typeAhead.value = typed }
    let rested = context.pacer.now() - start
    switch end {
    case .finished:
      events?.emit(.restEnded(skipped ? .skipped : .elapsed, seconds: rested))
      return true
    case .stopped:
      events?.emit(.restEnded(.stopped, seconds: rested))
      return false
    case .interrupted(let signal): throw interrupted(at: next, in: menu, by: signal)
    }
  }

  /// Says on stderr, once per run, that an `--on-rest-end` command failed, collecting those
  /// that ended within `seconds`.
  func warnOfRestEnd(waiting seconds: Double = 0) {
    guard let restEnd else { return }
    restEnd.settle(within: seconds)
    guard let warning = restEnd.takeWarning() else { return }
    context.stdout.flush()
    context.stderr.write("wkc: \(context.errorStyle.yellow("warning:")) \(warning)\n")
    context.stderr.flush()
  }

  // MARK: - Ending

  func interrupted(at position: SetPosition?, in menu: Menu, by signal: Int32)
    -> Interrupted
  {
    let resume = position.map { " at \(place($0, in: menu))" } ?? ""
    return Interrupted(
      message: "interrupted; every set entered is saved; 'wkc run \(date)' resumes\(resume)",
      signal: signal)
  }

  /// The summary of the run: the sets it closed, their volume and its time; when an earlier
  /// run of the date closed sets too, the date's sets after, labelled `today`. Then the
  /// records this run set.
  func finish(_ menu: Menu, duration: Double) throws {
    let style = context.style
    let summary = SessionSummary(menu: menu)
    if let events {
      let summary = RunSummary(
        date: date, sets: summary, duration: duration,
        resumeAt: menu.firstOpenSet.map { SetPlace($0, in: menu) }, records: try records())
      return events.emit(.summary(summary))
    }
    let run = closedBefore > 0 ? thisRun : summary
    var line = closedBefore > 0 ? "this run " : ""
    line += "\(run.setsDone) set\(run.setsDone == 1 ? "" : "s") done"
    if run.setsSkipped > 0 { line += ", \(run.setsSkipped) skipped" }
    if run.volume > 0 { line += ", volume \(text.computed(run.volume))" }
    line += ", \(Countdown.elapsed(duration))"
    if closedBefore > 0 {
      line += "; today \(summary.setsDone) set\(summary.setsDone == 1 ? "" : "s") done"
      if summary.setsSkipped > 0 { line += ", \(summary.setsSkipped) skipped" }
      if summary.volume > 0 { line += ", volume \(text.computed(summary.volume))" }
    }
    let width = context.tableWidth
    if let open = menu.firstOpenSet {
      let stopped = "Stopped: \(line). 'wkc run \(date)' resumes at \(place(open, in: menu))."
      for part in wrappedWords(stopped, width: width) { context.print(part) }
    } else {
      for part in wrappedWords("Done: \(line).", width: width) { context.print(style.bold(part)) }
    }
    try printRecords()
  }

  /// The records this run set against every earlier date.
  func printRecords() throws {
    let width = context.tableWidth
    for record in try records() {
      for part in wrappedWords(text.newRecord(record), width: width) { context.print(part) }
    }
  }

  /// The records this run's results set: none an earlier run of the date set.
  func records() throws -> [PersonalRecord] {
    let after = try store.read(DayRecords(on: date))
    return PersonalRecord.setByRun(after: after, before: recordsBefore)
  }
}
