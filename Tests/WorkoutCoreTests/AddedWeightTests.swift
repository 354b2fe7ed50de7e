import Foundation
import Testing

@testable import WorkoutCore

/// 2025-06-01T12:00:00Z, in Tokyo.
private let june = Moment(seconds: 1_748_779_200, zone: FixedOffset(seconds: 9 * 3600))

/// An added weight on a body-weight exercise: taken, imported, shown and counted as such.
@Suite struct AddedWeightTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  private func catalogExercise(_ id: ExerciseID) throws -> Exercise {
    try #require(Catalog.builtIn.exercise(id))
  }

  // MARK: - The catalog's rule

  @Test func bodyWeightExercisesTakeAnAddedWeightAndLoadedOnesDoNot() throws {
    for id: ExerciseID in ["pull-up", "chin-up", "dip", "back-extension", "push-up", "plank"] {
      let exercise = try catalogExercise(id)
      #expect(exercise.takesAddedWeight, "\(id)")
      #expect(exercise.acceptedItems.contains(.added), "\(id)")
      #expect(exercise.item(typedAs: .weight) == .added, "\(id)")
    }
    for id: ExerciseID in ["bench-press", "weighted-pull-up", "assisted-pull-up", "cycling"] {
      let exercise = try catalogExercise(id)
      #expect(!exercise.acceptedItems.contains(.added), "\(id)")
      #expect(exercise.item(typedAs: .weight) == .weight, "\(id)")
    }
  }

  @Test func anAddedWeightIsWrittenWithAPlus() {
    let notation = SetNotation(catalog: Catalog.builtIn)
    #expect(notation.values(SetValues([.reps: 8, .added: 10]), of: "pull-up") == "8×+10 kg")
    #expect(notation.values(SetValues([.duration: 60, .added: 20]), of: "plank") == "1:00, +20 kg")
    let pounds = SetNotation(
      catalog: Catalog.builtIn, units: DisplayUnits(weight: .pound, distance: .mile), ascii: true)
    #expect(
      pounds.values(SetValues([.reps: 8, .added: Unit.pound.canonical(55)]), of: "chin-up")
        == "8x+55 lb")
  }

  // MARK: - Figures

  @Test func anAddedWeightGivesRecordsOfItsOwnAndNoE1RMVolumeOrMaxWeight() {
    let sessions = [
      ExerciseSession(
        date: day("2024-01-02"), exercise: "pull-up", sets: [PlannedSet(SetValues([.reps: 12]))]),
      ExerciseSession(
        date: day("2024-01-03"), exercise: "pull-up",
        sets: [
          PlannedSet(SetValues([.reps: 8, .added: 10])),
          PlannedSet(SetValues([.reps: 9, .added: 10])),
        ]),
      ExerciseSession(
        date: day("2024-01-04"), exercise: "pull-up",
        sets: [
          PlannedSet(SetValues([.reps: 5, .added: 20])),
          PlannedSet(SetValues([.reps: 3, .added: 20]), kind: .warmup),
        ]),
    ]

    let records = PersonalRecords(exercise: "pull-up", sessions: sessions, formula: .epley)

    #expect(records.maxAddedWeight == DatedSet(date: day("2024-01-04"), weight: 20, reps: 5))
    #expect(
      records.addedWeightRepRecords == [
        DatedSet(date: day("2024-01-04"), weight: 20, reps: 5),
        DatedSet(date: day("2024-01-03"), weight: 10, reps: 9),
      ])
    #expect(records.mostReps == DatedSet(date: day("2024-01-02"), weight: nil, reps: 12))
    #expect(records.maxWeight == nil)
    #expect(records.bestOneRepMax == nil)
    #expect(records.bestVolume == nil)
    #expect(sessions.allSatisfy { $0.oneRepMax(.epley) == nil && $0.volume == nil })
    #expect(sessions[1].topSet == SetValues([.reps: 9, .added: 10]))
    #expect(sessions[2].topSet == SetValues([.reps: 5, .added: 20]))
    #expect(PersonalBests(sessions[2]) == PersonalBests())
  }

  @Test func progressionAddsARepAndKeepsTheAddedWeightLifted() throws {
    let done = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 8, .added: 10])),
      actual: SetValues([.reps: 8, .added: 12.5]),
      completedAt: Timestamp(secondsSince1970: 1_704_240_000, offset: 0))

    let suggestion = Progression.suggest(
      recent: [(day("2024-01-03"), [done, done])], exercise: try catalogExercise("pull-up"))

    #expect(suggestion.kind == .increase)
    #expect(
      suggestion.sets.map(\.values)
        == Array(repeating: SetValues([.reps: 9, .added: 12.5]), count: 2))
  }

  // MARK: - Imports

  /// The sets stored for `text` imported on `date`, by exercise.
  private func imported(_ text: String, on date: String) throws -> [ExerciseID: [SetValues]] {
    let log = try importing(text, weightUnit: .kilogram)
    let summary = try store.perform(ImportWorkouts(log: log, moment: june)).outcome
    #expect(summary.leftOut == [])
    #expect(summary.skipped == [])
    var sets: [ExerciseID: [SetValues]] = [:]
    for workout in try store.menu(on: day(date)).workouts {
      sets[workout.exercise, default: []] += workout.sets.compactMap(\.actual)
    }
    return sets
  }

  @Test func strongKeepsTheWeightOfABodyWeightExerciseAsItsAddedWeight() throws {
    let sets = try imported(
      """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2025-05-02 07:10:00,"Pull",1h,"Chin Up",1,0,10,0,0,"",,
      2025-05-02 07:10:00,"Pull",1h,"Chin Up",2,25,6,0,0,,,
      2025-05-02 07:10:00,"Pull",1h,"Back Extension",1,10,15,0,0,"",,
      """, on: "2025-05-02")

    #expect(sets["chin-up"] == [SetValues([.reps: 10]), SetValues([.reps: 6, .added: 25])])
    #expect(sets["back-extension"] == [SetValues([.reps: 15, .added: 10])])
  }

  @Test func hevyKeepsTheWeightOfABodyWeightExerciseAsItsAddedWeight() throws {
    let sets = try imported(
      """
      "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
      "Pull","3 May 2025, 18:05","3 May 2025, 19:00","","Pull Up",,"",0,"normal",5,8,,,
      "Pull","3 May 2025, 18:05","3 May 2025, 19:00","","Pull Up",,"",1,"normal",,10,,,
      """, on: "2025-05-03")

    #expect(sets["pull-up"] == [SetValues([.reps: 8, .added: 5]), SetValues([.reps: 10])])
  }

  @Test func fitNotesKeepsTheWeightOfABodyWeightExerciseAsItsAddedWeight() throws {
    let sets = try imported(
      """
      Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
      2025-05-04,Pull Up,Back,20.0,kgs,5,,,,""
      2025-05-04,Pull Up,Back,0.0,kgs,12,,,,""
      """, on: "2025-05-04")

    #expect(sets["pull-up"] == [SetValues([.reps: 5, .added: 20]), SetValues([.reps: 12])])
  }
}
