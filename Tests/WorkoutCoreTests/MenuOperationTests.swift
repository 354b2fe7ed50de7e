import Foundation
import Testing

@testable import WorkoutCore

/// `menu copy`: a date's plan to another date.
@Suite struct CopyMenuTests {
  let gym = Gym()

  /// Thu 2024-01-04, noted "push day": bench press 3 × 10 × 60 kg noted "pause at the chest",
  /// the first two sets done.
  private func pushDayWithResults() throws {
    try gym.planBench(on: "2024-01-04")
    try gym.note("2024-01-04", "push day")
    try gym.edit("1", on: "2024-01-04", note: .set("pause at the chest"))
    try gym.record("1", on: "2024-01-04")
    try gym.record("1", on: "2024-01-04", [.reps: "8"])
  }

  @Test func theCopyIsThePlanWithoutResults() throws {
    try pushDayWithResults()
    let copy = try gym.copy("2024-01-04", to: "2024-01-06")
    #expect(try gym.menu("2024-01-06") == copy)
    #expect(copy.workouts.map(\.exercise) == ["bench-press"])
    #expect(try gym.sets("2024-01-06") == Array(repeating: openSet(benchPlan), count: 3))
  }

  @Test func theCopyHasNewWorkoutIDs() throws {
    try pushDayWithResults()
    let original = try gym.workouts("2024-01-04")[0].id
    let copied = try gym.copy("2024-01-04", to: "2024-01-06").workouts[0].id
    #expect(copied != original)
  }

  @Test func theCopyKeepsTheNotes() throws {
    try pushDayWithResults()
    let copy = try gym.copy("2024-01-04", to: "2024-01-06")
    #expect(copy.note == "push day")
    #expect(copy.workouts.first?.note == "pause at the chest")
  }

  @Test func aDateWithAMenuIsNotReplacedUnlessAsked() throws {
    try gym.add("squat")
    try gym.add("deadlift", on: "2024-01-06")
    gym.expectRefused(PlanError.menuExists(day("2024-01-06"), workouts: 1)) {
      try gym.copy("2024-01-05", to: "2024-01-06")
    }
    try gym.copy("2024-01-05", to: "2024-01-06", replace: true)
    #expect(try gym.exercises("2024-01-06") == ["squat"])
  }

  @Test func aMenuWithResultsIsReplacedOnlyWhenConfirmed() throws {
    try gym.planBench(sets: 2)
    try gym.record("bench-press")
    try gym.add("squat", on: "2024-01-06")
    gym.expectRefused(PlanError.menuHasResults(day("2024-01-05"), done: 1)) {
      try gym.copy("2024-01-06", to: "2024-01-05", replace: true)
    }
    try gym.copy("2024-01-06", to: "2024-01-05", replace: true, confirmed: true)
    #expect(try gym.exercises() == ["squat"])
  }

  @Test func anEmptyDateHasNothingToCopy() throws {
    try gym.add("squat")
    gym.expectRefused(PlanError.noMenu(day("2024-01-09"), to: "copy")) {
      try gym.copy("2024-01-09", to: "2024-01-10")
    }
  }

  @Test func theCopyKeepsTheGroups() throws {
    try gym.planSuperset()
    try gym.copy("2024-01-05", to: "2024-01-06")
    #expect(try gym.grouping("2024-01-06") == ["bench-press 1", "barbell-row 1"])
  }
}

/// `menu note` and `menu remove`.
@Suite struct NoteAndRemoveMenuTests {
  let gym = Gym()

  @Test func aNoteIsSetAndClearedKeepingTheWorkouts() throws {
    try gym.add("squat")
    #expect(try gym.note("2024-01-05", "leg day").note == "leg day")
    #expect(try gym.menu().note == "leg day")
    #expect(try gym.exercises() == ["squat"])
    try gym.note("2024-01-05", "")
    #expect(try gym.menu().note == nil)
  }

