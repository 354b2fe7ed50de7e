import Testing
import WorkoutCore

/// The built-in programs read without a problem and hold the published numbers.
@Suite struct BuiltInProgramTests {
  private func program(_ name: String) throws -> Program {
    let builtIn = try #require(BuiltInProgram.named(name))
    return try ProgramText.read(builtIn.text, name: name, catalog: Catalog.builtIn)
  }

  private func track(_ exercise: ExerciseID, _ tag: String? = nil) -> TrackID {
    TrackID(exercise: exercise, tag: tag)
  }

  @Test func everyBuiltInIsReadAndNamed() throws {
    #expect(BuiltInProgram.all.map(\.name) == ["531-bbb", "gzclp", "5x5", "ppl"])
    for builtIn in BuiltInProgram.all {
      #expect(throws: Never.self) {
        try ProgramText.read(builtIn.text, name: builtIn.name, catalog: Catalog.builtIn)
      }
      #expect(!builtIn.summary.isEmpty)
    }
    #expect(BuiltInProgram.named("nope") == nil)
  }

  @Test func wendler531HasThePublishedWaves() throws {
    let program = try program("531-bbb")
    #expect(program.cycle == .weeks(4))
    #expect(program.afterCycle == .repeat)
    #expect(program.trainingDays == [0, 1, 3, 4])
    #expect(program.deloadWeeks == [4])
    #expect(program.trainingMaxPercent == 90)
    let lifts: [ExerciseID] = ["overhead-press", "deadlift", "bench-press", "squat"]
    #expect(program.days.map { $0.slots.first?.track.exercise } == lifts)
    #expect(program.trainingMaxTracks == Set(lifts.map { track($0) }))
    // Week → (reps, percent) of each set, the last of weeks 1–3 AMRAP.
    let waves: [Int: [(SetGoal, Double)]] = [
      1: [(.reps(5), 65), (.reps(5), 75), (.atLeast(5), 85)],
      2: [(.reps(3), 70), (.reps(3), 80), (.atLeast(3), 90)],
      3: [(.reps(5), 75), (.reps(3), 85), (.atLeast(1), 95)],
      4: [(.reps(5), 40), (.reps(5), 50), (.reps(5), 60)],
    ]
    for day in program.days {
      #expect(day.slots.count == 2)
      let main = day.slots[0]
      #expect(main.warmup && main.sets == nil)
      for week in 1...4 {
        let sets = try #require(main.weeks.first { $0.weeks.contains(week) }?.sets)
        let expected = try #require(waves[week])
        #expect(sets == expected.map { SetPlan(target: $0.0, load: .trainingMax($0.1)) })
      }
      let boringButBig = day.slots[1]
      #expect(boringButBig.track == main.track)
      #expect(
        boringButBig.weeks == [
          WeekSets(
            weeks: 1...3,
            sets: Array(repeating: SetPlan(target: .reps(10), load: .trainingMax(50)), count: 5))
        ])
    }
    #expect(program.tracks[track("squat")]?.rules == [.trainingMaxPerCycle(increment: 5)])
    #expect(program.tracks[track("deadlift")]?.rules == [.trainingMaxPerCycle(increment: 5)])
    #expect(program.tracks[track("bench-press")]?.rules == [.trainingMaxPerCycle(increment: 2.5)])
    #expect(
      program.tracks[track("overhead-press")]?.rules == [.trainingMaxPerCycle(increment: 2.5)])
  }

  @Test func gzclpHasTheTiersAndStages() throws {
    let program = try program("gzclp")
    #expect(program.cycle == .sessions(4))
    #expect(program.trainingDays == [0, 2, 4])
    #expect(program.days.map(\.name) == ["A1", "B1", "A2", "B2"])
    #expect(
      program.days.map { $0.slots.map(\.track.description) } == [
        ["squat:t1", "bench-press:t2", "lat-pulldown"],
        ["overhead-press:t1", "deadlift:t2", "dumbbell-row"],
        ["bench-press:t1", "squat:t2", "lat-pulldown"],
        ["deadlift:t1", "overhead-press:t2", "dumbbell-row"],
      ])
    func sets(_ count: Int, _ reps: Int, amrap: Bool) -> [SetPlan] {
      Array(repeating: SetPlan(target: .reps(reps)), count: amrap ? count - 1 : count)
        + (amrap ? [SetPlan(target: .atLeast(reps))] : [])
    }
    let t1Stages = [sets(5, 3, amrap: true), sets(6, 2, amrap: true), sets(10, 1, amrap: true)]
    let t2Stages = [sets(3, 10, amrap: false), sets(3, 8, amrap: false), sets(3, 6, amrap: false)]
    for (lift, increment) in [
      ("squat", 5.0), ("deadlift", 5), ("bench-press", 2.5), ("overhead-press", 2.5),
    ] {
      let t1 = try #require(program.tracks[track(ExerciseID(rawValue: lift), "t1")])
      #expect(t1.stages == t1Stages)
      #expect(
        t1.rules == [.linear(increment: increment, deloadPercent: 0, failures: 0, amrapReps: nil)])
      #expect(t1.reset == .repMax(percent: 85, reps: 5))
      let t2 = try #require(program.tracks[track(ExerciseID(rawValue: lift), "t2")])
      #expect(t2.stages == t2Stages)
      #expect(
        t2.rules == [.linear(increment: increment, deloadPercent: 0, failures: 0, amrapReps: nil)])
      #expect(t2.reset == .firstStagePlus(increment: 7.5))
    }
    for accessory: ExerciseID in ["lat-pulldown", "dumbbell-row"] {
      #expect(
        program.tracks[track(accessory)]?.rules == [
          .linear(increment: 2.5, deloadPercent: 0, failures: 0, amrapReps: 25)
        ])
    }
    #expect(program.days[0].slots[2].sets == sets(3, 15, amrap: true))
  }

  @Test func fiveByFiveAlternatesAAndB() throws {
    let program = try program("5x5")
    #expect(program.cycle == .sessions(2))
    #expect(program.trainingDays == [0, 2, 4])
    let fives = Array(repeating: SetPlan(target: .reps(5)), count: 5)
    #expect(
      program.days.map { $0.slots.map(\.track.exercise) } == [
        ["squat", "bench-press", "barbell-row"], ["squat", "overhead-press", "deadlift"],
      ])
    #expect(program.days[0].slots.allSatisfy { $0.sets == fives })
    #expect(program.days[1].slots.map(\.sets) == [fives, fives, [SetPlan(target: .reps(5))]])
    let linear = ProgressionRule.linear(
      increment: 2.5, deloadPercent: 10, failures: 3, amrapReps: nil)
    #expect(program.days.map(\.rule) == [linear, linear])
    #expect(
      program.tracks[track("deadlift")]?.rules == [
        .linear(increment: 5, deloadPercent: 10, failures: 3, amrapReps: nil)
      ])
  }

  @Test func pushPullLegsUsesDoubleProgressionOnRanges() throws {
    let program = try program("ppl")
    #expect(program.cycle == .weeks(1))
    #expect(program.trainingDays == [0, 1, 2, 3, 4, 5])
    #expect(program.days.count == 6)
    #expect(program.days.allSatisfy { $0.rule == .double(increment: 2.5) })
    let slots = program.days.flatMap(\.slots)
    let ranges = Set(slots.compactMap { $0.sets?.first?.target })
    #expect(ranges == [.range(6, 10), .range(8, 12), .range(10, 15)])
    #expect(slots.filter(\.joinsPrevious).count == 1)
    #expect(slots.contains { $0.sets?.first?.effort == .rpe(8) })
  }
}
