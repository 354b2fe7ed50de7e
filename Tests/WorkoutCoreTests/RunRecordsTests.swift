import Testing

@testable import WorkoutCore

/// A done run of `km` in `seconds`.
private func run(_ id: String, _ km: Double, _ seconds: Double, _ exercise: ExerciseID = "run")
  -> Workout
{
  let values = SetValues([.distance: km, .duration: seconds])
  return Workout(
    id: wid(id), exercise: exercise,
    sets: [
      WorkoutSet(
        planned: PlannedSet(values), actual: values,
        completedAt: Timestamp("2024-03-02T07:00:00+09:00"))
    ])
}

/// The records of `menus`, as `prs` builds them.
private func records(_ menus: [Menu], of exercise: ExerciseID = "run") -> PersonalRecords {
  PersonalRecords(
    exercise: exercise, sessions: ExerciseSession.sessions(of: menus), formula: .epley)
}

/// Longest distance, longest duration and best pace are of one workout, as runners and Strava
/// count them (issue 23, item 14), and a workout faster than the world record of its activity
/// makes none (item 13).
@Suite struct RunRecordsTests {
  @Test func twoRunsOfOneDayAreTwoRunsNotOneOf24Kilometres() throws {
    // 16 km in 1:30:00 and 8.05 km in 40:00 on one day; 12 km in 1:00:00 the week before.
    let menus = [
      Menu(date: day("2024-02-24"), workouts: [run("a1", 12, 3600)]),
      Menu(date: day("2024-03-02"), workouts: [run("b1", 16, 5400), run("b2", 8.05, 2400)]),
    ]
    let found = records(menus)
    #expect(found.longestDistance?.value == 16)
    #expect(found.longestDuration?.value == 5400)
    // The best pace is the 8.05 km run's, 2400 / 8.05 s per km, not the day's 7800 / 24.05.
    let pace = try #require(found.bestPace)
    #expect(abs(pace.value - 2400 / 8.05) < 1e-9)
    #expect(pace.date == day("2024-03-02"))
    #expect(found.sessions == 2)
  }

  @Test func aRunFasterThanTheWorldRecordMakesNoRecord() {
    // 4.58 km in 0:57 (a GPX track with few timed points) is 289 km/h; the 5 km in 25:00 is
    // the best of every kind.
    let menus = [
      Menu(date: day("2024-03-01"), workouts: [run("a1", 5, 1500)]),
      Menu(date: day("2024-03-02"), workouts: [run("b1", 4.58, 57)]),
    ]
    let found = records(menus)
    #expect(found.bestPace?.value == 300)
    #expect(found.longestDistance?.value == 5)
    #expect(found.bestPace?.date == day("2024-03-01"))
  }

  @Test func eachActivityHasItsOwnWorldRecord() {
    // 30 km in 1:00:00 is beyond any runner (the 21.1 km record is 56:42) but an ordinary ride.
    #expect(Activity.running.isBeyondRecord(kilometres: 30, seconds: 3600))
    #expect(!Activity.cycling.isBeyondRecord(kilometres: 30, seconds: 3600))
    // 2 km rowed in 6:00 (1:30 /500 m) is a good row; 2 km in 5:00 beats 5:18, the eight's.
    #expect(!Activity.rowing.isBeyondRecord(kilometres: 2, seconds: 360))
    #expect(Activity.rowing.isBeyondRecord(kilometres: 2, seconds: 300))
    // The marathon in 2:00:00 is beyond the record of 2:00:35 (7235 s).
    #expect(Activity.running.isBeyondRecord(kilometres: 42.195, seconds: 7200))
    #expect(!Activity.running.isBeyondRecord(kilometres: 42.195, seconds: 7240))
  }

  @Test func theActivityOfAnExerciseIsItsIdsOrItsNamesWords() {
    #expect(Activity.of("trail-run") == .running)
    #expect(Activity.of("treadmill-walk") == .walking)
    #expect(Activity.of("rowing-machine") == .rowing)
    #expect(Activity.of("my-morning-swim") == .swimming)
    #expect(Activity.of("sled-push") == nil)
    #expect(Activity.named("Rowing (Machine)") == .rowing)
    #expect(Activity.named("Cycling (Indoor)") == .cycling)
    #expect(Activity.named("Treadmill Walk") == .walking)
    #expect(Activity.named("Bench Press (Barbell)") == nil)
  }
}
