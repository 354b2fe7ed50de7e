import Foundation
import Testing
import WorkoutCLI

// MARK: - Helpers shared by the run, record and timer tests

/// One set as `menu show D --json` prints it.
struct StoredSet: Equatable, CustomStringConvertible {
  var planned: [String: Double]
  var actual: [String: Double]?
  var completedAt: String?
  var skipped: Bool

  /// Neither done nor skipped.
  var isOpen: Bool { actual == nil && completedAt == nil && !skipped }

  var description: String {
    "planned \(planned) actual \(actual.map { "\($0)" } ?? "nil") "
      + "completedAt \(completedAt ?? "nil") skipped \(skipped)"
  }
}

/// The fixed wall clock of `TestHome`, as a completion time.
let nineAM = "2024-01-05T09:00:00+09:00"

/// Bench press planned 10 × 60 kg with 90 s rest, as `menu show --json` prints it.
let benchPlan: [String: Double] = ["reps": 10, "weight": 60, "rest": 90]

extension TestHome {
  /// The sets of the workout at `index` (0-based) of a date's menu, read back through
  /// `menu show D --json`.
  func storedSets(
    _ date: String = "2024-01-05", workout index: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [StoredSet] {
    let workouts = try workouts(date, sourceLocation: sourceLocation)
    try #require(workouts.count > index, "no workout \(index + 1)", sourceLocation: sourceLocation)
    let sets = try #require(
      workouts[index]["sets"] as? [[String: Any]], sourceLocation: sourceLocation)
    return sets.map { set in
      StoredSet(
        planned: (set["planned"] as? [String: Any] ?? [:]).compactMapValues { $0 as? Double },
        actual: (set["actual"] as? [String: Any])?.compactMapValues { $0 as? Double },
        completedAt: set["completedAt"] as? String,
        skipped: set["skipped"] as? Bool ?? false)
    }
  }

  /// Plans `sets` bench-press sets of 10 × 60 kg with `rest` on a date.
  func planBench(sets: Int = 3, rest: String = "90", date: String = "2024-01-05") {
    expectSuccess([
      "add", "bench-press", "--date", date, "--sets", "\(sets)", "--reps", "10", "--weight", "60",
      "--rest", rest,
    ])
  }

  /// Waits a little for a file that a background command creates; true once it is there.
  func eventuallyExists(_ path: String) -> Bool {
    for _ in 0..<500 {
      if FileManager.default.fileExists(atPath: path) { return true }
      usleep(10_000)
    }
    return FileManager.default.fileExists(atPath: path)
  }
}

/// A set done as `actual` at the test's fixed time.
private func done(_ planned: [String: Double], _ actual: [String: Double]) -> StoredSet {
  StoredSet(planned: planned, actual: actual, completedAt: nineAM, skipped: false)
}

/// A set not yet done.
private func open(_ planned: [String: Double]) -> StoredSet {
  StoredSet(planned: planned, actual: nil, completedAt: nil, skipped: false)
}

// MARK: - run

@Suite struct RunCommandTests {
  // MARK: Answers

  @Test func runEmptyLineRecordsEverySetAsPlanned() throws {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n\n\n")
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(try home.storedSets() == Array(repeating: done(benchPlan, benchPlan), count: 3))
  }

