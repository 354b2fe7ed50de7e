import Testing

@testable import WorkoutCore

/// The rules a session's results move a track by: linear, double progression, the training
/// max from an AMRAP set, deload weeks, and the end of a program.
@Suite struct ProgramEngineTestsRules {
  /// Squat 5x5 at the working weight, +2.5 kg a success, 10 % off after three failures.
  static let linear = sessionsProgram(
    [ProgramDay(name: "A", slots: [slot("squat", times(5, reps(5)))])],
    tracks: [
      "squat": TrackRules(rules: [
        .linear(increment: 2.5, deloadPercent: 10, failures: 3, amrapReps: nil)
      ])
    ])

  static func state(_ weight: Double) -> ProgramState {
    linear.startState(trainingMaxes: [:], weights: [track("squat"): weight])
  }

  @Test func aSuccessAddsTheIncrement() throws {
    let state = Self.state(60)
    let planned = try Self.linear.planned(state)
    #expect(planned.weights() == [60, 60, 60, 60, 60])
    #expect(planned.reps() == [5, 5, 5, 5, 5])
    let (next, changes) = Self.linear.advanced(state, after: planned.doneAsPlanned)
    #expect(next.tracks[track("squat")]?.weight == 60 + 2.5)
    #expect(changes == ["squat weight 60 → 62.5 kg"])
    // A cycle of one session: the next cycle starts.
    #expect(next.cycle == 2)
    #expect(next.session == 0)
  }

