import Foundation
import Testing

@testable import WorkoutCore

/// `add`: what a new workout is planned with, and where it goes.
@Suite struct AddWorkoutTests {
  let gym = Gym()

  // MARK: Prefill

  @Test func aNewPlanIsPrefilledWithTheValuesAndSetCountOfTheLastPlanOnAnEarlierDate() throws {
    try gym.add(
      "bench-press", on: "2024-01-03",
      .sets("4", [.reps: "8", .weight: "62.5", .rest: "2m"]))
    try gym.add("bench-press", on: "2024-01-06")
    #expect(
      try gym.planned("2024-01-06")
        == Array(repeating: plan(reps: 8, weight: 62.5, rest: 120), count: 4))
  }

  @Test func withoutHistoryTheExerciseDefaultsArePlanned() throws {
    #expect(builtIn("bench-press").defaults[.weight] == 40)
    try gym.add("bench-press")
    #expect(
      try gym.planned() == Array(repeating: plan(reps: 10, weight: 40, rest: 150), count: 3))
  }

  @Test func whatTheExerciseDoesNotSayTheItemDefaultsFill() throws {
    try gym.add("push-up")
    #expect(try gym.planned() == Array(repeating: SetValues([.reps: 10, .rest: 60]), count: 3))
  }

  @Test func aPlanOnALaterDateIsNotCopied() throws {
    try gym.add("bench-press", on: "2024-01-10", .sets("5", [.weight: "80"]))
    try gym.add("bench-press")
    #expect(
      try gym.planned() == Array(repeating: plan(reps: 10, weight: 40, rest: 150), count: 3))
  }

  @Test func typedValuesOverrideThePrefilledOnes() throws {
    try gym.add("squat", on: "2024-01-04", .sets(nil, [.reps: "5", .weight: "100"]))
    try gym.add("squat", .sets(nil, [.weight: "102.5"]))
    #expect(
      try gym.planned() == Array(repeating: plan(reps: 5, weight: 102.5, rest: 180), count: 3))
  }

  @Test func aStoredValueOutOfRangeIsNotCopiedIntoANewPlan() throws {
    // Written by hand: wkc never writes negative reps.
    writeFile(
      gym.fixture.januaryPath,
      """
      {"menus": [{"date": "2024-01-04", "note": null, "workouts": [{"exercise": "bench-press",
      "id": "wabc", "note": null, "sets": [{"actual": null, "completedAt": null,
      "planned": {"reps": -10, "rest": 90, "weight": 62.5}, "skipped": false}]}]}],
      "version": 1}
      """)
    let added = try gym.add("bench-press")
    #expect(
      added.workout.sets.first?.planned.values == SetValues([.reps: 10, .rest: 90, .weight: 62.5]))
  }

  // MARK: Sets as typed

  @Test func setsByRepsPlanThatManySetsOfThoseReps() throws {
    try gym.add("squat", .sets("3x5", [.weight: "100"]))
    #expect(
      try gym.planned() == Array(repeating: plan(reps: 5, weight: 100, rest: 180), count: 3))
  }

  @Test func aValueForEverySetAndSetsOfOtherItemsGoTogether() throws {
    try gym.add("squat", .sets(nil, [.weight: "80"], each: ["reps=5", "reps=3"]))
    #expect(try gym.planned().map { [$0[.reps], $0[.weight]] } == [[5, 80], [3, 80]])
  }

  @Test func setsByRepsOfAnExerciseWithoutRepsAreRefused() {
    gym.expectRefused(
      PlanError.itemNotUsed(item: "reps", exercise: "run", items: builtIn("run").acceptedItems)
    ) {
      try gym.add("run", .sets("3x5"))
    }
  }

  @Test(arguments: [("101", "101"), ("101x5", "101"), ("99999999999", "99999999999")])
  func moreSetsThanAWorkoutHoldsAreRefused(count: String, sets: String) {
    gym.expectRefused(PlanError.invalid("sets must be between 1 and 100, not \(sets)")) {
      try gym.add("squat", .sets(count))
    }
  }

  // MARK: Values as typed

  @Test func poundsAreStoredAsExactKilograms() throws {
    try gym.add("bench-press", .sets("1", [.weight: "135lb"]))
    #expect(try gym.planned().first?[.weight] == 61.234_969_95)
    #expect(fileText(gym.fixture.januaryPath)?.contains("\"weight\": 61.23496995") == true)
  }

  @Test func aBareWeightOfAPoundsLifterIsInPoundsAndStoredAsExactKilograms() throws {
    var gym = gym
    gym.settingsFile.values[.units] = "lb"
    try gym.add("bench-press", .sets("3", [.reps: "5", .weight: "135"]))
    #expect(try gym.planned().allSatisfy { abs($0[.weight]! - 135 * 0.45359237) < 1e-9 })
  }

  @Test func aWeightWithAUnitIsInThatUnitForAPoundsLifterToo() throws {
    var gym = gym
    gym.settingsFile.values[.units] = "lb"
    try gym.add("squat", .sets("1", [.weight: "100kg"]))
    #expect(try gym.planned().first?[.weight] == 100)
  }

  @Test(arguments: [
    ("push-up", ItemID.rest, "8.2m", 492.0, "\"rest\": 492"),
    ("push-up", .reps, "10.0000001", 10, "\"reps\": 10"),
    ("bench-press", .weight, "135.0000001lb", 61.234_969_95, "61.23496995"),
  ])
  func aTypedValueIsKeptExactlyOnItsStep(
    exercise: String, item: ItemID, typed: String, expected: Double, stored: String
  ) throws {
    // Found by fuzzing: the step check forgives binary noise (8.2 × 60 = 491.99999999999994),
    // which was then stored and shown rounded.
    try gym.add(exercise, .sets("1", [item: typed]))
    #expect(try gym.planned().first?[item] == expected)
    #expect(fileText(gym.fixture.januaryPath)?.contains(stored) == true)
  }

  @Test(arguments: [
    ("push-up", ItemID.rest, "1m30s", 90.0), ("push-up", .rest, "1:30", 90),
    ("push-up", .rest, "90s", 90), ("run", .duration, "45m", 2700),
    ("run", .duration, "1h5m", 3900), ("run", .distance, "800m", 0.8),
    ("run", .distance, "3.1mi", 3.1 * 1.609_344), ("bench-press", .weight, "42.5kg", 42.5),
    ("interval-run", .rpe, "7.5", 7.5),
  ])
  func naturalUnitSuffixesAreRead(
    exercise: String, item: ItemID, typed: String, expected: Double
  ) throws {
    try gym.add(exercise, .sets("1", [item: typed]))
    let value = try #require(try gym.planned().first?[item])
    #expect(abs(value - expected) < 1e-9)
  }

  // MARK: Where it goes

  @Test func aPositionInsertsTheWorkoutThere() throws {
    try gym.add("squat")
    try gym.add("deadlift")
    let added = try gym.add("bench-press", at: 2)
    #expect(added.position == 2)
    #expect(try gym.exercises() == ["squat", "bench-press", "deadlift"])
  }

  @Test func aPositionPastTheEndIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(PlanError.noSuchPosition(3, workouts: 1, last: 2)) {
      try gym.add("bench-press", at: 3)
    }
  }

  @Test func aFullMenuTakesNoMoreWorkoutsAddedOrLogged() throws {
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    try gym.put(
      "2024-01-05",
      "{\"workouts\":[" + Array(repeating: workout, count: 200).joined(separator: ",") + "]}")
    let full = PlanError.invalid(
      "the menu of 2024-01-05 has 200 workouts; a menu holds at most 200")
    gym.expectRefused(full) { try gym.add("squat") }
    gym.expectRefused(full) { try gym.log("squat", .each("5x100")) }
  }

  @Test func newWorkoutIDsStartWithALetter() throws {
    let id = try gym.add("squat").workout.id.rawValue
    #expect(id.first == "w")
    #expect(id.count == 15)
  }

  // MARK: The last results

  @Test func theOutcomeHasTheLastRecordedResultsOfTheExercise() throws {
    try gym.add("bench-press", on: "2024-01-04", .sets("3", [.reps: "10", .weight: "60"]))
    try gym.record("1", on: "2024-01-04")
    try gym.record("1", on: "2024-01-04", [.reps: "8"])
    let last = try #require(try gym.add("bench-press").lastRecorded)
    #expect(last.date == day("2024-01-04"))
    #expect(
      last.workout.sets.compactMap(\.actual) == [
        SetValues([.reps: 10, .weight: 60, .rest: 150]),
        SetValues([.reps: 8, .weight: 60, .rest: 150]),
      ])
  }

  @Test func withoutResultsThereIsNoLastRecorded() throws {
    #expect(try gym.add("bench-press").lastRecorded == nil)
  }

  @Test func resultsPutWithMenuPutAreTheLastRecorded() throws {
    try gym.put(
      "2024-01-03",
      """
      {"workouts": [{"exercise": "squat", "sets": [
        {"planned": {"reps": 5, "weight": 100}, "actual": {"reps": 5, "weight": 100},
         "completedAt": "2024-01-03T18:00:00+09:00"}]}]}
      """)
    let last = try #require(try gym.add("squat").lastRecorded)
    #expect(last.date == day("2024-01-03"))
    #expect(last.workout.sets.compactMap(\.actual) == [SetValues([.reps: 5, .weight: 100])])
  }
}
