import Foundation
import Testing

@testable import WorkoutCore

/// A history of sets ending on Wed 2024-01-03, and the warm-up ramp its warm-ups were made by.
struct ProgressionHistory: CustomTestStringConvertible, Sendable {
  var name: String
  var pounds = false
  var ramp: WarmupRamp? = nil
  var make: @Sendable (Gym) throws -> Void

  var testDescription: String { name }

  static let all: [ProgressionHistory] = [
    ProgressionHistory(name: "working sets reached") { gym in
      try gym.log("bench-press", on: "2024-01-03", .each("5x60", "5x60", "5x60"))
    },
    ProgressionHistory(name: "warm-ups of the standard ramp, kg", ramp: .standard) { gym in
      try gym.log(
        "squat", on: "2024-01-03",
        .each("w:10x20", "w:5x55", "w:3x85", "w:2x112.5", "5x140", "5x140", "5x140"))
    },
    ProgressionHistory(name: "warm-ups of the standard ramp, lb", pounds: true, ramp: .standard) {
      gym in
      try gym.log(
        "squat", on: "2024-01-03",
        .each("w:10x45", "w:5x90", "w:3x135", "w:2x180", "5x225", "5x225", "5x225"))
    },
    ProgressionHistory(name: "warm-ups of a ramp of their own", ramp: try! .parse("50%x5,75%x3")) {
      gym in
      try gym.log("deadlift", on: "2024-01-03", .each("w:5x90", "w:3x135", "5x180"))
    },
    ProgressionHistory(name: "warm-ups without a bar") { gym in
      try gym.log("goblet-squat", on: "2024-01-03", .each("w:10x10", "10x24", "10x24"))
    },
    ProgressionHistory(name: "a set fell short") { gym in
      try gym.benchSessions([("2024-01-03", [10, 10, 8])])
    },
    ProgressionHistory(name: "three short sessions: a deload") { gym in
      try gym.benchSessions([
        ("2024-01-01", [10, 9, 8]), ("2024-01-02", [10, 9, 8]), ("2024-01-03", [9, 9, 8]),
      ])
    },
    ProgressionHistory(name: "lifted heavier than planned") { gym in
      try gym.benchDoneHeavierThanPlanned(on: "2024-01-03")
    },
    ProgressionHistory(name: "a drop set") { gym in
      try gym.log("bench-press", on: "2024-01-03", .each("5x80", "5x80", "d:10x60"))
    },
    ProgressionHistory(name: "a failure set") { gym in
      try gym.log("bench-press", on: "2024-01-03", .each("5x80", "f:12x60"))
    },
    ProgressionHistory(name: "a superset") { gym in
      try gym.planSuperset(on: "2024-01-03")
      for exercise in ["bench-press", "barbell-row"] {
        for _ in 1...3 { try gym.record(exercise, on: "2024-01-03", result: .asPlanned) }
      }
    },
    ProgressionHistory(name: "timed sets") { gym in
      try gym.log("plank", on: "2024-01-03", .sets("3", [.duration: "60"]))
    },
    ProgressionHistory(name: "a distance") { gym in
      try gym.log("run", on: "2024-01-03", .sets("1", [.distance: "5", .duration: "25:00"]))
    },
    ProgressionHistory(name: "reps without weight") { gym in
      try gym.log("pull-up", on: "2024-01-03", .sets("3", [.reps: "8"]))
    },
  ]
}

