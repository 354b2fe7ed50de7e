/// What `chart` draws of one exercise, built session by session, oldest first: one value per
/// date, and the reps of each date's top set.
public struct ChartFold: SessionFold {
  private let value: (ExerciseSession) -> Double?
  /// The value of each date that has one, oldest first.
  public private(set) var values: [DatedValue] = []
  /// The reps of each date's top set, for dates whose top set has reps.
  public private(set) var topSetReps: [LocalDate: Double] = [:]

  /// No sessions yet; `value` is the metric charted, nil for a session without it.
  public init(value: @escaping (ExerciseSession) -> Double?) {
    self.value = value
  }

  /// Takes the next session (oldest first).
  public mutating func add(_ session: ExerciseSession) {
    if let value = value(session) { values.append(DatedValue(date: session.date, value: value)) }
    topSetReps[session.date] = session.topSet?[.reps]
  }
}
