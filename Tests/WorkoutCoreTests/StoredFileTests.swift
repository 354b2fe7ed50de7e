import Foundation
import Testing

@testable import WorkoutCore

/// Every file wkc stores is declared once (`StoredFile`): its version is the newest version one
/// of its fields was added in, a fixture of every version it ever had reads with today's reader
/// and is written back as today's version, and the data format document lists the same fields.
@Suite struct StoredFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Files")

  /// The fixture folder of each kind of file, in the order of `StoredFiles.all`.
  static let folders = [
    "month", "catalog", "templates", "gear", "program", "body", "index", "journal", "commit",
    "settings", "export",
  ]

  static func fixture(_ folder: String, version: Int) -> [UInt8]? {
    FileManager.default.contents(
      atPath: fixtures.appendingPathComponent("\(folder)/v\(version).json").path
    ).map(Array.init)
  }

  @Test func everyKindOfFileHasAFixtureFolder() {
    #expect(StoredFiles.all.count == Self.folders.count)
    let present = try? FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
    #expect(Set(present ?? []) == Set(Self.folders))
  }

  /// A new field added in a new version raises the file's version: this list changes, and the
  /// next test then asks for a fixture of the new version (the migration's test).
  @Test func eachFileIsOfTheNewestVersionItsFieldsWereAddedIn() {
    let versions = StoredFiles.all.map { kind in
      "\(kind.path) \(kind.type.currentVersion)"
    }
    #expect(
      versions == [
        "menus/YYYY-MM.json 6", "catalog.json 4", "templates.json 4", "gear.json 2",
        "program.json 1", "body.json 1", "index.json 8", "journal/NNNNNNNN.json 1", "commit.json 1",
        "config.json 3",
        "wkc export --format json 2",
      ])
    for kind in StoredFiles.all {
      let newest = kind.type.shapes.flatMap(\.rows).map(\.since).max() ?? 1
      #expect(kind.type.currentVersion == newest, "\(kind.path)")
    }
  }

  /// Every version a file ever had has a fixture, and no version it never had; the index, a
  /// cache rebuilt when of another version, keeps only its own.
  @Test func eachVersionOfEachFileHasAFixture() {
    for (kind, folder) in zip(StoredFiles.all, Self.folders) {
      let oldest = kind.type == ExerciseIndex.self ? kind.type.currentVersion : 1
      let wanted = Set((oldest...kind.type.currentVersion).map { "v\($0).json" })
      let present = try? FileManager.default.contentsOfDirectory(
        atPath: Self.fixtures.appendingPathComponent(folder).path)
      #expect(Set(present ?? []) == wanted, "\(kind.path)")
    }
  }

  @Test func everyVersionReadsAndIsWrittenBackAsTheCurrentOne() throws {
    try check(MonthFile.self, "month", name: YearMonth(year: 2024, month: 1)!)
    try check(CatalogFile.self, "catalog", name: ())
    try check(TemplateFile.self, "templates", name: ())
    try check(GearFile.self, "gear", name: ())
    try check(ProgramFile.self, "program", name: ())
    try check(BodyFile.self, "body", name: ())
    try check(ExerciseIndex.self, "index", name: ())
    try check(JournalEntry.self, "journal", name: 12)
    try check(UnfinishedChange.self, "commit", name: ())
    try check(SettingsFile.self, "settings", name: ())
    let document = try StoreDocument.read(try #require(Self.fixture("export", version: 1)))
    #expect(
      try StoreDocument.read(document.encoded()).months.map(\.month) == [document.months[0].month])
    let second = try StoreDocument.read(try #require(Self.fixture("export", version: 2)))
    let body = try BodyFile.read(try #require(second.body))
    #expect(body.entries.first?.values == ["calf": 38.5, "weight": 82.5])
    #expect(try StoreDocument.read(second.encoded()).body == second.body)
  }

  /// Each fixture of `File` reads, and written back it says the current version (or, for the
  /// files that write the oldest version that holds them, no newer one than it read) and reads
  /// back equal.
  private func check<File: StoredFile & Equatable>(
    _ file: File.Type, _ folder: String, name: File.Name
  ) throws {
    for version in 1...File.currentVersion {
      guard let bytes = Self.fixture(folder, version: version) else { continue }
      let read = try File.read(bytes, name: name)
      let written = read.encoded()
      let again = try File.read(written, name: name)
      #expect(again == read, "\(folder) v\(version) reads back otherwise")
      let writtenVersion = try JSONReader.read(written) { reader throws(JSONError) in
        try reader.readVersionOnly()?.version
      }
      let expected =
        [CatalogFile.self, SettingsFile.self].contains { $0 == File.self }
        ? version : File.currentVersion
      #expect(writtenVersion == expected, "\(folder) v\(version) is written as v\(expected)")
    }
  }

  @Test func theIndexOfAnotherVersionIsRebuiltNotRead() throws {
    let text = String(decoding: try #require(Self.fixture("index", version: 8)), as: UTF8.self)
    #expect(
      ExerciseIndex(
        decoding: Array(text.replacingOccurrences(of: "\"version\":8", with: "\"version\":6").utf8))
        == nil)
    #expect(ExerciseIndex(decoding: Array(text.utf8)) != nil)
  }

  @Test func aFileOfANewerVersionIsRefusedNamingTheFileLineAndColumn() {
    for kind in StoredFiles.all where kind.type != StoreDocument.self {
      let newer = kind.type.currentVersion + 1
      let bytes = Array("{\"surprise\": [1],\n \"version\": \(newer)}".utf8)
      #expect(
        throws: StoreError.unreadable(
          path: "x.json",
          JSONError(
            line: 2, column: 13,
            message: "version \(newer) is newer than this wkc reads (\(kind.type.currentVersion)); "
              + "update wkc"))
      ) {
        try decode(kind.type, bytes)
      }
    }
  }

  /// Reads `bytes` as a `File` with a reader that refuses at once.
  private func decode<File: StoredFile>(_ file: File.Type, _ bytes: [UInt8]) throws {
    _ = try File.decode(bytes, path: "x.json") { reader throws(JSONError) -> Int in
      throw reader.error("this reader knows no such file")
    }
  }
}
