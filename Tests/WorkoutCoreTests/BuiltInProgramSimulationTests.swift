import Testing

@testable import WorkoutCore

// The built-in programs read from their files (`BuiltIn/*.program`) through the text format, as
// `program start` reads them, and simulated for 12 weeks. Every expected number is worked out
// here from the published programs, not taken from the engine.

/// A built-in program read from its file.
func builtInProgram(_ name: String) throws -> Program {
  let builtIn = try #require(BuiltInProgram.named(name))
  return try ProgramText.read(builtIn.text, name: name, catalog: catalog)
}

/// `weeks` simulation weeks of `program` from `state`, with the test context.
func simulateWeeks(
  _ program: Program, from state: ProgramState, weeks: Int = 12,
  failing: Set<SimulatedFailure> = []
) throws -> [SimulatedSession] {
  try program.simulate(
    from: state, sessions: weeks * program.sessionsPerSimulationWeek, failing: failing,
    context: programContext())
}

/// The session as planned, split for checking.
extension PlannedSlot {
  /// The counted sets (not warm-ups), in order.
  var working: [PlannedSet] { workout.sets.filter { $0.kind != .warmup }.map(\.planned) }
  /// The warm-up sets, in order.
  var warmups: [PlannedSet] { workout.sets.filter { $0.kind == .warmup }.map(\.planned) }

  /// True when the warm-ups come first, each lighter than the first working set, and there
  /// are some unless that set is the empty 20 kg bar.
  var hasItsWarmupRamp: Bool {
    let count = warmups.count
    guard workout.sets.prefix(count).allSatisfy({ $0.kind == .warmup }),
      let first = working.first?[.weight], count > 0 || first <= 20
    else { return false }
    return warmups.allSatisfy { ($0[.weight] ?? .infinity) < first }
  }
}

/// What every built-in shares: it reads, says what it needs, and runs 12 weeks from numbers
/// given for those needs.
@Suite struct BuiltInProgramSimulationTests {
  /// Each built-in's tracks that need a training max and a working weight, in the order its
  /// days first name them.
  static let needs: [String: (trainingMax: [String], weight: [String])] = [
    "531-bbb": (["overhead-press", "deadlift", "bench-press", "squat"], []),
    "gzclp": (
      [],
      [
        "squat:t1", "bench-press:t2", "lat-pulldown", "overhead-press:t1", "deadlift:t2",
        "dumbbell-row", "bench-press:t1", "squat:t2", "deadlift:t1", "overhead-press:t2",
      ]
    ),
    "5x5": ([], ["squat", "bench-press", "barbell-row", "overhead-press", "deadlift"]),
    "ppl": (
      [],
      [
        "bench-press", "overhead-press", "incline-dumbbell-press", "lateral-raise",
        "triceps-pushdown", "barbell-row", "lat-pulldown", "seated-cable-row", "face-pull",
        "barbell-curl", "squat", "romanian-deadlift", "leg-press", "lying-leg-curl",
        "calf-raise", "incline-bench-press", "dumbbell-fly", "cable-lateral-raise",
        "skull-crusher", "deadlift", "wide-grip-lat-pulldown", "dumbbell-row",
        "rear-delt-raise", "hammer-curl", "front-squat", "bulgarian-split-squat",
        "seated-leg-curl", "seated-calf-raise",
      ]
    ),
  ]

  @Test func thereAreTheFourPublishedProgramsAndEachReadsFromItsFile() throws {
    #expect(BuiltInProgram.all.map(\.name) == ["531-bbb", "gzclp", "5x5", "ppl"])
    for name in Self.needs.keys { _ = try builtInProgram(name) }
  }

  @Test(arguments: ["531-bbb", "gzclp", "5x5", "ppl"])
  func needsListsExactlyTheTracksItNeeds(name: String) throws {
    let program = try builtInProgram(name)
    let needs = program.needs(in: .builtIn)
    let expected = try #require(Self.needs[name])
    #expect(needs.trainingMax.map(\.description) == expected.trainingMax)
    #expect(needs.weight.map(\.description) == expected.weight)
    #expect(needs.e1rm.isEmpty)
  }

  @Test(arguments: ["531-bbb", "gzclp", "5x5", "ppl"])
  func simulatesTwelveWeeksFromTheNumbersItNeeds(name: String) throws {
    let program = try builtInProgram(name)
    let needs = program.needs(in: .builtIn)
    let start = program.startState(
      trainingMaxes: Dictionary(uniqueKeysWithValues: needs.trainingMax.map { ($0, 100) }),
      weights: Dictionary(uniqueKeysWithValues: needs.weight.map { ($0, 40) }))
    let sessions = try simulateWeeks(program, from: start)
    let perWeek = program.sessionsPerSimulationWeek
    #expect(sessions.count == 12 * perWeek)
    #expect(sessions.map(\.simulationWeek) == (0..<12 * perWeek).map { $0 / perWeek + 1 })
    for session in sessions {
      #expect(!session.planned.slots.isEmpty)
      for slot in session.planned.slots {
        #expect(!slot.working.isEmpty)
        #expect(slot.working.allSatisfy { ($0[.weight] ?? 0) > 0 && ($0[.reps] ?? 0) > 0 })
      }
    }
  }
}
