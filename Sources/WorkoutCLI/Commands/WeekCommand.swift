import WorkoutCore

/// `week`: a week's sessions, sets per body part, tonnage, distance and time beside the week
/// before, the targets of `config set target.PART N`, and the weekly streak.
enum WeekCommand {
  static var week: CommandSpec {
    CommandSpec(
      name: "week",
      abstract: "A week's sessions, sets per body part, tonnage, distance and time, and targets.",
      discussion: """
        The week runs Monday to Sunday (ISO 8601) and holds DATE. A session is a date with at \
        least one set done. Sets leave warm-ups and skipped sets out; a set counts 1 for its \
        exercise's first body part and ½ for each of the others; cardio and stretching count \
        for no part. Tonnage is the volume 'history' shows (weight × reps). Time is the length \
        of each session ('wkc run', an import) or, on a date without one, the sets' durations. \
        Targets are sets a week of a body part: 'wkc config set target.chest 12'. With --check, \
        exit 1 when a target is missed (for cron). The weekly streak is the weeks in a row \
        with at least --per-week sessions, up to this week (or last week while this one has \
        too few yet).
        """,
      input: WeekInput.self,
      examples: ["wkc week", "wkc week 2024-01-01", "wkc week --check", "wkc week --json"],
      run: runWeek)
  }

  static let perWeek = OptionSpec.value(
    "per-week", "N", "Sessions a week needs to count in the weekly streak (default 1).")

  enum WeekInput: CommandInput {
    case date, check, perWeek

    var declaration: InputDeclaration {
      switch self {
      case .date:
        .argument(
          ArgumentSpec(
            name: "DATE", help: "A date of the week (default: today).", isOptional: true))
      case .check: .option(.flag("check", "Exit 1 when a target is missed; 0 when all are met."))
      case .perWeek: .option(WeekCommand.perWeek)
      }
    }
  }

  private static func runWeek(_ invocation: Invocation<WeekInput>) throws {
    let context = invocation.context
    let date = try invocation.date(.date) ?? context.today
    let perWeek = try invocation.wholeNumber(.perWeek, in: 1...7) ?? 1
    let catalog = try context.catalog()
    let settings = try context.settings()
    let summary = try context.openStore().weekSummary(
      of: date, catalog: catalog, targets: settings.targets, perWeek: perWeek)
    let failed = invocation.has(.check) && !summary.missed.isEmpty
    if context.json {
      context.printJSON { $0.write(summary) }
    } else {
      print(summary, catalog: catalog, text: try invocation.setText(), context: context)
    }
    if failed { throw QuietExit(code: ExitCode.failure) }
  }

  private static func print(
    _ summary: WeekSummary, catalog: Catalog, text: SetText, context: Context
  ) {
    let style = context.style
    let (year, number) = summary.start.isoWeek
    context.printFitted(
      style.bold("Week \(year)-W\(pad2(number))")
        + " (\(summary.start) to \(summary.end.description.dropFirst(5)))")
    let week = summary.figures
    let before = summary.previous
    var table = Table(header: ["", "week", "before", "change"], dropOrder: [2])
    table.add(row("sessions", week.sessions, before.sessions))
    table.add(row("sets", week.sets, before.sets))
    table.add([
      "tonnage", text.computed(week.tonnage), text.computed(before.tonnage),
      signed(week.tonnage - before.tonnage, text.computed),
    ])
    table.add([
      "distance", text.format(week.distance, .distance), text.format(before.distance, .distance),
      signed(week.distance - before.distance) { text.format($0, .distance) },
    ])
    table.add([
      "time", text.format(week.seconds, .duration), text.format(before.seconds, .duration),
      signed(week.seconds - before.seconds) { text.format($0, .duration) },
    ])
    context.print(table)
    if week.tonnageIncludesBodyWeight || before.tonnageIncludesBodyWeight {
      context.printFitted(
        style.dim("Tonnage includes body weight: body-weight exercises' loads."))
    }
    let parts = partRows(summary, catalog: catalog, isOver: summary.end < context.today)
    if !parts.isEmpty {
      context.print()
      var sets = Table(header: ["body part", "sets", "before", "target"], dropOrder: [2])
      for row in parts { sets.add(row) }
      context.print(sets)
    }
    if week.setsWithoutPart > 0 {
      context.printFitted(
        style.dim("\(week.setsWithoutPart) sets of exercises the catalog gives no part"))
    }
    // Before the week is over a target not met yet is not missed: `5 of 12 so far`.
    let isOver = summary.end < context.today
    for target in summary.missed {
      let part = partName(target.part, catalog)
      context.printFitted(
        isOver
          ? style.yellow("Missed:") + " \(part) \(half(target.done)) of \(half(target.sets)) sets"
          : "So far: \(part) \(half(target.done)) of \(half(target.sets)) sets")
    }
    let streak = summary.streak
    let weeks = "\(streak.current) week\(streak.current == 1 ? "" : "s")"
    context.printFitted(streakName(streak.perWeek) + " \(weeks)")
  }

