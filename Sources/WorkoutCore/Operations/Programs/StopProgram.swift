/// `program stop`: stops following the program; its state is kept, so starting it again takes
/// it up where it was left, and its menus keep their workouts.
public struct StopProgram: StoreOperation {
  /// Stops the program followed.
  public init() {}

  /// The program stopped.
  /// Applies it inside one transaction; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> FollowedProgram {
    var file = try transaction.programFile()
    guard let followed = file.current else { throw ProgramError.noProgram }
    file.active = nil
    try transaction.setProgramFile(file)
    return followed
  }
}

/// `program simulate`: a dry run of a program from the numbers given (or kept, or from
/// history), every session done as planned but for the failures asked for. Writes nothing.
public struct SimulateProgram: StoreOperation {
  /// The start it simulates from.
  public var start: StartProgram
  /// How many weeks.
  public var weeks: Int
  /// Tracks to fail, by week of the simulation.
  public var failing: [(track: String, week: Int)]
  /// The settings whose bar and plates loads are rounded to.
  public var settings: Settings

  /// The most weeks a simulation runs.
  public static let maximumWeeks = 520

  /// A simulation.
  public init(
    start: StartProgram, weeks: Int, failing: [(track: String, week: Int)], settings: Settings
  ) {
    self.start = start
    self.weeks = weeks
    self.failing = failing
    self.settings = settings
  }

  /// The program and its sessions.
  public struct Outcome: Sendable {
    /// The program simulated.
    public var program: Program
    /// Its name.
    public var name: String
    /// The state it started from.
    public var state: ProgramState
    /// The numbers taken from history.
    public var fromHistory: [HistoryNumber]
    /// Every session, in order.
    public var sessions: [SimulatedSession]
  }

  /// Applies it inside one transaction; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var start = start
    start.restart = true
    let started = try start.starting(in: &transaction)
    let program = started.program
    let tracks = program.allTracks
    var failures = Set<SimulatedFailure>()
    for (text, week) in failing {
      guard let track = TrackID(text), tracks.contains(track) else {
        throw ProgramError.unknownTrack(text, known: tracks)
      }
      failures.insert(SimulatedFailure(track: track, week: week))
    }
    var e1rms: [ExerciseID: Double] = [:]
    for exercise in program.needs(in: start.catalog).e1rm {
      if let best = try LastSession.of(exercise, before: start.today, in: &transaction)?.bestE1RM {
        e1rms[exercise] = best.e1rm
      }
    }
    let context = ProgramContext(catalog: start.catalog, settings: settings, e1rms: e1rms)
    let perWeek = started.followed.trainingDays?.count ?? program.trainingDays?.count ?? 3
    let sessions: Int
    switch program.cycle {
    case .weeks: sessions = weeks * program.days.count
    case .sessions: sessions = weeks * max(perWeek, 1)
    }
    do {
      return Outcome(
        program: program, name: started.followed.name, state: started.followed.state,
        fromHistory: started.fromHistory,
        sessions: try program.simulate(
          from: started.followed.state, sessions: sessions, failing: failures, context: context))
    } catch {
      throw ProgramError.plan(error)
    }
  }
}
