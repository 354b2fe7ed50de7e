import Foundation
import Testing

@testable import WorkoutCore

// `Store.fold`: months read ahead on every core and handed over in date order, oldest or newest
// first, stopping once the fold needs no more; a damaged month is always the oldest damaged.

/// A store with one squat and one bench press session on the 5th of each month from `first`.
private func storeWithMonths(_ count: Int, from first: String = "2021-01") -> TempDirectory {
  let home = TempDirectory()
  var month = YearMonth(first)!
  for _ in 0..<count {
    writeFile(
      "\(home.path)/menus/\(month).json",
      """
      {"menus": [{"date": "\(month)-05", "note": null, "workouts": [
        {"exercise": "squat", "id": "s\(month.year)x\(month.month)", "note": null, "sets": [
          {"actual": {"reps": 5, "weight": \(month.month * 10)}, "completedAt": null,
           "planned": {"reps": 5}, "skipped": false}]},
        {"exercise": "bench-press", "id": "b\(month.year)x\(month.month)", "note": null, "sets": [
          {"actual": {"reps": 8}, "completedAt": null, "planned": {"reps": 8}, "skipped": false}]}
      ]}], "version": 1}
      """)
    month = month.next
  }
  return home
}

private func damage(_ home: TempDirectory, _ month: String) {
  writeFile("\(home.path)/menus/\(month).json", "{\"version\": 1, \"menus\": [")
}

/// The file a store error names, as `menus/YYYY-MM.json`.
private func damagedFile(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    let message = (error as? StoreError)?.message ?? "\(error)"
    guard let range = message.range(of: #"menus/\d{4}-\d{2}\.json"#, options: .regularExpression)
    else { return message }
    return String(message[range])
  }
}

/// Records the order sessions come in, and can stop after `stopAfter` of them.
private struct Recorder: SessionFold {
  var dates: [LocalDate] = []
  var exercises: [ExerciseID] = []
  var stopAfter = Int.max

  mutating func add(_ session: ExerciseSession) {
    dates.append(session.date)
    exercises.append(session.exercise)
  }

  var needsMore: Bool { dates.count < stopAfter }
}

@Suite struct StoreFoldTests {
  @Test func oldestFirstHandsOverEveryMonthInDateOrder() throws {
    // More months than the read-ahead window holds.
    let home = storeWithMonths(40)
    var recorder = Recorder()
    try Store(root: home.path).fold(&recorder)
    #expect(recorder.dates.count == 80)
    #expect(recorder.dates == recorder.dates.sorted())
    #expect(recorder.exercises.prefix(2) == ["squat", "bench-press"])
  }

  @Test func newestFirstHandsOverDatesDescending() throws {
    let home = storeWithMonths(40)
    var recorder = Recorder()
    try Store(root: home.path).fold(&recorder, of: "squat", newestFirst: true)
    #expect(recorder.dates.count == 40)
    #expect(recorder.dates == recorder.dates.sorted(by: >))
    #expect(recorder.dates.first == day("2024-04-05"))
  }

  @Test func readsOnlyTheMonthsOfTheRange() throws {
    let home = storeWithMonths(12, from: "2023-01")
    var recorder = Recorder()
    try Store(root: home.path).fold(
      &recorder, of: "squat", from: YearMonth("2023-03"), through: YearMonth("2023-05"))
    #expect(recorder.dates == ["2023-03-05", "2023-04-05", "2023-05-05"].map(day))
  }

  @Test func stopsOnceTheFoldNeedsNoMore() throws {
    let home = storeWithMonths(40)
    var recorder = Recorder(stopAfter: 3)
    try Store(root: home.path).fold(&recorder, of: "squat", newestFirst: true)
    #expect(recorder.dates == ["2024-04-05", "2024-03-05", "2024-02-05"].map(day))
  }

  @Test func aDamagedMonthNotReadIsNotReported() throws {
    let home = storeWithMonths(12, from: "2023-01")
    damage(home, "2023-02")
    let store = Store(root: home.path)
    #expect(
      try store.history(of: "squat", limit: 2).map(\.date) == [
        day("2023-12-05"), day("2023-11-05"),
      ])
    #expect(try store.history(of: "squat", from: day("2023-06-01")).count == 7)
    #expect(try store.history(of: "squat", to: day("2023-01-31")).count == 1)
  }

  @Test func theOldestDamagedMonthIsReportedWhateverTheOrderOrRange() {
    let home = storeWithMonths(12, from: "2023-01")
    damage(home, "2023-02")
    damage(home, "2023-11")
    let store = Store(root: home.path)
    let reads: [() throws -> Void] = [
      { _ = try store.sessions() },
      { _ = try store.personalRecords(formula: .epley) },
      { _ = try store.exerciseStats(formula: .epley) },
      { _ = try store.trainingCalendar(of: YearMonth("2023-12")!, today: day("2023-12-31")) },
      // A needed month is damaged: every older one is read to find the oldest.
      { _ = try store.history(of: "squat", limit: 2) },
      { _ = try store.history(of: "squat", from: day("2023-10-01")) },
      {
        var recorder = Recorder()
        try store.fold(&recorder, newestFirst: true)
      },
    ]
    for read in reads { #expect(damagedFile(read) == "menus/2023-02.json") }
  }

  @Test func aDamagedMonthAfterTheStopPointStillFailsWhenNeeded() {
    let home = storeWithMonths(12, from: "2023-01")
    damage(home, "2023-10")
    let store = Store(root: home.path)
    #expect(damagedFile { _ = try store.history(of: "squat", limit: 2) } == nil)
    #expect(damagedFile { _ = try store.history(of: "squat", limit: 3) } == "menus/2023-10.json")
  }
}
