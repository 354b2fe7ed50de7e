import Foundation
import Testing

@testable import WorkoutCLI

// MARK: - Fixtures

/// A long Japanese exercise name: 18 wide characters, 36 columns.
private let longJapaneseName = "とても長い名前のベンチプレスの変種です"

/// A home with long names and notes in every table: a custom exercise with a Japanese name,
/// a noted menu, a template, gear with a long name and a default, and results of every kind.
private func crowdedHome() -> TestHome {
  let home = TestHome()
  home.expectSuccess([
    "catalog", "add", "long-press", "--name", longJapaneseName, "--items", "reps,weight,rest",
  ])
  home.expectSuccess([
    "gear", "add", "pegasus-40", "--name", "Pegasus 40 Trail Edition With A Very Long Name",
    "--retire-at", "800", "--for", "run",
  ])
  home.expectSuccess(["gear", "default", "pegasus-40", "--for", "run"])
  home.expectSuccess(["add", "long-press", "--date", "today", "--set", "10x60", "--set", "8x65"])
  home.expectSuccess(["add", "bench-press", "--date", "today", "--sets", "3", "--reps", "10"])
  home.expectSuccess([
    "menu", "note", "today", "a long note about the day that goes on well past forty columns",
  ])
  home.expectSuccess(["template", "save", "push-day-with-a-rather-long-name", "--from", "today"])
  home.expectSuccess(["log", "long-press", "--date", "2024-01-03", "--set", "10x55"])
  home.expectSuccess(["log", "bench-press", "--date", "2024-01-03", "--set", "8x60"])
  home.expectSuccess(["log", "pull-up", "--date", "2024-01-02", "--set", "reps=8"])
  home.expectSuccess(["log", "run", "--date", "2024-01-02", "--distance", "5", "--duration", "25m"])
  return home
}

/// Every command that prints a table.
private let tableViews: [[String]] = [
  ["menu", "show", "today"], ["menu", "list", "--month", "2024-01"], ["template", "list"],
  ["template", "show", "push-day-with-a-rather-long-name"], ["history", "bench-press"],
  ["history", "pull-up"], ["history", "run"], ["history", "long-press"], ["stats"], ["prs"],
  ["prs", "bench-press"], ["catalog", "list"], ["catalog", "show", "long-press"],
  ["gear", "list"], ["gear", "show", "pegasus-40"], ["gear", "default"], ["week"],
  ["week", "2024-01-02"], ["calendar", "2024-01"],
]

/// The lines of a command's output, in a terminal of `columns` without colour.
private func lines(_ home: TestHome, _ arguments: [String], columns: Int) -> [String] {
  home.environment["COLUMNS"] = "\(columns)"
  home.environment["NO_COLOR"] = "1"
  let outcome = home.run(arguments: arguments, terminal: true)
  #expect(outcome.code == 0, "\(arguments): \(outcome.stderr)")
  return outcome.stdout.split(separator: "\n").map(String.init)
}

// MARK: - Every view fits

@Suite struct TableWidthTests {
  @Test(arguments: [40, 80, 200])
  func everyLineOfEveryTableViewFitsTheColumns(columns: Int) {
    for view in tableViews {
      let home = crowdedHome()
      for line in lines(home, view, columns: columns) {
        #expect(displayWidth(line) <= columns, "\(view) at \(columns): '\(line)'")
      }
    }
  }

  @Test(arguments: [40, 80])
  func theSetsAnAddedWorkoutPrintsFitTheColumns(columns: Int) {
    let home = crowdedHome()
    let shown = lines(
      home, ["add", "long-press", "--date", "tomorrow", "--set", "5x70"], columns: columns)
    let sets = shown.filter { $0.hasPrefix("  set ") }
    #expect(!sets.isEmpty)
    #expect(sets.allSatisfy { displayWidth($0) <= columns })
  }

  @Test func pipedOutputWithoutColumnsIsNeverCut() {
    let home = crowdedHome()
    let text = home.expectSuccess(["menu", "list", "--month", "2024-01"])
    #expect(text.contains("a long note about the day that goes on well past forty columns"))
    #expect(!text.contains("…") && !text.contains("..."))
  }

  @Test func aTerminalWithoutColumnsOrASizeIsNotCut() {
    let home = crowdedHome()
    let outcome = home.run(arguments: ["menu", "list", "--month", "2024-01"], terminal: true)
    #expect(outcome.stdout.contains("a long note about the day that goes on well past forty"))
  }

  @Test(arguments: ["0", "-3", "wide", ""])
  func columnsThatAreNotAPositiveNumberAreIgnored(value: String) {
    let home = crowdedHome()
    let plain = home.expectSuccess(["menu", "list", "--month", "2024-01"])
    home.environment["COLUMNS"] = value
    #expect(home.expectSuccess(["menu", "list", "--month", "2024-01"]) == plain)
  }

  @Test func jsonIsTheSameAtAnyWidth() {
    let home = crowdedHome()
    for view in tableViews {
      home.environment["COLUMNS"] = nil
      let full = home.expectSuccess(view + ["--json"])
      home.environment["COLUMNS"] = "40"
      #expect(home.expectSuccess(view + ["--json"]) == full, "\(view)")
    }
  }

  // MARK: - What stays and what goes

