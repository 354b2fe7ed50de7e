import Foundation
import Testing

/// `wkc undo` and `wkc undo --list`: what they print, and every way they refuse.
@Suite struct UndoCommandTests {
  let home = TestHome()
  static let bench = ["add", "bench-press", "--sets", "3", "--reps", "10", "--weight", "60"]

  @Test func nothingToUndoInANewHome() {
    home.expectFailure(["undo"], code: 1, message: "nothing to undo: no change is kept yet")
    #expect(home.expectSuccess(["undo", "--list"]) == "No changes kept yet.\n")
    #expect(home.snapshot().isEmpty)
  }

  @Test func listsTheChangesNewestFirst() throws {
    home.expectSuccess(Self.bench)
    home.expectSuccess(["menu", "note", "today", "push day", "--json"])
    home.expectSuccess(["template", "save", "push", "--from", "today"])
    let text = home.expectSuccess(["undo", "--list"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("#  time"))
    let words = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true) }
    #expect(words[0] == ["#", "time", "command", "touched"])
    #expect(
      words[1] == [
        "1", "2024-01-05", "09:00", "template", "save", "push", "--from", "today", "templates",
      ])
    #expect(
      words[2] == [
        "2", "2024-01-05", "09:00", "menu", "note", "today", "'push", "day'", "2024-01-05",
      ])
    #expect(
      lines[3].contains(
        "3  2024-01-05 09:00  add bench-press --sets 3 --reps 10 --weight 60  2024-01-05"))

    let json = try #require(home.json(["undo", "--list"]) as? [[String: Any]])
    #expect(json.map { $0["number"] as? Int } == [1, 2, 3])
    #expect(json[1]["command"] as? String == "menu note today 'push day'")
    #expect(json[1]["time"] as? String == "2024-01-05T09:00:00+09:00")
    #expect(json[1]["dates"] as? [String] == ["2024-01-05"])
    #expect(json[1]["files"] as? [String] == ["menus/2024-01.json"])
    #expect(json[1]["reverts"] is NSNull)
    #expect(json[1]["undoable"] as? Bool == true)
    #expect(json[0]["files"] as? [String] == ["templates.json"])
  }

  @Test func undoSaysWhatItDidAndHowToRedo() throws {
    home.expectSuccess(Self.bench)
    home.expectSuccess(["remove", "1", "--yes"])
    #expect(
      home.expectSuccess(["undo"])
        == "Undid 'remove 1 --yes' (2024-01-05 09:00): 2024-01-05 as before.\n"
        + "'wkc undo' again redoes it.\n")
    #expect(home.expectSuccess(["menu", "show"]).contains("Bench Press"))
    let redo = try #require(home.json(["undo"]) as? [String: Any])
    let undone = try #require(redo["undone"] as? [String: Any])
    #expect(undone["command"] as? String == "undo")
    #expect(undone["reverts"] as? String == "remove 1 --yes")
    #expect(redo["restored"] as? [String] == ["menus/2024-01.json"])
    #expect(!home.expectSuccess(["menu", "show"]).contains("Bench Press"))
    let list = home.expectSuccess(["undo", "--list"])
    #expect(list.contains("1  2024-01-05 09:00  undo (of 'undo')"))
    #expect(list.contains("2  2024-01-05 09:00  undo (of 'remove 1 --yes')"))
  }

  @Test func aFileChangedByHandIsNeverOverwritten() {
    home.expectSuccess(Self.bench)
    let path = home.dataDirectory + "/menus/2024-01.json"
    let text = home.file("menus/2024-01.json")!.replacingOccurrences(of: "60", with: "65")
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    home.expectFailure(
      ["undo"], code: 1,
      message: "cannot undo 'add bench-press --sets 3 --reps 10 --weight 60': "
        + "menus/2024-01.json changed since, by hand or by another device; "
        + "wkc will not overwrite it")
  }

  @Test func aFileChangedByANewerChangeNamesIt() {
    home.expectSuccess(Self.bench)
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["undo", "2"], code: 1,
      message: "menus/2024-01.json changed since, by 'add squat' (change 1); undo that first")
  }

  @Test func anOlderChangeOfOtherFilesCanBeUndone() {
    home.expectSuccess(Self.bench)
    let january = home.file("menus/2024-01.json")
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    let february = home.file("menus/2024-02.json")
    home.expectSuccess(["undo", "2"])
    #expect(home.file("menus/2024-01.json") == nil)
    #expect(home.file("menus/2024-02.json") == february)
    home.expectSuccess(["undo"])
    #expect(home.file("menus/2024-01.json") == january)
  }

  @Test func theUndoneStateCanBeUndoneFurtherBack() {
    home.expectSuccess(Self.bench)
    let one = home.file("menus/2024-01.json")
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["remove", "1", "--yes"])
    home.expectSuccess(["undo"])
    // The list is now: undo, remove, add squat, add bench press.
    home.expectSuccess(["undo", "3"])
    #expect(home.file("menus/2024-01.json") == one)
  }

  @Test func aRunIsOneChange() {
    home.expectSuccess(Self.bench)
    let planned = home.file("menus/2024-01.json")
    home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n")
    let list = home.expectSuccess(["undo", "--list"])
    #expect(list.split(separator: "\n").count == 3)
    #expect(list.contains("1  2024-01-05 09:00  run --no-timer"))
    home.expectSuccess(["undo"])
    #expect(home.file("menus/2024-01.json") == planned)
  }

  @Test func keepsTwentyChanges() throws {
    for day in 1...22 {
      home.expectSuccess(["add", "squat", "--date", String(format: "2024-03-%02d", day)])
    }
    let json = try #require(home.json(["undo", "--list"]) as? [[String: Any]])
    #expect(json.count == 20)
    #expect(json.last?["dates"] as? [String] == ["2024-03-03"])
    home.expectFailure(
      ["undo", "21"], code: 1, message: "there is no change 21; the journal keeps 20 changes")
  }

  @Test(arguments: [
    (["undo", "x"], "N takes a whole number from 1 to 1000000, not 'x'"),
    (["undo", "0"], "N takes a whole number from 1 to 1000000, not '0'"),
    (["undo", "--list", "2"], "--list shows every change; leave out N"),
    (["undo", "1", "2"], "unexpected argument '2'"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    home.expectSuccess(Self.bench)
    home.expectFailure(arguments, code: 64, message: message)
  }

  @Test func aBrokenEntryIsNamedAndOtherWritesGoOn() {
    home.expectSuccess(Self.bench)
    home.write("journal/00000001.json", "{\"version\": 1,")
    let entry = home.dataDirectory + "/journal/00000001.json"
    home.expectFailure(["undo"], code: 74, message: entry + ": line 1, column 15: ")
    #expect(
      home.expectSuccess(["undo", "--list"]).contains(
        "1  ?     (cannot be read: see 'wkc doctor')"))
    let json = home.json(["undo", "--list"]) as? [[String: Any]]
    #expect(json?.first?["command"] is NSNull)
    #expect(json?.first?["undoable"] as? Bool == false)
    home.expectSuccess(["add", "squat"])
    home.expectFailure(["undo", "2"], code: 74, message: entry)
    #expect(home.expectSuccess(["undo"]).hasPrefix("Undid 'add squat'"))
  }

  @Test func aKeptFileThatDoesNotReadIsNotRestored() throws {
    home.expectSuccess(Self.bench)
    home.expectSuccess(["template", "save", "push", "--from", "today"])
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["template", "save", "push", "--from", "today", "--replace"])
    // The old templates.json is the kept file itself: a hand edit of it is seen.
    home.write("journal/00000004-templates.json", #"{"templates": [], "version": 99}"#)
    home.expectFailure(
      ["undo"], code: 74, message: home.dataDirectory + "/journal/00000004-templates.json: ")
  }

  @Test func aKeptFileThatIsGoneIsNamed() {
    home.expectSuccess(Self.bench)
    home.expectSuccess(["add", "squat"])
    try? FileManager.default.removeItem(
      atPath: home.dataDirectory + "/journal/00000002-menus-2024-01.json")
    home.expectFailure(
      ["undo"], code: 1,
      message: "cannot undo 'add squat': the journal's copy of menus/2024-01.json is gone")
    #expect(home.expectSuccess(["undo", "--list"]).contains("add squat (cannot be undone)"))
  }

  @Test func settingsAreNotInTheJournal() {
    home.expectSuccess(["config", "set", "units", "lb"])
    #expect(home.expectSuccess(["undo", "--list"]) == "No changes kept yet.\n")
  }

  @Test func aFailedWriteKeepsNoEntry() {
    home.expectSuccess(Self.bench)
    home.expectFailure(["add", "no-such-lift"], code: 65, message: "unknown exercise")
    #expect(home.expectSuccess(["undo", "--list"]).split(separator: "\n").count == 2)
  }
}
