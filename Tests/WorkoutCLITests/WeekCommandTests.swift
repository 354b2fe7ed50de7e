import Foundation
import Testing

/// Two weeks of results around the test clock (Fri 2024-01-05): the week before (Mon 2023-12-25
/// to Sun 12-31) has one squat day, this week bench twice, pull-ups and a run.
private func weekHome() -> TestHome {
  let home = TestHome()
  for (exercise, date, sets) in [
    ("squat", "2023-12-27", ["5x100", "5x100", "5x100"]),
    ("bench-press", "2024-01-01", ["w:10x40", "10x60", "8x60"]),
    ("pull-up", "2024-01-03", ["reps=8", "reps=6"]),
    ("bench-press", "2024-01-05", ["5x70", "5x70"]),
  ] {
    home.expectSuccess(["log", exercise, "--date", date] + sets.flatMap { ["--set", $0] })
  }
  home.expectSuccess([
    "log", "run", "--date", "2024-01-03", "--distance", "5km", "--duration", "25m",
  ])
  return home
}

@Suite struct WeekCommandTests {
  @Test func weekShowsTheFiguresOfMondayToSundayBesideTheWeekBefore() throws {
    let home = weekHome()
    let week = try #require(home.json(["week"]) as? [String: Any])
    #expect(week["start"] as? String == "2024-01-01" && week["end"] as? String == "2024-01-07")
    let figures = try #require(week["week"] as? [String: Any])
    #expect(figures["sessions"] as? Int == 3)
    // Warm-up left out: bench 2 + 2, pull-ups 2, the run 1.
    #expect(figures["sets"] as? Int == 7)
    let tonnage: Double = 10 * 60 + 8 * 60 + 5 * 70 * 2
    #expect(figures["tonnage"] as? Double == tonnage)
    #expect(figures["distance"] as? Double == 5)
    #expect(figures["seconds"] as? Double == Double(25 * 60))
    // Bench: chest 4, triceps and shoulders 2 each; pull-up: lats 2, back and biceps 1 each.
    let parts = try #require(figures["setsByPart"] as? [String: Double])
    let expected: [String: Double] = [
      "chest": 4, "triceps": 2, "shoulders": 2, "lats": 2, "back": 1, "biceps": 1,
    ]
    #expect(parts == expected)
    let before = try #require(week["previous"] as? [String: Any])
    #expect(before["sessions"] as? Int == 1 && before["tonnage"] as? Double == 1500)
    let change = try #require(week["change"] as? [String: Any])
    #expect(change["sessions"] as? Int == 2 && change["tonnage"] as? Double == tonnage - 1500)
    let streak = try #require(week["weeklyStreak"] as? [String: Any])
    #expect(streak["current"] as? Int == 2)
  }

  @Test func weekOfADateInTheWeekBeforeIsThatWeek() throws {
    let home = weekHome()
    for date in ["2023-12-25", "2023-12-31", "-7"] {
      let week = try #require(home.json(["week", date]) as? [String: Any])
      #expect(week["start"] as? String == "2023-12-25", "\(date)")
    }
  }

  @Test func weekPrintsATableAndTheStreak() {
    let text = weekHome().expectSuccess(["week"])
    #expect(text.hasPrefix("Week 2024-W01 (2024-01-01 to 01-07)\n"))
    #expect(text.contains("\nsessions  3        1        +2\n"))
    #expect(text.contains("\ntonnage   1780 kg  1500 kg  +280 kg\n"))
    #expect(text.contains("\ntime      25:00    0:00     +25:00\n"))
    #expect(text.contains("\nChest       4     0\n"))
    #expect(text.contains("\nQuads       0     3\n"))
    #expect(text.hasSuffix("\nweekly streak 2 weeks\n"))
  }

  @Test func checkExitsOneNamingEachMissedTargetAndZeroWhenAllAreMet() throws {
    let home = weekHome()
    home.expectSuccess(["config", "set", "target.chest", "4"])
    #expect(home.run(arguments: ["week", "--check"]).code == 0)
    home.expectSuccess(["config", "set", "target.lats", "6"])
    let missed = home.run(arguments: ["week", "--check"])
    #expect(missed.code == 1)
    // Today (Friday 2024-01-05) the week is not over: not met yet, not missed.
    #expect(missed.stdout.contains("So far: Lats 2 of 6 sets"), "\(missed.stdout)")
    #expect(missed.stdout.contains("\nLats        2     0       6 not yet\n"), "\(missed.stdout)")
    #expect(!missed.stdout.contains("Chest 4 of"))
    #expect(!missed.stdout.contains("Missed"))
    // The week before is over: its targets not met are missed.
    let last = home.run(arguments: ["week", "2023-12-28", "--check"])
    #expect(last.code == 1)
    #expect(last.stdout.contains("Missed: Lats 0 of 6 sets"), "\(last.stdout)")
    #expect(last.stdout.contains("6 missed"), "\(last.stdout)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(home.run(arguments: ["week", "--check", "--json"]).stdout.utf8))
        as? [String: Any])
    let targets = try #require(json["targets"] as? [[String: Any]])
    #expect(targets.map { $0["met"] as? Bool } == [true, false])
    // Without --check a missed target is not an error.
    #expect(home.run(arguments: ["week"]).code == 0)
  }

  @Test func weekRefusesBadInput() {
    let home = weekHome()
    home.expectFailure(["week", "2024-13-01"], code: 64, message: "'2024-13-01' is not a date")
    home.expectFailure(["week", "--per-week", "0"], code: 64, message: "--per-week")
  }
}

@Suite struct TargetConfigTests {
  @Test func aTargetIsStoredInVersionThreeAndListed() throws {
    let home = TestHome()
    #expect(
      home.expectSuccess(["config", "set", "target.chest", "12"])
        == "target.chest is now 12 sets a week (\(home.configPath)).\n")
    #expect(home.configText?.contains("\"targets\": {") == true)
    #expect(home.configText?.contains("\"version\": 3") == true)
    #expect(home.expectSuccess(["config", "get", "target.chest"]) == "12\n")
    #expect(home.expectSuccess(["config", "list"]).contains("target.chest  12"))
    home.expectSuccess(["config", "unset", "target.chest"])
    #expect(home.configText == nil)
    #expect(home.expectSuccess(["config", "get", "target.chest"]) == "none\n")
  }

  @Test func aMistypedPartGetsTheNearestAndABadCountIsRefused() {
    let home = TestHome()
    home.expectFailure(
      ["config", "set", "target.chst", "12"], code: 65, message: "did you mean 'target.chest'?")
    home.expectFailure(["config", "set", "target.pecs", "10"], code: 65, message: "no body part")
    // A well-formed number out of range or off step is invalid data, as ExitCodes.md says.
    home.expectFailure(["config", "set", "target.chest", "0"], code: 65, message: "0.5 to 1000")
    home.expectFailure(["config", "set", "target.chest", "12.3"], code: 65, message: "0.5")
    home.expectFailure(["config", "set", "target.chest", "lots"], code: 64, message: "'lots'")
  }
}
