import Foundation
import Testing

@testable import WorkoutCore

/// `benchPlan` with some values changed.
private func bench(_ changes: [ItemID: Double]) -> SetValues {
  benchPlan.merging(SetValues(changes))
}

/// `record`: the result of one set of a planned workout, or its skip.
@Suite struct RecordSetTests {
  let gym = Gym()

  // MARK: Which set, which values

  @Test func aSetNumberRecordsThatSet() throws {
    try gym.planBench()
    try gym.record("bench-press", set: 3)
    #expect(
      try gym.sets() == [openSet(benchPlan), openSet(benchPlan), doneSet(benchPlan, benchPlan)])
  }

  @Test func typedValuesChangeOnlyThoseItems() throws {
    try gym.planBench()
    try gym.record("bench-press", [.reps: "8"])
    #expect(try gym.sets()[0] == doneSet(benchPlan, bench([.reps: 8])))
  }

  @Test func aDoneSetIsCorrectedAndKeepsItsCompletionTime() throws {
    var gym = gym
    try gym.planBench()
    try gym.record("bench-press", [.reps: "8"])
    gym.moment = Moment(seconds: friday.seconds + 3600, zone: FixedOffset(seconds: 9 * 3600))
    try gym.record("bench-press", set: 1, [.weight: "62.5"])
    let sets = try gym.sets()
    #expect(sets[0] == doneSet(benchPlan, bench([.reps: 8, .weight: 62.5])))
    #expect(sets[1] == openSet(benchPlan))
  }

  @Test func asPlannedOnADoneSetPutsThePlanBack() throws {
    var gym = gym
    try gym.planBench()
    try gym.record("1", [.reps: "6", .weight: "50"])
    gym.moment = Moment(seconds: friday.seconds + 600, zone: FixedOffset(seconds: 9 * 3600))
    try gym.record("1", set: 1, result: .asPlanned)
    #expect(try gym.sets()[0] == doneSet(benchPlan, benchPlan))
  }

  @Test func aSkippedSetBecomesDoneWhenRecorded() throws {
    try gym.planBench()
    try gym.record("bench-press", result: .skip)
    try gym.record("bench-press", set: 1, [.reps: "5"])
    #expect(try gym.sets()[0] == doneSet(benchPlan, bench([.reps: 5])))
  }

  @Test func aResultOnAnotherDateIsCompletedOnThatDate() throws {
    try gym.planBench(on: "2024-01-04")
    try gym.record("1", on: "2024-01-04")
    #expect(
      try gym.sets("2024-01-04")[0]
        == doneSet(benchPlan, benchPlan, at: Timestamp("2024-01-04T09:00:00+09:00")))
  }

  // MARK: Which workout

  @Test(arguments: ["2", "bench-press", "Bench Press", "bench", "ベンチプレス", "id"])
  func theWorkoutIsFoundByPositionExerciseNameAliasOrID(ref: String) throws {
    try gym.add("squat")
    let id = try gym.planBench().workout.id.rawValue
    try gym.record(ref == "id" ? id : ref, [.reps: "9"])
    #expect(try gym.sets(workout: 1)[0] == doneSet(benchPlan, bench([.reps: 9])))
    #expect(try gym.sets(workout: 0).allSatisfy(\.isOpen))
  }

  @Test func anExerciseTwiceInTheMenuIsAmbiguous() throws {
    let first = try gym.planBench().workout.id
    let second = try gym.planBench(sets: 2).workout.id
    gym.expectRefused(
      PlanError.ambiguous(
        ref: "bench-press",
        candidates: ["1 (bench-press, id \(first))", "2 (bench-press, id \(second))"])
    ) {
      try gym.record("bench-press")
    }
  }

  @Test func aWorkoutNotInTheMenuIsRefused() throws {
    try gym.planBench()
    gym.expectRefused(
      PlanError.noSuchWorkout(ref: "squat", date: day("2024-01-05"), holds: ["1 bench-press"])
    ) {
      try gym.record("squat")
    }
  }

  @Test func aDateWithoutAMenuIsRefused() throws {
    try gym.planBench()
    gym.expectRefused(PlanError.noSuchWorkout(ref: "1", date: day("2024-01-04"), holds: [])) {
      try gym.record("1", on: "2024-01-04")
    }
  }

  // MARK: Refused

  @Test func aSetPastTheLastIsRefused() throws {
    try gym.planBench()
    gym.expectRefused(PlanError.noSuchSet(number: 9, count: 3, workout: "#1 bench-press")) {
      try gym.record("bench-press", set: 9)
    }
  }

  @Test func anItemTheExerciseDoesNotUseIsRefused() throws {
    try gym.planBench()
    gym.expectRefused(
      PlanError.itemNotUsed(
        item: "distance", exercise: "bench-press", items: builtIn("bench-press").acceptedItems)
    ) {
      try gym.record("bench-press", [.distance: "5"])
    }
  }
}

/// `log`: sets done without a plan.
@Suite struct LogSetsTests {
  let gym = Gym()

  @Test func eachSetSpecIsOneSetDoneAsPlanned() throws {
    try gym.log("deadlift", .each("5x100", "3x120"))
    let sets = try gym.sets()
    #expect(sets.count == 2)
    #expect(sets.map { $0.actual?[.weight] } == [100, 120])
    #expect(sets.map { $0.actual?[.reps] } == [5, 3])
    #expect(sets.allSatisfy { $0.actual == $0.planned.values && $0.completedAt == nineAM })
  }

  @Test func setsByRepsAreDoneToo() throws {
    try gym.log("pull-up", .sets("4x8"))
    #expect(try gym.sets().map { $0.actual?[.reps] } == [8, 8, 8, 8])
  }

  @Test func aLogIsPrefilledFromTheLastPlanLikeAdd() throws {
    try gym.add(
      "bench-press", on: "2024-01-03",
      .sets("4", [.reps: "8", .weight: "62.5", .rest: "2m"]))
    try gym.log("bench-press", TypedSets())
    let plan = SetValues([.reps: 8, .weight: 62.5, .rest: 120])
    #expect(try gym.sets() == Array(repeating: doneSet(plan, plan), count: 4))
  }

  @Test func aLogGoesAfterThePlannedWorkouts() throws {
    try gym.planBench()
    try gym.log("run", .sets(nil, [.duration: "32m", .distance: "5.2km"]))
    #expect(try gym.exercises() == ["bench-press", "run"])
    let run = try gym.sets(workout: 1)
    #expect(run.count == 1)
    #expect(run[0].actual?[.duration] == 1920)
    #expect(run[0].actual?[.distance] == 5.2)
  }

  @Test func aValueOutOfRangeIsRefused() {
    gym.expectRefused(saying: "weight must be between 0 kg and 500 kg") {
      try gym.log("bench-press", .sets(nil, [.weight: "600"]))
    }
  }

  @Test func aSetSpecOutOfRangeIsRefused() {
    gym.expectRefused(saying: "reps must be between 0 and 1000, not 9999") {
      try gym.log("bench-press", .each("9999x60"))
    }
  }

  @Test func anItemTheExerciseDoesNotUseIsRefused() {
    gym.expectRefused(
      PlanError.itemNotUsed(
        item: "duration", exercise: "bench-press", items: builtIn("bench-press").acceptedItems)
    ) {
      try gym.log("bench-press", .sets(nil, [.duration: "10m"]))
    }
  }
}
