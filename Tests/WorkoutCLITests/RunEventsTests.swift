import Foundation
import Testing
import WorkoutCLI

// MARK: - Helpers

/// Every line of a `--json` stream parsed with JSONSerialization; a line that is not a JSON
/// object fails the test.
private func eventLines(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [[String: Any]] {
  try text.split(separator: "\n").map { line in
    let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(
      parsed as? [String: Any], "not an object: \(line)", sourceLocation: sourceLocation)
  }
}

/// The `event` of each line.
private func names(_ events: [[String: Any]]) -> [String] {
  events.map { $0["event"] as? String ?? "?" }
}

/// The first event named `name`.
private func first(_ name: String, in events: [[String: Any]]) throws -> [String: Any] {
  try #require(events.first { $0["event"] as? String == name }, "no \(name) event")
}

extension TestHome {
  /// Bench press 2 × (10 × 60 kg, 90 s rest), then squat 2 × (5 × 100 kg, 2 min rest).
  func planBenchAndSquat() {
    planBench(sets: 2)
    expectSuccess([
      "add", "squat", "--sets", "2", "--reps", "5", "--weight", "100", "--rest", "2m",
    ])
  }
}

// MARK: - run --json

@Suite struct RunEventsTests {
  @Test func runJSONPrintsOneEventPerLineInOrderForASkipAndAQ() throws {
    let home = TestHome()
    home.planBenchAndSquat()
    let out = home.expectSuccess(["run", "--json"], stdin: "\ns\n8x100\nq\n")
    #expect(
      names(try eventLines(out)) == [
        "session", "set", "recorded", "restStarted", "restEnded", "set", "recorded", "set",
        "recorded", "restStarted", "restEnded", "set", "summary",
      ], "\(out)")
  }

  @Test func runJSONEventsEachHaveTheTimeOfTheInjectedClock() throws {
    let home = TestHome()
    home.planBenchAndSquat()
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\ns\n8x100\nq\n"))
    #expect(events.allSatisfy { $0["time"] as? String == nineAM })
  }

  @Test func runJSONSessionNamesTheDateAndItsWorkouts() throws {
    let home = TestHome()
    home.planBenchAndSquat()
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "q\n"))
    let session = try first("session", in: events)
    #expect(session["date"] as? String == "2024-01-05")
    let workouts = try #require(session["workouts"] as? [[String: Any]])
    #expect(workouts.map { $0["exercise"] as? String } == ["bench-press", "squat"])
  }

  @Test func runJSONSetShowsTheWorkoutSetNumberPlanAndKind() throws {
    let home = TestHome()
    home.planBenchAndSquat()
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "q\n"))
    let set = try first("set", in: events)
    let workout = try #require(try home.workouts("2024-01-05").first?["id"] as? String)
    #expect(set["workout"] as? String == workout)
    #expect(set["exercise"] as? String == "bench-press")
    #expect(set["set"] as? Int == 1)
    #expect(set["of"] as? Int == 2)
    #expect(set["planned"] as? [String: Double] == benchPlan)
    #expect(set["kind"] as? String == "working")
  }

  @Test func runJSONRecordedHasTheActualValuesAndCompletionTime() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "8x62.5\n"))
    let recorded = try first("recorded", in: events)
    #expect(recorded["actual"] as? [String: Double] == ["reps": 8, "weight": 62.5, "rest": 90])
    #expect(recorded["completedAt"] as? String == nineAM)
    #expect(recorded["skipped"] as? Bool == false)
  }

  @Test func runJSONRecordedOfASkipHasNoActualValues() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "s\n"))
    let recorded = try first("recorded", in: events)
    #expect(recorded["actual"] is NSNull)
    #expect(recorded["skipped"] as? Bool == true)
  }

  @Test func runJSONValuesAreInKilograms() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "5x135lb\n"))
    let actual = try #require(try first("recorded", in: events)["actual"] as? [String: Double])
    #expect(actual["weight"] == 61.23496995)
  }

  // MARK: Rests

  @Test func runJSONRestEventsFollowTheInjectedClock() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\n\n"))
    let started = try first("restStarted", in: events)
    #expect(started["seconds"] as? Double == 90)
    let next = try #require(started["next"] as? [String: Any])
    #expect(next["exercise"] as? String == "bench-press")
    #expect(next["set"] as? Int == 2)
    let ended = try first("restEnded", in: events)
    #expect(ended["how"] as? String == "elapsed")
    #expect(ended["seconds"] as? Double == 90)
    #expect(home.pacer.waits == [1090])
  }

  @Test func runJSONRestSkippedWithEnterOnATerminalEndsAsSkipped() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\n\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    let ended = try first("restEnded", in: try eventLines(outcome.stdout))
    #expect(ended["how"] as? String == "skipped")
    #expect(ended["seconds"] as? Double == 0)
  }

  @Test func runJSONRestStoppedWithQOnATerminalEndsAsStopped() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\nq", terminal: true)
    let events = try eventLines(outcome.stdout)
    #expect(names(events).suffix(2) == ["restEnded", "summary"], "\(outcome.stdout)")
    #expect(try first("restEnded", in: events)["how"] as? String == "stopped")
  }

  @Test func runJSONPauseAndResumeOnATerminalAreEvents() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\npp", terminal: true)
    let events = try eventLines(outcome.stdout)
    #expect(
      Array(names(events)[3...6]) == ["restStarted", "paused", "resumed", "restEnded"],
      "\(outcome.stdout)")
    #expect(try first("paused", in: events)["remaining"] as? Double == 90)
  }

  @Test func runJSONOnATerminalWritesNoPictureBellOrPrompt() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\n\n", terminal: true)
    #expect(!outcome.stdout.contains("\u{1B}"))
    #expect(!outcome.stdout.contains("\u{07}"))
    #expect(!outcome.stdout.contains("> "))
    _ = try eventLines(outcome.stdout)
  }

  @Test func runJSONWithNoTimerHasNoRestEvents() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let out = home.expectSuccess(["run", "--json", "--no-timer"], stdin: "\n\n")
    #expect(!names(try eventLines(out)).contains { $0.hasPrefix("rest") })
  }

  // MARK: Summary

  @Test func runJSONSummaryCountsSetsVolumeAndDuration() throws {
    let home = TestHome()
    home.planBench()
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\ns\n8x60\n"))
    let summary = try first("summary", in: events)
    #expect(summary["date"] as? String == "2024-01-05")
    #expect(summary["setsDone"] as? Int == 2)
    #expect(summary["setsSkipped"] as? Int == 1)
    #expect(summary["volume"] as? Double == 1080)
    #expect(summary["duration"] as? Double == 90)
    #expect(summary["resumeAt"] is NSNull)
  }

  @Test func runJSONSummaryAfterQNamesWhereARunResumes() throws {
    let home = TestHome()
    home.planBenchAndSquat()
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\ns\nq\n"))
    let resume = try #require(try first("summary", in: events)["resumeAt"] as? [String: Any])
    #expect(resume["exercise"] as? String == "squat")
    #expect(resume["set"] as? Int == 1)
  }

  @Test func runJSONSummaryHasTheNewRecords() throws {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x60"])
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--set", "5x62.5"])
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\n"))
    let records = try #require(try first("summary", in: events)["records"] as? [[String: Any]])
    let heaviest = try #require(records.first { $0["kind"] as? String == "maxWeight" })
    #expect(heaviest["exercise"] as? String == "bench-press")
    #expect(heaviest["value"] as? Double == 62.5)
    #expect(heaviest["previous"] as? Double == 60)
  }

  @Test func runJSONOnAMenuAlreadyDoneIsASessionAndASummary() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    home.expectSuccess(["run", "--as-planned"])
    let out = home.expectSuccess(["run", "--json"])
    #expect(names(try eventLines(out)) == ["session", "summary"], "\(out)")
  }

  @Test func runJSONAsPlannedIsOneRecordedEventPerSetThenTheSummary() throws {
    let home = TestHome()
    home.planBench(sets: 2)
    let out = home.expectSuccess(["run", "--as-planned", "--json"])
    #expect(names(try eventLines(out)) == ["session", "recorded", "recorded", "summary"], "\(out)")
  }

  // MARK: Gear

  @Test func runJSONGearEventNamesTheDefaultGearAWorkoutGot() throws {
    let home = TestHome()
    home.expectSuccess(["gear", "add", "pegasus-40", "--name", "Pegasus 40", "--for", "run"])
    // Planned before the default exists, so the run gives it at the first result.
    home.expectSuccess(["add", "run", "--sets", "1", "--duration", "30m", "--distance", "5"])
    home.expectSuccess(["gear", "default", "pegasus-40"])
    let events = try eventLines(home.expectSuccess(["run", "--json"], stdin: "\n"))
    let gear = try first("gear", in: events)
    #expect(gear["exercise"] as? String == "run")
    #expect(gear["gear"] as? String == "pegasus-40")
  }

  // MARK: Stdout is only events

  @Test func runJSONBadInputIsExplainedOnStderrAndStdoutStaysEvents() throws {
    let home = TestHome()
    home.planBench(sets: 1)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "foo\n\n")
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains("type Enter"), "\(outcome.stderr)")
    #expect(names(try eventLines(outcome.stdout)) == ["session", "set", "recorded", "summary"])
  }

  @Test func runJSONInterruptedExits130WithOnlyEventsOnStdout() throws {
    let home = TestHome()
    home.planBench()
    home.pacer = ManualPacer(interruptAt: 1045)
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\n\n\n")
    #expect(outcome.code == 130)
    #expect(outcome.stderr.contains("interrupted"), "\(outcome.stderr)")
    #expect(names(try eventLines(outcome.stdout)).last == "restStarted")
  }

  @Test func runJSONReadsPipedStdinInTheBuiltBinary() throws {
    let tests = BinaryTests()
    let home = try tests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    _ = try tests.wkc(["add", "bench-press", "--sets", "2", "--reps", "5"], home: home)
    let result = try tests.wkc(["run", "--json", "--no-timer"], home: home, stdin: "\ns\n")
    #expect(result.code == 0, "\(result.stderr)")
    let events = try eventLines(result.stdout)
    #expect(names(events) == ["session", "set", "recorded", "set", "recorded", "summary"])
    #expect(try first("summary", in: events)["setsSkipped"] as? Int == 1)
  }
}

