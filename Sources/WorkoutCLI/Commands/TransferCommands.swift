import WorkoutCore

/// `import` and `export`: history in from the formats of `Importers.all` (Strong, Hevy, FitNotes,
/// Apple Health, GPX tracks or a wkc export), out as those of `Exporters.all` (JSON, JSON Lines,
/// CSV, Markdown or a PDF gym sheet). The core chooses, reads and writes; these parse and print.
enum TransferCommands {
  static var importCommand: CommandSpec {
    CommandSpec(
      name: "import",
      abstract: "Bring in history from \(Importers.sources).",
      discussion: ([
        """
        The source is detected from the file's header unless --from says it. Each workout \
        becomes its date's menu (the workout's name in the menu note), each exercise a workout, \
        each row a done set. Importing the same file again, or a later export of the same app, \
        adds only workouts not imported before; --replace imports them again in place of what \
        they added (one change: wkc undo takes it back). Exercise names are mapped to catalog \
        ids; names nothing maps stop the import before it writes, listed with counts and \
        suggestions. One \
        bad row stops the import (exit 65) and nothing is written.
        """
      ] + Importers.help).joined(separator: "\n\n"),
      input: ImportInput.self,
      examples: [
        "wkc import strong.csv --dry-run",
        "wkc import strong.csv --unit lb",
        "wkc import strong.csv --unit kg --replace",
        "wkc import workout_data.csv --map 'Chest Dip=dip'",
        "wkc import FitNotes_Export.csv --create-missing",
        "wkc import backup.json",
        "unzip -p export.zip apple_health_export/export.xml | wkc import -",
        "wkc import morning-run.gpx evening-run.gpx",
        "wkc import planned-loop.gpx --exercise hike --date yesterday",
      ],
      run: runImport)
  }

  static var export: CommandSpec {
    CommandSpec(
      name: "export",
      abstract: "Write menus and results as \(Exporters.titles).",
      discussion: Exporters.help,
      input: ExportInput.self,
      examples: [
        "wkc export --output backup.json",
        "wkc export --format csv --from 2024-01-01 > sets.csv",
        "wkc export --format md --from 2024-01-01 --to 2024-01-31 > january.md",
        "wkc export --format jsonl | jq -s 'map(.actual.weight) | max'",
        "wkc export --format pdf --from tomorrow --to tomorrow --output gym.pdf",
      ],
      run: runExport)
  }

  enum ImportInput: CommandInput {
    case file, from, dryRun, replace, unit, map, createMissing, exercise, date, gear

    var declaration: InputDeclaration {
      switch self {
      case .file:
        .argument(
          ArgumentSpec(
            name: "FILE", help: "The export file; - reads stdin. Several GPX files at once.",
            isRepeating: true))
      case .from:
        .option(.value("from", "APP", Importers.fromHelp, values: Importers.names))
      case .dryRun: .option(.flag("dry-run", "Say what would be added; write nothing."))
      case .replace:
        .option(
          .flag(
            "replace",
            "Import again workouts of the file imported before, in place of what they added."))
      case .unit:
        .option(
          .value(
            "unit", "U",
            "kg or lb, km or mi, or both (lb,km): the units of a file that does not say.",
            values: SettingKey.units.values + SettingKey.distance.values))
      case .map:
        .option(
          .value(
            "map", "NAME=ID", "Map an exercise name of the file to a catalog id.",
            repeating: true))
      case .createMissing:
        .option(.flag("create-missing", "Add names nothing maps as your own exercises."))
      case .exercise:
        .option(.value("exercise", "EXERCISE", "GPX: the exercise the tracks are (default: run)."))
      case .date:
        .option(.value("date", "D", "GPX: the date of a track whose points have no time."))
      case .gear:
        .option(
          .value(
            "gear", "ID",
            "The gear of every imported workout with a distance or speed (see 'wkc gear "
              + "list'); none for no gear, not even the exercises' defaults."))
      }
    }
  }

  enum ExportInput: CommandInput {
    case format, from, to, output

    var declaration: InputDeclaration {
      switch self {
      case .format:
        .option(.value("format", "F", Exporters.formatHelp, values: Exporters.names))
      case .from: .option(.value("from", "D", "The first date (default: the first there is)."))
      case .to: .option(.value("to", "D", "The last date (default: the last there is)."))
      case .output: .option(.value("output", "FILE", "Write to FILE instead of stdout."))
      }
    }
  }

  // MARK: - import

  private static func runImport(_ invocation: Invocation<ImportInput>) throws {
    let context = invocation.context
    let request = ImportRequest(
      files: invocation.values(.file), from: invocation.value(.from),
      unit: invocation.value(.unit), maps: invocation.values(.map),
      createMissing: invocation.has(.createMissing), exercise: invocation.value(.exercise),
      date: invocation.value(.date), gear: invocation.value(.gear), dryRun: invocation.has(.dryRun),
      replace: invocation.has(.replace))
    let environment = ImportEnvironment(
      open: { try InputChunks($0, stdin: context.stdin) }, store: { try context.openStore() },
      units: { try context.units() }, moment: context.moment)
    let outcome: ImportOutcome
    do {
      outcome = try request.perform(in: environment)
    } catch let error as UnmappedNames {
      throw InvalidInput(message: error.message, isMultiline: true)
    }
    if let gear = outcome.gear { reportGear(gear, context: context) }
    report(outcome.summary, dryRun: request.dryRun, context: context)
  }

  /// Prints what an import added, as text or JSON.
  private static func report(_ summary: ImportSummary, dryRun: Bool, context: Context) {
    if context.json {
      return context.printJSON { $0.write(summary, dryRun: dryRun) }
    }
    context.stdout.write(
      ImportReport(
        summary: summary, dryRun: dryRun, ellipsis: context.style.unicode ? "…" : "..."
      ).text)
  }

  // MARK: - export

  private static func runExport(_ invocation: Invocation<ExportInput>) throws {
    let context = invocation.context
    var format = try Exporters.format(named: invocation.value(.format) ?? Exporters.names[0])
    if var feed = format as? ICalendarExportFormat {
      feed.stamp = Int(context.moment.seconds.rounded(.down))
      format = feed
    }
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let from, let to, from > to {
      throw UsageError("--from \(from) is after --to \(to)", path: invocation.path)
    }
    // The output is found (and a FIFO or device opened) before the store is read, so a
    // refused one costs nothing and writes nothing.
    let output = try invocation.value(.output).map { path throws(OutputError) in
      try OutputFile.open(
        path, outside: Store.root(home: context.globals.home, environment: context.environment))
    }
    if let binary = format.binary, output?.isTerminal ?? context.stdout.isTerminal {
      let place = output.map { " (--output \($0.path) is one)" } ?? ""
      throw UsageError(
        "\(binary) is not for the terminal\(place); give --output FILE or pipe it",
        path: invocation.path)
    }
    let dates = (from ?? LocalDate(daysSinceEpoch: -719_162))...(to ?? YearMonth.last.lastDay)
    let exported = try format.output(
      from: context.openStore(), dates: from == nil && to == nil ? nil : dates,
      units: { try context.units() })
    let bytes = exported.bytes
    for warning in exported.warnings {
      context.stderr.write("wkc: \(context.errorStyle.yellow("warning:")) \(warning)\n")
    }
    if let output {
      try output.write(bytes)
    } else {
      context.stdout.write(bytes: bytes)
    }
  }
}
