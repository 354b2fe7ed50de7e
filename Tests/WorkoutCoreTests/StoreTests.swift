import Foundation
import Testing

@testable import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let pushDay = Menu(
  date: day("2024-01-05"), note: "push day",
  workouts: [workout("w7f3k2q9x1", "bench-press", planned: [.reps: 10, .weight: 40, .rest: 60])])

@Suite struct StoreReadWriteTests {
  @Test func changingOneDateKeepsTheOtherMenusBytesAsTheyWere() throws {
    let fixture = StoreFixture()
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/menus", withIntermediateDirectories: true)
    let handWritten = #"{"date":"2024-01-03","note":"by hand","workouts":[]}"#
    let text = #"{"menus": ["# + handWritten + #"], "version": 1}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: fixture.januaryPath))
    try fixture.put(Menu(date: day("2024-01-05"), note: "push day"))
    let written = try String(contentsOfFile: fixture.januaryPath, encoding: .utf8)
    #expect(written.contains(handWritten))
    #expect(written.contains("\"date\": \"2024-01-05\",\n      \"note\": \"push day\""))
    let file = try fixture.store.month(fixture.january)
    #expect(file.menus.map(\.note) == ["by hand", "push day"])
  }

  @Test func puttingAnUnchangedMenuWritesNothing() throws {
    let fixture = StoreFixture()
    try fixture.put(Menu(date: day("2024-01-05"), note: "push day"))
    let before = fixture.snapshot()
    try fixture.put(Menu(date: day("2024-01-05"), note: "push day"))
    #expect(fixture.snapshot() == before)
  }

  @Test func aMissingMonthReadsAsEmpty() throws {
    let fixture = StoreFixture()
    #expect(try fixture.store.month(fixture.january) == MonthFile(month: fixture.january))
    #expect(try fixture.store.menu(on: day("2024-01-05")) == Menu(date: day("2024-01-05")))
    #expect(try fixture.store.months().isEmpty)
  }

  @Test func readingCreatesNothing() throws {
    let fixture = StoreFixture()
    _ = try fixture.store.month(fixture.january)
    #expect(!FileManager.default.fileExists(atPath: fixture.root))
  }

  @Test func updateWritesThePrettyPrintedMonthFileWithSortedKeys() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    #expect(
      fileText(fixture.januaryPath) == """
        {
          "menus": [
            {
              "date": "2024-01-05",
              "note": "push day",
              "workouts": [
                {
                  "exercise": "bench-press",
                  "id": "w7f3k2q9x1",
                  "note": null,
                  "sets": [
                    {
                      "actual": null,
                      "completedAt": null,
                      "planned": {
                        "reps": 10,
                        "rest": 60,
                        "weight": 40
                      },
                      "skipped": false
                    }
                  ]
                }
              ]
            }
          ],
          "version": 6
        }

        """)
  }

  @Test func whatIsWrittenReadsBack() throws {
    let fixture = StoreFixture()
    let later = Menu(date: day("2024-01-20"), note: "legs", workouts: [workout("l1", "squat")])
    try fixture.put(later, pushDay)
    #expect(try fixture.store.month(fixture.january).menus == [pushDay, later])
    #expect(try fixture.store.months() == [fixture.january])
  }

  @Test func createsTheDataDirectoryWithMode0700() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    var info = stat()
    #expect(stat(fixture.root, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
  }

  @Test func leavesNoTemporaryFiles() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    try fixture.put(Menu(date: day("2024-01-06"), note: "more"))
    #expect(fixture.temporaryFiles().isEmpty)
  }

  @Test func aMonthEmptiedByATransactionLosesItsFile() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    try fixture.put(Menu(date: pushDay.date))
    #expect(!FileManager.default.fileExists(atPath: fixture.januaryPath))
    #expect(try fixture.store.months().isEmpty)
  }

  @Test func aBodyThatThrowsCreatesNothing() {
    let fixture = StoreFixture()
    #expect(throws: DeliberateFailure.self) {
      try fixture.store.update { transaction in
        try transaction.put(pushDay)
        throw DeliberateFailure()
      }
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.root))
  }

  @Test func aBodyThatThrowsChangesNoFile() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    let before = fixture.snapshot()
    #expect(throws: DeliberateFailure.self) {
      try fixture.store.update { transaction in
        try transaction.put(Menu(date: day("2024-02-01"), note: "new"))
        try transaction.put(Menu(date: pushDay.date))
        throw DeliberateFailure()
      }
    }
    #expect(fixture.snapshot() == before)
  }

  @Test func aTransactionThatChangesNothingCreatesNothing() throws {
    let fixture = StoreFixture()
    let menu = try fixture.store.update { transaction in
      try transaction.menu(on: day("2024-01-05"))
    }
    #expect(menu.workouts.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: fixture.root))
  }

  @Test func aStaleTemporaryFileIsRemovedByTheNextWrite() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    writeFile(fixture.root + "/menus/.2024-01.json.tmp.123", "half a file")
    writeFile(fixture.root + "/.index.json.tmp.123", "half a file")
    // Named like a temporary file, but not of one of wkc's own files: the user's.
    writeFile(fixture.root + "/.x.tmp.123", "the user's")
    try fixture.put(Menu(date: day("2024-01-06"), note: "more"))
    #expect(fixture.temporaryFiles() == [".x.tmp.123"])
  }

  @Test func aSecondWriterIsRefusedWhileTheLockIsHeld() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    let before = fixture.snapshot()
    let fd = open(fixture.root + "/lock", O_RDWR | O_CREAT, 0o600)
    #expect(fd >= 0)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
    #expect(throws: StoreError.locked(path: fixture.root + "/lock", seconds: 0.2)) {
      try fixture.store.update { transaction in
        try transaction.put(Menu(date: day("2024-01-06"), note: "more"))
      }
    }
    #expect(fixture.snapshot() == before)
  }

  @Test func theLockMessageNamesTheWait() {
    let error = StoreError.locked(path: "/d/lock", seconds: 5)
    #expect(error.message == "the store is locked by another wkc (waited 5 s for /d/lock)")
  }

  @Test func aWriterProceedsOnceTheLockIsReleased() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    let lock = try #require(try FileLock.acquire(fixture.root + "/lock", wait: 0))
    lock.release()
    try fixture.put(Menu(date: day("2024-01-06"), note: "more"))
    #expect(try fixture.store.month(fixture.january).menus.count == 2)
  }

  @Test func trailingSlashesOfTheRootAreDropped() {
    #expect(Store(root: "/a/b//").root == "/a/b")
    #expect(Store(root: "/a/b").path(of: YearMonth("2024-01")!) == "/a/b/menus/2024-01.json")
  }
}

