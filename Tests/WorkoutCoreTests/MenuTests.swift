import Foundation
import Testing

@testable import WorkoutCore

@Suite struct MenuValidationTests {
  let planner = Planner(catalog: catalog)
  let date = day("2024-01-05")

  func menu(_ workouts: Workout...) -> Menu {
    Menu(date: date, workouts: workouts)
  }

  func invalidMessage(_ menu: Menu, otherIDs: Set<WorkoutID> = []) -> String? {
    let error = #expect(throws: PlanError.self) { try planner.validate(menu, otherIDs: otherIDs) }
    guard case .invalid(let message)? = error else {
      Issue.record("expected PlanError.invalid, got \(String(describing: error))")
      return nil
    }
    return message
  }

  @Test func acceptsAValidMenu() throws {
    let done = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10, .weight: 40, .rest: 60])),
      actual: SetValues([.reps: 8, .weight: Unit.pound.canonical(135)]),
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    let skipped = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10, .weight: 40])),
      completedAt: Timestamp("2024-01-05T07:35:02+09:00"), skipped: true)
    let open = WorkoutSet(planned: PlannedSet(SetValues([.reps: 10, .weight: 40])))
    let bench = Workout(id: wid("a1"), exercise: "bench-press", sets: [done, skipped, open])
    try planner.validate(
      menu(bench, workout("a2", "run", planned: [.duration: 1800, .distance: 5])))
  }

  @Test func refusesAnUnknownExercise() {
    let error = #expect(throws: CatalogError.self) {
      try planner.validate(menu(workout("a1", "bench-presss")))
    }
    guard case .unknownExercise(let name, let suggestions)? = error else {
      Issue.record("expected .unknownExercise, got \(String(describing: error))")
      return
    }
    #expect(name == "bench-presss")
    #expect(suggestions.contains("bench-press"))
  }

  @Test func refusesAnItemTheExerciseDoesNotUse() {
    #expect(
      invalidMessage(menu(workout("a1", "bench-press", planned: [.reps: 10, .duration: 60])))
        == "workout 1 (bench-press), set 1: bench-press does not use duration; "
        + "its items are reps, weight, rest, rpe, rir")
  }

  @Test func refusesAnActualValueOutOfRange() {
    let set = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10])), actual: SetValues([.weight: 600]),
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    let message = invalidMessage(
      menu(Workout(id: wid("a1"), exercise: "bench-press", sets: [set])))
    #expect(message?.hasPrefix("workout 1 (bench-press), set 1: weight must be between") == true)
  }

  @Test func refusesAPlannedValueOffStep() {
    let message = invalidMessage(menu(workout("a1", "bench-press", planned: [.reps: 10.5])))
    #expect(message == "workout 1 (bench-press), set 1: reps must be a whole number, not 10.5")
  }

  @Test func refusesNaN() {
    let message = invalidMessage(menu(workout("a1", "bench-press", planned: [.weight: .nan])))
    #expect(message?.contains("NaN") == true)
  }

  @Test func refusesASkippedSetWithActualValues() {
    let set = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10])), actual: SetValues([.reps: 10]), skipped: true)
    #expect(
      invalidMessage(menu(Workout(id: wid("a1"), exercise: "bench-press", sets: [set])))
        == "workout 1 (bench-press), set 1 is skipped but has `actual` values")
  }

  @Test func refusesACompletionTimeOnAnOpenSet() {
    let set = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10])),
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    #expect(
      invalidMessage(menu(Workout(id: wid("a1"), exercise: "bench-press", sets: [set])))
        == "workout 1 (bench-press), set 1 has `completedAt` but is neither done nor skipped")
  }

  @Test func refusesADuplicateWorkoutId() {
    #expect(
      invalidMessage(menu(workout("a1", "bench-press"), workout("a1", "squat")))
        == "workout 2 (squat): workout id 'a1' is used twice")
  }

  @Test func refusesAWorkoutIdUsedElsewhere() {
    #expect(
      invalidMessage(menu(workout("a1", "bench-press")), otherIDs: [wid("a1")])
        == "workout 1 (bench-press): workout id 'a1' is used twice")
  }

  @Test func refusesAWorkoutWithoutSets() {
    #expect(
      invalidMessage(menu(Workout(id: wid("a1"), exercise: "squat", sets: [])))
        == "workout 1 (squat) has no sets")
  }

  @Test func refusesASetWithoutPlannedValues() {
    let set = WorkoutSet(planned: PlannedSet())
    #expect(
      invalidMessage(menu(Workout(id: wid("a1"), exercise: "squat", sets: [set])))
        == "workout 1 (squat), set 1: `planned` has no values")
  }
}

