import Foundation
import Testing

/// What the figures a lifter reads are made of: the weights lifted, the dates results belong to,
/// and the whole date a run sums up.
@Suite struct ResultRulesTests {
  /// Plans 2 × 5 × 60 kg of bench press on `date` and records both sets as 5 × 65 kg.
  private func benchDoneHeavierThanPlanned(_ home: TestHome, on date: String) {
    home.expectSuccess([
      "add", "bench-press", "--date", date, "--sets", "2", "--reps", "5", "--weight", "60",
    ])
    home.expectSuccess(["record", "bench-press", "--date", date, "--weight", "65"])
    home.expectSuccess(["record", "bench-press", "--date", date, "--weight", "65"])
  }

  // MARK: Progression follows what was lifted

  @Test func suggestAddsTheIncrementToTheWeightLiftedNotToThePlan() throws {
    let home = TestHome()
    benchDoneHeavierThanPlanned(home, on: "2024-01-03")
    let suggested = try home.object(["suggest", "bench-press"])
    let sets = try #require(suggested["sets"] as? [[String: Double]])
    #expect(sets.map { $0["weight"] } == [67.5, 67.5])
    #expect(sets.map { $0["reps"] } == [5, 5])
    let text = home.expectSuccess(["suggest", "bench-press"])
    #expect(text.contains("+2.5 kg on the 65 kg lifted"), "\(text)")
  }

  @Test func addProgressPlansFromTheWeightLifted() throws {
    let home = TestHome()
    benchDoneHeavierThanPlanned(home, on: "2024-01-03")
    home.expectSuccess(["add", "bench-press", "--progress"])
    #expect(try home.planned("2024-01-05").map { $0["weight"] } == [67.5, 67.5])
  }

  @Test func templateApplyProgressLoadsFromTheWeightLifted() throws {
    let home = TestHome()
    benchDoneHeavierThanPlanned(home, on: "2024-01-03")
    home.expectSuccess(["template", "save", "push", "--from", "2024-01-03"])
    home.expectSuccess(["template", "apply", "push", "--progress"])
    #expect(try home.planned("2024-01-05").map { $0["weight"] } == [67.5, 67.5])
  }

