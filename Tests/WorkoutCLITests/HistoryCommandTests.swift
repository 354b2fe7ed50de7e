import Foundation
import Testing

/// A home with bench press on three dates, a run, and pull-ups, logged the way a user would.
private func trainedHome() -> TestHome {
  let home = TestHome()
  for (date, sets) in [
    ("2024-01-01", ["10x60", "9x60", "8x62.5"]), ("2024-01-03", ["10x62.5", "8x65"]),
    ("2024-01-05", ["10x60", "10x60"]),
  ] {
    home.expectSuccess(["log", "bench-press", "--date", date] + sets.flatMap { ["--set", $0] })
  }
  home.expectSuccess([
    "log", "run", "--date", "2024-01-02", "--distance", "5km", "--duration", "25m",
  ])
  home.expectSuccess([
    "log", "pull-up", "--date", "2024-01-04", "--set", "reps=8", "--set", "reps=12",
  ])
  return home
}

@Suite struct HistoryCommandTests {
  @Test func historyShowsOneRowPerDateNewestFirst() {
    let home = trainedHome()
    let text = home.expectSuccess(["history", "bench-press"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "Bench Press: 3 dates")
    // Sets written reps × weight, as they are typed.
    #expect(lines[2].hasPrefix("Fri 2024-01-05  10x60, 10x60"))
    #expect(lines[3].contains("10x62.5, 8x65"))
    #expect(lines[4].contains("10x60, 9x60, 8x62.5"))
    // 2024-01-01: volume 600 + 540 + 500, e1RM of 10×60 = 80.
    #expect(lines[4].contains("1640 kg") && lines[4].contains("80 kg"))
  }

  @Test func historyJSONHasTheSPECKeys() throws {
    let home = trainedHome()
    let rows = try #require(
      home.json(["history", "bench-press", "--limit", "1"]) as? [[String: Any]])
    #expect(rows.count == 1)
    #expect(rows[0]["date"] as? String == "2024-01-05")
    #expect(rows[0]["volume"] as? Double == 1200)
    #expect(rows[0]["e1rm"] as? Double == 80)
    let top = try #require(rows[0]["topSet"] as? [String: Double])
    #expect(top["reps"] == 10 && top["weight"] == 60)
    #expect((rows[0]["sets"] as? [[String: Double]])?.count == 2)
  }

