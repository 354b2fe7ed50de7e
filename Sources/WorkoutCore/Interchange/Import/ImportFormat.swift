// What an import format is: a type that recognizes its own files, says which options of
// `wkc import` it takes and whether several files at once, and reads a file into the common
// foreign-log shape (a wkc export: into the store's own document). `Importers.all` lists them.

/// An import format: another app's export, or wkc's own, as `wkc import` reads it.
public protocol ImportFormat: Sendable {
  /// Its name (`--from`) and title.
  var app: ForeignApp { get }
  /// How its files are written; sniffing and messages tell formats of one container apart.
  var container: ImportContainer { get }
  /// How `wkc import --help` names it among the sources: `Strong`, `a wkc export`.
  var source: String { get }
  /// What its files are, for the message about XML nothing reads: `GPX tracks`.
  var files: String { get }
  /// The options of `wkc import` it takes; the others are refused.
  var options: Set<ImportOption> { get }
  /// True when several files can be imported at once, their logs combined into one.
  var takesSeveralFiles: Bool { get }
  /// A paragraph of `wkc import --help` about it, or nil.
  var help: String? { get }
  /// Its exercise-name tables (Interchange/ExerciseNames/Tables), in the order they are read.
  var exerciseNames: [[UInt8]] { get }

  /// True when the first bytes of a file are this format's.
  func recognizes(_ head: ImportHead) -> Bool
  /// True when a file whose bytes no format recognizes is taken as this one by its name
  /// (`run.gpx`), so a broken file is told what is wrong with it as this format.
  func claims(fileName: String) -> Bool
  /// Why it refuses an option it does not take, when the common words do not say it.
  func refusal(of option: ImportOption) -> String?
  /// Checks and resolves what it reads with before any file is read (GPX: the exercise).
  func prepare(_ options: inout ImportOptions, with lookups: ImportLookups) throws
  /// Reads one file.
  func read(_ chunks: some IteratorProtocol<[UInt8]>, _ options: ImportOptions) throws
    -> ImportReading
  /// One log of the logs of several files, read in order.
  func combine(_ files: [(name: String, log: ForeignLog)]) -> ForeignLog
}

extension ImportFormat {
  /// The title.
  public var source: String { app.title }
  /// `Strong files`.
  public var files: String { "\(app.title) files" }
  /// One file at a time.
  public var takesSeveralFiles: Bool { false }
  /// No paragraph.
  public var help: String? { nil }
  /// No names.
  public var exerciseNames: [[UInt8]] { [] }
  /// Not by its name.
  public func claims(fileName: String) -> Bool { false }
  /// The common words.
  public func refusal(of option: ImportOption) -> String? { nil }
  /// The one file's log (a format that takes one file is given one).
  public func combine(_ files: [(name: String, log: ForeignLog)]) -> ForeignLog { files[0].log }
  /// Nothing to check.
  public func prepare(_ options: inout ImportOptions, with lookups: ImportLookups) throws {}
}

/// How an import format's files are written.
public enum ImportContainer: String, Sendable {
  case csv = "CSV"
  case xml = "XML"
  case json = "JSON"
}

/// An option of `wkc import` that some formats take and others refuse, in the order they are
/// checked.
public enum ImportOption: String, CaseIterable, Sendable {
  case unit, map
  case createMissing = "create-missing"
  case exercise, date, gear
}

/// The first bytes of a file to import, and its name: what a format recognizes it by.
public struct ImportHead: Sendable {
  /// The bytes read ahead (4 KiB or more, unless the file is shorter).
  public var bytes: [UInt8]
  /// The file's name as given (`-` for stdin).
  public var fileName: String
  /// True when `bytes` are the whole file.
  public var isWhole: Bool

  /// The head of a file.
  public init(_ bytes: [UInt8], fileName: String = "", isWhole: Bool = true) {
    self.bytes = bytes
    self.fileName = fileName
    self.isWhole = isWhole
  }

  /// The local name of the root element when the bytes are XML: `gpx`, `HealthData`.
  public var xmlRoot: String? { XMLSniff.root(ofFirst: bytes) }

  /// The fields of the first record read as CSV and its delimiter; nil when the bytes end
  /// before the record does.
  var csvHeader: (fields: [String], delimiter: UInt8)? {
    guard isWhole || bytes.contains(UInt8(ascii: "\n")) else { return nil }
    var reader = CSVReader(bytes: bytes, delimiter: CSVReader.delimiter(ofHeader: bytes))
    guard let record = try? reader.next() else { return nil }
    return (record.texts, reader.delimiter)
  }
}

/// What a format reads a file with: the options of the request it takes, resolved.
public struct ImportOptions: Sendable {
  /// The weight unit of a file that does not say (`--unit kg|lb`).
  public var weightUnit: Unit?
  /// The distance unit of a file that does not say.
  public var distanceUnit: Unit?
  /// The exercise every workout of the file is (GPX: `--exercise`, resolved).
  public var exercise: ExerciseID?
  /// The date of a file that gives none (GPX: `--date`).
  public var date: LocalDate?
  /// The user's time zone, for a file of instants.
  public var zone: any ZoneOffsets = FixedOffset(seconds: 0)
  /// The units people read: for the summary, and a unit guess the values leave open.
  public var units: DisplayUnits = .metric
  /// The file's name for messages and notes: a path, or `stdin`.
  public var fileName = ""

  /// Options with the units a file does not say.
  public init(weightUnit: Unit? = nil, distanceUnit: Unit? = nil) {
    self.weightUnit = weightUnit
    self.distanceUnit = distanceUnit
  }
}

/// What a format may look up before it reads: the request's options as typed, the catalog and
/// the units people read, each got only when asked.
public struct ImportLookups {
  /// The value of an option as typed (`walk` for `--exercise walk`); nil when it is not given.
  public var typed: (ImportOption) -> String?
  /// The catalog with the user's own exercises.
  public var catalog: () throws -> Catalog
  /// The units people read.
  public var units: () throws -> DisplayUnits

  /// Lookups of these.
  public init(
    typed: @escaping (ImportOption) -> String?, catalog: @escaping () throws -> Catalog,
    units: @escaping () throws -> DisplayUnits
  ) {
    self.typed = typed
    self.catalog = catalog
    self.units = units
  }
}

/// What a format read from one file.
public enum ImportReading: Sendable {
  /// Another app's workouts, in the common shape.
  case log(ForeignLog)
  /// A wkc export: the store's own files.
  case store(StoreDocument)
}