  @Test func aMenuIsRemovedOnlyWhenConfirmedAndOnlyItsDate() throws {
    try gym.add("squat")
    try gym.add("deadlift", on: "2024-01-06")
    gym.expectRefused(PlanError.removesMenu(day("2024-01-05"), done: 0)) {
      try gym.removeMenu("2024-01-05", confirmed: false)
    }
    #expect(try gym.removeMenu("2024-01-05", confirmed: true).workouts.count == 1)
    #expect(try gym.workouts().isEmpty)
    #expect(try gym.exercises("2024-01-06") == ["deadlift"])
  }

  @Test func anEmptyDateHasNoMenuToRemove() throws {
    try gym.add("squat")
    for confirmed in [true, false] {
      gym.expectRefused(PlanError.noMenu(day("2024-01-09"))) {
        try gym.removeMenu("2024-01-09", confirmed: confirmed)
      }
    }
  }
}

/// `menu put`: a date's menu from JSON, checked as strictly as typed values.
@Suite struct PutMenuTests {
  let gym = Gym()

  /// A menu of one squat workout whose one set is `set`.
  private func squat(_ set: String) -> String {
    #"{"workouts": [{"exercise": "squat", "sets": ["# + set + "]}]}"
  }

  @Test func aScriptMayLeaveOutIDsAndResultFields() throws {
    try gym.put(
      "2024-01-06",
      """
      {"workouts": [
        {"exercise": "squat", "sets": [{"planned": {"reps": 5, "weight": 80}}]},
        {"exercise": "squat", "sets": [{"planned": {"reps": 5, "weight": 85}}]}]}
      """)
    let workouts = try gym.workouts("2024-01-06")
    #expect(workouts.count == 2)
    #expect(Set(workouts.map(\.id)).count == 2)
    #expect(workouts[0].sets == [openSet(SetValues([.reps: 5, .weight: 80]))])
    #expect(workouts[0].note == nil)
  }

  @Test func idlessWorkoutsOfOneMenuAllGetDifferentIDs() throws {
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    try gym.put(
      "2024-01-05",
      "{\"workouts\":[" + Array(repeating: workout, count: 200).joined(separator: ",") + "]}")
    #expect(Set(try gym.workouts().map(\.id)).count == 200)
  }

  @Test func groupsAreRenumberedInMenuOrder() throws {
    try gym.put(
      "2024-01-05",
      """
      {"workouts": [{"exercise": "squat", "group": 7, "sets": [{"planned": {"reps": 5}}]},
      {"exercise": "dip", "group": 7, "sets": [{"planned": {"reps": 5}}]},
      {"exercise": "pull-up", "group": 3, "sets": [{"planned": {"reps": 5}}]},
      {"exercise": "push-up", "group": 3, "sets": [{"planned": {"reps": 5}}]}]}
      """)
    #expect(try gym.grouping() == ["squat 1", "dip 1", "pull-up 2", "push-up 2"])
  }

