import Testing

@testable import WorkoutCore

// Small builders for the engine's tests: programs written as Swift values, read as the
// program text would say them.

/// A track that must be valid: `squat`, `squat:t1`.
func track(_ text: String) -> TrackID {
  guard let track = TrackID(text) else { fatalError("not a track: \(text)") }
  return track
}

/// `reps` reps, with an optional load.
func reps(_ reps: Int, _ load: SetLoad? = nil, _ effort: Effort? = nil) -> SetPlan {
  SetPlan(target: .reps(reps), load: load, effort: effort)
}

/// `reps+`: at least `reps`, as many as you can.
func amrap(_ reps: Int, _ load: SetLoad? = nil) -> SetPlan {
  SetPlan(target: .atLeast(reps), load: load)
}

/// `lower-upper` reps.
func range(_ lower: Int, _ upper: Int, _ load: SetLoad? = nil, _ effort: Effort? = nil) -> SetPlan {
  SetPlan(target: .range(lower, upper), load: load, effort: effort)
}

/// `count` copies of `value`: `5x5` of a set plan, or five planned weights.
func times<Value>(_ count: Int, _ value: Value) -> [Value] {
  Array(repeating: value, count: count)
}

/// `count` sets of `reps`, the last AMRAP: GZCLP's `5x3+`.
func timesAMRAP(_ count: Int, _ goal: Int) -> [SetPlan] {
  times(count - 1, reps(goal)) + [amrap(goal)]
}

/// `percent` % of the training max.
func tm(_ percent: Double) -> SetLoad { .trainingMax(percent) }

/// A slot of `name`'s track with the same sets every week.
func slot(
  _ name: String, _ sets: [SetPlan]? = nil, warmup: Bool = false, joins: Bool = false
) -> ProgramSlot {
  ProgramSlot(track: track(name), sets: sets, warmup: warmup, joinsPrevious: joins)
}

/// A program of one day per session, not tied to weeks: A/B alternation.
func sessionsProgram(
  _ days: [ProgramDay], tracks: [String: TrackRules] = [:], after: AfterCycle = .repeat
) -> Program {
  Program(
    title: "test", cycle: .sessions(days.count), afterCycle: after,
    tracks: Dictionary(uniqueKeysWithValues: tracks.map { (track($0.key), $0.value) }),
    days: days)
}

/// The built-in catalog, the default settings (20 kg bar, the standard kg plates, the standard
/// ramp), and `e1rms`.
func programContext(e1rms: [ExerciseID: Double] = [:]) -> ProgramContext {
  ProgramContext(
    catalog: catalog, settings: try! Settings(file: SettingsFile(), environment: [:]),
    e1rms: e1rms)
}

/// `kg` rounded to what a 20 kg bar and the standard kg plates load: every 2.5 kg from the
/// bar (the smallest pair is 2 × 1.25 kg), a tie to the lighter.
func barLoad(_ kg: Double) -> Double {
  let below = (kg / 2.5).rounded(.down) * 2.5
  return max(20, kg - below <= below + 2.5 - kg ? below : below + 2.5)
}

extension PlannedSession {
  /// Every set done exactly as planned.
  var doneAsPlanned: PlannedSession {
    var done = self
    for slot in done.slots.indices {
      for set in done.slots[slot].workout.sets.indices {
        done.slots[slot].workout.sets[set].actual =
          done.slots[slot].workout.sets[set].planned
          .values
      }
    }
    return done
  }

  /// The planned weights of slot `index`'s sets.
  func weights(_ index: Int = 0) -> [Double?] {
    slots[index].workout.sets.map { $0.planned[.weight] }
  }

  /// The planned reps of slot `index`'s sets.
  func reps(_ index: Int = 0) -> [Double?] { slots[index].workout.sets.map { $0.planned[.reps] } }

  /// Which sets of slot `index` are AMRAP.
  func amrap(_ index: Int = 0) -> [Bool] { slots[index].workout.sets.map(\.planned.amrap) }
}

extension Program {
  /// Plans with the test context; the state must plan.
  func planned(_ state: ProgramState, e1rms: [ExerciseID: Double] = [:]) throws -> PlannedSession {
    try plan(state, context: programContext(e1rms: e1rms))
  }

  /// Advances with the test context.
  func advanced(_ state: ProgramState, after done: PlannedSession) -> (
    state: ProgramState, changes: [String]
  ) {
    let (next, changes) = advance(state, after: done, context: programContext())
    return (next, changes.map(\.text))
  }
}
