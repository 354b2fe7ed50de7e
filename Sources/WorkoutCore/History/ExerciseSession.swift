/// The results of one exercise on one date: the actual values of every set done (not skipped),
/// in menu order. Several workouts of the exercise on one date make one session.
public struct ExerciseSession: Hashable, Sendable {
  /// The date of the menu.
  public var date: LocalDate
  /// The exercise.
  public var exercise: ExerciseID
  /// Actual values of the sets done, at least one.
  public var sets: [SetValues]

  /// Creates a session.
  public init(date: LocalDate, exercise: ExerciseID, sets: [SetValues]) {
    self.date = date
    self.exercise = exercise
    self.sets = sets
  }

  /// The sessions of some menus, by date and then by each exercise's first workout.
  public static func sessions(of menus: [Menu]) -> [ExerciseSession] {
    menus.sorted { $0.date < $1.date }.flatMap { menu in
      var sessions: [ExerciseSession] = []
      for workout in menu.workouts {
        let done = workout.sets.compactMap { $0.isDone ? $0.actual : nil }
        guard !done.isEmpty else { continue }
        if let index = sessions.firstIndex(where: { $0.exercise == workout.exercise }) {
          sessions[index].sets += done
        } else {
          sessions.append(ExerciseSession(date: menu.date, exercise: workout.exercise, sets: done))
        }
      }
      return sessions
    }
  }
}

/// What `history` shows of an exercise's sessions: weight lifted, reps done, or distance and
/// time.
public enum SessionMeasure: Sendable {
  case weight, reps, distance
}

extension Exercise {
  /// By weight when it has a weight, else by reps when it has reps, else by distance and time.
  public var sessionMeasure: SessionMeasure {
    if items.contains(.weight) { return .weight }
    if items.contains(.reps) { return .reps }
    return .distance
  }
}
