import Testing

@testable import WorkoutCore

/// GZCLP as its file says it: A1 B1 A2 B2 three days a week, T1 5x3+ → 6x2+ → 10x1+ → a reset
/// at 85 % of a new 5RM estimate, T2 3x10 → 3x8 → 3x6 → the last 3x10 weight + 7.5 kg, T3
/// 3x15+ up only at 25 reps.
@Suite struct BuiltInProgramSimulationTestsGZCLP {
  static let days = ["A1", "B1", "A2", "B2"]
  /// Each day's T1, T2 and T3 tracks.
  static let tiers = [
    ["squat:t1", "bench-press:t2", "lat-pulldown"],
    ["overhead-press:t1", "deadlift:t2", "dumbbell-row"],
    ["bench-press:t1", "squat:t2", "lat-pulldown"],
    ["deadlift:t1", "overhead-press:t2", "dumbbell-row"],
  ]
  static let weights: [String: Double] = [
    "squat:t1": 100, "bench-press:t1": 70, "deadlift:t1": 120, "overhead-press:t1": 45,
    "squat:t2": 60, "bench-press:t2": 50, "deadlift:t2": 80, "overhead-press:t2": 30,
    "lat-pulldown": 40, "dumbbell-row": 22,
  ]

  /// The published increments: +5 kg lower body, +2.5 kg upper body, T3 +2.5 kg.
  static func increment(_ name: String) -> Double {
    name.hasPrefix("squat") || name.hasPrefix("deadlift") ? 5 : 2.5
  }

  static func simulate(failing: [(String, Int)] = []) throws -> [SimulatedSession] {
    let program = try builtInProgram("gzclp")
    #expect(program.sessionsPerSimulationWeek == 3)
    let start = program.startState(
      trainingMaxes: [:],
      weights: Dictionary(uniqueKeysWithValues: weights.map { (track($0), $1) }))
    return try simulateWeeks(
      program, from: start,
      failing: Set(failing.map { SimulatedFailure(track: track($0), week: $1) }))
  }

  /// The sessions that train `name`, in order.
  static func slots(_ name: String, in sessions: [SimulatedSession]) -> [PlannedSlot] {
    sessions.flatMap { $0.planned.slots.filter { $0.track == track(name) } }
  }

