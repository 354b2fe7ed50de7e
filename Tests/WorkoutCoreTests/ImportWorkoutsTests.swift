import Foundation
import Testing

@testable import WorkoutCore

/// 2024-03-01T12:00:00Z, in Tokyo.
private let march = Moment(seconds: 1_709_294_400, zone: FixedOffset(seconds: 9 * 3600))

private func set(_ values: [ItemID: Double], kind: SetKind = .working, line: Int) -> ForeignSet {
  ForeignSet(kind: kind, values: SetValues(values), line: line)
}

/// Two Strong workouts: push on 2024-01-03 07:12, pull on 2024-01-05 18:30.
private func strongLog() -> ForeignLog {
  ForeignLog(
    app: .strong, variant: "Strong, classic comma layout", weightUnit: .kilogram,
    workouts: [
      ForeignWorkout(
        key: "strong|2024-01-03 07:12:00|Push", date: day("2024-01-03"), startSecond: 25920,
        name: "Push", note: "felt good",
        exercises: [
          ForeignExercise(
            name: "Bench Press", note: "pause reps",
            sets: [
              set([.reps: 10, .weight: 20], kind: .warmup, line: 2),
              set([.reps: 5, .weight: 100, .rest: 180, .rpe: 8], line: 3),
              set([.reps: 5, .weight: 100, .duration: 0], line: 4),
            ], line: 2)
        ], line: 2),
      ForeignWorkout(
        key: "strong|2024-01-05 18:30:00|Pull", date: day("2024-01-05"), startSecond: 66600,
        name: "Pull",
        exercises: [
          ForeignExercise(
            name: "Pull-up", sets: [set([.reps: 8, .weight: 10], line: 5)], line: 5),
          ForeignExercise(
            name: "Mystery Move", sets: [set([.reps: 12, .weight: 30], line: 6)], line: 6),
        ], line: 5),
    ])
}

