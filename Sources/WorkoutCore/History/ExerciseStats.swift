/// What `stats` shows of one exercise.
public struct ExerciseStats: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// Its last date with results.
  public var lastDate: LocalDate
  /// The top set of that date; for a cardio exercise (no weight, no reps), its longest
  /// workout's distance and duration.
  public var lastTopSet: SetValues?
  /// The best estimated one-rep max ever.
  public var bestOneRepMax: Double?
  /// Dates with results.
  public var sessions: Int
  /// The best pace of one workout ever, seconds per km (none faster than the world record of
  /// its activity).
  public var bestPace: Double?

  /// One entry per exercise of `sessions` (oldest first), the most recently done first.
  public static func of(_ sessions: [ExerciseSession], formula: OneRepMaxFormula) -> [ExerciseStats]
  {
    var fold = StatsFold(formula: formula)
    for session in sessions { fold.add(session) }
    return fold.stats
  }
}

/// What `stats` shows of every exercise, built session by session, oldest first: one entry per
/// exercise, never the sessions.
public struct StatsFold: SessionFold {
  private let formula: OneRepMaxFormula
  private var entries: [ExerciseID: ExerciseStats] = [:]

  /// No sessions yet; e1RM by `formula`.
  public init(formula: OneRepMaxFormula) {
    self.formula = formula
  }

  /// Takes the next session (oldest first).
  public mutating func add(_ session: ExerciseSession) {
    let best = session.oneRepMax(formula)
    var entry =
      entries[session.exercise]
      ?? ExerciseStats(
        exercise: session.exercise, lastDate: session.date, lastTopSet: nil, bestOneRepMax: nil,
        sessions: 0)
    entry.sessions += 1
    entry.lastDate = session.date
    entry.lastTopSet = session.topSet ?? Self.longestWorkout(of: session)
    if let best { entry.bestOneRepMax = max(entry.bestOneRepMax ?? 0, best) }
    for figures in session.workoutFigures {
      if let pace = figures.pace { entry.bestPace = min(entry.bestPace ?? .infinity, pace) }
    }
    entries[session.exercise] = entry
  }

  /// The distance and duration of the session's longest workout (by distance, else duration);
  /// nil when none has either.
  private static func longestWorkout(of session: ExerciseSession) -> SetValues? {
    // What was done, even a workout too fast to be a record.
    let figures = session.workoutSets.map {
      ExerciseSession(date: session.date, exercise: session.exercise, sets: Array($0))
    }.map { (distance: $0.distance, duration: $0.duration) }
      .filter { $0.distance != nil || $0.duration != nil }
    guard
      let longest = figures.max(by: {
        ($0.distance ?? 0, $0.duration ?? 0) < ($1.distance ?? 0, $1.duration ?? 0)
      })
    else { return nil }
    var values = SetValues()
    values[.distance] = longest.distance
    values[.duration] = longest.duration
    return values
  }

  /// One entry per exercise done, the most recently done first.
  public var stats: [ExerciseStats] {
    entries.values.sorted {
      $0.lastDate != $1.lastDate ? $0.lastDate > $1.lastDate : $0.exercise < $1.exercise
    }
  }
}
