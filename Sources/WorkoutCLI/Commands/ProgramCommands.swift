import WorkoutCore

/// `program list/show/start/next/status/simulate/check/stop`: training programs written as text,
/// followed one session at a time.
enum ProgramCommands {
  static var program: CommandSpec {
    CommandSpec(
      name: "program",
      abstract: "Follow a training program (5/3/1, GZCLP, your own) one session at a time.",
      subcommands: [list, show, start, next, status, simulate, check, stop],
      defaultSubcommand: "status",
      examples: [
        "wkc program start 531-bbb --tm squat=140 --tm bench-press=100 \\\n"
          + "    --tm deadlift=180 --tm overhead-press=60 --days mon,tue,thu,fri",
        "wkc program next",
        "wkc program simulate 531-bbb --weeks 8",
      ])
  }

  static let programArgument = ArgumentSpec(
    name: "PROGRAM",
    help: "A built-in program (see 'wkc program list'), one of yours in the programs folder, "
      + "or a program file.")

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "The built-in programs and yours, the one followed marked.",
      discussion: """
        Your own programs are the NAME.program files in the programs folder beside the \
        settings file ($XDG_CONFIG_HOME/wkc/programs, else ~/.config/wkc/programs), and any \
        file you started one from.
        """,
      input: NoInput.self,
      examples: ["wkc program list", "wkc program list --json"],
      run: runList)
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show",
      abstract: "Show a program's whole cycle as a table, or its text with --source.",
      input: ShowInput.self,
      examples: [
        "wkc program show 531-bbb", "wkc program show gzclp --source > my-gzclp.program",
      ],
      run: runShow)
  }

  static var start: CommandSpec {
    CommandSpec(
      name: "start",
      abstract: "Start following a program, or take up again one followed before.",
      discussion: """
        A program whose loads are percentages needs a training max (TM) for those exercises, \
        and one whose sets carry no load a working weight: give them with --tm and --weight \
        (a bare number is in your weight unit), or take them from your history with \
        --from-history (a TM is the program's share, 90% for 5/3/1, of the e1RM of your last \
        session; a working weight its heaviest set), which says which sessions it used. A \
        program followed before is taken up where it was left; --restart starts it over, \
        keeping its numbers. The program \
        followed until now keeps its state, and its menus their workouts.
        """,
      input: StartInput.self,
      examples: [
        "wkc program start 531-bbb --tm squat=140 --tm bench-press=100 \\\n"
          + "    --tm deadlift=180 --tm overhead-press=60",
        "wkc program start 531-bbb --restart --days mon,wed,fri,sat",
        "wkc program start gzclp --from-history",
      ],
      run: runStart)
  }

  static var next: CommandSpec {
    CommandSpec(
      name: "next",
      abstract: "Write the next session of the program into a date's menu.",
      discussion: """
        Plans the session with the loads its rules and numbers give, rounded to your bar and \
        plates, and warm-ups where the program asks. Running it again for the same date \
        writes nothing, so it is safe in a daily cron job; on a day that is not one of your \
        training days it writes nothing and says so. A session planned on an earlier date and \
        not started moves to this one; one left half done is over, its open sets not done. \
        When you finish the session (run, record, log), the program moves on and says what \
        its rules changed.
        """,
      input: NextInput.self,
      examples: ["wkc program next", "wkc program next --date tomorrow --json"],
      run: runNext)
  }

  static var status: CommandSpec {
    CommandSpec(
      name: "status",
      abstract: "Where you are in the program: cycle, week, day, training maxes, stages.",
      input: NoInput.self,
      examples: ["wkc program status", "wkc program status --json"],
      run: runStatus)
  }

  static var simulate: CommandSpec {
    CommandSpec(
      name: "simulate",
      abstract: "Show every session's loads for N weeks, as if each were done as planned.",
      discussion: """
        A dry run that writes nothing: each set done exactly as planned (an AMRAP set with its \
        minimum reps, a rep range at its top), except that --fail EXERCISE@WEEK misses a rep of every set of that \
        exercise (or track, squat:t1) in that week of the simulation, to show what a failure \
        does. Numbers come from --tm and --weight, else from the program as you follow it, \
        else from --from-history.
        """,
      input: SimulateInput.self,
      examples: [
        "wkc program simulate 531-bbb --weeks 8 --tm squat=100 --tm bench-press=80 \\\n"
          + "    --tm deadlift=120 --tm overhead-press=50",
        "wkc program simulate 5x5 --weeks 4 --weight squat=60 --weight bench-press=50 \\\n"
          + "    --weight barbell-row=50 --weight overhead-press=35 --weight deadlift=80 \\\n"
          + "    --fail squat@2",
      ],
      run: runSimulate)
  }

  static var check: CommandSpec {
    CommandSpec(
      name: "check",
      abstract: "Read and check a program file without writing anything.",
      discussion: """
        Exit 0 when it reads, 65 with every problem (line:column: what is wrong) when not.
        """,
      input: CheckInput.self,
      examples: [
        "wkc program show ppl --source > my-ppl.program", "wkc program check my-ppl.program",
      ],
      run: runCheck)
  }

  static var stop: CommandSpec {
    CommandSpec(
      name: "stop",
      abstract: "Stop following the program; its state is kept for a later start.",
      input: NoInput.self,
      examples: ["wkc program stop"],
      run: runStop)
  }

  // MARK: - Inputs

  enum ShowInput: CommandInput {
    case program, source

    var declaration: InputDeclaration {
      switch self {
      case .program: .argument(ProgramCommands.programArgument)
      case .source: .option(.flag("source", "Print the program's text, to copy and change."))
      }
    }
  }

  enum StartInput: NumbersInput {
    case program, tm, weight, days, fromHistory, restart

    var declaration: InputDeclaration {
      switch self {
      case .program: .argument(ProgramCommands.programArgument)
      case .tm: .option(ProgramCommands.tmOption)
      case .weight: .option(ProgramCommands.weightOption)
      case .days: .option(ProgramCommands.daysOption)
      case .fromHistory: .option(ProgramCommands.fromHistoryOption)
      case .restart:
        .option(.flag("restart", "Start a program followed before from its first session."))
      }
    }
  }

  enum NextInput: CommandInput, DateInput {
    case date

    var declaration: InputDeclaration { .option(SharedOptions.date) }
  }

  enum SimulateInput: NumbersInput {
    case program, weeks, tm, weight, days, fromHistory, fail

    var declaration: InputDeclaration {
      switch self {
      case .program: .argument(ProgramCommands.programArgument)
      case .weeks:
        .option(
          .value(
            "weeks", "N", "How many weeks (1 to \(SimulateProgram.maximumWeeks)).",
            required: true))
      case .tm: .option(ProgramCommands.tmOption)
      case .weight: .option(ProgramCommands.weightOption)
      case .days: .option(ProgramCommands.daysOption)
      case .fromHistory: .option(ProgramCommands.fromHistoryOption)
      case .fail:
        .option(
          .value(
            "fail", "EXERCISE@WEEK", "Miss a rep of every set of it in that week.",
            repeating: true))
      }
    }
  }

  enum CheckInput: CommandInput {
    case file

    var declaration: InputDeclaration {
      .argument(ArgumentSpec(name: "FILE", help: "The program file to check."))
    }
  }

  /// Inputs that give a program's numbers.
  protocol NumbersInput: CommandInput {
    static var program: Self { get }
    static var tm: Self { get }
    static var weight: Self { get }
    static var days: Self { get }
    static var fromHistory: Self { get }
  }

  static let tmOption = OptionSpec.value(
    "tm", "EXERCISE=WEIGHT", "A training max, e.g. squat=140 or squat=300lb.", repeating: true)
  static let weightOption = OptionSpec.value(
    "weight", "EXERCISE=WEIGHT", "A starting working weight, e.g. bench-press=60.",
    repeating: true)
  static let daysOption = OptionSpec.value(
    "days", "DAYS", "The weekdays you train, e.g. mon,wed,fri (default: the program's).")
  static let fromHistoryOption = OptionSpec.flag(
    "from-history", "Take the training maxes and weights not given from your history.")

  // MARK: - list

  private static func runList(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let followed = try context.openStore().programFile()
    let own = ProgramOrigin.own(in: folder(context))
    var rows: [(name: String, builtIn: Bool, file: String?, summary: String)] = BuiltInProgram.all
      .map { ($0.name, true, nil, $0.summary) }
    for source in own where !rows.contains(where: { $0.name == source.name }) {
      rows.append((source.name, false, source.file, title(of: source, context: context)))
    }
    for program in followed.programs where !rows.contains(where: { $0.name == program.name }) {
      rows.append((program.name, false, program.file, "started \(program.started)"))
    }
    if context.json {
      return context.printJSON { json in
        json.array { json in
          for row in rows {
            json.object { json in
              json.key("active")
              json.bool(row.name == followed.active)
              json.key("builtIn")
              json.bool(row.builtIn)
              json.key("file")
              json.string(row.file)
              json.key("name")
              json.string(row.name)
              json.key("summary")
              json.string(row.summary)
            }
          }
        }
      }
    }
    var table = Table(header: ["", "name", "kind", "about"], dropOrder: [2], cuttable: [3])
    for row in rows {
      table.add([
        row.name == followed.active ? "*" : "", row.name, row.builtIn ? "built-in" : "yours",
        ((row.file.map { $0 + ": " } ?? "") + row.summary).terminalSafe,
      ])
    }
    context.print(table)
    context.print(
      context.style.dim(
        (followed.active == nil ? "" : "* followed now. ") + "Start one: wkc program start NAME"))
  }

  private static func title(of source: ProgramOrigin, context: Context) -> String {
    guard let catalog = try? context.catalog(), let program = try? source.program(catalog: catalog)
    else { return "does not read: wkc program check \(source.file ?? source.name)" }
    return program.title
  }

  // MARK: - show

  private static func runShow(_ invocation: Invocation<ShowInput>) throws {
    let context = invocation.context
    let source = try ProgramOrigin.named(
      invocation.required(.program), folder: folder(context), directory: context.directory)
    if invocation.has(.source) {
      context.stdout.write(String(decoding: source.text, as: UTF8.self))
      return
    }
    let program = try source.program(catalog: context.catalog())
    let view = ProgramView(program: program, text: try invocation.setText(), style: context.style)
    if context.json { return context.printJSON { view.write(&$0, name: source.name) } }
    view.printCycle(name: source.name, context: context)
  }

  // MARK: - start

  /// The start the numbers options of `start` and `simulate` describe.
  private static func startOperation<Input: NumbersInput>(_ invocation: Invocation<Input>) throws
    -> StartProgram
  {
    let context = invocation.context
    let source = try ProgramOrigin.named(
      invocation.required(.program), folder: folder(context), directory: context.directory)
    let units = try context.units()
    let catalog = try context.catalog()
    return StartProgram(
      source: source,
      trainingMaxes: try numbers(invocation.values(.tm), option: "tm", units: units),
      weights: try numbers(invocation.values(.weight), option: "weight", units: units),
      trainingDays: try invocation.value(.days).map { text throws(UsageError) in try days(text) },
      fromHistory: invocation.has(.fromHistory), catalog: catalog, today: context.today)
  }

  private static func runStart(_ invocation: Invocation<StartInput>) throws {
    let context = invocation.context
    var start = try startOperation(invocation)
    start.restart = invocation.has(.restart)
    let outcome = try context.perform(start, on: context.openStore())
    let view = ProgramView(
      program: outcome.program, text: try invocation.setText(), style: context.style)
    if context.json { return context.printJSON { view.write(&$0, status: outcome.followed) } }
    let followed = outcome.followed
    var line = outcome.resumed ? "Taking up" : "Following"
    line += " \(context.style.bold(followed.name))"
    if let from = outcome.switchedFrom { line += " (instead of \(from), whose state is kept)" }
    line += outcome.resumed ? " where it was left." : " from \(view.text.date(followed.started))."
    context.printFitted(line)
    for number in outcome.fromHistory { context.printFitted("  " + view.evidence(number)) }
    view.printStatus(followed, context: context)
    context.print("Plan the next session: wkc program next")
  }

  // MARK: - next

  private static func runNext(_ invocation: Invocation<NextInput>) throws {
    let context = invocation.context
    let date = try invocation.date(.date) ?? context.today
    let store = try context.openStore()
    let outcome = try context.perform(
      PlanProgramSession(
        date: date, catalog: context.catalog(), settings: context.settings(),
        moment: context.moment), on: store)
    let text = try invocation.setText()
    let view = ProgramView(program: outcome.program, text: text, style: context.style)
    if context.json { return context.printJSON { view.write(&$0, next: outcome) } }
    if outcome.textChanged {
      var note =
        "the text of \(outcome.name) changed since it was last planned from; planned "
        + "from the new text"
      if !outcome.droppedTracks.isEmpty {
        note +=
          ", and the numbers of "
          + outcome.droppedTracks.map(\.description).joined(separator: ", ")
          + ", which it no longer has, are dropped"
      }
      context.stderr.write("wkc: \(context.errorStyle.yellow("note:")) \(note)\n")
    }
    if let advance = outcome.finishedBefore { view.printAdvance(advance, context: context) }
    if let moved = outcome.movedFrom {
      context.printFitted("Moved the session not started on \(text.date(moved)).")
    }
    switch outcome.result {
    case .restDay(let days):
      context.printFitted(
        "No session on \(text.date(date)): you train "
          + days.map { ProgramView.weekdays[$0] }.joined(separator: ", ") + ".")
      return
    case .alreadyPlanned:
      context.printFitted(
        "\(outcome.name): \(outcome.session.map(view.where) ?? "the session") is already planned "
          + "on \(text.date(date)); nothing written.")
    case .planned:
      context.printFitted(
        "Planned \(outcome.name) \(outcome.session.map(view.where) ?? "") on "
          + "\(text.date(date)).")
    }
    MenuCommands.show(outcome.menu, text: text, gear: try store.gear(), context: context)
  }

  // MARK: - status

  private static func runStatus(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let outcome = try context.openStore().read(ProgramStatus(catalog: context.catalog()))
    let text = try invocation.setText()
    guard let followed = outcome.followed else {
      if context.json { return context.printJSON { $0.null() } }
      var line = "No program is followed. Start one: wkc program start NAME (see wkc program list)"
      if !outcome.kept.isEmpty {
        line += "; kept: " + outcome.kept.map(\.name).joined(separator: ", ")
      }
      return context.printFitted(line)
    }
    guard let program = outcome.program else {
      throw InvalidInput(message: "\(followed.name) cannot be read: \(outcome.problem ?? "")")
    }
    let view = ProgramView(program: program, text: text, style: context.style)
    if context.json { return context.printJSON { view.write(&$0, status: followed) } }
    context.printFitted(
      "\(context.style.bold(followed.name)) \(context.style.dash) \(program.title.terminalSafe), "
        + "started \(text.date(followed.started))")
    if outcome.textChanged {
      context.printFitted(
        context.style.yellow("Its text changed since it was last planned from; ")
          + "the next 'wkc program next' uses the new text.")
    }
    view.printStatus(followed, context: context)
  }

  // MARK: - simulate

  private static func runSimulate(_ invocation: Invocation<SimulateInput>) throws {
    let context = invocation.context
    let weeks = try invocation.wholeNumber(.weeks, in: 1...SimulateProgram.maximumWeeks) ?? 1
    var failing: [(track: String, week: Int)] = []
    for text in invocation.values(.fail) {
      let parts = text.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, let week = Int(parts[1]), (1...weeks).contains(week) else {
        throw UsageError(
          "--fail: '\(text.echoed)' is not EXERCISE@WEEK with a week from 1 to \(weeks)")
      }
      failing.append((String(parts[0]), week))
    }
    let store = try context.openStore()
    let start = try startOperation(invocation)
    let outcome = try store.read(
      SimulateProgram(
        start: start, weeks: weeks, failing: failing, settings: context.settings()))
    let view = ProgramView(
      program: outcome.program, text: try invocation.setText(), style: context.style)
    if context.json { return context.printJSON { view.write(&$0, simulation: outcome) } }
    for number in outcome.fromHistory { context.printFitted(view.evidence(number)) }
    view.printSimulation(outcome, context: context)
  }

  // MARK: - check

  private static func runCheck(_ invocation: Invocation<CheckInput>) throws {
    let context = invocation.context
    let path = invocation.required(.file)
    let source = try ProgramOrigin.file(
      path.hasPrefix("/") ? path : context.directory + "/" + path)
    let program = try source.program(catalog: context.catalog())
    let cycle =
      switch program.cycle {
      case .weeks(let weeks): "\(weeks)-week cycle"
      case .sessions(let sessions): "cycle of \(sessions) sessions"
      }
    context.printFitted(
      "\(path.terminalSafe): ok \(context.style.dash) \(program.title.terminalSafe): "
        + "\(program.days.count) days, \(cycle), \(program.allTracks.count) exercises")
  }

  // MARK: - stop

  private static func runStop(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let stopped = try context.perform(StopProgram(), on: context.openStore())
    if context.json { return context.printJSON { $0.string(stopped.name) } }
    context.printFitted(
      "Stopped \(stopped.name); its state is kept: 'wkc program start \(stopped.name)' takes it "
        + "up where it was left.")
  }

  // MARK: - Reading options

  /// The user's programs folder.
  static func folder(_ context: Context) -> String? {
    ProgramOrigin.folder(environment: context.environment)
  }

  /// `EXERCISE=WEIGHT` values: a weight typed as the weight item is (a bare number in the
  /// display unit).
  static func numbers(_ values: [String], option: String, units: DisplayUnits) throws
    -> [(track: String, kg: Double)]
  {
    try values.map { text in
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw UsageError("--\(option): '\(text.echoed)' is not EXERCISE=WEIGHT, e.g. squat=140")
      }
      guard let item = Catalog.builtIn.item(.weight) else { return (String(parts[0]), 0) }
      let kg = try item.parse(String(parts[1]), units: units)
      guard kg > 0 else {
        throw UsageError("--\(option): a weight above 0, not '\(String(parts[1]).echoed)'")
      }
      return (String(parts[0]), kg)
    }
  }

  /// `mon,wed,fri`: weekdays, Monday 0, each once, sorted.
  static func days(_ text: String) throws(UsageError) -> [Int] {
    var days: [Int] = []
    for word in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
      guard let day = DateExpression.weekdayIndex(String(word)), !days.contains(day) else {
        throw UsageError(
          "--days: '\(String(word).echoed)' is not a weekday (mon to sun), each once")
      }
      days.append(day)
    }
    guard !days.isEmpty else { throw UsageError("--days: give weekdays, e.g. mon,wed,fri") }
    return days.sorted()
  }
}
