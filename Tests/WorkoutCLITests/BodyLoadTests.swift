import Foundation
import Testing
import WorkoutCore

/// Issue 26 item 9: a body-weight exercise's load is body weight plus added weight, the body
/// weight of its date (the nearest body entry on or before it). Figures are checked against
/// arithmetic here: Epley e1RM = load × (1 + reps / 30), volume = Σ load × reps.
@Suite struct BodyLoadTests {
  /// Pull-ups before any body entry: 5×+40 on 2023-12-19, 12 on 2023-12-20; body 80 kg on
  /// 2024-01-01; 10 and 6 at body weight on 01-02 (`x0`: `log` would fill in the last added
  /// weight), 8×+10 on 01-03; body 70 kg on 01-04; 10×+5 on 01-05.
  private func pullUpHome() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["log", "pull-up", "--date", "2023-12-19", "--set", "5x40"])
    home.expectSuccess(["log", "pull-up", "--date", "2023-12-20", "--set", "12x0"])
    home.expectSuccess(["body", "80", "--date", "2024-01-01"])
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-02", "--set", "10x0", "--set", "6x0"])
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-03", "--set", "8x10"])
    home.expectSuccess(["body", "70", "--date", "2024-01-04"])
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-05", "--set", "10x5"])
    return home
  }

  private func close(_ value: Any?, _ expected: Double) -> Bool {
    guard let value = value as? Double else { return false }
    return abs(value - expected) < 0.01
  }

  @Test func historyVolumeAndE1RMUseTheBodyWeightOfEachDate() throws {
    let home = pullUpHome()
    let history = try #require(home.json(["history", "pull-up"]) as? [[String: Any]])
    #expect(
      history.map { $0["date"] as? String } == [
        "2024-01-05", "2024-01-03", "2024-01-02", "2023-12-20", "2023-12-19",
      ])
    // 01-05: (70 + 5) × 10 = 750; e1RM 75 × (1 + 10/30) = 100
    #expect(close(history[0]["volume"], 750))
    #expect(close(history[0]["e1rm"], 75 * (1 + 10 / 30.0)))
    #expect(history[0]["bodyWeight"] as? Double == 70)
    #expect(history[0]["bodyWeightDate"] as? String == "2024-01-04")
    // 01-03: (80 + 10) × 8 = 720; e1RM 90 × (1 + 8/30) = 114
    #expect(close(history[1]["volume"], 720))
    #expect(close(history[1]["e1rm"], 90 * (1 + 8 / 30.0)))
    // 01-02: 80 × 10 + 80 × 6 = 1280; e1RM 80 × (1 + 10/30)
    #expect(close(history[2]["volume"], 1280))
    #expect(close(history[2]["e1rm"], 80 * (1 + 10 / 30.0)))
    #expect(history[2]["bodyWeightDate"] as? String == "2024-01-01")
    // Before any body entry: no load, so neither.
    #expect(history[3]["volume"] is NSNull)
    #expect(history[3]["e1rm"] is NSNull)
    #expect(history[3]["bodyWeight"] is NSNull)
    #expect(history[4]["volume"] is NSNull)
    let text = home.expectSuccess(["history", "pull-up"])
    #expect(text.contains("body weight 70 kg on Thu 2024-01-04"))
    #expect(text.contains("No body weight on or before Wed 2023-12-20 and 1 more date(s)"))
    #expect(text.contains("1280 kg"))
  }

  @Test func recordsCompareLoadsWithBodyWeightOnlyWithEachOther() throws {
    let home = pullUpHome()
    let records = try #require((home.json(["prs", "pull-up"]) as? [[String: Any]])?.first)
    // The heaviest load is 80 + 10 = 90 on 01-03: 70 + 5 = 75 later does not beat it, and the
    // +40 of 2023-12-19, without a body weight, is no load at all.
    #expect(records["maxWeight"] as? Double == 90)
    #expect(records["maxWeightReps"] as? Double == 8)
    #expect(records["maxWeightDate"] as? String == "2024-01-03")
    #expect(records["maxWeightBodyWeight"] as? Double == 80)
    #expect(records["maxWeightBodyWeightDate"] as? String == "2024-01-01")
    #expect(close(records["bestE1rm"], 90 * (1 + 8 / 30.0)))
    #expect(records["bestE1rmDate"] as? String == "2024-01-03")
    #expect(close(records["bestVolume"], 1280))
    #expect(records["bestVolumeDate"] as? String == "2024-01-02")
    // The added weight keeps its own records, body weight or not.
    #expect(records["maxAddedWeight"] as? Double == 40)
    #expect(records["maxAddedWeightDate"] as? String == "2023-12-19")
    #expect(records["mostReps"] as? Double == 12)
    #expect(records["mostRepsDate"] as? String == "2023-12-20")
    let text = home.expectSuccess(["prs", "pull-up"])
    #expect(text.contains("heaviest load"))
    #expect(text.contains("8x90 kg"))
    #expect(text.contains("body weight 80 kg on Mon 2024-01-01"))
    #expect(home.expectSuccess(["prs"]).contains("*"))
  }

  @Test func weekTonnageIncludesBodyWeightLoads() throws {
    let home = pullUpHome()
    let week = try #require(home.json(["week", "2024-01-05"]) as? [String: Any])
    let figures = try #require(week["week"] as? [String: Any])
    // 1280 + 720 + 750
    #expect(close(figures["tonnage"], 1280 + 720 + 750))
    #expect(home.expectSuccess(["week", "2024-01-05"]).contains("Tonnage includes body weight"))
  }

  @Test func poundUsersSeeTheLoadInPounds() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["body", "176", "--date", "2024-01-01"])
    home.expectSuccess(["log", "pull-up", "--set", "10x10"])
    let history = try #require(home.json(["history", "pull-up"]) as? [[String: Any]])
    // (176 + 10) lb × 10 = 1860 lb, in kg × 0.45359237
    #expect(close(history[0]["volume"], 1860 * 0.45359237))
    #expect(home.expectSuccess(["history", "pull-up"]).contains("1860 lb"))
  }

  @Test func chartDrawsABodyWeightExercisesE1RM() throws {
    let home = pullUpHome()
    home.expectSuccess(["chart", "pull-up", "--metric", "e1rm"])
  }

  // MARK: - The index

  private func indexState(_ home: TestHome) throws -> Store.IndexState {
    try Store(root: home.dataDirectory).indexState()
  }

  @Test func theIndexAfterBodyLogRemoveAndImportEqualsARebuiltOne() throws {
    let home = pullUpHome()
    home.expectSuccess(["prs", "pull-up"])
    #expect(try indexState(home) == .fresh)
    home.expectSuccess(["body", "75", "--date", "2024-01-02"])
    #expect(try indexState(home) == .fresh)
    home.expectSuccess(["body", "remove", "2024-01-01"])
    #expect(try indexState(home) == .fresh)
    home.expectSuccess(["body", "60", "--date", "2023-12-01"])
    #expect(try indexState(home) == .fresh)
    let file = home.home + "/FitNotes_BodyTracker.csv"
    try Data(fitNotesBodyCSV.utf8).write(to: URL(fileURLWithPath: file))
    home.expectSuccess(["import", file])
    #expect(try indexState(home) == .fresh)
    // Undo puts body.json back and records the months it changes again, as a body change
    // does: the index stays exact and doctor finds nothing.
    home.expectSuccess(["undo"])
    #expect(try indexState(home) == .fresh)
    home.expectSuccess(["doctor"])
    home.expectSuccess(["undo"])
    #expect(try indexState(home) == .fresh)
    home.expectSuccess(["doctor"])
  }

  @Test func aBodyFileEditedByHandMakesTheIndexStale() throws {
    let home = pullUpHome()
    home.expectSuccess(["prs", "pull-up"])
    #expect(try indexState(home) == .fresh)
    let path = "\(home.dataDirectory)/body.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "80", with: "85").utf8).write(
      to: URL(fileURLWithPath: path))
    #expect(try indexState(home) == .stale)
    // The next lookup (log's prefill) rebuilds it, with the body weights as edited.
    home.expectSuccess(["log", "pull-up", "--set", "5"])
    #expect(try indexState(home) == .fresh)
  }

  @Test func aRecordAgainstEarlierMonthsUsesTheirBodyWeight() throws {
    let home = pullUpHome()
    // February: body 70 (from 01-04) + 15 = 85 × 8 does not beat 90 × 8 of January (from the
    // index); + 25 = 95 does.
    home.now += 40 * 86_400
    let same = home.expectSuccess(["log", "pull-up", "--set", "8x15"])
    #expect(!same.lowercased().contains("record"))
    let more = home.expectSuccess(["log", "pull-up", "--set", "8x25"])
    #expect(more.lowercased().contains("record"))
  }
}