  /// `weekly streak`, or `3-session weekly streak` when a week needs 3 sessions to count.
  static func streakName(_ perWeek: Int) -> String {
    (perWeek == 1 ? "" : "\(perWeek)-session ") + "weekly streak"
  }

  /// One row per part done either week or with a target, in catalog order; a target not met
  /// is `missed` once the week is over, `not yet` before.
  private static func partRows(_ summary: WeekSummary, catalog: Catalog, isOver: Bool)
    -> [[String]]
  {
    let targets = Dictionary(uniqueKeysWithValues: summary.targets.map { ($0.part, $0) })
    let ids = catalog.parts.map(\.id)
    let used = Set(summary.figures.setsByPart.keys).union(summary.previous.setsByPart.keys)
      .union(targets.keys)
    return (ids.filter(used.contains) + used.subtracting(ids).sorted()).map { part in
      let target = targets[part].map {
        "\(half($0.sets)) \($0.isMet ? "met" : isOver ? "missed" : "not yet")"
      }
      return [
        partName(part, catalog), half(summary.figures.setsByPart[part] ?? 0),
        half(summary.previous.setsByPart[part] ?? 0), target ?? "",
      ]
    }
  }

  private static func partName(_ id: String, _ catalog: Catalog) -> String {
    catalog.parts.first { $0.id == id }?.name ?? id
  }

  private static func row(_ name: String, _ week: Int, _ before: Int) -> [String] {
    [name, "\(week)", "\(before)", signed(Double(week - before)) { trimmed($0, decimals: 0) }]
  }

  /// `+1`, `-2.5 kg`, `0`.
  private static func signed(_ change: Double, _ format: (Double) -> String) -> String {
    if change == 0 { return "0" }
    return (change > 0 ? "+" : "-") + format(abs(change))
  }

  /// Sets to the half: `12`, `7.5`.
  private static func half(_ sets: Double) -> String { trimmed(sets, decimals: 1) }

  private static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension JSONWriter {
  /// `week --json`: the week, its figures and the week before's, targets and the streak;
  /// weights in kg, distances in km, times in seconds, each rounded as its figure is.
  mutating func write(_ summary: WeekSummary) {
    object { json in
      json.key("change")
      json.write(summary.figures, minus: summary.previous)
      json.key("end")
      json.string(summary.end.description)
      json.key("previous")
      json.write(summary.previous)
      json.key("start")
      json.string(summary.start.description)
      json.key("targets")
      json.array { json in
        for target in summary.targets {
          json.object { json in
            json.key("done")
            json.number(target.done)
            json.key("met")
            json.bool(target.isMet)
            json.key("part")
            json.string(target.part)
            json.key("sets")
            json.number(target.sets)
          }
        }
      }
      json.key("week")
      json.write(summary.figures)
      json.key("weeklyStreak")
      json.object { json in
        json.key("current")
        json.number(summary.streak.current)
        json.key("perWeek")
        json.number(summary.streak.perWeek)
      }
    }
  }

  /// The figures, or with `other` the change from it.
  private mutating func write(_ figures: WeekFigures, minus other: WeekFigures? = nil) {
    let base = other ?? WeekFigures()
    object { json in
      json.key("distance")
      json.number(figures.distance - base.distance, .distance)
      json.key("seconds")
      json.number(figures.seconds - base.seconds, .duration)
      json.key("sessions")
      json.number(figures.sessions - base.sessions)
      json.key("sets")
      json.number(figures.sets - base.sets)
      json.key("setsByPart")
      json.object { json in
        for part in Set(figures.setsByPart.keys).union(base.setsByPart.keys).sorted() {
          json.key(part)
          json.number((figures.setsByPart[part] ?? 0) - (base.setsByPart[part] ?? 0))
        }
      }
      json.key("setsWithoutPart")
      json.number(figures.setsWithoutPart - base.setsWithoutPart)
      json.key("tonnage")
      json.number(figures.tonnage - base.tonnage, .weight)
    }
  }
}