  @Test func historyRangeKeepsDatesWithin() throws {
    let home = trainedHome()
    let rows = try #require(
      home.json(["history", "bench-press", "--from", "2024-01-02", "--to", "2024-01-04"])
        as? [[String: Any]])
    #expect(rows.map { $0["date"] as? String } == ["2024-01-03"])
  }

  @Test func historyOfARunShowsDistanceDurationAndPace() {
    let home = trainedHome()
    let text = home.expectSuccess(["history", "run"])
    #expect(text.contains("5 km") && text.contains("25:00") && text.contains("5:00 /km"))
  }

  @Test func historyOfAnExerciseNeverDoneSaysSo() {
    let home = trainedHome()
    let text = home.expectSuccess(["history", "squat"])
    #expect(text.hasPrefix("No results for Squat yet."))
    #expect(home.json(["history", "squat"]) as? [Any] != nil)
  }

  @Test func historyOnABrandNewHomeSaysSoAndWritesNothing() {
    let home = TestHome()
    #expect(home.expectSuccess(["history", "bench-press"]).hasPrefix("No results"))
    #expect(home.snapshot().isEmpty)
  }

  @Test func historyRefusesBadInput() {
    let home = trainedHome()
    home.expectFailure(["history", "bench-pres"], code: 65, message: "bench-press")
    home.expectFailure(
      ["history", "bench-press", "--formula", "lander"], code: 64, message: "epley or brzycki")
    home.expectFailure(["history", "bench-press", "--limit", "0"], code: 64, message: "--limit")
    home.expectFailure(
      ["history", "bench-press", "--from", "2024-01-05", "--to", "2024-01-01"], code: 64,
      message: "is after --to")
    home.expectFailure(
      ["history", "bench-press", "--from", "2024-02-30"], code: 64, message: "has 29 days")
  }

  @Test func statsListsEveryExerciseMostRecentFirst() throws {
    let home = trainedHome()
    let stats = try #require(home.json(["stats"]) as? [[String: Any]])
    #expect(stats.map { $0["exercise"] as? String } == ["bench-press", "pull-up", "run"])
    #expect(stats[0]["sessions"] as? Int == 3)
    // A figure worked out, to its documented 3 decimals (NumbersInJSON.md).
    #expect(stats[0]["bestE1rm"] as? Double == (62.5 * (1 + 10.0 / 30) * 1000).rounded() / 1000)
    #expect(home.expectSuccess(["stats"]).contains("Bench Press"))
    #expect(TestHome().expectSuccess(["stats"]).hasPrefix("No results yet."))
  }

  @Test func setsCopiedFromHistoryAndPrsLogTheSameSets() {
    let home = trainedHome()
    let row = home.expectSuccess(["history", "bench-press", "--limit", "1"])
      .split(separator: "\n")[2]
    let sets = row.dropFirst("Mon 2024-01-01  ".count).components(separatedBy: "  ")[0]
    #expect(sets == "10x60, 10x60")
    let heaviest = home.expectSuccess(["prs", "bench-press"]).split(separator: "\n")
      .first { $0.hasPrefix("heaviest weight") }!
      .dropFirst("heaviest weight  ".count).components(separatedBy: "  ")[0]
    #expect(heaviest == "8x65 kg")

    let copy = TestHome()
    for set in sets.components(separatedBy: ", ") + [heaviest] {
      copy.expectSuccess(["log", "bench-press", "--date", "2024-01-05", "--set", set])
    }
    let logged = copy.json(["history", "bench-press"]) as? [[String: Any]]
    let loggedSets = ((logged?.first?["sets"] as? [[String: Double]]) ?? []).map {
      [$0["reps"], $0["weight"]]
    }
    #expect(loggedSets == [[10, 60], [10, 60], [8, 65]])
  }

  @Test func prsOfAnExerciseShowsEachRecordWithItsDate() {
    let home = trainedHome()
    let text = home.expectSuccess(["prs", "bench-press"])
    #expect(text.contains("heaviest weight  8x65 kg"))
    #expect(text.contains("best e1RM        83.3 kg (10x62.5 kg)  Wed 2024-01-03"))
    #expect(text.contains("best volume      1640 kg               Mon 2024-01-01"))
    #expect(text.contains("Best reps at a weight"))
  }

  @Test func prsJSONIsFlatPerExercise() throws {
    let home = trainedHome()
    let records = try #require(home.json(["prs"]) as? [[String: Any]])
    #expect(records.map { $0["exercise"] as? String } == ["bench-press", "pull-up", "run"])
    #expect(records[0]["maxWeight"] as? Double == 65)
    #expect(records[0]["maxWeightReps"] as? Double == 8)
    #expect(records[0]["maxWeightDate"] as? String == "2024-01-03")
    #expect(records[1]["mostReps"] as? Double == 12)
    #expect(records[2]["bestPace"] as? Double == 300)
    #expect(records[2]["maxWeight"] is NSNull)
  }

  @Test func prsWithBrzyckiEstimatesDifferently() throws {
    let home = trainedHome()
    let records = try #require(
      home.json(["prs", "bench-press", "--formula", "brzycki"]) as? [[String: Any]])
    #expect(records[0]["bestE1rm"] as? Double == (62.5 * 36 / 27 * 1000).rounded() / 1000)
  }

  @Test func prsOfSetsOfNoRepsSaysThereAreNone() {
    let home = TestHome()
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-02", "--set", "reps=0"])
    #expect(home.expectSuccess(["prs", "pull-up"]).hasPrefix("No records for Pull-Up yet."))
  }

  @Test func prsOfNothingSaysSo() {
    #expect(TestHome().expectSuccess(["prs"]).hasPrefix("No records yet."))
    #expect(trainedHome().expectSuccess(["prs", "squat"]).hasPrefix("No records for Squat yet."))
  }
}

