import Testing

@testable import WorkoutCore

/// The built-in map from Strong, Hevy and FitNotes exercise names to catalog ids.
@Suite struct ExerciseNameMapTests {
  let map = ExerciseNameMap.builtIn
  static let apps: [ForeignApp] = [.strong, .hevy, .fitnotes]

  // MARK: - The tables

  @Test(arguments: apps)
  func knowsAtLeast150NamesOfEachApp(app: ForeignApp) {
    let keys = Set(map.entries(for: app).map { ExerciseNameMap.key($0.name) })
    #expect(keys.count >= 150, "\(app): \(keys.count) names")
  }

  @Test(arguments: apps)
  func noNameIsListedTwiceForAnApp(app: ForeignApp) {
    let keys = map.entries(for: app).map { ExerciseNameMap.key($0.name) }
    let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "\(app) repeats \(repeated.sorted())")
  }

  @Test(arguments: apps)
  func everyTargetIdIsABuiltInExercise(app: ForeignApp) {
    let missing = map.entries(for: app).filter { catalog.exercise($0.id) == nil }
    #expect(missing.isEmpty, "\(app): \(missing.map { "\($0.name) = \($0.id)" })")
  }

  @Test(arguments: apps)
  func namesAreWrittenTrimmedWithSingleSpaces(app: ForeignApp) {
    for entry in map.entries(for: app) {
      #expect(entry.name == entry.name.split(separator: " ").joined(separator: " "), "\(entry)")
    }
  }

  @Test func theWkcAppHasNoNames() {
    #expect(map.entries(for: .wkc).isEmpty)
    #expect(map.id(for: "bench-press", app: .wkc) == nil)
  }

  // MARK: - Items fit the name

  @Test(arguments: apps)
  func aNameWithLoadedEquipmentMapsToAnExerciseWithWeight(app: ForeignApp) throws {
    let loaded = ["(barbell)", "(dumbbell)", "(machine)", "(cable)", "(smith machine)"]
    for entry in map.entries(for: app) {
      let name = entry.name.lowercased()
      guard loaded.contains(where: name.hasSuffix) else { continue }
      let exercise = try #require(catalog.exercise(entry.id))
      guard exercise.kind != "cardio" else { continue }  // "Rowing (Machine)"
      #expect(exercise.items.contains(.weight), "\(entry.name) → \(entry.id)")
    }
  }

  @Test(arguments: [
    (ForeignApp.strong, "Running"), (.strong, "Cycling"), (.strong, "Rowing (Machine)"),
    (.strong, "Running (Treadmill)"), (.strong, "Elliptical Machine"), (.strong, "Swimming"),
    (.hevy, "Running"), (.hevy, "Treadmill"), (.hevy, "Rowing Machine"), (.hevy, "Walking"),
    (.fitnotes, "Running (Outdoor)"), (.fitnotes, "Stationary Bike"), (.fitnotes, "Cycling"),
  ])
  func aCardioNameMapsToAnExerciseWithDistanceOrDuration(app: ForeignApp, name: String) throws {
    let id = try #require(map.id(for: name, app: app))
    let items = try #require(catalog.exercise(id)).items
    #expect(items.contains(.distance) || items.contains(.duration), "\(name) → \(id)")
  }

  @Test(arguments: [
    (ForeignApp.strong, "Plank"), (.strong, "Side Plank"), (.strong, "Reverse Plank"),
    (.hevy, "Dead Hang"), (.hevy, "Wall Sit"), (.hevy, "L-Sit Hold"), (.fitnotes, "Plank"),
  ])
  func aTimedHoldMapsToAnExerciseWithDuration(app: ForeignApp, name: String) throws {
    let id = try #require(map.id(for: name, app: app))
    #expect(try #require(catalog.exercise(id)).items.contains(.duration), "\(name) → \(id)")
  }

  // MARK: - Known pairs

  @Test(arguments: [
    (ForeignApp.strong, "Bench Press (Barbell)", "bench-press"),
    (.strong, "Squat (Barbell)", "squat"), (.strong, "Deadlift (Barbell)", "deadlift"),
    (.strong, "Pull Up", "pull-up"), (.strong, "Running", "run"),
    (.strong, "Triceps Pushdown (Cable - Straight Bar)", "triceps-pushdown"),
    (.strong, "Bent Over One Arm Row (Dumbbell)", "dumbbell-row"),
    (.strong, "Incline Bench Press (Dumbbell)", "incline-dumbbell-press"),
    (.strong, "Knee Raise (Captain's Chair)", "captains-chair-knee-raise"),
    (.hevy, "Bench Press (Barbell)", "bench-press"),
    (.hevy, "Lat Pulldown (Cable)", "lat-pulldown"),
    (.hevy, "Hack Squat", "barbell-hack-squat"), (.hevy, "Hack Squat (Machine)", "hack-squat"),
    (.hevy, "Deadlift (Trap bar)", "trap-bar-deadlift"), (.hevy, "Sled Push", "sled-push"),
    (.fitnotes, "Flat Barbell Bench Press", "bench-press"), (.fitnotes, "Barbell Squat", "squat"),
    (.fitnotes, "Lateral Dumbbell Raise", "lateral-raise"),
    (.fitnotes, "Running (Treadmill)", "treadmill-run"),
  ])
  func mapsAKnownName(app: ForeignApp, name: String, id: String) {
    #expect(map.id(for: name, app: app) == ExerciseID(rawValue: id))
  }

  @Test func aNameOfOneAppIsNotLookedUpInAnother() {
    #expect(map.id(for: "Flat Barbell Bench Press", app: .strong) == nil)
    #expect(map.id(for: "Flat Barbell Bench Press", app: .fitnotes) == "bench-press")
  }

  // MARK: - Matching

  @Test(arguments: [
    "bench press (barbell)", "BENCH PRESS (BARBELL)", "  Bench Press (Barbell) ",
    "Bench  Press   (Barbell)", "\tBench Press (Barbell)\t",
  ])
  func matchingIgnoresCaseAndExtraSpaces(name: String) {
    #expect(map.id(for: name, app: .strong) == "bench-press")
  }

  @Test func anUnknownNameMapsToNothing() {
    #expect(map.id(for: "Underwater Basket Weaving", app: .strong) == nil)
    #expect(map.id(for: "", app: .hevy) == nil)
  }

  @Test func aLaterEntryWithTheSameKeyLosesToTheFirst() {
    let map = ExerciseNameMap([
      .strong: [.init(name: "Press", id: "bench-press"), .init(name: "press ", id: "squat")]
    ])
    #expect(map.id(for: "PRESS", app: .strong) == "bench-press")
  }

  @Test func parsesATableOfNameEqualsIdLines() {
    let entries = ExerciseNameMap.parse("  A = b = c\n\n  Pull Up = pull-up\nno equals\n")
    #expect(entries == [.init(name: "A = b", id: "c"), .init(name: "Pull Up", id: "pull-up")])
  }

  @Test func commentLinesOfATableAreSkipped() {
    let entries = ExerciseNameMap.parse("# A = b\n  # Note = x\nPull Up = pull-up\n")
    #expect(entries == [.init(name: "Pull Up", id: "pull-up")])
  }

  @Test func theNamesStrongAndHevyShareAreReadForBoth() {
    let shared = ExerciseNameMap.parse(PackageResources.strong_hevy_en_txt)
    #expect(shared.count >= 100)
    for entry in shared {
      #expect(map.id(for: entry.name, app: .strong) == entry.id, "\(entry.name)")
      #expect(map.id(for: entry.name, app: .hevy) == entry.id, "\(entry.name)")
    }
  }

  // MARK: - Resolve

  @Test func resolvePrefersTheMap() {
    #expect(map.resolve("Hack Squat", app: .hevy, in: catalog) == "barbell-hack-squat")
  }

  @Test func resolveFindsACatalogNameOrAlias() throws {
    let custom = Exercise(
      id: "landmine-row", name: "Landmine Row", kind: "weight-training", items: [.reps, .weight])
    let withCustom = try catalog.adding(custom: [custom])
    #expect(map.resolve("landmine row", app: .hevy, in: withCustom) == "landmine-row")
    #expect(
      map.resolve("Dumbbell Bench Press", app: .strong, in: catalog) == "dumbbell-bench-press")
  }

  @Test func resolveMovesTheEquipmentWhenOneExerciseFits() {
    #expect(map.resolve("Goblet Squat (Dumbbell)", app: .strong, in: catalog) == "goblet-squat")
    #expect(map.resolve("Landmine Press (barbell)", app: .hevy, in: catalog) == "landmine-press")
    #expect(map.resolve("Barbell Thruster", app: .fitnotes, in: catalog) == "thruster")
  }

  @Test func resolveRefusesAnExerciseOfOtherEquipment() {
    // The catalog's Incline Bench Press is a barbell lift.
    #expect(map.resolve("Incline Bench Press (Kettlebell)", app: .strong, in: catalog) == nil)
    #expect(map.resolve("Front Squat (Dumbbell)", app: .strong, in: catalog) == nil)
  }

  @Test func resolveGivesNothingForAnUnknownName() {
    #expect(map.resolve("Underwater Basket Weaving", app: .strong, in: catalog) == nil)
  }

  // MARK: - Candidates

  @Test func candidatesMoveTheEquipmentToTheFront() {
    let found = map.candidates(for: "Bench Press (Dumbbell) ", in: catalog)
    #expect(found.first == "dumbbell-bench-press")
  }

  @Test func candidatesPreferTheNamedEquipment() {
    let found = map.candidates(for: "Decline Fly (Dumbbell)", in: catalog)
    #expect(found.first == "dumbbell-fly", "\(found)")
  }

  @Test func candidatesOfferWhatAnotherAppMapsTheNameTo() {
    let found = map.candidates(for: "Lateral Dumbbell Raise", in: catalog)
    #expect(found.first == "lateral-raise")
  }

  @Test func candidatesForAMisspelledNameAreNearSpellings() {
    let found = map.candidates(for: "Romanain Deadlift", in: catalog)
    #expect(found.contains("romanian-deadlift"), "\(found)")
  }

  @Test func candidatesShareWordsInTheSingular() {
    let found = map.candidates(for: "Meadows Rows (Barbell)", in: catalog)
    #expect(found.first == "barbell-row", "\(found)")
  }

  @Test func candidatesAreAtMostTheLimitAndDistinct() {
    let found = map.candidates(for: "Curl", in: catalog, limit: 3)
    #expect(found.count == 3)
    #expect(Set(found).count == found.count)
    #expect(map.candidates(for: "Curl", in: catalog, limit: 0).isEmpty)
  }

  @Test func candidatesForNonsenseAreEmpty() {
    #expect(map.candidates(for: "Qwxzy Vbnm", in: catalog).isEmpty)
  }
}
