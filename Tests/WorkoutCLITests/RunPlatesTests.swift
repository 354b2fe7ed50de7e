import Foundation
import Testing

/// The plates of barbell sets in `wkc run`: the line under the plan, the fewest changes from
/// the set before, weights that do not load exactly, and the `plates` of `run --json`.
@Suite struct RunPlatesTests {
  /// The lines `run` prints with `stdin`, on a terminal of `columns` without colour.
  func terminalLines(_ home: TestHome, stdin: String = "q\n", columns: Int = 200) -> [String] {
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = String(columns)
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: stdin, terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  /// The `per side` lines of a piped run that takes every set as planned.
  func plateLines(_ home: TestHome) -> [String] {
    let out = home.expectSuccess(["run", "--no-timer"], stdin: String(repeating: "\n", count: 9))
    return out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  per side") }
  }

  func squat(_ sets: String...) -> [String] {
    ["add", "squat"] + sets.flatMap { ["--set", $0] }
  }

  @Test func theLineUnderThePlanSaysWhatGoesOnEachSide() {
    let home = TestHome()
    home.expectSuccess(squat("5x102.5"))
    let lines = terminalLines(home)
    #expect(lines[0] == "Squat set 1/1: plan 5×102.5 kg, rest 3:00")
    #expect(lines[1] == "  per side: 25 + 15 + 1.25")
    #expect(lines[2].hasPrefix("  Enter = as planned"))
  }

  @Test func eachNextSetSaysTheFewestPlateChanges() {
    let home = TestHome()
    home.expectSuccess(squat("5x60", "5x80", "5x100", "5x90", "5x90", "5x20"))
    #expect(
      plateLines(home) == [
        "  per side: 20", "  per side: 20 + 10 (+10 per side)",
        "  per side: 20 + 20 (-10, +20 per side)", "  per side: 20 + 15 (-20, +15 per side)",
        "  per side: 20 + 15", "  per side: no plates (-15, -20 per side)",
      ])
  }

  @Test func onATerminalTheMinusIsAMinusSign() {
    let home = TestHome()
    home.expectSuccess(squat("5x100", "5x90"))
    let lines = terminalLines(home, stdin: "\nq\n")
    #expect(lines.contains("  per side: 25 + 10 (\u{2212}15, +10 per side)"), "\(lines)")
  }

  @Test func theChangeIsFromWhatWasDoneNotWhatWasPlanned() {
    let home = TestHome()
    home.expectSuccess(squat("5x100", "5x100"))
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "5x102.5\n\n")
    #expect(out.contains("  per side: 25 + 15 (-1.25 per side)\n"), "\(out)")
  }

  @Test func aResumedRunKnowsWhatIsOnTheBar() {
    let home = TestHome()
    home.expectSuccess(squat("5x100", "5x105"))
    home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(
      out.hasPrefix(
        "Squat set 2/2: plan 5x105 kg, rest 3:00\n  per side: 25 + 15 + 2.5 (+2.5 per side)\n"))
  }

  @Test func aWeightThatDoesNotLoadExactlySaysSoAndLoadsTheNearest() {
    let home = TestHome()
    home.expectSuccess(squat("5x101", "5x15", "5x480"))
    #expect(
      plateLines(home) == [
        "  per side: 25 + 15 (not exact: loads 100 kg)",
        "  per side: no plates (-15, -25 per side; not exact: 15 kg is less than the bar)",
        "  per side: 25 + 25 + 25 + 25 + 25 + 25 + 20 + 20 + 15 + 10 + 5 + 2.5 + 1.25 (+25, +25, "
          + "+25, +25, +25, +25, +20, +20, +15, +10, +5, +2.5, +1.25 per side; not exact: "
          + "467.5 kg, the most your plates load)",
      ])
  }

  @Test func poundsLoadLbPlatesOnA45LbBar() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(squat("5x135", "5x225"))
    #expect(plateLines(home) == ["  per side: 45", "  per side: 45 + 45 (+45 per side)"])
  }

  @Test func eachExerciseUsesItsOwnBarAndOnlyBarbellSetsGetPlates() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "bar", "15"])
    home.expectSuccess(squat("5x55"))
    home.expectSuccess(["add", "ez-bar-curl", "--set", "10x30"])
    home.expectSuccess(["add", "t-bar-row", "--set", "10x40"])
    home.expectSuccess(["add", "dumbbell-row", "--set", "10x20"])
    home.expectSuccess(["add", "pull-up", "--sets", "1"])
    #expect(plateLines(home) == ["  per side: 20", "  per side: 10"])
  }

  @Test func onANarrowTerminalTheChangeGoesFirstThenTheLine() {
    let home = TestHome()
    home.expectSuccess(squat("5x100", "5x91"))
    let wide = terminalLines(home, stdin: "\nq\n", columns: 80)
    #expect(wide.contains("  per side: 25 + 10 (\u{2212}15, +10 per side; not exact: loads 90 kg)"))
    let home2 = TestHome()
    home2.expectSuccess(squat("5x100", "5x91"))
    let narrow = terminalLines(home2, stdin: "\nq\n", columns: 40)
    // Too wide beside the plates, each note goes on a line of its own: none is dropped.
    #expect(narrow.contains("  per side: 25 + 10"), "\(narrow)")
    #expect(narrow.contains("  (\u{2212}15, +10 per side)"), "\(narrow)")
    #expect(narrow.contains("  (not exact: loads 90 kg)"), "\(narrow)")
    let home3 = TestHome()
    home3.expectSuccess(squat("5x100"))
    let tiny = terminalLines(home3, columns: 16)
    #expect(!tiny.contains { $0.contains("per side") })
  }

  // MARK: - run --json

  @Test func setEventsOfBarbellSetsHavePlates() throws {
    let home = TestHome()
    home.expectSuccess(squat("5x100", "5x101"))
    home.expectSuccess(["add", "pull-up", "--sets", "1"])
    let out = home.expectSuccess(["run", "--json", "--no-timer"], stdin: "\n\n\n")
    let sets = try out.split(separator: "\n").compactMap { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.filter { $0["event"] as? String == "set" }
    #expect(sets.count == 3)
    let first = try #require(sets[0]["plates"] as? [String: Any])
    #expect(first["perSide"] as? [Double] == [25, 15])
    #expect(first["exact"] as? Bool == true)
    #expect(first["change"] is NSNull)
    let second = try #require(sets[1]["plates"] as? [String: Any])
    #expect(second["weight"] as? Double == 101)
    #expect(second["loaded"] as? Double == 100)
    #expect(second["exact"] as? Bool == false)
    #expect((second["above"] as? [String: Any])?["weight"] as? Double == 102.5)
    let change = try #require(second["change"] as? [String: Any])
    #expect(change["removed"] as? [Double] == [])
    #expect(change["added"] as? [Double] == [])
    #expect(sets[2]["plates"] is NSNull)
  }
}
