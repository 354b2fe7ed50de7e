extension StoreTransaction {
  /// The latest `count` dates on or before `date` with results of `exercise` that count (not
  /// only warm-ups), newest first, each with every set of the exercise that date (done,
  /// skipped or open) in menu order.
  /// Reads only the months the index names, newest first, until it has enough.
  public mutating func recentSessions(
    of exercise: ExerciseID, onOrBefore date: LocalDate, count: Int
  ) throws(StoreError) -> [(date: LocalDate, sets: [WorkoutSet])] {
    let holding = try loadIndex().months(of: exercise, recorded: true, through: date.yearMonth)
    var sessions: [(date: LocalDate, sets: [WorkoutSet])] = []
    // The date's own month may hold changes the index does not know yet.
    for month in Set(holding + [date.yearMonth]).sorted(by: >) {
      for menu in try self.month(month).menus.reversed() where menu.date <= date {
        let workouts = menu.workouts.filter { $0.exercise == exercise }
        guard workouts.contains(where: { $0.sets.contains { $0.countedResult != nil } })
        else { continue }
        sessions.append((menu.date, workouts.flatMap(\.sets)))
        if sessions.count == count { return sessions }
      }
    }
    return sessions
  }
}

extension StoreTransaction {
  /// The records that new results `sets` of `exercise` on `date` set, given the other results
  /// of their workout `workout` and the date's other workouts of the exercise `sameDay` (one
  /// array a workout): set kinds (weight, e1RM) on the new sets, volume on the date's whole
  /// session, distance, duration and pace on their workout, each against the best of every
  /// earlier date and of the date without the new sets. None when no earlier date has results
  /// (a first time is not a record); a tie is not a record.
  public mutating func newRecords(
    of exercise: ExerciseID, on date: LocalDate, sets: [SetValues], workout: [SetValues] = [],
    sameDay: [[SetValues]]
  ) throws(StoreError) -> [PersonalRecord] {
    guard let earlier = try bests(of: exercise, before: date) else { return [] }
    // A set kind of the whole session beats the same-day best only through a new set.
    let others = sameDay + [workout]
    let body = bodyLoads().bests(of: exercise, on: date)
    let before =
      others.allSatisfy(\.isEmpty)
      ? earlier
      : earlier.merging(PersonalBests(exercise: exercise, workouts: others, bodyWeight: body))
    return PersonalRecord.records(
      of: exercise, workouts: sameDay + [workout + sets], before: before, bodyWeight: body)
  }
}

extension Menu {
  /// The results that count of each workout of `exercise`, one array a workout, leaving out
  /// the sets at `excluded` and the workout at `skipping`.
  public func workoutResults(
    of exercise: ExerciseID, excluding excluded: Set<SetPosition> = [], skipping: Int? = nil
  ) -> [[SetValues]] {
    workouts.enumerated().compactMap { index, workout in
      guard workout.exercise == exercise, index != skipping else { return nil }
      return workout.sets.enumerated().compactMap { number, set in
        excluded.contains(SetPosition(workout: index, set: number)) ? nil : set.countedResult
      }
    }
  }
}
