import Foundation
import Testing

@testable import WorkoutCore

@Suite struct FileSystemTests {
  let folder = TempDirectory()

  @Test func aMissingFileHasNoContents() throws {
    #expect(try FileSystem.contents(of: folder.path + "/missing.json") == nil)
    #expect(try FileSystem.contents(of: folder.path + "/missing/deeper.json") == nil)
  }

  @Test func readingAFolderIsAnError() {
    #expect(throws: FileError(path: folder.path, operation: "read", code: EISDIR)) {
      try FileSystem.contents(of: folder.path)
    }
  }

  @Test func writesAtomicallyAndLeavesNoTemporaryFile() throws {
    let path = folder.path + "/file.json"
    try FileSystem.writeAtomically(Array("first".utf8), to: path)
    try FileSystem.writeAtomically(Array("second".utf8), to: path)
    #expect(try FileSystem.contents(of: path) == Array("second".utf8))
    #expect(folder.entries() == ["file.json"])
  }

  /// A folder of a century of month files (and names of every length) lists whole: each name
  /// is read in place, never past the end of an entry.
  @Test func listsAFolderOfManyFilesWithNamesOfEveryLength() throws {
    var expected: Set<String> = []
    for number in 0..<1300 {
      let name = String(repeating: "m", count: 1 + number % 200) + "\(number).json"
      #expect(FileManager.default.createFile(atPath: folder.path + "/" + name, contents: nil))
      expected.insert(name)
    }
    #expect(Set(try FileSystem.names(in: folder.path)) == expected)
  }

  @Test func readsAFileLargerThanOneBuffer() throws {
    let path = folder.path + "/big.json"
    let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0) }
    try FileSystem.writeAtomically(bytes, to: path)
    #expect(try FileSystem.contents(of: path) == bytes)
  }

  @Test func aFailedWriteNamesThePath() {
    let path = folder.path + "/no/such/folder/file.json"
    let error = #expect(throws: FileError.self) {
      try FileSystem.writeAtomically([1], to: path)
    }
    #expect(error?.path == path)
    #expect(error?.message.hasPrefix("cannot write \(path): ") == true)
  }

  @Test func makesMissingParentFolders() throws {
    let path = folder.path + "/a/b/c"
    try FileSystem.makeFolder(path)
    #expect(FileSystem.isFolder(path))
  }

  @Test func removingAMissingFileIsFine() throws {
    try FileSystem.remove(folder.path + "/missing.json")
  }

  @Test func removesOnlyStaleTemporaryFiles() throws {
    let names = [
      ".2024-01.json.tmp.123", ".index.json.tmp.4", ".00000012-gear.json.tmp.5", ".x.tmp.9",
      ".notes.txt.tmp.7", ".2024-01.json.tmp.x", "2024-01.json", ".hidden",
    ]
    for name in names { writeFile(folder.path + "/" + name, "x") }
    Store(root: folder.path).removeStaleTemporaryFiles(in: folder.path)
    // Only temporary files of wkc's own file names: the others are the user's.
    #expect(
      folder.entries() == [
        ".2024-01.json.tmp.x", ".hidden", ".notes.txt.tmp.7", ".x.tmp.9", "2024-01.json",
      ])
  }

  @Test func theStampChangesWhenAnEntryIsAdded() throws {
    let before = FileSystem.stamp(of: folder.path)
    writeFile(folder.path + "/new.json", "x")
    // Set a distinct time, as a coarse file-system clock may not have ticked yet.
    let times = [
      timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
    ]
    #expect(utimensat(AT_FDCWD, folder.path, times, 0) == 0)
    #expect(FileSystem.stamp(of: folder.path) != before)
  }

  @Test func aMissingFolderHasAStampOfItsOwn() {
    #expect(FileSystem.stamp(of: folder.path + "/missing") == "none")
  }

  @Test func listsTheNamesInAFolder() throws {
    writeFile(folder.path + "/a.json", "x")
    writeFile(folder.path + "/b.json", "x")
    #expect(try FileSystem.names(in: folder.path).sorted() == ["a.json", "b.json"])
    #expect(try FileSystem.names(in: folder.path + "/missing").isEmpty)
  }

  @Test func aHeldLockIsNotGrantedTwice() throws {
    let path = folder.path + "/lock"
    let first = try #require(try FileLock.acquire(path, wait: 0))
    #expect(try FileLock.acquire(path, wait: 0) == nil)
    first.release()
    #expect(try FileLock.acquire(path, wait: 0) != nil)
  }
}

@Suite struct ExerciseIndexTests {
  let january = YearMonth("2024-01")!

  func month(_ text: String) -> YearMonth { YearMonth(text)! }

  func text(_ index: ExerciseIndex) -> String { String(decoding: index.encoded(), as: UTF8.self) }

  @Test func anEncodedIndexDecodesEqual() throws {
    var index = ExerciseIndex(stamp: "123.456.789")
    index.set(
      "bench-press", month("2023-12"),
      .init(recorded: true, bests: PersonalBests(heaviestWeight: 100, bestOneRepMax: 116.67)))
    index.set("bench-press", month("2024-01"), .init(recorded: false))
    #expect(ExerciseIndex(decoding: index.encoded()) == index)
  }

