import Testing

@testable import WorkoutCore

// The JSON of what the history commands show, written in one place (HistoryJSON.swift): each
// shape pinned byte for byte, as `history`, `prs`, `stats`, `chart` and `calendar --json`
// print it.

private let bench = ExerciseSession(
  date: day("2024-01-05"), exercise: "bench-press",
  sets: [
    PlannedSet(SetValues([.reps: 10, .weight: 60])),
    PlannedSet(SetValues([.reps: 8, .weight: 62.5])),
  ])

private func written(_ write: (inout JSONWriter) -> Void) -> String {
  var json = JSONWriter(pretty: false)
  write(&json)
  return json.text
}

@Suite struct HistoryJSONTests {
  @Test func aHistoryRowHasTheDatesSetsAndFigures() {
    #expect(
      written { $0.write(bench, formula: .epley) }
        == #"{"date":"2024-01-05","sets":[{"reps":10,"weight":60},{"reps":8,"weight":62.5}],"#
        + #""topSet":{"reps":8,"weight":62.5},"volume":1100,"e1rm":80,"distance":null,"#
        + #""duration":null,"pace":null,"times":[]}"# + "\n")
  }

  @Test func aRecordsEntryIsFlatWithADatePerRecord() {
    let records = PersonalRecords(exercise: "bench-press", sessions: [bench], formula: .epley)
    #expect(
      written { $0.write(records) }
        == #"{"exercise":"bench-press","sessions":1,"maxWeight":62.5,"maxWeightReps":8,"#
        + #""maxWeightDate":"2024-01-05","bestE1rm":80,"bestE1rmDate":"2024-01-05","#
        + #""repRecords":[{"weight":62.5,"reps":8,"date":"2024-01-05"},"#
        + #"{"weight":60,"reps":10,"date":"2024-01-05"}],"mostReps":null,"mostRepsDate":null,"#
        + #""bestVolume":1100,"bestVolumeDate":"2024-01-05","longestDistance":null,"#
        + #""longestDistanceDate":null,"longestDuration":null,"longestDurationDate":null,"#
        + #""bestPace":null,"bestPaceDate":null,"maxAddedWeight":null,"#
        + #""maxAddedWeightReps":null,"maxAddedWeightDate":null,"addedWeightRepRecords":[]}"#
        + "\n")
  }

  @Test func aStatsEntryHasTheLastDateAndTopSet() {
    let stats = ExerciseStats.of([bench], formula: .epley)[0]
    #expect(
      written { $0.write(stats) }
        == #"{"exercise":"bench-press","lastDate":"2024-01-05","#
        + #""lastTopSet":{"reps":8,"weight":62.5},"bestE1rm":80,"bestPace":null,"sessions":1}"#
        + "\n")
  }

  @Test func aChartHasItsMetricAndOnePointPerBar() {
    let chart = ExerciseChart(
      exercise: "bench-press", metric: .weight, first: day("2024-01-04"), last: day("2024-01-05"),
      values: [DatedValue(date: day("2024-01-05"), value: 62.5)])
    #expect(
      written { $0.write(chart, avg: 1, fill: false) }
        == #"{"exercise":"bench-press","metric":"weight","avg":1,"points":[{"date":"2024-01-04","#
        + #""value":null},{"date":"2024-01-05","value":62.5}]}"# + "\n")
  }

  @Test func aCalendarHasTheMonthsDatesAndStreaks() {
    var fold = CalendarFold(day("2024-01-01")...day("2024-01-31"))
    fold.add(bench)
    var daily = StreakCounter(today: day("2024-01-06"))
    var weekly = WeeklyStreakCounter(perWeek: 1, today: day("2024-01-06"))
    daily.add(bench.date)
    weekly.add(bench.date)
    let calendar = TrainingCalendar(
      month: YearMonth("2024-01")!, trainedDates: fold.trainedDates, streaks: daily.streaks,
      weeklyStreaks: weekly.streaks)
    #expect(
      written { $0.write(calendar) }
        == #"{"month":"2024-01","trainedDates":["2024-01-05"],"currentStreak":1,"#
        + #""longestStreak":1,"longestStreakEnd":"2024-01-05","plannedDates":[],"#
        + #""weeklyStreak":{"current":1,"longest":1,"longestStart":"2024-01-01","#
        + #""longestEnd":"2024-01-07","perWeek":1}}"# + "\n")
  }
}
