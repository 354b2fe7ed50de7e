import Foundation
import Testing

@testable import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inode of a file.
private func inode(_ path: String) -> UInt64? {
  var info = stat()
  return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
}

/// Rewrites a file in place, as an editor that keeps the file (not a rename) would: same path,
/// same inode. The modification time is then set apart from wkc's own write, since a coarse
/// file-system clock may not have ticked between the two (a person edits seconds later).
private func editInPlace(_ path: String, _ change: (String) -> String) throws {
  let before = inode(path)
  let text = change(String(decoding: try #require(fileBytes(path)), as: UTF8.self))
  let handle = try #require(FileHandle(forWritingAtPath: path))
  try handle.truncate(atOffset: 0)
  try handle.write(contentsOf: Data(text.utf8))
  try handle.close()
  let times = [
    timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
  ]
  #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
  #expect(inode(path) == before, "the edit made a new file")
}

/// The index notices a month file edited in place: 2023-12-20 holds squat 5 × 100 kg, written
/// after a lookup so that `index.json` knows it.
@Suite struct IndexFreshnessTests {
  let fixture = StoreFixture()
  var decemberPath: String { fixture.store.path(of: YearMonth("2023-12")!) }

  init() throws {
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "squat", before: day("2024-01-05"))
      try transaction.put(
        Menu(
          date: day("2023-12-20"),
          workouts: [workout("d1", "squat", planned: [.reps: 5, .weight: 100], done: true)]))
    }
  }

  /// The index as stored.
  func storedIndex() throws -> ExerciseIndex {
    let bytes = try #require(fileBytes(fixture.root + "/index.json"))
    return try #require(ExerciseIndex(decoding: bytes))
  }

  @Test func theIndexKeepsTheStampOfEachMonthFileItWasMadeFrom() throws {
    #expect(try storedIndex().files == [YearMonth("2023-12")!: FileStamp(of: decemberPath)!])
  }

  @Test func anIndexWrittenWithACommitIsFreshAfterIt() {
    #expect(StoreTransaction(store: fixture.store).freshIndex() != nil)
  }

  @Test func theIndexWrittenAfterACommitHasTheNewStampsOfTheFilesItWrote() throws {
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "squat", before: day("2024-01-05"))
      try transaction.put(
        Menu(date: day("2023-12-21"), workouts: [workout("d2", "squat", done: true)]))
      try transaction.put(Menu(date: day("2024-01-03"), workouts: [workout("j1", "squat")]))
    }
    #expect(
      try storedIndex().files == [
        YearMonth("2023-12")!: FileStamp(of: decemberPath)!,
        YearMonth("2024-01")!: FileStamp(of: fixture.januaryPath)!,
      ])
    #expect(StoreTransaction(store: fixture.store).freshIndex() != nil)
  }

  @Test func aMonthFileRemovedByACommitIsNoLongerInTheIndex() throws {
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "squat", before: day("2024-01-05"))
      try transaction.put(Menu(date: day("2023-12-20")))
    }
    #expect(try storedIndex().files.isEmpty)
    #expect(StoreTransaction(store: fixture.store).freshIndex() != nil)
  }

  @Test func aMonthFileEditedInPlaceMakesTheIndexStale() throws {
    try editInPlace(decemberPath) { $0.replacingOccurrences(of: "100", with: "140") }
    #expect(StoreTransaction(store: fixture.store).freshIndex() == nil)
  }

  @Test func theNextLookupSeesAMonthFileEditedInPlace() throws {
    try editInPlace(decemberPath) { $0.replacingOccurrences(of: "100", with: "140") }
    var transaction = StoreTransaction(store: fixture.store)
    #expect(try transaction.bests(of: "squat", before: day("2024-01-05"))?.heaviestWeight == 140)
  }

  @Test func aHeavierSetAddedByHandInPlaceSetsNoFalseRecord() throws {
    try editInPlace(decemberPath) { $0.replacingOccurrences(of: "100", with: "140") }
    var transaction = StoreTransaction(store: fixture.store)
    let found = try transaction.newRecords(
      of: "squat", on: day("2024-01-05"), sets: [SetValues([.reps: 5, .weight: 120])],
      sameDay: [])
    #expect(found.isEmpty)
  }

  @Test func aLookupAfterAnEditInPlaceWritesAFreshIndexWithItsUpdate() throws {
    try editInPlace(decemberPath) { $0.replacingOccurrences(of: "100", with: "140") }
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "squat", before: day("2024-01-05"))
      try transaction.put(Menu(date: day("2024-01-03"), note: "later"))
    }
    #expect(StoreTransaction(store: fixture.store).freshIndex() != nil)
    let squat = try #require(try storedIndex().entries(of: "squat").first)
    #expect(squat.entry.bests.heaviestWeight == 140)
  }

  @Test func aMonthFileAnotherWriterAddsDuringATransactionIsNotAbsorbedIntoTheIndex() throws {
    let march = fixture.store.path(of: YearMonth("2024-03")!)
    try fixture.store.update { transaction in
      _ = try transaction.bests(of: "squat", before: day("2024-01-05"))
      // A sync tool drops a month file written on another device.
      let other = fixture.root + "/other"
      try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
      let device = Store(root: other)
      try device.update { transaction in
        try transaction.put(
          Menu(
            date: day("2024-03-02"),
            workouts: [workout("m1", "squat", planned: [.reps: 5, .weight: 200], done: true)]))
      }
      try FileManager.default.copyItem(
        atPath: device.path(of: YearMonth("2024-03")!), toPath: march)
      try transaction.put(Menu(date: day("2024-01-03"), note: "later"))
    }
    var transaction = StoreTransaction(store: fixture.store)
    #expect(try transaction.bests(of: "squat", before: day("2024-06-01"))?.heaviestWeight == 200)
  }
}