  @Test func theWorkoutsTurnA1B1A2B2ThreeADayAndEveryTierAddsItsIncrement() throws {
    let sessions = try Self.simulate()
    try #require(sessions.count == 36)
    for (index, session) in sessions.enumerated() {
      #expect(session.planned.dayName == Self.days[index % 4])
      #expect(session.simulationWeek == index / 3 + 1)
      #expect(session.planned.slots.map(\.track.description) == Self.tiers[index % 4])
    }
    for name in Self.weights.keys {
      let slots = Self.slots(name, in: sessions)
      // Lat pulldown on A1 and A2, dumbbell row on B1 and B2: 18 sessions; each T1 and T2: 9.
      #expect(slots.count == (name.contains(":") ? 9 : 18), "\(name)")
      for (done, slot) in slots.enumerated() {
        let weight = Self.weights[name]!
        let working = slot.working
        if name.hasSuffix(":t1") {
          // 5x3+ done every time: +5 / +2.5 kg a session; a warm-up ramp first.
          #expect(
            working.map { $0[.weight] } == times(5, weight + Double(done) * Self.increment(name)))
          #expect(working.map { $0[.reps] } == times(5, 3))
          #expect(working.map(\.amrap) == [false, false, false, false, true])
          #expect(slot.hasItsWarmupRamp, "\(name)")
        } else if name.hasSuffix(":t2") {
          #expect(
            working.map { $0[.weight] } == times(3, weight + Double(done) * Self.increment(name)))
          #expect(working.map { $0[.reps] } == times(3, 10))
          #expect(working.allSatisfy { !$0.amrap } && slot.warmups.isEmpty)
        } else {
          // T3 3x15+: a plain run does the AMRAP set at 15 reps, never 25, so it stays.
          #expect(working.map { $0[.weight] } == times(3, weight), "\(name)")
          #expect(working.map { $0[.reps] } == times(3, 15))
          #expect(working.map(\.amrap) == [false, false, true])
          #expect(slot.warmups.isEmpty)
        }
      }
    }
    #expect(
      sessions.allSatisfy { session in
        !session.changes.contains { $0.track.tag == nil }
      })
  }

  /// The weeks the `sessions`-th (1-based) sessions of day `day` fall in: three a week.
  static func weeks(ofDay day: Int, sessions: [Int]) -> [Int] {
    sessions.map { ($0 - 1) * 4 + day }.map { $0 / 3 + 1 }
  }

  @Test func t1FailuresMoveThroughTheStagesThenResetAt85PercentOfA5RMEstimate() throws {
    // squat:t1 (A1) fails its 2nd, 3rd and 4th sessions.
    let failWeeks = Self.weeks(ofDay: 0, sessions: [2, 3, 4])
    #expect(failWeeks == [2, 3, 5])
    let sessions = try Self.simulate(failing: failWeeks.map { ("squat:t1", $0) })
    let slots = Self.slots("squat:t1", in: sessions)
    // The 4th session: 10 singles at 105 kg, each done with one rep less: none lifted. Epley
    // of its best set, 105 kg × (1 + 0/30) = 105 kg; 5RM = 105 / (1 + 5/30) = 90 kg;
    // 85 % = 76.5 kg, loaded as 77.5 kg.
    let fiveRepMax = 105 * (1 + 0.0 / 30) / (1 + 5.0 / 30)
    #expect(abs(fiveRepMax - 90) < 1e-9)
    let reset = barLoad(0.85 * fiveRepMax)
    #expect(reset == 77.5)
    let expected: [(weight: Double, sets: Int, reps: Double)] = [
      (100, 5, 3), (105, 5, 3), (105, 6, 2), (105, 10, 1), (reset, 5, 3), (reset + 5, 5, 3),
      (reset + 10, 5, 3), (reset + 15, 5, 3), (reset + 20, 5, 3),
    ]
    try #require(slots.count == expected.count)
    for (slot, expected) in zip(slots, expected) {
      #expect(slot.working.map { $0[.weight] } == times(expected.sets, expected.weight))
      #expect(slot.working.map { $0[.reps] } == times(expected.sets, expected.reps))
      #expect(slot.working.map(\.amrap) == times(expected.sets - 1, false) + [true])
    }
    let changes = sessions.filter { $0.planned.dayName == "A1" }.map { session in
      session.changes.filter { $0.track == track("squat:t1") }.map(\.text)
    }
    #expect(
      changes.prefix(5) == [
        ["squat:t1 weight 100 → 105 kg"],
        ["squat:t1 stage 1 → 2 (6x2+)"],
        ["squat:t1 stage 2 → 3 (10x1+)"],
        ["squat:t1 stage 3 → 1 (5x3+), weight 105 → 77.5 kg"],
        ["squat:t1 weight 77.5 → 82.5 kg"],
      ])
    // The other tracks go on as if nothing happened.
    #expect(
      Self.slots("bench-press:t2", in: sessions).map { $0.working[0][.weight] }
        == (0..<9).map { 50 + 2.5 * Double($0) })
  }

  @Test func theResetIsEpleyOfTheFailedSessionsBestSet() throws {
    // At 10x1+ with 105 kg: nine singles with one missed, the last set done for 3 reps. Best set
    // 105 × (1 + 3/30) = 115.5 kg; 5RM = 115.5 / (1 + 5/30) = 99 kg; 85 % = 84.15 → 85 kg.
    let program = try builtInProgram("gzclp")
    var state = program.startState(
      trainingMaxes: [:],
      weights: Dictionary(uniqueKeysWithValues: Self.weights.map { (track($0), $1) }))
    state.tracks[track("squat:t1")]?.weight = 105
    state.tracks[track("squat:t1")]?.stage = 2
    let planned = try program.planned(state)
    var done = planned.doneAsPlanned
    let squat = try #require(done.slots.firstIndex { $0.track == track("squat:t1") })
    let working = done.slots[squat].workout.sets.indices.filter {
      done.slots[squat].workout.sets[$0].kind != .warmup
    }
    try #require(working.count == 10)
    done.slots[squat].workout.sets[working[4]].actual?[.reps] = 0
    done.slots[squat].workout.sets[working[9]].actual?[.reps] = 3
    let (next, changes) = program.advanced(state, after: done)
    let expected = barLoad(0.85 * (105 * (1 + 3.0 / 30)) / (1 + 5.0 / 30))
    #expect(expected == 85)
    #expect(next.tracks[track("squat:t1")]?.weight == expected)
    #expect(next.tracks[track("squat:t1")]?.stage == 0)
    #expect(changes.contains("squat:t1 stage 3 → 1 (5x3+), weight 105 → 85 kg"))
  }

  @Test func t2FailuresGo3x10To3x8To3x6ThenBackToTheLast3x10WeightPlus7AndAHalf() throws {
    // squat:t2 (A2) fails its 2nd, 3rd and 4th sessions.
    let failWeeks = Self.weeks(ofDay: 2, sessions: [2, 3, 4])
    #expect(failWeeks == [3, 4, 5])
    let sessions = try Self.simulate(failing: failWeeks.map { ("squat:t2", $0) })
    let slots = Self.slots("squat:t2", in: sessions)
    // 60 kg done → 65 kg; 3x10 at 65 kg missed (the last weight used for 3x10), 3x8 and 3x6
    // at 65 kg missed; the file's `reset +7.5kg`: 65 + 7.5 = 72.5 kg for 3x10 again.
    let expected: [(weight: Double, reps: Double)] = [
      (60, 10), (65, 10), (65, 8), (65, 6), (72.5, 10), (77.5, 10), (82.5, 10), (87.5, 10),
      (92.5, 10),
    ]
    try #require(slots.count == expected.count)
    for (slot, expected) in zip(slots, expected) {
      #expect(slot.working.map { $0[.weight] } == times(3, expected.weight))
      #expect(slot.working.map { $0[.reps] } == times(3, expected.reps))
    }
    let changes = sessions.filter { $0.planned.dayName == "A2" }.map { session in
      session.changes.filter { $0.track == track("squat:t2") }.map(\.text)
    }
    #expect(
      changes.prefix(5) == [
        ["squat:t2 weight 60 → 65 kg"],
        ["squat:t2 stage 1 → 2 (3x8)"],
        ["squat:t2 stage 2 → 3 (3x6)"],
        ["squat:t2 stage 3 → 1 (3x10), weight 65 → 72.5 kg"],
        ["squat:t2 weight 72.5 → 77.5 kg"],
      ])
  }

  @Test func anUpperBodyT1AddsTwoAndAHalfAndFailsAtTheSameWeight() throws {
    // bench-press:t1 (A2) fails its 3rd session only: 70, 72.5, 75, then 6x2+ at 75, 77.5.
    let sessions = try Self.simulate(
      failing: Self.weeks(ofDay: 2, sessions: [3]).map { ("bench-press:t1", $0) })
    let slots = Self.slots("bench-press:t1", in: sessions)
    #expect(slots.prefix(5).map { $0.working.count } == [5, 5, 5, 6, 6])
    #expect(slots.prefix(5).map { $0.working[0][.weight] } == [70, 72.5, 75, 75, 77.5])
  }
}