@Suite struct StoreRootTests {
  @Test func homeOptionWins() {
    #expect(
      Store.root(home: "/h", environment: ["WKC_HOME": "/w", "HOME": "/u"]) == "/h")
  }

  @Test func thenWKCHome() {
    #expect(Store.root(home: nil, environment: ["WKC_HOME": "/w", "XDG_DATA_HOME": "/x"]) == "/w")
  }

  @Test func thenAnAbsoluteXDGDataHome() {
    #expect(Store.root(home: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/u"]) == "/x/wkc")
    #expect(
      Store.root(home: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/u"])?
        .hasPrefix("/u/") == true)
  }

  @Test func thenTheHomeFolder() {
    #if os(macOS)
      #expect(
        Store.root(home: nil, environment: ["HOME": "/u"]) == "/u/Library/Application Support/wkc")
    #else
      #expect(Store.root(home: nil, environment: ["HOME": "/u"]) == "/u/.local/share/wkc")
    #endif
  }

  @Test func noneWhenNothingIsKnown() {
    #expect(Store.root(home: nil, environment: [:]) == nil)
  }
}

@Suite struct UnreadableStoreTests {
  /// The January file as the store writes it, for tests to damage.
  func writtenFile(_ fixture: StoreFixture) throws -> String {
    try fixture.put(pushDay)
    return try #require(fileText(fixture.januaryPath))
  }

