import Foundation
import Testing

@testable import WorkoutCore

/// Pegasus 40 with `retireAt` and `startDistance`, never checked (as a hand-edited file holds).
private func shoes(retireAt: Double? = 800, startDistance: Double = 0) -> Gear {
  Gear(
    id: GearID("pegasus")!, name: "Pegasus 40", startDistance: startDistance,
    retireAt: retireAt, exercises: ["run"], added: day("2024-01-01"))
}

/// A run of `km` done, carrying `gear`.
private func doneRun(_ id: String, km: Double, gear: GearID?) -> Workout {
  let values = SetValues([.distance: km, .duration: 1800])
  return Workout(
    id: wid(id), exercise: "run",
    sets: [
      WorkoutSet(
        planned: PlannedSet(values), actual: values,
        completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    ], gear: gear)
}

// MARK: - Distances

@Suite struct GearLimitTests {
  @Test(arguments: [0, 0.5, 1e-300])
  func aRetireDistanceBelowOneKilometreIsRefused(km: Double) {
    let error = #expect(throws: GearError.self) { try Gear.check(shoes(retireAt: km)) }
    #expect(
      error?.message.hasPrefix("the retire distance must be between 1 km and 1000000 km") == true,
      "\(error?.message ?? "")")
  }

  @Test(arguments: [-1, Double.nan, Double.infinity, 1_000_001])
  func aStartDistanceOutOfRangeIsRefused(km: Double) {
    let error = #expect(throws: GearError.self) { try Gear.check(shoes(startDistance: km)) }
    #expect(
      error?.message.hasPrefix("the start distance must be between 0 km and 1000000 km") == true)
  }

  @Test func aRetireDistanceOfOneKilometreIsAccepted() throws {
    try Gear.check(shoes(retireAt: 1))
  }

  @Test func thePercentOfATinyRetireDistanceIsClampedInsteadOfTrapping() {
    var use = GearUse()
    use.distance = 5
    let summary = GearSummary(gear: shoes(retireAt: 1e-300), use: use)
    #expect(summary.percentOfRetire == GearSummary.maximumPercent)
  }

  @Test func thePercentIsRoundedDown() {
    var use = GearUse()
    use.distance = 17
    #expect(GearSummary(gear: shoes(retireAt: 20), use: use).percentOfRetire == 85)
    #expect(GearSummary(gear: shoes(retireAt: nil), use: use).percentOfRetire == nil)
  }

  @Test func theDistanceIsFreeOfTheNoiseOfAddingMany() {
    var use = GearUse()
    use.distance = 0.1 + 0.2
    #expect(use.distance != 0.3)
    #expect(GearSummary(gear: shoes(), use: use).distance == 0.3)
    #expect(Gear.rounded(km: 1748.8750799999998) == 1748.87508)
  }
}

// MARK: - Opting out

@Suite struct GearOptOutTests {
  @Test func theOptOutMarkerIsNoneAndNoGearID() {
    #expect(GearID.none.rawValue == "none")
    #expect(GearID.none.isNone)
    #expect(GearID("none") == nil)
  }

  @Test func anOptedOutWorkoutCountsForNoGear() {
    let menu = Menu(date: day("2024-01-05"), workouts: [doneRun("wa", km: 5, gear: GearID.none)])
    #expect(GearUse.uses(in: [menu]).isEmpty)
  }

  @Test func recordingAutomaticallyKeepsAnOptOut() throws {
    var file = GearFile()
    try file.add(shoes())
    try file.setDefault(shoes().id, for: ["run"])
    let optedOut = doneRun("wa", km: 5, gear: GearID.none)
    let undecided = doneRun("wb", km: 5, gear: nil)
    #expect(try file.gear(of: optedOut, recording: .automatic, firstResult: true) == GearID.none)
    #expect(try file.gear(of: undecided, recording: .automatic, firstResult: true) == shoes().id)
  }

  @Test func aMenuWithAnOptedOutWorkoutPassesTheGearCheck() throws {
    let menu = Menu(date: day("2024-01-05"), workouts: [doneRun("wa", km: 5, gear: GearID.none)])
    try GearFile().checkGear(of: menu)
  }
}

// MARK: - Names

@Suite struct GearNameTests {
  @Test func addingANameOtherGearHasInAnyCaseIsRefused() throws {
    var file = GearFile()
    try file.add(shoes())
    var other = shoes()
    other.id = GearID("other")!
    other.name = "PEGASUS 40"
    #expect(throws: GearError.invalid("pegasus is already named 'Pegasus 40'; give another name")) {
      try file.checkNameFree(other)
    }
  }

  @Test func renamingToANameOtherGearHasIsRefused() throws {
    var file = GearFile()
    try file.add(shoes())
    var other = shoes()
    other.id = GearID("other")!
    other.name = "Other"
    try file.add(other)
    other.name = "pegasus 40"
    #expect(throws: GearError.self) { try file.checkNameFree(other) }
  }

  @Test func changingTheCaseOfItsOwnNameIsAllowed() throws {
    var file = GearFile()
    try file.add(shoes())
    var same = shoes()
    same.name = "PEGASUS 40"
    try file.checkNameFree(same)
  }
}

// MARK: - Import

@Suite struct GearOnImportTests {
  @Test func onlyExercisesWithADistanceOrASpeedTakeGear() {
    #expect(builtIn("run").takesGear)
    #expect(!builtIn("bench-press").takesGear)
  }
}

// MARK: - The index a view saves

@Suite struct RebuiltIndexTests {
  @Test func aViewDoesNotSaveARebuiltIndexWhenAMonthFileAppearedMeanwhile() throws {
    let fixture = StoreFixture()
    try fixture.put(Menu(date: day("2024-01-05"), workouts: [doneRun("wa", km: 5, gear: nil)]))
    let indexPath = fixture.root + "/index.json"
    try? FileManager.default.removeItem(atPath: indexPath)
    try fixture.store.read { transaction in
      _ = try transaction.loadIndex()
      // Another writer adds a month while the view works.
      try FileManager.default.copyItem(
        atPath: fixture.januaryPath, toPath: fixture.root + "/menus/2024-02.json")
      transaction.saveRebuiltIndex()
    }
    #expect(!FileManager.default.fileExists(atPath: indexPath))
  }

  @Test func aViewSavesTheIndexItRebuilt() throws {
    let fixture = StoreFixture()
    try fixture.put(Menu(date: day("2024-01-05"), workouts: [doneRun("wa", km: 5, gear: nil)]))
    let indexPath = fixture.root + "/index.json"
    try? FileManager.default.removeItem(atPath: indexPath)
    try fixture.store.read { transaction in
      _ = try transaction.loadIndex()
      transaction.saveRebuiltIndex()
    }
    #expect(FileManager.default.fileExists(atPath: indexPath))
  }
}
