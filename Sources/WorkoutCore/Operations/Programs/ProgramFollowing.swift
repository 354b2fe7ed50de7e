/// What completing a program's session did: which session, and what its rules changed.
public struct ProgramAdvance: Hashable, Sendable {
  /// The program's name.
  public var name: String
  /// The program as read for this step.
  public var program: Program
  /// The session done.
  public var done: PlannedSession
  /// What the rules changed, in order.
  public var changes: [ProgramChange]
  /// The cycle, week and day name of the next session; nil when the program finished.
  public var next: NextSession?

  /// Where the next session is.
  public struct NextSession: Hashable, Sendable {
    /// The cycle, from 1.
    public var cycle: Int
    /// The week, from 1.
    public var week: Int
    /// The day's name.
    public var day: String
  }
}

/// Moving a followed program on when its planned session is done.
enum ProgramFollowing {
  /// The session's workouts of `menu` with their results: a workout's open sets take, in
  /// order, the results of sets logged on that date in workouts of the same exercise that are
  /// not the session's (`wkc log`), so logging a session completes it as recording it does.
  static func results(of planned: PlannedOn, in menu: Menu) -> [Workout] {
    let ids = Set(planned.workouts.map(\.id))
    var logged: [ExerciseID: [SetValues]] = [:]
    for workout in menu.workouts where !ids.contains(workout.id) {
      logged[workout.exercise, default: []] += workout.sets.compactMap(\.countedResult)
    }
    var workouts: [Workout] = []
    for entry in planned.workouts {
      guard var workout = menu.workouts.first(where: { $0.id == entry.id }) else { continue }
      for index in workout.sets.indices
      where workout.sets[index].isOpen && workout.sets[index].kind.counts {
        guard var queue = logged[workout.exercise], !queue.isEmpty else { break }
        workout.sets[index].actual = queue.removeFirst()
        logged[workout.exercise] = queue
      }
      // Warm-ups left open do not hold a session logged without them.
      if workout.sets.contains(where: { !$0.isOpen && $0.kind.counts }) {
        for index in workout.sets.indices
        where workout.sets[index].isOpen && !workout.sets[index].kind.counts {
          workout.sets[index].skipped = true
        }
      }
      workouts.append(workout)
    }
    return workouts
  }

  /// Advances `followed` past its planned session, from the workouts of `menu` (a workout no
  /// longer there counts as not done), and says what changed.
  static func advance(
    _ followed: inout FollowedProgram, program: Program, planned: PlannedOn, menu: Menu,
    context: ProgramContext
  ) -> ProgramAdvance {
    let position = program.position(ofSession: planned.session)
    let day = program.days.indices.contains(position.day) ? program.days[position.day] : nil
    let results = Dictionary(
      uniqueKeysWithValues: self.results(of: planned, in: menu).map {
        ($0.id, $0)
      })
    var slots: [PlannedSlot] = []
    for entry in planned.workouts {
      guard let day, day.slots.indices.contains(entry.slot) else { continue }
      let track = day.slots[entry.slot].track
      var workout =
        results[entry.id] ?? Workout(id: entry.id, exercise: track.exercise, sets: [])
      if workout.exercise != track.exercise { workout.sets = [] }
      slots.append(PlannedSlot(slot: entry.slot, track: track, workout: workout))
    }
    let done = PlannedSession(
      cycle: planned.cycle, session: planned.session, week: position.week, day: position.day,
      dayName: day?.name ?? "", isDeload: program.deloadWeeks.contains(position.week),
      slots: slots)
    let (state, changes) = program.advance(followed.state, after: done, context: context)
    followed.state = state
    followed.planned = nil
    var advance = ProgramAdvance(
      name: followed.name, program: program, done: done, changes: changes, next: nil)
    if !state.finished {
      let next = program.position(ofSession: state.session)
      advance.next = ProgramAdvance.NextSession(
        cycle: state.cycle, week: next.week, day: program.days[next.day].name)
    }
    return advance
  }
}

extension StoreTransaction {
  /// Advances the program followed when this transaction completed its planned session: every
  /// set of the session's workouts done or skipped. Nil when nothing was completed, when the
  /// transaction is an undo, or when the program's text cannot be read now (`program next`
  /// then says why).
  mutating func followProgram(settings: Settings?) throws -> ProgramAdvance? {
    // Undo puts files back exactly as they were, the program's with them.
    guard !isRestoring, FileSystem.exists(store.programPath) else { return nil }
    var file = try programFile()
    guard var followed = file.current, let planned = followed.planned,
      changedMonths.contains(where: { $0.new.month == planned.date.yearMonth })
    else { return nil }
    let menu = try self.menu(on: planned.date)
    let workouts = ProgramFollowing.results(of: planned, in: menu)
    guard !workouts.isEmpty, workouts.allSatisfy({ $0.sets.allSatisfy { !$0.isOpen } }) else {
      return nil
    }
    guard let catalog = try? store.catalog(), let source = try? ProgramOrigin.of(followed),
      let program = try? source.program(catalog: catalog)
    else { return nil }
    if source.digest != followed.digest {
      _ = followed.state.fit(to: program)
      followed.digest = source.digest
    }
    let context = ProgramContext(
      catalog: catalog, settings: settings ?? .standard, e1rms: [:])
    let advance = ProgramFollowing.advance(
      &followed, program: program, planned: planned, menu: menu, context: context)
    file.current = followed
    try setProgramFile(file)
    return advance
  }
}