@Suite struct ChartCommandTests {
  @Test func chartJSONFillsDaysWithTheLastValue() throws {
    let home = trainedHome()
    let chart = try #require(home.json(["chart", "bench-press"]) as? [String: Any])
    #expect(chart["metric"] as? String == "weight")
    #expect(chart["avg"] as? Int == 1)
    let points = try #require(chart["points"] as? [[String: Any]])
    #expect(points.map { $0["date"] as? String }.first == "2024-01-01")
    #expect(points.map { $0["value"] as? Double } == [62.5, 62.5, 65, 65, 60])
  }

  @Test func chartWithoutFillLeavesDaysEmpty() throws {
    let home = trainedHome()
    let chart = try #require(home.json(["chart", "bench-press", "--no-fill"]) as? [String: Any])
    let points = try #require(chart["points"] as? [[String: Any]])
    #expect(points.map { $0["value"] is NSNull } == [false, true, false, true, false])
  }

  @Test func chartAveragesBucketsCountedBackFromTheNewest() throws {
    let home = trainedHome()
    let chart = try #require(home.json(["chart", "bench-press", "--avg", "3"]) as? [String: Any])
    let points = try #require(chart["points"] as? [[String: Any]])
    // Five days: the oldest bucket holds the remainder, 01-01…01-02; then 01-03…01-05.
    #expect(points.map { $0["date"] as? String } == ["2024-01-02", "2024-01-05"])
    let average = ((65 + 65 + 60) / 3.0 * 1000).rounded() / 1000
    #expect(points.map { $0["value"] as? Double } == [62.5, average])
  }

  @Test func chartDrawsBarsWithRepsAsNumbers() {
    let home = trainedHome()
    home.environment["COLUMNS"] = "40"
    let text = home.expectSuccess(["chart", "bench-press"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "Bench Press - top set weight, kg")
    #expect(lines.contains { $0.hasPrefix("reps") && $0.contains("8") && $0.contains("10") })
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.contains { $0.contains("#") })
  }

  @Test func chartBeforeTheFirstResultNamesTheRangeInOrder() {
    let text = trainedHome().expectSuccess(["chart", "bench-press", "--to", "2023-12-01"])
    #expect(text.hasPrefix("No weight results for Bench Press from 2023-12-01 to 2023-12-01."))
  }

  @Test func chartWithoutAvgTakesTheFewestDaysPerBarThatFit() {
    let home = trainedHome()
    home.expectSuccess(["log", "bench-press", "--date", "2023-12-07", "--set", "10x55"])
    home.environment["COLUMNS"] = "40"
    // 30 days do not fit 40 columns a day a bar; 3 days a bar do.
    let text = home.expectSuccess(["chart", "bench-press"])
    #expect(!text.contains("left out"))
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("reps") })
    #expect(home.expectSuccess(["chart", "bench-press", "--avg", "1"]).contains("left out"))
  }

  @Test func chartInATinyTerminalStillDrawsTheNewestBar() {
    let home = trainedHome()
    home.environment["COLUMNS"] = "1"
    let text = home.expectSuccess(["chart", "bench-press"])
    #expect(text.contains("#"))
  }

  @Test func chartOfNothingSaysSo() {
    let text = trainedHome().expectSuccess(["chart", "squat"])
    #expect(text.hasPrefix("No weight results for Squat"))
  }

  @Test func prsStatsAndCalendarRefuseBadInput() {
    let home = trainedHome()
    home.expectFailure(["prs", "deadlfit"], code: 65, message: "deadlift")
    home.expectFailure(["stats", "--formula", "x"], code: 64, message: "epley or brzycki")
    home.expectFailure(["calendar", "2024-1"], code: 64, message: "2024-1")
    home.expectFailure(["stats", "bench-press"], code: 64, message: "bench-press")
  }

  @Test func aMistypedFormulaGetsTheNearestName() {
    let home = trainedHome()
    home.expectFailure(
      ["prs", "--formula", "brzyki"], code: 64, message: "did you mean 'brzycki'?")
    home.expectFailure(["prs", "--formula", "ep"], code: 64, message: "did you mean 'epley'?")
  }

  @Test func chartRefusesBadInput() {
    let home = trainedHome()
    home.expectFailure(
      ["chart", "bench-press", "--from", "2024-01-05", "--to", "2024-01-01"], code: 64,
      message: "is after --to")
    home.expectFailure(["chart", "bench-press", "--avg", "2"], code: 64, message: "1, 3, 9 or 27")
    home.expectFailure(
      ["chart", "bench-press", "--metric", "wieght"], code: 64, message: "'weight'")
    home.expectFailure(
      ["chart", "bench-press", "--metric", "distance"], code: 65, message: "does not use distance")
    home.expectFailure(["chart", "squatt"], code: 65, message: "squat")
  }
}

