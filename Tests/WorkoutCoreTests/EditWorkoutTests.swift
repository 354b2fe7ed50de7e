import Foundation
import Testing

@testable import WorkoutCore

/// `edit`: changes to a planned workout's values, sets, place and note.
@Suite struct EditWorkoutTests {
  let gym = Gym()

  // MARK: Values

  @Test func valuesChangeEverySet() throws {
    try gym.add("bench-press")
    try gym.edit("bench-press", [.weight: "62.5"])
    #expect(
      try gym.planned() == Array(repeating: plan(reps: 10, weight: 62.5, rest: 150), count: 3))
  }

  @Test func aSetTheWorkoutDoesNotHaveIsRefused() throws {
    try gym.add("bench-press")
    gym.expectRefused(PlanError.noSuchSet(number: 9, count: 3, workout: "#1 bench-press")) {
      try gym.edit("1", [.reps: "5"], set: 9)
    }
  }

  // MARK: Sets

  @Test func anAddedSetWithoutASpecRepeatsTheLastSet() throws {
    try gym.add("bench-press", .each("10x40", "8x50"))
    try gym.edit("1", addSet: "")
    let sets = try gym.planned()
    #expect(sets.count == 3)
    #expect(sets.last == plan(reps: 8, weight: 50, rest: 150))
  }

  @Test func anAddedSetWithASpecIsThatSet() throws {
    try gym.add("bench-press")
    try gym.edit("1", addSet: "5x70")
    let sets = try gym.planned()
    #expect(sets.count == 4)
    #expect(sets.last == plan(reps: 5, weight: 70, rest: 150))
  }

  @Test func valuesWithAnAddedSetGoOnTheNewSetOnly() throws {
    try gym.add("bench-press")
    try gym.edit("1", [.reps: "5"], addSet: "")
    let sets = try gym.planned()
    #expect(sets.map { $0[.reps] } == [10, 10, 10, 5])
    #expect(sets.last == plan(reps: 5, weight: 40, rest: 150))
  }

  @Test func aSetPastTheMostIsNotAdded() throws {
    try gym.add("squat", .sets("100"))
    gym.expectRefused(PlanError.invalid("#1 squat has 100 sets; a workout has at most 100")) {
      try gym.edit("squat", addSet: "")
    }
  }

  @Test func aRemovedSetIsGone() throws {
    try gym.add("bench-press", .each("10x40", "8x50", "6x60"))
    try gym.edit("1", removeSet: 2)
    #expect(try gym.planned().map { $0[.weight] } == [40, 60])
  }

  @Test func theOnlySetIsNotRemoved() throws {
    try gym.add("bench-press", .sets("1"))
    gym.expectRefused(PlanError.onlySet(workout: "#1 bench-press", position: 1)) {
      try gym.edit("1", removeSet: 1)
    }
  }

  @Test func aSetThatIsDoneIsRemovedOnlyWhenConfirmed() throws {
    try gym.planBench(sets: 2)
    try gym.record("bench-press")
    gym.expectRefused(PlanError.setHasResult(workout: "#1 bench-press", set: 1)) {
      try gym.edit("bench-press", removeSet: 1)
    }
    try gym.edit("bench-press", addSet: "")
    try gym.edit("bench-press", removeSet: 3)
    try gym.edit("bench-press", removeSet: 1, confirmed: true)
    let sets = try gym.sets()
    #expect(sets.count == 1)
    #expect(sets[0].actual == nil)
  }

  // MARK: Place and note

  @Test func moveToReordersTheMenu() throws {
    try gym.add("squat")
    try gym.add("deadlift")
    try gym.add("bench-press")
    try gym.edit("3", moveTo: 1)
    #expect(try gym.exercises() == ["bench-press", "squat", "deadlift"])
  }

  @Test func moveToPastTheEndIsRefused() throws {
    try gym.add("squat")
    try gym.add("deadlift")
    gym.expectRefused(PlanError.noSuchPosition(3, workouts: 2, last: 2)) {
      try gym.edit("1", moveTo: 3)
    }
  }

  @Test func aNoteIsSetAndCleared() throws {
    try gym.add("bench-press")
    try gym.edit("1", note: .set("wide grip"))
    #expect(try gym.workouts().first?.note == "wide grip")
    try gym.edit("1", note: .clear)
    #expect(try gym.workouts().first?.note == nil)
  }

  // MARK: Which workout

  @Test func theWorkoutIsFoundByPosition() throws {
    try gym.add("squat")
    try gym.add("bench-press")
    try gym.edit("2", [.reps: "6"])
    #expect(try gym.planned(workout: 1).map { $0[.reps] } == [6, 6, 6])
    #expect(try gym.planned(workout: 0).map { $0[.reps] } == [10, 10, 10])
  }

  @Test func theWorkoutIsFoundByAnAliasOfItsExercise() throws {
    try gym.add("squat")
    try gym.add("bench-press")
    try gym.edit("ベンチプレス", [.reps: "6"])
    #expect(try gym.planned(workout: 1).map { $0[.reps] } == [6, 6, 6])
  }

  @Test func theWorkoutIsFoundByItsID() throws {
    try gym.add("bench-press")
    let second = try gym.add("bench-press")
    try gym.edit(second.workout.id.rawValue, [.reps: "6"])
    #expect(try gym.planned(workout: 0).map { $0[.reps] } == [10, 10, 10])
    #expect(try gym.planned(workout: 1).map { $0[.reps] } == [6, 6, 6])
  }

  @Test func aPositionPastTheEndNamesWhatTheMenuHolds() throws {
    try gym.add("bench-press")
    gym.expectRefused(
      PlanError.noSuchWorkout(ref: "4", date: day("2024-01-05"), holds: ["1 bench-press"])
    ) {
      try gym.edit("4", [.reps: "5"])
    }
  }
}

/// `remove`: a workout out of its menu.
@Suite struct RemoveWorkoutTests {
  let gym = Gym()

  @Test func aWorkoutIsRemovedByPosition() throws {
    try gym.add("squat", on: "2024-01-06")
    try gym.add("bench-press", on: "2024-01-06")
    let removed = try gym.remove("2", on: "2024-01-06")
    #expect(removed.position == 2)
    #expect(try gym.exercises("2024-01-06") == ["squat"])
  }

  @Test func aPlannedWorkoutIsRemovedWithoutConfirming() throws {
    try gym.planBench(sets: 2)
    try gym.remove("1")
    #expect(try gym.workouts().isEmpty)
  }

  @Test func aWorkoutNotInTheMenuIsRefusedNamingWhatItHolds() throws {
    try gym.add("squat")
    gym.expectRefused(
      PlanError.noSuchWorkout(ref: "deadlift", date: day("2024-01-05"), holds: ["1 squat"])
    ) {
      try gym.remove("deadlift")
    }
  }

  @Test func aPositionInAnEmptyMenuIsRefusedSayingItIsEmpty() throws {
    try gym.add("squat", on: "2024-01-06")
    gym.expectRefused(PlanError.noSuchWorkout(ref: "1", date: day("2024-01-05"), holds: [])) {
      try gym.remove("1")
    }
  }
}