  func unreadableError(_ fixture: StoreFixture) -> JSONError? {
    let error = #expect(throws: StoreError.self) { try fixture.store.month(fixture.january) }
    guard case .unreadable(let path, let json)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return nil
    }
    #expect(path == fixture.januaryPath)
    #expect(error?.message.hasPrefix(fixture.januaryPath + ": line ") == true)
    return json
  }

  @Test func aFileCutInsideAStringIsUnreadableAtThatString() throws {
    let fixture = StoreFixture()
    let text = try writtenFile(fixture)
    let cut = String(text[..<text.range(of: "\"push")!.upperBound])
    writeFile(fixture.januaryPath, cut)
    let start = try #require(position(of: "\"push", in: text))
    #expect(
      unreadableError(fixture)
        == JSONError(line: start.line, column: start.column, message: "unterminated string"))
  }

  @Test func aFileCutBetweenValuesIsUnreadableAtItsEnd() throws {
    let fixture = StoreFixture()
    let text = try writtenFile(fixture)
    let cut = String(text[..<text.range(of: "\"workouts\": [")!.upperBound])
    writeFile(fixture.januaryPath, cut)
    let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
    let error = unreadableError(fixture)
    #expect(error?.line == lines.count)
    #expect(error?.column == lines.last!.count + 1)
    #expect(error?.message.hasPrefix("unexpected end of input") == true)
  }

  @Test func aWrongTypeIsUnreadableAtItsLineAndColumn() throws {
    let fixture = StoreFixture()
    let text = try writtenFile(fixture)
    let damaged = text.replacingOccurrences(of: "\"reps\": 10", with: "\"reps\": \"ten\"")
    writeFile(fixture.januaryPath, damaged)
    let key = try #require(position(of: "\"reps\": \"ten\"", in: damaged))
    #expect(
      unreadableError(fixture)
        == JSONError(
          line: key.line, column: key.column + 8, message: "expected a number for `reps`"))
  }

  @Test func aNewerVersionIsUnreadableSayingSo() throws {
    let fixture = StoreFixture()
    writeFile(
      fixture.januaryPath,
      """
      {
        "menus": [],
        "version": 99
      }

      """)
    let error = unreadableError(fixture)
    #expect(error?.line == 3)
    #expect(error?.column == 14)
    #expect(error?.message.contains("newer") == true)
    #expect(error?.message.contains("99") == true)
  }

  @Test func aNewerVersionWithUnknownKeysIsUnreadableSayingItIsNewer() throws {
    let fixture = StoreFixture()
    writeFile(
      fixture.januaryPath,
      """
      {
        "menus": [{"date": "2024-01-05", "mood": "great", "workouts": []}],
        "sparkle": {"a": [1, {"b": 2}]},
        "version": 99
      }

      """)
    let error = unreadableError(fixture)
    #expect(error?.line == 4)
    #expect(error?.column == 14)
    #expect(error?.message.contains("newer") == true)
  }

  @Test func anUnknownKeyInTheCurrentVersionIsUnreadable() throws {
    let fixture = StoreFixture()
    writeFile(fixture.januaryPath, "{\"menus\": [], \"sparkle\": 1, \"version\": 1}\n")
    #expect(unreadableError(fixture)?.message.hasPrefix("unknown key `sparkle`") == true)
  }

  @Test func aFileWithoutAVersionIsUnreadable() throws {
    let fixture = StoreFixture()
    writeFile(fixture.januaryPath, "{\"menus\": []}\n")
    #expect(
      unreadableError(fixture)
        == JSONError(line: 1, column: 1, message: "a month file needs a `version`"))
  }

  @Test func aMenuOfAnotherMonthIsUnreadable() throws {
    let fixture = StoreFixture()
    writeFile(
      fixture.januaryPath,
      "{\"menus\": [{\"date\": \"2024-02-01\", \"note\": \"x\", \"workouts\": []}], \"version\": 1}"
    )
    #expect(
      unreadableError(fixture)?.message == "menu dated 2024-02-01 does not belong in 2024-01")
  }

  @Test func menusOutOfDateOrderAreUnreadable() throws {
    let fixture = StoreFixture()
    writeFile(
      fixture.januaryPath,
      """
      {"menus": [{"date": "2024-01-06", "note": "b", "workouts": []},
       {"date": "2024-01-05", "note": "a", "workouts": []}], "version": 1}
      """)
    #expect(
      unreadableError(fixture)?.message
        == "menus are not in date order: 2024-01-05 after 2024-01-06")
  }

  @Test func anUnreadableMonthIsNeverOverwritten() throws {
    let fixture = StoreFixture()
    writeFile(fixture.januaryPath, "{\"menus\": [")
    let before = fixture.snapshot()
    let error = #expect(throws: StoreError.self) {
      try fixture.store.update { transaction in
        try transaction.put(Menu(date: day("2024-01-06"), note: "more"))
      }
    }
    guard case .unreadable(let path, _)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(path == fixture.januaryPath)
    #expect(fixture.snapshot() == before)
  }

  @Test func theMessageSaysTheFileWillNotBeOverwritten() {
    let error = StoreError.unreadable(
      path: "/d/menus/2024-01.json",
      JSONError(line: 12, column: 7, message: "expected a number for `reps`"))
    #expect(
      error.message
        == "/d/menus/2024-01.json: line 12, column 7: expected a number for `reps`; "
        + "fix or move the file, wkc will not overwrite it")
  }
}
