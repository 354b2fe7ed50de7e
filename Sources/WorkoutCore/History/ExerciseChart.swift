/// What `chart` plots for each date.
public enum ChartMetric: String, CaseIterable, Sendable {
  case weight, e1rm, volume, reps, distance, duration

  /// The exercise's first of weight, reps, distance, duration.
  public static func standard(for exercise: Exercise) -> ChartMetric {
    for metric in [ChartMetric.weight, .reps, .distance, .duration]
    where metric.items.allSatisfy(exercise.items.contains) {
      return metric
    }
    return .weight
  }

  /// The items an exercise needs for this metric.
  public var items: [ItemID] {
    switch self {
    case .weight: [.weight]
    case .e1rm, .volume: [.weight, .reps]
    case .reps: [.reps]
    case .distance: [.distance]
    case .duration: [.duration]
    }
  }

  /// The unit values are in: kg, km, seconds, or a count of reps.
  public var unit: Unit {
    switch self {
    case .weight, .e1rm, .volume: .kilogram
    case .reps: .count
    case .distance: .kilometre
    case .duration: .second
    }
  }

  /// Throws when the exercise does not use every item the metric needs; a body-weight
  /// exercise's load (body weight + added weight) stands for a weight in e1RM and volume.
  public func check(for exercise: Exercise) throws(PlanError) {
    if self == .e1rm || self == .volume, BodyLoads.isLoadedByBodyWeight(exercise) { return }
    if let missing = items.first(where: { !exercise.items.contains($0) }) {
      throw PlanError.itemNotUsed(
        item: missing.rawValue, exercise: exercise.id, items: exercise.items)
    }
  }

  /// The session's value, nil when it has none.
  public func value(of session: ExerciseSession, formula: OneRepMaxFormula) -> Double? {
    switch self {
    case .weight: session.topSet?[.weight]
    case .e1rm: session.oneRepMax(formula)
    case .volume: session.volume
    case .reps: session.topSet?[.reps]
    case .distance: session.distance
    case .duration: session.duration
    }
  }
}

/// One exercise's values by date from its first result (or a chosen date) to a last date, and
/// the reps of each date's top set; `points` buckets them as `chart` draws them.
public struct ExerciseChart: Sendable {
  /// Days per bucket `chart` offers: each three times the one before.
  public static let averages = [1, 3, 9, 27]

  /// The exercise charted.
  public let exercise: ExerciseID
  /// What is charted.
  public let metric: ChartMetric
  /// The first date drawn: the one asked for, else the first result (or `last` without any).
  public let first: LocalDate
  /// The last date drawn.
  public let last: LocalDate
  /// The value of each date that has one, oldest first.
  public let values: [DatedValue]
  /// The reps of each date's top set, for dates whose top set has reps.
  public let topSetReps: [LocalDate: Double]

  /// A chart of `values` from `first` to `last`.
  public init(
    exercise: ExerciseID, metric: ChartMetric, first: LocalDate, last: LocalDate,
    values: [DatedValue], topSetReps: [LocalDate: Double] = [:]
  ) {
    self.exercise = exercise
    self.metric = metric
    self.first = first
    self.last = last
    self.values = values
    self.topSetReps = topSetReps
  }

  /// The points for buckets of `avg` days; empty without any value.
  public func points(avg: Int, fill: Bool) -> [ChartPoint] {
    values.isEmpty
      ? [] : ChartSeries.points(values, from: first, to: last, avg: avg, fill: fill)
  }

  /// True when some day from `first` to `last` has a value (with `fill`, one carried in).
  public func hasValues(fill: Bool) -> Bool {
    points(avg: 1, fill: fill).contains { $0.value != nil }
  }
}

extension Store {
  /// The chart of `exercise`'s `metric` from `from` (default: its first result) to `to`;
  /// throws when the exercise does not use the metric's items.
  public func chart(
    of exercise: Exercise, metric: ChartMetric, formula: OneRepMaxFormula, from: LocalDate?,
    to: LocalDate
  ) throws -> ExerciseChart {
    try metric.check(for: exercise)
    var fold = ChartFold { metric.value(of: $0, formula: formula) }
    try self.fold(&fold, of: exercise.id)
    return ExerciseChart(
      exercise: exercise.id, metric: metric,
      first: from ?? min(fold.values.first?.date ?? to, to), last: to, values: fold.values,
      topSetReps: fold.topSetReps)
  }
}
