import Foundation
import Testing

@testable import WorkoutCore

/// 2024-03-01T12:00:00Z, in Tokyo.
private let march = Moment(seconds: 1_709_294_400, zone: FixedOffset(seconds: 9 * 3600))

/// One Strong workout of squats at `weight` kg on 2024-01-03.
private func squats(_ weight: Double, key: String = "strong|2024-01-03 07:12:00|Legs") -> ForeignLog
{
  ForeignLog(
    app: .strong, variant: "A: classic", weightUnit: .kilogram,
    workouts: [
      ForeignWorkout(
        key: key, date: day("2024-01-03"), startSecond: 25920, name: "Legs",
        exercises: [
          ForeignExercise(
            name: "Squat (Barbell)",
            sets: [
              ForeignSet(values: SetValues([.reps: 5, .weight: weight]), line: 2),
              ForeignSet(values: SetValues([.reps: 5, .weight: weight]), line: 3),
            ], line: 2)
        ], line: 2)
    ])
}

/// `import --replace` at the operation level: what a file imported before is imported again in
/// its place, in the one transaction.
@Suite struct ImportReplaceTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  @Test func replaceImportsAgainInPlaceOfWhatTheFileAddedBefore() throws {
    // A wrong guess: 90 kg taken as 90 lb.
    _ = try store.perform(ImportWorkouts(log: squats(Unit.pound.canonical(90)), moment: march))
    let summary = try store.perform(
      ImportWorkouts(log: squats(90), moment: march, replace: true)
    ).outcome

    #expect(summary.replaced == 1)
    #expect(summary.alreadyImported == 0)
    #expect(summary.workoutsAdded == 1)
    let menu = try store.menu(on: day("2024-01-03"))
    #expect(menu.workouts.count == 1)
    #expect(menu.workouts[0].sets.map { $0.actual?[.weight] } == [90, 90])
    #expect(menu.note == "Legs")
  }

  @Test func withoutReplaceTheWorkoutIsLeftAlone() throws {
    _ = try store.perform(ImportWorkouts(log: squats(40.82), moment: march))
    let summary = try store.perform(ImportWorkouts(log: squats(90), moment: march)).outcome

    #expect(summary.alreadyImported == 1)
    #expect(summary.replaced == 0)
    #expect(try store.menu(on: day("2024-01-03")).workouts[0].sets[0].actual?[.weight] == 40.82)
  }

  @Test func replaceLeavesTheDatesOtherWorkoutsAsTheyAre() throws {
    _ = try store.perform(
      AddWorkout(
        exercise: builtIn("bench-press"), date: day("2024-01-03"),
        sets: NewSets(count: 3, common: PlannedSet(SetValues([.reps: 5, .weight: 60]))),
        catalog: catalog, moment: march))
    _ = try store.perform(ImportWorkouts(log: squats(40.82), moment: march))
    let before = try store.menu(on: day("2024-01-03"))
    _ = try store.perform(ImportWorkouts(log: squats(90), moment: march, replace: true))

    let after = try store.menu(on: day("2024-01-03"))
    #expect(after.workouts.count == 2)
    #expect(after.workouts[0] == before.workouts[0])
    #expect(after.workouts[1].sets[0].actual?[.weight] == 90)
    #expect(after.note == before.note)
  }

  @Test func aDryRunReplaceSaysWhatItWouldReplaceAndWritesNothing() throws {
    _ = try store.perform(ImportWorkouts(log: squats(40.82), moment: march))
    let bytes = fileBytes(home.path + "/menus/2024-01.json")
    let summary = try store.read(
      ImportWorkouts(log: squats(90), dryRun: true, moment: march, replace: true))

    #expect(summary.replaced == 1)
    #expect(summary.workoutsAdded == 1)
    #expect(fileBytes(home.path + "/menus/2024-01.json") == bytes)
  }

  @Test func replaceOfWorkoutsNeverImportedOnlyAddsThem() throws {
    let summary = try store.perform(
      ImportWorkouts(log: squats(90), moment: march, replace: true)
    ).outcome

    #expect(summary.replaced == 0)
    #expect(summary.workoutsAdded == 1)
  }
}
