import Foundation
import Testing

@testable import WorkoutCLI

/// Issue 26 at the gym: the rest before the next exercise, timed sets counted down, text typed
/// during a rest kept, relative values, a swap, and the run's screens at 40 columns.
@Suite struct RunSessionGapsTests {
  /// The events of `run --json`, one object a line.
  func events(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  /// Bench press 2 × 10 × 60 kg with 90 s rest, then squat 2 × 5 with 2 minutes.
  func twoExercises() -> TestHome {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["add", "squat", "--sets", "2", "--reps", "5", "--rest", "2m"])
    return home
  }

  // MARK: 1. Rest before the next exercise

  @Test func theFinishedSetsRestComesBeforeTheNextExercise() {
    let home = twoExercises()
    let out = home.expectSuccess(["run"], stdin: "\n\n\n\n")
    // 90 s after each bench set, the last one's before squat; 2 minutes after squat's first.
    #expect(home.pacer.waits == [1090, 1180, 1300])
    #expect(out.contains("rest 1:30 before the next exercise; next Squat set 1/2"), "\(out)")
  }

  // MARK: 6. Exercise notes

  /// The exercise's note shows before its first set only, and not for an exercise without one.
  @Test func theExerciseNoteShowsBeforeItsFirstSet() {
    let home = twoExercises()
    home.expectSuccess(["catalog", "note", "bench-press", "elbows in, feet planted"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n\n")
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("note: elbows in, feet planted") }.count == 1, "\(out)")
    let note = lines.firstIndex { $0.contains("note: elbows in") }
    let first = lines.firstIndex { $0.contains("Bench Press set 1/2") }
    #expect(note != nil && first != nil && note! == first! + 1, "\(out)")
    #expect(!out.contains("note:\n"))
  }

  @Test func restBetweenSetsTheLengthAndZeroMeansNone() {
    let home = twoExercises()
    home.expectSuccess(["config", "set", "rest-between", "3:00"])
    home.expectSuccess(["run"], stdin: "\n\n\n\n")
    #expect(home.pacer.waits == [1090, 1270, 1390])
    let none = twoExercises()
    none.expectSuccess(["config", "set", "rest-between", "0"])
    none.expectSuccess(["run"], stdin: "\n\n\n\n")
    #expect(none.pacer.waits == [1090, 1210])
  }

  @Test func aBadRestBetweenIsRefused() {
    let home = TestHome()
    home.expectFailure(["config", "set", "rest-between", "soon"], code: 64, message: "wkc: ")
    home.expectFailure(["config", "set", "get-ready", "90"], code: 65, message: "wkc: ")
  }

  @Test func theRestBeforeTheNextExerciseSaysSoInItsEvent() throws {
    let home = twoExercises()
    let lines = try events(home.expectSuccess(["run", "--json"], stdin: "\n\n\n\n"))
    let rests = lines.filter { $0["event"] as? String == "restStarted" }
    #expect(rests.map { $0["beforeNextExercise"] as? Bool } == [false, true, false])
    #expect(rests.map { $0["seconds"] as? Double } == [90, 90, 120])
  }

  // MARK: 2. Timed sets

