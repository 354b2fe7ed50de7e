// Supersets and circuits: workouts of a menu done in turns, a set of each per round. The
// workouts of a group share its number (`Workout.group`) and stand next to each other in the
// menu; a group has at least two (two make a superset, more a circuit). Groups are numbered
// 1, 2, … in menu order, again whenever the menu changes; a workout left with no other of its
// group beside it is in none.

extension Menu {
  /// The groups in menu order, each as the indices of its workouts.
  public var groups: [Range<Int>] { Menu.groups(of: workouts.map(\.group)) }

  /// The groups of workouts whose group numbers are `numbers`, in order: each run of two or
  /// more workouts next to each other with one number.
  static func groups(of numbers: [Int?]) -> [Range<Int>] {
    var groups: [Range<Int>] = []
    var start = 0
    while start < numbers.count {
      var end = start + 1
      if let number = numbers[start] {
        while end < numbers.count, numbers[end] == number { end += 1 }
      }
      if end - start >= 2 { groups.append(start..<end) }
      start = end
    }
    return groups
  }

  /// The indices of the workouts of the group the workout at `index` is in; nil when in none.
  public func group(of index: Int) -> Range<Int>? {
    guard let number = workouts[index].group else { return nil }
    var start = index
    while start > 0, workouts[start - 1].group == number { start -= 1 }
    let end = runEnd(from: start)
    return end - start >= 2 ? start..<end : nil
  }

  /// `A1`: the letter of the workout's group and its place in it; nil when in none.
  public func groupMark(of index: Int) -> String? { Menu.groupMark(of: index, in: groups) }

  /// `A1`: the letter of the group among `groups` holding `index`, and its place in it.
  static func groupMark(of index: Int, in groups: [Range<Int>]) -> String? {
    guard let ordinal = groups.firstIndex(where: { $0.contains(index) }) else { return nil }
    return Menu.groupLetter(ordinal) + "\(index - groups[ordinal].lowerBound + 1)"
  }

  /// The letter of the group at `ordinal` (from 0) in menu order: A to Z, then AA, AB, ….
  public static func groupLetter(_ ordinal: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var number = ordinal + 1
    var text = ""
    while number > 0 {
      number -= 1
      text.insert(letters[number % 26], at: text.startIndex)
      number /= 26
    }
    return text
  }

  /// What a group of `members` workouts is called: a superset of two, a circuit of more.
  public static func groupKind(members: Int) -> String {
    members == 2 ? "superset" : "circuit"
  }

  /// Numbers the groups 1, 2, … in menu order; a workout with no other of its group beside it
  /// leaves it.
  public mutating func renumberGroups() {
    let groups = self.groups
    for index in workouts.indices { workouts[index].group = nil }
    for (ordinal, members) in groups.enumerated() {
      for index in members { workouts[index].group = ordinal + 1 }
    }
  }

  /// A group number no workout of the menu has.
  var unusedGroup: Int { (workouts.compactMap(\.group).max() ?? 0) + 1 }

  /// Appends `added` at the end, their groups kept apart from the menu's own.
  mutating func append(_ added: [Workout]) {
    let offset = unusedGroup - 1
    for var workout in added {
      workout.group = workout.group.map { $0 + offset }
      workouts.append(workout)
    }
  }

  /// The groups in menu order as people read them.
  public var workoutGroups: [WorkoutGroup] {
    groups.enumerated().map { ordinal, members in
      WorkoutGroup(
        letter: Menu.groupLetter(ordinal), members: members,
        exercises: members.map { workouts[$0].exercise })
    }
  }

  /// The group of the workout at `index` as people read it; nil when in none.
  public func workoutGroup(of index: Int) -> WorkoutGroup? {
    workoutGroups.first { $0.members.contains(index) }
  }

  /// Readies the group of the workout at `partner` (or a new one with it alone) for one more
  /// workout: its workouts get one number. Returns the index the new workout goes to, right
  /// after the group, and the number.
  mutating func join(_ partner: Int) -> (index: Int, group: Int) {
    let members = group(of: partner) ?? partner..<partner + 1
    let number = workouts[partner].group ?? unusedGroup
    for index in members { workouts[index].group = number }
    return (members.upperBound, number)
  }

  /// The group a workout put at `index` would split, standing between two of its workouts
  /// without being one of them (of group `own`); nil when it splits none.
  func groupSplit(at index: Int, own: Int?) -> WorkoutGroup? {
    guard index > 0, index < workouts.count, let number = workouts[index].group,
      workouts[index - 1].group == number, own != number
    else { return nil }
    return workoutGroup(of: index)
  }

  /// The end of the run of workouts that share the group of the one at `start` (just past it
  /// when that one is in none).
  private func runEnd(from start: Int) -> Int {
    var end = start + 1
    guard let number = workouts[start].group else { return end }
    while end < workouts.count, workouts[end].group == number { end += 1 }
    return end
  }
}

/// A superset or circuit of a menu as people read it.
public struct WorkoutGroup: Hashable, Sendable {
  /// `A` for the menu's first group, `B` for the second, ….
  public var letter: String
  /// The indices of its workouts in the menu.
  public var members: Range<Int>
  /// The exercises of its workouts, in order.
  public var exercises: [ExerciseID]

  /// `superset` for two workouts, `circuit` for more.
  public var kind: String { Menu.groupKind(members: members.count) }

  /// `A1`: the mark of the workout at `index` of the menu.
  public func mark(of index: Int) -> String { letter + "\(index - members.lowerBound + 1)" }
}

/// Checks the groups of a menu or template as read: a group's workouts stand next to each other
/// and are at least two. Fed the workouts that have a group, in order.
struct GroupCheck {
  private var last: (index: Int, group: Int, offset: Int)?
  private var count = 0
  private var seen: Set<Int> = []

  /// Takes the workout at `index` of group `group`, read at `offset`; a message when the group
  /// had workouts before that do not stand next to it, or the group before ended with one.
  mutating func add(index: Int, group: Int, offset: Int) -> (String, offset: Int)? {
    if let last, last.group == group, last.index == index - 1 {
      self.last = (index, group, offset)
      count += 1
      return nil
    }
    guard seen.insert(group).inserted else {
      return (
        "workout \(index + 1) is in group \(group), apart from the others of group \(group); the "
          + "workouts of a group stand next to each other", offset
      )
    }
    if let problem = finish() { return problem }
    last = (index, group, offset)
    count = 1
    return nil
  }

  /// A message when the last group has one workout.
  func finish() -> (String, offset: Int)? {
    guard let last, count == 1 else { return nil }
    return (
      "group \(last.group) has only workout \(last.index + 1); a group has at least two",
      last.offset
    )
  }
}
