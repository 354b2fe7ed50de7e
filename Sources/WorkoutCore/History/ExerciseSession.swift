/// The results of one exercise on one date: the actual values of every set done (not skipped),
/// in menu order, with each set's kind. Several workouts of the exercise on one date make one
/// session.
public struct ExerciseSession: Hashable, Sendable {
  /// The date of the menu.
  public var date: LocalDate
  /// The exercise.
  public var exercise: ExerciseID
  /// Actual values of the sets done, at least one.
  public private(set) var sets: [SetValues]
  /// The kind of each set of `sets`, in the same order.
  public private(set) var kinds: [SetKind]

  /// Creates a session; sets are working sets unless `kinds` (one per set) says otherwise.
  public init(date: LocalDate, exercise: ExerciseID, sets: [SetValues], kinds: [SetKind]? = nil) {
    self.date = date
    self.exercise = exercise
    self.sets = sets
    self.kinds = kinds ?? Array(repeating: .working, count: sets.count)
    precondition(self.kinds.count == sets.count, "one kind per set")
  }

  /// Adds sets done, one kind each.
  public mutating func append(_ values: [SetValues], kinds: [SetKind]) {
    precondition(values.count == kinds.count, "one kind per set")
    sets += values
    self.kinds += kinds
  }

  /// The sets that count in records, volume and progression: all but warm-up sets.
  public var countedSets: [SetValues] {
    guard kinds.contains(.warmup) else { return sets }
    return zip(sets, kinds).compactMap { $1.counts ? $0 : nil }
  }

  /// The sessions of some menus, by date and then by each exercise's first workout.
  public static func sessions(of menus: [Menu]) -> [ExerciseSession] {
    menus.sorted { $0.date < $1.date }.flatMap { menu in
      var sessions: [ExerciseSession] = []
      for workout in menu.workouts {
        let done = workout.sets.filter(\.isDone)
        guard !done.isEmpty else { continue }
        let values = done.compactMap(\.actual)
        let kinds = done.map(\.kind)
        if let index = sessions.firstIndex(where: { $0.exercise == workout.exercise }) {
          sessions[index].append(values, kinds: kinds)
        } else {
          sessions.append(
            ExerciseSession(
              date: menu.date, exercise: workout.exercise, sets: values, kinds: kinds))
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
