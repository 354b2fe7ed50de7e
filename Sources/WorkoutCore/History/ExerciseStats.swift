/// What `stats` shows of one exercise.
public struct ExerciseStats: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// Its last date with results.
  public var lastDate: LocalDate
  /// The top set of that date.
  public var lastTopSet: SetValues?
  /// The best estimated one-rep max ever.
  public var bestOneRepMax: Double?
  /// Dates with results.
  public var sessions: Int

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
    entry.lastTopSet = session.topSet
    if let best { entry.bestOneRepMax = max(entry.bestOneRepMax ?? 0, best) }
    entries[session.exercise] = entry
  }

  /// One entry per exercise done, the most recently done first.
  public var stats: [ExerciseStats] {
    entries.values.sorted {
      $0.lastDate != $1.lastDate ? $0.lastDate > $1.lastDate : $0.exercise < $1.exercise
    }
  }
}
