import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StoreErrorTests {
  /// A home with menus on 2024-01-05 and 2024-01-06 whose January file is then cut in half.
  private func homeWithAMonthCutInHalf() throws -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    let text = try #require(home.file("menus/2024-01.json"))
    home.write("menus/2024-01.json", String(text.prefix(text.count / 2)))
    return home
  }

  private func monthPath(_ home: TestHome) -> String { home.dataDirectory + "/menus/2024-01.json" }

  // MARK: Corrupt month file

  @Test func menuShowOfAMonthCutInHalfNamesTheFileLineAndColumn() throws {
    let home = try homeWithAMonthCutInHalf()
    let outcome = home.expectFailure(
      ["menu", "show", "2024-01-05"], code: 74, message: monthPath(home) + ": line ")
    #expect(outcome.stderr.contains(#/line \d+, column \d+: /#))
    #expect(outcome.stderr.contains("wkc will not overwrite it"))
  }

  @Test func addToAMonthCutInHalfFailsAndLeavesTheFileAlone() throws {
    let home = try homeWithAMonthCutInHalf()
    let before = home.file("menus/2024-01.json")
    home.expectFailure(["add", "bench-press"], code: 74, message: monthPath(home))
    #expect(home.file("menus/2024-01.json") == before)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func editInAMonthCutInHalfFails() throws {
    let home = try homeWithAMonthCutInHalf()
    home.expectFailure(["edit", "1", "--reps", "5"], code: 74, message: monthPath(home))
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func menuPutIntoAMonthCutInHalfFails() throws {
    let home = try homeWithAMonthCutInHalf()
    home.expectFailure(
      ["menu", "put", "2024-01-20", "--file", "-"], code: 74, message: monthPath(home),
      stdin: #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}"#)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func menuListOverAMonthCutInHalfFails() throws {
    let home = try homeWithAMonthCutInHalf()
    home.expectFailure(["menu", "list"], code: 74, message: monthPath(home))
  }

  @Test func menuShowOfAnotherMonthStillWorks() throws {
    let home = try homeWithAMonthCutInHalf()
    let outcome = home.run(arguments: ["menu", "show", "2024-02-01"])
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("No workouts planned"))
  }

  // MARK: Newer schema

  @Test func menuShowOfHandEditedHugeValuesShowsThemInsteadOfCrashing() {
    let home = TestHome()
    home.writeBenchPressPlan(planned: #"{"reps": 1e300, "rest": 1e300, "weight": 5}"#)
    let shown = home.expectSuccess(["menu", "show"])
    #expect(shown.contains("rest 1e+300 s"))
  }

  @Test func monthFileWithANumberTooLargeForADoubleIsRefused() {
    let home = TestHome()
    home.writeBenchPressPlan(planned: #"{"reps": 1e400}"#)
    home.expectFailure(
      ["menu", "show"], code: 74,
      message: "2024-01.json: line 3, column 21: the number is too large")
  }

  @Test func userCatalogWithADefaultOutOfRangeIsAStoreErrorNamingTheFile() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "catalog.json",
      #"{"exercises": [{"defaults": {"weight": 2500}, "id": "my-press", "items": ["reps", "weight"], "kind": "other", "name": "My Press"}], "version": 1}"#
    )
    home.expectFailure(
      ["menu", "show"], code: 74,
      message: "catalog.json: my-press: default weight must be between 0 kg and 500 kg")
  }

  @Test func aNameOfTheUsersThatABuiltInHasStaysTheBuiltInsAndTheFileStillReads() {
    // A later wkc may add a built-in exercise by a name the user already gave one of theirs.
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "catalog.json",
      #"{"exercises": [{"id": "my-squat", "items": ["reps"], "kind": "other", "name": "Squat"}], "version": 1}"#
    )
    #expect(home.expectSuccess(["add", "Squat"]).contains("Added Squat"))
    #expect(home.expectSuccess(["add", "my-squat"]).contains("#3"))
  }

  @Test func monthFileOfANewerVersionIsRefused() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    home.write("menus/2024-01.json", #"{"menus": [], "version": 99}"#)
    let outcome = home.expectFailure(["menu", "show"], code: 74, message: "newer")
    #expect(outcome.stderr.contains(monthPath(home) + ": line 1, column "))
    #expect(outcome.stderr.contains("version 99"))
  }

  @Test func monthFileOfANewerVersionWithUnknownKeysIsRefusedAsNewer() {
    let home = TestHome()
    home.write(
      "menus/2024-01.json", #"{"menus": [{"date": "2024-01-05", "plan": {}}], "version": 99}"#)
    home.expectFailure(["menu", "show"], code: 74, message: "version 99 is newer than this wkc")
  }

  @Test func addToAMonthFileOfANewerVersionLeavesItAlone() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    home.write("menus/2024-01.json", #"{"menus": [], "version": 99}"#)
    home.expectFailure(["add", "bench-press"], code: 74, message: "newer")
    #expect(home.file("menus/2024-01.json") == #"{"menus": [], "version": 99}"#)
    #expect(home.temporaryFiles().isEmpty)
  }

  // MARK: The user's catalog

  @Test func corruptUserCatalogIsAStoreError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("catalog.json", #"{"exercises": ["#)
    let outcome = home.expectFailure(
      ["catalog", "list"], code: 74, message: home.dataDirectory + "/catalog.json: line ")
    #expect(outcome.stderr.contains(#/line \d+, column \d+: /#))
  }

  @Test func addWithACorruptUserCatalogFails() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("catalog.json", #"{"exercises": ["#)
    home.expectFailure(["add", "bench-press"], code: 74, message: "catalog.json")
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func catalogAddWithACorruptUserCatalogLeavesItAlone() {
    let home = TestHome()
    home.write("catalog.json", #"{"exercises": ["#)
    home.expectFailure(
      ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"], code: 74,
      message: "catalog.json")
    #expect(home.file("catalog.json") == #"{"exercises": ["#)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func userCatalogOfANewerVersionIsRefusedAsNewer() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("catalog.json", #"{"exercises": [], "version": 5}"#)
    home.expectFailure(
      ["catalog", "list"], code: 74, message: home.dataDirectory + "/catalog.json: line 1, column ")
    home.expectFailure(["catalog", "list"], code: 74, message: "version 5 is newer than this wkc")
  }

  @Test func userCatalogOfANewerVersionWithUnknownKeysIsRefusedAsNewer() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "catalog.json",
      """
      {"exercises": [{"id": "x", "name": "X", "kind": "other", "items": ["reps"], "tempo": "3-1-1"}],
       "version": 5}
      """)
    home.expectFailure(["catalog", "list"], code: 74, message: "version 5 is newer than this wkc")
  }

  // MARK: Lock

  @Test func writerFailsWhenAnotherProcessHoldsTheLock() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let fd = open(home.dataDirectory + "/lock", O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_EX) == 0)
    let before = home.snapshot()
    let outcome = home.run(arguments: ["add", "bench-press"], lockWait: 0.2)
    #expect(outcome.code == 75)
    #expect(outcome.stderr.hasPrefix("wkc: error: the store is locked by another wkc"))
    #expect(outcome.stdout.isEmpty)
    #expect(home.snapshot() == before)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func readerDoesNotWaitForTheLock() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let fd = open(home.dataDirectory + "/lock", O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_EX) == 0)
    let outcome = home.run(arguments: ["menu", "show"], lockWait: 0.2)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("Squat"))
  }

  @Test func writerSucceedsWhenTheLockIsReleasedWhileItWaits() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let fd = open(home.dataDirectory + "/lock", O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0)
    try #require(flock(fd, LOCK_EX) == 0)
    // Released from another thread while the writer waits (its wait is long enough).
    let release = Thread {
      usleep(200_000)
      close(fd)
    }
    release.start()
    let outcome = home.run(arguments: ["add", "bench-press"], lockWait: 30)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(try home.exercises("2024-01-05") == ["squat", "bench-press"])
  }

  // MARK: Store shape

  @Test func aFailedWriteInAnEmptyDataDirectoryCreatesNothing() throws {
    let home = TestHome()
    try FileManager.default.createDirectory(
      atPath: home.dataDirectory, withIntermediateDirectories: true)
    home.expectFailure(["edit", "1", "--reps", "5"], code: 1, message: "it is empty")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.dataDirectory).isEmpty)
  }

  @Test func aFirstWriteIntoADataDirectoryWithCopiedMenusKeepsThem() throws {
    let home = TestHome()
    home.write(
      "menus/2024-01.json",
      """
      {"menus": [{"date": "2024-01-04", "note": "copied in", "workouts": []}], "version": 1}
      """)
    home.expectSuccess(["add", "squat"])
    #expect(home.file("menus/2024-01.json")?.contains("copied in") == true)
  }

  @Test func readingABrandNewHomeCreatesNothing() {
    let home = TestHome()
    home.expectSuccess(["menu"])
    home.expectSuccess(["menu", "list"])
    home.expectSuccess(["catalog", "list", "--custom"])
    #expect(home.snapshot().isEmpty)
  }

  @Test func firstWriteCreatesTheDataDirectoryWithMode0700() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let attributes = try FileManager.default.attributesOfItem(atPath: home.dataDirectory)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
  }

  @Test func monthFileHoldsTheMenusInDateOrderWithSortedKeys() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-01-20"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-03"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-11"])
    let text = try #require(home.file("menus/2024-01.json"))
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(file["version"] as? Int == 6)
    let dates = (file["menus"] as? [[String: Any]])?.map { $0["date"] as? String }
    #expect(dates == ["2024-01-03", "2024-01-11", "2024-01-20"])
    let menus = try #require(text.range(of: "\"menus\""))
    let version = try #require(text.range(of: "\"version\""))
    #expect(menus.lowerBound < version.lowerBound)
    #expect(text.contains("\n  "))
  }

  @Test func removingTheLastMenuOfAMonthRemovesItsFile() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-02-01"])
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["remove", "squat"])
    #expect(home.file("menus/2024-01.json") == nil)
    #expect(home.file("menus/2024-02.json") != nil)
  }

  // MARK: Temporary files

  @Test func successfulWritesLeaveNoTemporaryFiles() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps"])
    home.expectSuccess(["edit", "1", "--reps", "5"])
    home.expectSuccess(["menu", "copy", "today", "--to", "tomorrow"])
    home.expectSuccess(["menu", "remove", "today", "--yes"])
    #expect(home.temporaryFiles().isEmpty)
    #expect(home.file("menus/2024-01.json") != nil)
  }

  @Test func staleTemporaryFilesOfAKilledWriterAreCleanedUp() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("menus/.2024-01.json.tmp.12345", "{")
    home.expectSuccess(["add", "bench-press"])
    #expect(home.temporaryFiles().isEmpty)
  }
}
