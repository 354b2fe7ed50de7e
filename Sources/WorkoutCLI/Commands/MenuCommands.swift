import WorkoutCore

/// `menu show/list/copy/put/note/remove`: whole menus of dates.
enum MenuCommands {
  static var menu: CommandSpec {
    CommandSpec(
      name: "menu",
      abstract: "Show, list, copy, put, note or remove the menus of dates.",
      subcommands: [show, list, copy, put, note, remove],
      defaultSubcommand: "show",
      examples: ["wkc menu", "wkc menu tomorrow", "wkc menu list --month 2024-01"])
  }

  static let dateArgument = ArgumentSpec(
    name: "D",
    help:
      "The date: today (default), yesterday, tomorrow, a weekday (mon to sun: the next one), "
      + "YYYY-MM-DD, +N or -N.",
    isOptional: true)

  enum ShowInput: CommandInput {
    case date

    var declaration: InputDeclaration { .argument(MenuCommands.dateArgument) }
  }

  enum ListInput: CommandInput {
    case month, from, to

    var declaration: InputDeclaration {
      switch self {
      case .month: .option(.value("month", "M", "The month, YYYY-MM."))
      case .from: .option(.value("from", "D", "The first date (default: 4 weeks ago)."))
      case .to: .option(.value("to", "D", "The last date (default: 2 weeks ahead)."))
      }
    }
  }

  enum CopyInput: CommandInput {
    case from, to, replace, yes

    var declaration: InputDeclaration {
      switch self {
      case .from: .argument(ArgumentSpec(name: "FROM", help: "The date to copy from."))
      case .to: .option(.value("to", "D", "The date to copy to.", required: true))
      case .replace: .option(.flag("replace", "Replace the menu already there."))
      case .yes:
        .option(
          .flag(
            "yes", "Confirm replacing a menu that has sets done; without it nothing is replaced."))
      }
    }
  }

  enum PutInput: CommandInput {
    case date, file

    var declaration: InputDeclaration {
      switch self {
      case .date: .argument(ArgumentSpec(name: "D", help: "The date whose menu to replace."))
      case .file: .option(.value("file", "F", "The JSON file; - reads stdin.", required: true))
      }
    }
  }

  enum NoteInput: CommandInput {
    case date, text

    var declaration: InputDeclaration {
      switch self {
      case .date: .argument(ArgumentSpec(name: "D", help: "The date."))
      case .text: .argument(ArgumentSpec(name: "TEXT", help: "The note."))
      }
    }
  }

  enum RemoveInput: CommandInput {
    case date, yes

