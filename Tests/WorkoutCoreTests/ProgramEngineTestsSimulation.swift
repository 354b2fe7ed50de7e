import Testing

@testable import WorkoutCore

/// `simulate`: sessions done exactly as planned, or one rep short for a failing track, the
/// same every run.
@Suite struct ProgramEngineTestsSimulation {
  /// Squat three times a week, 5x5, +2.5 kg a success, 10 % off after three failures.
  static let program: Program = {
    var program = ProgramEngineTestsRules.linear
    program.trainingDays = [0, 2, 4]
    return program
  }()

  static let start = program.startState(trainingMaxes: [:], weights: [track("squat"): 100])

  static func run(failing: Set<SimulatedFailure>) throws -> [SimulatedSession] {
    try program.simulate(from: start, sessions: 9, failing: failing, context: programContext())
  }

  @Test func eachSessionDoneAsPlannedAddsTheIncrement() throws {
    let sessions = try Self.run(failing: [])
    #expect(sessions.map(\.simulationWeek) == [1, 1, 1, 2, 2, 2, 3, 3, 3])
    #expect(sessions.map { $0.planned.weights()[0] } == (0..<9).map { 100 + 2.5 * Double($0) })
  }

  @Test func aFailingWeekShowsItsEffectAndRunsTheSameEveryTime() throws {
    let failing: Set = [SimulatedFailure(track: track("squat"), week: 2)]
    let sessions = try Self.run(failing: failing)
    #expect(try Self.run(failing: failing) == sessions)
    // Week 1: 100, 102.5, 105; week 2 at 107.5, one rep short three times: 10 % off.
    let deloaded = barLoad(107.5 * 0.9)
    #expect(deloaded == 97.5)
    #expect(
      sessions.map { $0.planned.weights()[0] }
        == [100, 102.5, 105, 107.5, 107.5, 107.5, deloaded, deloaded + 2.5, deloaded + 5])
    #expect(
      sessions[3].changes.map(\.text) == ["squat missed at 107.5 kg (1 of 3 before a deload)"])
    #expect(sessions[5].changes.map(\.text) == ["squat deload 107.5 → 97.5 kg after 3 failures"])
    #expect(sessions[3].planned.reps() == [5, 5, 5, 5, 5])
  }

  @Test func aWeeklyCycleSimulatesItsDaysAWeek() throws {
    #expect(ProgramEngineTests531.program.sessionsPerSimulationWeek == 4)
    var program = Self.program
    program.trainingDays = nil
    #expect(program.sessionsPerSimulationWeek == 3)
  }
}
