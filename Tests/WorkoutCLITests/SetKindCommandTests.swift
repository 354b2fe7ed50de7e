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

  private func sets(_ menu: Any?) -> [[String: Any]] {
    ((menu as? [String: Any])?["workouts"] as? [[String: Any]])?
      .flatMap { ($0["sets"] as? [[String: Any]]) ?? [] } ?? []
  }

  // MARK: - Typed

  @Test func aKindPrefixMarksEachSet() {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--set", "w:10x20", "--set", "d:8x50", "--set", "F:6x60",
      "--set", "5x80",
    ])
    let kinds = sets(home.json(["menu", "show"])).map { $0["kind"] as? String }
    #expect(kinds == ["warmup", "drop", "failure", nil])
  }

  @Test func warmupMakesEverySetOfLogAWarmUp() {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--warmup", "--sets", "2", "--reps", "5", "--weight", "40"])
    let done = sets(home.json(["menu", "show"]))
    #expect(done.map { $0["kind"] as? String } == ["warmup", "warmup"])
    #expect(done.allSatisfy { $0["actual"] is [String: Any] })
  }

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

  @Test func aWarmUpSetsNoRecord() {
    let home = homeWithAHeavyWarmUp()
    let logged = home.expectSuccess(["log", "bench-press", "--set", "w:1x80"])
    #expect(!logged.contains("New record"))
    let record = home.expectSuccess(["log", "bench-press", "--set", "1x80"])
    #expect(record.contains("New record: Bench Press heaviest weight 80 kg (was 60 kg)"))
  }

  @Test func dropAndFailureSetsCountLikeWorkingSets() {
    let home = homeWithAHeavyWarmUp()
    let logged = home.expectSuccess(["log", "bench-press", "--set", "f:3x70"])
    #expect(logged.contains("New record: Bench Press heaviest weight 70 kg (was 60 kg)"))
  }

  @Test func chartVolumeLeavesWarmUpsOut() {
    let home = homeWithAHeavyWarmUp()
    let chart = home.json(["chart", "bench-press", "--metric", "volume", "--avg", "1"])
    let points = (chart as? [String: Any])?["points"] as? [[String: Any]]
    #expect(points?.compactMap { $0["value"] as? Double }.max() == 300)
  }

  @Test func suggestPlansFromTheWorkingSetsOnly() {
    let home = homeWithAHeavyWarmUp()
    let suggestion = home.json(["suggest", "bench-press"]) as? [String: Any]
    let planned = suggestion?["sets"] as? [[String: Any]]
    #expect(planned?.count == 1)
    #expect(planned?.first?["weight"] as? Double == 62.5)
  }

  @Test func addWithProgressPlansFromTheWorkingSetsOnly() {
    let home = homeWithAHeavyWarmUp()
    home.expectSuccess(["add", "bench-press", "--date", "tomorrow", "--progress"])
    let planned = sets(home.json(["menu", "show", "tomorrow"]))
      .map { ($0["planned"] as? [String: Any])?["weight"] as? Double }
    #expect(planned == [62.5])
  }

  @Test func templateApplyWithProgressKeepsWarmUpsAsSaved() {
    let home = homeWithAHeavyWarmUp()
    home.expectSuccess(["template", "save", "bench", "--from", "2024-01-03"])
    home.expectSuccess(["template", "apply", "bench", "--date", "tomorrow", "--progress"])
    let applied = sets(home.json(["menu", "show", "tomorrow"]))
    #expect(applied.map { $0["kind"] as? String } == ["warmup", nil])
    #expect(
      applied.map { ($0["planned"] as? [String: Any])?["weight"] as? Double } == [100, 62.5])
  }

  @Test func aTemplateKeepsItsSetKinds() {
    let home = homeWithAHeavyWarmUp()
    home.expectSuccess(["template", "save", "bench", "--from", "2024-01-03"])
    #expect(home.file("templates.json")?.contains("\"kind\": \"warmup\"") == true)
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

  @Test func aBadKindInMenuPutIsInvalidData() {
    let home = homeWithAHeavyWarmUp()
    home.expectFailure(
      ["menu", "put", "tomorrow", "--file", "-"], code: 65,
      message: "`kind` must be \"warmup\", \"drop\" or \"failure\" (left out for a working set), "
        + "not \"cooldown\"",
      stdin: #"""
        {"workouts": [{"exercise": "squat", "sets": [{"kind": "cooldown",
        "planned": {"reps": 5}}]}]}
        """#)
  }
}

/// RPE on every exercise with reps or a duration, listed or not.
@Suite struct AnyRPECommandTests {
  private func firstSet(_ home: TestHome, _ date: String = "today") -> [String: Any]? {
    ((home.json(["menu", "show", date]) as? [String: Any])?["workouts"] as? [[String: Any]])?
      .first.flatMap { ($0["sets"] as? [[String: Any]])?.first }
  }

  @Test func addTakesRPEOnABarbellLift() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--rpe", "8"])
    #expect((firstSet(home)?["planned"] as? [String: Any])?["rpe"] as? Double == 8)
  }

  @Test func aSpecTakesRPEInHalves() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--set", "5x100,rpe=8.5"])
    #expect((firstSet(home)?["planned"] as? [String: Any])?["rpe"] as? Double == 8.5)
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

  @Test func aTimedExerciseTakesRPE() {
    let home = TestHome()
    home.expectSuccess(["log", "plank", "--duration", "60s", "--rpe", "7"])
    #expect((firstSet(home)?["actual"] as? [String: Any])?["rpe"] as? Double == 7)
  }

  @Test func menuPutTakesRPEOnAnyLift() {
    let home = TestHome()
    home.expectSuccess(
      ["menu", "put", "today", "--file", "-"],
      stdin:
        #"{"workouts": [{"exercise": "deadlift", "sets": [{"planned": {"reps": 5, "rpe": 8}}]}]}"#
    )
    #expect((firstSet(home)?["planned"] as? [String: Any])?["rpe"] as? Double == 8)
  }

  @Test func rpePastTenIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "bench-press", "--rpe", "11"], code: 65, message: "rpe must be between 1 and 10")
  }

  @Test func rpeOffItsStepIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["log", "bench-press", "--set", "5x100,rpe=8.3"], code: 65,
      message: "goes in steps of 0.5, not 8.3")
  }

  @Test func anExerciseWithoutRepsOrDurationStillRefusesRPE() {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "sled-drag", "--name", "Sled Drag", "--items", "distance,weight",
    ])
    home.expectFailure(
      ["add", "sled-drag", "--rpe", "8"], code: 65,
      message: "sled-drag does not use rpe; its items are distance, weight")
  }
}
