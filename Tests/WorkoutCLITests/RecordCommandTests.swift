import Foundation
import Testing

/// A set done as `actual` at the test's fixed time.
private func done(_ planned: [String: Double], _ actual: [String: Double]) -> StoredSet {
  StoredSet(planned: planned, actual: actual, completedAt: nineAM, skipped: false)
}

/// A set not yet done.
private func open(_ planned: [String: Double]) -> StoredSet {
  StoredSet(planned: planned, actual: nil, completedAt: nil, skipped: false)
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

  @Test func recordAsPlannedRecordsThePlan() throws {
    let home = TestHome()
    home.planBench()
    home.expectSuccess(["record", "1", "--as-planned"])
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

}

@Suite struct RecordAnnouncesRecordsTests {
  @Test func logSaysWhenASetIsANewRecord() {
    let home = TestHome()
    home.expectSuccess(["log", "deadlift", "--date", "2024-01-01", "--set", "5x100"])
    let text = home.expectSuccess(["log", "deadlift", "--date", "2024-01-03", "--set", "5x140"])
    #expect(text.contains("New record: Deadlift heaviest weight 140 kg (was 100 kg)"))
    #expect(text.contains("New record: Deadlift best e1RM 163.3 kg (was 116.7 kg)"))
  }

  @Test func logEchoesItsNoteAsAddDoes() {
    let home = TestHome()
    let logged = home.expectSuccess(["log", "squat", "--set", "5x100", "--note", "felt strong"])
    let added = home.expectSuccess(["add", "bench-press", "--set", "5x60", "--note", "felt strong"])
    #expect(logged.contains("\n  note: felt strong\n"), "\(logged)")
    #expect(added.contains("\n  note: felt strong\n"), "\(added)")
  }
}