  /// A plank of 3 × 45 s with 60 s rest.
  func plankHome() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "plank", "--sets", "3", "--duration", "45", "--rest", "60"])
    home.environment["NO_COLOR"] = "1"
    return home
  }

  @Test func aTimedSetCountsDownAfterItsGetReadyAndIsDoneAtZero() throws {
    let home = plankHome()
    let outcome = home.run(arguments: ["run"], stdin: "\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("GET READY"))
    #expect(outcome.stdout.contains("HOLD"))
    #expect(outcome.stdout.contains("now: Plank set 1/3 · 0:45, rest 1:00"))
    #expect(outcome.stdout.contains("Enter = start timer · 0:40 = held 0:40"), "\(outcome.stdout)")
    // 3 s of get-ready, then 45 s of hold, then the rest of 60 s.
    #expect(home.pacer.waits.contains(1003))
    #expect(home.pacer.waits.contains(1048))
    #expect(home.pacer.waits.last == 1108)
    let sets = try home.storedSets()
    #expect(sets[0].actual == ["duration": 45, "rest": 60])
    #expect(sets[1].isOpen)
  }

  @Test func enterStopsAHoldEarlyAndRecordsTheTimeHeld() throws {
    let home = plankHome()
    home.expectSuccess(["config", "set", "get-ready", "5"])
    // Enter at the prompt at 1000, then again 25 s later: 20 s into the hold.
    home.pacer.inputTimes = [1000, 1025]
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\n\nq\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    let lines = try events(outcome.stdout)
    let started = try #require(lines.first { $0["event"] as? String == "holdStarted" })
    #expect(started["seconds"] as? Double == 45)
    #expect(started["getReady"] as? Double == 5)
    let ended = try #require(lines.first { $0["event"] as? String == "holdEnded" })
    #expect(ended["how"] as? String == "skipped")
    #expect(ended["seconds"] as? Double == 20)
    #expect(try home.storedSets()[0].actual == ["duration": 20, "rest": 60])
  }

  @Test func aChangedTimeIsCountedDownFromTheChangedTime() throws {
    let home = plankHome()
    let outcome = home.run(arguments: ["run"], stdin: "+5\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("now: Plank set 1/3 · 0:50"), "\(outcome.stdout)")
    // 3 s of get-ready, then 45 + 5 = 50 s of hold, then the rest of 60 s.
    #expect(home.pacer.waits.contains(1003))
    #expect(home.pacer.waits.contains(1053))
    #expect(try home.storedSets()[0].actual == ["duration": 50, "rest": 60])
  }

  @Test func notOnATerminalATimedSetReadsALineAsBefore() throws {
    let home = plankHome()
    home.expectSuccess(["run", "--no-timer"], stdin: "\n40\n")
    let sets = try home.storedSets()
    #expect(sets[0].actual == ["duration": 45, "rest": 60])
    #expect(sets[1].actual == ["duration": 40, "rest": 60])
    #expect(home.pacer.waits.isEmpty)
  }

  // MARK: 3. Type-ahead

  @Test func aLineTypedDuringARestAnswersTheNextPrompt() throws {
    let home = TestHome()
    home.planBench(sets: 3)
    home.environment["NO_COLOR"] = "1"
    let outcome = home.run(arguments: ["run"], stdin: "\n4x60\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    let sets = try home.storedSets()
    #expect(sets[1].actual == ["reps": 4, "weight": 60, "rest": 90])
    #expect(outcome.stdout.contains("> 4x60\n"), "\(outcome.stdout)")
  }

  @Test func textTypedWhenTheRestRunsOutIsKeptOnThePrompt() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    home.environment["NO_COLOR"] = "1"
    let outcome = home.run(arguments: ["run"], stdin: "\n8x62.5", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(home.pacer.waits.last == 1090)
    #expect(try home.storedSets()[1].actual == ["reps": 8, "weight": 62.5, "rest": 90])
    #expect(outcome.stdout.contains("> 8x62.5"))
  }

  @Test func backspaceDuringARestTakesACharacterBack() {
    let typed = TypeAhead()
    #expect(typed.feed(Array("+".utf8), keys: true) == [.longer])
    #expect(typed.feed(Array("4x6O\u{7F}0 p".utf8), keys: true).isEmpty)
    #expect(typed.text == "4x60 p")
    #expect(typed.feed(Array("\n".utf8), keys: true).isEmpty)
    #expect(typed.isLine)
  }

  // MARK: 4. Relative input

  @Test func relativeValuesAtThePromptAreOfThePlan() throws {
    let home = TestHome()
    home.planBench(sets: 4)
    home.expectSuccess(["run", "--no-timer"], stdin: "+2.5\n-1\nweight=+5\nreps=-2\n")
    let sets = try home.storedSets()
    #expect(sets.map { $0.actual?["weight"] } == [62.5, 59, 65, 60])
    #expect(sets.map { $0.actual?["reps"] } == [10, 10, 10, 8])
  }

  @Test func aRelativeValueBelowZeroIsExplainedAndAskedAgain() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "-100\n+5\n")
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains("weight 60 kg - 100 kg"), "\(outcome.stderr)")
    #expect(try home.storedSets()[0].actual?["weight"] == 65)
  }

  // MARK: 5. Swap

  @Test func xAtThePromptSwapsTheExerciseAndSaysWhatChanged() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "x plank\n\n\n")
    #expect(out.contains("Swapped #1 Bench Press for Plank"), "\(out)")
    #expect(out.contains("weight dropped: Plank takes no weight"), "\(out)")
    #expect(out.contains("duration 1:00 added: Plank's default"), "\(out)")
    let workouts = try home.workouts("2024-01-05")
    #expect(workouts[0]["exercise"] as? String == "plank")
    #expect(
      try home.storedSets().map { $0.actual } == [
        ["duration": 60, "rest": 90], ["duration": 60, "rest": 90],
      ])
  }

  @Test func aNearMissAtTheSwapKeySuggestsAndAsksAgain() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "x dumbell bench press\nq\n")
    #expect(outcome.stderr.contains("dumbbell-bench-press"), "\(outcome.stderr)")
    #expect(try home.workouts("2024-01-05")[0]["exercise"] as? String == "bench-press")
  }

  @Test func editExerciseSwapsKeepingPositionAndIsUndone() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "2", "--reps", "5"])
    home.planBench(sets: 3)
    let before = home.expectSuccess(["menu", "show", "--json"])
    let out = home.expectSuccess(["edit", "2", "--exercise", "dumbbell-bench-press"])
    #expect(out.hasPrefix("Swapped #2 Bench Press for Dumbbell Bench Press on Fri 2024-01-05"))
    home.expectSuccess(["undo"])
    #expect(home.expectSuccess(["menu", "show", "--json"]) == before)
    let json = try #require(
      home.json(["edit", "2", "--exercise", "push-up", "--json"]) as? [String: Any])
    #expect(json["replaced"] as? String == "bench-press")
    #expect((json["dropped"] as? [String: Double]) == ["weight": 60])
    #expect(json["position"] as? Int == 2)
  }

  @Test func editExerciseRefusesAWorkoutWithASetDone() {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess(["record", "bench-press", "--set", "1"])
    home.expectFailure(
      ["edit", "1", "--exercise", "plank"], code: 65,
      message: "wkc: error: #1 bench-press has 1 set done")
    home.expectFailure(
      ["edit", "1", "--exercise", "plank", "--reps", "8"], code: 64,
      message: "wkc: error: --exercise goes alone")
    home.expectFailure(
      ["edit", "1", "--exercise", "zzqqxx"], code: 65, message: "wkc: error: unknown exercise")
  }

  // MARK: 7. 40 columns

  @Test func at40ColumnsThePromptsKeysAndTheSummaryFitWithoutCuttingAWord() throws {
    let home = TestHome()
    home.planBench(sets: 3)
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = "40"
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n\n\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    for line in lines { #expect(displayWidth(line) <= 40, "\(line)") }
    let text = lines.joined(separator: " ")
    for words in ["Enter = as planned", "s skip", "q stop", "x swap", "volume 1800 kg"] {
      #expect(text.contains(words), "\(words): \(lines)")
    }
  }

  @Test func at40ColumnsAStoppedRunsSummaryBreaksBetweenWords() throws {
    let home = TestHome()
    home.planBench(sets: 3)
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = "40"
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\nq\n", terminal: true)
    // The test's keyboard echoes nothing: the summary follows the prompt's `> ` on its line.
    let lines = outcome.stdout.replacingOccurrences(of: "> Stopped", with: "Stopped")
      .split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("Stopped: ") }, "\(lines)")
    let summary = Array(lines[start...])
    for line in summary { #expect(displayWidth(line) <= 40, "\(line)") }
    #expect(
      summary.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        == "Stopped: 1 set done, volume 600 kg, 0:00. 'wkc run 2024-01-05' resumes at "
        + "Bench Press set 2/3.")
  }

  @Test func at40ColumnsTheRestScreensKeysFitOnTwoLines() {
    let countdown = Countdown(
      title: "REST", remaining: 90, length: 90, progress: 0, next: "Bench Press set 2/3",
      isPaused: false)
    let lines = countdown.lines(
      columns: 40, rows: 20,
      style: Style(mode: .never, isTerminal: true, environment: ["TERM": "xterm"]))
    for line in lines { #expect(displayWidth(line) <= 39, "\(line)") }
    let keys = lines.suffix(2).joined(separator: " · ")
    #expect(keys == "Enter skip · + / - 15 s · p pause · q stop", "\(lines)")
    // What comes next is wrapped between clauses, never cut inside a value nor left out.
    var long = countdown
    long.next = "Bench Press set 2/3 · 10×60 kg, rest 3:00"
    let next = long.lines(
      columns: 40, rows: 20,
      style: .init(mode: .never, isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(next.contains("next: Bench Press set 2/3 · 10×60 kg"), "\(next)")
    #expect(next.contains("  rest 3:00"), "\(next)")
    // Once text is typed, Enter answers with it: the keys say so, not `Enter skip`.
    var typing = countdown
    typing.typed = "6x60"
    let typed = typing.lines(
      columns: 40, rows: 20,
      style: .init(mode: .never, isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(typed.contains("> 6x60"), "\(typed)")
    #expect(!typed.contains { $0.contains("Enter skip") }, "\(typed)")
    #expect(
      typed.suffix(2).joined(separator: " · ") == "Enter = end rest, use this · Ctrl-U clear",
      "\(typed)")
  }

  @Test func at40ColumnsThePlanKeepsItsRestAndThePlatesTheirChange() throws {
    let home = TestHome()
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = "40"
    home.expectSuccess(["add", "deadlift", "--set", "5x142.5", "--set", "5x145", "--rest", "20"])
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\nq\n", terminal: true)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    for line in lines { #expect(displayWidth(line) <= 40, "\(line)") }
    let plan = try #require(lines.firstIndex { $0.hasPrefix("Deadlift set 1/2: plan") }, "\(lines)")
    #expect(lines[plan + 1].trimmingCharacters(in: .whitespaces).hasPrefix("rest 0:20"), "\(lines)")
    // Set 2 (62.5 a side after 61.25) swaps the 1.25 for a 2.5: the change is kept, on a line
    // of its own when it does not fit.
    let second = try #require(lines.firstIndex { $0.contains("Deadlift set 2/2: plan") })
    let after = lines[second...].prefix(6).joined(separator: "\n")
    #expect(after.contains("+2.5 per side"), "\(after)")
  }

  @Test func at40ColumnsANewRecordWrapsAtWordsNeverInANumber() {
    let home = TestHome()
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = "40"
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x60"])
    home.expectSuccess(["add", "bench-press", "--set", "10x62.5"])
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n", terminal: true)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    for line in lines { #expect(displayWidth(line) <= 40, "\(line)") }
    let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    // Volume 10 × 62.5 = 625 kg against 5 × 60 = 300 kg.
    #expect(joined.contains("New record: Bench Press best volume 625 kg (was 300 kg)"), "\(lines)")
  }
}
