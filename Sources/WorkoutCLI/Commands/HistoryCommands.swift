import WorkoutCore

/// `history`, `stats`, `prs`: the past, read from every month at once.
enum HistoryCommands {
  static var history: CommandSpec {
    CommandSpec(
      name: "history",
      abstract: "One row per date an exercise was done: sets, top set, volume, e1RM.",
      discussion: """
        Newest first. Cardio shows distance, duration and pace instead. e1RM is the best \
        estimated one-rep max of the date's sets. When a date's session time is known (a \
        'wkc run', an import), a last column shows it: 07:12 to 08:17 (1:05:00).
        """,
      input: HistoryInput.self,
      examples: [
        "wkc history bench-press", "wkc history squat --limit 5",
        "wkc history bench-press --from 2024-01-01 --json | jq '.[0].topSet'",
      ],
      run: runHistory)
  }

  static var stats: CommandSpec {
    CommandSpec(
      name: "stats",
      abstract: "Every exercise done: last date, last top set, best e1RM, sessions.",
      discussion: "The most recently done exercise first.",
      input: StatsInput.self,
      examples: ["wkc stats", "wkc stats --json | jq -r '.[].exercise'"],
      run: runStats)
  }

  static var prs: CommandSpec {
    CommandSpec(
      name: "prs",
      abstract: "Personal records: heaviest weight, best e1RM, best reps at a weight, best volume.",
      discussion: """
        Cardio records are the longest distance, the longest duration and the best pace of a \
        session. A record keeps the first date it was reached; a tie is not a new record. \
        Without EXERCISE, one line per exercise done.
        """,
      input: RecordsInput.self,
      examples: ["wkc prs", "wkc prs deadlift", "wkc prs bench-press --formula brzycki --json"],
      run: runRecords)
  }

  static let formula = OptionSpec.value(
    "formula", "NAME",
    "How e1RM is estimated: epley (default), w·(1+r/30), or brzycki, w·36/(37−r).",
    values: OneRepMaxFormula.allCases.map(\.rawValue))

