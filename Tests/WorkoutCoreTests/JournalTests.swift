import Foundation
import Testing

@testable import WorkoutCore

extension Journal {
  /// Adds `entry` as the newest, as a commit does: prepared, its file renamed into place,
  /// finished.
  func record(_ entry: JournalEntry, sources: [StoreFile: String]) throws(FileError) {
    let prepared = try prepare(entry, sources: sources)
    try prepared.file.replace()
    finish(prepared)
  }
}

/// The undo journal's folder: entries and the files they keep, their bounds, and changes of one
/// run kept as one.
@Suite struct JournalTests {
  let folder = TempDirectory()
  var journal: Journal { Journal(folder: folder.path + "/journal") }

  func label(_ command: String, session: String = "s1") -> ChangeLabel {
    ChangeLabel(
      command: command, time: Timestamp("2024-01-05T09:00:00+09:00")!, session: session)
  }

  /// A month file of the store as it is now, for an entry to keep.
  func source(_ text: String, month: String = "2024-01") throws -> String {
    let path = folder.path + "/\(month).json"
    try FileSystem.writeAtomically(Array(text.utf8), to: path)
    return path
  }

  /// Records a change of `month` from `before` (nil: no file) to `after`.
  func record(
    _ command: String, session: String = "s1", before: String? = "{\"old\": true}\n",
    after: String = "{\"new\": true}\n", month: String = "2024-01", in journal: Journal? = nil
  ) throws {
    let kind = StoreFile(path: "menus/\(month).json")!
    let entry = JournalEntry(
      label: label(command, session: session), dates: [LocalDate("\(month)-05")!],
      files: [JournalFile(kind: kind, copy: nil, after: FileDigest(of: Array(after.utf8)))])
    let sources = try before.map { [kind: try source($0, month: month)] } ?? [:]
    try (journal ?? self.journal).record(entry, sources: sources)
    // The change itself: the new file takes the old one's place.
    if before != nil { _ = try source(after, month: month) }
  }

  func entries() throws -> [JournalEntry] {
    try journal.slots().map { try journal.read($0) }
  }

  func kept(_ file: JournalFile) throws -> String? {
    try file.copy.map { String(decoding: try journal.bytes(ofCopy: $0), as: UTF8.self) }
  }

