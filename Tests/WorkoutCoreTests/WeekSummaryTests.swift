import Foundation
import Testing

@testable import WorkoutCore

// Weekly streaks, ISO weeks and a week's figures, each against a calculation of its own here.

private func set(_ weight: Double?, _ reps: Double?, kind: SetKind = .working) -> PlannedSet {
  var values = SetValues()
  values[.weight] = weight
  values[.reps] = reps
  return PlannedSet(values, kind: kind)
}

/// Weeks counted the slow way: each Monday with at least `perWeek` distinct dates, then the
/// longest run of Mondays seven days apart.
private func bruteForceLongest(_ dates: [LocalDate], perWeek: Int) -> Int {
  var counts: [Int: Set<Int>] = [:]
  for date in dates {
    let monday = date.daysSinceEpoch - (date.daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday
    counts[monday, default: []].insert(date.daysSinceEpoch)
  }
  let weeks = Set(counts.filter { $0.value.count >= perWeek }.keys)
  var longest = 0
  for week in weeks where !weeks.contains(week - 7) {
    var length = 1
    while weeks.contains(week + 7 * length) { length += 1 }
    longest = max(longest, length)
  }
  return longest
}

@Suite struct WeeklyStreakTests {
  /// The case: ten sessions in a month, never two days in a row, is a daily streak of
  /// one day but a weekly streak of every week of the month.
  @Test func aMonthOfTenSessionsIsAStreakOfWeeksNotOfOneDay() {
    let dates = [
      "2024-01-01", "2024-01-03", "2024-01-05", "2024-01-08", "2024-01-10", "2024-01-15",
      "2024-01-17", "2024-01-22", "2024-01-24", "2024-01-29",
    ].map(day)
    #expect(Streaks(dates, today: day("2024-01-31")).longest == 1)
    var counter = WeeklyStreakCounter(perWeek: 1, today: day("2024-01-31"))
    for date in dates { counter.add(date) }
    let weekly = counter.streaks
    #expect(weekly.longest == 5 && weekly.current == 5)
    #expect(weekly.longestStart == day("2024-01-01") && weekly.longestEnd == day("2024-02-04"))
    var twice = WeeklyStreakCounter(perWeek: 2, today: day("2024-01-31"))
    for date in dates { twice.add(date) }
    // Weeks of Jan 1 (3), 8 (2), 15 (2), 22 (2): four; Jan 29 has one so far.
    #expect(twice.streaks.longest == 4 && twice.streaks.current == 4)
  }

  @Test func theCurrentStreakWaitsForThisWeekButNotForTheWeekBefore() {
    let dates = ["2024-01-01", "2024-01-08"].map(day)
    for (today, current) in [("2024-01-14", 2), ("2024-01-17", 2), ("2024-01-22", 0)] {
      var counter = WeeklyStreakCounter(perWeek: 1, today: day(today))
      for date in dates { counter.add(date) }
      #expect(counter.streaks.current == current, "\(today)")
    }
  }

  @Test(arguments: 1...30 as ClosedRange<UInt64>)
  func theLongestRunIsTheOneCountedWeekByWeek(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    var dates: [LocalDate] = []
    var date = day("2023-11-20")
    while date < day("2024-06-01") {
      dates.append(date)
      date = date.adding(days: Int.random(in: 1...9, using: &random))
    }
    for perWeek in 1...3 {
      var counter = WeeklyStreakCounter(perWeek: perWeek, today: day("2024-06-01"))
      for date in dates { counter.add(date) }
      #expect(counter.streaks.longest == bruteForceLongest(dates, perWeek: perWeek))
    }
  }
}

@Suite struct ISOWeekTests {
  /// Every date of seven years, against Foundation's ISO 8601 calendar.
  @Test func isoWeeksAreFoundationsISO8601Weeks() {
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = TimeZone(identifier: "UTC")!
    var date = day("2019-12-25")
    while date < day("2027-01-10") {
      let instant = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400)
      let parts = iso.dateComponents([.yearForWeekOfYear, .weekOfYear, .weekday], from: instant)
      #expect(date.isoWeek.year == parts.yearForWeekOfYear, "\(date)")
      #expect(date.isoWeek.week == parts.weekOfYear, "\(date)")
      // Monday is weekday 2 in Foundation.
      #expect(date.weekStart.adding(days: (parts.weekday! + 5) % 7) == date, "\(date)")
      date = date.adding(days: 1)
    }
  }
}

