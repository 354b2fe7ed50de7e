import Foundation
import Testing

/// A set done as `actual` at `time`.
private func done(
  _ planned: [String: Double], _ actual: [String: Double], at time: String = nineAM
) -> StoredSet {
  StoredSet(planned: planned, actual: actual, completedAt: time, skipped: false)
}

/// A set not yet done.
private func open(_ planned: [String: Double]) -> StoredSet {
  StoredSet(planned: planned, actual: nil, completedAt: nil, skipped: false)
}

/// `benchPlan` with some values changed.
private func bench(_ changes: [String: Double]) -> [String: Double] {
  benchPlan.merging(changes) { _, new in new }
}

// MARK: - record

@Suite struct RecordCommandTests {
  @Test func recordWithoutSetRecordsTheFirstOpenSetAsPlanned() throws {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["record", "bench-press"])
    #expect(out.contains("Recorded set 1/3 of #1 Bench Press on Fri 2024-01-05"), "\(out)")
    #expect(
      try home.storedSets() == [done(benchPlan, benchPlan), open(benchPlan), open(benchPlan)])
    home.expectSuccess(["record", "bench-press"])
    #expect(try home.storedSets()[1] == done(benchPlan, benchPlan))
    #expect(try home.storedSets()[2] == open(benchPlan))
  }

  @Test func recordSetNRecordsThatSet() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--set", "3"])
    #expect(
      try home.storedSets() == [open(benchPlan), open(benchPlan), done(benchPlan, benchPlan)])
  }

  @Test func recordItemOptionsChangeOnlyThoseItems() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--reps", "8"])
    #expect(try home.storedSets()[0] == done(benchPlan, bench(["reps": 8])))
  }

  @Test func recordOnADoneSetCorrectsItsResultAndKeepsItsCompletionTime() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--reps", "8"])
    home.now += 3600
    home.expectSuccess(["record", "bench-press", "--set", "1", "--weight", "62.5"])
    let sets = try home.storedSets()
    #expect(sets[0] == done(benchPlan, bench(["reps": 8, "weight": 62.5])))
    #expect(sets[1] == open(benchPlan))
  }

  @Test func recordAsPlannedRecordsThePlan() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "1", "--as-planned"])
    #expect(try home.storedSets()[0] == done(benchPlan, benchPlan))
  }

  @Test func recordAsPlannedOnADoneSetPutsThePlanBack() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "1", "--reps", "6", "--weight", "50"])
    home.now += 600
    home.expectSuccess(["record", "1", "--set", "1", "--as-planned"])
    #expect(try home.storedSets()[0] == done(benchPlan, benchPlan))
  }

  @Test func recordSkipMarksTheFirstOpenSetSkipped() throws {
    let home = TestHome()
    home.planBench()
    let out = home.expectSuccess(["record", "bench-press", "--skip"])
    #expect(out.contains("Skipped set 1/3 of #1 Bench Press on Fri 2024-01-05"), "\(out)")
    let sets = try home.storedSets()
    #expect(
      sets[0] == StoredSet(planned: benchPlan, actual: nil, completedAt: nineAM, skipped: true))
    #expect(sets[1] == open(benchPlan))
  }

  @Test func recordOnASkippedSetMakesItDone() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "bench-press", "--skip"])
    home.expectSuccess(["record", "bench-press", "--set", "1", "--reps", "5"])
    #expect(try home.storedSets()[0] == done(benchPlan, bench(["reps": 5])))
  }

  @Test(arguments: ["2", "bench-press", "Bench Press", "bench", "ベンチプレス", "id"])
  func recordFindsTheWorkoutByPositionExerciseNameAliasOrID(ref: String) throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.planBench()
    let id = try #require(try home.workouts("2024-01-05")[1]["id"] as? String)
    home.expectSuccess(["record", ref == "id" ? id : ref, "--reps", "9"])
    #expect(try home.storedSets(workout: 1)[0] == done(benchPlan, bench(["reps": 9])))
    #expect(try home.storedSets(workout: 0).allSatisfy(\.isOpen))
  }

  @Test func recordOnAnotherDateRecordsThere() throws {
    let home = TestHome()
    home.planBench(date: "yesterday")
    home.expectSuccess(["record", "1", "--date", "yesterday"])
    #expect(
      try home.storedSets("2024-01-04")[0]
        == done(benchPlan, benchPlan, at: "2024-01-04T09:00:00+09:00"))
  }

  @Test func recordJSONPrintsTheDatePositionAndWorkout() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.planBench()
    let printed = try home.object(["record", "bench-press", "--reps", "8"])
    #expect(Set(printed.keys) == ["date", "position", "records", "set", "workout"])
    #expect(printed["set"] as? Int == 1)
    #expect((printed["records"] as? [Any])?.isEmpty == true)
    #expect(printed["date"] as? String == "2024-01-05")
    #expect(printed["position"] as? Int == 2)
    let workout = try #require(printed["workout"] as? [String: Any])
    #expect(Set(workout.keys) == ["id", "exercise", "note", "sets"])
    #expect(workout["exercise"] as? String == "bench-press")
    let sets = try #require(workout["sets"] as? [[String: Any]])
    #expect(sets.count == 3)
    #expect(Set(sets[0].keys) == ["planned", "actual", "completedAt", "skipped"])
    #expect((sets[0]["actual"] as? [String: Any])?["reps"] as? Double == 8)
    #expect(sets[0]["completedAt"] as? String == nineAM)
    #expect(sets[1]["actual"] is NSNull)
  }

  // MARK: record errors

  @Test func recordWithEverySetDoneAndNoSetFails() {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["run", "--as-planned"])
    home.expectFailure(["record", "bench-press"], code: 1, message: "--set N")
  }

  @Test func recordSetPastTheLastSetFails() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["record", "bench-press", "--set", "9"], code: 1, message: "3")
  }

  @Test func recordSkipWithItemOptionsIsAUsageError() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(
      ["record", "bench-press", "--skip", "--reps", "8"], code: 64, message: "--skip")
  }

  @Test func recordAsPlannedWithItemOptionsIsAUsageError() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(
      ["record", "bench-press", "--as-planned", "--weight", "60"], code: 64, message: "--as-planned"
    )
  }

  @Test func recordValueOutOfRangeIsInvalidData() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["record", "bench-press", "--weight", "600"], code: 65, message: "500")
  }

  @Test func recordItemTheExerciseDoesNotUseIsInvalidData() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["record", "bench-press", "--distance", "5"], code: 65, message: "distance")
  }

  @Test func recordOfAnExerciseTwiceInTheMenuIsAmbiguous() {
    let home = TestHome()
    home.planBench()
    home.planBench(sets: 2)
    home.expectFailure(["record", "bench-press"], code: 65, message: "bench-press")
  }

  @Test func recordOfAWorkoutNotInTheMenuFails() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["record", "squat"], code: 1, message: "bench-press")
  }

  @Test func recordOnADateWithoutAMenuFails() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["record", "1", "--date", "yesterday"], code: 1, message: "1")
  }

  // MARK: - log

  @Test func logRecordsSetsDoneWithThePlanEqualToTheResult() throws {
    let home = TestHome()
    let out = home.expectSuccess([
      "log", "bench-press", "--sets", "2", "--reps", "8", "--weight", "60",
    ])
    #expect(out.contains("Logged Bench Press on Fri 2024-01-05 as #1"), "\(out)")
    let sets = try home.storedSets()
    #expect(sets.count == 2)
    for set in sets {
      #expect(set.actual == set.planned)
      #expect(set.planned["reps"] == 8)
      #expect(set.planned["weight"] == 60)
      #expect(set.completedAt == nineAM)
      #expect(!set.skipped)
    }
  }

  @Test func logSetSpecsRecordOneSetEach() throws {
    let home = TestHome()
    home.expectSuccess(["log", "deadlift", "--set", "5x100", "--set", "3x120"])
    let sets = try home.storedSets()
    #expect(sets.count == 2)
    #expect(sets.map { $0.actual?["weight"] } == [100, 120])
    #expect(sets.map { $0.actual?["reps"] } == [5, 3])
    #expect(sets.allSatisfy { $0.actual == $0.planned && $0.completedAt == nineAM })
  }

  @Test func logPrefillsFromTheLastPlanLikeAdd() throws {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--date", "2024-01-03", "--sets", "4", "--reps", "8", "--weight",
      "62.5",
      "--rest", "2m",
    ])
    home.expectSuccess(["log", "bench-press"])
    let plan: [String: Double] = ["reps": 8, "weight": 62.5, "rest": 120]
    #expect(try home.storedSets() == Array(repeating: done(plan, plan), count: 4))
  }

  @Test func logAppendsAfterThePlannedWorkouts() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["log", "run", "--duration", "32m", "--distance", "5.2km"])
    #expect(try home.exercises("2024-01-05") == ["bench-press", "run"])
    let run = try home.storedSets(workout: 1)
    #expect(run.count == 1)
    #expect(run[0].actual?["duration"] == 1920)
    #expect(run[0].actual?["distance"] == 5.2)
  }

  @Test func logJSONPrintsTheDatePositionAndWorkout() throws {
    let home = TestHome()
    home.planBench()
    let printed = try home.object(["log", "squat", "--set", "5x100"])
    #expect(Set(printed.keys) == ["date", "position", "records", "workout"])
    #expect(printed["date"] as? String == "2024-01-05")
    #expect(printed["position"] as? Int == 2)
    let workout = try #require(printed["workout"] as? [String: Any])
    #expect(Set(workout.keys) == ["id", "exercise", "note", "sets"])
    #expect(workout["exercise"] as? String == "squat")
    let sets = try #require(workout["sets"] as? [[String: Any]])
    #expect(sets.count == 1)
    #expect((sets[0]["actual"] as? [String: Any])?["weight"] as? Double == 100)
    #expect(sets[0]["completedAt"] as? String == nineAM)
    #expect(sets[0]["skipped"] as? Bool == false)
  }

  // MARK: log errors

  @Test func logOfAnUnknownExerciseIsInvalidData() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["log", "bench-pres", "--set", "5x60"], code: 65, message: "bench-pres")
  }

  @Test func logSetsThatDoNotMatchTheSetSpecsIsAUsageError() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(
      ["log", "bench-press", "--sets", "2", "--set", "5x60"], code: 64, message: "--sets 2")
  }

  @Test func logValueOutOfRangeIsInvalidData() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["log", "bench-press", "--weight", "600"], code: 65, message: "500")
  }

  @Test func logSetSpecOutOfRangeIsInvalidData() {
    let home = TestHome()
    home.expectFailure(["log", "bench-press", "--set", "9999x60"], code: 65, message: "1000")
  }

  @Test func logItemTheExerciseDoesNotUseIsInvalidData() {
    let home = TestHome()
    home.planBench()
    home.expectFailure(["log", "bench-press", "--duration", "10m"], code: 65, message: "duration")
  }
}