  @Test func menuShowKeepsPlanAndResultAndCutsTheExerciseAt40() throws {
    let shown = lines(crowdedHome(), ["menu", "show", "today"], columns: 40)
    let header = try #require(shown.dropFirst().first)
    #expect(header.contains("plan") && header.contains("result") && header.contains("exercise"))
    #expect(!header.contains("set "))
    #expect(shown.contains { $0.contains("…") })
  }

  @Test func menuShowAt200ShowsEveryColumnUncut() throws {
    let shown = lines(crowdedHome(), ["menu", "show", "today"], columns: 200)
    #expect(
      shown[1].split(separator: " ").map(String.init) == ["#", "exercise", "set", "plan", "result"])
    #expect(shown.contains { $0.contains(longJapaneseName) })
    #expect(!shown.contains { $0.contains("…") })
  }

  @Test func gearListDropsFirstAndLastBeforeKilometres() throws {
    let header = try #require(lines(crowdedHome(), ["gear", "list"], columns: 40).first)
    let names = header.split(separator: " ").map(String.init)
    #expect(names.contains("id") && names.contains("name") && names.contains("km"))
    #expect(names.contains("status"))
    #expect(!names.contains("first") && !names.contains("last"))
  }

  @Test func gearListCutsTheLongNameWithAnEllipsisAt80() {
    let shown = lines(crowdedHome(), ["gear", "list"], columns: 80)
    #expect(shown[0].contains("first") && shown[0].contains("last"))
    #expect(shown[1].contains("Pegasus 40 Trail") && shown[1].contains("…"))
  }

  @Test func menuListDropsTheNoteBeforeCuttingTheExercisesToNothing() throws {
    let shown = lines(crowdedHome(), ["menu", "list", "--month", "2024-01"], columns: 40)
    #expect(shown[0].split(separator: " ") == ["date", "exercises", "sets"])
  }

  @Test func statsKeepsTheExerciseAndItsLastTopSetAt40() {
    let header = lines(crowdedHome(), ["stats"], columns: 40)[0]
    #expect(header.hasPrefix("exercise") && header.contains("last top set"))
  }

  @Test func aTitleIsCutToo() throws {
    let title = try #require(lines(crowdedHome(), ["menu", "show", "today"], columns: 40).first)
    #expect(title.hasSuffix("…") && displayWidth(title) <= 40)
  }

  @Test func withoutUnicodeMarksTheCutIsThreeDots() {
    let home = crowdedHome()
    home.environment["COLUMNS"] = "40"
    let text = home.expectSuccess(["gear", "list"])
    #expect(text.contains("...") && !text.contains("…"))
  }

  // MARK: - Wide characters

  @Test func aJapaneseNameIsCutOnCharacterBoundariesCountingTwoColumnsEach() throws {
    let shown = lines(crowdedHome(), ["stats"], columns: 40)
    let row = try #require(shown.first { $0.hasPrefix("とても") })
    let cell = String(row.prefix { $0 != " " })
    #expect(cell.hasSuffix("…"))
    #expect(longJapaneseName.hasPrefix(String(cell.dropLast())))
    #expect(displayWidth(cell) <= Table.readableWidth)
    #expect(displayWidth(row) <= 40)
  }
}

// MARK: - Measuring and cutting

@Suite struct DisplayWidthTests {
  private let unicode = Style(mode: .never, isTerminal: true, environment: ["TERM": "xterm"])

  @Test func wideAndFullwidthCharactersCountTwo() {
    #expect(displayWidth("ベンチ") == 6)
    #expect(displayWidth("ＡＢ") == 4)
    #expect(displayWidth("벤치") == 4)
    #expect(displayWidth("💪") == 2)
  }

  @Test func combiningMarksAndEscapesCountNothing() {
    #expect(displayWidth("e\u{301}") == 1)
    #expect(displayWidth("\u{1B}[1mab\u{1B}[0m") == 2)
    #expect(displayWidth("a\u{200D}b") == 2)
  }

  @Test func textThatFitsIsNotCut() {
    #expect(cut("Bench", toWidth: 5, style: unicode) == "Bench")
  }

  @Test func aCutNeverSplitsAWideCharacter() {
    // Four columns hold one wide character and the ellipsis; a second would need five.
    #expect(cut("ベンチ", toWidth: 4, style: unicode) == "ベ…")
  }

  @Test func aCutKeepsACombiningMarkWithItsLetter() {
    #expect(cut("ce\u{301}dille", toWidth: 3, style: unicode) == "ce\u{301}…")
  }

  @Test func aCutInsideColourClosesIt() {
    let cutText = cut("\u{1B}[2mlong dim text\u{1B}[0m", toWidth: 5, style: unicode)
    #expect(cutText == "\u{1B}[2mlong…\u{1B}[0m")
  }

  @Test func aTableCutsItsWidestTextColumnFirst() {
    var table = Table(header: ["a", "b"], cuttable: [0, 1])
    table.add(["short text", "a much longer piece of text"])
    let text = table.render(unicode, width: 30)
    #expect(text == "a           b\nshort text  a much longer pie…\n")
  }
}

@Suite struct ClauseCutTests {
  @Test func aListOfSetsIsCutBetweenSetsNeverInsideOne() {
    let home = TestHome()
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-02", "--set", "10x60", "--set", "9x60", "--set",
      "8x62.5", "--set", "8x62.5", "--set", "7x65",
    ])
    home.environment["COLUMNS"] = "60"
    let out = home.expectSuccess(["history", "bench-press"])
    #expect(out.contains("Tue 2024-01-02  10x60, 9x60, ...  "), "\(out)")
  }
}
