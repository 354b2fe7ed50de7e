import Foundation
import Testing

@testable import WorkoutCore

/// A run of `km` done on `date` with `gear`, as one done set.
private func run(
  _ id: String, km: Double, gear: String?, exercise: ExerciseID = "run", done: Bool = true
) -> Workout {
  let values = SetValues([.distance: km, .duration: km * 360])
  let set =
    done
    ? WorkoutSet(
      planned: PlannedSet(values), actual: values,
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    : WorkoutSet(planned: PlannedSet(values))
  return Workout(id: wid(id), exercise: exercise, sets: [set], gear: gear.flatMap { GearID($0) })
}

private let pegasus = Gear(
  id: GearID("pegasus")!, name: "Pegasus 40", startDistance: 100, retireAt: 120,
  exercises: ["run"], added: day("2024-01-01"))

/// A store holding `pegasus` as the default of runs.
private func gearStore() throws -> StoreFixture {
  let fixture = StoreFixture()
  try fixture.store.update { transaction in
    var file = GearFile()
    try file.add(pegasus)
    try file.setDefault(pegasus.id, for: ["run"])
    try transaction.setGear(file)
  }
  return fixture
}

// MARK: - The gear file

@Suite struct GearFileTests {
  @Test func aGearFileRoundTripsWithSortedKeys() throws {
    var file = GearFile()
    try file.add(pegasus)
    try file.add(
      Gear(
        id: GearID("bike")!, name: "Bike", kind: .bike, note: "road", retired: day("2024-02-01"),
        added: day("2023-01-01")))
    try file.setDefault(pegasus.id, for: ["run", "trail-run"])
    var json = JSONWriter()
    json.write(file)
    #expect(json.text.hasPrefix("{\n  \"defaults\": {\n    \"run\": \"pegasus\","))
    #expect(
      json.text.contains(
        "\"retireAt\": null,\n      \"retired\": \"2024-02-01\",\n      \"since\": null"))
    #expect(json.text.hasSuffix("  ],\n  \"version\": 2\n}\n"))
    let read = try readJSON(json.text) { reader throws(JSONError) in try reader.readGearFile() }
    #expect(read == file)
    #expect(read.gear.map(\.id.rawValue) == ["bike", "pegasus"])
  }

  @Test func aDefaultNamingGearNotInTheFileIsRefused() {
    let text = #"{"defaults": {"run": "ghost"}, "gear": [], "version": 1}"#
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in try reader.readGearFile() }
    }
    #expect(error?.message == "the default of run is 'ghost', which is not in `gear`")
  }

  @Test func aNewerGearFileIsRefusedNamingItsVersion() throws {
    let fixture = StoreFixture()
    writeFile(fixture.root + "/gear.json", #"{"gear": [], "version": 3, "shoes": 1}"#)
    let error = #expect(throws: StoreError.self) { try fixture.store.gear() }
    #expect(error?.message.contains("gear.json") == true)
    #expect(error?.message.contains("version 3 is newer than this wkc reads (2)") == true)
  }

  @Test func aCorruptGearFileIsRefusedNamingLineAndColumn() {
    let fixture = StoreFixture()
    writeFile(fixture.root + "/gear.json", "{\n  \"gear\": [\n    {\"id\": 3}\n  ],\n")
    let error = #expect(throws: StoreError.self) { try fixture.store.gear() }
    #expect(
      error?.message.contains("gear.json: line 3, column 12") == true, "\(error?.message ?? "")")
  }

  @Test func twoPiecesOfOneIdAreRefused() {
    let one = #"{"added": "2024-01-01", "id": "a", "name": "A"}"#
    let text = #"{"gear": ["# + one + ", " + one + #"], "version": 1}"#
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in try reader.readGearFile() }
    }
    #expect(error?.message == "two pieces of gear have the id 'a'")
  }

  @Test func noneIsNotAGearID() {
    #expect(GearID("none") == nil)
    #expect(GearID("Pegasus") == nil)
    #expect(GearID("pegasus-40") != nil)
    #expect(GearChoice("none") == .optOut)
  }

  @Test(arguments: [
    ("800", 800.0), ("800km", 800), ("500mi", 804.672), ("500 mi", 804.672), ("1200m", 1.2),
  ])
  func distancesAreReadInKilometres(text: String, km: Double) throws {
    let read = try #require(Gear.distance(text))
    #expect(abs(read - km) < 1e-9)
  }

  @Test func gearIsFoundByIdOrNameAndOtherwiseSuggested() throws {
    var file = GearFile()
    try file.add(pegasus)
    #expect(file.find("Pegasus 40")?.id == pegasus.id)
    #expect(throws: GearError.notFound("pegasu", suggestions: [pegasus.id])) {
      try file.named("pegasu")
    }
    #expect(throws: GearError.unknown("pegasos", suggestions: [pegasus.id])) {
      try file.checked(GearID("pegasos")!)
    }
  }
}

