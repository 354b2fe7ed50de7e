/// Where a person is in a program and the numbers it has moved: kept in `program.json` for the
/// active program (and for programs stopped or switched from, so they can be taken up again).
public struct ProgramState: Hashable, Sendable {
  /// The cycle, from 1.
  public var cycle: Int
  /// The next session of the cycle, from 0 (`Program.position(ofSession:)` names its week and
  /// day).
  public var session: Int
  /// Each track's numbers.
  public var tracks: [TrackID: TrackState]
  /// True when a program that stops after its cycle has done its last session.
  public var finished: Bool

  /// A state.
  public init(
    cycle: Int = 1, session: Int = 0, tracks: [TrackID: TrackState] = [:], finished: Bool = false
  ) {
    self.cycle = cycle
    self.session = session
    self.tracks = tracks
    self.finished = finished
  }
}

/// One track's numbers.
public struct TrackState: Hashable, Sendable {
  /// The training max in kg, for percentage loads.
  public var trainingMax: Double?
  /// The working weight in kg, for sets with no load of their own.
  public var weight: Double?
  /// The current stage, from 0.
  public var stage: Int
  /// Failures in a row since the last success or deload.
  public var failures: Int
  /// The weight last used at the first stage, for `reset +…`.
  public var firstStageWeight: Double?
  /// The best e1RM (Epley) of an AMRAP set in this cycle, for `tm from amrap`.
  public var cycleBestE1RM: Double?

  /// A track's numbers.
  public init(
    trainingMax: Double? = nil, weight: Double? = nil, stage: Int = 0, failures: Int = 0,
    firstStageWeight: Double? = nil, cycleBestE1RM: Double? = nil
  ) {
    self.trainingMax = trainingMax
    self.weight = weight
    self.stage = stage
    self.failures = failures
    self.firstStageWeight = firstStageWeight
    self.cycleBestE1RM = cycleBestE1RM
  }
}