@Suite struct ImportWorkoutsTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  @Test func eachForeignWorkoutBecomesItsDatesMenuWithDoneSets() throws {
    let summary = try store.perform(
      ImportWorkouts(log: strongLog(), maps: [("Mystery Move", "dumbbell-row")], moment: march)
    ).outcome
    let menu = try store.menu(on: day("2024-01-03"))
    #expect(menu.note == "Push: felt good")
    #expect(menu.workouts.map(\.exercise) == ["bench-press"])
    let bench = menu.workouts[0]
    #expect(bench.note == "pause reps")
    #expect(bench.source == "strong|2024-01-03 07:12:00|Push")
    #expect(bench.sets.map(\.kind) == [.warmup, .working, .working])
    #expect(
      bench.sets[1].planned.values == SetValues([.reps: 5, .weight: 100, .rest: 180, .rpe: 8]))
    #expect(bench.sets[1].actual == bench.sets[1].planned.values)
    #expect(bench.sets[2].actual == SetValues([.reps: 5, .weight: 100]))
    #expect(bench.sets.allSatisfy { $0.completedAt?.text == "2024-01-03T07:12:00+09:00" })
    #expect(summary.workoutsAdded == 2)
    #expect(summary.sets == 5)
    #expect(summary.months.map(\.month) == [YearMonth("2024-01")!])
  }

  @Test func valuesTheExerciseDoesNotTakeAreLeftOutCountedAndKeptInItsNote() throws {
    var log = strongLog()
    log.workouts[1].exercises[0].sets.append(set([.reps: 6, .distance: 0.5], line: 7))
    let summary = try store.perform(
      ImportWorkouts(log: log, maps: [("Mystery Move", "dumbbell-row")], moment: march)
    ).outcome
    let pull = try store.menu(on: day("2024-01-05")).workouts[0]
    #expect(pull.exercise == "pull-up")
    #expect(pull.sets[1].actual == SetValues([.reps: 6]))
    #expect(pull.note == "set 2: left out distance 0.5 km, which pull-up does not take")
    #expect(summary.leftOut == [LeftOutValues(exercise: "pull-up", item: .distance, sets: 1)])
  }

  @Test func aWeightOnAPullUpIsItsAddedWeight() throws {
    let summary = try store.perform(
      ImportWorkouts(log: strongLog(), maps: [("Mystery Move", "dumbbell-row")], moment: march)
    ).outcome
    let pull = try store.menu(on: day("2024-01-05")).workouts[0]
    #expect(pull.sets[0].actual == SetValues([.reps: 8, .added: 10]))
    #expect(pull.note == nil)
    #expect(summary.leftOut == [])
  }

  @Test func importingTheSameLogAgainAddsNothing() throws {
    let operation = ImportWorkouts(
      log: strongLog(), maps: [("Mystery Move", "dumbbell-row")], moment: march)
    _ = try store.perform(operation).outcome
    let before = fileBytes(home.path + "/menus/2024-01.json")
    let again = try store.perform(operation).outcome
    #expect(again.workoutsAdded == 0)
    #expect(again.alreadyImported == 2)
    #expect(fileBytes(home.path + "/menus/2024-01.json") == before)
  }

  @Test func aLaterLongerExportAddsOnlyTheNewWorkouts() throws {
    var first = strongLog()
    first.workouts.removeLast()
    _ = try store.perform(ImportWorkouts(log: first, moment: march)).outcome
    let later = try store.perform(
      ImportWorkouts(log: strongLog(), maps: [("Mystery Move", "dumbbell-row")], moment: march)
    ).outcome
    #expect(later.workoutsAdded == 1)
    #expect(later.alreadyImported == 1)
    #expect(try store.menu(on: day("2024-01-03")).workouts.count == 1)
  }

  @Test func namesNothingMapsStopTheImportBeforeItWrites() throws {
    #expect {
      try store.perform(ImportWorkouts(log: strongLog(), moment: march))
    } throws: { error in
      guard let unmapped = error as? UnmappedNames else { return false }
      return unmapped.names.map(\.name) == ["Mystery Move"] && unmapped.names[0].sets == 1
        && unmapped.names[0].items == [.reps, .weight]
    }
    #expect(home.entries().filter { $0.hasSuffix(".json") }.isEmpty)
  }

  @Test func aDryRunListsNamesNothingMaps() throws {
    let summary = try store.read { transaction in
      try ImportWorkouts(log: strongLog(), dryRun: true, moment: march).apply(to: &transaction)
    }
    #expect(summary.unmapped.map(\.name) == ["Mystery Move"])
    #expect(summary.workoutsAdded == 2)
    #expect(home.entries().isEmpty)
  }

  @Test func createMissingAddsTheNamesAsTheUsersOwnExercises() throws {
    let summary = try store.perform(
      ImportWorkouts(log: strongLog(), createMissing: true, moment: march)
    ).outcome
    #expect(summary.created.map(\.id) == ["mystery-move"])
    // The rest item too, with the rest of the first "did you mean" exercise that has one.
    #expect(summary.created[0].items == [.reps, .weight, .rest])
    let unmapped = ImportWorkouts(log: strongLog(), moment: march).unmapped(
      by: ExerciseNaming(app: .strong, maps: [], catalog: catalog))
    let similar = unmapped[0].candidates.compactMap { catalog.exercise($0) }.first {
      $0.items.contains(.rest)
    }
    let rest = similar.map { $0.defaults[.rest] ?? 60 } ?? 60
    #expect(summary.created[0].defaults[.rest] ?? 60 == rest)
    let custom = try store.customExercises()
    #expect(custom.map(\.id) == ["mystery-move"])
    #expect(
      try store.menu(on: day("2024-01-05")).workouts.map(\.exercise)
        == ["pull-up", "mystery-move"])
  }

  @Test func aCreatedExerciseOfDistanceHasNoRest() {
    var exercise = Exercise(id: "sled-run", name: "Sled Run", kind: "cardio", items: [.distance])
    exercise.giveRest(like: [catalog.exercise("bench-press")!], in: catalog)
    #expect(exercise.items == [.distance])
    var lift = Exercise(id: "odd-press", name: "Odd Press", kind: "other", items: [.reps, .weight])
    lift.giveRest(like: [catalog.exercise("bench-press")!], in: catalog)
    #expect(lift.items == [.reps, .weight, .rest])
    #expect(lift.defaults[.rest] == 150)
    lift = Exercise(id: "odd-press", name: "Odd Press", kind: "other", items: [.reps, .weight])
    lift.giveRest(like: [], in: catalog)
    #expect(lift.defaults[.rest] == nil, "the rest item's own default, 60 s")
  }

  @Test func aNewIDFromANameFoldsAccentsAndAvoidsTakenOnes() {
    var taken: Set<ExerciseID> = ["extensao-de-triceps"]
    #expect(
      ImportWorkouts.uniqueID(for: "Extensão de Tríceps", taken: &taken)
        == "extensao-de-triceps-2")
    #expect(ImportWorkouts.uniqueID(for: "ベンチ", taken: &taken) == "imported")
  }

  @Test func aWorkoutAfterTodayStopsTheImportWithItsLine() throws {
    var log = strongLog()
    log.workouts[0].date = day("2024-03-02")
    #expect(
      throws: ImportError(
        line: 2, reason: "the workout is dated 2024-03-02, after today (2024-03-01)")
    ) {
      try store.perform(
        ImportWorkouts(log: log, maps: [("Mystery Move", "dumbbell-row")], moment: march))
    }
    #expect(home.entries().filter { $0.hasSuffix(".json") }.isEmpty)
  }

  @Test func aMapToAnUnknownIDFails() {
    #expect(throws: CatalogError.self) {
      try store.perform(
        ImportWorkouts(log: strongLog(), maps: [("Mystery Move", "no-such")], moment: march))
    }
  }

  @Test func moreSetsThanAWorkoutHoldsContinueInAnother() throws {
    let sets = (0..<150).map { set([.reps: 1], line: $0 + 2) }
    let log = ForeignLog(
      app: .fitnotes, variant: "FitNotes",
      workouts: [
        ForeignWorkout(
          key: "fitnotes|2024-01-10", date: day("2024-01-10"),
          exercises: [ForeignExercise(name: "Push Up", sets: sets, line: 2)], line: 2)
      ])
    _ = try store.perform(ImportWorkouts(log: log, moment: march)).outcome
    let menu = try store.menu(on: day("2024-01-10"))
    #expect(menu.workouts.map(\.sets.count) == [100, 50])
    #expect(menu.workouts[0].sets[0].completedAt?.text == "2024-01-10T12:00:00+09:00")
  }

  @Test func theMenuNoteKeepsWhatWasThereAndAddsEachNameOnce() {
    let workout = ForeignWorkout(key: "k", date: day("2024-01-01"), name: "Legs", line: 1)
    #expect(ImportWorkouts.note(nil, adding: workout) == "Legs")
    #expect(ImportWorkouts.note("heavy", adding: workout) == "heavy · Legs")
    #expect(ImportWorkouts.note("heavy · Legs", adding: workout) == "heavy · Legs")
  }
}

