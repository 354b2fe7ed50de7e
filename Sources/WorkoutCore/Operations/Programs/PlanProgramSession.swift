/// `program next`: writes the next session of the program followed into a date's menu. Once a
/// session is planned for a date, planning it again writes nothing, so a daily cron job is safe.
public struct PlanProgramSession: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// The catalog exercises are checked against.
  public var catalog: Catalog
  /// The settings whose bar and plates loads are rounded to.
  public var settings: Settings
  /// Now: the second new workout ids are made of.
  public var moment: Moment

  /// The next session for `date`.
  public init(date: LocalDate, catalog: Catalog, settings: Settings, moment: Moment) {
    self.date = date
    self.catalog = catalog
    self.settings = settings
    self.moment = moment
  }

  /// What planning did.
  public struct Outcome: Sendable {
    /// What happened.
    public enum Result: Sendable {
      /// The session was written into the menu.
      case planned
      /// The session was already planned on that date: nothing was written.
      case alreadyPlanned
      /// The date is not one of the training days: nothing was written.
      case restDay(trainingDays: [Int])
      /// The session is planned on a later date, and stays there: nothing was written.
      case plannedLater(LocalDate)
      /// The session left half done was the program's last: it finished.
      case finished
    }

    /// What happened.
    public var result: Result
    /// The program's name.
    public var name: String
    /// The program read.
    public var program: Program
    /// The session planned (or planned before), or nil on a rest day.
    public var session: PlannedSession?
    /// The date's menu as it is now.
    public var menu: Menu
    /// True when the program's text changed since it was last planned from.
    public var textChanged: Bool
    /// Tracks whose numbers were dropped because the changed text no longer has them.
    public var droppedTracks: [TrackID]
    /// The date an undone session was moved from.
    public var movedFrom: LocalDate?
    /// A session left half done, finished as it was before planning the next one.
    public var finishedBefore: ProgramAdvance?
  }

  /// Applies it inside one transaction; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.programFile()
    guard var followed = file.current else { throw ProgramError.noProgram }
    guard !followed.state.finished else { throw ProgramError.finished(followed.name) }
    let source = try ProgramOrigin.of(followed)
    let program = try source.program(catalog: catalog)
    let textChanged = source.digest != followed.digest
    var dropped: [TrackID] = []
    if textChanged {
      dropped = followed.state.fit(to: program)
      followed.digest = source.digest
    }
    var outcome = Outcome(
      result: .planned, name: followed.name, program: program, session: nil,
      menu: try transaction.menu(on: date), textChanged: textChanged, droppedTracks: dropped,
      movedFrom: nil, finishedBefore: nil)
    let context = try ProgramContext(
      catalog: catalog, settings: settings,
      e1rms: e1rms(of: program.needs(in: catalog).e1rm, in: &transaction))
    // A day that is not a training day writes nothing, and moves nothing.
    if let days = followed.trainingDays, !days.contains(date.weekdayIndex) {
      outcome.result = .restDay(trainingDays: days)
      return outcome
    }
    if let planned = followed.planned {
      var menu = try transaction.menu(on: planned.date)
      let workouts = planned.workouts.compactMap { slot in
        menu.workouts.first { $0.id == slot.id }
      }
      let current =
        planned.cycle == followed.state.cycle && planned.session == followed.state.session
      if planned.date == date, current, workouts.count == planned.workouts.count {
        outcome.result = .alreadyPlanned
        outcome.session = try? program.plan(followed.state, context: context)
        return outcome
      }
      if planned.date > date, current, !workouts.isEmpty {
        // Planned ahead: it stays there.
        outcome.result = .plannedLater(planned.date)
        outcome.session = try? program.plan(followed.state, context: context)
        return outcome
      }
      if ProgramFollowing.results(of: planned, in: menu).contains(where: \.hasResults) {
        // Half done (recorded or logged): it is over, its open sets not done.
        let advance = ProgramFollowing.advance(
          &followed, program: program, planned: planned, menu: menu, context: context)
        outcome.finishedBefore = advance
        if followed.state.finished {
          file.current = followed
          try transaction.setProgramFile(file)
          outcome.result = .finished
          return outcome
        }
      } else if !workouts.isEmpty {
        // Not started: it moves to the new date, and its menu's note with it.
        menu.workouts.removeAll { workout in planned.workouts.contains { $0.id == workout.id } }
        if menu.workouts.isEmpty,
          let session = try? program.plan(followed.state, context: context),
          menu.note == session.title(of: program)
        {
          menu.note = nil
        }
        try transaction.put(menu)
        outcome.movedFrom = planned.date
      }
      followed.planned = nil
    }
    let session: PlannedSession
    do {
      session = try program.plan(followed.state, context: context)
    } catch {
      throw ProgramError.plan(error)
    }
    var menu = try transaction.menu(on: date)
    var ids = try WorkoutIDAllocator(for: date.yearMonth, in: &transaction, at: moment)
    let groupOffset = menu.workouts.compactMap(\.group).max() ?? 0
    var placed: [PlannedWorkout] = []
    for slot in session.slots {
      var workout = slot.workout
      workout.id = try ids.next()
      workout.group = workout.group.map { $0 + groupOffset }
      menu.workouts.append(workout)
      placed.append(PlannedWorkout(slot: slot.slot, id: workout.id))
    }
    if menu.note == nil { menu.note = session.title(of: program) }
    try Planner(catalog: catalog).validate(menu)
    try transaction.put(menu)
    followed.planned = PlannedOn(
      date: date, cycle: followed.state.cycle, session: followed.state.session, workouts: placed)
    file.current = followed
    try transaction.setProgramFile(file)
    outcome.session = session
    outcome.menu = try transaction.menu(on: date)
    return outcome
  }

  /// The e1RM of each exercise's last session before the date.
  private func e1rms(of exercises: [ExerciseID], in transaction: inout StoreTransaction) throws
    -> [ExerciseID: Double]
  {
    var e1rms: [ExerciseID: Double] = [:]
    for exercise in exercises {
      if let best = try LastSession.of(exercise, before: date, in: &transaction)?.bestE1RM {
        e1rms[exercise] = best.e1rm
      }
    }
    return e1rms
  }
}

extension PlannedSession {
  /// The menu note of a session: `5/3/1 BBB · week 2 · Squat`, `GZCLP · A1`.
  public func title(of program: Program) -> String {
    switch program.cycle {
    case .weeks: "\(program.title) · week \(week) · \(dayName)"
    case .sessions: "\(program.title) · \(dayName)"
    }
  }
}

extension ProgramState {
  /// Fits the state to a program whose text changed: drops the numbers of tracks it no longer
  /// has (returned), and brings a position or stage past its end back within it.
  mutating func fit(to program: Program) -> [TrackID] {
    let tracks = Set(program.allTracks)
    let dropped = self.tracks.keys.filter { !tracks.contains($0) }.sorted()
    for track in dropped { self.tracks[track] = nil }
    for (track, rules) in program.tracks {
      if let stage = self.tracks[track]?.stage, stage >= max(rules.stages.count, 1) {
        self.tracks[track]?.stage = max(rules.stages.count - 1, 0)
      }
    }
    if session >= program.sessionsPerCycle { session = 0 }
    return dropped
  }
}