  enum HistoryInput: FormulaInput {
    case exercise, from, to, limit, formula

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .from: .option(.value("from", "D", "The first date to show."))
      case .to: .option(.value("to", "D", "The last date to show."))
      case .limit: .option(.value("limit", "N", "Show only the newest N dates."))
      case .formula: .option(HistoryCommands.formula)
      }
    }
  }

  enum StatsInput: FormulaInput {
    case formula

    var declaration: InputDeclaration { .option(HistoryCommands.formula) }
  }

  enum RecordsInput: FormulaInput {
    case exercise, formula

    var declaration: InputDeclaration {
      switch self {
      case .exercise:
        .argument(
          ArgumentSpec(name: "EXERCISE", help: "An exercise id, name or alias.", isOptional: true))
      case .formula: .option(HistoryCommands.formula)
      }
    }
  }

  // MARK: - history

  private static func runHistory(_ invocation: Invocation<HistoryInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let exercise = try catalog.resolve(invocation.required(.exercise))
    let formula = try invocation.formula()
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let from, let to, from > to { throw UsageError("--from \(from) is after --to \(to)") }
    let limit = try invocation.wholeNumber(.limit, in: 1...1_000_000)
    let sessions = try context.openStore().history(
      of: exercise.id, from: from, to: to, limit: limit)

    if context.json {
      context.printJSON { json in
        json.array { json in
          for session in sessions { json.write(session, formula: formula) }
        }
      }
      return
    }
    guard !sessions.isEmpty else {
      context.print(
        "No results for \(exercise.name.terminalSafe)\(rangeText(from, to)) yet. "
          + "Record some with 'wkc run', 'wkc record' or 'wkc log \(exercise.id)'.")
      return
    }
    let count = sessions.count
    context.printFitted(
      context.style.bold("\(exercise.name.terminalSafe): \(count) date\(count == 1 ? "" : "s")"))
    let text = try invocation.setText()
    let table = historyTable(sessions, of: exercise, formula: formula, text: text)
    context.print(table)
    for line in bodyWeightNotes(sessions, text: text) { context.printFitted(line) }
  }

  /// What a body-weight exercise's figures are made of, said once: the body weight of the
  /// newest date that has one, and the dates without one.
  static func bodyWeightNotes(_ sessions: [ExerciseSession], text: SetText) -> [String] {
    let loaded = sessions.filter(\.isLoadedByBodyWeight)
    var notes: [String] = []
    if let used = loaded.first(where: { $0.bodyWeight != nil })?.bodyWeight {
      notes.append(
        "Loads are body weight + added weight (body weight \(text.computed(used.kg)) "
          + "on \(text.date(used.date)), the latest used).")
    }
    let without = loaded.filter { $0.bodyWeight == nil }
    if let latest = without.map(\.date).max() {
      notes.append(
        "No body weight on or before \(text.date(latest))"
          + (without.count > 1 ? " and \(without.count - 1) more date(s)" : "")
          + ": no load there. Log one with 'wkc body'.")
    }
    return notes
  }

  /// One row per date, its columns chosen by how the exercise is measured.
  private static func historyTable(
    _ sessions: [ExerciseSession], of exercise: Exercise, formula: OneRepMaxFormula,
    text: SetText
  ) -> Table {
    let kilograms = { (value: Double) in text.computed(value) }
    func topSet(_ session: ExerciseSession) -> String {
      session.topSet.map { text.values($0, of: exercise.id, includeRest: false) } ?? ""
    }
    var table: Table
    switch exercise.sessionMeasure {
    case .weight:
      table = Table(
        header: ["date", "sets", "top set", "volume", "e1RM"], dropOrder: [3, 1],
        cuttable: [1])
      for session in sessions {
        table.add([
          text.date(session.date), text.compact(session.sets),
          topSet(session),
          session.volume.map(kilograms) ?? "", session.oneRepMax(formula).map(kilograms) ?? "",
        ])
      }
    case .reps:
      // A body-weight exercise with a body weight known has a load: its volume and e1RM too.
      let loads = sessions.contains(where: \.loadIncludesBodyWeight)
      table = Table(
        header: ["date", "sets", "best set", "total reps"] + (loads ? ["volume", "e1RM"] : []),
        dropOrder: loads ? [4, 1, 5, 3] : [1, 3], cuttable: [1])
      for session in sessions {
        table.add(
          [
            text.date(session.date), text.compact(session.sets),
            topSet(session),
            session.reps.map { trimmed($0, decimals: 2) } ?? "",
          ]
            + (loads
              ? [
                session.volume.map(kilograms) ?? "",
                session.oneRepMax(formula).map(kilograms) ?? "",
              ] : []))
      }
    case .distance:
      table = Table(
        header: ["date", "sets", "distance", "duration", "pace"], dropOrder: [1, 4])
      for session in sessions {
        table.add([
          text.date(session.date), "\(session.sets.count)",
          session.distance.map { text.format($0, .distance) } ?? "",
          session.duration.map { text.format($0, .duration) } ?? "",
          session.pace.map(text.pace) ?? "",
        ])
      }
    }
    // The time of day the sessions took, when some date knows it (a `run`, an import).
    if sessions.contains(where: { !$0.times.isEmpty }) {
      let column = table.header?.count ?? 0
      table.header?.append("time")
      for (index, session) in sessions.enumerated() {
        table.rows[index].append(session.times.map(\.described).joined(separator: ", "))
      }
      table.dropOrder.insert(column, at: 0)
      table.cuttable.insert(column)
    }
    return table
  }

  private static func rangeText(_ from: LocalDate?, _ to: LocalDate?) -> String {
    switch (from, to) {
    case (nil, nil): ""
    case (let from?, nil): " from \(from)"
    case (nil, let to?): " up to \(to)"
    case (let from?, let to?): " from \(from) to \(to)"
    }
  }

  // MARK: - stats

  private static func runStats(_ invocation: Invocation<StatsInput>) throws {
    let context = invocation.context
    let formula = try invocation.formula()
    let stats = try context.openStore().exerciseStats(formula: formula)
    if context.json {
      context.printJSON { json in
        json.array { json in for entry in stats { json.write(entry) } }
      }
      return
    }
    guard !stats.isEmpty else {
      context.print("No results yet. Record some with 'wkc run', 'wkc record' or 'wkc log'.")
      return
    }
    let text = try invocation.setText()
    // Cardio exercises show their best pace (speed for cycling) where lifts show their e1RM.
    let cardio = stats.contains { $0.bestOneRepMax == nil && $0.bestPace != nil }
    var table = Table(
      header: [
        "exercise", "last date", "last top set", cardio ? "best e1RM/pace" : "best e1RM",
        "sessions",
      ],
      dropOrder: [4, 3, 1], cuttable: [0])
    for entry in stats {
      table.add([
        text.name(entry.exercise), text.date(entry.lastDate),
        entry.lastTopSet.map { text.values($0, of: entry.exercise, includeRest: false) } ?? "",
        entry.bestOneRepMax.map { text.computed($0) }
          ?? entry.bestPace.map { text.measure($0, of: entry.exercise) } ?? "",
        "\(entry.sessions)",
      ])
    }
    context.print(table)
  }

  // MARK: - prs

  private static func runRecords(_ invocation: Invocation<RecordsInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let exercise = try invocation.value(.exercise).map { try catalog.resolve($0) }
    let formula = try invocation.formula()
    let records = try context.openStore().personalRecords(of: exercise?.id, formula: formula)
    if context.json {
      context.printJSON { json in
        json.array { json in for record in records { json.write(record) } }
      }
      return
    }
    let text = try invocation.setText()
    guard !records.isEmpty else {
      let name = exercise.map { " for \($0.name.terminalSafe)" } ?? ""
      context.print(
        "No records\(name) yet. Record some with 'wkc run', 'wkc record' or 'wkc log'.")
      return
    }
    if let exercise {
      printRecords(records[0], of: exercise, formula: formula, text: text, context: context)
      return
    }
    context.print(recordsTable(records, text: text))
    if records.contains(where: { $0.maxWeight?.bodyWeight != nil }) {
      context.printFitted(bodyWeightMark)
    }
  }

  /// One row per exercise: its heaviest set, best e1RM, volume, distance or time, and pace.
  private static func recordsTable(_ records: [PersonalRecords], text: SetText) -> Table {
    var table = Table(
      header: ["exercise", "heaviest", "best e1RM", "best volume", "longest", "pace"],
      dropOrder: [3, 5, 2], cuttable: [0])
    for record in records {
      // A body-weight exercise's heaviest set is its heaviest added weight: `8×+20 kg`.
      // A load with body weight is marked `*`, said under the table.
      let heaviest =
        record.maxWeight.map { text.compact($0) + ($0.bodyWeight == nil ? "" : "*") }
        ?? record.maxAddedWeight.map { text.compact($0, added: true) }
        ?? record.mostReps.map { text.compact($0) }
      table.add([
        text.name(record.exercise), heaviest ?? "",
        record.bestOneRepMax.map { text.computed($0.value) } ?? "",
        record.bestVolume.map { text.computed($0.value) } ?? "",
        (record.longestDistance.map { text.format($0.value, .distance) }
          ?? record.longestDuration.map { text.format($0.value, .duration) }) ?? "",
        record.bestPace.map { text.measure($0.value, of: record.exercise) } ?? "",
      ])
    }
    return table
  }

  /// The note under `prs`'s table when a load includes body weight.
  private static let bodyWeightMark =
    "* body weight + added weight, the body weight of the date"

  private static func printRecords(
    _ record: PersonalRecords, of exercise: Exercise, formula: OneRepMaxFormula, text: SetText,
    context: Context
  ) {
    let style = context.style
    let count = record.sessions
    let formulaText = record.bestOneRepMax == nil ? "" : ", e1RM by \(formula.name)"
    context.printFitted(
      style.bold("\(exercise.name.terminalSafe): personal records")
        + style.dim(" (\(count) session\(count == 1 ? "" : "s")\(formulaText))"))
    var table = Table(header: ["record", "value", "date"], dropOrder: [2])
    func add(_ name: String, _ value: String, _ date: LocalDate) {
      table.add([name, value, text.date(date)])
    }
    let loaded = record.maxWeight?.bodyWeight != nil
    if let set = record.maxWeight {
      add(loaded ? "heaviest load" : "heaviest weight", text.compact(set), set.date)
    }
    if let best = record.bestOneRepMax {
      add(
        "best e1RM",
        "\(text.computed(best.value)) (\(text.compact(best.set)))",
        best.set.date)
    }
    if let set = record.maxAddedWeight {
      add("heaviest added weight", text.compact(set, added: true), set.date)
    }
    if let set = record.mostReps { add("most reps", text.compact(set), set.date) }
    if let volume = record.bestVolume {
      add("best volume", text.computed(volume.value), volume.date)
    }
    if let distance = record.longestDistance {
      add("longest distance", text.format(distance.value, .distance), distance.date)
    }
    if let duration = record.longestDuration {
      add("longest duration", text.format(duration.value, .duration), duration.date)
    }
    if let pace = record.bestPace {
      add(
        SetText.paceName(of: record.exercise), text.measure(pace.value, of: record.exercise),
        pace.date)
    }
    context.print(table)
    if let body = record.maxWeight?.bodyWeight {
      context.printFitted(
        "Loads are body weight + added weight: the heaviest with body weight "
          + "\(text.computed(body.value)) on \(text.date(body.date)). Sets before your first "
          + "body weight count only for added weight and reps.")
    }
    for (sets, added) in [(record.repRecords, false), (record.addedWeightRepRecords, true)]
    where sets.count > 1 {
      context.print()
      context.print(style.bold(added ? "Best reps at an added weight" : "Best reps at a weight"))
      var reps = Table(header: [added ? "added" : "weight", "reps", "date"], dropOrder: [2])
      for set in sets {
        reps.add([
          (added ? "+" : "") + text.format(set.weight!, .weight), trimmed(set.reps!, decimals: 2),
          text.date(set.date),
        ])
      }
      context.print(reps)
    }
  }
}

/// Inputs with `--formula NAME`.
protocol FormulaInput: CommandInput {
  /// `--formula NAME`.
  static var formula: Self { get }
}

extension Invocation where Input: FormulaInput {
  /// `--formula NAME`, Epley when not given.
  func formula() throws(UsageError) -> OneRepMaxFormula {
    guard let text = value(.formula) else { return .epley }
    guard let formula = OneRepMaxFormula(rawValue: text.lowercased()) else {
      var message = "--formula must be epley or brzycki, not '\(text)'"
      if let near = nearest(text, OneRepMaxFormula.allCases.map(\.rawValue)) {
        message += "; did you mean '\(near)'?"
      }
      throw UsageError(message)
    }
    return formula
  }
}

extension OneRepMaxFormula {
  /// `Epley`, `Brzycki`.
  var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
