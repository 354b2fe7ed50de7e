import Testing

@testable import WorkoutCore

/// Rounds to the nearest 2.5 kg, as a 20 kg bar with 1.25 kg plates loads.
private func onPlates(_ kg: Double) -> Double { (kg / 2.5).rounded() * 2.5 }

private func weights(_ sets: [WorkoutSet]) -> [Double] { sets.compactMap { $0.planned[.weight] } }
private func reps(_ sets: [WorkoutSet]) -> [Double] { sets.compactMap { $0.planned[.reps] } }

@Suite struct WarmupRampTests {
  @Test func theStandardRampFor140IsBarThenFortySixtyEightyPercent() {
    let sets = WarmupRamp.standard.sets(before: 140, rest: 180, bar: 20, loadable: onPlates)
    #expect(weights(sets) == [20, 55, 85, 112.5])
    #expect(reps(sets) == [10, 5, 3, 2])
    #expect(sets.allSatisfy { $0.kind == .warmup && $0.isOpen })
  }

  @Test func warmUpRestIsHalfTheWorkingRestAndNeverBelowThirtySeconds() {
    let long = WarmupRamp.standard.sets(before: 140, rest: 185, bar: 20, loadable: onPlates)
    #expect(long.map { $0.planned[.rest] } == Array(repeating: 90, count: 4))
    let short = WarmupRamp.standard.sets(before: 140, rest: 40, bar: 20, loadable: onPlates)
    #expect(short.map { $0.planned[.rest] } == Array(repeating: 30, count: 4))
    let shorter = WarmupRamp.standard.sets(before: 140, rest: 20, bar: 20, loadable: onPlates)
    #expect(shorter.map { $0.planned[.rest] } == Array(repeating: 20, count: 4))
    let none = WarmupRamp.standard.sets(before: 140, rest: nil, bar: 20, loadable: onPlates)
    #expect(none.allSatisfy { $0.planned[.rest] == nil })
  }

  @Test func stepsNoHeavierThanTheLastOrAsHeavyAsTheWorkingWeightAreLeftOut() {
    // 40 % of 50 is the bar again; 80 % rounds to 40.
    let sets = WarmupRamp.standard.sets(before: 50, rest: 120, bar: 20, loadable: onPlates)
    #expect(weights(sets) == [20, 30, 40])
    #expect(reps(sets) == [10, 3, 2])
    // Working at the bar's weight leaves nothing to warm up with.
    #expect(WarmupRamp.standard.sets(before: 20, rest: 120, bar: 20, loadable: onPlates).isEmpty)
  }

  @Test func aShareBelowTheBarLoadsTheBar() throws {
    let ramp = try WarmupRamp.parse("30%x8,70%x3")
    let sets = ramp.sets(before: 60, rest: 90, bar: 20, loadable: onPlates)
    #expect(weights(sets) == [20, 42.5])
  }

  @Test(arguments: [
    ("bar x10,40%x5,60%x3,80%x2", WarmupRamp.standard),
    (
      " 50%x5, 70% × 3 ,85%X1",
      WarmupRamp(steps: [
        .init(load: .percent(50), reps: 5), .init(load: .percent(70), reps: 3),
        .init(load: .percent(85), reps: 1),
      ])
    ),
    ("BAR×12", WarmupRamp(steps: [.init(load: .bar, reps: 12)])),
    ("42.5%x4", WarmupRamp(steps: [.init(load: .percent(42.5), reps: 4)])),
  ])
  func typedRampsRead(text: String, ramp: WarmupRamp) throws {
    #expect(try WarmupRamp.parse(text) == ramp)
  }

  @Test func theTextOfARampReadsBackTheSame() throws {
    #expect(WarmupRamp.standard.description == "bar x10,40%x5,60%x3,80%x2")
    let ramp = try WarmupRamp.parse("bar x8, 42.5%x5, 85%x1")
    #expect(try WarmupRamp.parse(ramp.description) == ramp)
  }

  @Test(arguments: [
    ("", "a step is empty"), ("50%x5,,70%x3", "a step is empty"),
    ("50%", "'50%' has no x between load and reps"),
    ("50%x0", "reps of '50%x0' must be a whole number from 1 to 100"),
    ("50%x-1", "reps of '50%x-1' must be a whole number from 1 to 100"),
    ("50%x101", "reps of '50%x101' must be a whole number from 1 to 100"),
    ("50x5", "the load of '50x5' must be bar or a percentage below 100, like 40%"),
    ("100%x1", "the load of '100%x1' must be bar or a percentage below 100, like 40%"),
    ("0%x5", "the load of '0%x5' must be bar or a percentage below 100, like 40%"),
    ("nan%x5", "the load of 'nan%x5' must be bar or a percentage below 100, like 40%"),
    ("70%x3,50%x5", "each step must be heavier than the one before"),
    ("50%x5,bar x10", "each step must be heavier than the one before"),
    (
      "10%x1,20%x1,30%x1,40%x1,50%x1,60%x1,70%x1,80%x1,90%x1,95%x1,99%x1",
      "a ramp has at most 10 steps, not 11"
    ),
  ])
  func badRampsSayWhy(text: String, reason: String) {
    // Text that is no ramp is malformed; a ramp with a value out of range or order is invalid.
    let malformed =
      reason.hasPrefix("a step is empty") || reason.contains("has no x")
      || text == "50x5" || text == "nan%x5"
    let expected: WarmupRampError =
      malformed ? .malformed(text: text, reason: reason) : .invalid(text: text, reason: reason)
    #expect(throws: expected) { try WarmupRamp.parse(text) }
  }

  @Test(arguments: [
    ("bar x10", true), ("bar×5,50%x5", true), ("50%x5", true), ("BAR X3", true),
    ("squat", false), ("barbell-row", false), ("bar", false), ("box-squat", false),
    ("5x50", false), ("", false),
  ])
  func aRampIsToldFromAnExercise(text: String, isRamp: Bool) {
    #expect(WarmupRamp.looksLikeRamp(text) == isRamp)
  }
}
