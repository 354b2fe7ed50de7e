import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commands that read or write the month files, as words; `menu put` reads a menu from stdin.
private let monthCommands: [[String]] = [
  ["menu", "show"], ["menu", "list"], ["menu", "put", "today", "--file", "-"],
  ["menu", "note", "today", "heavy"], ["menu", "remove", "today", "--yes"], ["add", "squat"],
  ["edit", "1", "--reps", "5"], ["remove", "1"], ["record", "1"], ["log", "squat", "--reps", "5"],
  ["history", "squat"], ["prs"], ["stats"], ["calendar"], ["chart", "squat"],
  ["template", "save", "push", "--from", "today"], ["undo"],
]

private let squatMenu =
  #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}"#

extension TestHome {
  /// Moves the data directory's folder `name` to `elsewhere/name` beside the data directory
  /// and leaves a symbolic link to it in its place; the moved folder's path.
  func moveFolderOutAndLink(_ name: String) throws -> String {
    let outside = home + "/elsewhere/" + name
    try FileManager.default.createDirectory(
      atPath: home + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: dataDirectory + "/" + name, toPath: outside)
    link(name, to: outside)
    return outside
  }

  /// Every file under `folder` (absolute) with its bytes and mode, never following a link.
  func tree(_ folder: String) -> [String: String] {
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: folder)
    while let path = walker?.nextObject() as? String {
      var info = stat()
      lstat(folder + "/" + path, &info)
      let bytes = FileManager.default.contents(atPath: folder + "/" + path) ?? Data()
      files[path] = "\(String(info.st_mode, radix: 8)) \(bytes.base64EncodedString())"
    }
    return files
  }
}

// MARK: - Linked folders

@Suite struct LinkedFolderTests {
  @Test(arguments: monthCommands)
  func everyCommandOnMonthsRefusesALinkedMenusFolder(_ words: [String]) throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outside = try home.moveFolderOutAndLink("menus")
    let before = home.tree(outside)
    home.expectFailure(
      words, code: 74, message: LinkedStoreFileTests.refusal(home, "menus"), stdin: squatMenu)
    #expect(home.tree(outside) == before)
  }

  @Test(arguments: [
    ["add", "squat"], ["undo"], ["undo", "--list"],
    ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"],
  ])
  func aLinkedJournalFolderIsRefused(_ words: [String]) throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift"])
    let outside = try home.moveFolderOutAndLink("journal")
    let before = home.tree(outside)
    home.expectFailure(words, code: 74, message: LinkedStoreFileTests.refusal(home, "journal"))
    #expect(home.tree(outside) == before)
  }

  @Test(arguments: ["menus", "journal"])
  func doctorReportsALinkedFolderAndFixLeavesWhatItLeadsTo(_ name: String) throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift"])
    let outside = try home.moveFolderOutAndLink(name)
    // What a fix would touch if it went in: wide modes, a stray temporary file, and a kept
    // file of no entry.
    chmod(outside, 0o755)
    for file in try FileManager.default.contentsOfDirectory(atPath: outside) {
      chmod(outside + "/" + file, 0o644)
    }
    let stray = name == "menus" ? ".2024-01.json.tmp.42" : "00000009-menus-2024-01.json"
    try Data("x".utf8).write(to: URL(fileURLWithPath: outside + "/" + stray))
    let before = home.tree(outside)

    let report = home.doctor()
    let fixed = home.doctor("--fix")

    #expect(report.code == 1)
    #expect(report.stdout.contains("\(name): is a symbolic link to \(outside)"))
    #expect(fixed.code == 1)
    #expect(fixed.stdout.contains("\(name): is a symbolic link to \(outside)"))
    #expect(home.tree(outside) == before)
    #expect(home.linkTarget(name) == outside)
  }
}

// MARK: - What doctor --fix touches

@Suite struct DoctorFixOwnNamesTests {
  @Test func theUsersOwnFilesInMenusKeepTheirModesAndContents() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("menus/notes.txt", "my notes")
    home.write("menus/.git/config", "[core]")
    home.write("menus/.notes.txt.tmp.7", "the user's, not wkc's")
    home.write("journal/README", "mine")
    home.seal()
    chmod(home.dataDirectory + "/menus/notes.txt", 0o644)
    chmod(home.dataDirectory + "/menus/.git", 0o755)
    chmod(home.dataDirectory + "/menus/.git/config", 0o644)
    chmod(home.dataDirectory + "/journal/README", 0o644)
    chmod(home.dataDirectory + "/menus/2024-01.json", 0o644)
    home.write("menus/.2024-01.json.tmp.42", "")
    let theirs = [
      "menus/notes.txt", "menus/.git", "menus/.git/config", "menus/.notes.txt.tmp.7",
      "journal/README",
    ]
    let before = home.snapshot().filter { path, _ in theirs.contains { path.hasSuffix("wkc/" + $0) }
    }
    #expect(before.count == theirs.count)

    let fixed = home.doctor("--fix")