  @Test func anEntryReadsBackWithItsKeptFile() throws {
    try record("menu note today 'a \"quoted\" note\t'", before: "é\u{1}\n")
    let read = try #require(try entries().first)
    #expect(read.label.command == "menu note today 'a \"quoted\" note\t'")
    #expect(read.dates == [LocalDate("2024-01-05")!])
    #expect(read.files.map(\.copy) == ["00000001-menus-2024-01.json"])
    #expect(try kept(read.files[0]) == "é\u{1}\n")
    #expect(read.files[0].after == FileDigest(of: Array("{\"new\": true}\n".utf8)))
    #expect(
      folder.entries().filter { $0.hasPrefix("journal") } == [
        "journal", "journal/00000001-menus-2024-01.json", "journal/00000001.json",
      ])
  }

  @Test func theKeptFileIsTheOldFileItselfNotACopy() throws {
    let path = try source("old")
    var before = stat()
    stat(path, &before)
    try journal.record(
      JournalEntry(
        label: label("add"), dates: [],
        files: [JournalFile(kind: .month(YearMonth("2024-01")!), copy: nil, after: nil)]),
      sources: [.month(YearMonth("2024-01")!): path])
    var kept = stat()
    stat(journal.folder + "/00000001-menus-2024-01.json", &kept)
    #expect(kept.st_ino == before.st_ino)
  }

  @Test func aFileThatDidNotExistKeepsNothing() throws {
    try record("add", before: nil)
    let read = try #require(try entries().first)
    #expect(read.files.map(\.copy) == [nil])
    #expect(read.kept)
  }

  @Test func theNewestHasTheHighestNumber() throws {
    for command in ["add a", "add b", "add c"] { try record(command, session: command) }
    #expect(try entries().map(\.label.command) == ["add c", "add b", "add a"])
    #expect(try journal.slots().map(\.number) == [3, 2, 1])
  }

  @Test func keepsTheLastTwentyChangesAndTheirFiles() throws {
    for number in 1...25 { try record("add \(number)", session: "\(number)") }
    let kept = try entries().map(\.label.command)
    #expect(kept.count == 20)
    #expect(kept.first == "add 25")
    #expect(kept.last == "add 6")
    let names = try FileSystem.names(in: journal.folder)
    #expect(names.count == 40)
    #expect(!names.contains("00000005-menus-2024-01.json"))
  }

  @Test func keepsTheOldestWithinTheSizeBound() throws {
    var small = journal
    small.maximumBytes = 3_000
    let big = String(repeating: "x", count: 600)
    for number in 1...6 {
      try record("add \(number)", session: "\(number)", before: big, in: small)
    }
    let kept = try entries().map(\.label.command)
    #expect(kept.count < 6)
    #expect(kept.first == "add 6")
  }

  @Test func theNewestStaysWhateverItsSize() throws {
    var small = journal
    small.maximumBytes = 100
    try record("add 1", session: "1", in: small)
    try record("add 2", session: "2", before: String(repeating: "x", count: 500), in: small)
    #expect(try entries().map(\.label.command) == ["add 2"])
  }

  @Test func aChangeTooLargeIsListedButNotKept() throws {
    var small = journal
    small.maximumKeptBytes = 10
    try record("import big.csv", before: String(repeating: "x", count: 11), in: small)
    let read = try #require(try entries().first)
    #expect(!read.kept)
    #expect(read.files.allSatisfy { $0.copy == nil })
    #expect(read.files.first?.after != nil)
    #expect(try FileSystem.names(in: journal.folder) == ["00000001.json"])
  }

  @Test func changesOfOneRunOnFilesItLeftJoinIntoOne() throws {
    try record("run", before: "v0", after: "v1")
    try record("run", before: "v1", after: "v2")
    try record("run", before: "x", after: "y", month: "2024-02")
    let read = try entries()
    #expect(read.count == 1)
    let files = try #require(read.first?.files)
    #expect(files.map(\.kind.description) == ["menus/2024-01.json", "menus/2024-02.json"])
    #expect(try kept(files[0]) == "v0")
    #expect(try kept(files[1]) == "x")
    #expect(files[0].after == FileDigest(of: Array("v2".utf8)))
    #expect(read.first?.dates == [LocalDate("2024-01-05")!, LocalDate("2024-02-05")!])
  }

  @Test func aFileChangedBetweenTwoChangesOfOneRunKeepsThemApart() throws {
    try record("run", before: "v0", after: "v1")
    try record("run", before: "edited by hand", after: "v2")
    #expect(try entries().count == 2)
  }

  @Test func anotherRunIsAnotherEntry() throws {
    try record("run", session: "a", before: "v0", after: "v1")
    try record("run", session: "b", before: "v1", after: "v2")
    #expect(try entries().count == 2)
  }

  @Test func keptFilesOfNoEntryGoAtTheNextChange() throws {
    try FileManager.default.createDirectory(
      atPath: journal.folder, withIntermediateDirectories: true)
    // A writer killed after keeping its file, before writing its entry 00000001.json.
    try FileSystem.writeAtomically([1], to: journal.folder + "/00000001-menus-2024-01.json")
    try FileSystem.writeAtomically([1], to: journal.folder + "/00000007-gear.json")
    try record("add", month: "2024-03")
    #expect(
      try FileSystem.names(in: journal.folder).sorted() == [
        "00000001-menus-2024-03.json", "00000001.json",
      ])
  }

  @Test(arguments: [
    "../../etc/passwd", "/etc/passwd", "menus/../../x.json", "menus/2024-13.json",
    "menus/2024-1.json", "index.json", "lock", "journal/00000001.json", "menus/2024-01.json.tmp",
  ])
  func anEntryNamesOnlyTheStoresOwnFiles(_ path: String) throws {
    try write(files: #"[{"after": null, "before": null, "path": "\#(path)"}]"#)
    let error = #expect(throws: StoreError.self) { try entries() }
    #expect(error?.message.contains("`path` must be menus/YYYY-MM.json") == true)
  }

  @Test(arguments: ["../../etc/passwd", "00000002-menus-2024-01.json", "00000001-gear.json"])
  func anEntryKeepsOnlyItsOwnFiles(_ name: String) throws {
    try write(
      files: #"[{"after": null, "before": "\#(name)", "path": "menus/2024-01.json"}]"#)
    let error = #expect(throws: StoreError.self) { try entries() }
    #expect(
      error?.message.contains(
        "`before` of menus/2024-01.json must be \"00000001-menus-2024-01.json\"") == true)
  }

  private func write(files: String) throws {
    let text = """
      {"command": "x", "dates": [], "files": \(files),
      "kept": true, "reverts": null, "session": "s", "time": "2024-01-05T09:00:00+09:00",
      "version": 1}
      """
    try FileManager.default.createDirectory(
      atPath: journal.folder, withIntermediateDirectories: true)
    try FileSystem.writeAtomically(Array(text.utf8), to: journal.folder + "/00000001.json")
  }

  @Test(arguments: [
    "", "[]", "{}", "{\"version\": 2}", String(repeating: "[", count: 100_000),
    "{\"command\": \"x\", \"dates\": [], \"files\": [], \"kept\": true, \"reverts\": null, "
      + "\"session\": \"s\", \"time\": \"yesterday\", \"version\": 1}",
  ])
  func aBrokenEntryIsUnreadableNamingItsFile(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: journal.folder, withIntermediateDirectories: true)
    try FileSystem.writeAtomically(Array(text.utf8), to: journal.folder + "/00000007.json")
    let error = #expect(throws: StoreError.self) { try entries() }
    #expect(error?.message.hasPrefix(journal.folder + "/00000007.json") == true)
  }

  @Test func namesOfEntriesAndKeptFiles() {
    #expect(Journal.number(ofName: "00000012.json") == 12)
    #expect(Journal.number(ofName: "1.json") == nil)
    #expect(Journal.number(ofName: "0000000x.json") == nil)
    #expect(Journal.number(ofName: "00000012-gear.json") == nil)
    #expect(Journal.copyNumber(ofName: "00000012-gear.json") == 12)
    #expect(Journal.copyNumber(ofName: "00000012-menus-2024-01.json") == 12)
    #expect(Journal.copyNumber(ofName: "00000012-menus-2024-13.json") == nil)
    #expect(Journal.copyNumber(ofName: "00000012-notes.json") == nil)
    #expect(Journal.copyNumber(ofName: "12-gear.json") == nil)
    #expect(Journal.copyName(number: 12, kind: .templates) == "00000012-templates.json")
  }

  @Test func otherNamesInTheFolderAreNotEntries() throws {
    try record("add a")
    for name in ["notes.txt", "1.json", ".00000002.json.tmp.99", "0000000x.json"] {
      try FileSystem.writeAtomically([1], to: journal.folder + "/" + name)
    }
    #expect(try journal.slots().map(\.number) == [1])
  }

  @Test func aDigestIsSixteenHexDigits() {
    #expect(FileDigest(of: []).description == "cbf29ce484222325")
    #expect(FileDigest(of: Array("a".utf8)).description == "af63dc4c8601ec8c")
    #expect(FileDigest("AF63DC4C8601EC8C") == nil)
    #expect(FileDigest("af63dc4c8601ec8") == nil)
  }

  @Test func aLongCommandIsCut() {
    let command = String(repeating: "a", count: 500)
    #expect(label(command).command.count == ChangeLabel.maximumCommandLength)
    #expect(label(command).command.hasSuffix("…"))
  }
}
