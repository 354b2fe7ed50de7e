// Carrying out `wkc import`: the format of the first file (`--from`, else what its first bytes
// or its name say), the options it takes, every file read as it (streamed, chunk by chunk), and
// the import of what was read, or its summary for a dry run. Every error names its file.

extension ImportRequest {
  /// Reads the files and imports them into the store, or works out what that would add.
  public func perform(in environment: ImportEnvironment) throws -> ImportOutcome {
    let named = try from.map(Importers.format(named:))
    let units = try units()
    var maps = try namesAndIDs()
    guard let file = files.first else { throw ImportRequestError.noFile }
    let first = try OpenedInput(file, environment)
    // A file no format recognizes is read as a CSV export, its header telling whose.
    let format = named ?? Importers.format(recognizing: first.head)
    try refuseOptions(format)
    if replace, format?.app == .wkc { throw ImportRequestError.replaceOfWkcExport }
    var options = ImportOptions(weightUnit: units.weight, distanceUnit: units.distance)
    options.zone = environment.moment.zone
    // The user's units: a unit guess the values leave open takes them.
    options.units = try environment.units()
    if let date {
      do throws(DateError) {
        options.date = try DateExpression.parse(date, today: environment.moment.today)
      } catch {
        throw ImportRequestError.badDate(error.message)
      }
    }
    try format?.prepare(
      &options,
      with: ImportLookups(
        typed: typed, catalog: { try environment.store().catalog() }, units: environment.units))
    if let exercise = options.exercise { maps.append((exercise.rawValue, exercise)) }
    let store = try environment.store()
    let gear = try self.gear.map(store.gearChoice(typed:))
    var readings: [(name: String, reading: ImportReading)] = []
    for (index, file) in files.enumerated() {
      let input = index == 0 ? first : try OpenedInput(file, environment)
      if index > 0, let format, from == nil, !format.recognizes(input.head),
        !format.claims(fileName: file)
      {
        throw ImportRequestError.severalFiles(file: input.name, notA: format.app)
      }
      options.fileName = input.name
      readings.append((input.name, try input.read(as: format, named: named, options)))
    }
    if case .store(let document) = readings[0].reading {
      if replace { throw ImportRequestError.replaceOfWkcExport }
      let operation = ImportStore(
        document: document, source: readings[0].name, moment: environment.moment)
      if dryRun { return ImportOutcome(summary: try store.read(operation)) }
      let performed = try store.perform(operation)
      return ImportOutcome(summary: performed.outcome, gear: performed.gear)
    }
    let logs = readings.compactMap { name, reading in
      if case .log(let log) = reading { (name: name, log: log) } else { nil }
    }
    return try importLogs(
      logs, combined: format?.combine(logs) ?? logs[0].log, maps: maps, gear: gear,
      into: store, at: environment.moment)
  }

  /// Imports what other apps' files hold (or works it out, for a dry run). An error names the
  /// file whose workouts cannot go in: the one that fails alone, else all of them.
  private func importLogs(
    _ logs: [(name: String, log: ForeignLog)], combined: ForeignLog,
    maps: [(name: String, id: ExerciseID)], gear: GearChoice?, into store: Store,
    at moment: Moment
  ) throws -> ImportOutcome {
    let operation = ImportWorkouts(
      log: combined, maps: maps, createMissing: createMissing, dryRun: dryRun, moment: moment,
      gear: gear ?? .automatic, replace: replace)
    let names = logs.map(\.name).joined(separator: ", ")
    do {
      if dryRun { return ImportOutcome(summary: try store.read(operation)) }
      let performed = try store.perform(operation)
      return ImportOutcome(summary: performed.outcome, gear: performed.gear)
    } catch let error as ImportError {
      for (name, log) in logs where logs.count > 1 {
        let alone = ImportWorkouts(log: log, maps: maps, dryRun: true, moment: moment)
        do {
          _ = try store.read(alone)
        } catch let error as ImportError {
          throw ImportFileError(file: name, error)
        }
      }
      throw ImportFileError(file: names, error)
    } catch var error as UnmappedNames {
      error.file = names
      throw error
    }
  }

  /// Refuses the options `format` does not take, and several files for a format that takes
  /// one; a file no format recognizes takes what the CSV formats take.
  private func refuseOptions(_ format: (any ImportFormat)?) throws(ImportRequestError) {
    let taken = format?.options ?? ForeignImport.options
    for option in ImportOption.allCases where gives(option) && !taken.contains(option) {
      if let reason = format?.refusal(of: option) { throw .refused(option, reason) }
      let takers = Importers.all.filter { $0.options.contains(option) }
      throw .refused(
        option,
        takers.count == 1
          ? "--\(option.rawValue) is for \(takers[0].app.title) files only"
          : "--\(option.rawValue) is not for \(format?.app.title ?? "CSV") files")
    }
    if files.count > 1, format?.takesSeveralFiles != true { throw .severalFiles() }
  }
}

/// A file opened for import: its name for messages, and its chunks with the head read ahead.
private struct OpenedInput {
  /// The file's name, or `stdin`.
  let name: String
  let input: any ImportInput
  let chunks: ReadAhead<InputIterator>
  /// The first bytes, for telling the format.
  let head: ImportHead

  /// Enough of the head to see past an XML declaration to the root (stdin may give a line at
  /// a time).
  static let headSize = 4096

  init(_ file: String, _ environment: ImportEnvironment) throws {
    name = file == "-" ? "stdin" : file
    input = try environment.open(file)
    chunks = ReadAhead(InputIterator(input: input), limit: Self.headSize)
    head = ImportHead(chunks.ahead, fileName: file, isWhole: chunks.ahead.count < Self.headSize)
  }

  /// Reads the file as `format` (nil: as a CSV export of the app its header names). A read
  /// that failed part way is said first, so what came before it is never imported or blamed.
  func read(
    as format: (any ImportFormat)?, named: (any ImportFormat)?, _ options: ImportOptions
  ) throws -> ImportReading {
    do {
      let reading = try readChunks(as: format, named: named, options)
      try input.checkRead(name)
      return reading
    } catch let error as ImportError {
      try input.checkRead(name)
      throw ImportFileError(file: name, error)
    } catch {
      try input.checkRead(name)
      throw error
    }
  }

  private func readChunks(
    as format: (any ImportFormat)?, named: (any ImportFormat)?, _ options: ImportOptions
  ) throws -> ImportReading {
    // A file another format recognizes, not read as one of another kind (CSV, XML, JSON).
    if let named,
      let other = Importers.all.first(where: {
        $0.container != named.container && $0.recognizes(head)
      })
    {
      throw ImportError(
        line: 0,
        reason: "this is \(other.app.withArticle) export, not \(named.app.withArticle) export; "
          + "give --from \(other.app.rawValue) or leave --from out")
    }
    if let format { return try format.read(chunks, options) }
    if XMLSniff.looksLikeXML(head.bytes) {
      let root = XMLSniff.root(ofFirst: head.bytes).map { "<\($0)>" } ?? "unknown"
      throw ImportError(
        line: 0,
        reason: "this XML file's root element is \(root.terminalSafe); wkc imports "
          + Importers.otherApps)
    }
    return .log(
      try ForeignImport.read(
        chunks: chunks, weightUnit: options.weightUnit, distanceUnit: options.distanceUnit,
        units: options.units))
  }
}

/// The chunks of an import input.
private struct InputIterator: IteratorProtocol {
  let input: any ImportInput

  func next() -> [UInt8]? { input.next() }
}
