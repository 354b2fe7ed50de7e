import WorkoutCore

/// `import` and `export`: history in from Strong, Hevy, FitNotes, Apple Health, GPX tracks or a
/// wkc export, and out as
/// JSON, JSON Lines, CSV, Markdown or a PDF gym sheet.
enum TransferCommands {
  static var importCommand: CommandSpec {
    CommandSpec(
      name: "import",
      abstract: "Bring in history from Strong, Hevy, FitNotes, Apple Health, GPX or a wkc export.",
      discussion: """
        The source is detected from the file's header unless --from says it. Each workout \
        becomes its date's menu (the workout's name in the menu note), each exercise a workout, \
        each row a done set. Importing the same file again, or a later export of the same app, \
        adds only workouts not imported before. Exercise names are mapped to catalog ids; names \
        nothing maps stop the import before it writes, listed with counts and suggestions. One \
        bad row stops the import (exit 65) and nothing is written.

        Apple Health's export.xml (also from stdin, straight out of export.zip) gives each \
        run, walk, ride or swim as one done set of distance and duration; workout types with no \
        exercise are counted, not imported.

        A GPX file (a recorded run, walk or ride; several can be given) becomes one workout of \
        --exercise with one done set: the track's distance and, when its points have times, the \
        time from the first to the last, dated by the first point in your time zone.
        """,
      input: ImportInput.self,
      examples: [
        "wkc import strong.csv --dry-run",
        "wkc import strong.csv --unit lb",
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
      abstract: "Write menus and results as JSON, JSON Lines, CSV, Markdown or a PDF gym sheet.",
      discussion: """
        json: the whole store in one document (menus, your exercises, templates), which \
        'wkc import' reads back. jsonl and csv: one record per set, values in kg, km and \
        seconds. md: Markdown tables of plan and result. pdf: one A4 page per date to take to \
        the gym; it needs --output or a pipe.
        """,
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
    case file, from, dryRun, unit, map, createMissing, exercise, date, gear

    var declaration: InputDeclaration {
      switch self {
      case .file:
        .argument(
          ArgumentSpec(
            name: "FILE", help: "The export file; - reads stdin. Several GPX files at once.",
            isRepeating: true))
      case .from:
        .option(
          .value(
            "from", "APP",
            "strong, hevy, fitnotes, wkc, apple-health or gpx; detected when left out.",
            values: ForeignApp.allCases.map(\.rawValue)))
      case .dryRun: .option(.flag("dry-run", "Say what would be added; write nothing."))
      case .unit:
        .option(
          .value(
            "unit", "U",
            "kg or lb, km or mi, or both (lb,km): the units of a file that does not say.",
            values: ["kg", "lb", "km", "mi"]))
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
        .option(
          .value(
            "format", "F", "json (default), jsonl, csv, md or pdf.",
            values: ExportFormat.allCases.map(\.rawValue)))
      case .from: .option(.value("from", "D", "The first date (default: the first there is)."))
      case .to: .option(.value("to", "D", "The last date (default: the last there is)."))
      case .output: .option(.value("output", "FILE", "Write to FILE instead of stdout."))
      }
    }
  }

  // MARK: - import

  private static func runImport(_ invocation: Invocation<ImportInput>) throws {
    let context = invocation.context
    let files = invocation.values(.file)
    let file = files[0]
    let app = try invocation.value(.from).map { text throws(UsageError) in
      guard let app = ForeignApp(rawValue: text.lowercased()) else {
        let near = nearest(text.lowercased(), ForeignApp.allCases.map(\.rawValue))
        throw UsageError(
          "--from must be strong, hevy, fitnotes, wkc, apple-health or gpx, not '\(text)'"
            + (near.map { "; did you mean '\($0)'?" } ?? ""), path: invocation.path)
      }
      return app
    }
    var unit: FileUnits = (nil, nil)
    if let text = invocation.value(.unit) {
      for part in text.split(separator: ",") {
        let word = part.trimmingSpaces.lowercased()
        let unknown = UsageError(
          "--unit takes kg or lb, km or mi, or both like lb,km; not '\(text)'",
          path: invocation.path)
        if let value = SettingKey.units.value(word) {
          guard unit.weight == nil else { throw unknown }
          unit.weight = value == "lb" ? .pound : .kilogram
        } else if let value = SettingKey.distance.value(word) {
          guard unit.distance == nil else { throw unknown }
          unit.distance = value == "mi" ? .mile : .kilometre
        } else {
          throw unknown
        }
      }
    }
    let maps = try invocation.values(.map).map { text throws(UsageError) in
      guard let equals = text.lastIndex(of: "="), equals != text.startIndex,
        !text[text.index(after: equals)...].trimmingSpaces.isEmpty
      else {
        throw UsageError(
          "--map needs NAME=ID, e.g. --map 'Bench Press (Barbell)=bench-press', not '\(text)'",
          path: invocation.path)
      }
      return (
        name: String(text[..<equals].trimmingSpaces),
        id: ExerciseID(rawValue: String(text[text.index(after: equals)...].trimmingSpaces))
      )
    }
    let dryRun = invocation.has(.dryRun)
    let name = file == "-" ? "stdin" : file
    let chunks = try InputChunks(file, stdin: context.stdin)
    var first = chunks.next() ?? []
    // Enough to see past an XML declaration to the root (stdin may give a line at a time).
    while first.count < 4096, let more = chunks.next() { first += more }
    if app == .gpx || (app == nil && isGPX(first, file: file)) {
      let summary = try importGPX(invocation, first: (name, chunks, first), dryRun: dryRun)
      return report(summary, dryRun: dryRun, context: context)
    }
    try refuseGPXOnly(invocation, files: files)
    let store = try context.openStore()
    let gear = try invocation.gearChoice(.gear, store: store)
    let summary: ImportSummary
    do {
      summary = try importChunks(
        chunks, first: first, name: name, app: app, unit: unit, maps: maps, dryRun: dryRun,
        createMissing: invocation.has(.createMissing), store: store, context: context,
        gear: gear)
    } catch let error as ImportError {
      try chunks.checkRead(name)
      throw InvalidInput(
        message: error.line > 0
          ? "\(name): line \(error.line): \(error.reason)"
          : "\(name): \(error.reason)")
    } catch let error as UnmappedNames {
      throw InvalidInput(message: unmappedMessage(error.names, file: name), isMultiline: true)
    }
    report(summary, dryRun: dryRun, context: context)
  }

  /// Prints what an import added, as text or JSON.
  static func report(_ summary: ImportSummary, dryRun: Bool, context: Context) {
    if context.json {
      return context.printJSON { $0.write(summary, dryRun: dryRun) }
    }
    context.stdout.write(
      ImportReport(
        summary: summary, dryRun: dryRun, ellipsis: context.style.unicode ? "…" : "..."
      ).text)
  }

  /// Reads the input as its app's export and applies it (or works it out, for a dry run).
  private static func importChunks(
    _ chunks: InputChunks, first: [UInt8], name: String, app: ForeignApp?, unit: FileUnits,
    maps: [(name: String, id: ExerciseID)],
    dryRun: Bool, createMissing: Bool, store: Store, context: Context, gear: GearChoice? = nil
  ) throws -> ImportSummary {
    var first = first
    if app == .wkc || (app == nil && StoreDocument.looksLikeDocument(first)) {
      while first.count <= InputLimit.storeDocument, let more = chunks.next() { first += more }
      guard first.count <= InputLimit.storeDocument else {
        throw InvalidInput(
          message: "the export is larger than \(InputLimit.describe(InputLimit.storeDocument))")
      }
      try chunks.checkRead(name)
      let document: StoreDocument
      do throws(JSONError) {
        document = try StoreDocument.read(first)
      } catch {
        throw InputError(source: name, error)
      }
      if gear != nil {
        throw UsageError("--gear is for other apps' exports; a wkc export keeps its gear")
      }
      let operation = ImportStore(document: document, source: name, moment: context.moment)
      return dryRun ? try store.read(operation) : try context.perform(operation, on: store)
    }
    var pending: [UInt8]? = first.isEmpty ? nil : first
    let rest = AnyIterator<[UInt8]> {
      if let chunk = pending {
        pending = nil
        return chunk
      }
      return chunks.next()
    }
    let sniffed = XMLSniff.app(ofFirst: first)
    if app == nil, sniffed == nil, XMLSniff.looksLikeXML(first) {
      let root = XMLSniff.root(ofFirst: first).map { "<\($0)>" } ?? "unknown"
      throw ImportError(
        line: 0,
        reason: "this XML file's root element is \(root.terminalSafe); wkc imports Apple "
          + "Health's export.xml and GPX tracks, and the CSV exports of Strong, Hevy and FitNotes")
    }
    if sniffed == .appleHealth, let app, app != .appleHealth {
      throw ImportError(
        line: 0,
        reason: "this is an Apple Health export, not a \(app.title) export; give --from "
          + "apple-health or leave --from out")
    }
    let log =
      app == .appleHealth || (app == nil && sniffed == .appleHealth)
      ? try AppleHealthImport.read(chunks: rest)
      : try ForeignImport.read(
        chunks: rest, app: app, weightUnit: unit.weight, distanceUnit: unit.distance)
    // A read that failed part way must not import what came before it.
    try chunks.checkRead(name)
    let operation = ImportWorkouts(
      log: log, maps: maps, createMissing: createMissing, dryRun: dryRun,
      moment: context.moment, gear: gear ?? .automatic)
    if dryRun { return try store.read(operation) }
    return try context.perform(operation, on: store)
  }

  /// `3 exercise names in strong.csv are not mapped: …`, one line per name.
  private static func unmappedMessage(_ names: [UnmappedName], file: String) -> String {
    var lines = [
      "\(names.count) exercise name\(names.count == 1 ? " is" : "s are") not mapped in \(file); "
        + "nothing was imported:"
    ]
    for name in names {
      var line = "  \"\(name.name.terminalSafe)\": \(name.sets) set"
      line += name.sets == 1 ? "" : "s"
      if !name.candidates.isEmpty {
        line +=
          "; did you mean "
          + name.candidates.map(\.rawValue).joined(separator: ", ") + "?"
      }
      lines.append(line)
    }
    let example = names.first.map { "\($0.name)=\($0.candidates.first?.rawValue ?? "ID")" } ?? ""
    lines.append(
      "Map each with --map \"\(example.terminalSafe)\", or add them as your own "
        + "exercises with --create-missing.")
    return lines.joined(separator: "\n")
  }

  // MARK: - export

  private static func runExport(_ invocation: Invocation<ExportInput>) throws {
    let context = invocation.context
    let formatText = invocation.value(.format)?.lowercased() ?? "json"
    guard let format = ExportFormat(rawValue: formatText) else {
      let near = nearest(formatText, ExportFormat.allCases.map(\.rawValue))
      throw UsageError(
        "--format must be json, jsonl, csv, md or pdf, not '\(formatText)'"
          + (near.map { "; did you mean '\($0)'?" } ?? ""), path: invocation.path)
    }
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let from, let to, from > to {
      throw UsageError("--from \(from) is after --to \(to)", path: invocation.path)
    }
    let output = invocation.value(.output)
    if format == .pdf, output == nil, context.stdout.isTerminal {
      throw UsageError(
        "a PDF is not for the terminal; give --output FILE or pipe it", path: invocation.path)
    }
    let store = try context.openStore()
    let dates = (from ?? LocalDate(daysSinceEpoch: -719_162))...(to ?? YearMonth.last.lastDay)
    let bytes = try exportBytes(
      format, store: store, dates: from == nil && to == nil ? nil : dates, context: context)
    if let output {
      do throws(FileError) {
        try FileSystem.writeAtomically(bytes, to: output)
      } catch {
        throw CommandFailure(error.message)
      }
    } else {
      context.stdout.write(bytes: bytes)
    }
  }

  /// The export's bytes.
  private static func exportBytes(
    _ format: ExportFormat, store: Store, dates: ClosedRange<LocalDate>?, context: Context
  ) throws -> [UInt8] {
    if format == .json { return try StoreDocument(store: store, dates: dates).json }
    let catalog = try context.catalog()
    var menus: [Menu] = []
    var bytes: [UInt8] = []
    let sets = SetExport(format: format == .csv ? .csv : .jsonl, catalog: catalog)
    if format == .csv || format == .jsonl { bytes = sets.header }
    try store.forEachMenu(in: dates) { menu in
      switch format {
      case .csv, .jsonl: sets.write(menu, into: &bytes)
      case .md, .pdf: menus.append(menu)
      case .json: break
      }
    }
    switch format {
    case .md: return MarkdownExport(catalog: catalog, units: try context.units()).document(menus)
    case .pdf: return GymSheet(catalog: catalog, units: try context.units()).pdf(menus)
    default: return bytes
    }
  }
}

/// The units of a file that does not say, from `--unit`: nil where it is left to the file.
typealias FileUnits = (weight: Unit?, distance: Unit?)

/// The formats of `wkc export`.
enum ExportFormat: String, CaseIterable {
  case json, jsonl, csv, md, pdf
}
