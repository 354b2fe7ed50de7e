import Foundation
import Testing

@testable import WorkoutCore

/// 2026-06-01T12:00:00Z, in Tokyo.
private let june = Moment(seconds: 1_780_315_200, zone: FixedOffset(seconds: 9 * 3600))

/// 124 months of Strong workouts, one squat session on the 3rd of each, 2016-01 to 2026-04.
private let tenYears = ForeignLog(
  app: .strong, variant: "A: classic", weightUnit: .kilogram,
  workouts: (0..<124).map { index in
    let date = LocalDate("\(2016 + index / 12)-\(pad(index % 12 + 1))-03")!
    return ForeignWorkout(
      key: "strong|\(date) 07:00:00|Legs", date: date, startSecond: 25200, name: "Legs",
      exercises: [
        ForeignExercise(
          name: "Squat (Barbell)",
          sets: [
            ForeignSet(values: SetValues([.reps: 5, .weight: Double(60 + index)]), line: index + 2)
          ], line: index + 2)
      ], line: index + 2)
  })

private func pad(_ month: Int) -> String { month < 10 ? "0\(month)" : "\(month)" }

/// Deadlifts of another app on each of `dates`.
private func deadlifts(_ dates: [String]) -> ForeignLog {
  ForeignLog(
    app: .hevy, variant: "A", weightUnit: .kilogram,
    workouts: dates.map { date in
      ForeignWorkout(
        key: "hevy|\(date)", date: day(date), startSecond: 64800, name: "Pull",
        exercises: [
          ForeignExercise(
            name: "Deadlift (Barbell)",
            sets: [ForeignSet(values: SetValues([.reps: 5, .weight: 100]), line: 2)], line: 2)
        ], line: 2)
    })
}

/// A change of several files is all or nothing across a stop at any point: the commit is stopped
/// (as `kill -9` would stop it) after each of its renames and removals, and the next wkc finishes
/// it, journals it and `doctor` is clean after.
@Suite struct AtomicCommitTests {
  /// A store whose changes are journaled, holding two months of its own that the import meets.
  static func seededStore(_ home: TempDirectory) throws -> Store {
    var store = Store(root: home.path + "/wkc", lockWait: 0.2)
    store.change = ChangeLabel(
      command: "add squat", time: Timestamp("2026-06-01T21:00:00+09:00")!, session: "seed")
    _ = try store.perform(
      ImportWorkouts(log: deadlifts(["2016-01-10", "2020-06-20"]), moment: june))
    store.change?.command = "import strong.csv"
    store.change?.session = "import"
    return store
  }