@Suite struct StoredCustomExerciseTests {
  @Test func aCustomExerciseUnderAnIDTheCatalogAddedLaterStillReadsAndWins() throws {
    let mine = Exercise(
      id: "trap-bar-deadlift", name: "Hex Bar Pull", kind: "weight-training",
      items: [.reps, .weight])
    let catalog = try Catalog.builtIn.adding(stored: [mine])
    #expect(catalog.exercise("trap-bar-deadlift")?.name == "Hex Bar Pull")
    #expect(catalog.exercise("trap-bar-deadlift")?.isCustom == true)
    #expect(catalog.exercises.count == Catalog.builtIn.exercises.count)
  }

  @Test func aNameABuiltInTookSinceStaysTheBuiltIns() throws {
    let mine = Exercise(
      id: "my-trap-bar", name: "Trap Bar Deadlift", aliases: ["tbdl"], kind: "weight-training",
      items: [.reps, .weight])
    let catalog = try Catalog.builtIn.adding(stored: [mine])
    #expect(catalog.find("Trap Bar Deadlift")?.id == "trap-bar-deadlift")
    #expect(catalog.find("tbdl")?.id == "my-trap-bar")
    #expect(throws: CatalogError.self) { try Catalog.builtIn.adding(custom: [mine]) }
  }
}

