import Testing

@testable import WorkoutCore

// The folds the history commands build session by session: each must show what the whole list
// of sessions showed.

private func values(_ weight: Double?, _ reps: Double?) -> SetValues {
  var values = SetValues()
  values[.weight] = weight
  values[.reps] = reps
  return values
}

private func session(_ date: String, _ sets: [SetValues], _ exercise: ExerciseID = "bench-press")
  -> ExerciseSession
{
  ExerciseSession(date: day(date), exercise: exercise, sets: sets.map { PlannedSet($0) })
}

/// Random sessions of a few exercises over two months, oldest first, one per exercise a date.
private func randomSessions(seed: UInt64) -> [ExerciseSession] {
  var random = SeededGenerator(state: seed)
  var sessions: [ExerciseSession] = []
  var date = day("2024-01-01")
  while date < day("2024-03-01") {
    for exercise in ["bench-press", "squat", "pull-up"] as [ExerciseID]
    where Bool.random(using: &random) {
      let sets = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        values(
          exercise == "pull-up" ? nil : Double(Int.random(in: 0...8, using: &random)) * 2.5,
          Double(Int.random(in: 0...12, using: &random)))
      }
      sessions.append(
        ExerciseSession(date: date, exercise: exercise, sets: sets.map { PlannedSet($0) }))
    }
    date = date.adding(days: Int.random(in: 1...3, using: &random))
  }
  return sessions
}

@Suite struct RecordsFoldTests {
  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func repRecordsAreTheSetsNoOtherBeatsOnWeightAndReps(seed: UInt64) {
    let sessions = randomSessions(seed: seed).filter { $0.exercise == "bench-press" }
    let records = PersonalRecords(exercise: "bench-press", sessions: sessions, formula: .epley)
    // Every set of at least one rep at a weight, first of equals, that no other beats on both.
    let sets = sessions.flatMap { session in
      session.sets.compactMap { set -> DatedSet? in
        guard let weight = set[.weight], weight > 0, let reps = set[.reps], reps >= 1 else {
          return nil
        }
        return DatedSet(date: session.date, weight: weight, reps: reps)
      }
    }
    let expected = sets.enumerated().filter { index, set in
      !sets.contains { other in
        (other.weight! >= set.weight! && other.reps! > set.reps!)
          || (other.weight! > set.weight! && other.reps! >= set.reps!)
      } && !sets[..<index].contains { $0.weight == set.weight && $0.reps == set.reps }
    }.map(\.element).sorted { $0.weight! > $1.weight! }
    #expect(records.repRecords == expected)
  }

  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func foldOfEveryExerciseIsTheRecordsOfEachExercisesSessions(seed: UInt64) {
    let sessions = randomSessions(seed: seed)
    var fold = RecordsFold(formula: .brzycki)
    for session in sessions { fold.add(session) }
    let expected = (["bench-press", "pull-up", "squat"] as [ExerciseID]).map { exercise in
      PersonalRecords(
        exercise: exercise, sessions: sessions.filter { $0.exercise == exercise },
        formula: .brzycki)
    }.filter { !$0.isEmpty && $0.sessions > 0 }
    #expect(fold.records == expected)
  }

  @Test func anExerciseWithNoRecordIsLeftOut() {
    var fold = RecordsFold(formula: .epley)
    fold.add(session("2024-01-02", [values(nil, 0)], "pull-up"))
    fold.add(session("2024-01-02", [values(60, 5)]))
    #expect(fold.records.map(\.exercise) == ["bench-press"])
  }
}

@Suite struct StatsFoldTests {
  @Test func theSameExerciseOnALaterDateMovesItFirst() {
    var fold = StatsFold(formula: .epley)
    fold.add(session("2024-01-01", [values(60, 5)]))
    fold.add(session("2024-01-02", [values(100, 5)], "squat"))
    fold.add(session("2024-01-03", [values(62.5, 5)]))
    #expect(fold.stats.map(\.exercise) == ["bench-press", "squat"])
    #expect(fold.stats[0].sessions == 2 && fold.stats[0].lastTopSet == values(62.5, 5))
  }
}

