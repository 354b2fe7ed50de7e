/// `program start`: follows a program from its first session, or takes up again one followed
/// before, where it was left.
public struct StartProgram: StoreOperation {
  /// Where the text comes from.
  public var source: ProgramOrigin
  /// Training maxes given (`--tm squat=140`), in kg, by track text.
  public var trainingMaxes: [(track: String, kg: Double)]
  /// Working weights given (`--weight squat=60`), in kg, by track text.
  public var weights: [(track: String, kg: Double)]
  /// The weekdays to train (0 = Monday); nil keeps the program's (or the kept one's).
  public var trainingDays: [Int]?
  /// True to take what is not given from each exercise's history.
  public var fromHistory: Bool
  /// True to start a program followed before from its first session, keeping its numbers.
  public var restart: Bool
  /// The catalog exercises are checked against.
  public var catalog: Catalog
  /// Today: the start date, and the last date history is read to.
  public var today: LocalDate

  /// A start.
  public init(
    source: ProgramOrigin, trainingMaxes: [(track: String, kg: Double)] = [],
    weights: [(track: String, kg: Double)] = [], trainingDays: [Int]? = nil,
    fromHistory: Bool = false, restart: Bool = false, catalog: Catalog, today: LocalDate
  ) {
    self.source = source
    self.trainingMaxes = trainingMaxes
    self.weights = weights
    self.trainingDays = trainingDays
    self.fromHistory = fromHistory
    self.restart = restart
    self.catalog = catalog
    self.today = today
  }

  /// What starting did.
  public struct Outcome: Sendable {
    /// The program as followed now.
    public var followed: FollowedProgram
    /// Its text, read.
    public var program: Program
    /// True when a program followed before was taken up again where it was left.
    public var resumed: Bool
    /// The program followed until now, when another.
    public var switchedFrom: String?
    /// The numbers taken from history, with their evidence.
    public var fromHistory: [HistoryNumber]
  }

  /// Applies it inside one transaction; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.programFile()
    let outcome = try starting(in: &transaction)
    // Started over, its session planned and not started goes.
    if restart, let planned = file[source.name]?.planned {
      var menu = try transaction.menu(on: planned.date)
      let ids = Set(planned.workouts.map(\.id))
      let workouts = menu.workouts.filter { ids.contains($0.id) }
      if !workouts.isEmpty, !workouts.contains(where: \.hasResults) {
        menu.workouts.removeAll { ids.contains($0.id) }
        if menu.workouts.isEmpty { menu.note = nil }
        try transaction.put(menu)
      }
    }
    file[outcome.followed.name] = outcome.followed
    file.active = outcome.followed.name
    try transaction.setProgramFile(file)
    return outcome
  }

  /// The program as it would be followed from now, written nowhere: its state from what was
  /// given, what was kept of it, and history. Fails when a number it needs is missing.
  func starting(in transaction: inout StoreTransaction) throws -> Outcome {
    let program = try source.program(catalog: catalog)
    let file = try transaction.programFile()
    let switchedFrom = file.active.flatMap { $0 == source.name ? nil : $0 }
    let given = try numbers(of: program)
    var resumed = false
    var followed: FollowedProgram
    if !restart, var kept = file[source.name] {
      resumed = true
      kept.file = source.file
      if kept.digest != source.digest {
        _ = kept.state.fit(to: program)
        kept.digest = source.digest
      }
      for (track, kg) in given.trainingMaxes {
        kept.state.tracks[track, default: TrackState()].trainingMax = kg
      }
      for (track, kg) in given.weights {
        kept.state.tracks[track, default: TrackState()].weight = kg
      }
      kept.state.finished = false
      followed = kept
    } else {
      // Started over, it keeps the numbers it had that are not given anew.
      var trainingMaxes = given.trainingMaxes
      var weights = given.weights
      let tracks = Set(program.allTracks)
      for (track, state) in file[source.name]?.state.tracks ?? [:] where tracks.contains(track) {
        if trainingMaxes[track] == nil { trainingMaxes[track] = state.trainingMax }
        if weights[track] == nil { weights[track] = state.weight }
      }
      followed = FollowedProgram(
        name: source.name, file: source.file, digest: source.digest,
        trainingDays: file[source.name]?.trainingDays ?? program.trainingDays, started: today,
        state: program.startState(trainingMaxes: trainingMaxes, weights: weights))
    }
    if let trainingDays { followed.trainingDays = trainingDays }
    var evidence: [HistoryNumber] = []
    if fromHistory {
      evidence = try takeFromHistory(program, into: &followed.state, given: given, in: &transaction)
    }
    let missing = missingNumbers(program, followed.state, catalog: catalog)
    guard missing.trainingMax.isEmpty, missing.weight.isEmpty else {
      throw ProgramError.missingNumbers(
        program: source.name, trainingMax: missing.trainingMax, weight: missing.weight,
        fromHistory: fromHistory)
    }
    return Outcome(
      followed: followed, program: program, resumed: resumed, switchedFrom: switchedFrom,
      fromHistory: evidence)
  }

  /// The numbers given, by track; a track the program does not have fails.
  private func numbers(of program: Program) throws(ProgramError)
    -> (trainingMaxes: [TrackID: Double], weights: [TrackID: Double])
  {
    let tracks = program.allTracks
    func read(_ given: [(track: String, kg: Double)]) throws(ProgramError) -> [TrackID: Double] {
      var read: [TrackID: Double] = [:]
      for (text, kg) in given {
        guard let track = TrackID(text), tracks.contains(track) else {
          throw .unknownTrack(text, known: tracks)
        }
        read[track] = kg
      }
      return read
    }
    return (try read(trainingMaxes), try read(weights))
  }

  /// Sets each training max and working weight the program needs and was not given from the
  /// exercise's history: a training max is the program's share of the e1RM of the last session,
  /// a working weight the heaviest counted set of it.
  private func takeFromHistory(
    _ program: Program, into state: inout ProgramState,
    given: (trainingMaxes: [TrackID: Double], weights: [TrackID: Double]),
    in transaction: inout StoreTransaction
  ) throws -> [HistoryNumber] {
    var evidence: [HistoryNumber] = []
    let needs = program.needs(in: catalog)
    for track in needs.trainingMax where given.trainingMaxes[track] == nil {
      guard let last = try LastSession.of(track.exercise, before: today, in: &transaction),
        let best = last.bestE1RM
      else { continue }
      // A training max is not loaded as it is, only its shares are: to the half kg.
      let kg = (best.e1rm * program.trainingMaxPercent / 100 * 2).rounded() / 2
      state.tracks[track, default: TrackState()].trainingMax = kg
      evidence.append(
        HistoryNumber(
          track: track, kind: .trainingMax, kg: kg, percent: program.trainingMaxPercent,
          e1rm: best.e1rm, set: best.set, date: last.date))
    }
    for track in needs.weight where given.weights[track] == nil {
      guard let last = try LastSession.of(track.exercise, before: today, in: &transaction),
        let heaviest = last.heaviest
      else { continue }
      state.tracks[track, default: TrackState()].weight = heaviest[.weight]
      evidence.append(
        HistoryNumber(
          track: track, kind: .weight, kg: heaviest[.weight] ?? 0, percent: nil, e1rm: nil,
          set: heaviest, date: last.date))
    }
    return evidence
  }
}

