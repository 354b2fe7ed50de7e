extension BodyFile {
  /// True when some entry has a body weight.
  public var hasWeight: Bool { entries.contains { $0[.weight] != nil } }
}

/// What a body-weight exercise's load is on each date: the body-weight exercises done with reps
/// (a pull-up, a dip) and the body weight of each date, the nearest body entry on or before it.
/// Sessions read from the history are loaded here, so every figure of them (volume, e1RM,
/// records, the index's bests) uses the same load.
///
/// The rule for records: a load with body weight and an added weight alone are never compared.
/// Sets before any body entry count only toward the added-weight and reps records; those after
/// one count toward the load records (heaviest, e1RM, volume) too.
public struct BodyLoads: Sendable {
  /// The body measurements.
  public let body: BodyFile
  private let exercises: Set<ExerciseID>

  /// The loads of `catalog`'s body-weight exercises with `body`'s body weights.
  public init(body: BodyFile, catalog: Catalog) {
    self.body = body
    exercises = Set(
      catalog.exercises.filter(BodyLoads.isLoadedByBodyWeight).map(\.id))
  }

  /// No exercise loaded by body weight: without a body weight, every figure is as without
  /// loads (an added weight alone is no load).
  public static let none = BodyLoads(body: BodyFile(), exercises: [])

  private init(body: BodyFile, exercises: Set<ExerciseID>) {
    self.body = body
    self.exercises = exercises
  }

  /// True for a body-weight exercise with reps: one that takes an added weight.
  public static func isLoadedByBodyWeight(_ exercise: Exercise) -> Bool {
    exercise.takesAddedWeight && exercise.items.contains(.reps)
  }

  /// True when `exercise`'s load includes body weight.
  public func isLoaded(_ exercise: ExerciseID) -> Bool { exercises.contains(exercise) }

  /// The body weight (kg) and its entry's date for a body-weight set of `exercise` on `date`;
  /// nil for another exercise or without a body entry on or before it.
  public func bodyWeight(of exercise: ExerciseID, on date: LocalDate)
    -> (kg: Double, date: LocalDate)?
  {
    guard isLoaded(exercise), let entry = body.latest(.weight, onOrBefore: date),
      let kg = entry[.weight]
    else { return nil }
    return (kg, entry.date)
  }

  /// `session` with its load: whether it is a body-weight exercise, and the body weight.
  public func loading(_ session: ExerciseSession) -> ExerciseSession {
    guard isLoaded(session.exercise) else { return session }
    var loaded = session
    loaded.isLoadedByBodyWeight = true
    loaded.bodyWeight = bodyWeight(of: session.exercise, on: session.date)
    return loaded
  }

  /// The argument of `PersonalBests(exercise:workouts:bodyWeight:)` for `exercise` on `date`.
  public func bests(of exercise: ExerciseID, on date: LocalDate)
    -> (loaded: Bool, weight: (kg: Double, date: LocalDate)?)
  {
    (isLoaded(exercise), bodyWeight(of: exercise, on: date))
  }

  /// The dates whose body weight differs between `old` and `new`: from the first changed
  /// weight entry up to (not including) the next entry after the last change; nil when none.
  public static func changedDates(from old: BodyFile, to new: BodyFile) -> ClosedRange<LocalDate>? {
    var oldWeights: [LocalDate: Double] = [:]
    for entry in old.entries { if let kg = entry[.weight] { oldWeights[entry.date] = kg } }
    var newWeights: [LocalDate: Double] = [:]
    for entry in new.entries { if let kg = entry[.weight] { newWeights[entry.date] = kg } }
    let changed = Set(oldWeights.keys).union(newWeights.keys).filter {
      oldWeights[$0] != newWeights[$0]
    }
    guard let first = changed.min(), let last = changed.max() else { return nil }
    // Dates after the last change up to the next weight entry took their weight from it.
    let next = newWeights.keys.filter { $0 > last }.min()
    return first...(next?.adding(days: -1) ?? YearMonth.last.lastDay)
  }
}
