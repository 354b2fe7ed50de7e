import Testing

@testable import WorkoutCore

/// 5/3/1 planned by the engine: the published percentages of a training max, rounded to the
/// plates, and the training max raised after each cycle.
@Suite struct ProgramEngineTests531 {
  static let lifts = ["squat", "bench-press", "deadlift", "overhead-press"]
  /// Weeks 1–4: each set's share of the TM, its reps, and whether it is AMRAP.
  static let percents: [[Double]] = [[65, 75, 85], [70, 80, 90], [75, 85, 95], [40, 50, 60]]
  static let reps: [[Double]] = [[5, 5, 5], [3, 3, 3], [5, 3, 1], [5, 5, 5]]
  static let amrapLast = [true, true, true, false]

  static var program: Program {
    let weeks = (0..<4).map { week in
      WeekSets(
        weeks: week + 1...week + 1,
        sets: (0..<3).map { set in
          SetPlan(
            target: amrapLast[week] && set == 2
              ? .atLeast(Int(reps[week][set])) : .reps(Int(reps[week][set])),
            load: .trainingMax(percents[week][set]))
        })
    }
    return Program(
      title: "5/3/1", cycle: .weeks(4), deloadWeeks: [4],
      trainingMaxTracks: Set(lifts.map(track)),
      tracks: Dictionary(
        uniqueKeysWithValues: lifts.map { lift in
          (
            track(lift),
            TrackRules(rules: [
              .trainingMaxPerCycle(
                increment: ["squat", "deadlift"].contains(lift) ? 5 : 2.5)
            ])
          )
        }),
      days: lifts.map { ProgramDay(name: $0, slots: [ProgramSlot(track: track($0), weeks: weeks)]) }
    )
  }

  static var start: ProgramState {
    program.startState(
      trainingMaxes: Dictionary(uniqueKeysWithValues: lifts.map { (track($0), 100) }),
      weights: [:])
  }

  @Test func everyLoadOfTheFirstTwoCyclesIsThePublishedPercentageRoundedToThePlates() throws {
    let sessions = try Self.program.simulate(
      from: Self.start, sessions: 32, failing: [], context: programContext())
    #expect(sessions.count == 32)
    for (index, session) in sessions.enumerated() {
      let cycle = index / 16 + 1
      let week = index / 4 % 4 + 1
      let lift = Self.lifts[index % 4]
      #expect(session.planned.cycle == cycle)
      #expect(session.planned.week == week)
      #expect(session.planned.dayName == lift)
      #expect(session.planned.isDeload == (week == 4))
      // The TM: 100 kg, then +5 kg for squat and deadlift, +2.5 kg for bench and press.
      let trainingMax = cycle == 1 ? 100 : (["squat", "deadlift"].contains(lift) ? 105 : 102.5)
      let expected = Self.percents[week - 1].map { barLoad(trainingMax * $0 / 100) }
      #expect(session.planned.weights() == expected, "cycle \(cycle) week \(week) \(lift)")
      #expect(session.planned.reps() == Self.reps[week - 1])
      #expect(session.planned.amrap() == [false, false, Self.amrapLast[week - 1]])
      #expect(session.planned.slots[0].workout.exercise.rawValue == lift)
    }
  }

  @Test func theFirstCycleIsThePublishedTableAtATrainingMaxOf100() throws {
    let sessions = try Self.program.simulate(
      from: Self.start, sessions: 16, failing: [], context: programContext())
    // Squat, every week: 65/75/85, 70/80/90, 75/85/95, 40/50/60.
    let squat = stride(from: 0, to: 16, by: 4).map { sessions[$0].planned.weights() }
    #expect(squat == [[65, 75, 85], [70, 80, 90], [75, 85, 95], [40, 50, 60]])
  }

  @Test func theSecondCycleRoundsEachPercentageToTheNearestLoadableWeight() throws {
    let sessions = try Self.program.simulate(
      from: Self.start, sessions: 32, failing: [], context: programContext())
    // Squat at 105: 68.25 → 67.5, 78.75 → 77.5 (a tie goes lighter), 89.25 → 90.
    #expect(sessions[16].planned.weights() == [67.5, 77.5, 90])
    // Bench at 102.5, week 4: 41 → 40, 51.25 → 50 (tie), 61.5 → 62.5.
    #expect(sessions[29].planned.weights() == [40, 50, 62.5])
  }

  @Test func theTrainingMaxesRiseAfterTheLastSessionOfTheCycleAndNeverBefore() throws {
    let sessions = try Self.program.simulate(
      from: Self.start, sessions: 16, failing: [], context: programContext())
    #expect(sessions.prefix(15).allSatisfy { $0.changes.isEmpty })
    #expect(
      sessions[15].changes.map(\.text) == [
        "squat TM 100 → 105 kg", "bench-press TM 100 → 102.5 kg", "deadlift TM 100 → 105 kg",
        "overhead-press TM 100 → 102.5 kg",
      ])
    let state = sessions[15].state
    #expect(state.cycle == 2)
    #expect(state.session == 0)
    #expect(state.tracks[track("bench-press")]?.trainingMax == 102.5)
  }

  @Test func aMissingTrainingMaxIsAnErrorAndNeedsNamesEveryTrack() throws {
    var state = Self.start
    state.tracks[track("squat")]?.trainingMax = nil
    #expect(throws: ProgramPlanError.missingTrainingMax(track("squat"))) {
      try Self.program.plan(state, context: programContext())
    }
    #expect(
      ProgramPlanError.missingTrainingMax(track("squat")).message
        == "squat has no training max; give one with --tm squat=WEIGHT")
    #expect(Self.program.needs(in: .builtIn).trainingMax == Self.lifts.map(track))
    #expect(Self.program.needs(in: .builtIn).weight.isEmpty)
    #expect(Self.program.needs(in: .builtIn).e1rm.isEmpty)
  }
}
