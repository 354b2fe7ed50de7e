import Foundation
import Testing

@testable import WorkoutCore

/// 2025-06-01T12:00:00Z, in Tokyo.
private let june = Moment(seconds: 1_748_779_200, zone: FixedOffset(seconds: 9 * 3600))

/// A value an importer leaves out (a distance no set covers) is kept in the exercise's note, its
/// set kept as done even when nothing else is left, and its line listed once in the summary.
@Suite struct ImportKeepsLeftOutValuesTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  private func imported(_ log: ForeignLog) throws -> ImportSummary {
    try store.perform(ImportWorkouts(log: log, moment: june)).outcome
  }

  private func workout(_ exercise: ExerciseID, on date: String) throws -> Workout {
    try #require(try store.menu(on: day(date)).workouts.first { $0.exercise == exercise })
  }

  @Test func aHevySledPushWithOnlyAnImplausibleDistanceIsASetDoneWithItInTheNote() throws {
    let summary = try imported(try ImportFixture.read("hevy-lbs-miles.csv"))

    let sled = try workout("sled-push", on: "2025-03-03")
    #expect(sled.sets.count == 2)
    #expect(sled.sets.allSatisfy { $0.isDone })
    #expect(sled.sets.map(\.actual) == [SetValues(), SetValues([.weight: lb(90)])])
    #expect(
      sled.note
        == "set 1: left out distance 290 mi, not plausible for one set\n"
        + "set 2: left out distance 280 mi, not plausible for one set")
    // Each line once: kept with a value left out, none skipped (line 2 is also kept with the
    // fixture's other quirk, a workout over 24 h).
    #expect(summary.skipped == [])
    #expect(
      summary.adjusted.filter { $0.reason.contains("not plausible") }.flatMap(\.lines) == [2, 3])
    #expect(summary.sets == 4)
  }

  @Test func aSetDoneWithoutValuesPlansNothingWhenCopiedSavedOrProgressed() throws {
    _ = try imported(try ImportFixture.read("hevy-lbs-miles.csv"))

    let copied = try store.perform(
      CopyMenu(from: day("2025-03-03"), to: day("2025-06-01"), replace: false, moment: june)
    ).outcome
    #expect(copied.workouts.first { $0.exercise == "sled-push" }?.sets.count == 1)
    let template = try Template(name: "legs", plan: try store.menu(on: day("2025-03-03")))
    #expect(template.workouts.first { $0.exercise == "sled-push" }?.sets.count == 1)
    let sled = try workout("sled-push", on: "2025-03-03")
    let suggestion = Progression.suggest(
      recent: [(day("2025-03-03"), sled.sets)],
      exercise: try #require(Catalog.builtIn.exercise("sled-push")))
    #expect(!suggestion.sets.contains { $0.values.isEmpty })
  }

  @Test func strongKeepsASetWhoseOnlyValueWasAnImplausibleDistance() throws {
    let header =
      #""Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"#
      + #""Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes""#
    let rows = [
      #""9";"2025-05-02 07:10:00";"Legs";"3600";"Sled Push";"1";"";"";"";"490850.0";"";"";"""#,
      #""9";"2025-05-02 07:10:00";"Legs";"3600";"Sled Push";"2";"60.0";"";"";"20.0";"";"";"""#,
    ]
    let log = try importing(([header] + rows).joined(separator: "\n"))

    #expect(log.skipped == [])
    #expect(log.adjusted.map(\.line) == [2])
    #expect(log.allSets.map(\.leftOut) == ["distance 490850 m, not plausible for one set", nil])
    let summary = try imported(log)
    let sled = try workout("sled-push", on: "2025-05-02")
    #expect(sled.sets.map(\.actual) == [SetValues(), SetValues([.weight: 60, .distance: 0.02])])
    #expect(sled.note == "set 1: left out distance 490850 m, not plausible for one set")
    #expect(summary.skipped == [])
  }

  @Test func strongKeepsASetWhoseUnsaidDistanceWasImplausible() throws {
    let text = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2025-05-02 07:10:00,"Legs",1h,"Sled Push",1,0,0,305,0,"",,
      """
    let log = try importing(text)

    #expect(log.skipped == [])
    #expect(log.allSets.map(\.values) == [values([:])])
    #expect(log.allSets.map(\.leftOut) == ["distance 305 km, not plausible for one set"])
  }

  @Test func fitNotesKeepsASetWhoseOnlyValueWasLeftOut() throws {
    let text = """
      Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
      2025-05-04,Side Plank,Abs,0.0,kgs,,5.0,kg,,""
      2025-05-04,Sled Push,Legs,0.0,kgs,,305.0,mi,,""
      """
    let log = try importing(text)

    #expect(log.skipped == [])
    #expect(
      log.allSets.map(\.leftOut) == [
        "distance 5 kg, a weight unit for a distance", "distance 305 mi, not plausible for one set",
      ])
    #expect(log.adjusted.map(\.line) == [2, 3])
  }

  @Test func aSetWithValuesTheExerciseDoesNotTakeOnlyIsASetDoneWithThemInTheNote() throws {
    let log = ForeignLog(
      app: .strong, variant: "test", weightUnit: .kilogram,
      workouts: [
        ForeignWorkout(
          key: "k", date: day("2025-05-05"), startSecond: 3600,
          exercises: [
            ForeignExercise(
              name: "Bench Press (Barbell)", note: "paused",
              sets: [
                ForeignSet(values: SetValues([.distance: 1]), line: 2),
                ForeignSet(values: SetValues([.reps: 5, .weight: 100]), line: 3),
              ], line: 2)
          ], line: 2)
      ])

    let summary = try imported(log)

    let bench = try workout("bench-press", on: "2025-05-05")
    #expect(bench.sets.map(\.actual) == [SetValues(), SetValues([.reps: 5, .weight: 100])])
    #expect(bench.note == "paused\nset 1: left out distance 1 km, which bench-press does not take")
    #expect(summary.skipped == [])
    #expect(summary.leftOut == [LeftOutValues(exercise: "bench-press", item: .distance, sets: 1)])
  }
}
