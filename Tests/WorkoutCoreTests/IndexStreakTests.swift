import Testing

@testable import WorkoutCore

// The streaks `calendar`, `calendar --year` and `week` show come from the index's trained dates;
// here they are checked against the streaks counted from every session read from the month
// files, as those commands counted them before the index kept the dates.

/// How a generated date is kept in its menu.
private enum DateKind: CaseIterable {
  /// A working set done: a session.
  case done
  /// Only a warm-up done: a session too, as `ExerciseSession` counts it.
  case warmupOnly
  /// Its only set skipped: no session.
  case skippedOnly
  /// Planned, nothing done: no session, a planned date.
  case planned
}

/// A menu of one workout on `date`, of `kind`.
private func menu(_ date: LocalDate, _ kind: DateKind, id: Int) -> Menu {
  let values = SetValues([.reps: 5, .weight: 100])
  let set: WorkoutSet
  switch kind {
  case .done: set = WorkoutSet(planned: PlannedSet(values), actual: values)
  case .warmupOnly:
    set = WorkoutSet(planned: PlannedSet(values, kind: .warmup), actual: values)
  case .skippedOnly: set = WorkoutSet(planned: PlannedSet(values), skipped: true)
  case .planned: set = WorkoutSet(planned: PlannedSet(values))
  }
  return Menu(date: date, workouts: [Workout(id: wid("w\(id)"), exercise: "squat", sets: [set])])
}

/// Dates from 2022-11-01 to 2025-02-28 in bursts with gaps of days, weeks and whole months
/// (none in 2023-06 to 2023-08), each of a random kind.
private func history(seed: UInt64) -> [LocalDate: DateKind] {
  var random = SeededGenerator(state: seed)
  var dates: [LocalDate: DateKind] = [:]
  var date = day("2022-11-01")
  while date <= day("2025-02-28") {
    if !(day("2023-06-01")...day("2023-08-31")).contains(date) {
      let kinds: [DateKind] = [.done, .done, .done, .warmupOnly, .skippedOnly, .planned]
      dates[date] = kinds.randomElement(using: &random)
    }
    // Mostly a day or two later, sometimes a week or a month.
    let gaps = [1, 1, 2, 2, 3, 1, 1, 2, 9, 33]
    date = date.adding(days: gaps.randomElement(using: &random)!)
  }
  return dates
}

@Suite struct IndexStreakTests {
  let fixture = StoreFixture()

  /// Puts the menus of `dates` in one change.
  private func put(_ dates: [LocalDate: DateKind]) throws {
    try fixture.store.update { transaction in
      for (offset, (date, kind)) in dates.sorted(by: { $0.key < $1.key }).enumerated() {
        try transaction.put(menu(date, kind, id: offset + 1))
      }
    }
  }

