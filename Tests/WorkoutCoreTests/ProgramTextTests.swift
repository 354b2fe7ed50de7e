import Testing
import WorkoutCore

/// Every statement and set form of the program text, read into the model.
@Suite struct ProgramTextTests {
  typealias T = ProgramTextSupport

  private func slot(_ line: String, header: String = "") throws -> ProgramSlot {
    let program = try T.read(T.day(line, header: header))
    return try #require(program.days.first?.slots.first)
  }

  private func sets(_ text: String, exercise: String = "squat", header: String = "") throws
    -> [SetPlan]
  {
    try #require(try slot("\(exercise) \(text)", header: header).sets)
  }

  @Test func headerStatementsAreRead() throws {
    let program = try T.read(
      """
      # a comment line
      program My Plan   # trailing comment
      cycle 6 weeks
      then stop
      days Mon, wednesday fri
      deload weeks 3, 5-6
      training max squat, bench-press at 90% e1rm

      day One
        squat 3x5
      """)
    #expect(program.title == "My Plan")
    #expect(program.cycle == .weeks(6))
    #expect(program.afterCycle == .stop)
    #expect(program.trainingDays == [0, 2, 4])
    #expect(program.deloadWeeks == [3, 5, 6])
    #expect(
      program.trainingMaxTracks == [TrackID(exercise: "squat"), TrackID(exercise: "bench-press")])
    #expect(program.trainingMaxPercent == 90)
    #expect(
      program.days == [
        ProgramDay(
          name: "One",
          slots: [
            ProgramSlot(
              track: TrackID(exercise: "squat"),
              sets: Array(repeating: SetPlan(target: .reps(5)), count: 3), line: 10)
          ], line: 9)
      ])
  }

  @Test func defaultsWhenTheHeaderIsLeftOut() throws {
    let program = try T.read("day A\nsquat 5\n", name: "mine.program")
    #expect(program.title == "mine.program")
    #expect(program.cycle == .weeks(1))
    #expect(program.afterCycle == .repeat)
    #expect(program.trainingDays == nil)
    #expect(program.deloadWeeks.isEmpty)
    #expect(program.trainingMaxPercent == 100)
  }

  @Test func sessionsCycleWithCRLFLines() throws {
    let program = try T.read("cycle 2 sessions\r\nday A\r\nsquat 5\r\nday B\r\ndeadlift 5\r\n")
    #expect(program.cycle == .sessions(2))
    #expect(program.days.map(\.name) == ["A", "B"])
  }

  @Test func goals() throws {
    #expect(try sets("5") == [SetPlan(target: .reps(5))])
    #expect(try sets("8-12") == [SetPlan(target: .range(8, 12))])
    #expect(try sets("5+") == [SetPlan(target: .atLeast(5))])
    #expect(try sets("45s", exercise: "plank") == [SetPlan(target: .duration(45))])
    #expect(try sets("2min", exercise: "plank") == [SetPlan(target: .duration(120))])
    #expect(try sets("1.5min", exercise: "plank") == [SetPlan(target: .duration(90))])
  }

  @Test func severalSetsAtOnce() throws {
    #expect(try sets("5x5") == Array(repeating: SetPlan(target: .reps(5)), count: 5))
    #expect(try sets("3×8-12") == Array(repeating: SetPlan(target: .range(8, 12)), count: 3))
    #expect(try sets("3 x 8-12") == Array(repeating: SetPlan(target: .range(8, 12)), count: 3))
    #expect(try sets("3x 10") == Array(repeating: SetPlan(target: .reps(10)), count: 3))
    #expect(
      try sets("3x45s", exercise: "plank")
        == Array(repeating: SetPlan(target: .duration(45)), count: 3))
  }

  @Test func manyTimesAMRAPMakesOnlyTheLastSetAMRAP() throws {
    #expect(
      try sets("5x3+")
        == Array(repeating: SetPlan(target: .reps(3)), count: 4) + [SetPlan(target: .atLeast(3))])
  }

  @Test func loads() throws {
    let header = "training max squat"
    #expect(try sets("5 60kg") == [SetPlan(target: .reps(5), load: .kilograms(60))])
    #expect(try sets("5 @60kg") == [SetPlan(target: .reps(5), load: .kilograms(60))])
    #expect(
      try sets("5 135lb") == [
        SetPlan(target: .reps(5), load: .kilograms(Unit.pound.canonical(135)))
      ])
    #expect(
      try sets("5 @85%", header: header) == [SetPlan(target: .reps(5), load: .trainingMax(85))])
    #expect(
      try sets("5 85%", header: header) == [SetPlan(target: .reps(5), load: .trainingMax(85))])
    #expect(try sets("5 75% e1rm") == [SetPlan(target: .reps(5), load: .e1rm(75))])
    #expect(try sets("5 @72.5% e1rm") == [SetPlan(target: .reps(5), load: .e1rm(72.5))])
  }

  @Test func efforts() throws {
    #expect(
      try sets("3x8-12 @8")
        == Array(repeating: SetPlan(target: .range(8, 12), effort: .rpe(8)), count: 3))
    #expect(try sets("5 @8.5") == [SetPlan(target: .reps(5), effort: .rpe(8.5))])
    #expect(
      try sets("3x15+ rir 2", exercise: "face-pull").last
        == SetPlan(target: .atLeast(15), effort: .rir(2)))
    #expect(
      try sets("5 60kg @9") == [SetPlan(target: .reps(5), load: .kilograms(60), effort: .rpe(9))])
    #expect(
      try sets("5 rir 1 @60kg") == [
        SetPlan(target: .reps(5), load: .kilograms(60), effort: .rir(1))
      ])
  }

  @Test func kindsAndGroups() throws {
    #expect(
      try sets("w: 2x5 40kg, 3x5 100kg, f:1+ 80kg")
        == Array(
          repeating: SetPlan(target: .reps(5), load: .kilograms(40), kind: .warmup), count: 2)
        + Array(repeating: SetPlan(target: .reps(5), load: .kilograms(100)), count: 3)
        + [SetPlan(target: .atLeast(1), load: .kilograms(80), kind: .failure)])
    #expect(try sets("d:8 50kg") == [SetPlan(target: .reps(8), load: .kilograms(50), kind: .drop)])
  }

  @Test func warmupSupersetAndWeeks() throws {
    let program = try T.read(
      """
      cycle 4 weeks
      training max squat
      day D
        squat warmup
          week 1: 5 @65%, 5+ @85%
          weeks 2-3: 3 @70%
        bench-press 3x5 warmup
      & face-pull 3x15
        &plank 3x45s
      """)
    let slots = program.days[0].slots
    #expect(slots[0].warmup && slots[0].sets == nil)
    #expect(
      slots[0].weeks == [
        WeekSets(
          weeks: 1...1,
          sets: [
            SetPlan(target: .reps(5), load: .trainingMax(65)),
            SetPlan(target: .atLeast(5), load: .trainingMax(85)),
          ]),
        WeekSets(weeks: 2...3, sets: [SetPlan(target: .reps(3), load: .trainingMax(70))]),
      ])
    #expect(slots[1].warmup && !slots[1].joinsPrevious && slots[1].line == 7)
    #expect(slots[2].joinsPrevious && slots[2].track == TrackID(exercise: "face-pull"))
    #expect(slots[3].joinsPrevious && slots[3].track == TrackID(exercise: "plank"))
  }

  @Test func exerciseBlocksAndRules() throws {
    let program = try T.read(
      """
      training max squat, bench-press
      exercise squat:t1
        stages 5x3+ | 6x2+ | 10x1+
        progress +5kg
        reset 85% 5rm
        start 60kg
      exercise squat:t2
        stages 3x10 | 3x8
        progress +5kg, deload 10% after 3 failures
        reset +7.5kg
      exercise squat
        progress tm +5kg per cycle
      exercise bench-press
        progress tm from amrap 90%
      exercise lat-pulldown
        progress +2.5kg, at 25 reps
      exercise face-pull
        progress double +10lb
      exercise plank
        progress none
      day D
        progress +2.5kg
        squat:t1
        squat:t2
        squat 5+ @85%
        bench-press 3+ @90%
        lat-pulldown 3x15+
        face-pull 3x15-20
        plank 45s
        deadlift 5
      """)
    let t1 = TrackID(exercise: "squat", tag: "t1")
    #expect(
      program.tracks[t1]
        == TrackRules(
          start: 60, rules: [.linear(increment: 5, deloadPercent: 0, failures: 0, amrapReps: nil)],
          stages: [
            Array(repeating: SetPlan(target: .reps(3)), count: 4) + [SetPlan(target: .atLeast(3))],
            Array(repeating: SetPlan(target: .reps(2)), count: 5) + [SetPlan(target: .atLeast(2))],
            Array(repeating: SetPlan(target: .reps(1)), count: 9) + [SetPlan(target: .atLeast(1))],
          ], reset: .repMax(percent: 85, reps: 5), line: 2))
    let t2 = try #require(program.tracks[TrackID(exercise: "squat", tag: "t2")])
    #expect(t2.rules == [.linear(increment: 5, deloadPercent: 10, failures: 3, amrapReps: nil)])
    #expect(t2.reset == .firstStagePlus(increment: 7.5))
    #expect(
      program.tracks[TrackID(exercise: "squat")]?.rules == [.trainingMaxPerCycle(increment: 5)])
    #expect(
      program.tracks[TrackID(exercise: "bench-press")]?.rules == [
        .trainingMaxFromAMRAP(percent: 90)
      ])
    #expect(
      program.tracks[TrackID(exercise: "lat-pulldown")]?.rules == [
        .linear(increment: 2.5, deloadPercent: 0, failures: 0, amrapReps: 25)
      ])
    #expect(
      program.tracks[TrackID(exercise: "face-pull")]?.rules == [
        .double(increment: Unit.pound.canonical(10))
      ])
    #expect(program.tracks[TrackID(exercise: "plank")]?.rules == [ProgressionRule.none])
    #expect(
      program.days[0].rule == .linear(increment: 2.5, deloadPercent: 0, failures: 0, amrapReps: nil)
    )
    #expect(program.days[0].slots[0].sets == nil)
  }

  @Test func columnsCountCharactersNotBytes() {
    // "mön" is 3 characters and 4 bytes: the next word is at column 11, byte 12.
    #expect(
      T.problems("days mön, xyz\nday A\nsquat 5\n") == [
        "1:6: unknown weekday 'mön'; did you mean 'monday'?",
        "1:11: unknown weekday 'xyz'; write mon to sun or monday to sunday",
      ])
  }
}