/// `template apply --progress` plans what `suggest` and `add --progress --warmup` plan: one rule
/// (`Suggestion.plan`) for both.
@Suite struct ProgressedPlanTests {
  @Test(arguments: ProgressionHistory.all)
  func applyAgreesWithSuggestAndAddProgress(history: ProgressionHistory) throws {
    var gym = Gym()
    if history.pounds { gym.settingsFile.values[.units] = "lb" }
    try history.make(gym)
    try gym.save("last", from: "2024-01-03")
    let applied = try gym.apply("last", to: "2024-01-05", progress: true)
    for (index, workout) in applied.added.enumerated() {
      let exercise = workout.exercise.rawValue
      let suggestion = try gym.suggest(exercise, on: "2024-01-05")
      #expect(suggestion.kind != .first)
      let counted = workout.sets.map(\.planned).filter(\.counts)
      #expect(counted == suggestion.sets, "\(exercise): \(counted) vs \(suggestion.sets)")

      let added = try gym.add(exercise, on: "2024-01-06", progress: true, warmup: history.ramp)
      let addedSets = try gym.sets("2024-01-06", workout: index).map(\.planned)
      #expect(addedSets.filter(\.counts) == counted)
      let warmups = workout.sets.map(\.planned).filter { !$0.counts }
      if history.ramp != nil, added.noWarmup == nil {
        #expect(warmups == addedSets.filter { !$0.counts }, "\(exercise)")
        #expect(workout.sets.map(\.planned) == addedSets)
      } else {
        // No ramp to plan them by: the warm-ups as saved.
        let saved = try gym.sets("2024-01-03", workout: index).map(\.planned)
        #expect(warmups == saved.filter { !$0.counts })
      }
    }
  }

  /// The lifter: warm-ups ramp to 180 lb before 3 × 5 × 225 lb; the next session goes
  /// up 10 lb (squat's 5 kg) and its ramp leads up to 235 lb, not to 225.
  @Test func theRampIsPlannedAnewFromTheNewWorkingWeight() throws {
    var gym = Gym()
    gym.settingsFile.values[.units] = "lb"
    try ProgressionHistory.all[2].make(gym)
    try gym.save("legs", from: "2024-01-03")
    try gym.apply("legs", to: "2024-01-05", progress: true)
    let pounds = try gym.sets().map { set in
      (set.kind, ((set.planned[.weight] ?? 0) / 0.45359237 * 2).rounded() / 2)
    }
    // 40 %, 60 %, 80 % of 235 lb to the nearest 5 lb a 45 lb bar and pound plates make.
    #expect(pounds.map(\.1) == [45, 95, 140, 190, 235, 235, 235])
    #expect(pounds.map(\.0) == [.warmup, .warmup, .warmup, .warmup, .working, .working, .working])
  }

  /// A template of three working sets and a drop set, after a session of two and a drop set:
  /// the third working set takes the working weight, not the drop set's.
  @Test func eachSetTakesTheLoadOfASetOfItsKind() throws {
    let gym = Gym()
    try gym.log("bench-press", on: "2024-01-02", .each("5x80", "5x80", "5x80", "d:10x60"))
    try gym.save("push", from: "2024-01-02")
    try gym.log("bench-press", on: "2024-01-03", .each("5x80", "5x80", "d:10x60"))
    try gym.apply("push", to: "2024-01-05", progress: true)
    let sets = try gym.sets()
    #expect(sets.map { $0.planned[.weight] } == [82.5, 82.5, 82.5, 62.5])
    #expect(sets.map(\.kind) == [.working, .working, .working, .drop])
  }

  /// A warm-up ramp read from the warm-ups a person typed keeps their shape.
  @Test func aRampIsReadFromTheWarmUpsAsTyped() throws {
    let warmups = [
      PlannedSet(SetValues([.weight: 20, .reps: 10]), kind: .warmup),
      PlannedSet(SetValues([.weight: 52.5, .reps: 5]), kind: .warmup),
      PlannedSet(SetValues([.weight: 80, .reps: 2]), kind: .warmup),
    ]
    let ramp = try #require(WarmupRamp.read(warmups, before: 105, bar: 20))
    #expect(ramp.description == "bar x10,50%x5,75%x2")
    let heavy = [PlannedSet(SetValues([.weight: 120, .reps: 1]), kind: .warmup)]
    #expect(WarmupRamp.read(heavy, before: 105, bar: 20) == nil)
  }
}
