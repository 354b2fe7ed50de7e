import WorkoutCore

/// What a store holds, read back (from its files or from `wkc export`): its menus by date and
/// its gear. Says how each write's effect stands in it.
struct StressContent: Equatable, Sendable {
  var menus: [LocalDate: Menu] = [:]
  var gear = GearFile()
  var body = BodyFile()

  /// How `effect` stands here: whole, absent, half applied across months, or wrong.
  func state(of effect: StressEffect) -> StressState {
    switch effect {
    case .workouts(let workouts):
      return state(of: workouts)
    case .menu(let date, let note, let workouts):
      let menu = menus[date]
      let written = Set(workouts.flatMap { $0.candidates(in: menu) }.map(\.id))
      let others = (menu?.workouts ?? []).filter { !written.contains($0.id) }
      switch (state(of: workouts), menu?.note == note) {
      case (.absent, false): return .absent
      case (.whole, true) where others.isEmpty: return .whole
      case (.whole, true):
        return .wrong("\(date) holds \(others.count) workouts besides the menu put there")
      case (.wrong(let why), _): return .wrong(why)
      default:
        return .wrong("\(date): the note and the workouts of one `menu put` disagree")
      }
    case .gearNamed(let id, let name):
      return gear[id]?.name == name ? .whole : .absent
    case .gearNote(let id, let note):
      return gear[id]?.note == note ? .whole : .absent
    case .gearRetired(let id):
      return gear[id]?.isRetired == true ? .whole : .absent
    case .bodyWeight(let date, let kg):
      // As typed and read back as a decimal: equal up to the last bit.
      let found = body.entry(on: date)?[.weight]
      return found.map { abs($0 - kg) < 1e-9 } == true ? .whole : .absent
    case .bodyRemoved(let date):
      return body.entry(on: date) == nil ? .whole : .absent
    case .revertsNewest:
      return .whole
    }
  }

  /// Whole when every workout is, absent when none is; a month that has its workouts while
  /// another month lacks them is a half-applied change.
  private func state(of workouts: [ExpectedWorkout]) -> StressState {
    var present: Set<YearMonth> = []
    var absent: Set<YearMonth> = []
    for workout in workouts {
      switch state(of: workout) {
      case .whole: present.insert(workout.date.yearMonth)
      case .absent: absent.insert(workout.date.yearMonth)
      case let other: return other
      }
    }
    if absent.isEmpty { return .whole }
    if present.isEmpty { return .absent }
    let months = present.union(absent).count
    guard present.isDisjoint(with: absent) else {
      return .wrong("a month holds some of one change's workouts and lacks others")
    }
    return .partial(present: present.count, of: months)
  }

  private func state(of expected: ExpectedWorkout) -> StressState {
    let found = expected.candidates(in: menus[expected.date])
    let place = "\(expected.date) \(expected.exercise)"
    guard found.count <= 1 else { return .wrong("\(place): \(found.count) times, not once") }
    guard let workout = found.first else { return .absent }
    if let before = expected.before, same(workout.sets, before) { return .absent }
    guard workout.exercise == expected.exercise else {
      return .wrong("\(place): the workout is of \(workout.exercise)")
    }
    guard workout.sets.count == expected.sets.count else {
      return .wrong("\(place): \(workout.sets.count) sets, not \(expected.sets.count)")
    }
    for (number, (set, wanted)) in zip(workout.sets, expected.sets).enumerated()
    where !wanted.matches(set) {
      return .wrong("\(place): set \(number + 1) is not as written")
    }
    return .whole
  }

  private func same(_ sets: [WorkoutSet], _ expected: [ExpectedSet]) -> Bool {
    sets.count == expected.count && zip(sets, expected).allSatisfy { $1.matches($0) }
  }
}
