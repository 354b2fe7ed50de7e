import Testing

@testable import WorkoutCore

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

@Suite struct OneRepMaxTests {
  @Test func epleyAddsAThirtiethPerRep() {
    #expect(OneRepMaxFormula.epley.estimate(weight: 100, reps: 10) == 100 * (1 + 10.0 / 30))
    #expect(OneRepMaxFormula.epley.estimate(weight: 60, reps: 5) == 70)
  }

  @Test func brzyckiDividesBy37MinusReps() {
    #expect(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 10) == 100.0 * 36 / 27)
    #expect(OneRepMaxFormula.brzycki.estimate(weight: 90, reps: 5) == 101.25)
  }

  @Test(arguments: OneRepMaxFormula.allCases)
  func singleIsTheWeightItself(formula: OneRepMaxFormula) {
    #expect(formula.estimate(weight: 142.5, reps: 1) == 142.5)
  }

  @Test(arguments: OneRepMaxFormula.allCases)
  func noRepsOrNoWeightHasNoEstimate(formula: OneRepMaxFormula) {
    #expect(formula.estimate(weight: 100, reps: 0) == nil)
    #expect(formula.estimate(weight: 0, reps: 5) == nil)
  }

  @Test func brzyckiHasNoEstimateFrom37Reps() {
    #expect(OneRepMaxFormula.brzycki.estimate(weight: 20, reps: 37) == nil)
    #expect(OneRepMaxFormula.epley.estimate(weight: 20, reps: 37) != nil)
  }
}

@Suite struct SessionFiguresTests {
  let sets = [values(60, 10), values(60, 9), values(62.5, 8)]

  @Test func topSetIsTheHeaviestThenTheMostReps() {
    #expect(session("2024-01-05", sets).topSet == values(62.5, 8))
    #expect(session("2024-01-05", [values(60, 8), values(60, 10)]).topSet == values(60, 10))
  }

  @Test func volumeIsWeightTimesRepsSummed() {
    #expect(session("2024-01-05", sets).volume == 600.0 + 540 + 500)
  }

  @Test func oneRepMaxIsTheBestSetsEstimate() {
    // 60×10 → 80, 60×9 → 78, 62.5×8 → 79.17: the lighter set wins.
    #expect(session("2024-01-05", sets).oneRepMax(.epley) == 80)
  }

  @Test func withoutWeightTheTopSetHasTheMostReps() {
    let pullUps = session("2024-01-05", [values(nil, 8), values(nil, 12), values(nil, 10)])
    #expect(pullUps.topSet == values(nil, 12))
    #expect(pullUps.volume == nil)
    #expect(pullUps.reps == 30)
  }

  @Test func treadmillDistanceIsSpeedTimesDuration() {
    var run = SetValues()
    run[.speed] = 10
    run[.duration] = 1800
    let figures = session("2024-01-05", [run], "treadmill-run")
    #expect(figures.distance == 5)
    #expect(figures.pace == 360)
  }

  @Test func paceIsSecondsPerKilometre() {
    var run = SetValues()
    run[.distance] = 5
    run[.duration] = 1500
    let figures = session("2024-01-05", [run], "run")
    #expect(figures.pace == 300)
    #expect(figures.distance == 5)
    #expect(figures.topSet == nil)
  }
}

@Suite struct PersonalRecordsTests {
  @Test func recordsKeepTheFirstDateOnATie() {
    let records = PersonalRecords(
      exercise: "bench-press",
      sessions: [
        session("2024-01-01", [values(100, 5)]), session("2024-01-08", [values(100, 5)]),
      ], formula: .epley)
    #expect(records.maxWeight == DatedSet(date: day("2024-01-01"), weight: 100, reps: 5))
    #expect(records.bestOneRepMax?.set.date == day("2024-01-01"))
    #expect(records.bestVolume == DatedValue(date: day("2024-01-01"), value: 500))
    #expect(records.sessions == 2)
  }

  @Test func moreRepsAtTheHeaviestWeightIsANewRecord() {
    let records = PersonalRecords(
      exercise: "bench-press",
      sessions: [
        session("2024-01-01", [values(100, 5)]), session("2024-01-08", [values(100, 6)]),
      ], formula: .epley)
    #expect(records.maxWeight == DatedSet(date: day("2024-01-08"), weight: 100, reps: 6))
  }