@Suite struct CalendarCommandTests {
  @Test func calendarMarksTrainedDatesAndCountsStreaks() throws {
    let home = trainedHome()
    let calendar = try #require(home.json(["calendar"]) as? [String: Any])
    #expect(calendar["month"] as? String == "2024-01")
    #expect((calendar["trainedDates"] as? [String])?.count == 5)
    #expect(calendar["currentStreak"] as? Int == 5)
    #expect(calendar["longestStreak"] as? Int == 5)
  }

  @Test func calendarGridStartsOnMonday() {
    let text = trainedHome().expectSuccess(["calendar", "2024-01"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "January 2024")
    #expect(lines[1] == "Mo  Tu  We  Th  Fr  Sa  Su")
    #expect(lines[2] == " 1*  2*  3*  4*  5*  6   7")
    #expect(text.contains("current streak 5 days, longest 5 days (2024-01-01 to 2024-01-05)"))
  }

  @Test func calendarOfAMonthWithoutTrainingHasNoMarks() {
    let text = trainedHome().expectSuccess(["calendar", "2024-02"])
    #expect(!text.contains("*  ") && text.contains("trained: 0 days"))
  }

  @Test func calendarRefusesAnImpossibleMonth() {
    trainedHome().expectFailure(["calendar", "2024-13"], code: 64, message: "2024-13")
  }
}

@Suite struct HistoryStoreErrorTests {
  @Test(arguments: [
    ["history", "bench-press"], ["stats"], ["prs"], ["prs", "bench-press"],
    ["chart", "bench-press"], ["calendar"],
  ])
  func damagedMonthFailsNamingTheFile(arguments: [String]) {
    let home = trainedHome()
    home.write("menus/2023-12.json", "{\"version\": 1, \"menus\": [")
    // Without a fresh index every month is read.
    try? FileManager.default.removeItem(atPath: home.dataDirectory + "/index.json")
    home.expectFailure(arguments, code: 74, message: "menus/2023-12.json: line 1, column 26")
  }

  @Test(arguments: [
    ["history", "bench-press"], ["history", "bench-press", "--limit", "1"], ["stats"], ["prs"],
    ["chart", "bench-press"], ["calendar"],
  ])
  func theOldestOfTwoDamagedMonthsIsNamedByEveryCommand(arguments: [String]) {
    let home = trainedHome()
    home.write("menus/2023-12.json", "{\"version\": 1, \"menus\": [")
    // The newest month: `history --limit 1` needs it, and then names the oldest damaged one.
    home.write("menus/2024-02.json", "{\"version\": 1, \"menus\": [")
    try? FileManager.default.removeItem(atPath: home.dataDirectory + "/index.json")
    home.expectFailure(arguments, code: 74, message: "menus/2023-12.json: line 1, column 26")
  }

  @Test func historyWithALimitReadsNoMonthOlderThanItShows() throws {
    let home = trainedHome()
    home.write("menus/2023-12.json", "{\"version\": 1, \"menus\": [")
    let rows = try #require(
      home.json(["history", "bench-press", "--limit", "1"]) as? [[String: Any]])
    #expect(rows.map { $0["date"] as? String } == ["2024-01-05"])
  }
}