  @Test func runSpecAtThePromptOverridesOnlyTheItemsItGives() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run", "--no-timer"], stdin: "8x62.5\nreps=8\n\n")
    let sets = try home.storedSets()
    #expect(sets[0] == done(benchPlan, ["reps": 8, "weight": 62.5, "rest": 90]))
    #expect(sets[1] == done(benchPlan, ["reps": 8, "weight": 60, "rest": 90]))
    #expect(sets[2] == done(benchPlan, benchPlan))
  }

  @Test func runSSkipsTheSet() throws {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\ns\n\n")
    let sets = try home.storedSets()
    #expect(sets[0] == done(benchPlan, benchPlan))
    #expect(
      sets[1] == StoredSet(planned: benchPlan, actual: nil, completedAt: nineAM, skipped: true))
    #expect(sets[2] == done(benchPlan, benchPlan))
    #expect(out.contains("skipped Bench Press set 2/3"))
  }

  @Test func runQStopsAndLeavesTheRemainingSetsOpen() throws {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\nq\n\n")
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(
      try home.storedSets() == [done(benchPlan, benchPlan), open(benchPlan), open(benchPlan)])
    #expect(outcome.stdout.contains("Stopped: 1 set done"))
    #expect(outcome.stdout.contains("'wkc run 2024-01-05' resumes at Bench Press set 2/3"))
  }

  @Test func runStopsAtTheEndOfInputLikeQ() throws {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n")
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(
      try home.storedSets() == [done(benchPlan, benchPlan), open(benchPlan), open(benchPlan)])
    #expect(outcome.stdout.contains("'wkc run 2024-01-05' resumes at Bench Press set 2/3"))
  }

  @Test func runAgainResumesAtTheFirstOpenSet() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "8x60\n\n")
    #expect(out.hasPrefix("Bench Press set 2/3: plan"), "\(out)")
    #expect(!out.contains("set 1/3"))
    let sets = try home.storedSets()
    #expect(sets[0] == done(benchPlan, benchPlan))
    #expect(sets[1] == done(benchPlan, ["reps": 8, "weight": 60, "rest": 90]))
    #expect(sets[2] == done(benchPlan, benchPlan))
  }

  @Test func runResumesAtAnOpenSetLeftBetweenDoneOnes() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--set", "1"])
    home.expectSuccess(["record", "bench-press", "--set", "3"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "7x60\n")
    #expect(out.hasPrefix("Bench Press set 2/3: plan"), "\(out)")
    #expect(try home.storedSets()[1] == done(benchPlan, ["reps": 7, "weight": 60, "rest": 90]))
    #expect(out.contains("Done:"))
  }

  @Test func runSavesEachSetTheMomentItIsEntered() throws {
    let home = TestHome()
    home.planBench()
    home.pacer = ManualPacer(interruptOnWait: 3)
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n8x60\n\n")
    #expect(outcome.code == 130)
    #expect(
      try home.storedSets() == [
        done(benchPlan, benchPlan), done(benchPlan, ["reps": 8, "weight": 60, "rest": 90]),
        open(benchPlan),
      ])
  }

  @Test func runAsPlannedRecordsEveryOpenSetWithoutReadingStdin() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["add", "squat", "--sets", "2", "--reps", "5", "--weight", "100"])
    home.expectSuccess(["record", "bench-press", "--reps", "8"])
    let out = home.expectSuccess(["run", "--as-planned"], stdin: "q\ns\ns\n")
    #expect(out.contains("Recorded 4 open sets of Fri 2024-01-05 as planned."), "\(out)")
    let bench = try home.storedSets()
    #expect(bench[0] == done(benchPlan, ["reps": 8, "weight": 60, "rest": 90]))
    #expect(bench[1...] == [done(benchPlan, benchPlan), done(benchPlan, benchPlan)])
    let squat = try home.storedSets(workout: 1)
    #expect(squat.allSatisfy { $0.actual == $0.planned && $0.completedAt == nineAM && !$0.skipped })
    #expect(squat.count == 2)
    #expect(home.pacer.waits.isEmpty)
  }

  // MARK: Rests

  @Test func runWaitsExactlyForTheRestDeadlinesBetweenSets() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run"], stdin: "\n\n\n")
    #expect(home.pacer.waits == [1090, 1180])
  }

  @Test func aRestTypedAtThePromptIsTheRestThatFollows() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run"], stdin: "rest=30\n\n\n")
    #expect(home.pacer.waits == [1030, 1120])
  }

  @Test func runHasNoRestAfterAWorkoutsLastSetWhenRestBetweenIsZero() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "rest-between", "0"])
    home.planBench(sets: 2)
    home.expectSuccess(["add", "squat", "--sets", "2", "--reps", "5", "--rest", "2m"])
    home.expectSuccess(["run"], stdin: "\n\n\n\n")
    #expect(home.pacer.waits == [1090, 1210])
  }

  @Test func runHasNoRestAfterASkippedSet() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run"], stdin: "s\n\n\n")
    #expect(home.pacer.waits == [1090])
  }

  @Test func runHasNoRestAfterTheFinalOpenSet() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--set", "3"])
    let out = home.expectSuccess(["run"], stdin: "\n\n")
    #expect(home.pacer.waits == [1090])
    #expect(out.contains("Done:"))
  }

  @Test func runWithNoTimerWaitsForNothing() {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n")
    #expect(home.pacer.waits.isEmpty)
    #expect(!out.contains("rest over"), "\(out)")
    #expect(!out.split(separator: "\n").contains { $0.hasPrefix("rest ") }, "\(out)")
  }

  @Test func runOnRestEndRunsTheCommandWhenARestReachesZero() {
    let home = TestHome()
    home.planBench(sets: 2)
    let flag = home.home + "/rest-over"
    home.expectSuccess(["run", "--on-rest-end", "touch '\(flag)'"], stdin: "\n\n")
    #expect(home.eventuallyExists(flag))
  }

  @Test func runOnRestEndRunsNothingWithNoTimer() {
    let home = TestHome()
    home.planBench(sets: 2)
    home.planBench(sets: 2, date: "yesterday")
    let untimed = home.home + "/untimed"
    home.expectSuccess(["run", "--no-timer", "--on-rest-end", "touch '\(untimed)'"], stdin: "\n\n")
    // A timed run afterwards proves its own command ran, so the first one would have by then.
    let timed = home.home + "/timed"
    home.expectSuccess(["run", "yesterday", "--on-rest-end", "touch '\(timed)'"], stdin: "\n\n")
    #expect(home.eventuallyExists(timed))
    #expect(!FileManager.default.fileExists(atPath: untimed))
  }

  // MARK: Plain output

  @Test func runPlainOutputHasOneLinePerEventAndNoEscapeCodes() {
    let home = TestHome()
    home.planBench(sets: 2)
    let out = home.expectSuccess(["run"], stdin: "\n\n")
    #expect(!out.contains("\u{1B}"))
    #expect(!out.contains("\u{07}"))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A barbell set's plates go on a line of their own under it.
    let prefixes = [
      "Bench Press set 1/2: plan", "  per side: 20", "recorded Bench Press set 1/2:",
      "rest 1:30; next Bench Press set 2/2",
      "rest over", "Bench Press set 2/2: plan", "  per side: 20", "recorded Bench Press set 2/2:",
      "Done: 2 sets done",
      "",
    ]
    #expect(lines.count == prefixes.count, "\(out)")
    for (line, prefix) in zip(lines, prefixes) {
      #expect(line.hasPrefix(prefix), "\(line) should start with \(prefix)")
    }
  }

  @Test func runDoesNotWriteEscapeCodesToStderr() {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run"], stdin: "foo\n\n\n\n")
    #expect(outcome.code == 0)
    #expect(!outcome.stderr.contains("\u{1B}"))
    #expect(!outcome.stderr.contains("\u{07}"))
  }

  // MARK: Bad input at the prompt

  @Test(arguments: [
    ("reps=-11", "reps"), ("9999x60", "reps"), ("foo", "foo"), ("distance=5", "distance"),
  ])
  func runBadInputAtThePromptExplainsAndChangesNothing(input: String, reason: String) {
    let home = TestHome()
    home.planBench()
    let before = home.snapshot()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\(input)\nq\n")
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("type Enter"), "\(outcome.stderr)")
    #expect(home.snapshot() == before)
  }

  @Test(arguments: ["reps=-11", "9999x60", "foo", "distance=5"])
  func runBadInputAtThePromptAsksForTheSameSetAgain(input: String) throws {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\(input)\n7x55\nq\n")
    #expect(outcome.code == 0)
    #expect(
      try home.storedSets() == [
        done(benchPlan, ["reps": 7, "weight": 55, "rest": 90]), open(benchPlan), open(benchPlan),
      ])
    #expect(outcome.stdout.contains("recorded Bench Press set 1/3: 7x55 kg"), "\(outcome.stdout)")
  }

  @Test func runOutOfRangeValueAtThePromptNamesTheAllowedRange() {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "weight=600\nq\n")
    #expect(outcome.stderr.contains("500"), "\(outcome.stderr)")
  }

  @Test func runItemNotUsedAtThePromptNamesTheExercisesItems() {
    let home = TestHome()
    home.planBench()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "distance=5\nq\n")
    #expect(outcome.stderr.contains("weight"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("reps"), "\(outcome.stderr)")
  }

  // MARK: Interrupts

  @Test func runInterruptedAtThePromptExits130AndKeepsWhatWasEntered() throws {
    let home = TestHome()
    home.planBench()
    home.pacer = ManualPacer(interruptOnWait: 2)
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "8x60\n\n\n")
    #expect(outcome.code == 130)
    #expect(outcome.stderr.contains("interrupted"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("'wkc run 2024-01-05' resumes"), "\(outcome.stderr)")
    #expect(
      try home.storedSets() == [
        done(benchPlan, ["reps": 8, "weight": 60, "rest": 90]), open(benchPlan), open(benchPlan),
      ])
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func runInterruptedMidRestExits130AndKeepsWhatWasEntered() throws {
    let home = TestHome()
    home.planBench()
    home.pacer = ManualPacer(interruptAt: 1045)
    let outcome = home.run(arguments: ["run"], stdin: "\n\n\n")
    #expect(outcome.code == 130)
    #expect(outcome.stderr.contains("interrupted"), "\(outcome.stderr)")
    #expect(
      outcome.stderr.contains("'wkc run 2024-01-05' resumes at Bench Press set 2/3"),
      "\(outcome.stderr)")
    #expect(
      try home.storedSets() == [done(benchPlan, benchPlan), open(benchPlan), open(benchPlan)])
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func runInterruptedAtTheFirstPromptWritesNothing() {
    let home = TestHome()
    home.planBench()
    let before = home.snapshot()
    home.pacer = ManualPacer(interruptOnWait: 1)
    let outcome = home.run(arguments: ["run"], stdin: "\n\n\n")
    #expect(outcome.code == 130)
    #expect(home.snapshot() == before)
  }

  @Test func runAfterAnInterruptResumesWhereItStopped() throws {
    let home = TestHome()
    home.planBench()
    home.pacer = ManualPacer(interruptAt: 1045)
    #expect(home.run(arguments: ["run"], stdin: "\n\n\n").code == 130)
    home.pacer = ManualPacer()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "9x60\n\n")
    #expect(out.hasPrefix("Bench Press set 2/3: plan"), "\(out)")
    #expect(
      try home.storedSets() == [
        done(benchPlan, benchPlan), done(benchPlan, ["reps": 9, "weight": 60, "rest": 90]),
        done(benchPlan, benchPlan),
      ])
  }

  // MARK: Errors and nothing to do

  @Test func runOnADateWithNoMenuFails() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["run", "2024-01-02"], code: 1, message: "no menu on 2024-01-02")
  }

  @Test func runOnAnImpossibleDateIsAUsageError() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["run", "2024-02-30"], code: 64, message: "2024-02-30")
  }

  @Test func runOnAMenuWithEverySetDoneSaysSoAndSucceeds() {
    let home = TestHome()
    home.planBench(date: "yesterday")
    home.expectSuccess(["run", "yesterday", "--as-planned"])
    let before = home.snapshot()
    let outcome = home.run(arguments: ["run", "yesterday"], stdin: "\n")
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Every set of Thu 2024-01-04 is done or skipped."))
    #expect(home.snapshot() == before)
  }

  @Test func runTodayWithEveryWorkoutDoneOrSkippedChangesNothing() {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["add", "squat", "--sets", "1"])
    home.expectSuccess(["run", "--no-timer"], stdin: "\ns\ns\n")
    let before = home.snapshot()
    let outcome = home.run(arguments: ["run"], stdin: "8x60\n")
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Every set of Fri 2024-01-05 is done or skipped."))
    #expect(home.snapshot() == before)
    #expect(home.pacer.waits.isEmpty)
  }

  // MARK: Summary

  @Test func runSummaryCountsSetsSkippedAndVolume() {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\ns\n8x60\n")
    #expect(out.contains("Done: 2 sets done, 1 skipped, volume 1080 kg"), "\(out)")
  }

  @Test func runSummaryIncludesTheTimeRested() {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["run"], stdin: "\n\n\n")
    #expect(out.contains("Done: 3 sets done, volume 1800 kg, 3:00."), "\(out)")
  }

  @Test func runPrintsANewRecordForAHeavierWeightThanAnyEarlierDate() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x60"])
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--set", "5x62.5"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(out.contains("New record: Bench Press heaviest weight 62.5 kg (was 60 kg)"), "\(out)")
  }

  @Test func runPrintsNoRecordWhenTheWeightIsNotHeavier() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x60"])
    home.expectSuccess(["add", "bench-press", "--set", "5x60"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(!out.contains("heaviest weight"), "\(out)")
  }

  @Test func runPrintsNoRecordOnAFirstEverExercise() {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n")
    #expect(out.contains("Done:"))
    #expect(!out.contains("New record"), "\(out)")
  }

  @Test func runAsPlannedPrintsANewRecord() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x60"])
    home.expectSuccess(["add", "bench-press", "--set", "5x65"])
    let out = home.expectSuccess(["run", "--as-planned"])
    #expect(out.contains("New record: Bench Press heaviest weight 65 kg (was 60 kg)"), "\(out)")
  }
}
