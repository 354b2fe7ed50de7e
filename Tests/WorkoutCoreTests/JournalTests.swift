import Foundation
import Testing

@testable import WorkoutCore

/// The undo journal's file: its shape, its bounds, and changes of one run kept as one.
@Suite struct JournalTests {
  let folder = TempDirectory()
  var journal: Journal { Journal(folder: folder.path + "/journal") }

  func label(_ command: String, session: String = "s1") -> ChangeLabel {
    ChangeLabel(
      command: command, time: Timestamp("2024-01-05T09:00:00+09:00")!, session: session)
  }

  func entry(
    _ command: String, session: String = "s1", before: String? = "{\"old\": true}\n",
    after: String = "{\"new\": true}\n", month: String = "2024-01"
  ) -> JournalEntry {
    JournalEntry(
      label: label(command, session: session), dates: [LocalDate("\(month)-05")!],
      files: [
        JournalFile(
          kind: StoreFile(path: "menus/\(month).json")!, before: before.map { Array($0.utf8) },
          after: FileDigest(of: Array(after.utf8)))
      ])
  }

  func entries() throws -> [JournalEntry] {
    try journal.slots().map { try journal.read($0) }
  }

  @Test func anEntryReadsBackEqual() throws {
    var written = entry("menu note today 'a \"quoted\" note\t'", before: "é\u{1}\n")
    written.label.reverts = "remove 2"
    written.files.append(JournalFile(kind: .templates, before: nil, after: nil))
    try journal.record(written)
    #expect(try entries() == [written])
    #expect(folder.entries() == ["journal", "journal/00000001.json"])
  }

  @Test func theNewestHasTheHighestNumber() throws {
    for command in ["add a", "add b", "add c"] {
      try journal.record(entry(command, session: command))
    }
    #expect(try entries().map(\.label.command) == ["add c", "add b", "add a"])
    #expect(try journal.slots().map(\.number) == [3, 2, 1])
  }

  @Test func keepsTheLastTwentyChanges() throws {
    for number in 1...25 { try journal.record(entry("add \(number)", session: "\(number)")) }
    let kept = try entries().map(\.label.command)
    #expect(kept.count == 20)
    #expect(kept.first == "add 25")
    #expect(kept.last == "add 6")
  }

  @Test func keepsTheOldestWithinTheSizeBound() throws {
    var small = journal
    small.maximumBytes = 2_000
    let big = String(repeating: "x", count: 600)
    for number in 1...6 {
      try small.record(entry("add \(number)", session: "\(number)", before: big))
    }
    let kept = try entries().map(\.label.command)
    #expect(kept.count < 6)
    #expect(kept.first == "add 6")
  }

  @Test func theNewestStaysWhateverItsSize() throws {
    var small = journal
    small.maximumBytes = 100
    try small.record(entry("add 1", session: "1"))
    try small.record(entry("add 2", session: "2", before: String(repeating: "x", count: 500)))
    #expect(try entries().map(\.label.command) == ["add 2"])
  }

  @Test func aChangeTooLargeIsListedButNotKept() throws {
    var small = journal
    small.maximumKeptBytes = 10
    try small.record(entry("import big.csv", before: String(repeating: "x", count: 11)))
    let read = try #require(try entries().first)
    #expect(!read.kept)
    #expect(read.files.allSatisfy { $0.before == nil })
    #expect(read.files.first?.after != nil)
  }

  @Test func changesOfOneRunOnFilesItLeftJoinIntoOne() throws {
    try journal.record(entry("run", before: "v0", after: "v1"))
    try journal.record(entry("run", before: "v1", after: "v2"))
    try journal.record(entry("run", before: "x", after: "y", month: "2024-02"))
    let read = try entries()
    #expect(read.count == 1)
    let files = try #require(read.first?.files)
    #expect(files.map(\.kind.description) == ["menus/2024-01.json", "menus/2024-02.json"])
    #expect(files[0].before == Array("v0".utf8))
    #expect(files[0].after == FileDigest(of: Array("v2".utf8)))
    #expect(read.first?.dates == [LocalDate("2024-01-05")!, LocalDate("2024-02-05")!])
  }

  @Test func aFileChangedBetweenTwoChangesOfOneRunKeepsThemApart() throws {
    try journal.record(entry("run", before: "v0", after: "v1"))
    try journal.record(entry("run", before: "edited by hand", after: "v2"))
    #expect(try entries().count == 2)
  }

  @Test func anotherRunIsAnotherEntry() throws {
    try journal.record(entry("run", session: "a", before: "v0", after: "v1"))
    try journal.record(entry("run", session: "b", before: "v1", after: "v2"))
    #expect(try entries().count == 2)
  }

  @Test(arguments: [
    "../../etc/passwd", "/etc/passwd", "menus/../../x.json", "menus/2024-13.json",
    "menus/2024-1.json", "index.json", "lock", "journal/00000001.json", "menus/2024-01.json.tmp",
  ])
  func anEntryNamesOnlyTheStoresOwnFiles(_ path: String) throws {
    let text = """
      {"command": "x", "dates": [], "files": [{"after": null, "before": null, "path": "\(path)"}],
      "kept": true, "reverts": null, "session": "s", "time": "2024-01-05T09:00:00+09:00",
      "version": 1}
      """
    try FileManager.default.createDirectory(
      atPath: journal.folder, withIntermediateDirectories: true)
    try FileSystem.writeAtomically(Array(text.utf8), to: journal.folder + "/00000001.json")
    let error = #expect(throws: StoreError.self) { try entries() }
    #expect(error?.message.contains("`path` must be menus/YYYY-MM.json") == true)
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

  @Test func otherNamesInTheFolderAreNotEntries() throws {
    try journal.record(entry("add a"))
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