@Suite struct ImportEdgeTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  private func log(_ names: [String], key: (Int) -> String = { "fitnotes|\($0)" }) -> ForeignLog {
    ForeignLog(
      app: .fitnotes, variant: "FitNotes",
      workouts: names.enumerated().map { index, name in
        ForeignWorkout(
          key: key(index), date: day("2024-01-10"),
          exercises: [
            ForeignExercise(
              name: name,
              sets: [ForeignSet(values: SetValues([.reps: 5, .weight: 47.3]), line: index + 2)],
              line: index + 2)
          ], line: index + 2)
      })
  }

  @Test func aNewExerciseNeverTakesAnIDThatIsABuiltInsNameOrAlias() throws {
    // "Bäck Squat" makes the slug `back-squat`, an alias of squat: it must get an id of its own.
    let summary = try store.perform(
      ImportWorkouts(log: log(["Bäck Squat"]), createMissing: true, moment: march)
    ).outcome
    let id = try #require(summary.created.first?.id)
    #expect(id != "back-squat")
    #expect(try store.menu(on: day("2024-01-10")).workouts.map(\.exercise) == [id])
    let again = try store.perform(
      ImportWorkouts(log: log(["Bäck Squat"]), createMissing: true, moment: march)
    ).outcome
    #expect(again.alreadyImported == 1)
  }

  @Test func namesThatDifferOnlyInCaseAreOneNewExercise() throws {
    let summary = try store.perform(
      ImportWorkouts(
        log: log(["Zottman Curl X", "zottman  curl x"]), createMissing: true, moment: march)
    ).outcome
    #expect(summary.created.count == 1)
    #expect(summary.sets == 2)
  }

  @Test func twoWorkoutsOfTheFileWithOneKeyAreBothAdded() throws {
    let summary = try store.perform(
      ImportWorkouts(log: log(["Squat", "Deadlift"], key: { _ in "same" }), moment: march)
    ).outcome
    #expect(summary.alreadyImported == 0)
    #expect(try store.menu(on: day("2024-01-10")).workouts.count == 2)
  }

  @Test func importedWeightsKeepTheAppsPrecision() throws {
    _ = try store.perform(ImportWorkouts(log: log(["Squat"]), moment: march)).outcome
    #expect(try store.menu(on: day("2024-01-10")).workouts[0].sets[0].actual?[.weight] == 47.3)
  }

  @Test func aWkcExportOfTheSameImportIntoAnotherHomeAddsNothingThere() throws {
    let other = TempDirectory()
    let otherStore = Store(root: other.path)
    _ = try store.perform(ImportWorkouts(log: log(["Squat"]), moment: march)).outcome
    _ = try otherStore.perform(ImportWorkouts(log: log(["Squat"]), moment: march)).outcome
    let document = try StoreDocument.read(StoreDocument(store: store, dates: nil).json)
    let summary = try otherStore.perform(
      ImportStore(document: document, source: "a.json", moment: march)
    ).outcome
    #expect(summary.workoutsAdded == 0)
    #expect(try otherStore.menu(on: day("2024-01-10")).workouts.count == 1)
  }

  @Test func aCompactedExportIsWrittenInWkcsOwnLayout() throws {
    _ = try store.perform(ImportWorkouts(log: log(["Squat"]), moment: march)).outcome
    let json = try StoreDocument(store: store, dates: nil).json
    let object = try JSONSerialization.jsonObject(with: Data(json))
    let compact = try JSONSerialization.data(withJSONObject: object)
    let copy = TempDirectory()
    _ = try Store(root: copy.path).perform(
      ImportStore(
        document: try StoreDocument.read([UInt8](compact)), source: "c.json", moment: march))
    #expect(
      fileBytes(copy.path + "/menus/2024-01.json") == fileBytes(home.path + "/menus/2024-01.json"))
  }

  @Test func aMonthFileWithAByteOrderMarkExportsAsValidJSON() throws {
    _ = try store.perform(ImportWorkouts(log: log(["Squat"]), moment: march)).outcome
    let path = home.path + "/menus/2024-01.json"
    try Data([0xEF, 0xBB, 0xBF] + fileBytes(path)!).write(to: URL(fileURLWithPath: path))
    let json = try StoreDocument(store: store, dates: nil).json
    #expect((try? JSONSerialization.jsonObject(with: Data(json))) != nil)
  }
}

@Suite struct ImportValueTests {
  let home = TempDirectory()
  var store: Store { Store(root: home.path, lockWait: 0.2) }

  private func log(_ name: String, _ values: [ItemID: Double]) -> ForeignLog {
    ForeignLog(
      app: .hevy, variant: "Hevy",
      workouts: [
        ForeignWorkout(
          key: "hevy|1", date: day("2024-01-10"),
          exercises: [
            ForeignExercise(
              name: name, sets: [ForeignSet(values: SetValues(values), line: 2)], line: 2)
          ], line: 2)
      ])
  }

  @Test func aDistanceInATimeOnATreadmillBecomesItsSpeed() throws {
    _ = try store.perform(
      ImportWorkouts(
        log: log("Treadmill", [.distance: 5, .duration: 1800]),
        maps: [("Treadmill", "treadmill-run")], moment: march)
    ).outcome
    let set = try store.menu(on: day("2024-01-10")).workouts[0].sets[0]
    #expect(set.actual == SetValues([.speed: 10, .duration: 1800]))
  }

  @Test func halfARepStopsTheImportWithItsLine() {
    #expect(throws: ImportError.self) {
      try store.perform(ImportWorkouts(log: log("Squat", [.reps: 6.5]), moment: march))
    }
    #expect(home.entries().isEmpty)
  }
}

@Suite struct ExerciseNamingTests {
  @Test func punctuationAroundACatalogNameIsLeftOut() {
    let naming = ExerciseNaming(app: .strong, maps: [], catalog: Catalog.builtIn)
    #expect(naming.exercise(named: "Back Squat!")?.id == "squat")
    #expect(naming.exercise(named: "!!!") == nil)
  }
}
