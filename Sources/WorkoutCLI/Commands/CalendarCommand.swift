import WorkoutCore

/// `calendar`: a month's grid of trained and planned dates, or a year's heat map, with the
/// daily and weekly streaks of all time.
enum CalendarCommand {
  static var calendar: CommandSpec {
    CommandSpec(
      name: "calendar",
      abstract: "A month's grid (or a year's heat map) of dates trained and planned, and streaks.",
      discussion: """
        A date counts as trained when at least one set has a result (*), as planned when it \
        has a menu and no result yet (+). The current streak is the run of trained days up to \
        today (or yesterday, when today has none yet). The weekly streak is the run of weeks \
        (Monday to Sunday) with at least --per-week sessions, up to this week (or last week \
        while this one has too few yet). With --year, one character a day, Monday to Sunday \
        down and a week across, shaded by the sets done (warm-ups left out).
        """,
      input: CalendarInput.self,
      examples: [
        "wkc calendar", "wkc calendar 2024-02", "wkc calendar --year", "wkc calendar --year 2023",
        "wkc calendar --per-week 3 --json",
      ],
      run: runCalendar)
  }

  enum CalendarInput: CommandInput {
    case period, year, perWeek

    var declaration: InputDeclaration {
      switch self {
      case .period:
        .argument(
          ArgumentSpec(
            name: "M", help: "The month, YYYY-MM, or with --year the year (default: this one).",
            isOptional: true))
      case .year: .option(.flag("year", "Draw a whole year as a heat map of sets a day."))
      case .perWeek: .option(WeekCommand.perWeek)
      }
    }
  }

  private static func runCalendar(_ invocation: Invocation<CalendarInput>) throws {
    let context = invocation.context
    let perWeek = try invocation.wholeNumber(.perWeek, in: 1...7) ?? 1
    if invocation.has(.year) { return try runYear(invocation, perWeek: perWeek) }
    let month =
      try invocation.value(.period).map { try context.month($0) } ?? context.today.yearMonth
    let calendar = try context.openStore().trainingCalendar(
      of: month, today: context.today, perWeek: perWeek)
    if context.json {
      context.printJSON { $0.write(calendar) }
      return
    }
    let style = context.style
    let trained = Set(calendar.trainedDates)
    let planned = Set(calendar.plannedDates)
    context.print(style.bold(month.title))
    context.print("Mo  Tu  We  Th  Fr  Sa  Su")
    var line = String(repeating: "    ", count: month.firstDay.weekdayIndex)
    var date = month.firstDay
    while date <= month.lastDay {
      var cell = (date.day < 10 ? " " : "") + "\(date.day)"
      if trained.contains(date) {
        cell = style.green(cell + "*")
      } else if planned.contains(date) {
        cell = style.yellow(cell + "+")
      } else {
        cell += " "
      }
      if date == context.today { cell = style.bold(cell) }
      line += cell
      if date.weekdayIndex == 6 || date == month.lastDay {
        context.print(String(line.reversed().drop { $0 == " " }.reversed()))
        line = ""
      } else {
        line += " "
      }
      date = date.adding(days: 1)
    }
    let days = trained.count
    context.print(
      style.dim(
        "* trained: \(days) day\(days == 1 ? "" : "s"), + planned: \(planned.count)"))
    printStreaks(calendar.streaks, calendar.weeklyStreaks, context: context)
  }

  private static func runYear(_ invocation: Invocation<CalendarInput>, perWeek: Int) throws {
    let context = invocation.context
    var year = context.today.year
    if let text = invocation.value(.period) {
      guard let number = Int(text), text.count == 4, (1...9999).contains(number) else {
        throw UsageError("'\(text)' is not a year; write it as YYYY, e.g. \(year)")
      }
      year = number
    }
    let shown = try context.openStore().trainingYear(
      year, today: context.today, perWeek: perWeek)
    if context.json {
      context.printJSON { $0.write(shown) }
      return
    }
    let map = YearHeatMap(
      year: shown, today: context.today, style: context.style, width: context.tableWidth)
    for line in map.lines {
      context.print(line)
    }
    printStreaks(shown.streaks, shown.weeklyStreaks, context: context)
  }

  private static func printStreaks(
    _ streaks: Streaks, _ weekly: WeeklyStreaks, context: Context
  ) {
    var daily = [
      "current streak \(count(streaks.current, "day")),",
      "longest \(count(streaks.longest, "day"))",
    ]
    if let end = streaks.longestEnd, streaks.longest > 0 {
      daily.append("(\(end.adding(days: 1 - streaks.longest)) to \(end))")
    }
    printPieces(daily, context: context)
    var weeks = [
      WeekCommand.streakName(weekly.perWeek) + " \(count(weekly.current, "week")),",
      "longest \(count(weekly.longest, "week"))",
    ]
    if let start = weekly.longestStart, let end = weekly.longestEnd, weekly.longest > 0 {
      weeks.append("(\(start) to \(end))")
    }
    printPieces(weeks, context: context)
  }

  /// Writes `pieces` joined by spaces on one line, or where it would pass the terminal's width,
  /// each piece that does not fit on a line of its own, indented.
  private static func printPieces(_ pieces: [String], context: Context) {
    guard let width = context.tableWidth else {
      return context.print(pieces.joined(separator: " "))
    }
    var line = ""
    for piece in pieces {
      if line.isEmpty {
        line = piece
      } else if line.count + 1 + piece.count > width {
        context.print(line)
        line = "  " + piece
      } else {
        line += " " + piece
      }
    }
    context.print(line)
  }

  private static func count(_ value: Int, _ unit: String) -> String {
    "\(value) \(unit)\(value == 1 ? "" : "s")"
  }
}