// MARK: - timer --json

@Suite struct TimerEventsTests {
  @Test func timerJSONIsStartedAPhasePerIntervalAndEnded() throws {
    let home = TestHome()
    let events = try eventLines(
      home.expectSuccess(["timer", "20s", "10s", "--rounds", "2", "--json"]))
    #expect(names(events) == ["started", "phase", "phase", "phase", "phase", "ended"])
    let phases = events.filter { $0["event"] as? String == "phase" }
    #expect(phases.map { $0["phase"] as? String } == ["work", "rest", "work", "rest"])
    #expect(phases.map { $0["round"] as? Int } == [1, 1, 2, 2])
    #expect(phases.map { $0["seconds"] as? Double } == [20, 10, 20, 10])
    #expect(events.last?["seconds"] as? Double == 60)
  }

  @Test func timerJSONStartedHasTheTotalLengthAndRounds() throws {
    let home = TestHome()
    let events = try eventLines(
      home.expectSuccess(["timer", "20s", "10s", "--rounds", "8", "--json"]))
    let started = try first("started", in: events)
    #expect(started["seconds"] as? Double == 240)
    #expect(started["rounds"] as? Int == 8)
    #expect(started["intervals"] as? Int == 16)
    #expect(started["time"] as? String == nineAM)
  }

