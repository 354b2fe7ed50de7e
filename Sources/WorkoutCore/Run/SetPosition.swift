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
  /// Every set in the order `run` walks them: a workout's sets in order, but a group's (a
  /// superset's or circuit's) round by round: set 1 of each of its workouts, then set 2 of
  /// each, …; a workout with no set left in a round is passed over. The warm-up sets a group's
  /// workout starts with (a ramp) come first, workout by workout, and are not in the rounds.
  public var walkOrder: [SetPosition] {
    var order: [SetPosition] = []
    walk { position in
      order.append(position)
      return true
    }
    return order
  }

  /// The first set neither done nor skipped, in walk order: where a run starts or resumes.
  public var firstOpenSet: SetPosition? { openSet(after: nil) }

  /// The first open set after `position` (from the start when nil), in walk order.
  public func openSet(after position: SetPosition?) -> SetPosition? {
    var passed = position == nil
    var found: SetPosition?
    walk { candidate in
      if passed, self[candidate].isOpen {
        found = candidate
        return false
      }
      if candidate == position { passed = true }
      return true
    }
    return found
  }

  /// Calls `body` with each set in walk order, while it returns true.
  private func walk(_ body: (SetPosition) -> Bool) {
    var index = 0
    while index < workouts.count {
      let members = group(of: index) ?? index..<index + 1
      for member in members {
        for set in 0..<warmupLead(of: member) {
          guard body(SetPosition(workout: member, set: set)) else { return }
        }
      }
      let rounds = members.map { roundCount(of: $0) }.max() ?? 0
      for round in 0..<rounds {
        for member in members where round < roundCount(of: member) {
          guard body(SetPosition(workout: member, set: warmupLead(of: member) + round)) else {
            return
          }
        }
      }
      index = members.upperBound
    }
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

  /// The rest after a set: the rest its result gives (as planned unless typed), none after a
  /// skipped set or when no open set is left to rest for. In a group, the round's rest (that of
  /// its last workout's set) comes once the round is over; a shorter rest on an earlier
  /// workout's set is a changeover to the next one, a longer one none. Leaving a workout (or a
  /// group) for the next exercise is a rest before the next exercise: `between` says how long.
  public func rest(
    after position: SetPosition, catalog: Catalog, between: RestBetween = .setRest
  ) -> RestAfterSet? {
    let workout = workouts[position.workout]
    let set = workout.sets[position.set]
    guard !set.skipped, let next = openSet(after: position) else { return nil }
    let own = (set.actual?[.rest] ?? set.planned[.rest]).flatMap { $0 > 0 ? $0 : nil }
    func beforeNextExercise(_ rest: Double?) -> RestAfterSet? {
      between.seconds(afterSetRest: rest).map {
        RestAfterSet(seconds: $0, beforeNextExercise: true)
      }
    }
    func within(_ rest: Double?) -> RestAfterSet? {
      rest.map { RestAfterSet(seconds: $0, beforeNextExercise: false) }
    }
    guard let members = group(of: position.workout) else {
      return next.workout != position.workout ? beforeNextExercise(own) : within(own)
    }
    let lead = warmupLead(of: position.workout)
    // A warm-up before the rounds rests as in a workout of its own.
    guard position.set >= lead else { return within(own) }
    let round = position.set - lead
    let roundRest = self.rest(ofRound: round, in: members)
    if members.contains(next.workout), next.set == warmupLead(of: next.workout) + round {
      guard let own, let roundRest, own < roundRest else { return nil }
      return within(own)
    }
    if !members.contains(next.workout) { return beforeNextExercise(roundRest) }
    return within(roundRest)
  }

  /// The rest of a group's round: that of the set of its last workout with a set in the round.
  private func rest(ofRound round: Int, in members: Range<Int>) -> Double? {
    guard let last = members.last(where: { round < roundCount(of: $0) }) else { return nil }
    let set = workouts[last].sets[warmupLead(of: last) + round]
    guard let rest = set.actual?[.rest] ?? set.planned[.rest], rest > 0 else { return nil }
    return rest
  }

  /// The warm-up sets a workout of a group starts with, walked before the group's rounds; 0 for
  /// a workout in no group, or one of warm-ups only.
  private func warmupLead(of index: Int) -> Int {
    guard group(of: index) != nil else { return 0 }
    let sets = workouts[index].sets
    let lead = sets.prefix { $0.kind == .warmup }.count
    return lead < sets.count ? lead : 0
  }

  /// The sets of a workout that take part in its group's rounds.
  private func roundCount(of index: Int) -> Int {
    workouts[index].sets.count - warmupLead(of: index)
  }
}

/// A rest `run` takes after a set.
public struct RestAfterSet: Hashable, Sendable {
  /// Its length.
  public var seconds: Double
  /// True for the rest after a workout's (or a group's) last set, before the next exercise.
  public var beforeNextExercise: Bool

  /// A rest.
  public init(seconds: Double, beforeNextExercise: Bool) {
    self.seconds = seconds
    self.beforeNextExercise = beforeNextExercise
  }
}
