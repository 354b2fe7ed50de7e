import Foundation
import Testing

@testable import WorkoutCore

extension Gym {
  /// Pegasus 40 (retire at 20 km, 5 km before wkc), the default of runs and trail runs; and
  /// Trail pair, meant for nothing in particular.
  func addShoes() throws {
    try store.perform(
      AddGear(
        gear: Gear(
          id: GearID("pegasus-40")!, name: "Pegasus 40", startDistance: 5, retireAt: 20,
          exercises: ["run", "trail-run"], added: day("2024-01-05"))))
    try store.perform(SetGearDefault(.set("pegasus-40", exercises: [])))
    try store.perform(
      AddGear(gear: Gear(id: GearID("trail")!, name: "Trail pair", added: day("2024-01-05"))))
  }

  /// The gear of each workout of a date's menu.
  func gear(_ date: String = "2024-01-05") throws -> [GearID?] { try workouts(date).map(\.gear) }
}

/// Which gear a workout gets when it is planned, logged, recorded, copied or applied.
@Suite struct WorkoutGearRuleTests {
  let gym = Gym()
  let pegasus = GearID("pegasus-40")!
  let trail = GearID("trail")!
  let run = TypedSets.sets(nil, [.distance: "5", .duration: "30m"])

  @Test func aNewWorkoutGetsItsExercisesDefaultUnlessOptedOut() throws {
    try gym.addShoes()
    try gym.log("run", run)
    try gym.log("run", run, gear: .optOut)
    try gym.add("run")
    try gym.add("squat")
    #expect(try gym.gear() == [pegasus, GearID.none, pegasus, nil])
  }

  @Test func recordWithGearGivesTheWorkoutThatGear() throws {
    try gym.addShoes()
    try gym.add("run", .sets(nil, [.distance: "5"]), gear: .optOut)
    let recorded = try gym.record("run", gear: .gear(trail))
    #expect(recorded.gearGiven == trail)
    #expect(try gym.gear() == [trail])
  }

  @Test func aCopyKeepsTheGear() throws {
    try gym.addShoes()
    try gym.add("run", .sets(nil, [.distance: "5"]), gear: .gear(trail))
    try gym.copy("2024-01-05", to: "2024-01-06")
    #expect(try gym.gear("2024-01-06") == [trail])
  }

  @Test func aTemplateKeepsNoGearAndAppliedWorkoutsGetTheirDefault() throws {
    try gym.addShoes()
    try gym.add("run", .sets(nil, [.distance: "5"]), gear: .gear(trail))
    try gym.save("r", from: "2024-01-05")
    #expect(gym.templatesText?.contains("gear") == false)
    let applied = try gym.apply("r", to: "2024-01-07")
    #expect(applied.added.map(\.gear) == [pegasus])
    #expect(try gym.gear("2024-01-07") == [pegasus])
  }
}

/// Issue 23, item 11: a pair's `since` date keeps it from every workout before it, wherever
/// the workout gets its gear.
@Suite struct GearSinceRuleTests {
  let gym = Gym()

  @Test func aDefaultNeverGoesToAWorkoutBeforeTheGearsSinceDate() throws {
    try gym.store.perform(
      AddGear(
        gear: Gear(
          id: GearID("new-pair")!, name: "New pair", exercises: ["run"],
          added: day("2024-01-06"), since: day("2024-01-06"))))
    try gym.store.perform(SetGearDefault(.set("new-pair", exercises: [])))
    // Planned on 2024-01-05, the day before the pair's first run: no gear, and none when
    // the first result is recorded by `run` or `record`.
    try gym.add("run", .sets(nil, [.distance: "5"]))
    #expect(try gym.gear() == [nil])
    let recorded = try gym.record("run", gear: .automatic)
    #expect(recorded.gearGiven == nil)
    #expect(try gym.gear() == [nil])
    try gym.add("run", on: "2024-01-06", .sets(nil, [.distance: "5"]))
    #expect(try gym.gear("2024-01-06") == [GearID("new-pair")])
  }
}
