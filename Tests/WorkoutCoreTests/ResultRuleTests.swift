import Foundation
import Testing

@testable import WorkoutCore

/// Results belong to today or an earlier date; plans may be for any date.
@Suite struct ResultDateTests {
  let gym = Gym()
  let future = PlanError.resultsInFuture(date: day("2024-01-06"), today: day("2024-01-05"))

  @Test func aRecordForADateAfterTodayIsRefused() throws {
    try gym.planBench(on: "2024-01-06")
    gym.expectRefused(future) { try gym.record("bench-press", on: "2024-01-06") }
    gym.expectRefused(future) {
      try gym.record("bench-press", on: "2024-01-06", result: .skip)
    }
  }

  @Test func aRecordForAFutureDateWithoutAMenuIsRefusedAsAFutureResult() {
    gym.expectRefused(
      PlanError.resultsInFuture(date: day("2024-01-07"), today: day("2024-01-05"))
    ) {
      try gym.record("squat", on: "2024-01-07")
    }
  }

  @Test func aLogForADateAfterTodayIsRefused() throws {
    try gym.planBench(on: "2024-01-06")
    gym.expectRefused(future) { try gym.log("squat", on: "2024-01-06", .each("5x100")) }
  }

  @Test(arguments: [
    #"{"actual":{"reps":5,"weight":80},"planned":{"reps":5,"weight":80}}"#,
    #"{"actual":null,"planned":{"reps":5,"weight":80},"skipped":true}"#,
  ])
  func resultsPutForADateAfterTodayAreRefused(set: String) {
    gym.expectRefused(
      PlanError.resultsInFuture(date: day("2024-01-25"), today: day("2024-01-05"))
    ) {
      try gym.put("2024-01-25", #"{"workouts":[{"exercise":"squat","sets":["# + set + "]}]}")
    }
  }

  @Test func aPlanPutForADateAfterTodayIsFine() throws {
    try gym.put(
      "2024-01-25", #"{"workouts":[{"exercise":"squat","sets":[{"planned":{"reps":5}}]}]}"#)
    #expect(try gym.planned("2024-01-25").count == 1)
  }

  @Test func aPlanAddedForADateAfterTodayIsFine() throws {
    try gym.add("squat", on: "2024-02-01", .each("5x100"))
    #expect(try gym.planned("2024-02-01") == [plan(reps: 5, weight: 100, rest: 180)])
  }

  @Test func aLogForAPastDateIsCompletedOnThatDate() throws {
    try gym.log("squat", on: "2024-01-02", .each("5x100"))
    #expect(
      try gym.sets("2024-01-02").map(\.completedAt) == [Timestamp("2024-01-02T09:00:00+09:00")])
  }
}

/// The records a result sets, as `log` and `record` tell them.
@Suite struct ResultRecordsTests {
  let gym = Gym()

  /// A record of `exercise` of `kind`, beating `previous`.
  private func record(
    _ exercise: ExerciseID, _ kind: PersonalRecord.Kind, _ value: Double, was previous: Double?
  ) -> PersonalRecord {
    PersonalRecord(exercise: exercise, kind: kind, value: value, previous: previous)
  }

  @Test func aFirstTimeIsNotARecord() throws {
    #expect(try gym.log("deadlift", .each("5x100")).records.isEmpty)
  }

  @Test func aHeavierSetIsAWeightAndOneRepMaxRecord() throws {
    try gym.log("deadlift", on: "2024-01-01", .each("5x100"))
    let records = try gym.log("deadlift", on: "2024-01-03", .each("5x140")).records
    #expect(records.contains(record("deadlift", .heaviestWeight, 140, was: 100)))
    let e1RM = try #require(records.first { $0.kind == .bestOneRepMax })
    #expect((e1RM.value * 10).rounded() / 10 == 163.3)
    #expect(e1RM.previous.map { ($0 * 10).rounded() / 10 } == 116.7)
  }

  @Test func aRecordIsJudgedWithTheSameDaysOtherSetsToo() throws {
    try gym.log("squat", on: "2024-01-01", .each("5x80"))
    try gym.add("squat", .each("5x90", "5x85"))
    let first = try gym.record("squat").records
    #expect(first.contains(record("squat", .heaviestWeight, 90, was: 80)))
    // 85 kg beats every earlier date but not today's 90 kg (the day's volume is a record).
    let second = try gym.record("squat").records.map(\.kind)
    #expect(!second.contains(.heaviestWeight))
    #expect(!second.contains(.bestOneRepMax))
  }

  @Test func aBestVolumeIsARecordOnceTheDayBeatsIt() throws {
    try gym.log("bench-press", on: "2024-01-01", .each("10x60"))
    try gym.planBench(sets: 2)
    #expect(try gym.record("bench-press").records.isEmpty)
    #expect(
      try gym.record("bench-press").records == [record("bench-press", .bestVolume, 1200, was: 600)])
  }

  @Test func aShorterSlowerRunSetsNoRecord() throws {
    try gym.log("run", on: "2024-01-01", .sets(nil, [.distance: "8km", .duration: "45m"]))
    #expect(
      try gym.log("run", .sets(nil, [.distance: "5km", .duration: "30m"])).records.isEmpty)
  }

  @Test func aLongerFasterRunIsADistanceDurationAndPaceRecord() throws {
    try gym.log("run", on: "2024-01-01", .sets(nil, [.distance: "8km", .duration: "45m"]))
    let records = try gym.log("run", .sets(nil, [.distance: "10km", .duration: "50m"])).records
    #expect(records.contains(record("run", .longestDistance, 10, was: 8)))
    #expect(records.contains(record("run", .longestDuration, 3000, was: 2700)))
    #expect(records.contains(record("run", .bestPace, 300, was: 337.5)))
  }

  // MARK: Set kinds

  @Test func aWarmUpSetsNoRecord() throws {
    try gym.logAHeavyWarmUp()
    #expect(try gym.log("bench-press", .each("w:1x80")).records.isEmpty)
    #expect(
      try gym.log("bench-press", .each("1x80")).records.contains(
        record("bench-press", .heaviestWeight, 80, was: 60)))
  }

  @Test func dropAndFailureSetsCountLikeWorkingSets() throws {
    try gym.logAHeavyWarmUp()
    #expect(
      try gym.log("bench-press", .each("f:3x70")).records.contains(
        record("bench-press", .heaviestWeight, 70, was: 60)))
  }
}