@Suite struct WeekFoldTests {
  /// Sessions of two weeks handed newest first, as the store reads them.
  private func fold(_ sessions: [ExerciseSession], weekOf date: String) -> WeekSummary {
    var fold = WeekFold(weekOf: day(date), catalog: catalog)
    for session in sessions.sorted(by: { $0.date > $1.date }) { fold.add(session) }
    return fold.summary(targets: ["chest": 6, "lats": 3, "abs": 1])
  }

  @Test func setsCountOneForThePrimaryPartAndAHalfForEachOther() throws {
    let sessions = [
      // This week (Mon 2024-01-08 … Sun 01-14): bench 3 sets + a warm-up, pull-ups 4, a run.
      ExerciseSession(
        date: day("2024-01-08"), exercise: "bench-press",
        sets: [set(40, 10, kind: .warmup), set(60, 10), set(60, 8), set(62.5, 6)]),
      ExerciseSession(
        date: day("2024-01-10"), exercise: "pull-up",
        sets: [set(nil, 8), set(nil, 8), set(nil, 6), set(nil, 6)]),
      ExerciseSession(
        date: day("2024-01-10"), exercise: "run",
        sets: [PlannedSet(SetValues([.distance: 5, .duration: 1500]))]),
      // The week before: squat 2 sets. After the week: ignored.
      ExerciseSession(
        date: day("2024-01-03"), exercise: "squat", sets: [set(100, 5), set(100, 5)]),
      ExerciseSession(date: day("2024-01-15"), exercise: "squat", sets: [set(100, 5)]),
    ]
    let week = fold(sessions, weekOf: "2024-01-11")
    #expect(week.start == day("2024-01-08") && week.end == day("2024-01-14"))
    #expect(week.figures.sessions == 2 && week.previous.sessions == 1)
    #expect(week.figures.sets == 3 + 4 + 1)
    // bench: chest 3, triceps 1.5, shoulders 1.5; pull-up: lats 4, back 2, biceps 2; the run
    // counts for no part.
    let parts: [String: Double] = [
      "chest": 3, "triceps": 1.5, "shoulders": 1.5, "lats": 4, "back": 2, "biceps": 2,
    ]
    #expect(week.figures.setsByPart == parts)
    let before: [String: Double] = ["quads": 2, "glutes": 1, "hamstrings": 1, "lower-back": 1]
    #expect(week.previous.setsByPart == before)
    let tonnage: Double = 60 * 10 + 60 * 8 + 62.5 * 6
    #expect(week.figures.tonnage == tonnage)
    #expect(week.previous.tonnage == 1000)
    #expect(week.figures.distance == 5)
    #expect(week.figures.seconds == 1500)
    #expect(week.targets.map(\.part) == ["chest", "lats", "abs"])
    #expect(week.missed.map(\.part) == ["chest", "abs"])
    #expect(week.streak.current == 2)
  }

  @Test func timeIsEachDistinctSessionsLengthWhereKnown() throws {
    let start = try #require(Timestamp("2024-01-08T07:00:00+09:00"))
    let time = SessionTime(start: start, seconds: 3600)
    let sessions = [
      ExerciseSession(
        date: day("2024-01-08"), exercise: "bench-press", sets: [set(60, 10)], times: [time]),
      ExerciseSession(
        date: day("2024-01-08"), exercise: "plank",
        sets: [PlannedSet(SetValues([.duration: 45]))], times: [time]),
    ]
    // One session of an hour: the plank's 45 s are inside it, not added.
    #expect(fold(sessions, weekOf: "2024-01-08").figures.seconds == 3600)
  }
}