  /// The menus folder's files and their bytes.
  static func menus(_ store: Store) -> [String: [UInt8]] {
    let folder = store.root + "/menus"
    var files: [String: [UInt8]] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      files[name] = fileBytes(folder + "/" + name)
    }
    return files
  }

  /// What each month holds, ids left out (they are random), for comparing two stores.
  static func contents(_ store: Store) throws -> [String] {
    try store.months().map { month in
      let file = try store.month(month)
      return "\(month): "
        + file.menus.map { menu in
          "\(menu.date) " + menu.workouts.map { "\($0.exercise) \($0.sets)" }.joined(separator: ",")
        }.joined(separator: ";")
    }
  }

  /// The state an import that was never stopped leaves.
  static let imported: [String] = {
    let home = TempDirectory()
    let store = try! seededStore(home)
    _ = try! store.perform(ImportWorkouts(log: tenYears, moment: june))
    return try! contents(store)
  }()

  @Test(arguments: Array(0...125))
  func anImportStoppedAfterAnyRenameIsFinishedByTheNextWriter(_ steps: Int) throws {
    let home = TempDirectory()
    let store = try Self.seededStore(home)
    let before = Self.menus(store)
    var stopping = store
    stopping.stopAfterSteps = steps
    #expect(throws: StoreError.self) {
      try stopping.perform(ImportWorkouts(log: tenYears, moment: june))
    }
    // Half made: doctor says so and what --fix does, and changes nothing.
    let report = try Doctor(store: store).examine()
    #expect(report.problems.map(\.kind) == [.unfinishedChange])
    #expect(report.problems.first?.repair == .finishChange)

    // The next wkc finishes it: every month of the import is there, as never stopped.
    let finished = try #require(try store.finishUnfinishedChange())
    #expect(finished.command == "import strong.csv")
    #expect(finished.files == 125)
    #expect(finished.finishedNow == 125 - steps)
    #expect(finished.journaled)
    #expect(try Self.contents(store) == Self.imported)
    #expect(!FileManager.default.fileExists(atPath: store.root + "/commit.json"))
    #expect(try Doctor(store: store).examine().problems.isEmpty)

    // It is journaled as the import: undo takes all of it back.
    let journal = try store.journal()
    #expect(try journal.first?.get().label.command == "import strong.csv")
    _ = try store.perform(UndoChange())
    #expect(Self.menus(store) == before)
  }

  @Test(arguments: [0, 1, 2, 61, 122, 123, 124, 125])
  func anUndoStoppedAtAnyPointIsFinishedByTheNextWriter(_ steps: Int) throws {
    let home = TempDirectory()
    let store = try Self.seededStore(home)
    let before = Self.menus(store)
    _ = try store.perform(ImportWorkouts(log: tenYears, moment: june))
    let after = Self.menus(store)
    var stopping = store
    stopping.stopAfterSteps = steps
    stopping.change?.command = "undo"
    #expect(throws: StoreError.self) { try stopping.perform(UndoChange()) }
    #expect(try Doctor(store: store).examine().problems.map(\.kind) == [.unfinishedChange])

    // The next writer finishes the undo before its own change.
    var next = store
    next.change?.command = "undo"
    next.change?.session = "next"
    let finishing = try #require(try next.finishUnfinishedChange())
    #expect(finishing.files == 125)
    #expect(Self.menus(store) == before)
    #expect(try Doctor(store: store).examine().problems.isEmpty)
    // …and the undo is journaled: undoing it redoes the import.
    _ = try next.perform(UndoChange())
    #expect(Self.menus(store) == after)
  }

  @Test func aWriterFinishesTheChangeBeforeItsOwn() throws {
    let home = TempDirectory()
    let store = try Self.seededStore(home)
    var stopping = store
    stopping.stopAfterSteps = 40
    #expect(throws: StoreError.self) {
      try stopping.perform(ImportWorkouts(log: tenYears, moment: june))
    }
    _ = FinishedChanges.shared.take(root: store.root)
    _ = try store.perform(ImportWorkouts(log: deadlifts(["2026-05-01"]), moment: june))
    #expect(
      store.takeFinishedChanges().map(\.finishedNow) == [85],
      "the writer says what it finished")
    #expect(try Self.contents(store).count == 125)
    #expect(try store.month(YearMonth("2026-05")!).menus.count == 1)
  }

  @Test func aStopBeforeTheFirstRenameLeavesNothingHalfMade() throws {
    let home = TempDirectory()
    let store = try Self.seededStore(home)
    let before = Self.menus(store)
    var stopping = store
    stopping.stopAfterSteps = 0
    #expect(throws: StoreError.self) {
      try stopping.perform(ImportWorkouts(log: tenYears, moment: june))
    }
    // Nothing is in place yet: the months are as they were until the change is finished.
    #expect(Self.menus(store).filter { !$0.key.hasPrefix(".") } == before)
  }

  @Test func aChangedNewFileStopsTheFinishAndChangesNothing() throws {
    let home = TempDirectory()
    let store = try Self.seededStore(home)
    var stopping = store
    stopping.stopAfterSteps = 3
    #expect(throws: StoreError.self) {
      try stopping.perform(ImportWorkouts(log: tenYears, moment: june))
    }
    let change = try #require(try store.unfinishedChange())
    let last = try #require(change.renames.last)
    let temporary = store.root + "/" + FileSystem.split(last.path).folder + "/" + last.temporary
    writeFile(temporary, "{}")
    let files = Self.menus(store)
    let error = #expect(throws: StoreError.self) { try store.finishUnfinishedChange() }
    #expect(error?.message.contains("is not the file the change wrote") == true)
    #expect(Self.menus(store) == files)
    #expect(FileManager.default.fileExists(atPath: store.root + "/commit.json"))
  }

  @Test func aOneFileChangeWritesNoCommitFile() throws {
    let home = TempDirectory()
    var store = Store(root: home.path + "/wkc", lockWait: 0.2)
    store.stopAfterSteps = 0
    _ = try store.perform(ImportWorkouts(log: deadlifts(["2024-01-05"]), moment: june))
    #expect(try store.month(YearMonth("2024-01")!).menus.count == 1)
    #expect(!FileManager.default.fileExists(atPath: store.root + "/commit.json"))
  }
}

/// `commit.json` leads wkc only to its own files.
@Suite struct UnfinishedChangeFileTests {
  @Test(arguments: [
    #"{"command": "x", "removes": ["../outside.json"], "renames": [], "version": 1}"#,
    #"{"command": "x", "removes": ["menus/notes.txt"], "renames": [], "version": 1}"#,
    #"{"command": "x", "removes": [], "renames": [{"digest": "0123456789abcdef", "path": "../x.json", "temporary": ".x.json.tmp.1"}], "version": 1}"#,
    #"{"command": "x", "removes": [], "renames": [{"digest": "0123456789abcdef", "path": "menus/2024-01.json", "temporary": "../../etc/passwd"}], "version": 1}"#,
    #"{"command": "x", "removes": [], "renames": [{"digest": "0123456789abcdef", "path": "menus/2024-01.json", "temporary": ".2024-02.json.tmp.1"}], "version": 1}"#,
    #"{"command": "x", "removes": [], "renames": [{"digest": "0123456789abcdef", "path": "journal/00000001-menus-2024-01.json", "temporary": ".00000001-menus-2024-01.json.tmp.1"}], "version": 1}"#,
    #"{"command": "x", "removes": [], "renames": [], "version": 2}"#,
  ])
  func aCommitFileNamingAnythingButWkcsOwnFilesIsRefused(_ text: String) {
    #expect(throws: JSONError.self) { try UnfinishedChange.read(Array(text.utf8)) }
  }

  @Test func aRefusedCommitFileStopsEveryWriterAndChangesNothing() throws {
    let home = TempDirectory()
    let store = Store(root: home.path + "/wkc", lockWait: 0.2)
    _ = try store.perform(ImportWorkouts(log: deadlifts(["2024-01-05"]), moment: june))
    writeFile(
      store.root + "/commit.json",
      #"{"command": "x", "removes": ["../a"], "renames": [], "version": 1}"#)
    chmod(store.root + "/commit.json", 0o600)
    let entries = home.entries()
    #expect(throws: StoreError.self) {
      try store.perform(ImportWorkouts(log: deadlifts(["2024-01-06"]), moment: june))
    }
    #expect(home.entries() == entries)
    let problems = try Doctor(store: store).examine().problems
    #expect(problems.map(\.kind) == [.unreadable], "\(problems)")
  }
}
