import Testing

@testable import WorkoutCore

/// The 5x5 novice program as its file says it: A/B alternation three days a week, +2.5 kg a
/// session that has every rep (deadlift +5 kg), 10 % off after three failures in a row.
@Suite struct BuiltInProgramSimulationTests5x5 {
  static let days = [
    "A": ["squat", "bench-press", "barbell-row"], "B": ["squat", "overhead-press", "deadlift"],
  ]
  static let weights: [String: Double] = [
    "squat": 60, "bench-press": 40, "barbell-row": 40, "overhead-press": 30, "deadlift": 80,
  ]

  static func simulate(failing: [(String, Int)] = []) throws -> [SimulatedSession] {
    let program = try builtInProgram("5x5")
    #expect(program.sessionsPerSimulationWeek == 3)
    let start = program.startState(
      trainingMaxes: [:],
      weights: Dictionary(uniqueKeysWithValues: weights.map { (track($0), $1) }))
    return try simulateWeeks(
      program, from: start,
      failing: Set(failing.map { SimulatedFailure(track: track($0), week: $1) }))
  }

  /// The published rule worked by hand: the weight of each session of a lift, from `start`,
  /// `increment` after a success, 10 % off (to the plates) after the third failure in a row.
  static func linear(start: Double, increment: Double, failed: [Bool]) -> [Double] {
    var weight = start
    var failures = 0
    var weights: [Double] = []
    for failed in failed {
      weights.append(weight)
      if !failed {
        weight += increment
        failures = 0
      } else {
        failures += 1
        if failures == 3 {
          weight = barLoad(weight * 0.9)
          failures = 0
        }
      }
    }
    return weights
  }

  /// Each lift's planned working weights and reps, session by session, checked against the
  /// rule worked by hand; `failing` lists each lift's failing weeks.
  static func check(failing: [String: [Int]]) throws -> [SimulatedSession] {
    let sessions = try simulate(
      failing: failing.flatMap { lift, weeks in weeks.map { (lift, $0) } })
    try #require(sessions.count == 36)
    for (index, session) in sessions.enumerated() {
      let day = index % 2 == 0 ? "A" : "B"
      #expect(session.planned.dayName == day)
      #expect(session.planned.slots.map(\.track.description) == Self.days[day])
      for slot in session.planned.slots {
        let sets = slot.track == track("deadlift") ? 1 : 5
        #expect(slot.working.map { $0[.reps] } == times(sets, 5))
        #expect(slot.working.allSatisfy { !$0.amrap && $0.repsUpTo == nil })
        #expect(slot.hasItsWarmupRamp, "\(slot.track)")
      }
    }
    for (lift, start) in weights {
      let trained = sessions.filter { session in
        session.planned.slots.contains { $0.track == track(lift) }
      }
      let failed = trained.map { failing[lift, default: []].contains($0.simulationWeek) }
      let expected = linear(
        start: start, increment: lift == "deadlift" ? 5 : 2.5, failed: failed)
      let planned = trained.map { session in
        session.planned.slots.first { $0.track == track(lift) }!.working.map { $0[.weight] }
      }
      #expect(planned == expected.map { times(lift == "deadlift" ? 1 : 5, $0) }, "\(lift)")
    }
    return sessions
  }

  @Test func twelveWeeksAre36SessionsEachAddingItsIncrement() throws {
    let sessions = try Self.check(failing: [:])
    // Squat every session: 60, 62.5, … 147.5 kg; deadlift every B: 80, 85, … 165 kg.
    #expect(sessions.last?.planned.slots[0].working[0][.weight] == 60 + 35 * 2.5)
    #expect(sessions.last?.planned.slots[2].working[0][.weight] == 80.0 + 17 * 5)
  }

  @Test func threeFailuresInARowDeloadTenPercentToThePlates() throws {
    // Week 2 is sessions 4–6: squat fails three in a row at 67.5 kg: 60.75 → 60 kg. The
    // deadlift (B) fails in weeks 2 and 3 (sessions 4, 6, 8) at 85 kg: 76.5 → 77.5 kg.
    let sessions = try Self.check(failing: ["squat": [2], "deadlift": [2, 3]])
    let squat = sessions.map { $0.planned.slots[0].working[0][.weight] }
    #expect(squat.prefix(8) == [60, 62.5, 65, 67.5, 67.5, 67.5, 60, 62.5])
    #expect(
      sessions[3...5].map { $0.changes.filter { $0.track == track("squat") }.map(\.text) } == [
        ["squat missed at 67.5 kg (1 of 3 before a deload)"],
        ["squat missed at 67.5 kg (2 of 3 before a deload)"],
        ["squat deload 67.5 → 60 kg after 3 failures"],
      ])
    let deadlift = sessions.filter { $0.planned.dayName == "B" }.map {
      $0.planned.slots[2].working[0][.weight]
    }
    #expect(deadlift.prefix(6) == [80, 85, 85, 85, 77.5, 82.5])
  }

  @Test func aSuccessBetweenFailuresStartsTheCountAgain() throws {
    // Bench (A) fails sessions 1 and 3 (week 1), succeeds in 5 (week 2), fails 7 and 9 (week
    // 3), succeeds in 11: never three in a row, so no deload.
    let sessions = try Self.check(failing: ["bench-press": [1, 3]])
    let bench = sessions.filter { $0.planned.dayName == "A" }.map {
      $0.planned.slots[1].working[0][.weight]
    }
    #expect(bench.prefix(7) == [40, 40, 40, 42.5, 42.5, 42.5, 45])
    #expect(
      sessions.allSatisfy { session in
        !session.changes.contains { $0.text.hasPrefix("\($0.track) deload") }
      })
    #expect(
      sessions[6].changes.filter { $0.track == track("bench-press") }.map(\.text) == [
        "bench-press missed at 42.5 kg (1 of 3 before a deload)"
      ])
  }
}
