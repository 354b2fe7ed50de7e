import Testing

@testable import WorkoutCore

/// How a session's workouts are planned: values as `add` prefills them, loads and efforts,
/// supersets, and what cannot be planned.
@Suite struct ProgramEngineTestsPlanning {
  @Test func aSupersetsSlotsShareAGroupAndALoneSlotHasNone() throws {
    let program = Program(
      title: "groups", cycle: .weeks(2),
      days: [
        ProgramDay(
          name: "Upper",
          slots: [
            slot("bench-press", times(3, reps(5, .kilograms(60)))),
            slot("dumbbell-row", times(3, range(8, 12, .kilograms(20), .rpe(8))), joins: true),
            slot("plank", times(3, SetPlan(target: .duration(45)))),
            slot("face-pull", times(3, amrap(15, .kilograms(15))), joins: false),
            ProgramSlot(
              track: track("pull-up"),
              weeks: [WeekSets(weeks: 1...1, sets: times(3, reps(8)))], joinsPrevious: true),
          ])
      ])
    let state = program.startState(trainingMaxes: [:], weights: [:])
    let week1 = try program.planned(state)
    #expect(week1.slots.map(\.workout.group) == [1, 1, nil, 2, 2])
    #expect(week1.slots.map(\.slot) == [0, 1, 2, 3, 4])
    var week2State = state
    week2State.session = 1
    let week2 = try program.planned(week2State)
    // Pull-ups only in week 1: face pulls are left alone.
    #expect(week2.slots.map(\.workout.group) == [1, 1, nil, nil])
    #expect(week2.week == 2)
  }

  @Test func valuesAreAsAddPlansThemWithTheGoalLoadAndEffort() throws {
    let program = sessionsProgram([
      ProgramDay(
        name: "A",
        slots: [
          slot(
            "bench-press",
            [
              reps(5, .e1rm(75)),
              SetPlan(target: .reps(5), load: .kilograms(61.2), effort: .rir(2)),
            ]),
          slot("dumbbell-row", [range(8, 12, .kilograms(20), .rpe(8))]),
          slot("plank", [SetPlan(target: .duration(45))]),
          slot("pull-up", [reps(8, .kilograms(10))]),
        ])
    ])
    let state = program.startState(trainingMaxes: [:], weights: [:])
    let planned = try program.planned(state, e1rms: ["bench-press": 101])
    let bench = planned.slots[0].workout.sets
    // 75 % of 101 = 75.75 → 75 on the plates; a load in kg stays as given.
    #expect(bench.map { $0.planned[.weight] } == [barLoad(101 * 0.75), 61.2])
    #expect(bench[0].planned[.weight] == 75)
    #expect(bench.map { $0.planned[.rest] } == [150, 150])
    #expect(bench[1].planned[.rir] == 2)
    #expect(bench[0].planned[.rir] == nil)
    let row = planned.slots[1].workout.sets[0].planned
    #expect(row.values == SetValues([.reps: 8, .weight: 20, .rest: 90, .rpe: 8]))
    #expect(row.repsUpTo == 12)
    // Plank: its default rest is the catalog's 60 s.
    #expect(
      planned.slots[2].workout.sets[0].planned.values == SetValues([.duration: 45, .rest: 60]))
    // A body-weight exercise's load is its added weight.
    #expect(planned.slots[3].workout.sets[0].planned[.added] == 10)
    #expect(planned.slots[3].workout.sets[0].planned[.weight] == nil)
    #expect(
      planned.slots.map(\.workout.exercise.rawValue) == [
        "bench-press", "dumbbell-row", "plank", "pull-up",
      ])
  }

  @Test func whatCannotBePlannedSaysWhatIsMissing() throws {
    let program = sessionsProgram([
      ProgramDay(
        name: "A",
        slots: [slot("squat", times(3, reps(5))), slot("bench-press", [reps(5, .e1rm(80))])])
    ])
    #expect(program.needs(in: .builtIn).weight == [track("squat")])
    #expect(program.needs(in: .builtIn).e1rm == ["bench-press"])
    #expect(program.needs(in: .builtIn).trainingMax.isEmpty)
    let state = program.startState(trainingMaxes: [:], weights: [:])
    #expect(throws: ProgramPlanError.missingWeight(track("squat"))) { try program.planned(state) }
    let weighted = program.startState(trainingMaxes: [:], weights: [track("squat"): 80])
    #expect(throws: ProgramPlanError.missingE1RM("bench-press")) { try program.planned(weighted) }
    #expect(try program.planned(weighted, e1rms: ["bench-press": 100]).weights(1) == [80])
    // A working weight below the bar is planned as the bar; a plank needs no weight.
    let light = sessionsProgram([
      ProgramDay(
        name: "A",
        slots: [
          slot("squat", [reps(5, .trainingMax(10))]),
          slot("plank", [SetPlan(target: .duration(30))]),
        ])
    ])
    #expect(light.needs(in: .builtIn).weight.isEmpty)
    let tmState = light.startState(trainingMaxes: [track("squat"): 100], weights: [:])
    #expect(try light.planned(tmState).weights() == [20])
  }

  @Test func aPlannedSessionIsAMenuTheStoreTakes() throws {
    let program = Program(
      title: "menu", cycle: .weeks(1), trainingMaxTracks: [track("squat")],
      days: [
        ProgramDay(
          name: "A",
          slots: [
            slot("squat", [reps(5, tm(65)), reps(5, tm(75)), amrap(5, tm(85))], warmup: true),
            slot("dumbbell-row", times(3, range(8, 12, .kilograms(20), .rpe(8)))),
            slot(
              "face-pull", times(3, SetPlan(target: .atLeast(15), effort: .rir(2))), joins: true),
            slot("plank", times(3, SetPlan(target: .duration(45)))),
          ])
      ])
    let state = program.startState(
      trainingMaxes: [track("squat"): 142.5], weights: [track("face-pull"): 15])
    let planned = try program.planned(state)
    let menu = Menu(date: day("2024-01-05"), workouts: planned.slots.map(\.workout))
    try Planner(catalog: catalog).validate(menu)
    #expect(menu.workouts.map(\.group) == [nil, 1, 1, nil])
    // 65/75/85 % of 142.5 = 92.625, 106.875, 121.125 → 92.5, 107.5, 120 after the ramp.
    #expect(planned.weights().suffix(3) == [92.625, 106.875, 121.125].map { barLoad($0) })
    #expect(planned.weights().suffix(3) == [92.5, 107.5, 120])
  }
}
