extension SessionSummary {
  /// What a date's menu holds: every set done or skipped that date and the volume done, however
  /// many runs, records and logs it took.
  public init(menu: Menu) {
    self.init()
    for workout in menu.workouts {
      for set in workout.sets { add(set) }
    }
  }
}

extension StoreTransaction {
  /// The records a date's results set against every earlier date, for each exercise done that
  /// date (by id); none for an exercise done for the first time.
  public mutating func records(on date: LocalDate) throws(StoreError) -> [PersonalRecord] {
    let menu = try self.menu(on: date)
    let exercises = Set(menu.workouts.filter(\.hasResults).map(\.exercise)).sorted()
    var records: [PersonalRecord] = []
    let loads = bodyLoads()
    for exercise in exercises {
      let before = try bests(of: exercise, before: date)
      records += PersonalRecord.records(
        of: exercise, workouts: menu.workoutResults(of: exercise), before: before,
        bodyWeight: loads.bests(of: exercise, on: date))
    }
    return records
  }
}

extension SessionSummary {
  /// Sets done or skipped.
  public var setsClosed: Int { setsDone + setsSkipped }
}
