// The CSV import formats (Strong, Hevy, FitNotes, any other of `Importers.all` whose files are
// CSV) and the one reader that streams a CSV export through the rows of its app: the app from the
// header unless told, then every row. Bytes come in chunks; only one record is held.

/// A CSV import format: a reader of its rows after the header it writes.
protocol CSVImportFormat: ImportFormat {
  /// How its header starts, for the message about a header no app writes:
  /// "`Date,Exercise,Category`".
  var headerStart: String { get }
  /// A reader of the rows after `header`; throws when it is not a header the app writes.
  func rowReader(header: [String], delimiter: UInt8, options: ImportOptions)
    throws(HeaderMismatch) -> any ForeignRowReader
  /// Why a header that no CSV format takes is another file of this app, when it is one.
  func otherFile(header: [String]) -> String?
}

extension CSVImportFormat {
  /// CSV.
  var container: ImportContainer { .csv }
  /// The units of a file that does not say, the names to map, the gear.
  var options: Set<ImportOption> { [.unit, .map, .createMissing, .gear] }
  /// None.
  func otherFile(header: [String]) -> String? { nil }

  /// True when the first record is a header of this app.
  func recognizes(_ head: ImportHead) -> Bool {
    guard let header = head.csvHeader else { return false }
    return (try? rowReader(header: header.fields, delimiter: header.delimiter, options: .init()))
      != nil
  }

  /// Reads the rows as this app's.
  func read(_ chunks: some IteratorProtocol<[UInt8]>, _ options: ImportOptions) throws
    -> ImportReading
  {
    .log(
      try ForeignImport.read(
        chunks: chunks, app: app, weightUnit: options.weightUnit,
        distanceUnit: options.distanceUnit, units: options.units))
  }
}

/// Reads one app's rows into a log.
protocol ForeignRowReader {
  /// Reads one record after the header.
  mutating func read(_ record: CSVRecord) throws(ImportError)
  /// The log of every record read.
  mutating func finish() throws(ImportError) -> ForeignLog
}

/// Reads the CSV exports of other apps (Strong, Hevy, FitNotes) into a `ForeignLog`.
public enum ForeignImport {
  /// The CSV formats, in the order a header is tried against them.
  static var formats: [any CSVImportFormat] {
    Importers.all.compactMap { $0 as? any CSVImportFormat }
  }

  /// The options of the CSV formats, those of a file whose app its header tells.
  static var options: Set<ImportOption> { formats.reduce([]) { $0.union($1.options) } }

  /// Reads the export whose bytes `chunks` yields: the app from its header unless `app` says,
  /// weights in `weightUnit` and distances in `distanceUnit` where the file does not say; a
  /// guess the values leave open takes the user's `units`.
  public static func read(
    chunks: some IteratorProtocol<[UInt8]>, app: ForeignApp? = nil, weightUnit: Unit? = nil,
    distanceUnit: Unit? = nil, units: DisplayUnits = .metric
  ) throws(ImportError) -> ForeignLog {
    if let app, !formats.contains(where: { $0.app == app }) {
      let container = Importers.format(of: app)?.container.rawValue ?? "not CSV"
      throw ImportError(
        line: 0, reason: "\(app.withArticle) export is \(container), not one of the CSV exports")
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
    var options = ImportOptions(weightUnit: weightUnit, distanceUnit: distanceUnit)
    options.units = units
    var reader = try reader(for: header, app: app, delimiter: csv.delimiter, options: options)
    while let record = try next(&csv) { try reader.read(record) }
    return try reader.finish()
  }

  /// Reads an export held in memory.
  public static func read(
    bytes: [UInt8], app: ForeignApp? = nil, weightUnit: Unit? = nil, distanceUnit: Unit? = nil,
    units: DisplayUnits = .metric
  ) throws(ImportError) -> ForeignLog {
    try read(
      chunks: [bytes].makeIterator(), app: app, weightUnit: weightUnit, distanceUnit: distanceUnit,
      units: units)
  }

  /// The app whose export starts with `header` (the first record's fields), or nil.
  public static func detect(header: [String]) -> ForeignApp? {
    format(taking: header, delimiter: UInt8(ascii: ","))?.app
  }

  /// The first format that takes `header`.
  private static func format(taking header: [String], delimiter: UInt8) -> (any CSVImportFormat)? {
    formats.first { format in
      (try? format.rowReader(header: header, delimiter: delimiter, options: .init())) != nil
    }
  }

  // MARK: - Header

  /// The reader of the first format (or of `app`'s) that takes the header; else the error that
  /// says best what the header is.
  private static func reader(
    for header: CSVRecord, app: ForeignApp?, delimiter: UInt8, options: ImportOptions
  ) throws(ImportError) -> any ForeignRowReader {
    let names = header.texts
    let candidates = formats.filter { app == nil || $0.app == app }
    var closest: (app: ForeignApp, mismatch: HeaderMismatch)?
    for format in candidates {
      do {
        return try format.rowReader(header: names, delimiter: delimiter, options: options)
      } catch {
        if closest == nil || error.known > closest!.mismatch.known {
          closest = (format.app, error)
        }
      }
    }
    if names == SetExport.csvHeader {
      throw ImportError(line: 1, reason: SetExport.notReadBack("CSV"))
    }
    for format in formats {
      if let reason = format.otherFile(header: names) {
        throw ImportError(line: 1, reason: reason)
      }
    }
    if let app, let other = format(taking: names, delimiter: delimiter)?.app {
      throw ImportError(
        line: 1,
        reason: "the header is \(other.possessive), not \(app.possessive); give --from "
          + "\(other.rawValue) or leave --from out")
    }
    if let closest, closest.mismatch.known >= 3 || app != nil {
      throw ImportError(
        line: 1,
        reason: "the header looks like \(closest.app.possessive) but \(closest.mismatch.reason)")
    }
    let starts = formats.enumerated().map { index, format in
      "\(format.app.title)\(index == 0 ? " starts" : "") \(format.headerStart)"
    }
    throw ImportError(
      line: 1,
      reason: "the header is not one of a "
        + formats.map(\.app.title).listed("or") + " export ("
        + starts.joined(separator: ", ") + ")")
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
