import Foundation
import Testing

@testable import WorkoutCore

/// Issue 26: the rest before the next exercise, relative values at the prompt, swapping an
/// exercise, and the run's settings.
@Suite struct RunBetweenExercisesTests {
  let gym = Gym()

  /// Bench press 2 × 10 × 60 kg with 90 s rest, then squat 2 × 5 with 2 minutes.
  func planTwoExercises() throws -> Menu {
    try gym.add("bench-press", .sets("2", [.reps: "10", .weight: "60", .rest: "90"]))
    try gym.add("squat", .sets("2", [.reps: "5", .weight: "100", .rest: "2m"]))
    return try gym.menu()
  }

  // MARK: Rest before the next exercise

  @Test func afterAnExercisesLastSetComesTheFinishedSetsRest() throws {
    let menu = try planTwoExercises()
    let catalog = try gym.catalog()
    let last = SetPosition(workout: 0, set: 1)
    #expect(
      menu.rest(after: last, catalog: catalog)
        == RestAfterSet(seconds: 90, beforeNextExercise: true))
    #expect(
      menu.rest(after: SetPosition(workout: 0, set: 0), catalog: catalog)
        == RestAfterSet(seconds: 90, beforeNextExercise: false))
  }

  @Test func restBetweenSetsItsLengthAndZeroIsNone() throws {
    let menu = try planTwoExercises()
    let catalog = try gym.catalog()
    let last = SetPosition(workout: 0, set: 1)
    #expect(menu.rest(after: last, catalog: catalog, between: .seconds(180))?.seconds == 180)
    #expect(menu.rest(after: last, catalog: catalog, between: .seconds(0)) == nil)
    // Within an exercise the setting changes nothing.
    #expect(
      menu.rest(after: SetPosition(workout: 0, set: 0), catalog: catalog, between: .seconds(0))?
        .seconds == 90)
  }

  @Test func noRestAfterTheMenusLastSet() throws {
    let menu = try planTwoExercises()
    #expect(
      menu.rest(
        after: SetPosition(workout: 1, set: 1), catalog: try gym.catalog(),
        between: .seconds(180)) == nil)
  }

  @Test func afterASupersetsLastRoundComesItsRoundRest() throws {
    try gym.planSuperset()
    try gym.add("squat", .sets("1", [.reps: "5", .weight: "100", .rest: "2m"]))
    let menu = try gym.menu()
    // Round 3's last set is barbell row's third; its rest is the round's, 2 minutes.
    let rest = menu.rest(after: SetPosition(workout: 1, set: 2), catalog: try gym.catalog())
    #expect(rest == RestAfterSet(seconds: 120, beforeNextExercise: true))
  }

  // MARK: Settings

  @Test func restBetweenReadsSetOrADurationUpToAnHour() throws {
    #expect(try RestBetween.parse("set") == .setRest)
    #expect(try RestBetween.parse("2:00") == .seconds(120))
    #expect(try RestBetween.parse("90") == .seconds(90))
    #expect(try RestBetween.parse("0") == .seconds(0))
    #expect(throws: SettingsError.self) { try RestBetween.parse("soon") }
    #expect(throws: SettingsError.self) { try RestBetween.parse("2h") }
    #expect(try SettingKey.restBetween.normalized("1m30s", units: .metric) == "90")
    #expect(try SettingKey.getReady.normalized("5", units: .metric) == "5")
    #expect(throws: SettingsError.self) { try SettingKey.getReady.normalized("-1", units: .metric) }
  }

  @Test func settingsDefaultToTheSetsRestAndThreeSecondsOfGetReady() throws {
    #expect(Settings.standard.restBetween == .setRest)
    #expect(Settings.standard.getReady == 3)
    let file = SettingsFile(values: [.restBetween: "120", .getReady: "0"])
    let settings = try Settings(file: file, environment: [:])
    #expect(settings.restBetween == .seconds(120))
    #expect(settings.getReady == 0)
    #expect(file.version == 3)
    #expect(try SettingsFile.read(file.encoded(), name: ()) == file)
  }

  // MARK: Relative values

  func relative(
    _ text: String, _ exercise: String, plan: [ItemID: Double], units: DisplayUnits = .metric
  ) throws -> [ItemID: Double]? {
    var values = SetValues()
    for (item, value) in plan { values[item] = value }
    let result = try RelativeInput.parse(
      text, plan: values, for: try gym.exercise(exercise), catalog: try gym.catalog(),
      units: units)
    return result.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.0, $0.1) }) }
  }

  @Test func aBarePlusOrMinusChangesThePlannedWeight() throws {
    let plan: [ItemID: Double] = [.reps: 10, .weight: 60]
    #expect(try relative("+2.5", "bench-press", plan: plan) == [.weight: 62.5])
    #expect(try relative("-1", "bench-press", plan: plan) == [.weight: 59])
    #expect(try relative("weight=+5", "bench-press", plan: plan) == [.weight: 65])
    #expect(try relative("reps=-2", "bench-press", plan: plan) == [.reps: 8])
    #expect(
      try relative("reps=-2,weight=+5", "bench-press", plan: plan) == [.reps: 8, .weight: 65])
    #expect(
      try relative("reps=8, weight=+5", "bench-press", plan: plan) == [.reps: 8, .weight: 65])
  }

  @Test func aPlainSpecIsNotRelative() throws {
    #expect(try relative("8x60", "bench-press", plan: [.reps: 10, .weight: 60]) == nil)
    #expect(try relative("reps=8", "bench-press", plan: [.reps: 10, .weight: 60]) == nil)
  }

  @Test func aChangeIsInTheUnitsPeopleTypeAndLandsOnTheirStep() throws {
    let pounds = DisplayUnits(weight: .pound, distance: .mile)
    let plan = Unit.pound.canonical(135)
    let result = try #require(
      try relative("+5", "bench-press", plan: [.reps: 5, .weight: plan], units: pounds))
    #expect(result[.weight] == Unit.pound.canonical(140))
  }

  @Test func withoutAWeightABareChangeIsOfTheFirstItem() throws {
    #expect(try relative("+2", "push-up", plan: [.reps: 10]) == [.reps: 12])
    #expect(try relative("+10", "plank", plan: [.duration: 45]) == [.duration: 55])
    #expect(try relative("-0:15", "plank", plan: [.duration: 45]) == [.duration: 30])
    // A body-weight exercise with an added weight planned changes that.
    #expect(try relative("+5", "pull-up", plan: [.reps: 5, .added: 10]) == [.added: 15])
    #expect(try relative("weight=+5", "pull-up", plan: [.reps: 5]) == [.added: 5])
  }

  @Test func aChangeBelowZeroOrOfAnItemNotPlannedIsRefused() throws {
    #expect(throws: PlanError.self) { try relative("-100", "bench-press", plan: [.weight: 60]) }
    #expect(throws: PlanError.self) { try relative("rest=+10", "bench-press", plan: [.weight: 60]) }
    #expect(throws: PlanError.self) {
      try relative("+2.5,8x60", "bench-press", plan: [.weight: 60])
    }
    #expect(throws: (any Error).self) { try relative("+abc", "bench-press", plan: [.weight: 60]) }
  }

  // MARK: Swap

  func swap(_ ref: String, to exercise: String) throws -> SwapExercise.Outcome {
    try gym.store.perform(
      SwapExercise(
        date: day("2024-01-05"), workout: .typed(ref), exercise: exercise,
        catalog: try gym.catalog())
    ).outcome
  }

  @Test func aSwapKeepsPositionGroupSetsAndNote() throws {
    try gym.planSuperset()
    try gym.edit("2", note: .set("rack 3"))
    let before = try gym.workouts()[1]
    let outcome = try swap("2", to: "dumbbell-row")
    let after = try gym.workouts()[1]
    #expect(outcome.replaced == "barbell-row")
    #expect(outcome.position == 2)
    #expect(after.exercise == "dumbbell-row")
    #expect(after.id == before.id)
    #expect(after.group == before.group)
    #expect(after.note == "rack 3")
    #expect(after.sets == before.sets)
    #expect(outcome.changes.isEmpty)
    #expect(try gym.exercises() == ["bench-press", "dumbbell-row"])
  }

  @Test func valuesTheNewExerciseTakesNotAreDroppedAndSaid() throws {
    try gym.add("bench-press", .sets("3", [.reps: "10", .weight: "60", .rest: "90"]))
    let outcome = try swap("1", to: "plank")
    #expect(
      outcome.changes == [.dropped(.reps, 10), .dropped(.weight, 60), .added(.duration, 60)])
    #expect(
      try gym.planned().map { Dictionary(uniqueKeysWithValues: $0.map { ($0.0, $0.1) }) }
        == Array(repeating: [.duration: 60, .rest: 90], count: 3))
  }

  @Test func aWorkoutWithASetDoneOrTheSameExerciseIsRefusedAndNothingChanges() throws {
    try gym.add("bench-press", .sets("3", [.reps: "10", .weight: "60"]))
    try gym.record("1", set: 1, result: .asPlanned)
    let before = gym.snapshot()
    #expect(throws: PlanError.self) { try swap("1", to: "plank") }
    #expect(throws: PlanError.self) { try swap("1", to: "bench press") }
    #expect(throws: CatalogError.self) { try swap("1", to: "benchh pres") }
    #expect(gym.snapshot() == before)
  }
}
