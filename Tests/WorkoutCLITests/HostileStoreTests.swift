import Foundation
import Testing

/// Every command that reads the store, as words; `menu put` reads a menu from stdin.
private let storeCommands: [[String]] = [
  ["menu", "show"], ["menu", "list"], ["menu", "copy", "today", "--to", "tomorrow"],
  ["menu", "put", "today", "--file", "-"], ["menu", "note", "today", "heavy"],
  ["menu", "remove", "today", "--yes"], ["add", "squat"], ["edit", "1", "--reps", "5"],
  ["remove", "1"], ["record", "1"], ["log", "squat", "--reps", "5"], ["run", "--as-planned"],
  ["history", "squat"], ["prs"], ["stats"], ["calendar"], ["chart", "squat"],
  ["suggest", "squat"], ["template", "list"], ["template", "show", "push"],
  ["template", "save", "push", "--from", "today"], ["template", "apply", "push"],
  ["template", "remove", "push"], ["catalog", "list"], ["catalog", "show", "squat"],
  ["catalog", "search", "row"],
  ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"],
  ["catalog", "remove", "my-thing"],
]

private let squatMenu =
  #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}"#

extension TestHome {
  /// Makes a symbolic link at `path` (under the data directory) saying `target`.
  func link(_ path: String, to target: String) {
    let full = dataDirectory + "/" + path
    try! FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
  }

  /// What the symbolic link at `path` (under the data directory) says; nil when it is not one.
  func linkTarget(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: dataDirectory + "/" + path)
  }

  /// Moves `menus/2024-01.json` to a folder beside the data directory and links it back; the
  /// path it now has.
  func linkMonthElsewhere() throws -> String {
    let month = try #require(file("menus/2024-01.json"))
    let target = writeElsewhere("2024-01.json", month)
    try FileManager.default.removeItem(atPath: dataDirectory + "/menus/2024-01.json")
    link("menus/2024-01.json", to: target)
    return target
  }

  /// A folder beside the data directory for link targets, with `name` in it holding `text`.
  @discardableResult
  func writeElsewhere(_ name: String, _ text: String) -> String {
    let folder = home + "/elsewhere"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    return folder + "/" + name
  }
}

// MARK: - A home that is not a folder

@Suite struct HomeThatIsAFileTests {
  @Test(arguments: storeCommands)
  func everyCommandRefusesAHomeThatIsAFile(_ words: [String]) throws {
    let home = TestHome()
    let file = home.home + "/file"
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
    home.expectFailure(
      ["--home", file] + words, code: 74, message: "\(file) is not a folder", stdin: squatMenu)
  }

  @Test func aHomeBelowAFileIsRefused() throws {
    let home = TestHome()
    let file = home.home + "/file"
    try Data().write(to: URL(fileURLWithPath: file))
    home.expectFailure(
      ["--home", file + "/wkc", "menu", "show"], code: 74, message: "\(file) is not a folder")
  }

  @Test func aMenusFileWhereTheFolderBelongsIsRefused() {
    let home = TestHome()
    home.write("menus", "not a folder")
    home.expectFailure(
      ["menu", "show"], code: 74, message: home.dataDirectory + "/menus is not a folder")
    home.expectFailure(
      ["add", "squat"], code: 74, message: home.dataDirectory + "/menus is not a folder")
    home.expectFailure(
      ["stats"], code: 74, message: home.dataDirectory + "/menus is not a folder")
  }

  @Test(arguments: [
    ["menu", "show"], ["menu", "list"], ["history", "squat"], ["prs"], ["stats"], ["calendar"],
    ["template", "list"], ["catalog", "list", "--custom"],
  ])
  func aHomeThatDoesNotExistYetReadsAsEmpty(_ words: [String]) {
    let home = TestHome()
    home.expectSuccess(["--home", home.home + "/not-yet"] + words)
    #expect(home.snapshot().isEmpty)
  }

  @Test func aHomeThatIsALinkToAFolderIsUsedAndKept() throws {
    let home = TestHome()
    let folder = home.home + "/real"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.home + "/data", withDestinationPath: "real")
    home.expectSuccess(["--home", home.home + "/data", "add", "squat"])
    #expect(FileManager.default.fileExists(atPath: folder + "/menus/2024-01.json"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: home.home + "/data") == "real")
  }
}