  @Test func aShortSessionRepeatsTheWeightLifted() throws {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--date", "2024-01-03", "--sets", "1", "--reps", "5", "--weight",
      "60",
    ])
    home.expectSuccess([
      "record", "bench-press", "--date", "2024-01-03", "--weight", "65", "--reps", "4",
    ])
    let sets = try #require(
      try home.object(["suggest", "bench-press"])["sets"] as? [[String: Double]])
    #expect(sets == [["reps": 5, "weight": 65, "rest": 150]])
    #expect(home.expectSuccess(["suggest", "bench-press"]).contains("(65 kg) again"))
  }

  @Test func aLifterInPoundsGoesUpFivePounds() throws {
    let home = TestHome()
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-03", "--sets", "3", "--reps", "5", "--weight",
      "135lb",
    ])
    let sets = try #require(
      try home.object(["suggest", "bench-press"])["sets"] as? [[String: Double]])
    let pounds = try sets.map { try #require($0["weight"]) / 0.45359237 }
    #expect(pounds.allSatisfy { abs($0 - 140) < 1e-9 }, "\(pounds)")
    #expect(home.expectSuccess(["suggest", "bench-press"]).contains("+5 lb"))
  }

  // MARK: No results in the future

  @Test(arguments: [
    ["log", "squat", "--date", "tomorrow", "--set", "5x100"],
    ["record", "bench-press", "--date", "2024-01-06"],
    ["record", "bench-press", "--date", "2024-01-06", "--skip"],
    ["run", "2024-01-06"],
    ["run", "tomorrow", "--as-planned"],
  ])
  func resultsForADateAfterTodayAreRefused(arguments: [String]) {
    let home = TestHome()
    home.planBench(date: "2024-01-06")
    home.expectFailure(
      arguments, code: 65,
      message: "2024-01-06 is after today (2024-01-05): plans for the future are fine, "
        + "results are not")
  }

  @Test func recordForAFutureDateWithoutAMenuIsRefusedAsAFutureResult() {
    TestHome().expectFailure(
      ["record", "squat", "--date", "2024-01-07"], code: 65,
      message: "2024-01-07 is after today (2024-01-05)")
  }

  @Test(arguments: [
    #"{"actual":{"reps":5,"weight":80},"planned":{"reps":5,"weight":80}}"#,
    #"{"actual":null,"planned":{"reps":5,"weight":80},"skipped":true}"#,
  ])
  func menuPutOfResultsForAFutureDateIsRefused(set: String) {
    let document = #"{"workouts":[{"exercise":"squat","sets":["# + set + "]}]}"
    TestHome().expectFailure(
      ["menu", "put", "2024-01-25", "--file", "-"], code: 65,
      message: "2024-01-25 is after today (2024-01-05)", stdin: document)
  }

  @Test func menuPutOfAPlanForAFutureDateIsFine() throws {
    let home = TestHome()
    let document = #"{"workouts":[{"exercise":"squat","sets":[{"planned":{"reps":5}}]}]}"#
    home.expectSuccess(["menu", "put", "2024-01-25", "--file", "-"], stdin: document)
    #expect(try home.planned("2024-01-25").count == 1)
  }

  @Test func plansForTheFutureAreStillFine() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01", "--set", "5x100"])
    #expect(try home.planned("2024-02-01") == [["reps": 5, "weight": 100, "rest": 180]])
  }

  // MARK: Results for a past date

  @Test func logForAPastDateIsCompletedOnThatDate() throws {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2024-01-02", "--set", "5x100"])
    let sets = try home.storedSets("2024-01-02")
    #expect(sets.map(\.completedAt) == ["2024-01-02T09:00:00+09:00"])
  }

  @Test func runOfAPastDateCompletesItsSetsOnThatDate() throws {
    let home = TestHome()
    home.planBench(sets: 2, date: "yesterday")
    home.expectSuccess(["run", "yesterday", "--no-timer"], stdin: "\n\n")
    let times = try home.storedSets("2024-01-04").map(\.completedAt)
    #expect(times == Array(repeating: "2024-01-04T09:00:00+09:00", count: 2))
  }

  @Test func aPastDateInAnotherOffsetKeepsItsOwnOffset() throws {
    let home = TestHome()
    home.environment["TZ"] = "America/New_York"
    // 2024-01-05T09:00:00+09:00 is 2024-01-04T19:00 in New York (EST, -05:00).
    home.expectSuccess(["log", "squat", "--date", "2023-07-04", "--set", "5x100"])
    #expect(try home.storedSets("2023-07-04").map(\.completedAt) == ["2023-07-04T19:00:00-04:00"])
  }

  // MARK: A resumed run sums up the whole date

  @Test func aResumedRunCountsTheSetsOfTheEarlierRun() {
    let home = TestHome()
    home.planBench(sets: 3)
    home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n")
    #expect(out.contains("Done: 3 sets done, volume 1800 kg"), "\(out)")
    #expect(out.contains("this run"), "\(out)")
  }

  @Test func aResumedRunAnnouncesRecordsOfTheEarlierRun() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "10x60"])
    home.expectSuccess(["add", "bench-press", "--set", "10x60", "--set", "10x60"])
    home.expectSuccess(["add", "squat", "--set", "5x100"])
    home.expectSuccess(["run", "--no-timer"], stdin: "10x70\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n")
    #expect(out.contains("Bench Press heaviest weight 70 kg (was 60 kg)"), "\(out)")
  }

  // MARK: A damaged month is never hidden

  @Test func runOnADateWhoseEarlierMonthIsDamagedExits74() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["log", "bench-press", "--date", "2023-12-20", "--set", "10x60"])
    home.write("menus/2023-12.json", "{\"menus\": [")
    // The index no longer matches the folder, so the lookup reads the damaged month.
    try? FileManager.default.removeItem(atPath: home.dataDirectory + "/index.json")
    home.expectFailure(["run", "--no-timer"], code: 74, message: "menus/2023-12.json")
  }
}

@Suite struct PlanRulesTests {
  // MARK: remove of a workout with results

