/// Where a set is in a menu: its workout's index and its own.
public struct SetPosition: Hashable, Sendable, Comparable {
  /// The workout's index in the menu.
  public var workout: Int
  /// The set's index in the workout.
  public var set: Int

  /// A position.
  public init(workout: Int, set: Int) {
    self.workout = workout
    self.set = set
  }

  /// Menu order.
  public static func < (lhs: SetPosition, rhs: SetPosition) -> Bool {
    (lhs.workout, lhs.set) < (rhs.workout, rhs.set)
  }
}

extension Menu {
  /// The first set neither done nor skipped, in menu order: where a run starts or resumes.
  public var firstOpenSet: SetPosition? { openSet(after: nil) }

  /// The first open set after `position` (from the start when nil), in menu order.
  public func openSet(after position: SetPosition?) -> SetPosition? {
    for (workoutIndex, workout) in workouts.enumerated() {
      for (setIndex, set) in workout.sets.enumerated() where set.isOpen {
        let candidate = SetPosition(workout: workoutIndex, set: setIndex)
        if position.map({ candidate > $0 }) ?? true { return candidate }
      }
    }
    return nil
  }

  /// The number of sets neither done nor skipped.
  public var openSetCount: Int { workouts.reduce(0) { $0 + $1.sets.count { $0.isOpen } } }

  /// The set at a position.
  public subscript(position: SetPosition) -> WorkoutSet {
    get { workouts[position.workout].sets[position.set] }
    set { workouts[position.workout].sets[position.set] = newValue }
  }

  /// Records what was done in a set (it may have been done, skipped or open before).
  public mutating func record(_ actual: SetValues, at position: SetPosition, time: Timestamp) {
    self[position].actual = actual
    self[position].skipped = false
    self[position].completedAt = time
  }

  /// Marks a set skipped, dropping any result it had.
  public mutating func skip(at position: SetPosition, time: Timestamp) {
    self[position].actual = nil
    self[position].skipped = true
    self[position].completedAt = time
  }

  /// The rest after a set, in seconds: the rest its result gives (as planned unless typed),
  /// except after a workout's last set when the catalog says rest is unneeded there, and none
  /// after a skipped set or when no open set is left to rest for.
  public func rest(after position: SetPosition, catalog: Catalog) -> Double? {
    let workout = workouts[position.workout]
    let set = workout.sets[position.set]
    guard !set.skipped, let rest = set.actual?[.rest] ?? set.planned[.rest], rest > 0,
      openSet(after: position) != nil
    else { return nil }
    let isLast = position.set == workout.sets.count - 1
    if isLast, catalog.item(.rest)?.lastSetUnneeded ?? true { return nil }
    return rest
  }
}
