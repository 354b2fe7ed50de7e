import Testing

@testable import WorkoutCore

/// 5/3/1 Boring But Big as its file says it, against Wendler's published table: every load of
/// 12 weeks (three cycles), main sets, BBB and deload, with the training max raised each cycle.
@Suite struct BuiltInProgramSimulationTests531 {
  /// The days in the file's order, one main lift each.
  static let lifts = ["overhead-press", "deadlift", "bench-press", "squat"]

  /// The published main work of weeks 1–4: each set's share of the TM, its reps, AMRAP or not.
  static let mainWork: [[(percent: Double, reps: Double, amrap: Bool)]] = [
    [(65, 5, false), (75, 5, false), (85, 5, true)],
    [(70, 3, false), (80, 3, false), (90, 3, true)],
    [(75, 5, false), (85, 3, false), (95, 1, true)],
    [(40, 5, false), (50, 5, false), (60, 5, false)],
  ]

  /// The training max's rise after each cycle: +5 kg squat and deadlift, +2.5 kg the presses.
  static func increment(_ lift: String) -> Double {
    ["squat", "deadlift"].contains(lift) ? 5 : 2.5
  }

  static func simulate(_ trainingMaxes: [String: Double]) throws -> [SimulatedSession] {
    let program = try builtInProgram("531-bbb")
    #expect(program.sessionsPerSimulationWeek == 4)
    let start = program.startState(
      trainingMaxes: Dictionary(uniqueKeysWithValues: trainingMaxes.map { (track($0), $1) }),
      weights: [:])
    return try simulateWeeks(program, from: start)
  }

  /// Checks every session of 12 weeks against the published table at these training maxes.
  static func checkEveryLoad(_ trainingMaxes: [String: Double]) throws {
    let sessions = try simulate(trainingMaxes)
    try #require(sessions.count == 48)
    for (index, session) in sessions.enumerated() {
      let lift = lifts[index % 4]
      let cycle = index / 16 + 1
      let week = index / 4 % 4 + 1
      let trainingMax = try #require(trainingMaxes[lift]) + Double(cycle - 1) * increment(lift)
      let planned = session.planned
      let at = "cycle \(cycle) week \(week) \(lift) at TM \(trainingMax)"
      #expect(planned.cycle == cycle, "\(at)")
      #expect(planned.week == week, "\(at)")
      #expect(planned.dayName == ["Press", "Deadlift", "Bench", "Squat"][index % 4], "\(at)")
      #expect(planned.isDeload == (week == 4), "\(at)")
      #expect(session.simulationWeek == index / 4 + 1)
      // The main lift, then BBB in weeks 1–3 only.
      try #require(planned.slots.count == (week == 4 ? 1 : 2), "\(at)")
      #expect(planned.slots.allSatisfy { $0.workout.exercise.rawValue == lift }, "\(at)")

      let main = planned.slots[0]
      let published = mainWork[week - 1]
      #expect(
        main.working.map { $0[.weight] }
          == published.map { barLoad(trainingMax * $0.percent / 100) },
        "main sets, \(at)")
      #expect(main.working.map { $0[.reps] } == published.map(\.reps), "\(at)")
      #expect(main.working.map(\.amrap) == published.map(\.amrap), "\(at)")
      #expect(main.working.allSatisfy { $0.repsUpTo == nil && $0.kind == .working })
      // `warmup` in the file: the ramp comes first, every step lighter than the first set.
      #expect(main.hasItsWarmupRamp, "\(at)")

      if week < 4 {
        let bbb = planned.slots[1]
        #expect(bbb.workout.sets.count == 5, "BBB, \(at)")
        #expect(bbb.warmups.isEmpty)
        #expect(bbb.working.map { $0[.weight] } == times(5, barLoad(trainingMax * 50 / 100)))
        #expect(bbb.working.map { $0[.reps] } == times(5, 10))
        #expect(bbb.working.allSatisfy { !$0.amrap })
      }

      // Only the cycle's last session changes anything: every TM rises.
      if index % 16 == 15 {
        #expect(
          session.changes.map(\.text)
            == lifts.map { lift in
              let before = trainingMaxes[lift]! + Double(cycle - 1) * increment(lift)
              return "\(lift) TM \(kilograms(before)) → \(kilograms(before + increment(lift))) kg"
            })
      } else {
        #expect(session.changes.isEmpty, "\(at): \(session.changes)")
      }
      for lift in lifts {
        let cyclesDone = Double(index % 16 == 15 ? cycle : cycle - 1)
        #expect(
          session.state.tracks[track(lift)]?.trainingMax
            == trainingMaxes[lift]! + cyclesDone * increment(lift))
      }
    }
  }

  /// `kg` as the change sentences write it: no trailing zeros.
  static func kilograms(_ kg: Double) -> String {
    kg == kg.rounded() ? String(Int(kg)) : String(kg)
  }

  @Test func aTrainingMaxOf100IsThePublishedTableToTheKilogram() throws {
    let sessions = try Self.simulate(Dictionary(uniqueKeysWithValues: Self.lifts.map { ($0, 100) }))
    // Weeks 1–4 of every lift: 65/75/85, 70/80/90, 75/85/95, 40/50/60 kg; BBB 5 × 50 kg.
    for day in 0..<4 {
      let weeks = (0..<4).map {
        sessions[$0 * 4 + day].planned.slots[0].working.map { $0[.weight] }
      }
      #expect(weeks == [[65, 75, 85], [70, 80, 90], [75, 85, 95], [40, 50, 60]])
      for week in 0..<3 {
        #expect(
          sessions[week * 4 + day].planned.slots[1].working.map { $0[.weight] } == times(5, 50))
      }
    }
    // Cycle 2: squat and deadlift at 105, the presses at 102.5; week 1 squat 68.25 → 67.5,
    // 78.75 → 77.5 (halfway: the lighter), 89.25 → 90; press 66.625 → 67.5, 76.875 → 77.5,
    // 87.125 → 87.5.
    #expect(sessions[19].planned.slots[0].working.map { $0[.weight] } == [67.5, 77.5, 90])
    #expect(sessions[16].planned.slots[0].working.map { $0[.weight] } == [67.5, 77.5, 87.5])
    try Self.checkEveryLoad(Dictionary(uniqueKeysWithValues: Self.lifts.map { ($0, 100) }))
  }

  @Test func realisticTrainingMaxesFollowThePublishedPercentagesForTwelveWeeks() throws {
    try Self.checkEveryLoad([
      "squat": 140, "bench-press": 100, "deadlift": 180, "overhead-press": 60,
    ])
  }

  @Test func oddTrainingMaxesRoundEveryLoadToThePlates() throws {
    try Self.checkEveryLoad([
      "squat": 127.5, "bench-press": 82.5, "deadlift": 153, "overhead-press": 51.25,
    ])
  }
}