// MARK: - Distance

@Suite struct GearDistanceTests {
  @Test func doneSetsCountWarmUpsIncludedAndOpenOrSkippedOnesDoNot() {
    let done = SetValues([.distance: 5])
    let workout = Workout(
      id: wid("wa"), exercise: "run",
      sets: [
        WorkoutSet(planned: PlannedSet(done, kind: .warmup), actual: done),
        WorkoutSet(planned: PlannedSet(done), actual: done),
        WorkoutSet(planned: PlannedSet(done)),
        WorkoutSet(planned: PlannedSet(done), actual: done, skipped: true),
      ])
    #expect(workout.gearDistance == 10)
  }

  @Test func aSetWithSpeedAndDurationButNoDistanceCountsSpeedTimesDuration() {
    let values = SetValues([.speed: 10, .duration: 1800, .incline: 1])
    let workout = Workout(
      id: wid("wa"), exercise: "treadmill-run",
      sets: [WorkoutSet(planned: PlannedSet(values), actual: values)])
    #expect(workout.gearDistance == 5)
  }

  @Test func usesCountWorkoutsAndFirstAndLastDates() {
    let uses = GearUse.uses(in: [
      Menu(date: day("2024-01-03"), workouts: [run("wa", km: 5, gear: "pegasus")]),
      Menu(
        date: day("2024-01-10"),
        workouts: [run("wb", km: 8, gear: "pegasus"), run("wc", km: 3, gear: nil)]),
    ])
    let use = uses[GearID("pegasus")!]
    #expect(use?.distance == 13)
    #expect(use?.uses == 2)
    #expect(use?.first == day("2024-01-03"))
    #expect(use?.last == day("2024-01-10"))
    #expect(uses.count == 1)
  }
}

// MARK: - Store

@Suite struct GearStoreTests {
  @Test func summariesComeFromTheIndexWrittenWithEachMonth() throws {
    let fixture = try gearStore()
    // The first view builds the index; each write then keeps it exact.
    _ = try fixture.store.gearSummaries()
    try fixture.put(
      Menu(date: day("2024-01-03"), workouts: [run("wa", km: 5, gear: "pegasus")]),
      Menu(date: day("2024-02-03"), workouts: [run("wb", km: 7, gear: "pegasus")]))
    let index = try #require(fileText(fixture.root + "/index.json"))
    #expect(index.contains(#""pegasus":"2024-01:5:1:1:2024-01-03:2024-01-03;2024-02:7:1:1:"#))
    let summary = try #require(try fixture.store.gearSummaries().first)
    #expect(summary.distance == 112)
    #expect(summary.use.uses == 2)
    #expect(summary.use.first == day("2024-01-03"))
  }

