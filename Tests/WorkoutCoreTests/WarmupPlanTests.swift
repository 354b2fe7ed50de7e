import Foundation
import Testing

@testable import WorkoutCore

/// `add --warmup`: warm-up sets planned by a ramp before a barbell exercise's working sets.
@Suite struct WarmupPlanTests {
  let gym = Gym()

  private func weights(_ date: String = "2024-01-05") throws -> [Double?] {
    try gym.planned(date).map { $0[.weight] }
  }

  @Test func theStandardRampLeadsUpTo140InLoadableSteps() throws {
    try gym.add("squat", .sets("3x5", [.weight: "140"]), warmup: .standard)
    let sets = try gym.sets()
    #expect(try weights() == [20, 55, 85, 112.5, 140, 140, 140])
    #expect(sets.map { $0.planned[.reps] } == [10, 5, 3, 2, 5, 5, 5])
    // Squat rests 3:00 between working sets; warm-ups half that.
    #expect(sets.map { $0.planned[.rest] } == [90, 90, 90, 90, 180, 180, 180])
    #expect(
      sets.map(\.kind) == Array(repeating: .warmup, count: 4) + Array(repeating: .working, count: 3)
    )
  }

  @Test func aTypedRampReplacesTheStandardOne() throws {
    try gym.add(
      "squat", .sets("3x5", [.weight: "140"]), warmup: WarmupRamp.parse("50%x5,70%x3,85%x1"))
    #expect(try weights() == [70, 97.5, 120, 140, 140, 140])
    #expect(try gym.planned().map { $0[.reps] } == [5, 3, 1, 5, 5, 5])
  }

  @Test func theRampRoundsToThePlatesOwned() throws {
    var gym = gym
    gym.settingsFile.values[.plates] = try SettingKey.plates.normalized(
      "20x6,10x2,5x2", units: .metric)
    try gym.add("squat", .sets("3x5", [.weight: "140"]), warmup: .standard)
    // 56 → 60, 84 → 80, 112 → 110: the nearest weights 20/10/5 pairs make on a 20 kg bar.
    #expect(try weights().prefix(4) == [20, 60, 80, 110])
  }

  @Test func anEZBarStartsAtItsOwnBar() throws {
    try gym.add("ez-bar-curl", .sets("3x10", [.weight: "40"]), warmup: .standard)
    #expect(try weights().first == 10)
  }

  @Test(arguments: [
    ("dumbbell-curl", TypedSets.sets(nil, [.weight: "14"]), NoWarmup.noBar),
    ("push-up", TypedSets(), .noWeight),
    ("bench-press", .sets(nil, [.weight: "20"]), .atBar),
    ("bench-press", .each("w:10x20"), .noWorkingSet),
  ])
  func withoutARampTheOutcomeSaysWhyAndTheSetsAreAsGiven(
    exercise: String, sets: TypedSets, reason: NoWarmup
  ) throws {
    let ramped = try gym.add(exercise, sets, warmup: .standard)
    #expect(ramped.noWarmup == reason)
    let plain = try gym.add(exercise, on: "2024-01-06", sets)
    #expect(plain.noWarmup == nil)
    #expect(ramped.workout.sets == plain.workout.sets)
  }

  @Test func moreSetsThanAWorkoutHoldsWithTheRampAreRefused() {
    gym.expectRefused(
      PlanError.invalid(
        "the warm-up ramp and the working sets make 102 sets; a workout has at most 100")
    ) {
      try gym.add("squat", .sets("98", [.weight: "140"]), warmup: .standard)
    }
  }

  @Test func theNextPlanCarriesOverTheWorkingSetsNotTheRamp() throws {
    try gym.add("squat", .sets("3x5", [.weight: "140"]), warmup: .standard)
    try gym.add("squat", on: "2024-01-06")
    #expect(try weights("2024-01-06") == [140, 140, 140])
    try gym.add("squat", on: "2024-01-07", warmup: .standard)
    #expect(try gym.planned("2024-01-07").count == 7)
  }
}

/// Warm-up, drop and failure sets as typed, and RPE on any lift.
@Suite struct SetKindPlanTests {
  let gym = Gym()

  @Test func aKindPrefixMarksEachSet() throws {
    try gym.add("bench-press", .each("w:10x20", "d:8x50", "F:6x60", "5x80"))
    #expect(try gym.sets().map(\.kind) == [.warmup, .drop, .failure, .working])
  }

  @Test func everySetOfAWarmUpLogIsAWarmUp() throws {
    try gym.log("squat", .sets("2", [.reps: "5", .weight: "40"], warmup: true))
    let sets = try gym.sets()
    #expect(sets.map(\.kind) == [.warmup, .warmup])
    #expect(sets.allSatisfy { $0.actual != nil })
  }

  @Test func rpeIsPlannedOnABarbellLift() throws {
    try gym.add("bench-press", .sets("1", [.rpe: "8"]))
    #expect(try gym.planned().first?[.rpe] == 8)
  }

  @Test func aSpecTakesRPEInHalves() throws {
    try gym.add("squat", .each("5x100,rpe=8.5"))
    #expect(try gym.planned().first?[.rpe] == 8.5)
  }

  @Test func aTimedExerciseTakesRPE() throws {
    try gym.log("plank", .sets(nil, [.duration: "60s", .rpe: "7"]))
    #expect(try gym.sets().first?.actual?[.rpe] == 7)
  }

  @Test func rpePastTenIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "rpe must be between 1 and 10") {
      try gym.add("bench-press", .sets(nil, [.rpe: "11"]))
    }
  }

  @Test func rpeOffItsStepIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "goes in steps of 0.5, not 8.3") {
      try gym.log("bench-press", .each("5x100,rpe=8.3"))
    }
  }

  @Test func anExerciseWithoutRepsOrDurationStillRefusesRPE() throws {
    try gym.store.perform(
      AddExercise(
        exercise: Exercise(
          id: "sled-drag", name: "Sled Drag", kind: "other", items: [.distance, .weight])))
    gym.expectRefused(
      PlanError.itemNotUsed(item: "rpe", exercise: "sled-drag", items: [.distance, .weight])
    ) {
      try gym.add("sled-drag", .sets(nil, [.rpe: "8"]))
    }
  }
}