@Suite struct RecordAnnouncesRecordsTests {
  @Test func logSaysWhenASetIsANewRecord() {
    let home = TestHome()
    home.expectSuccess(["log", "deadlift", "--date", "2024-01-01", "--set", "5x100"])
    let text = home.expectSuccess(["log", "deadlift", "--date", "2024-01-03", "--set", "5x140"])
    #expect(text.contains("New record: Deadlift heaviest weight 140 kg (was 100 kg)"))
    #expect(text.contains("New record: Deadlift best e1RM 163.3 kg (was 116.7 kg)"))
  }

  @Test func aFirstTimeIsNotARecord() {
    let text = TestHome().expectSuccess(["log", "deadlift", "--set", "5x100"])
    #expect(!text.contains("New record"))
  }

  @Test func recordComparesWithTheSameDaysOtherSetsToo() {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2024-01-01", "--set", "5x80"])
    home.expectSuccess(["add", "squat", "--set", "5x90", "--set", "5x85"])
    let first = home.expectSuccess(["record", "squat"])
    #expect(first.contains("New record: Squat heaviest weight 90 kg (was 80 kg)"))
    // 85 kg beats every earlier date but not today's 90 kg (the day's volume is a record).
    let second = home.expectSuccess(["record", "squat"])
    #expect(!second.contains("heaviest weight"), "\(second)")
    #expect(!second.contains("e1RM"), "\(second)")
  }
}