@Suite struct MenuReferenceTests {
  let menu = Menu(
    date: day("2024-01-05"),
    workouts: [
      workout("aaa1", "bench-press"), workout("bbb2", "squat"), workout("ccc3", "bench-press"),
    ])

  @Test(arguments: [("1", 0), ("2", 1), ("3", 2)])
  func refersByPosition(ref: String, index: Int) throws {
    #expect(try menu.index(of: ref, catalog: catalog) == index)
  }

  @Test(arguments: [("aaa1", 0), ("ccc3", 2)])
  func refersByWorkoutId(ref: String, index: Int) throws {
    #expect(try menu.index(of: ref, catalog: catalog) == index)
  }

  @Test(arguments: ["squat", "Squat", "スクワット", "back squat", "すくわっと"])
  func refersByTheExerciseOfASingleWorkout(ref: String) throws {
    #expect(try menu.index(of: ref, catalog: catalog) == 1)
  }

  @Test func anExerciseWithTwoWorkoutsIsAmbiguous() {
    #expect(
      throws: PlanError.ambiguous(
        ref: "ベンチプレス",
        candidates: ["1 (bench-press, id aaa1)", "3 (bench-press, id ccc3)"])
    ) {
      try menu.index(of: "ベンチプレス", catalog: catalog)
    }
  }

  @Test(arguments: ["0", "4", "deadlift", "banana", "99999999999999999999999", ""])
  func aMissingWorkoutListsWhatTheMenuHolds(ref: String) {
    #expect(
      throws: PlanError.noSuchWorkout(
        ref: ref, date: day("2024-01-05"), holds: ["1 bench-press", "2 squat", "3 bench-press"])
    ) {
      try menu.index(of: ref, catalog: catalog)
    }
  }

  @Test func aPositionInAnEmptyMenuSaysTheMenuIsEmpty() {
    #expect(throws: PlanError.noSuchWorkout(ref: "1", date: day("2024-01-05"), holds: [])) {
      try Menu(date: day("2024-01-05")).index(of: "1", catalog: catalog)
    }
  }

  @Test func theMissingMessageNamesTheWorkouts() {
    let error = PlanError.noSuchWorkout(
      ref: "deadlift", date: day("2024-01-05"), holds: ["1 bench-press", "2 squat"])
    #expect(
      error.message
        == "no workout 'deadlift' in the menu of 2024-01-05; it holds 1 bench-press, 2 squat")
  }

  @Test func refersByTheIdOfAnExerciseNoLongerInTheCatalog() throws {
    // A user's exercise removed from the catalog still names its workouts in old menus.
    let old = Menu(
      date: day("2024-01-05"),
      workouts: [workout("aaa1", "squat"), workout("bbb2", "my-sled-push")])
    #expect(try old.index(of: "my-sled-push", catalog: catalog) == 1)
  }
}

@Suite struct MenuInputTests {
  let date = day("2024-01-05")

  /// Hands out `new1`, `new2`, … in order.
  final class IDSource {
    var count = 0
    func next() -> WorkoutID {
      count += 1
      return wid("new\(count)")
    }
  }

  func readInput(_ text: String, ids: IDSource = IDSource()) throws(JSONError) -> Menu {
    try readJSON(text) { reader throws(JSONError) in
      try reader.readMenu(.input(date: date, makeID: ids.next))
    }
  }

