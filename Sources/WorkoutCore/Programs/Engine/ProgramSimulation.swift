// A dry run: sessions planned and done exactly as planned (or one rep short for a failing
// track), each advancing the state. Nothing outside the values is read or written.

/// A track that fails every set in one week of a simulation.
public struct SimulatedFailure: Hashable, Sendable {
  /// The track.
  public var track: TrackID
  /// The simulation's week, from 1.
  public var week: Int

  /// A failure.
  public init(track: TrackID, week: Int) {
    self.track = track
    self.week = week
  }
}

/// One session of a simulation: the plan, what its results changed, and the state after it.
public struct SimulatedSession: Hashable, Sendable {
  /// The simulation's week, from 1.
  public var simulationWeek: Int
  /// The session as planned.
  public var planned: PlannedSession
  /// What its results changed, in order.
  public var changes: [ProgramChange]
  /// The state after it.
  public var state: ProgramState

  /// A simulated session.
  public init(
    simulationWeek: Int, planned: PlannedSession, changes: [ProgramChange], state: ProgramState
  ) {
    self.simulationWeek = simulationWeek
    self.planned = planned
    self.changes = changes
    self.state = state
  }
}

extension Program {
  /// The sessions of a simulation week: a weekly cycle's days, else one for each training
  /// day, else 3.
  public var sessionsPerSimulationWeek: Int {
    if case .weeks = cycle { return max(days.count, 1) }
    guard let trainingDays, !trainingDays.isEmpty else { return 3 }
    return trainingDays.count
  }

  /// A dry run: `sessions` sessions from `state`, each done exactly as planned (an AMRAP set
  /// at its minimum, a rep range at its top) except a track listed in `failing` for its week (each of its counted sets
  /// one rep short). Stops early when the program finishes.
  public func simulate(
    from state: ProgramState, sessions: Int, failing: Set<SimulatedFailure>,
    context: ProgramContext
  ) throws(ProgramPlanError) -> [SimulatedSession] {
    var state = state
    var simulated: [SimulatedSession] = []
    for index in 0..<max(sessions, 0) where !state.finished {
      let planned = try plan(state, context: context)
      let week = index / sessionsPerSimulationWeek + 1
      var done = planned
      for slot in done.slots.indices {
        let fails = failing.contains(SimulatedFailure(track: done.slots[slot].track, week: week))
        for set in done.slots[slot].workout.sets.indices {
          done.slots[slot].workout.sets[set].doAsPlanned(oneRepShort: fails)
        }
      }
      let (next, changes) = advance(state, after: done, context: context)
      simulated.append(
        SimulatedSession(simulationWeek: week, planned: planned, changes: changes, state: next))
      state = next
    }
    return simulated
  }
}

extension WorkoutSet {
  /// Done with the planned values, a rep range at its top (what double progression aims at);
  /// a counted set `oneRepShort` with one rep (or, timed, one second) less.
  fileprivate mutating func doAsPlanned(oneRepShort: Bool) {
    var actual = planned.values
    if let top = planned.repsUpTo { actual[.reps] = top }
    if oneRepShort, kind.counts {
      if let reps = actual[.reps] {
        actual[.reps] = max(0, reps - 1)
      } else if let seconds = actual[.duration] {
        actual[.duration] = max(0, seconds - 1)
      }
    }
    self.actual = actual
  }
}
