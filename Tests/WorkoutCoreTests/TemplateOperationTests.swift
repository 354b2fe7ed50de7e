import Foundation
import Testing

@testable import WorkoutCore

/// `template save`, `apply` and `remove`: what a template keeps and what it gives a menu.
@Suite struct TemplateOperationTests {
  let gym = Gym()

  // MARK: save

  @Test func aTemplateKeepsThePlanWithoutResultsOrWorkoutIDs() throws {
    try gym.planPushDay()
    try gym.record("bench-press", [.reps: "8"])
    try gym.save("push", from: "2024-01-05")
    let text = try #require(gym.templatesText)
    #expect(!text.contains("actual"))
    #expect(!text.contains("\"id\""))
    #expect(text.contains("\"reps\": 10"))
    #expect(!text.contains("\"reps\": 8"))
  }

  @Test func aTemplateKeepsItsSetKinds() throws {
    try gym.logAHeavyWarmUp()
    let saved = try gym.save("bench", from: "2024-01-03").template
    #expect(saved.workouts.first?.sets.map(\.kind) == [.warmup, .working])
    #expect(gym.templatesText?.contains("\"kind\": \"warmup\"") == true)
  }

  @Test func aDateWithOnlyANoteHasNoPlanToSave() throws {
    try gym.note("2024-01-06", "rest day")
    gym.expectRefused(TemplateError.nothingPlanned(day("2024-01-06"))) {
      try gym.save("rest", from: "2024-01-06")
    }
  }

  @Test func aNameMayBeJapanese() throws {
    try gym.planPushDay()
    try gym.save("胸の日", from: "2024-01-05")
    #expect(try gym.store.templates().template(named: "胸の日").name == "胸の日")
  }

  // MARK: apply

  @Test func applyingToADateWithoutAMenuAddsTheWorkoutsAndTheNote() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.apply("push", to: "2024-01-06")
    #expect(try gym.menu("2024-01-06").note == "push day")
    #expect(try gym.exercises("2024-01-06") == ["bench-press", "squat"])
    #expect(try gym.planned("2024-01-06", workout: 0) == gym.planned(workout: 0))
    #expect(try gym.planned("2024-01-06", workout: 1) == gym.planned(workout: 1))
  }

  @Test func applyingToADateWithAMenuAppendsAfterItsWorkoutsAndKeepsItsNote() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.add("deadlift", on: "2024-01-06")
    try gym.note("2024-01-06", "heavy")
    try gym.apply("push", to: "2024-01-06")
    #expect(try gym.exercises("2024-01-06") == ["deadlift", "bench-press", "squat"])
    #expect(try gym.menu("2024-01-06").note == "heavy")
  }

  @Test func appliedWorkoutsGetNewIDs() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.apply("push")
    let ids = try gym.workouts().map(\.id)
    #expect(ids.count == 4)
    #expect(Set(ids).count == 4)
  }

  @Test func appliedSetsHaveNoResults() throws {
    try gym.planPushDay()
    try gym.record("bench-press", [.reps: "8"])
    try gym.save("push", from: "2024-01-05")
    try gym.apply("push", to: "2024-01-06")
    let sets = try gym.workouts("2024-01-06").flatMap(\.sets)
    #expect(sets.count == 5)
    #expect(sets.allSatisfy { $0.actual == nil && $0.completedAt == nil })
  }

  @Test func anExerciseNoLongerInTheCatalogIsRefused() throws {
    try gym.store.perform(
      AddExercise(
        exercise: Exercise(id: "my-press", name: "My Press", kind: "other", items: [.reps])))
    try gym.add("my-press", .sets(nil, [.reps: "5"]))
    try gym.save("mine", from: "2024-01-05")
    try gym.remove("my-press")
    try gym.store.perform(RemoveExercise(id: "my-press"))
    gym.expectRefused(
      saying: "template 'mine', workout 1 (my-press): the catalog has no exercise 'my-press'"
    ) {
      try gym.apply("mine", to: "2024-01-06")
    }
  }

  @Test func anUnknownExerciseInTheTemplatesFileIsRefusedOfferingNearOnes() throws {
    try gym.planPushDay()
    gym.writeTemplate(workout: #"{"exercise": "bench-pres", "sets": [{"planned": {"reps": 5}}]}"#)
    gym.expectRefused(
      saying: "the catalog has no exercise 'bench-pres'; did you mean 'bench-press'"
    ) {
      try gym.apply("hand")
    }
  }

  @Test func anItemTheExerciseDoesNotUseIsRefused() throws {
    try gym.planPushDay()
    gym.writeTemplate(
      workout: #"{"exercise": "squat", "sets": [{"planned": {"reps": 5, "speed": 9}}]}"#)
    gym.expectRefused(saying: "template 'hand', workout 1 (squat), set 1: squat does not use speed")
    {
      try gym.apply("hand")
    }
  }

  // MARK: remove

  @Test func removingTheLastTemplateRemovesTheFile() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.store.perform(RemoveTemplate(name: "push"))
    #expect(try gym.store.templates().templates.isEmpty)
    #expect(gym.templatesText == nil)
  }

  @Test func removingATemplateKeepsTheOthers() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.save("legs", from: "2024-01-05")
    try gym.store.perform(RemoveTemplate(name: "push"))
    #expect(try gym.store.templates().templates.map(\.name) == ["legs"])
  }

  @Test func removingATemplateKeepsTheWorkoutsOfMenusItWasAppliedTo() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    try gym.apply("push", to: "2024-01-06")
    try gym.store.perform(RemoveTemplate(name: "push"))
    #expect(try gym.exercises("2024-01-06") == ["bench-press", "squat"])
  }

  @Test func removingAnUnknownTemplateIsRefusedNamingTheKnownOnes() throws {
    try gym.planPushDay()
    try gym.save("push", from: "2024-01-05")
    gym.expectRefused(TemplateError.unknown("pusj", known: ["push"])) {
      try gym.store.perform(RemoveTemplate(name: "pusj"))
    }
  }
}
