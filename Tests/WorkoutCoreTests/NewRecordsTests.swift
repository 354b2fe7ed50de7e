import Testing

@testable import WorkoutCore

/// One set's values.
private func set(_ values: [ItemID: Double]) -> SetValues { SetValues(values) }

/// A run of `km` in `minutes`.
private func run(_ km: Double, minutes: Double) -> SetValues {
  set([.distance: km, .duration: minutes * 60])
}

/// A workout of sets done as `values`.
private func done(_ id: String, _ exercise: ExerciseID, _ values: SetValues...) -> Workout {
  Workout(
    id: wid(id), exercise: exercise,
    sets: values.map {
      WorkoutSet(
        planned: PlannedSet($0), actual: $0, completedAt: Timestamp("2023-12-20T07:00:00+09:00"))
    })
}

/// `newRecords` over a store: December 2023 (read through the index) holds a run of 8 km in
/// 45:00, a treadmill run of 30:00 at 10 km/h and two squat workouts of 10 × 100 kg on one
/// date; January 2024 (the month of the dates asked) two bench-press workouts of 10 × 70 kg on
/// 2024-01-02.
@Suite struct NewRecordsTests {
  let fixture = StoreFixture()

  init() throws {
    // Written after a lookup, as `log` writes, so the index is written with the months.
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "run", before: day("2024-01-05"))
      try transaction.put(
        Menu(
          date: day("2023-12-20"),
          workouts: [
            done("d1", "run", run(8, minutes: 45)),
            done("d2", "treadmill-run", set([.duration: 1800, .speed: 10])),
            done("d3", "squat", set([.reps: 10, .weight: 100])),
            done("d4", "squat", set([.reps: 10, .weight: 100])),
          ]))
      try transaction.put(
        Menu(
          date: day("2024-01-02"),
          workouts: [
            done("j1", "bench-press", set([.reps: 10, .weight: 70])),
            done("j2", "bench-press", set([.reps: 10, .weight: 70])),
          ]))
    }
  }

  /// The records of new `sets` on a date, read in a fresh transaction.
  func newRecords(
    _ exercise: ExerciseID, on date: String = "2024-01-05", _ sets: [SetValues],
    sameDay: [SetValues] = []
  ) throws -> [PersonalRecord] {
    var transaction = StoreTransaction(store: fixture.store)
    return try transaction.newRecords(
      of: exercise, on: day(date), sets: sets, sameDay: sameDay.isEmpty ? [] : [sameDay])
  }

  @Test func aFirstTimeIsNotARecordEvenAfterTheSameDaysSets() throws {
    let found = try newRecords(
      "deadlift", [set([.reps: 5, .weight: 140])], sameDay: [set([.reps: 5, .weight: 100])])
    #expect(found.isEmpty)
  }

  @Test func aLongerRunIsALongestDistanceRecordAgainstTheIndexedMonth() throws {
    let found = try newRecords("run", [run(10, minutes: 60)])
    let distance = try #require(found.first { $0.kind == .longestDistance })
    #expect(distance.value == 10)
    #expect(distance.previous == 8)
  }

  @Test func aTieWithAnEarlierDateIsNotARecord() throws {
    #expect(try newRecords("run", [run(8, minutes: 45)]).isEmpty)
  }

  @Test func aFasterShorterRunIsABestPaceRecordOnly() throws {
    let found = try newRecords("run", [run(5, minutes: 24 + 10.0 / 60)])
    #expect(found.map(\.kind) == [.bestPace])
    #expect(found.first?.previous == 337.5)
  }

  @Test func aTreadmillRunsDistanceIsItsSpeedTimesItsDuration() throws {
    let found = try newRecords("treadmill-run", [set([.duration: 2400, .speed: 10])])
    let distance = try #require(found.first { $0.kind == .longestDistance })
    #expect(abs(distance.value - 20.0 / 3) < 1e-9)
    #expect(distance.previous == 5)
  }

  @Test func twoRunsOfADayAreTwoRunsNotOneLongerRun() throws {
    // 5 km and 5 km that day are not 10 km: the longest run is still December's 8 km, and no
    // run is longer than 45:00; 30:00 for 5 km (6:00 /km) is no faster than 45:00 for 8 km
    // (5:37.5 /km).
    let found = try newRecords("run", [run(5, minutes: 30)], sameDay: [run(5, minutes: 30)])
    #expect(found.isEmpty)
  }

  @Test func theRecordsOfARunAreItsOwnWhateverElseThatDayHeld() throws {
    // 9 km in 50:00 beats the 8 km of December (and 5:33.3 /km beats 5:37.5 /km); the 5 km
    // run earlier that day neither adds to it nor is a record itself.
    let found = try newRecords("run", [run(9, minutes: 50)], sameDay: [run(5, minutes: 30)])
    #expect(found.first { $0.kind == .longestDistance }?.value == 9)
    #expect(found.first { $0.kind == .longestDuration }?.value == 3000)
    let pace = try #require(found.first { $0.kind == .bestPace })
    #expect(abs(pace.value - 3000.0 / 9) < 1e-9)
    #expect(abs(try #require(pace.previous) - 2700.0 / 8) < 1e-9)
  }

  @Test func aRunFasterThanTheWorldRecordIsNoRecord() throws {
    // 4.58 km in 0:57 is 289 km/h: a watch's glitch. Nothing is announced.
    #expect(try newRecords("run", [set([.distance: 4.58, .duration: 57])]).isEmpty)
  }

  @Test func aSessionKindIsJudgedAgainstTheSameDayWithoutTheNewSets() throws {
    // Earlier best volume 1400 kg; three sets today already made 2100 kg.
    let today = Array(repeating: set([.reps: 10, .weight: 70]), count: 3)
    let found = try newRecords("bench-press", [set([.reps: 5, .weight: 70])], sameDay: today)
    let volume = try #require(found.first { $0.kind == .bestVolume })
    #expect(volume.value == 2450)
    #expect(volume.previous == 2100)
  }

  @Test func setKindsAreJudgedOnTheNewSetsOnly() throws {
    // 75 kg beats every earlier date, but not the 80 kg done earlier that day.
    let found = try newRecords(
      "bench-press", [set([.reps: 1, .weight: 75])], sameDay: [set([.reps: 1, .weight: 80])])
    #expect(found.isEmpty)
  }

  @Test func twoWorkoutsOfADateInAnIndexedMonthAreOneSession() throws {
    // 10 × 100 twice on 2023-12-20 is 2000 kg: 2000 kg in January is a tie.
    let same = Array(repeating: set([.reps: 10, .weight: 100]), count: 2)
    #expect(try newRecords("squat", same).isEmpty)
  }

  @Test func twoWorkoutsOfAnEarlierDateOfTheSameMonthAreOneSession() throws {
    // 10 × 70 twice on 2024-01-02 is 1400 kg: 1400 kg on 2024-01-05 is a tie.
    let same = Array(repeating: set([.reps: 10, .weight: 70]), count: 2)
    #expect(try newRecords("bench-press", same).isEmpty)
  }

  @Test func theIndexKeepsEachMonthsBestsOfEveryKind() throws {
    let bytes = try #require(fileBytes(fixture.root + "/index.json"))
    let index = try #require(ExerciseIndex(decoding: bytes))
    let december = YearMonth("2023-12")!
    let run = try #require(index.entries(of: "run").first { $0.month == december })
    #expect(
      run.entry.bests == PersonalBests(longestDistance: 8, longestDuration: 2700, bestPace: 337.5))
    let treadmill = try #require(
      index.entries(of: "treadmill-run").first { $0.month == december })
    #expect(treadmill.entry.bests.longestDistance == 5)
    let squat = try #require(index.entries(of: "squat").first { $0.month == december })
    #expect(squat.entry.bests.bestVolume == 2000)
  }
}