  @Test func removeOfAWorkoutWithResultsNeedsYes() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["record", "bench-press"])
    home.expectFailure(
      ["remove", "bench-press"], code: 64,
      message: "#1 bench-press has 1 set done; removing it deletes that result; add --yes")
    home.expectSuccess(["remove", "bench-press", "--yes"])
    #expect(try home.workouts("2024-01-05").isEmpty)
  }

  @Test func removeOfAPlannedWorkoutNeedsNoYes() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["remove", "1"])
    #expect(try home.workouts("2024-01-05").isEmpty)
  }

  @Test func removeSetOfASetThatIsDoneNeedsYes() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["record", "bench-press"])
    home.expectFailure(
      ["edit", "bench-press", "--remove-set", "1"], code: 64,
      message: "set 1 of #1 bench-press is done; removing it deletes that result; add --yes")
    home.expectSuccess(["edit", "bench-press", "--add-set"])
    home.expectSuccess(["edit", "bench-press", "--remove-set", "3"])
    home.expectSuccess(["edit", "bench-press", "--remove-set", "1", "--yes"])
    let sets = try #require(try home.workouts("2024-01-05")[0]["sets"] as? [[String: Any]])
    #expect(sets.count == 1)
    #expect(sets[0]["actual"] is NSNull)
  }

  @Test func menuCopyReplacingAMenuWithResultsNeedsYes() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["record", "bench-press"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-06"])
    home.expectFailure(
      ["menu", "copy", "2024-01-06", "--to", "today", "--replace"], code: 64,
      message: "the menu of 2024-01-05 has 1 set done; replacing it deletes that result; "
        + "add --yes")
    home.expectSuccess(["menu", "copy", "2024-01-06", "--to", "today", "--replace", "--yes"])
    #expect(try home.workouts("2024-01-05").map { $0["exercise"] as? String } == ["squat"])
  }

  @Test func moveToPastTheEndNamesThePositionsOfTheMenu() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["edit", "1", "--move-to", "3"], code: 64,
      message: "the menu has 2 workouts; positions go from 1 to 2")
  }

  // MARK: --sets 3x5

  @Test func setsByRepsPlansThatManySetsOfThoseReps() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "3x5", "--weight", "100"])
    #expect(
      try home.planned("2024-01-05")
        == Array(
          repeating: ["reps": 5, "weight": 100, "rest": 180], count: 3))
  }

  @Test func logTakesSetsByRepsToo() throws {
    let home = TestHome()
    home.expectSuccess(["log", "pull-up", "--sets", "4x8"])
    #expect(try home.storedSets().map { $0.actual?["reps"] } == [8, 8, 8, 8])
  }

  @Test(arguments: [["add"], ["log"]])
  func anItemGivenByAnOptionAndByASetIsAUsageError(command: [String]) {
    TestHome().expectFailure(
      command + ["squat", "--set", "5x80", "--reps", "3"], code: 64,
      message: "--reps and --set 5x80 both give reps; leave one out")
  }

  @Test func anOptionForEverySetAndSetsOfOtherItemsGoTogether() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--weight", "80", "--set", "reps=5", "--set", "reps=3"])
    #expect(
      try home.planned("2024-01-05").map { [$0["reps"], $0["weight"]] } == [[5, 80], [3, 80]])
  }

  @Test func setsByRepsWithRepsIsAUsageError() {
    TestHome().expectFailure(
      ["add", "squat", "--sets", "3x5", "--reps", "8"], code: 64,
      message: "--sets 3x5 gives the reps; leave out --reps")
  }

  @Test func setsByRepsOfAnExerciseWithoutRepsIsInvalid() {
    TestHome().expectFailure(
      ["add", "run", "--sets", "3x5"], code: 65, message: "run does not use reps")
  }

  @Test(arguments: ["0x5", "3x", "x5", "3x5x100", "three", "0", "-1"])
  func malformedSetsAreAUsageError(text: String) {
    TestHome().expectFailure(["add", "squat", "--sets", text], code: 64, message: "--sets")
  }

  // MARK: Limits

  @Test(arguments: ["101", "101x5", "99999999999"])
  func moreSetsThanAWorkoutHoldsIsInvalid(text: String) {
    TestHome().expectFailure(
      ["add", "squat", "--sets", text], code: 65, message: "sets must be between 1 and 100")
  }

  @Test func menuPutOfMoreWorkoutsThanAMenuHoldsIsInvalid() {
    let home = TestHome()
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    let document =
      "{\"workouts\":[" + Array(repeating: workout, count: 40_000).joined(separator: ",") + "]}"
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "the menu has 40000 workouts; a menu holds at most 200", stdin: document)
  }

  @Test func menuPutOfMoreSetsThanAWorkoutHoldsIsInvalid() {
    let home = TestHome()
    let set = #"{"planned":{"reps":5}}"#
    let document =
      "{\"workouts\":[{\"exercise\":\"squat\",\"sets\":["
      + Array(repeating: set, count: 101).joined(separator: ",") + "]}]}"
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "workout 1 (squat) has 101 sets; a workout has at most 100", stdin: document)
  }

  @Test func addToAFullMenuIsInvalid() {
    let home = TestHome()
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    let document =
      "{\"workouts\":[" + Array(repeating: workout, count: 200).joined(separator: ",") + "]}"
    home.expectSuccess(["menu", "put", "today", "--file", "-"], stdin: document)
    home.expectFailure(["add", "squat"], code: 65, message: "a menu holds at most 200")
    home.expectFailure(
      ["log", "squat", "--set", "5x100"], code: 65, message: "a menu holds at most 200")
  }

  @Test func addSetPastTheMostSetsIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "100"])
    home.expectFailure(
      ["edit", "squat", "--add-set"], code: 65, message: "a workout has at most 100")
  }

  @Test func menuPutOfAnEndlessFileStopsAt16MiB() {
    TestHome().expectFailure(
      ["menu", "put", "today", "--file", "/dev/zero"], code: 65,
      message: "/dev/zero is larger than 16 MiB; menu put reads at most 16 MiB")
  }

  @Test func menuPutOfTooMuchStdinStopsAt16MiB() {
    TestHome().expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "stdin is larger than 16 MiB; menu put reads at most 16 MiB",
      stdin: String(repeating: " ", count: 16 << 20 + 1))
  }

  @Test func idlessWorkoutsOfOneMenuPutAllGetDifferentIDs() throws {
    let home = TestHome()
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    let document =
      "{\"workouts\":[" + Array(repeating: workout, count: 200).joined(separator: ",") + "]}"
    home.expectSuccess(["menu", "put", "today", "--file", "-"], stdin: document)
    let ids = try home.workouts("2024-01-05").compactMap { $0["id"] as? String }
    #expect(Set(ids).count == 200)
  }
}