/// The training maxes and working weights a program still lacks in `state`.
func missingNumbers(_ program: Program, _ state: ProgramState, catalog: Catalog)
  -> (trainingMax: [TrackID], weight: [TrackID])
{
  let needs = program.needs(in: catalog)
  return (
    needs.trainingMax.filter { state.tracks[$0]?.trainingMax == nil },
    needs.weight.filter { state.tracks[$0]?.weight == nil }
  )
}

/// A number `--from-history` took from a session, and which.
public struct HistoryNumber: Hashable, Sendable {
  /// What kind of number.
  public enum Kind: Hashable, Sendable { case trainingMax, weight }

  /// The track.
  public var track: TrackID
  /// A training max or a working weight.
  public var kind: Kind
  /// The number, kg.
  public var kg: Double
  /// The share of the e1RM a training max is, in percent.
  public var percent: Double?
  /// The e1RM it came from, kg.
  public var e1rm: Double?
  /// The set it came from.
  public var set: SetValues
  /// The session's date.
  public var date: LocalDate
}

/// The last session of an exercise with results before a date: its best set by e1RM and its
/// heaviest set.
struct LastSession {
  var date: LocalDate
  var bestE1RM: (e1rm: Double, set: SetValues)?
  var heaviest: SetValues?

  static func of(
    _ exercise: ExerciseID, before date: LocalDate, in transaction: inout StoreTransaction
  ) throws -> LastSession? {
    guard
      let found = try transaction.latestWorkout(
        of: exercise, onOrBefore: date.adding(days: -1), recorded: true)
    else { return nil }
    var session = LastSession(date: found.date)
    for set in found.workout.sets {
      guard let values = set.countedResult, let weight = values[.weight], weight > 0 else {
        continue
      }
      if weight > (session.heaviest?[.weight] ?? 0) { session.heaviest = values }
      if let reps = values[.reps],
        let e1rm = OneRepMaxFormula.epley.estimate(weight: weight, reps: reps),
        e1rm > (session.bestE1RM?.e1rm ?? 0)
      {
        session.bestE1RM = (e1rm, values)
      }
    }
    return session
  }
}