  @Test func timerJSONCountInIsAPhaseWithoutARound() throws {
    let home = TestHome()
    let out = home.expectSuccess(["timer", "20s", "--count-in", "10s", "--json"])
    let phase = try first("phase", in: try eventLines(out))
    #expect(phase["phase"] as? String == "count-in")
    #expect(phase["round"] is NSNull)
  }

  @Test func timerJSONPauseAndResumeOnATerminalAreEvents() throws {
    let outcome = TestHome().run(arguments: ["timer", "10", "--json"], stdin: "pp", terminal: true)
    let events = try eventLines(outcome.stdout)
    #expect(
      names(events) == ["started", "phase", "paused", "resumed", "ended"], "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("\u{07}"))
  }

  @Test func timerJSONPipedStillTakesKeysFromATerminalAndTellsOfAdjustments() throws {
    let outcome = TestHome().run(
      arguments: ["timer", "60", "--json"], stdin: "+-q", keyboard: true)
    let events = try eventLines(outcome.stdout)
    #expect(names(events) == ["started", "phase", "adjusted", "adjusted", "stopped"])
    #expect(events[2]["remaining"] as? Double == 75)
    #expect(events[3]["remaining"] as? Double == 60)
  }

  @Test func runJSONPipedTakesRestKeysFromATerminal() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "2", "--rest", "90"])
    let outcome = home.run(arguments: ["run", "--json"], stdin: "\n+q", keyboard: true)
    let events = try eventLines(outcome.stdout)
    #expect(names(events).contains("adjusted"), "\(outcome.stdout)")
    #expect(try first("adjusted", in: events)["remaining"] as? Double == 105)
  }

  @Test func timerJSONStoppedWithQOnATerminal() throws {
    let outcome = TestHome().run(arguments: ["timer", "10", "--json"], stdin: "q", terminal: true)
    #expect(names(try eventLines(outcome.stdout)) == ["started", "phase", "stopped"])
  }

  @Test func timerJSONInterruptedExits130WithOnlyEventsOnStdout() throws {
    let home = TestHome()
    home.pacer = ManualPacer(interruptAt: 1045)
    let outcome = home.run(arguments: ["timer", "90", "--json"])
    #expect(outcome.code == 130)
    #expect(outcome.stderr.contains("interrupted after 0:45"), "\(outcome.stderr)")
    #expect(names(try eventLines(outcome.stdout)) == ["started", "phase"])
  }

  @Test func timerJSONOfABadDurationIsStillAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer", "abc", "--json"], code: 64, message: "abc")
  }
}
