import Foundation
import Testing

@testable import WorkoutCore

/// Kilograms in a pound, exactly.
private let pound = 0.45359237

/// `suggest`: the progression rule's plan of the next session, read from the store.
@Suite struct SuggestTests {
  let gym = Gym()

  @Test func theIncrementGoesOnTheWeightLiftedNotOnThePlan() throws {
    try gym.benchDoneHeavierThanPlanned(on: "2024-01-03")
    let suggestion = try gym.suggest("bench-press")
    #expect(suggestion.sets.map { $0[.weight] } == [67.5, 67.5])
    #expect(suggestion.sets.map { $0[.reps] } == [5, 5])
    #expect(suggestion.reason.contains("+2.5 kg on the 65 kg lifted"), "\(suggestion.reason)")
  }

  @Test func aShortSessionRepeatsTheWeightLifted() throws {
    try gym.add("bench-press", on: "2024-01-03", .sets("1", [.reps: "5", .weight: "60"]))
    try gym.record("bench-press", on: "2024-01-03", [.weight: "65", .reps: "4"])
    let suggestion = try gym.suggest("bench-press")
    #expect(suggestion.sets.map(\.values) == [SetValues([.reps: 5, .weight: 65, .rest: 150])])
    #expect(suggestion.reason.contains("(65 kg) again"), "\(suggestion.reason)")
  }

  @Test func aShortSetRepeatsThePlan() throws {
    try gym.benchSessions([("2024-01-03", [10, 10, 8])])
    let suggestion = try gym.suggest("bench-press")
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets.map { $0[.weight] } == [60, 60, 60])
  }

  @Test func threeShortSessionsInARowDeload() throws {
    try gym.benchSessions([
      ("2024-01-01", [10, 9, 8]), ("2024-01-03", [10, 9, 8]), ("2024-01-04", [9, 9, 8]),
    ])
    let suggestion = try gym.suggest("bench-press")
    #expect(suggestion.kind == .deload)
    // 60 × 0.9 = 54, to the nearest 2.5 kg: 55.
    #expect(suggestion.sets.first?[.weight] == 55)
  }

  @Test func aLifterInPoundsGoesUpFivePounds() throws {
    var gym = gym
    gym.settingsFile.values[.units] = "lb"
    try gym.log("bench-press", on: "2024-01-03", .sets("3", [.reps: "5", .weight: "135lb"]))
    let suggestion = try gym.suggest("bench-press")
    let pounds = try suggestion.sets.map { try #require($0[.weight]) / pound }
    #expect(pounds.allSatisfy { abs($0 - 140) < 1e-9 }, "\(pounds)")
    #expect(suggestion.reason.contains("+5 lb"), "\(suggestion.reason)")
  }

  @Test func onlyTheWorkingSetsAreProgressed() throws {
    try gym.logAHeavyWarmUp()
    let suggestion = try gym.suggest("bench-press")
    #expect(suggestion.sets.count == 1)
    #expect(suggestion.sets.first?[.weight] == 62.5)
  }

  @Test func aSuggestionWritesNothing() throws {
    try gym.benchSessions([("2024-01-03", [10, 10, 10])])
    let before = gym.snapshot()
    _ = try gym.suggest("bench-press")
    #expect(gym.snapshot() == before)
  }

  @Test func anExerciseNeverDoneHasNothingToProgressFromAndCreatesNothing() throws {
    let suggestion = try gym.suggest("squat")
    #expect(suggestion.kind == .first)
    #expect(suggestion.reason.contains("no results yet"))
    #expect(!FileManager.default.fileExists(atPath: gym.fixture.root))
  }
}

/// `add --progress` and `template apply --progress`: sets planned by the progression rule.
@Suite struct PlanByProgressionTests {
  let gym = Gym()

  private func weights(_ date: String = "2024-01-05") throws -> [[Double?]] {
    try gym.workouts(date).map { $0.sets.map { $0.planned[.weight] } }
  }

  @Test func addPlansTheSuggestion() throws {
    try gym.benchSessions([("2024-01-03", [10, 10, 10])])
    let added = try gym.add("bench-press", on: "2024-01-06", progress: true)
    #expect(added.suggestion?.kind == .increase)
    #expect(try weights("2024-01-06") == [[62.5, 62.5, 62.5]])
  }

  @Test func addPlansFromTheWeightLifted() throws {
    try gym.benchDoneHeavierThanPlanned(on: "2024-01-03")
    try gym.add("bench-press", progress: true)
    #expect(try weights() == [[67.5, 67.5]])
  }

  @Test func addPlansFromTheWorkingSetsOnly() throws {
    try gym.logAHeavyWarmUp()
    try gym.add("bench-press", on: "2024-01-06", progress: true)
    #expect(try weights("2024-01-06") == [[62.5]])
  }

  @Test func applyLoadsFromTheWeightLifted() throws {
    try gym.benchDoneHeavierThanPlanned(on: "2024-01-03")
    try gym.save("push", from: "2024-01-03")
    try gym.apply("push", progress: true)
    #expect(try weights() == [[67.5, 67.5]])
  }

  @Test func applyPlansEachExerciseByTheRule() throws {
    try gym.benchSessions([("2024-01-03", [10, 10, 10])])
    try gym.add("squat", on: "2024-01-03", .sets("2", [.weight: "80"]))
    try gym.save("push", from: "2024-01-03")
    let applied = try gym.apply("push", to: "2024-01-06", progress: true)
    #expect(applied.suggestions.map(\.exercise) == ["bench-press", "squat"])
    #expect(applied.suggestions.map(\.suggestion.kind) == [.increase, .first])
    #expect(try weights("2024-01-06") == [[62.5, 62.5, 62.5], [80, 80]])
  }

  @Test func applyKeepsTheTemplatesSetsAndLoadsEachExerciseOnce() throws {
    try gym.add("squat", on: "2024-01-02", .sets("3", [.reps: "5", .weight: "100"]))
    try gym.add("squat", on: "2024-01-02", .sets("2", [.reps: "8", .weight: "80"]))
    try gym.save("legs", from: "2024-01-02")
    try gym.log("squat", on: "2024-01-03", .each("5x100"))
    let applied = try gym.apply("legs", to: "2024-01-06", progress: true)
    #expect(applied.suggestions.map(\.exercise) == ["squat"])
    #expect(try weights("2024-01-06") == [[105, 105, 105], [80, 80]])
  }

  @Test func applyKeepsWarmUpsAsSaved() throws {
    try gym.logAHeavyWarmUp()
    try gym.save("bench", from: "2024-01-03")
    try gym.apply("bench", to: "2024-01-06", progress: true)
    #expect(try gym.sets("2024-01-06").map(\.kind) == [.warmup, .working])
    #expect(try weights("2024-01-06") == [[100, 62.5]])
  }
}