    #expect(
      home.snapshot().filter { path, _ in theirs.contains { path.hasSuffix("wkc/" + $0) } }
        == before)
    // wkc's own are repaired.
    #expect(home.mode("menus/2024-01.json") == 0o600)
    #expect(home.file("menus/.2024-01.json.tmp.42") == nil)
    #expect(fixed.stdout.contains("menus/.2024-01.json.tmp.42"))
  }

  @Test func aLinkedMonthIsReportedAndFixLeavesItAndWhatItLeadsTo() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let month = try #require(home.file("menus/2024-01.json"))
    let target = try home.linkMonthElsewhere()
    home.seal()
    // After `seal`, which goes through the link.
    chmod(target, 0o644)

    let fixed = home.doctor("--fix")

    #expect(fixed.code == 1)
    #expect(
      fixed.stdout.contains(
        "menus/2024-01.json: cannot be read: it is a symbolic link to \(target)"))
    #expect(fixed.stdout.contains("put the file or folder it leads to in its place"))
    #expect(home.linkTarget("menus/2024-01.json") == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == month)
    var info = stat()
    stat(target, &info)
    #expect(info.st_mode & 0o777 == 0o644)
  }

  @Test func aLinkedIndexIsReportedAndFixDoesNotWriteWhereItLeads() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let target = home.writeElsewhere("notes.txt", "the user's own notes")
    try? FileManager.default.removeItem(atPath: home.dataDirectory + "/index.json")
    home.link("index.json", to: target)
    home.seal()
    chmod(home.dataDirectory + "/menus/2024-01.json", 0o644)

    let fixed = home.doctor("--fix")

    #expect(fixed.stdout.contains("index.json: cannot be read: it is a symbolic link"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "the user's own notes")
    #expect(home.linkTarget("index.json") == target)
  }
}

// MARK: - Undo and the journal's kept files

@Suite struct JournalKeptFileTests {
  /// A store of two changes; the second (`add deadlift`) keeps the month as it was before.
  /// The kept copy's name.
  func storeWithAKeptCopy(_ home: TestHome) throws -> String {
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift"])
    let names = try FileManager.default.contentsOfDirectory(atPath: home.dataDirectory + "/journal")
    let copy = try #require(names.first { $0.hasPrefix("00000002-") })
    return "journal/" + copy
  }

  @Test func aKeptCopyThatIsAFIFOIsRefusedWithoutWaiting() throws {
    let home = TestHome()
    let copy = try storeWithAKeptCopy(home)
    let path = home.dataDirectory + "/" + copy
    try FileManager.default.removeItem(atPath: path)
    try #require(mkfifo(path, 0o600) == 0)
    // Before the fix undo waited for a writer: one comes whenever a reader opens, with the
    // old month, so the test cannot hang either way.
    let writer = FIFOWriter(path: path, bytes: Array(home.file("menus/2024-01.json")!.utf8))
    defer { writer.stop() }

    home.expectFailure(
      ["undo"], code: 74,
      message: "\(path): it is not a regular file (a pipe, device or socket)")
    let list = home.expectSuccess(["undo", "--list"])
    #expect(list.contains("add squat"))
  }

  @Test func aKeptCopyLinkedToAnEndlessDeviceIsRefused() throws {
    let home = TestHome()
    let copy = try storeWithAKeptCopy(home)
    try FileManager.default.removeItem(atPath: home.dataDirectory + "/" + copy)
    home.link(copy, to: "/dev/zero")
    home.expectFailure(["undo"], code: 74, message: LinkedStoreFileTests.refusal(home, copy))
  }

  @Test func aKeptCopyLinkedToAMonthOutsideIsNotPutIntoTheStore() throws {
    let home = TestHome()
    let copy = try storeWithAKeptCopy(home)
    // Someone else's month, read as valid: undo must not take it in.
    let outside = home.writeElsewhere(
      "2024-01.json",
      home.file("menus/2024-01.json")!.replacingOccurrences(of: "deadlift", with: "bench-press"))
    try FileManager.default.removeItem(atPath: home.dataDirectory + "/" + copy)
    home.link(copy, to: outside)
    home.expectFailure(["undo"], code: 74, message: LinkedStoreFileTests.refusal(home, copy))
    #expect(try home.exercises("2024-01-05") == ["squat", "deadlift"])
  }

  @Test func aKeptCopyLargerThanTheJournalKeepsIsRefused() throws {
    let home = TestHome()
    let copy = try storeWithAKeptCopy(home)
    let path = home.dataDirectory + "/" + copy
    try #require(truncate(path, off_t(16 << 20) + 1) == 0)
    home.expectFailure(
      ["undo"], code: 74,
      message: "\(path): it is larger than 16 MiB, more than any file wkc writes")
  }

  @Test func aLinkedEntryIsRefused() throws {
    let home = TestHome()
    _ = try storeWithAKeptCopy(home)
    let entry = "journal/00000002.json"
    let target = home.writeElsewhere("entry.json", home.file(entry)!)
    try FileManager.default.removeItem(atPath: home.dataDirectory + "/" + entry)
    home.link(entry, to: target)
    home.expectFailure(["undo"], code: 74, message: LinkedStoreFileTests.refusal(home, entry))
  }
}

// MARK: - Journal entry numbers

@Suite struct JournalNumberTests {
  @Test func anEighteenDigitNameIsNoEntryAndLaterChangesStayUndoable() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("journal/999999999999999999.json", home.file("journal/00000001.json")!)
    home.expectSuccess(["add", "deadlift"])
    #expect(home.file("journal/00000002.json") != nil)

    home.expectSuccess(["undo"])

    #expect(try home.exercises("2024-01-05") == ["squat"])
    let doctor = home.doctor()
    #expect(doctor.stdout.contains("journal/999999999999999999.json: is not a journal entry"))
  }

  @Test func theLargestNumberRefusesAChangeThatCouldNotBeUndone() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    try FileManager.default.moveItem(
      atPath: home.dataDirectory + "/journal/00000001.json",
      toPath: home.dataDirectory + "/journal/99999999.json")

    home.expectFailure(
      ["add", "deadlift"], code: 74,
      message: "journal/99999999.json: it has the largest number a journal entry can have")

    let doctor = home.doctor()
    #expect(doctor.stdout.contains("journal/99999999.json: has the largest number"))
  }
}
