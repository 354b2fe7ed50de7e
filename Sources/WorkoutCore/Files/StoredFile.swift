/// A file wkc keeps, read and written one way: its JSON shapes declared once as `Fields`, each
/// field with the version of the file that added it, and its current version derived from them.
/// A file of an older version reads as that version meant it; one of a newer version, or one
/// that does not parse, is refused naming the file, line and column (`StoreError.unreadable`,
/// exit 74) and never overwritten.
public protocol StoredFile {
  /// What reading the file needs beyond its bytes: the month a month file's name says, a
  /// journal entry's number; nothing for most.
  associatedtype Name = Void

  /// The file in words, as errors name it: "a month file", "the gear file".
  static var title: String { get }

  /// Every object shape of the file with its fields, the file's own object first.
  static var shapes: [any FieldTable] { get }

  /// Reads the file from its bytes: fails on anything the file's version does not allow.
  static func read(_ bytes: [UInt8], name: Name) throws(JSONError) -> Self

  /// The file's bytes, pretty-printed with sorted keys.
  func encoded() -> [UInt8]
}

extension StoredFile {
  /// The version this wkc writes and the newest it reads: the newest version any field of the
  /// file was added in.
  public static var currentVersion: Int {
    shapes.reduce(1) { Swift.max($0, $1.newestVersion) }
  }

  /// Reads `bytes`, the file at `path`, with `read`. When that fails and the file says it is of
  /// a newer version than this wkc reads, the newer version is the error (a newer file may use
  /// shapes this wkc does not know); else the reader's.
  public static func decode<T>(
    _ bytes: [UInt8], path: String, _ read: (inout JSONReader) throws(JSONError) -> T
  ) throws(StoreError) -> T {
    do {
      return try JSONReader.read(bytes, read)
    } catch {
      throw .unreadable(path: path, newerVersionError(in: bytes) ?? error)
    }
  }

  /// Reads `bytes`, the file at `path`, whole; see `decode(_:path:_:)`.
  public static func decode(_ bytes: [UInt8], path: String, name: Name) throws(StoreError) -> Self {
    do {
      return try read(bytes, name: name)
    } catch {
      throw .unreadable(path: path, newerVersionError(in: bytes) ?? error)
    }
  }

  /// The file at `path`, nil when there is none; a link to nothing or a folder in the way is a
  /// file error (`FileSystem.contents(of:)`).
  public static func load(from path: String, name: Name) throws(StoreError) -> Self? {
    guard
      let bytes = try fileOperation({ () throws(FileError) in try FileSystem.contents(of: path) })
    else { return nil }
    return try decode(bytes, path: path, name: name)
  }

  /// The error for a `version` in `bytes` newer than this wkc reads, if there is one.
  private static func newerVersionError(in bytes: [UInt8]) -> JSONError? {
    try? JSONReader.read(bytes) { reader throws(JSONError) -> JSONError? in
      guard let (version, offset) = try reader.readVersionOnly(), version > currentVersion else {
        return nil
      }
      return reader.error(
        "version \(version) is newer than this wkc reads (\(currentVersion)); update wkc",
        at: offset)
    }
  }
}

extension StoredFile where Name == Void {
  /// Reads the file from its bytes.
  public static func read(_ bytes: [UInt8]) throws(JSONError) -> Self { try read(bytes, name: ()) }

  /// Reads `bytes`, the file at `path`, whole.
  public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> Self {
    try decode(bytes, path: path, name: ())
  }

  /// The file at `path`, nil when there is none.
  public static func load(from path: String) throws(StoreError) -> Self? {
    try load(from: path, name: ())
  }
}

/// The fields of a stored file's own object, one of which is its `version`.
public protocol FileField: JSONField {
  /// The `version` key.
  static var version: Self { get }
}

extension JSONReader {
  /// Reads a stored file's object of `fields`: its `version` (a whole number from 1, no newer
  /// than `File.currentVersion`), and every other field with `body`. Then fails when there was
  /// no version, when the file holds a field its version did not have (as that version failed
  /// on an unknown key), and on any problem of a newer version's shape (`newerShapeError`).
  /// Returns the version.
  @discardableResult
  public mutating func readStoredFile<File: StoredFile, Field: FileField>(
    _ file: File.Type, _ fields: Fields<Field>,
    _ body: (inout JSONReader, Field) throws(JSONError) -> Void
  ) throws(JSONError) -> Int {
    var version: Int?
    try readFields(fields) { reader, field throws(JSONError) in
      guard field == .version else { return try body(&reader, field) }
      version = try reader.readCheckedVersion(newest: File.currentVersion)
    }
    guard let version else { throw error("\(File.title) needs a `version`", at: 0) }
    if let (message, offset) = olderVersionErrors[version] { throw error(message, at: offset) }
    if let newerShapeError { throw newerShapeError }
    return version
  }
}

/// Every kind of file wkc stores, for the checks that span them (versions, the data format
/// document).
public enum StoredFiles {
  /// Each kind: its path in words as the data format document heads it, and its type.
  public static var all: [(path: String, type: any StoredFile.Type)] {
    [
      ("menus/YYYY-MM.json", MonthFile.self),
      ("catalog.json", CatalogFile.self),
      ("templates.json", TemplateFile.self),
      ("gear.json", GearFile.self),
      ("program.json", ProgramFile.self),
      ("body.json", BodyFile.self),
      ("index.json", ExerciseIndex.self),
      ("journal/NNNNNNNN.json", JournalEntry.self),
      ("commit.json", UnfinishedChange.self),
      ("config.json", SettingsFile.self),
      ("wkc export --format json", StoreDocument.self),
    ]
  }
}

extension StoreFile {
  /// Fails, naming `path`, unless `bytes` read as this file.
  func check(_ bytes: [UInt8], path: String) throws(StoreError) {
    switch self {
    case .month(let month): _ = try MonthFile.decode(bytes, path: path, name: month)
    case .catalog: _ = try CatalogFile.decode(bytes, path: path)
    case .templates: _ = try TemplateFile.decode(bytes, path: path)
    case .gear: _ = try GearFile.decode(bytes, path: path)
    case .program: _ = try ProgramFile.decode(bytes, path: path)
    case .body: _ = try BodyFile.decode(bytes, path: path)
    }
  }
}
