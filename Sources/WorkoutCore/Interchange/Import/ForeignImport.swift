// The entry point of the CSV importers: finds the delimiter and the app from the header, then
// streams every row through that app's reader. Bytes come in chunks; only one record is held.

/// What an importer is told besides the file: the units of values a file writes without one.
struct ImportOptions {
  /// The weight unit of a file that does not say (`--unit kg|lb`).
  var weightUnit: Unit?
  /// The distance unit of a file that does not say.
  var distanceUnit: Unit?
}

/// Reads one app's rows into a log.
protocol ForeignRowReader {
  /// Reads one record after the header.
  mutating func read(_ record: CSVRecord) throws(ImportError)
  /// The log of every record read.
  mutating func finish() throws(ImportError) -> ForeignLog
}

/// Reads exports of Strong, Hevy and FitNotes into a `ForeignLog`.
public enum ForeignImport {
  /// Reads the export whose bytes `chunks` yields: the app from its header unless `app` says,
  /// weights in `weightUnit` and distances in `distanceUnit` where the file does not say.
  public static func read(
    chunks: some IteratorProtocol<[UInt8]>, app: ForeignApp? = nil, weightUnit: Unit? = nil,
    distanceUnit: Unit? = nil
  ) throws(ImportError) -> ForeignLog {
    switch app {
    case .wkc:
      throw ImportError(line: 0, reason: "a wkc export is JSON, not one of the CSV exports")
    case .appleHealth, .gpx:
      throw ImportError(line: 0, reason: "\(app!.title) files are XML, not CSV")
    default: break
    }
    if let weightUnit, weightUnit.dimension != .weight {
      throw ImportError(line: 0, reason: "\(weightUnit.symbol) is not a weight unit")
    }
    if let distanceUnit, distanceUnit.dimension != .distance {
      throw ImportError(line: 0, reason: "\(distanceUnit.symbol) is not a distance unit")
    }
    // The first line, read ahead for its delimiter.
    let head = ReadAhead(chunks, limit: CSVReader.recordLimit) { !$0.contains(UInt8(ascii: "\n")) }
    var csv = CSVReader(chunks: head, delimiter: CSVReader.delimiter(ofHeader: head.ahead))
    guard let header = try next(&csv) else {
      throw ImportError(line: 0, reason: "the file is empty")
    }
    let options = ImportOptions(weightUnit: weightUnit, distanceUnit: distanceUnit)
    var reader = try reader(for: header, app: app, delimiter: csv.delimiter, options: options)
    while let record = try next(&csv) { try reader.read(record) }
    return try reader.finish()
  }

  /// Reads an export held in memory.
  public static func read(
    bytes: [UInt8], app: ForeignApp? = nil, weightUnit: Unit? = nil, distanceUnit: Unit? = nil
  ) throws(ImportError) -> ForeignLog {
    try read(
      chunks: [bytes].makeIterator(), app: app, weightUnit: weightUnit, distanceUnit: distanceUnit)
  }

  /// The app whose export starts with `header` (the first record's fields), or nil.
  public static func detect(header: [String]) -> ForeignApp? {
    let record = CSVRecord(header.map { CSVField($0) }, line: 1)
    let reader = try? reader(
      for: record, app: nil, delimiter: UInt8(ascii: ","), options: ImportOptions())
    return reader.map(app(of:))
  }

  // MARK: - Header

  private static func reader(
    for header: CSVRecord, app: ForeignApp?, delimiter: UInt8, options: ImportOptions
  ) throws(ImportError) -> any ForeignRowReader {
    let names = header.texts
    let apps: [ForeignApp] = app.map { [$0] } ?? [.strong, .hevy, .fitnotes]
    var closest: (app: ForeignApp, mismatch: HeaderMismatch)?
    for candidate in apps {
      do {
        switch candidate {
        case .strong:
          return try StrongReader(header: names, delimiter: delimiter, options: options)
        case .hevy:
          return try HevyReader(header: names, delimiter: delimiter, options: options)
        case .fitnotes:
          return try FitNotesReader(header: names, delimiter: delimiter, options: options)
        case .wkc, .appleHealth, .gpx: continue
        }
      } catch {
        if closest == nil || error.known > closest!.mismatch.known {
          closest = (candidate, error)
        }
      }
    }
    if names.map({ $0.lowercased() }) == ["date", "time", "measurement", "value", "unit"] {
      throw ImportError(
        line: 1, reason: "this is a FitNotes body tracker export, not a workout export")
    }
    if let app,
      let other = try? reader(
        for: header, app: nil, delimiter: delimiter, options: options)
    {
      let detected = Self.app(of: other)
      throw ImportError(
        line: 1,
        reason: "the header is \(detected.possessive), not \(app.possessive); give --from "
          + "\(detected.rawValue) or leave --from out")
    }
    if let closest, closest.mismatch.known >= 3 || app != nil {
      throw ImportError(
        line: 1,
        reason: "the header looks like \(closest.app.possessive) but \(closest.mismatch.reason)")
    }
    throw ImportError(
      line: 1,
      reason: "the header is not one of a Strong, Hevy or FitNotes export "
        + "(Strong starts `Date,Workout Name` or `\"Workout #\";\"Date\"`, Hevy `\"title\",\"start_time\"`, "
        + "FitNotes `Date,Exercise,Category`)")
  }

  private static func app(of reader: any ForeignRowReader) -> ForeignApp {
    switch reader {
    case is StrongReader: .strong
    case is HevyReader: .hevy
    default: .fitnotes
    }
  }

  /// The next record, CSV errors as import errors.
  private static func next(_ csv: inout CSVReader) throws(ImportError) -> CSVRecord? {
    do {
      return try csv.next()
    } catch {
      switch error {
      case .unterminatedQuote(let line):
        throw ImportError(
          line: line, reason: "a quoted field is not closed before the end of the file")
      case .invalidUTF8(let line): throw ImportError(line: line, reason: "the text is not UTF-8")
      case .recordTooLong(let line, let limit):
        throw ImportError(line: line, reason: "a row is longer than \(limit / (1 << 20)) MiB")
      }
    }
  }
}

extension ForeignApp {
  /// "Strong's", "FitNotes'".
  var possessive: String { title.hasSuffix("s") ? title + "'" : title + "'s" }

  /// `Strong`, `Hevy`, `FitNotes`, `wkc`.
  public var title: String {
    switch self {
    case .strong: "Strong"
    case .hevy: "Hevy"
    case .fitnotes: "FitNotes"
    case .wkc: "wkc"
    case .appleHealth: "Apple Health"
    case .gpx: "GPX"
    }
  }
}
