import Foundation
import Testing

@testable import WorkoutCore

/// The user's own `landmine-row` (reps, weight, rest; default weight 20 kg), as
/// `catalog add landmine-row --name "Landmine Row" --items reps,weight,rest --part back
/// --kind weight-training --alias ランドマインロウ --default weight=20` makes it.
private let landmineRow = Exercise(
  id: "landmine-row", name: "Landmine Row", aliases: ["ランドマインロウ"], parts: ["back"],
  kind: "weight-training", items: [.reps, .weight, .rest], defaults: SetValues([.weight: 20]))

/// `catalog add` and `catalog remove`: the user's own exercises.
@Suite struct CatalogOperationTests {
  let gym = Gym()

  private var catalogText: String? { fileText(gym.fixture.root + "/catalog.json") }

  @Test func anAddedExerciseIsPlannedWithItsDefaults() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    try gym.add("landmine-row", .sets("2"))
    #expect(try gym.planned() == Array(repeating: plan(reps: 10, weight: 20, rest: 60), count: 2))
  }

  @Test func anAddedAliasNamesTheExercise() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    try gym.add("ランドマインロウ")
    #expect(try gym.exercises() == ["landmine-row"])
  }

  @Test func anAddedExerciseIsKeptInTheCatalogFile() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    let text = try #require(catalogText)
    #expect(text.contains("\"id\": \"landmine-row\""))
    #expect(text.contains("ランドマインロウ"))
    #expect(text.contains("\"version\": 1"))
    #expect(try gym.catalog().exercise("landmine-row")?.isCustom == true)
  }

  @Test func aBarMakesTheCatalogFileVersionTwo() throws {
    try gym.store.perform(
      AddExercise(
        exercise: Exercise(
          id: "axle-press", name: "Axle Press", kind: "other", items: [.reps, .weight, .rest],
          bar: 15)))
    #expect(catalogText?.contains("\"bar\": 15,") == true)
    #expect(catalogText?.contains("\"version\": 2") == true)
  }

  @Test func aNoteOnABuiltInExerciseIsAnOverrideOfVersionFour() throws {
    var bench = try #require(try gym.catalog().exercise("bench-press"))
    bench.note = "elbows in"
    try gym.store.perform(EditExercise(exercise: bench))
    #expect(try gym.catalog().exercise("bench-press")?.note == "elbows in")
    #expect(catalogText?.contains("\"note\": \"elbows in\"") == true)
    #expect(catalogText?.contains("\"version\": 4") == true)
    bench.note = nil
    try gym.store.perform(EditExercise(exercise: bench))
    #expect(try gym.catalog().exercise("bench-press")?.note == nil)
    #expect(catalogText?.contains("note") == false)
    #expect(catalogText?.contains("\"version\": 1") == true)
  }

  @Test func aNoteOnYourExerciseIsKeptWithIt() throws {
    var row = landmineRow
    row.note = "brace, then pull"
    try gym.store.perform(AddExercise(exercise: row))
    #expect(try gym.catalog().exercise("landmine-row")?.note == "brace, then pull")
    #expect(catalogText?.contains("\"version\": 4") == true)
  }

  @Test func aVersionThreeFileReadsWithoutNotesAndGainsThem() throws {
    let v3 = try #require(StoredFileTests.fixture("catalog", version: 3))
    let file = try CatalogFile.read(v3, name: ())
    #expect(file.exercises.allSatisfy { $0.note == nil })
    #expect(file.overrides.allSatisfy { $0.note == nil })
    var noted = file
    noted.overrides[0].note = "elbows in"
    #expect(noted.version == 4)
    #expect(try CatalogFile.read(noted.encoded(), name: ()).overrides[0].note == "elbows in")
    // A note in a version 3 file is refused, as version 3 would refuse it.
    let text = String(decoding: v3, as: UTF8.self).replacingOccurrences(
      of: "\"id\": \"squat\"", with: "\"id\": \"squat\", \"note\": \"x\"")
    #expect(throws: (any Error).self) { try CatalogFile.read(Array(text.utf8), name: ()) }
  }

  @Test func anAliasThatIsAnotherExercisesNameIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(saying: "'bench' is already a name of bench-press (Bench Press)") {
      try gym.store.perform(
        AddExercise(
          exercise: Exercise(
            id: "my-bench", name: "My Bench", aliases: ["bench"], kind: "other", items: [.reps])))
    }
  }

  @Test func anExerciseTheUserHasIsNotAddedAgain() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    gym.expectRefused(saying: "you already have an exercise 'landmine-row'") {
      try gym.store.perform(
        AddExercise(
          exercise: Exercise(
            id: "landmine-row", name: "Landmine Row 2", kind: "other", items: [.reps])))
    }
  }

  @Test func aRemovedExerciseLeavesTheCatalogFile() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    let removed = try gym.store.perform(RemoveExercise(id: "landmine-row")).outcome
    #expect(removed.id == "landmine-row")
    #expect(try gym.catalog().exercise("landmine-row") == nil)
    #expect(catalogText?.contains("landmine-row") == false)
  }

  @Test func anExerciseTheUserDoesNotHaveIsNotRemoved() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    gym.expectRefused(CatalogError.notCustom("nothing-here")) {
      try gym.store.perform(RemoveExercise(id: "nothing-here"))
    }
  }

  @Test func aBuiltInExerciseIsNotRemoved() throws {
    try gym.store.perform(AddExercise(exercise: landmineRow))
    gym.expectRefused(CatalogError.builtIn("bench-press")) {
      try gym.store.perform(RemoveExercise(id: "bench-press"))
    }
  }
}
