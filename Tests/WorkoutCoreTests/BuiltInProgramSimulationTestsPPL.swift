import Testing

@testable import WorkoutCore

/// Push/pull/legs as its file says it: six days a week of rep ranges, double progression
/// (+2.5 kg once every set reaches the top of its range), RPE 8 on each day's first lift and
/// one superset.
@Suite struct BuiltInProgramSimulationTestsPPL {
  /// Each day's exercises with their range, in the file's order.
  static let days: [(name: String, slots: [(String, Int, Int)])] = [
    (
      "Push A",
      [
        ("bench-press", 6, 10), ("overhead-press", 8, 12), ("incline-dumbbell-press", 8, 12),
        ("lateral-raise", 10, 15), ("triceps-pushdown", 10, 15),
      ]
    ),
    (
      "Pull A",
      [
        ("barbell-row", 6, 10), ("lat-pulldown", 8, 12), ("seated-cable-row", 8, 12),
        ("face-pull", 10, 15), ("barbell-curl", 8, 12),
      ]
    ),
    (
      "Legs A",
      [
        ("squat", 6, 10), ("romanian-deadlift", 8, 12), ("leg-press", 10, 15),
        ("lying-leg-curl", 10, 15), ("calf-raise", 10, 15),
      ]
    ),
    (
      "Push B",
      [
        ("overhead-press", 6, 10), ("incline-bench-press", 8, 12), ("dumbbell-fly", 10, 15),
        ("cable-lateral-raise", 10, 15), ("skull-crusher", 8, 12),
      ]
    ),
    (
      "Pull B",
      [
        ("deadlift", 6, 10), ("wide-grip-lat-pulldown", 8, 12), ("dumbbell-row", 8, 12),
        ("rear-delt-raise", 10, 15), ("hammer-curl", 8, 12),
      ]
    ),
    (
      "Legs B",
      [
        ("front-squat", 6, 10), ("leg-press", 8, 12), ("bulgarian-split-squat", 8, 12),
        ("seated-leg-curl", 10, 15), ("seated-calf-raise", 10, 15),
      ]
    ),
  ]

  /// A start weight for every track: 30 kg, heavier for the big lifts.
  static var weights: [TrackID: Double] {
    var weights: [TrackID: Double] = [:]
    for (_, slots) in days { for (name, _, _) in slots { weights[track(name)] = 30 } }
    weights[track("bench-press")] = 60
    weights[track("squat")] = 80
    weights[track("deadlift")] = 100
    return weights
  }

  static func simulate(failing: [(String, Int)] = []) throws -> [SimulatedSession] {
    let program = try builtInProgram("ppl")
    #expect(program.sessionsPerSimulationWeek == 6)
    return try simulateWeeks(
      program, from: program.startState(trainingMaxes: [:], weights: weights),
      failing: Set(failing.map { SimulatedFailure(track: track($0), week: $1) }))
  }

  @Test func everySetIsItsRangeWithRPE8OnTheFirstLiftAndOneSuperset() throws {
    let sessions = try Self.simulate()
    try #require(sessions.count == 72)
    for (index, session) in sessions.enumerated() {
      let day = Self.days[index % 6]
      #expect(session.planned.dayName == day.name)
      #expect(session.simulationWeek == index / 6 + 1)
      try #require(session.planned.slots.count == day.slots.count)
      for (position, (slot, (name, lower, upper))) in zip(session.planned.slots, day.slots)
        .enumerated()
      {
        #expect(slot.track == track(name))
        #expect(slot.working.count == 3)
        #expect(slot.working.map { $0[.reps] } == times(3, Double(lower)), "\(name)")
        #expect(slot.working.map(\.repsUpTo) == times(3, Double(upper)), "\(name)")
        #expect(slot.working.allSatisfy { !$0.amrap })
        // `@8` and `warmup` on each day's first lift only.
        #expect(slot.working.map { $0[.rpe] } == times(3, position == 0 ? 8 : nil), "\(name)")
        #expect(slot.working.allSatisfy { $0[.rir] == nil })
        if position == 0 {
          #expect(slot.hasItsWarmupRamp, "\(name)")
        } else {
          #expect(slot.warmups.isEmpty, "\(name)")
        }
      }
      // Lateral raises & triceps pushdowns (Push A) share a group; nothing else has one.
      let groups = session.planned.slots.map(\.workout.group)
      if day.name == "Push A" {
        #expect(groups[3] != nil && groups[3] == groups[4])
        #expect(groups[0..<3].allSatisfy { $0 == nil })
      } else {
        #expect(groups.allSatisfy { $0 == nil })
      }
    }
  }

  /// Each track's planned weight, session by session: done at the top of every range, +2.5 kg
  /// after each session that trains it, except in its failing weeks.
  static func checkDoubleProgression(failing: [String: [Int]]) throws {
    let sessions = try simulate(
      failing: failing.flatMap { name, weeks in weeks.map { (name, $0) } })
    var weights = Self.weights
    for session in sessions {
      var trained: Set<TrackID> = []
      for slot in session.planned.slots {
        #expect(
          slot.working.map { $0[.weight] } == times(3, weights[slot.track]),
          "\(slot.track) in week \(session.simulationWeek)")
        trained.insert(slot.track)
      }
      for track in trained
      where !failing[track.description, default: []].contains(session.simulationWeek) {
        weights[track]! += 2.5
      }
    }
  }

  @Test func eachSessionAtTheTopOfEveryRangeAddsTwoAndAHalf() throws {
    try Self.checkDoubleProgression(failing: [:])
    let sessions = try Self.simulate()
    // Bench press once a week: 60 → 62.5 after week 1; overhead press twice: 30, 32.5, 35.
    #expect(sessions[0].changes.map(\.text).first == "bench-press weight 60 → 62.5 kg")
    #expect(sessions[6].planned.slots[0].working[0][.weight] == 62.5)
    #expect(sessions[3].planned.slots[0].working[0][.weight] == 32.5)
    #expect(sessions[6].planned.slots[1].working[0][.weight] == 35)
  }

  @Test func aWeekShortOfTheTopHoldsTheWeight() throws {
    try Self.checkDoubleProgression(failing: ["bench-press": [2], "leg-press": [3, 4]])
    let sessions = try Self.simulate(failing: [("bench-press", 2)])
    // Week 2's bench press at 62.5 kg done for 9 of 6-10: within the range, not at the top.
    #expect(sessions[6].changes.allSatisfy { $0.track != track("bench-press") })
    #expect(sessions[12].planned.slots[0].working[0][.weight] == 62.5)
  }
}
