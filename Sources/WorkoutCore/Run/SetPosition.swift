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

  /// The rest after a set, in seconds: the rest its result gives (as planned unless typed),
  /// except after a workout's last set when the catalog says rest is unneeded there, and none
  /// after a skipped set or when no open set is left to rest for. In a group, the round's rest
  /// (that of its last workout's set) comes once the round is over; a shorter rest on an earlier
  /// workout's set is a changeover to the next one, a longer one none; and leaving the group is
  /// like leaving a workout after its last set.
  public func rest(after position: SetPosition, catalog: Catalog) -> Double? {
    let workout = workouts[position.workout]
    let set = workout.sets[position.set]
    guard !set.skipped, let rest = set.actual?[.rest] ?? set.planned[.rest], rest > 0,
      let next = openSet(after: position)
    else { return nil }
    let lastSetUnneeded = catalog.item(.rest)?.lastSetUnneeded ?? true
    guard let members = group(of: position.workout) else {
      let isLast = position.set == workout.sets.count - 1
      if isLast, lastSetUnneeded { return nil }
      return rest
    }
    let lead = warmupLead(of: position.workout)
    // A warm-up before the rounds rests as in a workout of its own.
    guard position.set >= lead else { return rest }
    let round = position.set - lead
    let roundRest = self.rest(ofRound: round, in: members)
    if members.contains(next.workout), next.set == warmupLead(of: next.workout) + round {
      guard let roundRest, rest < roundRest else { return nil }
      return rest
    }
    if !members.contains(next.workout), lastSetUnneeded { return nil }
    return roundRest
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
