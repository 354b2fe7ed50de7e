/// What a run did: sets, volume, time, records.
public struct SessionSummary: Hashable, Sendable {
  /// Sets done in the session.
  public var setsDone = 0
  /// Sets skipped in the session.
  public var setsSkipped = 0
  /// Σ weight × reps of the sets done, in kg.
  public var volume = 0.0
  /// Seconds from the session's start to its end.
  public var duration = 0.0
  /// Records the session set, one per exercise and kind.
  public var records: [PersonalRecord] = []

  /// An empty summary.
  public init() {}

  /// Counts a set done or skipped in the session.
  public mutating func add(_ set: WorkoutSet) {
    if set.skipped {
      setsSkipped += 1
      return
    }
    guard let actual = set.actual else { return }
    setsDone += 1
    guard set.kind.counts else { return }
    if let weight = actual[.weight], let reps = actual[.reps] { volume += weight * reps }
  }
}