  @Test func eachExercisesMonthsAreOneStringOfRecordsInMonthOrder() {
    var index = ExerciseIndex(stamp: "s")
    index.set("squat", month("2024-02"), .init(recorded: false))
    index.set(
      "squat", month("2023-12"),
      .init(recorded: true, bests: PersonalBests(heaviestWeight: 100, bestOneRepMax: 116.5)))
    index.set("squat", month("2024-01"), .init(recorded: true))
    #expect(
      text(index)
        == #"{"body":null,"exercises":{"squat":"2023-12:1:100:116.5::::;2024-01:1::::::;2024-02:0::::::;"},"#
        + #""files":{},"gear":{},"stamp":"s","trained":{},"version":8}"# + "\n")
  }

  @Test func eachMonthsTrainedDaysAreListedAndReadBack() throws {
    var index = ExerciseIndex(stamp: "s")
    let done = workout("a1", "squat", done: true)
    index.record(
      MonthFile(
        month: january,
        menus: [
          Menu(date: day("2024-01-31"), workouts: [done]),
          Menu(date: day("2024-01-06"), workouts: [done]),
          Menu(date: day("2024-01-07"), workouts: [workout("a2", "squat")]),
        ]), loads: .none)
    #expect(text(index).contains(#""trained":{"2024-01":"6,31"}"#))
    #expect(index.trainedDates() == [day("2024-01-06"), day("2024-01-31")])
    #expect(ExerciseIndex(decoding: index.encoded()) == index)
    // Nothing done any more: the month is left out.
    index.record(MonthFile(month: january, menus: [Menu(date: day("2024-01-07"))]), loads: .none)
    #expect(index.trained.isEmpty)
  }

  @Test func settingAMonthAgainReplacesItsRecordAndNilRemovesIt() {
    var index = ExerciseIndex(stamp: "s")
    index.set("squat", month("2024-01"), .init(recorded: false))
    index.set("squat", month("2024-02"), .init(recorded: false))
    index.set("squat", month("2024-01"), .init(recorded: true))
    #expect(text(index).contains(#""squat":"2024-01:1::::::;2024-02:0::::::;""#))
    index.set("squat", month("2024-01"), nil)
    index.set("squat", month("2024-02"), nil)
    #expect(text(index).contains(#""exercises":{}"#))
  }

  @Test func anIndexOfAnotherVersionIsIgnored() {
    let bytes = Array(#"{"exercises": {}, "files": {}, "stamp": "1", "version": 3}"#.utf8)
    #expect(ExerciseIndex(decoding: bytes) == nil)
  }

  @Test func aGarbledIndexIsIgnored() {
    #expect(ExerciseIndex(decoding: Array("{\"exercises\": [".utf8)) == nil)
    #expect(ExerciseIndex(decoding: []) == nil)
    let notRecords = #"{"exercises":{"squat":{"2024-01":[1]}},"files":{},"stamp":"s","version":4}"#
    #expect(ExerciseIndex(decoding: Array(notRecords.utf8)) == nil)
  }

  @Test func monthsComeLatestFirstUpToTheLastOneAsked() {
    var index = ExerciseIndex(stamp: "s")
    for (text, recorded) in [
      ("2023-11", true), ("2024-01", false), ("2024-03", true), ("2022-12", true),
    ] {
      index.set("squat", month(text), .init(recorded: recorded))
    }
    #expect(
      index.months(of: "squat", recorded: false, through: january) == [
        month("2024-01"), month("2023-11"), month("2022-12"),
      ])
    #expect(
      index.months(of: "squat", recorded: true, through: january) == [
        month("2023-11"), month("2022-12"),
      ])
  }

  @Test func recordingAMonthSeparatesPlansFromResultsAndKeepsItsBests() throws {
    var index = ExerciseIndex(stamp: "s")
    index.record(
      MonthFile(
        month: january,
        menus: [
          Menu(
            date: day("2024-01-03"),
            workouts: [workout("a1", "squat", planned: [.reps: 5, .weight: 100], done: true)]),
          Menu(date: day("2024-01-05"), workouts: [workout("a2", "deadlift")]),
        ]), loads: .none)
    let squat = try #require(index.entries(of: "squat").first)
    #expect(squat.month == january)
    #expect(squat.entry.recorded)
    #expect(squat.entry.bests.heaviestWeight == 100)
    #expect(
      squat.entry.bests.bestOneRepMax == OneRepMaxFormula.epley.estimate(weight: 100, reps: 5)!)
    #expect(index.entries(of: "deadlift").map(\.entry) == [.init(recorded: false)])
  }

  @Test func recordingAChangedMonthForgetsExercisesNoLongerInIt() {
    var index = ExerciseIndex(stamp: "s")
    let old = MonthFile(
      month: january,
      menus: [Menu(date: day("2024-01-03"), workouts: [workout("a1", "squat", done: true)])])
    index.record(old, loads: .none)
    index.record(MonthFile(month: january), replacing: old, loads: .none)
    #expect(index.entries(of: "squat").isEmpty)
    #expect(text(index).contains(#""exercises":{}"#))
  }
}
