import WorkoutCore

// `wkc import a.gpx b.gpx …`: each file one workout of one exercise, all applied in one
// transaction; every error names its file.

extension TransferCommands {
  /// A file opened for import: its name for messages, its chunks and the first one, read ahead.
  typealias OpenedInput = (name: String, chunks: InputChunks, first: [UInt8])

  /// True when a file is taken as GPX without `--from`: a `<gpx>` root, or a `.gpx` name
  /// (so a broken GPX file is told what is wrong with it as GPX).
  static func isGPX(_ first: [UInt8], file: String) -> Bool {
    XMLSniff.app(ofFirst: first) == .gpx || file.lowercased().hasSuffix(".gpx")
  }

  /// Refuses what only GPX files take, for an import of another format.
  static func refuseGPXOnly(_ invocation: Invocation<ImportInput>, files: [String]) throws {
    for option in [ImportInput.exercise, .date] where invocation.has(option) {
      throw UsageError(
        "--\(Invocation<ImportInput>.name(option)) is for GPX files only", path: invocation.path)
    }
    guard files.count == 1 else {
      throw UsageError("several files can be given for GPX only", path: invocation.path)
    }
  }

  /// Reads every FILE as GPX into one log and applies it (or works it out, for a dry run).
  static func importGPX(
    _ invocation: Invocation<ImportInput>, first: OpenedInput, dryRun: Bool
  ) throws -> ImportSummary {
    let context = invocation.context
    for option in [ImportInput.unit, .map, .createMissing] where invocation.has(option) {
      throw UsageError(
        "--\(Invocation<ImportInput>.name(option)) is not for GPX files", path: invocation.path)
    }
    let date = try invocation.date(.date)
    let exercise = try GPXImport.exercise(invocation.value(.exercise), in: context.catalog())
    let forced = invocation.value(.from) != nil
    var logs: [(name: String, log: ForeignLog)] = []
    for (index, file) in invocation.values(.file).enumerated() {
      let input: OpenedInput
      if index == 0 {
        input = first
      } else {
        let chunks = try InputChunks(file, stdin: context.stdin)
        input = (file == "-" ? "stdin" : file, chunks, chunks.next() ?? [])
        guard forced || isGPX(input.first, file: file) else {
          throw UsageError(
            "several files can be given for GPX only; \(input.name) is not a GPX file",
            path: invocation.path)
        }
      }
      logs.append((input.name, try readGPX(input, exercise: exercise.id, date: date, context)))
    }
    let store = try context.openStore()
    let gear = try invocation.gearChoice(.gear, store: store) ?? .automatic
    let maps = [(name: exercise.id.rawValue, id: exercise.id)]
    func apply(_ log: ForeignLog) throws -> ImportSummary {
      let operation = ImportWorkouts(
        log: log, maps: maps, dryRun: dryRun, moment: context.moment, gear: gear)
      if dryRun { return try store.read(operation) }
      return try context.perform(operation, on: store)
    }
    do {
      return try apply(GPXImport.combine(logs))
    } catch let error as ImportError {
      // Name the file whose workout cannot go in: the one that fails alone.
      for (name, log) in logs where logs.count > 1 {
        let operation = ImportWorkouts(log: log, maps: maps, dryRun: true, moment: context.moment)
        do {
          _ = try store.read(operation)
        } catch let alone as ImportError {
          throw InvalidInput(message: message(alone, file: name))
        }
      }
      throw InvalidInput(message: message(error, file: logs.map(\.name).joined(separator: ", ")))
    }
  }

  /// One file read as GPX; an error names the file.
  private static func readGPX(
    _ input: OpenedInput, exercise: ExerciseID, date: LocalDate?, _ context: Context
  ) throws -> ForeignLog {
    var pending: [UInt8]? = input.first.isEmpty ? nil : input.first
    let chunks = input.chunks
    let rest = AnyIterator<[UInt8]> {
      if let chunk = pending {
        pending = nil
        return chunk
      }
      return chunks.next()
    }
    do {
      let log = try GPXImport.read(
        chunks: rest, exercise: exercise, zone: context.moment.zone, fileName: input.name,
        date: date, units: try context.units())
      try chunks.checkRead(input.name)
      return log
    } catch let error as ImportError {
      try chunks.checkRead(input.name)
      throw InvalidInput(message: message(error, file: input.name))
    }
  }

  /// `run.gpx: line 12: …`, or `run.gpx: …` for the file as a whole.
  private static func message(_ error: ImportError, file: String) -> String {
    error.line > 0 ? "\(file): line \(error.line): \(error.reason)" : "\(file): \(error.reason)"
  }
}
