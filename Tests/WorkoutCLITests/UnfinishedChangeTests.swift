import Foundation
import Testing
import WorkoutCore

/// A change a stopped wkc left half made, as the next command finds it: `doctor` reports it
/// and leaves it, any other command finishes it and says so on stderr.
@Suite struct UnfinishedChangeTests {
  /// A home where a stopped `import x.csv` had renamed its January file into place but not its
  /// February file (still under its temporary name).
  func halfMadeImport() throws -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-02-05"])
    let menus = home.dataDirectory + "/menus"
    let january = try #require(home.file("menus/2024-01.json"))
    let february = try #require(home.file("menus/2024-02.json"))
    try FileManager.default.moveItem(
      atPath: menus + "/2024-02.json", toPath: menus + "/.2024-02.json.tmp.77")
    let change = UnfinishedChange(
      command: "import x.csv",
      renames: [
        .init(
          path: "menus/2024-01.json", temporary: ".2024-01.json.tmp.77",
          digest: FileDigest(of: Array(january.utf8))),
        .init(
          path: "menus/2024-02.json", temporary: ".2024-02.json.tmp.77",
          digest: FileDigest(of: Array(february.utf8))),
      ], removes: [])
    home.write("commit.json", String(decoding: change.encoded(), as: UTF8.self))
    chmod(home.dataDirectory + "/commit.json", 0o600)
    return home
  }

  @Test func doctorReportsItAndWhatFixDoesAndChangesNothing() throws {
    let home = try halfMadeImport()
    let before = home.snapshot()
    let outcome = home.run(arguments: ["doctor"])
    #expect(outcome.code == 1)
    #expect(
      outcome.stdout.contains(
        "commit.json: a wkc was stopped in the middle of `wkc import x.csv`: 1 of its 2 files "
          + "still to be put in place; --fix finishes the change"))
    #expect(!outcome.stdout.contains("temporary file"), "its temporary file is not stray")
    #expect(home.snapshot() == before)
  }

  @Test func aViewFinishesItFirstAndSaysSo() throws {
    let home = try halfMadeImport()
    let outcome = home.run(arguments: ["menu", "show", "2024-02-05"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Deadlift"))
    #expect(
      outcome.stderr
        == "wkc: note: finished `wkc import x.csv`, which a stopped wkc left half made (1 of its "
        + "2 files had been put in place)\n")
    #expect(home.file("commit.json") == nil)
    #expect(home.expectSuccess(["doctor"]).contains("no problems found"))
    // Said once: the next command has nothing to finish.
    #expect(home.run(arguments: ["menu", "show", "2024-02-05"]).stderr.isEmpty)
  }

  @Test func doctorFixFinishesIt() throws {
    let home = try halfMadeImport()
    let outcome = home.run(arguments: ["doctor", "--fix"])
    #expect(outcome.code == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stdout.contains("(fixed: finished)"))
    #expect(home.file("commit.json") == nil)
    #expect(home.file("menus/2024-02.json")?.contains("deadlift") == true)
  }

  @Test func aNewFileThatIsNotTheChangesIsReportedAndLeftAsItIs() throws {
    let home = try halfMadeImport()
    let temporary = home.dataDirectory + "/menus/.2024-02.json.tmp.77"
    let handle = try #require(FileHandle(forWritingAtPath: temporary))
    handle.seekToEndOfFile()
    handle.write(Data(" ".utf8))
    handle.closeFile()
    let before = home.snapshot()
    let reason =
      "the new menus/2024-02.json (.2024-02.json.tmp.77) is not the file the change wrote, so the "
      + "change cannot be finished; moving commit.json out of the data directory gives it up, "
      + "leaving the 1 of its 2 new files already in place as they are"
    let doctor = home.run(arguments: ["doctor"])
    #expect(doctor.code == 1)
    #expect(doctor.stdout.contains("`wkc import x.csv`, but " + reason))
    #expect(!doctor.stdout.contains("--fix finishes"))
    // --fix makes its other repairs (the index; the lock says who held it), never the change's.
    #expect(home.run(arguments: ["doctor", "--fix"]).code == 1)
    let changeFiles = { (files: [String: Data]) in
      files.filter { !$0.key.hasSuffix("index.json") && !$0.key.hasSuffix("/lock") }
    }
    #expect(changeFiles(home.snapshot()) == changeFiles(before))
    home.expectFailure(["menu", "show"], code: 74, message: reason)
    home.expectFailure(["add", "squat"], code: 74, message: reason)
  }

  @Test func aWriterFinishesItBeforeItsOwnChange() throws {
    let home = try halfMadeImport()
    let outcome = home.run(arguments: ["add", "bench-press", "--date", "2024-02-05"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains("wkc: note: finished `wkc import x.csv`"))
    #expect(home.file("menus/2024-02.json")?.contains("deadlift") == true)
    #expect(home.file("menus/2024-02.json")?.contains("bench-press") == true)
  }

  @Test func aCommitFileLeadingOutsideTheDataDirectoryStopsWritersWithExit74() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "commit.json",
      #"{"command": "x", "removes": ["../../../x"], "renames": [], "version": 1}"#)
    home.expectFailure(
      ["add", "deadlift"], code: 74,
      message:
        "commit.json: line 1, column 30: `removes` holds \"../../../x\", which is not a file of wkc's"
    )
    home.expectFailure(
      ["menu", "show"], code: 74,
      message: "commit.json: line 1, column 30: `removes` holds \"../../../x\"")
  }
}