  @Test func aStaleIndexIsRebuiltWithTheGearOfAMonthEditedByHand() throws {
    let fixture = try gearStore()
    try fixture.put(Menu(date: day("2024-01-03"), workouts: [run("wa", km: 5, gear: "pegasus")]))
    let path = fixture.januaryPath
    let text = try #require(fileText(path)).replacingOccurrences(
      of: "\"distance\": 5", with: "\"distance\": 9")
    _ = try fixture.store.gearSummaries()
    writeFile(path, text)
    #expect(try fixture.store.gearSummaries().first?.use.distance == 9)
  }

  @Test func crossingTheRetireDistanceIsReportedOnceByTheWriteThatCrossesIt() throws {
    let fixture = try gearStore()
    let first = try fixture.store.perform(
      Put(Menu(date: day("2024-01-03"), workouts: [run("wa", km: 15, gear: "pegasus")])))
    #expect(first.gear.crossings.isEmpty)
    let second = try fixture.store.perform(
      Put(Menu(date: day("2024-01-04"), workouts: [run("wb", km: 6, gear: "pegasus")])))
    #expect(second.gear.crossings.map(\.distance) == [121])
    #expect(second.gear.crossings.map(\.retireAt) == [120])
    let third = try fixture.store.perform(
      Put(Menu(date: day("2024-01-05"), workouts: [run("wc", km: 6, gear: "pegasus")])))
    #expect(third.gear.crossings.isEmpty)
  }

  @Test func retiredGearGivenToAWorkoutIsReported() throws {
    let fixture = try gearStore()
    _ = try fixture.store.perform(RetireGear(gear: "pegasus", date: day("2024-01-04"))).outcome
    let outcome = try fixture.store.perform(
      Put(Menu(date: day("2024-01-03"), workouts: [run("wa", km: 1, gear: "pegasus")])))
    #expect(outcome.gear.retiredUsed.map(\.id) == [pegasus.id])
  }

  @Test func aDefaultIsGivenToANewWorkoutUnlessOptedOut() throws {
    let fixture = try gearStore()
    let moment = Moment(seconds: 1_704_412_800, zone: FixedOffset(seconds: 32400))
    let sets = NewSets(count: 1, common: PlannedSet(SetValues([.distance: 5, .duration: 1800])))
    let logged = try fixture.store.perform(
      LogSets(
        exercise: builtIn("run"), date: day("2024-01-05"), sets: sets, catalog: catalog,
        moment: moment)
    ).outcome
    #expect(logged.workout.gear == pegasus.id)
    let optedOut = try fixture.store.perform(
      LogSets(
        exercise: builtIn("run"), date: day("2024-01-05"), sets: sets, catalog: catalog,
        moment: moment, gear: .optOut)
    ).outcome
    #expect(optedOut.workout.gear == GearID.none)
    let walk = try fixture.store.perform(
      AddWorkout(
        exercise: builtIn("walk"), date: day("2024-01-06"), catalog: catalog,
        moment: moment)
    ).outcome
    #expect(walk.workout.gear == nil)
  }

  @Test func unknownGearIsRefusedAndNothingIsWritten() throws {
    let fixture = try gearStore()
    let before = fixture.snapshot()
    let moment = Moment(seconds: 1_704_412_800, zone: FixedOffset(seconds: 32400))
    #expect(throws: GearError.unknown("pegasos", suggestions: [pegasus.id])) {
      try fixture.store.perform(
        AddWorkout(
          exercise: builtIn("run"), date: day("2024-01-06"), catalog: catalog,
          moment: moment, gear: .gear(GearID("pegasos")!)))
    }
    #expect(fixture.snapshot() == before)
  }

  @Test func removingGearInUseIsRefusedUnlessConfirmedThenUnlinksEveryWorkout() throws {
    let fixture = try gearStore()
    try fixture.put(
      Menu(date: day("2024-01-03"), workouts: [run("wa", km: 5, gear: "pegasus")]),
      Menu(date: day("2024-02-03"), workouts: [run("wb", km: 7, gear: "pegasus")]))
    #expect(throws: GearError.inUse(pegasus.id, workouts: 2)) {
      try fixture.store.perform(RemoveGear(gear: "pegasus", confirmed: false))
    }
    let removed = try fixture.store.perform(RemoveGear(gear: "pegasus", confirmed: true)).outcome
    #expect(removed.unlinked == 2)
    #expect(removed.droppedDefaults == ["run"])
    #expect(try fixture.store.menu(on: day("2024-02-03")).workouts.first?.gear == nil)
    #expect(try fixture.store.gear().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: fixture.root + "/gear.json"))
  }

  @Test func retiringDropsTheDefaults() throws {
    let fixture = try gearStore()
    let outcome = try fixture.store.perform(RetireGear(gear: "pegasus", date: day("2024-03-01")))
      .outcome
    #expect(outcome.droppedDefaults == ["run"])
    #expect(try fixture.store.gear().defaults.isEmpty)
    #expect(try fixture.store.gear()[pegasus.id]?.retired == day("2024-03-01"))
  }

  @Test func theExportCarriesTheGearFileByteForByte() throws {
    let fixture = try gearStore()
    let document = try StoreDocument(store: fixture.store, dates: nil)
    let bytes = try #require(fileBytes(fixture.root + "/gear.json"))
    #expect(document.gear == bytes)
    let read = try StoreDocument.read(document.json)
    let other = StoreFixture()
    let moment = Moment(seconds: 1_704_412_800, zone: FixedOffset(seconds: 32400))
    _ = try other.store.perform(ImportStore(document: read, source: "x", moment: moment)).outcome
    #expect(fileBytes(other.root + "/gear.json") == bytes)
  }
}

/// A write of whole menus, as a test makes it.
private struct Put: StoreOperation {
  let menu: Menu

  init(_ menu: Menu) { self.menu = menu }

  func apply(to transaction: inout StoreTransaction) throws {
    try transaction.put(menu)
  }
}