  @Test func threeFailuresInARowTakeTenPercentOff() throws {
    var state = Self.state(100)
    var said: [[String]] = []
    for _ in 1...3 {
      var done = try Self.linear.planned(state).doneAsPlanned
      done.slots[0].workout.sets[4].actual?[.reps] = 4
      let next = Self.linear.advanced(state, after: done)
      state = next.state
      said.append(next.changes)
    }
    #expect(
      said == [
        ["squat missed at 100 kg (1 of 3 before a deload)"],
        ["squat missed at 100 kg (2 of 3 before a deload)"],
        // 100 × (1 − 10/100) = 90, loadable.
        ["squat deload 100 → 90 kg after 3 failures"],
      ])
    #expect(state.tracks[track("squat")]?.weight == 100 * (1 - 0.1))
    #expect(state.tracks[track("squat")]?.failures == 0)
  }

  @Test func aSuccessBetweenFailuresStartsTheCountAgain() throws {
    var state = Self.state(100)
    var failed = try Self.linear.planned(state).doneAsPlanned
    failed.slots[0].workout.sets[0].actual?[.reps] = 3
    state = Self.linear.advanced(state, after: failed).state
    #expect(state.tracks[track("squat")]?.failures == 1)
    state = Self.linear.advanced(state, after: try Self.linear.planned(state).doneAsPlanned).state
    #expect(state.tracks[track("squat")]?.failures == 0)
    #expect(state.tracks[track("squat")]?.weight == 102.5)
  }

  @Test func aSkippedOpenOrRemovedSetIsAFailure() throws {
    let state = Self.state(100)
    let planned = try Self.linear.planned(state)
    var skipped = planned.doneAsPlanned
    skipped.slots[0].workout.sets[2].actual = nil
    skipped.slots[0].workout.sets[2].skipped = true
    var open = planned.doneAsPlanned
    open.slots[0].workout.sets[3].actual = nil
    var removed = planned.doneAsPlanned
    removed.slots[0].workout.sets.removeLast()
    var noWorkout = planned.doneAsPlanned
    noWorkout.slots = []
    var lighter = planned.doneAsPlanned
    lighter.slots[0].workout.sets[1].actual?[.weight] = 97.5
    for done in [skipped, open, removed, noWorkout, lighter] {
      let next = Self.linear.advanced(state, after: done).state
      #expect(next.tracks[track("squat")]?.failures == 1)
      #expect(next.tracks[track("squat")]?.weight == 100)
    }
  }

  @Test func warmUpSetsNeverCount() throws {
    let program = sessionsProgram(
      [ProgramDay(name: "A", slots: [slot("squat", times(3, reps(5)), warmup: true)])],
      tracks: [
        "squat": TrackRules(rules: [
          .linear(increment: 5, deloadPercent: 10, failures: 3, amrapReps: nil)
        ])
      ])
    let state = program.startState(trainingMaxes: [:], weights: [track("squat"): 100])
    let planned = try program.planned(state)
    // The standard ramp: the bar ×10, 40 % ×5, 60 % ×3, 80 % ×2 of 100 kg, then the work.
    #expect(planned.weights() == [20, 40, 60, 80, 100, 100, 100])
    #expect(planned.reps() == [10, 5, 3, 2, 5, 5, 5])
    #expect(planned.slots[0].workout.sets.map(\.kind) == times(4, .warmup) + times(3, .working))
    // Squat rests 180 s; warm-ups half that.
    #expect(
      planned.slots[0].workout.sets.map { $0.planned[.rest] } == [90, 90, 90, 90, 180, 180, 180])
    var done = planned.doneAsPlanned
    for set in 0..<4 {
      done.slots[0].workout.sets[set].actual = nil
      done.slots[0].workout.sets[set].skipped = true
    }
    let (next, changes) = program.advanced(state, after: done)
    #expect(next.tracks[track("squat")]?.weight == 105)
    #expect(changes == ["squat weight 100 → 105 kg"])
  }

  @Test func doubleProgressionAddsWeightOnlyWhenEverySetReachesTheTop() throws {
    let program = sessionsProgram(
      [ProgramDay(name: "A", slots: [slot("dumbbell-row", times(3, range(8, 12)))])],
      tracks: ["dumbbell-row": TrackRules(rules: [.double(increment: 2)])])
    let state = program.startState(trainingMaxes: [:], weights: [track("dumbbell-row"): 20])
    let planned = try program.planned(state)
    #expect(planned.reps() == [8, 8, 8])
    #expect(planned.slots[0].workout.sets.map(\.planned.repsUpTo) == [12, 12, 12])
    #expect(planned.weights() == [20, 20, 20])
    var done = planned.doneAsPlanned
    for set in 0..<3 { done.slots[0].workout.sets[set].actual?[.reps] = 12 }
    let (up, changes) = program.advanced(state, after: done)
    let raised: Double = 20 + 2
    #expect(up.tracks[track("dumbbell-row")]?.weight == raised)
    #expect(changes == ["dumbbell-row weight 20 → 22 kg"])
    // 12, 12, 11: within the range, not at its top — the weight stays.
    done.slots[0].workout.sets[2].actual?[.reps] = 11
    let (same, none) = program.advanced(state, after: done)
    #expect(same.tracks[track("dumbbell-row")]?.weight == 20)
    #expect(none.isEmpty)
  }

  @Test func theTrainingMaxComesFromTheCyclesBestAMRAPSet() throws {
    let program = Program(
      title: "amrap", cycle: .weeks(1), trainingMaxTracks: [track("squat")],
      tracks: [track("squat"): TrackRules(rules: [.trainingMaxFromAMRAP(percent: 90)])],
      days: [ProgramDay(name: "A", slots: [slot("squat", [reps(5, tm(75)), amrap(5, tm(85))])])])
    let state = program.startState(trainingMaxes: [track("squat"): 100], weights: [:])
    var done = try program.planned(state).doneAsPlanned
    done.slots[0].workout.sets[1].actual?[.reps] = 10
    let (next, changes) = program.advanced(state, after: done)
    // Epley: 85 × (1 + 10/30) = 113.33; 90 % of it = 102 → 102.5 on the plates.
    let e1rm = 85 * (1 + 10.0 / 30)
    #expect(barLoad(e1rm * 0.9) == 102.5)
    #expect(next.tracks[track("squat")]?.trainingMax == barLoad(e1rm * 0.9))
    #expect(changes == ["squat TM 100 → 102.5 kg"])
    #expect(next.tracks[track("squat")]?.cycleBestE1RM == nil)
    // The AMRAP set skipped: no estimate, the TM stays.
    done.slots[0].workout.sets[1].actual = nil
    done.slots[0].workout.sets[1].skipped = true
    let (kept, nothing) = program.advanced(state, after: done)
    #expect(kept.tracks[track("squat")]?.trainingMax == 100)
    #expect(nothing.isEmpty)
  }

  @Test func aDeloadWeekChangesNothing() throws {
    let program = Program(
      title: "deload", cycle: .weeks(2), deloadWeeks: [2],
      tracks: [
        track("squat"): TrackRules(rules: [
          .linear(increment: 2.5, deloadPercent: 10, failures: 1, amrapReps: nil)
        ])
      ],
      days: [ProgramDay(name: "A", slots: [slot("squat", times(3, reps(5)))])])
    var state = program.startState(trainingMaxes: [:], weights: [track("squat"): 100])
    state.session = 1
    let planned = try program.planned(state)
    #expect(planned.isDeload)
    #expect(planned.week == 2)
    var failed = planned.doneAsPlanned
    failed.slots[0].workout.sets[0].skipped = true
    failed.slots[0].workout.sets[0].actual = nil
    // Outside the deload week one failure would take 10 % off: "deload 100 → 90 kg after 1
    // failure".
    var week1 = state
    week1.session = 0
    let outside = program.advanced(week1, after: failed)
    #expect(outside.changes == ["squat deload 100 → 90 kg after 1 failure"])
    for done in [planned.doneAsPlanned, failed] {
      let (next, changes) = program.advanced(state, after: done)
      #expect(changes.isEmpty)
      #expect(next.tracks == state.tracks)
      #expect(next.cycle == 2)
      #expect(next.session == 0)
    }
  }

  @Test func thenStopFinishesTheProgram() throws {
    let program = sessionsProgram(
      [
        ProgramDay(name: "A", slots: [slot("squat", [reps(5, .kilograms(60))])]),
        ProgramDay(name: "B", slots: [slot("deadlift", [reps(5, .kilograms(80))])]),
      ], after: .stop)
    var state = program.startState(trainingMaxes: [:], weights: [:])
    state = program.advanced(state, after: try program.planned(state).doneAsPlanned).state
    #expect(!state.finished)
    #expect(state.session == 1)
    state = program.advanced(state, after: try program.planned(state).doneAsPlanned).state
    #expect(state.finished)
    #expect(throws: ProgramPlanError.finished) { try program.planned(state) }
    let simulated = try program.simulate(
      from: program.startState(trainingMaxes: [:], weights: [:]), sessions: 10, failing: [],
      context: programContext())
    #expect(simulated.map(\.planned.dayName) == ["A", "B"])
  }
}