@Suite struct StreakCounterTests {
  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func countsTheRunsOfDatesAsCountingBackFromTodayDoes(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    let dates = (0..<30).map { _ in
      day("2024-01-01").adding(days: Int.random(in: 0...40, using: &random))
    }
    let today = day("2024-01-01").adding(days: Int.random(in: 0...42, using: &random))
    let trained = Set(dates.map(\.daysSinceEpoch))
    // Counted the long way: back from today (or yesterday), and every run's length.
    var current = 0
    var last =
      trained.contains(today.daysSinceEpoch) ? today.daysSinceEpoch : today.daysSinceEpoch - 1
    while trained.contains(last) {
      current += 1
      last -= 1
    }
    let runs = trained.map { end in
      (length: (0...).first { !trained.contains(end - $0) }!, end: end)
    }
    let longest = runs.map(\.length).max() ?? 0
    let longestEnd = runs.filter { $0.length == longest }.map(\.end).max()

    var counter = StreakCounter(today: today)
    for date in trained.sorted() { counter.add(LocalDate(daysSinceEpoch: date)) }
    #expect(counter.streaks.current == current)
    #expect(counter.streaks.longest == longest)
    #expect(counter.streaks.longestEnd == longestEnd.map { LocalDate(daysSinceEpoch: $0) })
    #expect(Streaks(dates, today: today) == counter.streaks)
  }

  @Test func aDateTakenAgainIsCountedOnce() {
    var counter = StreakCounter(today: day("2024-01-03"))
    for text in ["2024-01-01", "2024-01-02", "2024-01-02", "2024-01-03"] { counter.add(day(text)) }
    #expect(counter.streaks.current == 3 && counter.streaks.longest == 3)
  }
}

@Suite struct CalendarFoldTests {
  @Test func theDatesShownAreListedOnceInOrderWithTheirSetsAndPlannedDates() {
    var fold = CalendarFold(day("2024-02-01")...day("2024-02-29"))
    // Handed in any order: a date of two exercises is listed once; other months are ignored.
    for (date, exercise) in [
      ("2024-02-02", "squat"), ("2024-01-31", "squat"), ("2024-02-01", "squat"),
      ("2024-02-01", "bench-press"), ("2024-03-01", "squat"),
    ] as [(String, ExerciseID)] {
      fold.add(session(date, [values(60, 5), values(60, 5)], exercise))
    }
    fold.add(
      Menu(
        date: day("2024-02-20"),
        workouts: [Workout(id: WorkoutID(rawValue: "w1")!, exercise: "squat", sets: [])]))
    fold.add(
      Menu(
        date: day("2024-03-20"),
        workouts: [Workout(id: WorkoutID(rawValue: "w1")!, exercise: "squat", sets: [])]))
    fold.add(Menu(date: day("2024-02-21"), workouts: []))
    #expect(fold.trainedDates == [day("2024-02-01"), day("2024-02-02")])
    #expect(fold.setsByDate == [day("2024-02-01"): 4, day("2024-02-02"): 2])
    #expect(fold.plannedDates == [day("2024-02-20")])
  }
}

@Suite struct HistoryFoldTests {
  let newestFirst = ["2024-01-09", "2024-01-07", "2024-01-05", "2024-01-03", "2024-01-01"].map {
    session($0, [values(60, 5)])
  }

  @Test func keepsTheDatesInTheRangeNewestFirst() {
    var fold = HistoryFold(from: day("2024-01-03"), to: day("2024-01-08"))
    for session in newestFirst { fold.add(session) }
    #expect(fold.sessions.map(\.date) == ["2024-01-07", "2024-01-05", "2024-01-03"].map(day))
  }

  @Test func needsNoMoreOnceItHasTheLimit() {
    var fold = HistoryFold(limit: 2)
    fold.add(newestFirst[0])
    #expect(fold.needsMore)
    fold.add(newestFirst[1])
    #expect(!fold.needsMore)
    fold.add(newestFirst[2])
    #expect(fold.sessions.map(\.date) == [day("2024-01-09"), day("2024-01-07")])
  }

  @Test func needsNoMoreOnceADateBeforeTheRangeComes() {
    var fold = HistoryFold(from: day("2024-01-06"))
    for session in newestFirst.prefix(2) { fold.add(session) }
    #expect(fold.needsMore)
    fold.add(newestFirst[2])
    #expect(!fold.needsMore)
  }
}

@Suite struct ChartFoldTests {
  @Test func keepsEachDatesValueAndTopSetReps() {
    var fold = ChartFold { $0.topSet?[.weight] }
    fold.add(session("2024-01-01", [values(60, 10), values(62.5, 8)]))
    fold.add(session("2024-01-03", [values(nil, 12)]))
    #expect(fold.values == [DatedValue(date: day("2024-01-01"), value: 62.5)])
    #expect(fold.topSetReps == [day("2024-01-01"): 8, day("2024-01-03"): 12])
  }
}