    var declaration: InputDeclaration {
      switch self {
      case .date: .argument(ArgumentSpec(name: "D", help: "The date."))
      case .yes: .option(.flag("yes", "Confirm the deletion; without it nothing is deleted."))
      }
    }
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show",
      abstract: "Show the menu of a date: workouts in order, each set planned vs done.",
      input: ShowInput.self,
      examples: ["wkc menu show", "wkc menu show tomorrow --json | jq '.workouts[].exercise'"],
      run: runShow)
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "One line per date with a menu: exercises, sets done / planned.",
      discussion: """
        Without options, from 4 weeks ago to 2 weeks ahead, so the coming days' plans show \
        whatever month they fall in. --from alone lists from D to 2 weeks ahead (2 weeks \
        after D when D is later); --to alone from 4 weeks before today (before D when D is \
        earlier) to D; --month M a whole month.
        """,
      input: ListInput.self,
      examples: [
        "wkc menu list", "wkc menu list --from -6 --to today --json", "wkc menu list --from -90",
      ],
      run: runList)
  }

  static var copy: CommandSpec {
    CommandSpec(
      name: "copy",
      abstract: "Copy a date's plan (no results) to another date.",
      discussion: """
        Replacing a menu (--replace) that has sets done takes --yes: it deletes those results.
        """,
      input: CopyInput.self,
      examples: ["wkc menu copy today --to +7", "wkc menu copy 2024-01-05 --to 2024-01-19"],
      run: runCopy)
  }

  static var put: CommandSpec {
    CommandSpec(
      name: "put",
      abstract: "Create or replace a date's menu from JSON, as 'menu show --json' prints it.",
      discussion: """
        Input is checked as strictly as typed values. A workout may leave out "id" (it gets a \
        new one); a set may leave out "actual", "completedAt" and "skipped"; the menu may leave \
        out "date".
        """,
      input: PutInput.self,
      examples: [
        "wkc menu show tomorrow --json > day.json",
        "wkc menu put tomorrow --file day.json",
        "wkc menu show --json | jq '.note = \"heavy\"' | wkc menu put today --file -",
      ],
      run: runPut)
  }

  static var note: CommandSpec {
    CommandSpec(
      name: "note",
      abstract: "Set the note of a date's menu (\"\" clears it).",
      input: NoteInput.self,
      examples: ["wkc menu note tomorrow 'push day'"],
      run: runNote)
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Delete a date's menu, results included.",
      input: RemoveInput.self,
      examples: ["wkc menu remove 2024-01-05 --yes"],
      run: runRemove)
  }

  // MARK: - show

  private static func runShow(_ invocation: Invocation<ShowInput>) throws {
    let context = invocation.context
    let date = try invocation.date(.date) ?? context.today
    let store = try context.openStore()
    let menu = try store.menu(on: date)
    if context.json {
      context.printJSON { $0.write(menu) }
      return
    }
    // The gear file is read only when a workout has gear.
    let gear =
      menu.workouts.contains { $0.gear.map { !$0.isNone } ?? false } ? try store.gear() : GearFile()
    show(menu, text: try invocation.setText(), gear: gear, context: context)
  }

  /// Prints a menu as `menu show` does: its date and note, a table of its workouts and sets,
  /// and a line on what is done, its sessions and its groups.
  static func show(_ menu: Menu, text: SetText, gear: GearFile, context: Context) {
    let date = menu.date
    let style = context.style
    var title = style.bold(text.date(date))
    if let note = menu.note { title += " \(style.dash) \(text.note(note))" }
    context.printFitted(title)
    guard !menu.workouts.isEmpty else {
      context.print("No workouts planned. Plan one: wkc add EXERCISE --date \(date)")
      return
    }
    var table = Table(
      header: ["#", "exercise", "set", "plan", "result"], dropOrder: [2, 0], cuttable: [1])
    let groups = menu.workoutGroups
    for (index, workout) in menu.workouts.enumerated() {
      // A workout of a superset or circuit is marked A1, A2, … before its name.
      let mark = groups.first { $0.members.contains(index) }.map { style.bold($0.mark(of: index)) }
      for (number, set) in workout.sets.enumerated() {
        var label = ""
        if number == 0 { label = (mark.map { "\($0) " } ?? "") + text.name(workout.exercise) }
        if number == 0, let id = workout.gear {
          let name = id.isNone ? "no gear" : (gear[id]?.name ?? id.rawValue).terminalSafe
          label += " " + style.dim("(\(name))")
        }
        if number == 1, let note = workout.note { label = style.dim(text.note(note)) }
        table.add([
          number == 0 ? "\(index + 1)" : "", label, "\(number + 1)",
          text.planned(set.planned, of: workout.exercise),
          text.result(set, of: workout.exercise),
        ])
      }
      if workout.sets.count == 1, let note = workout.note {
        table.add(["", style.dim(text.note(note)), "", "", ""])
      }
    }
    context.print(table)
    let sets = menu.workouts.reduce(0) { $0 + $1.sets.count }
    let done = menu.workouts.reduce(0) { $0 + $1.doneCount }
    let workouts = menu.workouts.count
    context.print(
      style.dim(
        "\(workouts) workout\(workouts == 1 ? "" : "s"), \(done) of \(sets) sets done"))
    // When the sessions were done: one line each, naming its workouts unless it holds them all.
    let sessions = menu.sessionTimes
    for session in sessions {
      var line = "session \(session.time.described)"
      if sessions.count > 1 || session.workouts.count < workouts {
        let positions = session.workouts.map { "#\($0 + 1)" }
        line += ": " + positions.joined(separator: ", ")
      }
      context.printFitted(style.dim(line))
    }
    for group in groups {
      let positions = group.members.map { "#\($0 + 1)" }
      let list = positions.dropLast().joined(separator: ", ") + " and " + positions.last!
      context.printFitted(
        style.dim(
          "\(group.letter): \(group.kind) of \(list), a set of each in turn, rest after each "
            + "round"))
    }
  }

  // MARK: - list

  private static func runList(_ invocation: Invocation<ListInput>) throws {
    let context = invocation.context
    let (from, to) = try range(invocation)
    let store = try context.openStore()
    var menus: [Menu] = []
    var month = from.yearMonth
    while month <= to.yearMonth {
      menus += try store.month(month).menus.filter { $0.date >= from && $0.date <= to }
      month = month.next
    }
    if context.json {
      context.printJSON { json in
        json.array { json in for menu in menus { json.write(menu) } }
      }
      return
    }
    guard !menus.isEmpty else {
      context.print("No menus from \(from) to \(to).")
      return
    }
    let text = try invocation.setText()
    var table = Table(
      header: ["date", "exercises", "sets", "note"], dropOrder: [3, 2], cuttable: [1, 3])
    for menu in menus {
      let names = menu.workouts.map { text.name($0.exercise) }.joined(separator: ", ")
      let sets = menu.workouts.reduce(0) { $0 + $1.sets.count }
      let done = menu.workouts.reduce(0) { $0 + $1.doneCount }
      table.add([text.date(menu.date), names, "\(done)/\(sets)", menu.note.map(text.note) ?? ""])
    }
    context.print(table)
  }

  private static func range(_ invocation: Invocation<ListInput>) throws -> (LocalDate, LocalDate) {
    let context = invocation.context
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let monthText = invocation.value(.month) {
      guard from == nil, to == nil else {
        throw UsageError("give either --month or --from and --to, not both")
      }
      let month = try context.month(monthText, option: "month")
      return (month.firstDay, month.lastDay)
    }
    let today = context.today
    switch (from, to) {
    case (let from?, let to?):
      guard from <= to else { throw UsageError("--from \(from) is after --to \(to)") }
      return (from, to)
    case (let from?, nil): return (from, max(from, today).adding(days: listDaysAhead))
    case (nil, let to?): return (min(to, today).adding(days: -listDaysBack), to)
    case (nil, nil): return (today.adding(days: -listDaysBack), today.adding(days: listDaysAhead))
    }
  }

  /// `menu list`'s default range: 4 weeks back, 2 weeks ahead.
  static let listDaysBack = 28
  static let listDaysAhead = 14

  // MARK: - copy

  private static func runCopy(_ invocation: Invocation<CopyInput>) throws {
    let context = invocation.context
    let from = try context.date(invocation.required(.from))
    let to = try context.date(invocation.required(.to), option: "to")
    guard from != to else { throw UsageError("FROM and --to are the same date, \(from)") }
    let copied = try context.perform(
      CopyMenu(
        from: from, to: to, replace: invocation.has(.replace), confirmed: invocation.has(.yes),
        moment: context.moment), on: context.openStore())
    if context.json { return context.printJSON { $0.write(copied) } }
    let count = copied.workouts.count
    context.print("Copied \(count) workout\(count == 1 ? "" : "s") from \(from) to \(to).")
  }

  // MARK: - put

  private static func runPut(_ invocation: Invocation<PutInput>) throws {
    let context = invocation.context
    let date = try context.date(invocation.required(.date))
    let file = invocation.required(.file)
    let document = try readInput(
      file, stdin: context.stdin, limit: InputLimit.menuPut, command: "menu put")
    let menu = try context.perform(
      PutMenu(
        date: date, document: document, source: file == "-" ? "stdin" : file,
        catalog: try context.catalog(), moment: context.moment), on: context.openStore())
    if context.json { return context.printJSON { $0.write(menu) } }
    let count = menu.workouts.count
    context.print("Put \(count) workout\(count == 1 ? "" : "s") on \(date).")
  }

  // MARK: - note

  private static func runNote(_ invocation: Invocation<NoteInput>) throws {
    let context = invocation.context
    let date = try context.date(invocation.required(.date))
    let note = invocation.required(.text)
    let menu = try context.perform(NoteMenu(date: date, note: note), on: context.openStore())
    if context.json { return context.printJSON { $0.write(menu) } }
    let text = try invocation.setText()
    context.print(
      note.isEmpty ? "Cleared the note of \(date)." : "Noted on \(date): \(text.note(note))")
  }

  // MARK: - remove

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    let date = try context.date(invocation.required(.date))
    let removed = try context.perform(
      RemoveMenu(date: date, confirmed: invocation.has(.yes)), on: context.openStore())
    if context.json { return context.printJSON { $0.write(removed) } }
    let count = removed.workouts.count
    context.print("Removed the menu of \(date) (\(count) workout\(count == 1 ? "" : "s")).")
  }
}
