import Foundation
import Testing

@testable import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `latestWorkout` over a small history:
/// 2023-12-20 bench-press done (d1); 2024-01-03 bench-press done (j1);
/// 2024-01-05 bench-press planned only (j2) and squat planned (j3).
@Suite struct LatestWorkoutTests {
  let fixture = StoreFixture()

  init() throws {
    // Written the way `add` writes: after a lookup, so the index is written too.
    try fixture.store.update { transaction in
      _ = try transaction.latestWorkout(
        of: "bench-press", onOrBefore: day("2024-12-31"), recorded: false)
      for menu in [
        Menu(date: day("2023-12-20"), workouts: [workout("d1", "bench-press", done: true)]),
        Menu(date: day("2024-01-03"), workouts: [workout("j1", "bench-press", done: true)]),
        Menu(
          date: day("2024-01-05"), workouts: [workout("j2", "bench-press"), workout("j3", "squat")]),
      ] {
        try transaction.put(menu)
      }
    }
  }

  /// `date id` of the latest workout, read in a fresh transaction.
  func latest(_ exercise: ExerciseID, onOrBefore date: String, recorded: Bool) throws -> String? {
    var transaction = StoreTransaction(store: fixture.store)
    return try transaction.latestWorkout(of: exercise, onOrBefore: day(date), recorded: recorded)
      .map { "\($0.date) \($0.workout.id)" }
  }

  /// Writes a month file the way a person or a sync tool would: a new file renamed into place.
  func addByHand(_ file: MonthFile) throws {
    var json = JSONWriter()
    json.write(file)
    let outside = fixture.folder.path + "/hand-made.json"
    try Data(json.bytes).write(to: URL(fileURLWithPath: outside))
    #expect(rename(outside, fixture.store.path(of: file.month)) == 0)
    // A coarse file-system clock can hide a rename made in the same tick as the last write;
    // set the folder's time explicitly so the stamp differs as it would a moment later.
    let times = [
      timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
    ]
    #expect(utimensat(AT_FDCWD, fixture.root + "/menus", times, 0) == 0)
  }

  @Test func bestsBeforeADateComeFromEarlierMonthsAndEarlierDatesOfItsMonth() throws {
    try fixture.store.update { transaction in
      try transaction.put(
        Menu(
          date: day("2023-11-02"),
          workouts: [workout("n1", "squat", planned: [.reps: 5, .weight: 100], done: true)]))
      try transaction.put(
        Menu(
          date: day("2024-01-02"),
          workouts: [workout("n2", "squat", planned: [.reps: 1, .weight: 110], done: true)]))
      try transaction.put(
        Menu(
          date: day("2024-01-04"),
          workouts: [workout("n3", "squat", planned: [.reps: 1, .weight: 150], done: true)]))
    }
    var transaction = StoreTransaction(store: fixture.store)
    let bests = try transaction.bests(of: "squat", before: day("2024-01-04"))
    #expect(bests?.heaviestWeight == 110)
    #expect(bests?.bestOneRepMax == OneRepMaxFormula.epley.estimate(weight: 100, reps: 5)!)
    #expect(try transaction.bests(of: "squat", before: day("2023-11-02")) == nil)
  }