  @Test func givesNewIdsToWorkoutsWithout() throws {
    let menu = try readInput(
      #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}, "#
        + #"{"id": "keep1", "exercise": "squat", "sets": [{"planned": {"reps": 5}}]}, "#
        + #"{"exercise": "run", "sets": [{"planned": {"duration": 60}}]}]}"#)
    #expect(menu.workouts.map(\.id) == [wid("new1"), wid("keep1"), wid("new2")])
  }

  @Test func resultFieldsDefaultToAnOpenSet() throws {
    let menu = try readInput(
      #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5, "weight": 60}}]}]}"#)
    #expect(
      menu.workouts.first?.sets == [
        WorkoutSet(planned: PlannedSet(SetValues([.reps: 5, .weight: 60])))
      ])
    #expect(menu.date == date)
    #expect(menu.note == nil)
    #expect(menu.workouts.first?.note == nil)
  }

  @Test func keepsResultFieldsThatAreGiven() throws {
    let menu = try readInput(
      #"{"date": "2024-01-05", "note": "n", "workouts": [{"exercise": "squat", "note": "w", "#
        + #""sets": [{"planned": {"reps": 5}, "actual": {"reps": 4}, "#
        + #""completedAt": "2024-01-05T07:31:02+09:00", "skipped": false}, "#
        + #"{"planned": {"reps": 5}, "actual": null, "completedAt": null, "skipped": true}]}]}"#)
    #expect(
      menu.workouts.first?.sets == [
        WorkoutSet(
          planned: PlannedSet(SetValues([.reps: 5])), actual: SetValues([.reps: 4]),
          completedAt: Timestamp("2024-01-05T07:31:02+09:00")),
        WorkoutSet(planned: PlannedSet(SetValues([.reps: 5])), skipped: true),
      ])
    #expect(menu.note == "n")
    #expect(menu.workouts.first?.note == "w")
  }

  @Test func acceptsWhatTheWriterWrites() throws {
    let original = MonthFileRoundTripTests.sample.menus[0]
    var json = JSONWriter()
    json.write(original)
    #expect(try readInput(json.text) == original)
  }

  @Test func refusesAnotherDate() {
    #expect(
      throws: JSONError(
        line: 1, column: 1,
        message: "the menu is dated 2024-01-06, not 2024-01-05; leave out `date`"
      )
    ) {
      try readInput(#"{"date": "2024-01-06", "workouts": []}"#)
    }
  }

  @Test func refusesAnImpossibleDate() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"date": "2024-02-30", "workouts": []}"#)
    }
    #expect(error?.message == "`date` must be a real date as YYYY-MM-DD, not \"2024-02-30\"")
    #expect(error?.column == 10)
  }

  @Test func refusesAnUnknownKeyAtItsLine() throws {
    let text = """
      {
        "workouts": [
          {"exercise": "squat", "weight": 5, "sets": []}
        ]
      }
      """
    let error = #expect(throws: JSONError.self) { try readInput(text) }
    #expect(
      error?.message
        == "unknown key `weight` in a workout; expected `endedAt`, `exercise`, `gear`, `group`, "
        + "`id`, `note`, `sets`, `source`, `startedAt`")
    let key = try #require(position(of: "\"weight\"", in: text))
    let value = try #require(position(of: "5, \"sets\"", in: text))
    #expect(error?.line == key.line)
    #expect((key.column...value.column).contains(error?.column ?? 0))
  }

  @Test func refusesAnUnknownKeyInASet() {
    let error = #expect(throws: JSONError.self) {
      try readInput(
        #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {}, "done": true}]}]}"#)
    }
    #expect(error?.message.hasPrefix("unknown key `done` in a set") == true)
  }

  @Test func refusesAWorkoutWithoutAnExercise() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"workouts": [{"sets": []}]}"#)
    }
    #expect(error == JSONError(line: 1, column: 15, message: "a workout needs an `exercise`"))
  }

  @Test func refusesASetWithoutPlannedValues() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"workouts": [{"exercise": "squat", "sets": [{"skipped": true}]}]}"#)
    }
    #expect(error?.message == "a set needs `planned` values")
  }

  @Test func refusesABadWorkoutId() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"workouts": [{"id": "Not-OK", "exercise": "squat", "sets": []}]}"#)
    }
    #expect(
      error?.message
        == "`id` must be 1 to 32 letters a-z and digits, at least one a letter, not \"Not-OK\"")
  }

  @Test func refusesAnIdOfDigitsOnlyThatWouldReadAsAPosition() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"workouts": [{"id": "12345", "exercise": "squat", "sets": []}]}"#)
    }
    #expect(error?.message.hasPrefix("`id` must be 1 to 32 letters a-z and digits") == true)
  }

  @Test func refusesABadCompletionTime() {
    let error = #expect(throws: JSONError.self) {
      try readInput(
        #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 1}, "completedAt": "7:31"}]}]}"#
      )
    }
    #expect(error?.message.hasPrefix("`completedAt` must be an RFC 3339 time") == true)
  }

  @Test func refusesAValueOfTheWrongType() {
    let error = #expect(throws: JSONError.self) {
      try readInput(#"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": "5"}}]}]}"#)
    }
    #expect(error?.message == "expected a number for `reps`")
  }

  @Test func aStoreMenuNeedsItsIdsAndDate() {
    #expect(throws: JSONError.self) {
      try readJSON(#"{"date": "2024-01-05", "workouts": [{"exercise": "squat", "sets": []}]}"#) {
        reader throws(JSONError) in try reader.readMenu(.store)
      }
    }
    #expect(throws: JSONError.self) {
      try readJSON(#"{"workouts": []}"#) { reader throws(JSONError) in try reader.readMenu(.store) }
    }
  }
}