  @Test func repRecordsAreTheSetsNothingBeatsOnBothWeightAndReps() {
    let records = PersonalRecords(
      exercise: "bench-press",
      sessions: [
        session("2024-01-01", [values(80, 8), values(90, 5)]),
        session("2024-01-08", [values(100, 1), values(80, 10), values(85, 5)]),
        session("2024-01-15", [values(80, 10)]),
      ], formula: .epley)
    #expect(
      records.repRecords == [
        DatedSet(date: day("2024-01-08"), weight: 100, reps: 1),
        DatedSet(date: day("2024-01-01"), weight: 90, reps: 5),
        DatedSet(date: day("2024-01-08"), weight: 80, reps: 10),
      ])
  }

  @Test func repsAloneAreARecordOnlyWithoutWeight() {
    let weighted = PersonalRecords(
      exercise: "bench-press",
      sessions: [session("2024-01-01", [values(40, 20), values(0, 25)])], formula: .epley)
    #expect(weighted.mostReps == nil)
    let bodyweight = PersonalRecords(
      exercise: "pull-up", sessions: [session("2024-01-01", [values(nil, 12)], "pull-up")],
      formula: .epley)
    #expect(bodyweight.mostReps == DatedSet(date: day("2024-01-01"), weight: nil, reps: 12))
  }

  @Test func formulaChoosesTheBestSet() {
    let sessions = [session("2024-01-01", [values(100, 1), values(80, 12)])]
    // Epley: 100 vs 112; Brzycki: 100 vs 80·36/25 = 115.2.
    let epley = PersonalRecords(exercise: "bench-press", sessions: sessions, formula: .epley)
    #expect(epley.bestOneRepMax?.value == 112)
    let brzycki = PersonalRecords(exercise: "bench-press", sessions: sessions, formula: .brzycki)
    #expect(brzycki.bestOneRepMax?.value == 115.2)
  }

  @Test func cardioRecordsAreTheLongestAndTheFastest() {
    func run(_ date: String, km: Double, seconds: Double) -> ExerciseSession {
      var values = SetValues()
      values[.distance] = km
      values[.duration] = seconds
      return session(date, [values], "run")
    }
    let records = PersonalRecords(
      exercise: "run",
      sessions: [
        run("2024-01-01", km: 5, seconds: 1500), run("2024-01-03", km: 10, seconds: 3300),
        run("2024-01-05", km: 3, seconds: 840),
      ], formula: .epley)
    #expect(records.longestDistance == DatedValue(date: day("2024-01-03"), value: 10))
    #expect(records.longestDuration == DatedValue(date: day("2024-01-03"), value: 3300))
    #expect(records.bestPace == DatedValue(date: day("2024-01-05"), value: 280))
    #expect(records.maxWeight == nil)
  }

  @Test func noSessionsHaveNoRecords() {
    let records = PersonalRecords(exercise: "squat", sessions: [], formula: .epley)
    #expect(records.sessions == 0)
    #expect(records.maxWeight == nil && records.bestVolume == nil && records.repRecords.isEmpty)
  }
}

@Suite struct ExerciseStatsTests {
  @Test func mostRecentlyDoneComesFirst() {
    let stats = ExerciseStats.of(
      [
        session("2024-01-01", [values(100, 5)], "squat"),
        session("2024-01-02", [values(60, 10)], "bench-press"),
        session("2024-01-03", [values(110, 3)], "squat"),
      ], formula: .epley)
    #expect(stats.map(\.exercise) == ["squat", "bench-press"])
    #expect(stats[0].sessions == 2)
    #expect(stats[0].lastTopSet == values(110, 3))
    #expect(abs(stats[0].bestOneRepMax! - 121) < 1e-9)
  }
}

@Suite struct StreakTests {
  @Test func currentStreakRunsAcrossAYearBoundary() {
    let dates = ["2023-12-30", "2023-12-31", "2024-01-01", "2024-01-02"].map(day)
    #expect(Streaks(dates, today: day("2024-01-02")).current == 4)
  }

  @Test func currentStreakStillCountsWhenTodayIsNotTrainedYet() {
    let dates = ["2024-01-30", "2024-01-31"].map(day)
    #expect(Streaks(dates, today: day("2024-02-01")).current == 2)
    #expect(Streaks(dates, today: day("2024-02-02")).current == 0)
  }

  @Test func leapDayJoinsFebruaryAndMarch() {
    let dates = ["2024-02-28", "2024-02-29", "2024-03-01"].map(day)
    let streaks = Streaks(dates, today: day("2024-03-10"))
    #expect(streaks.longest == 3)
    #expect(streaks.longestEnd == day("2024-03-01"))
    #expect(streaks.current == 0)
  }

  @Test func withoutALeapDayFebruaryEndsOnThe28th() {
    let dates = ["2023-02-28", "2023-03-01"].map(day)
    #expect(Streaks(dates, today: day("2023-03-01")).longest == 2)
  }

  @Test func longestIsTheLatestOfEqualRuns() {
    let dates = ["2024-01-01", "2024-01-02", "2024-01-10", "2024-01-11", "2024-01-11"].map(day)
    let streaks = Streaks(dates, today: day("2024-02-01"))
    #expect(streaks.longest == 2)
    #expect(streaks.longestEnd == day("2024-01-11"))
  }

  @Test func noDatesNoStreaks() {
    let streaks = Streaks([], today: day("2024-01-01"))
    #expect(streaks.current == 0 && streaks.longest == 0 && streaks.longestEnd == nil)
  }

  @Test func weekdayIndexStartsOnMonday() {
    #expect(day("2024-01-01").weekdayIndex == 0)
    #expect(day("2024-02-29").weekdayIndex == 3)
    #expect(day("1969-12-31").weekdayIndex == 2)
  }
}