  @Test func gearNoneIsAnOptOut() throws {
    try gym.put(
      "2024-01-06",
      #"{"workouts":[{"exercise":"run","gear":"none","sets":[{"planned":{"distance":5}}]}]}"#)
    #expect(try gym.workouts("2024-01-06").map(\.gear) == [GearID.none])
  }

  @Test func rpeIsTakenOnAnyLift() throws {
    try gym.put(
      "2024-01-05",
      #"{"workouts": [{"exercise": "deadlift", "sets": [{"planned": {"reps": 5, "rpe": 8}}]}]}"#)
    #expect(try gym.planned().first?[.rpe] == 8)
  }

  // MARK: Refused

  @Test(arguments: [
    (#"{"planned": {"reps": "ten"}}"#, "expected a number for `reps`"),
    (#"{"planned": {"reps": 5}, "bogus": 1}"#, "unknown key `bogus` in a set"),
    (
      #"{"planned": {"reps": 5, "distance": 3}}"#,
      "squat does not use distance; its items are reps, weight, rest, rpe"
    ),
    (#"{"planned": {"reps": 5, "weight": 600}}"#, "weight must be between 0 kg and 500 kg"),
    (#"{"planned": {"reps": 5, "weight": 60.1}}"#, "weight goes in steps of 0.25 kg"),
    (
      #"{"planned": {"reps": 5}, "actual": {"reps": 5}, "skipped": true}"#,
      "is skipped but has `actual` values"
    ),
    (
      #"{"kind": "cooldown", "planned": {"reps": 5}}"#,
      #"`kind` must be "warmup", "drop" or "failure" (left out for a working set), not "cooldown""#
    ),
  ])
  func aSetThatBreaksARuleIsRefused(set: String, message: String) throws {
    try gym.add("squat")
    gym.expectRefused(saying: message) { try gym.put("2024-01-05", squat(set)) }
  }

  @Test func anUnknownExerciseIsRefusedOfferingNearOnes() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "unknown exercise 'benchpres'; did you mean 'bench-press'") {
      try gym.put(
        "2024-01-05",
        #"{"workouts": [{"exercise": "benchpres", "sets": [{"planned": {"reps": 5}}]}]}"#)
    }
  }

  @Test func aMenuOfAnotherDateIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "the menu is dated 2024-01-07, not 2024-01-05") {
      try gym.put(
        "2024-01-05",
        """
        {"date": "2024-01-07", "workouts": [
          {"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}
        """)
    }
  }

  @Test func aWorkoutIDUsedTwiceInTheMenuIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "workout id 'aaa' is used twice") {
      try gym.put(
        "2024-01-05",
        """
        {"workouts": [
          {"id": "aaa", "exercise": "squat", "sets": [{"planned": {"reps": 5}}]},
          {"id": "aaa", "exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}
        """)
    }
  }

  @Test func aWorkoutIDOfAnotherDateIsRefused() throws {
    let id = try gym.add("squat").workout.id
    gym.expectRefused(saying: "workout id '\(id)' is used twice") {
      try gym.put(
        "2024-01-06",
        #"{"workouts": [{"id": "\#(id)", "exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}"#
      )
    }
  }

  @Test func moreWorkoutsThanAMenuHoldsAreRefused() {
    let workout = #"{"exercise":"squat","sets":[{"planned":{"reps":5}}]}"#
    gym.expectRefused(saying: "the menu has 40000 workouts; a menu holds at most 200") {
      try gym.put(
        "2024-01-05",
        "{\"workouts\":[" + Array(repeating: workout, count: 40_000).joined(separator: ",") + "]}")
    }
  }

  @Test func moreSetsThanAWorkoutHoldsAreRefused() {
    let set = #"{"planned":{"reps":5}}"#
    gym.expectRefused(saying: "workout 1 (squat) has 101 sets; a workout has at most 100") {
      try gym.put(
        "2024-01-05",
        "{\"workouts\":[{\"exercise\":\"squat\",\"sets\":["
          + Array(repeating: set, count: 101).joined(separator: ",") + "]}]}")
    }
  }

  @Test(arguments: [
    ("[1, null, 1]", "stdin: line 1, column 191: workout 3 is in group 1, apart from the others"),
    ("[2, null]", "stdin: line 1, column 46: group 2 has only workout 1; a group has at least two"),
    ("[-1, -1]", "`group` must be a whole number from 1"),
    ("[\"a\", \"a\"]", "expected a number for `group`"),
  ])
  func badGroupsAreRefused(groups: String, message: String) throws {
    try gym.planSuperset()
    let numbers = try #require(
      try JSONSerialization.jsonObject(with: Data(groups.utf8), options: []) as? [Any])
    let workouts = numbers.map { number in
      let group = number is NSNull ? "null" : (number as? String).map { "\"\($0)\"" } ?? "\(number)"
      return
        "{\"exercise\": \"squat\", \"group\": \(group), \"sets\": [{\"planned\": {\"reps\": 5}}]}"
    }
    gym.expectRefused(saying: message) {
      try gym.put("2024-01-05", "{\"workouts\": [\(workouts.joined(separator: ", "))]}")
    }
  }
}