  @Test func findsTheLatestPlan() throws {
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: false) == "2024-01-05 j2")
  }

  @Test func findsTheLatestRecordedWorkout() throws {
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2024-01-03 j1")
  }

  @Test func honoursOnOrBeforeWithinAMonth() throws {
    #expect(try latest("bench-press", onOrBefore: "2024-01-04", recorded: false) == "2024-01-03 j1")
    #expect(try latest("bench-press", onOrBefore: "2024-01-05", recorded: false) == "2024-01-05 j2")
  }

  @Test func honoursOnOrBeforeAcrossMonths() throws {
    #expect(try latest("bench-press", onOrBefore: "2024-01-02", recorded: true) == "2023-12-20 d1")
    #expect(try latest("bench-press", onOrBefore: "2023-12-31", recorded: false) == "2023-12-20 d1")
  }

  @Test func findsNothingBeforeTheFirstWorkout() throws {
    #expect(try latest("bench-press", onOrBefore: "2023-12-19", recorded: false) == nil)
  }

  @Test func findsNothingForAnExerciseNeverPlanned() throws {
    #expect(try latest("deadlift", onOrBefore: "2024-12-31", recorded: false) == nil)
    #expect(try latest("squat", onOrBefore: "2024-12-31", recorded: true) == nil)
  }

  @Test func takesTheLastWorkoutOfTheDate() throws {
    try fixture.put(
      Menu(
        date: day("2024-01-10"),
        workouts: [workout("a1", "deadlift"), workout("a2", "squat"), workout("a3", "deadlift")]))
    #expect(try latest("deadlift", onOrBefore: "2024-01-31", recorded: false) == "2024-01-10 a3")
  }

  @Test func writesTheIndex() {
    #expect(FileManager.default.fileExists(atPath: fixture.root + "/index.json"))
  }

  @Test func survivesTheDeletionOfTheIndex() throws {
    try FileManager.default.removeItem(atPath: fixture.root + "/index.json")
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: false) == "2024-01-05 j2")
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2024-01-03 j1")
  }

  @Test func survivesAGarbledIndex() throws {
    writeFile(fixture.root + "/index.json", "{\"exercises\": [")
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2024-01-03 j1")
  }

  @Test func rebuildsTheIndexWhenAMonthFileIsAddedByHand() throws {
    try addByHand(
      MonthFile(
        month: YearMonth("2024-02")!,
        menus: [
          Menu(date: day("2024-02-10"), workouts: [workout("f1", "bench-press", done: true)])
        ]))
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2024-02-10 f1")
    #expect(try latest("squat", onOrBefore: "2024-12-31", recorded: false) == "2024-01-05 j3")
  }

  @Test func aStaleIndexIsRebuiltByALookupAndWrittenWithItsUpdate() throws {
    try addByHand(
      MonthFile(
        month: YearMonth("2024-02")!,
        menus: [Menu(date: day("2024-02-10"), workouts: [workout("f1", "deadlift")])]))
    try fixture.store.update { transaction in
      _ = try transaction.latestWorkout(
        of: "deadlift", onOrBefore: day("2024-03-01"), recorded: false)
      try transaction.put(Menu(date: day("2024-03-01"), note: "plan later"))
    }
    let bytes = try #require(fileBytes(fixture.root + "/index.json"))
    let index = try #require(ExerciseIndex(decoding: bytes))
    #expect(
      index.months(of: "deadlift", recorded: false, through: YearMonth("2024-12")!) == [
        YearMonth("2024-02")!
      ])
    #expect(index.stamp == FileSystem.stamp(of: fixture.root + "/menus"))
  }

  @Test func aWriteWithoutALookupLeavesAStaleIndexStaleInsteadOfReadingTheHistory() throws {
    try addByHand(MonthFile(month: YearMonth("2023-11")!))
    // A corrupt month elsewhere must not stop a write that needs no history.
    try Data("{".utf8).write(
      to: URL(fileURLWithPath: fixture.store.path(of: YearMonth("2023-10")!)))
    try fixture.put(Menu(date: day("2024-01-07"), note: "no lookup"))
    let bytes = try #require(fileBytes(fixture.root + "/index.json"))
    let index = try #require(ExerciseIndex(decoding: bytes))
    #expect(index.stamp != FileSystem.stamp(of: fixture.root + "/menus"))
  }

  @Test func aPlanOnlyOnLaterDatesIsNotSearchedFor() throws {
    // The index says squat is only in January, so December is never read: a corrupt December
    // file does not matter when looking for squat on or before 2023-12-31.
    let december = fixture.store.path(of: YearMonth("2023-12")!)
    try Data("{".utf8).write(to: URL(fileURLWithPath: december))
    // The index must still trust December's file, as if it had been written after the edit.
    let indexPath = fixture.root + "/index.json"
    let bytes = try #require(fileBytes(indexPath))
    var index = try #require(ExerciseIndex(decoding: bytes))
    index.files[YearMonth("2023-12")!] = FileStamp(of: december)
    try Data(index.encoded()).write(to: URL(fileURLWithPath: indexPath))
    var transaction = StoreTransaction(store: fixture.store)
    #expect(
      try transaction.latestWorkout(of: "squat", onOrBefore: day("2023-12-31"), recorded: false)
        == nil)
  }

  @Test func findsThePreviousWorkoutAfterTheLatestIsRemoved() throws {
    try fixture.put(Menu(date: day("2024-01-05"), workouts: [workout("j3", "squat")]))
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: false) == "2024-01-03 j1")
  }

  @Test func findsAWorkoutInAnOlderMonthAfterAMonthsLastIsRemoved() throws {
    try fixture.put(
      Menu(date: day("2024-01-03")),
      Menu(date: day("2024-01-05"), workouts: [workout("j3", "squat")]))
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2023-12-20 d1")
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: false) == "2023-12-20 d1")
  }

  @Test func findsAWorkoutInAnOlderMonthAfterAWholeMonthIsRemoved() throws {
    try fixture.put(Menu(date: day("2024-01-03")), Menu(date: day("2024-01-05")))
    #expect(!FileManager.default.fileExists(atPath: fixture.januaryPath))
    #expect(try latest("bench-press", onOrBefore: "2024-12-31", recorded: true) == "2023-12-20 d1")
  }

  @Test func forgetsAnExerciseWhoseOnlyWorkoutIsRemoved() throws {
    try fixture.put(Menu(date: day("2024-01-05"), workouts: [workout("j2", "bench-press")]))
    #expect(try latest("squat", onOrBefore: "2024-12-31", recorded: false) == nil)
  }

  @Test func seesWorkoutsTheSameTransactionAdded() throws {
    var transaction = StoreTransaction(store: fixture.store)
    try transaction.put(Menu(date: day("2024-02-01"), workouts: [workout("n1", "bench-press")]))
    let found = try transaction.latestWorkout(
      of: "bench-press", onOrBefore: day("2024-12-31"), recorded: false)
    #expect(found?.workout.id == wid("n1"))
  }

  @Test func seesWorkoutsTheSameTransactionRemoved() throws {
    var transaction = StoreTransaction(store: fixture.store)
    try transaction.put(Menu(date: day("2024-01-03")))
    try transaction.put(Menu(date: day("2024-01-05"), workouts: [workout("j3", "squat")]))
    let found = try transaction.latestWorkout(
      of: "bench-press", onOrBefore: day("2024-12-31"), recorded: true)
    #expect(found?.workout.id == wid("d1"))
  }
}