// MARK: - Store files that are symbolic links

@Suite struct LinkedStoreFileTests {
  /// The refusal's words for the link at `path` (under the data directory).
  static func refusal(_ home: TestHome, _ path: String) -> String {
    "\(home.dataDirectory)/\(path): it is a symbolic link to \(home.linkTarget(path) ?? "?"); "
      + "wkc does not follow links inside its data directory"
  }

  @Test func aLinkedMonthIsRefusedAndTheFileItLeadsToIsUnchanged() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let month = try #require(home.file("menus/2024-01.json"))
    let target = try home.linkMonthElsewhere()
    let message = Self.refusal(home, "menus/2024-01.json")

    home.expectFailure(["add", "deadlift"], code: 74, message: message)
    home.expectFailure(["menu", "show"], code: 74, message: message)
    home.expectFailure(["menu", "remove", "today", "--yes"], code: 74, message: message)
    home.expectFailure(["history", "squat"], code: 74, message: message)

    #expect(try String(contentsOfFile: target, encoding: .utf8) == month)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func aMonthLinkThatLeadsNowhereIsRefusedByReadersAndWriters() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    home.link("menus/2024-01.json", to: "../../gone/2024-01.json")
    let message = Self.refusal(home, "menus/2024-01.json")
    home.expectFailure(["menu", "show"], code: 74, message: message)
    home.expectFailure(["add", "squat"], code: 74, message: message)
    home.expectFailure(["menu", "list"], code: 74, message: message)
    home.expectFailure(["history", "squat"], code: 74, message: message)
  }

  @Test func aLinkedCatalogIsRefusedAndTheFileItLeadsToIsUnchanged() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let text = #"{"exercises": [], "version": 1}"#
    let target = home.writeElsewhere("catalog.json", text)
    home.link("catalog.json", to: target)
    let message = Self.refusal(home, "catalog.json")

    home.expectFailure(
      ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"], code: 74,
      message: message)
    home.expectFailure(["catalog", "list"], code: 74, message: message)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == text)
  }

  @Test func aLinkedTemplateFileIsRefusedAndTheFileItLeadsToIsUnchanged() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let text = #"{"templates": [], "version": 1}"#
    let target = home.writeElsewhere("templates.json", text)
    home.link("templates.json", to: target)

    home.expectFailure(
      ["template", "save", "legs", "--from", "today"], code: 74,
      message: Self.refusal(home, "templates.json"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == text)
  }

  @Test func aCatalogLinkThatLeadsNowhereIsRefused() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.link("catalog.json", to: "gone.json")
    let message = Self.refusal(home, "catalog.json")
    home.expectFailure(["catalog", "list"], code: 74, message: message)
    home.expectFailure(
      ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"], code: 74,
      message: message)
  }

  @Test func aMonthLinkToAFolderIsRefused() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    try FileManager.default.createDirectory(
      atPath: home.home + "/elsewhere", withIntermediateDirectories: true)
    home.link("menus/2024-01.json", to: home.home + "/elsewhere")
    home.expectFailure(
      ["add", "squat"], code: 74, message: Self.refusal(home, "menus/2024-01.json"))
  }

  @Test func aLinkedIndexIsRefusedAndTheFileItLeadsToIsUnchanged() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let target = home.writeElsewhere("notes.txt", "the user's own notes")
    try? FileManager.default.removeItem(atPath: home.dataDirectory + "/index.json")
    home.link("index.json", to: target)
    let message = Self.refusal(home, "index.json")

    home.expectFailure(["add", "deadlift"], code: 74, message: message)
    // A view that looks exercises up in the index, which it would otherwise rebuild and save.
    home.expectFailure(["suggest", "squat"], code: 74, message: message)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "the user's own notes")
  }

  @Test func aLinkedLockIsRefusedAndNothingIsMadeWhereItLeads() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    try FileManager.default.removeItem(atPath: home.dataDirectory + "/lock")
    home.link("lock", to: home.home + "/elsewhere-lock")
    home.expectFailure(["add", "deadlift"], code: 74, message: Self.refusal(home, "lock"))
    #expect(!FileManager.default.fileExists(atPath: home.home + "/elsewhere-lock"))
  }
}
