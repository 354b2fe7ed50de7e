import Testing

@testable import WorkoutCore

/// GZCLP's stages: a failure moves a track to its next stage at the same weight; a failure at
/// the last stage resets it to the first, at 85 % of a new 5RM estimate (T1) or the last
/// first-stage weight plus an increment (T2).
@Suite struct ProgramEngineTestsStages {
  static let t1Stages = [timesAMRAP(5, 3), timesAMRAP(6, 2), timesAMRAP(10, 1)]
  static let t2Stages = [times(3, reps(10)), times(3, reps(8)), times(3, reps(6))]

  static let program = sessionsProgram(
    [ProgramDay(name: "A1", slots: [slot("squat:t1"), slot("squat:t2")])],
    tracks: [
      "squat:t1": TrackRules(
        start: 100, rules: [.linear(increment: 5, deloadPercent: 0, failures: 0, amrapReps: nil)],
        stages: t1Stages, reset: .repMax(percent: 85, reps: 5)),
      "squat:t2": TrackRules(
        start: 50, rules: [.linear(increment: 2.5, deloadPercent: 0, failures: 0, amrapReps: nil)],
        stages: t2Stages, reset: .firstStagePlus(increment: 7.5)),
    ])

  /// The session planned from `state`, done as planned but the last set of `failing` missed.
  static func session(_ state: ProgramState, failing: [String]) throws -> PlannedSession {
    var done = try program.planned(state).doneAsPlanned
    for index in done.slots.indices where failing.contains(done.slots[index].track.description) {
      let last = done.slots[index].workout.sets.count - 1
      done.slots[index].workout.sets[last].actual = nil
      done.slots[index].workout.sets[last].skipped = true
    }
    return done
  }

  @Test func t1GoesFromStage1To2To3AndResetsAt85PercentOfA5RMEstimate() throws {
    var state = Self.program.startState(trainingMaxes: [:], weights: [:])
    #expect(state.tracks[track("squat:t1")]?.weight == 100)
    var planned = try Self.program.planned(state)
    #expect(planned.slots.map(\.track) == [track("squat:t1"), track("squat:t2")])
    // Stage 1: 5x3+ at 100 — four of 3 and a last of at least 3.
    #expect(planned.reps() == [3, 3, 3, 3, 3])
    #expect(planned.amrap() == [false, false, false, false, true])
    #expect(planned.weights() == times(5, 100))

    var step = Self.program.advanced(state, after: try Self.session(state, failing: ["squat:t1"]))
    #expect(step.changes == ["squat:t1 stage 1 → 2 (6x2+)", "squat:t2 weight 50 → 52.5 kg"])
    state = step.state
    planned = try Self.program.planned(state)
    #expect(planned.reps() == times(6, 2))
    #expect(planned.amrap() == times(5, false) + [true])
    #expect(planned.weights() == times(6, 100))

    step = Self.program.advanced(state, after: try Self.session(state, failing: ["squat:t1"]))
    #expect(step.changes.first == "squat:t1 stage 2 → 3 (10x1+)")
    state = step.state
    planned = try Self.program.planned(state)
    #expect(planned.reps() == times(10, 1))
    #expect(planned.weights() == times(10, 100))

    // Nine singles at 100 done, the tenth missed. wkc's Epley makes a single its own weight
    // (100); a 5RM = e1RM / (1 + 5/30) = 85.71; 85 % of it = 72.86 → 72.5 on the plates.
    step = Self.program.advanced(state, after: try Self.session(state, failing: ["squat:t1"]))
    let fiveRM = 100 / (1 + 5.0 / 30)
    #expect(barLoad(fiveRM * 0.85) == 72.5)
    #expect(step.changes.first == "squat:t1 stage 3 → 1 (5x3+), weight 100 → 72.5 kg")
    state = step.state
    #expect(state.tracks[track("squat:t1")]?.stage == 0)
    #expect(state.tracks[track("squat:t1")]?.weight == barLoad(fiveRM * 0.85))
    planned = try Self.program.planned(state)
    #expect(planned.reps() == times(5, 3))
    #expect(planned.weights() == times(5, 72.5))
  }

  @Test func aResetEstimatesFromTheBestSetDone() throws {
    var state = Self.program.startState(trainingMaxes: [:], weights: [:])
    state.tracks[track("squat:t1")]?.stage = 2
    var done = try Self.session(state, failing: ["squat:t1"])
    // A double at 100 on the ninth single: e1RM 100 × (1 + 2/30) = 106.67, the best set.
    done.slots[0].workout.sets[8].actual?[.reps] = 2
    let step = Self.program.advanced(state, after: done)
    let reset = barLoad(100 * (1 + 2.0 / 30) / (1 + 5.0 / 30) * 0.85)
    // 106.67 / 1.1667 = 91.43; × 0.85 = 77.71 → 77.5.
    #expect(reset == 77.5)
    #expect(step.state.tracks[track("squat:t1")]?.weight == reset)
  }

  @Test func t2ResetsToItsLastFirstStageWeightPlus7Point5() throws {
    var state = Self.program.startState(trainingMaxes: [:], weights: [:])
    // Stage 1 done at 50: +2.5.
    state = Self.program.advanced(state, after: try Self.session(state, failing: [])).state
    #expect(state.tracks[track("squat:t2")]?.weight == 52.5)
    var changes: [String] = []
    for _ in 1...3 {
      let step = Self.program.advanced(state, after: try Self.session(state, failing: ["squat:t2"]))
      state = step.state
      changes += step.changes.filter { $0.hasPrefix("squat:t2") }
    }
    // Failed at 52.5 in stage 1 (3x10), then at stages 2 and 3: back to 3x10 at 52.5 + 7.5.
    #expect(
      changes == [
        "squat:t2 stage 1 → 2 (3x8)", "squat:t2 stage 2 → 3 (3x6)",
        "squat:t2 stage 3 → 1 (3x10), weight 52.5 → 60 kg",
      ])
    #expect(state.tracks[track("squat:t2")]?.weight == 52.5 + 7.5)
    #expect(state.tracks[track("squat:t2")]?.stage == 0)
  }
}
