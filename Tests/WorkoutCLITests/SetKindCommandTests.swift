import Foundation
import Testing

/// Warm-up, drop and failure sets typed by hand, and what warm-ups do not count for.
@Suite struct SetKindCommandTests {
  /// Bench press on Wed 2024-01-03: a warm-up of 10×100 (heavier than anything, so a count of
  /// it would show) and a working set of 5×60.
  private func homeWithAHeavyWarmUp() -> TestHome {
    let home = TestHome()
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-03", "--set", "w:10x100", "--set", "5x60",
    ])
    return home
  }

  // MARK: - Typed

  @Test func menuShowMarksWarmUpDropAndFailureSets() {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--set", "w:10x20", "--set", "d:8x50", "--set", "f:6x60",
      "--rest", "60",
    ])
    let shown = home.expectSuccess(["menu", "show"])
    #expect(shown.contains("1    W 10x20 kg, rest 1:00"))
    #expect(shown.contains("2    D 8x50 kg, rest 1:00"))
    #expect(shown.contains("3    F 6x60 kg, rest 1:00"))
  }

  @Test func historyMarksWarmUpsAndLeavesThemOutOfItsFigures() {
    let home = homeWithAHeavyWarmUp()
    let shown = home.expectSuccess(["history", "bench-press"])
    #expect(shown.contains("W 10x100, 5x60  5x60 kg  300 kg  70 kg"))
    let rows = home.json(["history", "bench-press"]) as? [[String: Any]]
    let first = rows?.first?["sets"] as? [[String: Any]]
    #expect(first?.map { $0["kind"] as? String } == ["warmup", nil])
    #expect(rows?.first?["volume"] as? Double == 300)
  }

  // MARK: - Warm-ups count for nothing

  @Test func prsLeaveWarmUpsOut() {
    let home = homeWithAHeavyWarmUp()
    let records = (home.json(["prs", "bench-press"]) as? [[String: Any]])?.first
    #expect(records?["maxWeight"] as? Double == 60)
    #expect(records?["bestVolume"] as? Double == 300)
  }

  @Test func chartVolumeLeavesWarmUpsOut() {
    let home = homeWithAHeavyWarmUp()
    let chart = home.json(["chart", "bench-press", "--metric", "volume", "--avg", "1"])
    let points = (chart as? [String: Any])?["points"] as? [[String: Any]]
    #expect(points?.compactMap { $0["value"] as? Double }.max() == 300)
  }

  @Test func templateShowMarksWarmUps() {
    // What a template keeps: TemplateOperationTests in the core.
    let home = homeWithAHeavyWarmUp()
    home.expectSuccess(["template", "save", "bench", "--from", "2024-01-03"])
    #expect(home.expectSuccess(["template", "show", "bench"]).contains("W 10x100 kg"))
  }

  // MARK: - Refused

  @Test func aKindLeadingNothingIsAUsageError() {
    let home = homeWithAHeavyWarmUp()
    home.expectFailure(
      ["add", "bench-press", "--set", "w:"], code: 64,
      message: "'w:' needs a set after it, e.g. w:10x20")
  }

  @Test func anUnknownKindPrefixIsAUsageError() {
    let home = homeWithAHeavyWarmUp()
    home.expectFailure(
      ["log", "bench-press", "--set", "x:5x60"], code: 64,
      message: "'x:' is not a set kind; lead with w: (warm-up), d: (drop) or f: (failure)")
  }

  @Test func warmupWithAnotherKindIsAUsageError() {
    let home = homeWithAHeavyWarmUp()
    home.expectFailure(
      ["log", "bench-press", "--warmup", "--set", "d:8x50"], code: 64,
      message: "--warmup makes every set a warm-up; --set d:8x50 makes it a drop set")
  }

}

/// RPE on every exercise with reps or a duration, listed or not.
@Suite struct AnyRPECommandTests {
  private func firstSet(_ home: TestHome, _ date: String = "today") -> [String: Any]? {
    ((home.json(["menu", "show", date]) as? [String: Any])?["workouts"] as? [[String: Any]])?
      .first.flatMap { ($0["sets"] as? [[String: Any]])?.first }
  }

  @Test func logTakesRPEInASpec() {
    let home = TestHome()
    let logged = home.expectSuccess(["log", "bench-press", "--set", "5x100,rpe=9"])
    #expect(logged.contains("5x100 kg, RPE 9"))
    #expect((firstSet(home)?["actual"] as? [String: Any])?["rpe"] as? Double == 9)
  }

  @Test func theRunPromptTakesRPE() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--reps", "5", "--weight", "100"])
    home.expectSuccess(["run", "--no-timer"], stdin: "5x100,rpe=9.5\n")
    #expect((firstSet(home)?["actual"] as? [String: Any])?["rpe"] as? Double == 9.5)
  }

}
