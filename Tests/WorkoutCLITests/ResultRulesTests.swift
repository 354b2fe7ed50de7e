import Foundation
import Testing

/// Results a lifter cannot give for the future, the dates a run completes its sets on, and the
/// whole date a resumed run sums up (the rules of each operation: `ResultDateTests` and
/// `SuggestTests` in the core).
@Suite struct ResultRulesTests {
  // MARK: No results in the future

  @Test(arguments: [
    ["log", "squat", "--date", "tomorrow", "--set", "5x100"],
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

  // MARK: Results for a past date

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

  // MARK: A resumed run sums up its own sets, and labels the date's

  @Test func aResumedRunCountsItsOwnSetsAndLabelsTheDates() {
    let home = TestHome()
    home.planBench(sets: 3)
    home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n")
    // This run: 2 sets of 10×60 = 1200 kg; the date: 3 sets, 3 × 600 = 1800 kg.
    #expect(
      out.contains(
        "Done: this run 2 sets done, volume 1200 kg, 0:00; today 3 sets done, volume 1800 kg."),
      "\(out)")
  }

  @Test func aRecordIsAnnouncedOnlyByTheRunThatSetIt() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "10x60"])
    home.expectSuccess(["add", "bench-press", "--set", "10x60", "--set", "10x60"])
    home.expectSuccess(["add", "squat", "--set", "5x100", "--set", "5x100"])
    let first = home.expectSuccess(["run", "--no-timer"], stdin: "10x70\nq\n")
    #expect(first.contains("Bench Press heaviest weight 70 kg (was 60 kg)"), "\(first)")
    // The second run skips the bench set and does a squat set, the third only squat.
    let second = home.expectSuccess(["run", "--no-timer"], stdin: "s\n\nq\n")
    let third = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    for out in [second, third] { #expect(!out.contains("New record"), "\(out)") }
  }

  @Test func aLaterRunThatBeatsTheDatesRecordAnnouncesIt() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "10x60"])
    home.expectSuccess(["add", "bench-press", "--set", "10x60", "--set", "10x60"])
    home.expectSuccess(["run", "--no-timer"], stdin: "10x70\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "10x75\n")
    #expect(out.contains("Bench Press heaviest weight 75 kg (was 60 kg)"), "\(out)")
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

  @Test(arguments: [["add"], ["log"]])
  func anItemGivenByAnOptionAndByASetIsAUsageError(command: [String]) {
    TestHome().expectFailure(
      command + ["squat", "--set", "5x80", "--reps", "3"], code: 64,
      message: "--reps and --set 5x80 both give reps; leave one out")
  }

  @Test func setsByRepsWithRepsIsAUsageError() {
    TestHome().expectFailure(
      ["add", "squat", "--sets", "3x5", "--reps", "8"], code: 64,
      message: "--sets 3x5 gives the reps; leave out --reps")
  }

  @Test(arguments: ["0x5", "three"])
  func malformedSetsAreAUsageError(text: String) {
    TestHome().expectFailure(["add", "squat", "--sets", text], code: 64, message: "--sets")
  }

  // MARK: Limits

  @Test(arguments: ["101"])
  func moreSetsThanAWorkoutHoldsIsInvalid(text: String) {
    TestHome().expectFailure(
      ["add", "squat", "--sets", text], code: 65, message: "sets must be between 1 and 100")
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

}
