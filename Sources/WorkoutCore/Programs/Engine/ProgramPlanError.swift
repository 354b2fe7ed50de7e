/// Why a session of a program cannot be planned.
public enum ProgramPlanError: Error, Hashable, Sendable {
  /// A `%` load on a track with no training max.
  case missingTrainingMax(TrackID)
  /// A `% e1rm` load on an exercise with no e1RM in history.
  case missingE1RM(ExerciseID)
  /// A set with no load of its own on a track with no working weight.
  case missingWeight(TrackID)
  /// An exercise the catalog does not have.
  case unknownExercise(ExerciseID)
  /// A slot with no sets that week and no stages to take them from.
  case noSets(TrackID, week: Int)
  /// More sets than a workout holds (with its warm-up ramp).
  case tooManySets(TrackID, count: Int)
  /// The state points past the cycle's sessions (the program's text changed).
  case noSuchSession(Int, sessions: Int)
  /// The program has stopped after its last session.
  case finished

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .missingTrainingMax(let track):
      "\(track) has no training max; give one with --tm \(track)=WEIGHT"
    case .missingE1RM(let exercise):
      "\(exercise) has no e1RM in history to take a percentage of; record a set of it first"
    case .missingWeight(let track):
      "\(track) has no working weight; give one when starting the program, or a `start` line"
    case .unknownExercise(let exercise):
      "the catalog has no exercise '\(exercise)'"
    case .noSets(let track, let week):
      "\(track) has no sets in week \(week) and no stages to take them from"
    case .tooManySets(let track, let count):
      "\(track) plans \(count) sets; a workout has at most \(Workout.maximumSets)"
    case .noSuchSession(let session, let sessions):
      "the program is at session \(session + 1), but its cycle has \(sessions)"
    case .finished:
      "the program has finished: its cycle ends with `then stop`"
    }
  }
}