  /// Every figure the index gives equals the one counted from the sessions, for a spread of
  /// todays (mid-week, a week over a month end and over a year end, the day after a date)
  /// and 1 to 3 sessions a week.
  private func expectIndexMatchesSessions(todays extra: [LocalDate] = []) throws {
    let store = fixture.store
    let sessionDates = Set(try store.sessions().map(\.date)).sorted()
    #expect(try store.read { try $0.trainedDates() } == sessionDates)
    var planned: [LocalDate] = []
    try store.forEachMenu(in: nil) { menu in
      if !menu.workouts.isEmpty, !menu.workouts.contains(where: \.hasResults) {
        planned.append(menu.date)
      }
    }
    let todays =
      [
        "2022-10-31", "2022-11-05", "2023-05-31", "2023-09-01", "2023-12-31", "2024-01-03",
        "2024-02-29", "2024-05-01", "2024-12-31", "2025-01-01", "2025-03-01", "2026-01-01",
      ].map(day)
      + sessionDates.enumerated().filter { $0.offset % 17 == 0 }.flatMap {
        [$0.element, $0.element.adding(days: 1), $0.element.adding(days: 4)]
      } + extra
    for today in todays {
      for perWeek in 1...3 {
        // Counted from the sessions, as `calendar` counted them: every date, whatever today.
        var daily = StreakCounter(today: today)
        var weekly = WeeklyStreakCounter(perWeek: perWeek, today: today)
        for date in sessionDates {
          daily.add(date)
          weekly.add(date)
        }
        let month = today.yearMonth
        let calendar = try store.trainingCalendar(of: month, today: today, perWeek: perWeek)
        #expect(calendar.streaks == daily.streaks, "\(today) \(perWeek)")
        #expect(calendar.weeklyStreaks == weekly.streaks, "\(today) \(perWeek)")
        #expect(calendar.trainedDates == sessionDates.filter { $0.yearMonth == month })
        #expect(calendar.plannedDates == planned.filter { $0.yearMonth == month })
        let year = try store.trainingYear(today.year, today: today, perWeek: perWeek)
        #expect(year.streaks == daily.streaks && year.weeklyStreaks == weekly.streaks)
        #expect(Set(year.setsByDate.keys) == Set(sessionDates.filter { $0.year == today.year }))
        #expect(year.plannedDates == planned.filter { $0.year == today.year })
        // `week`: as of the week's Sunday, of the dates up to it.
        let sunday = today.weekStart.adding(days: 6)
        var upToSunday = WeeklyStreakCounter(perWeek: perWeek, today: sunday)
        for date in sessionDates where date <= sunday { upToSunday.add(date) }
        let week = try store.weekSummary(
          of: today, catalog: .builtIn, targets: [:], perWeek: perWeek)
        #expect(week.streak == upToSunday.streaks, "week of \(today) \(perWeek)")
        let before = today.weekStart.adding(days: -7)
        #expect(
          week.figures.sessions == sessionDates.count { $0 >= today.weekStart && $0 <= sunday })
        #expect(
          week.previous.sessions == sessionDates.count { $0 >= before && $0 < today.weekStart })
      }
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theIndexStreaksEqualTheSessionsStreaks(seed: UInt64) throws {
    try put(history(seed: seed))
    // Built by the first read and saved; then read from the file.
    try expectIndexMatchesSessions()
    #expect(try fixture.store.indexState() == .fresh)
    try expectIndexMatchesSessions()
  }

  @Test func writesKeepTheIndexExact() throws {
    try put(history(seed: 4))
    _ = try fixture.store.streaks(today: day("2024-01-01"))
    #expect(try fixture.store.indexState() == .fresh)
    // A date added in a gap, one done undone, one done skipped, a date removed.
    try fixture.store.update { transaction in
      try transaction.put(menu(day("2023-07-15"), .done, id: 900))
      try transaction.put(menu(day("2023-07-16"), .warmupOnly, id: 901))
      let dates = Set(try fixture.store.sessions().map(\.date)).sorted()
      try transaction.put(menu(dates[10], .planned, id: 902))
      try transaction.put(menu(dates[20], .skippedOnly, id: 903))
      try transaction.put(Menu(date: dates[30]))
    }
    #expect(try fixture.store.indexState() == .fresh)
    try expectIndexMatchesSessions(todays: [day("2023-07-16"), day("2023-07-17")])
  }

  @Test func aMonthFileEditedByHandRebuildsTheIndex() throws {
    try put(history(seed: 5))
    _ = try fixture.store.streaks(today: day("2024-01-01"))
    #expect(try fixture.store.indexState() == .fresh)
    // July 2023 had no menu; now it holds two dates done, written by another program.
    writeFile(
      fixture.root + "/menus/2023-07.json",
      """
      {"menus": [{"date": "2023-07-30", "note": null, "workouts": [
        {"exercise": "squat", "id": "h1", "note": null, "sets": [
          {"actual": {"reps": 5}, "completedAt": null, "planned": {"reps": 5}, "skipped": false}]}]},
        {"date": "2023-07-31", "note": null, "workouts": [
        {"exercise": "squat", "id": "h2", "note": null, "sets": [
          {"actual": {"reps": 5}, "completedAt": null, "planned": {"reps": 5}, "skipped": false}]}]}
      ], "version": 1}
      """)
    #expect(try fixture.store.indexState() == .stale)
    let streaks = try fixture.store.streaks(today: day("2023-07-31"))
    #expect(streaks.daily.current == 2)
    try expectIndexMatchesSessions(todays: [day("2023-07-31"), day("2023-08-01")])
  }
}
