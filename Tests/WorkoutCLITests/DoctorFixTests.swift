import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store holding every problem doctor names: a month that does not parse, a newer month, a
/// menu of another month, a file not named as a month, duplicate and malformed ids, values out
/// of range, an item not used, unknown exercise and gear (in a workout and as a default),
/// templates that do not parse, a stale index, stray temporary files, wide modes, and journal
/// entries that do not read or keep a copy that does not.
private func storeWithEveryProblem() -> TestHome {
  let home = TestHome()
  home.expectSuccess(["add", "squat", "--date", "2024-03-01"])
  home.write(
    "menus/2024-04.json",
    """
    {"menus": [
    {"date": "2024-04-02", "note": null, "workouts": [
    {"exercise": "squat", "id": "wa", "note": null, "sets": [{"actual": null, "completedAt": null, "planned": {"reps": 100000}, "skipped": false}]},
    {"exercise": "squat", "id": "wa", "note": null, "sets": [{"actual": null, "completedAt": null, "planned": {"distance": 5}, "skipped": false}]},
    {"exercise": "squat", "id": "W!", "note": null, "sets": [{"actual": null, "completedAt": null, "planned": {"reps": 5}, "skipped": false}]},
    {"exercise": "benchpress", "id": "wb", "note": null, "sets": [{"actual": null, "completedAt": null, "planned": {"reps": 5}, "skipped": false}]},
    {"exercise": "run", "gear": "ghost", "id": "wc", "note": null, "sets": [{"actual": null, "completedAt": null, "planned": {"duration": 60}, "skipped": false}]}
    ]},
    {"date": "2024-05-01", "note": "x", "workouts": []}
    ], "version": 4}
    """)
  home.write("menus/2024-05.json", #"{"menus": [], "version": 99}"#)
  home.write("menus/2024-06.json", #"{"menus": [}"#)
  home.write("menus/old.json", "{}")
  home.write("templates.json", "[]")
  home.write("gear.json", #"{"defaults": {"run": "nope"}, "gear": [], "version": 1}"#)
  home.write(".gear.json.tmp.41", "")
  home.write("menus/.2024-04.json.tmp.42", "")
  home.write("journal/.00000003.json.tmp.43", "")
  writeJournalEntry(2, copy: #"{"menus": [], "version": 99}"#, in: home)
  home.write("journal/00000009.json", "{")
  home.seal()
  chmod(home.dataDirectory + "/menus", 0o755)
  chmod(home.dataDirectory + "/gear.json", 0o644)
  return home
}

/// Journal entry `number` of `add squat`, keeping `copy` as the old `menus/2024-03.json`.
func writeJournalEntry(_ number: Int, copy: String, in home: TestHome) {
  let name = String(format: "%08d", number)
  home.write("journal/\(name)-menus-2024-03.json", copy)
  home.write(
    "journal/\(name).json",
    """
    {"command": "add squat", "dates": ["2024-03-01"], "files": [{"after": "0123456789abcdef", \
    "before": "\(name)-menus-2024-03.json", "path": "menus/2024-03.json"}], "kept": true, \
    "reverts": null, "session": "s", "time": "2024-01-05T09:00:00+09:00", "version": 1}
    """)
}

@Suite struct DoctorEveryProblemTests {
  @Test func everyKindIsFoundAndNothingIsWritten() throws {
    let home = storeWithEveryProblem()
    let before = home.snapshot()

    let outcome = home.run(arguments: ["doctor", "--json"])

    #expect(outcome.code == 1)
    #expect(home.snapshot() == before)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let problems = try #require(json["problems"] as? [[String: Any]])
    let kinds = Set(problems.compactMap { $0["kind"] as? String })
    #expect(
      kinds == [
        "unreadable", "version", "fileName", "wrongMonth", "duplicateId", "malformedId",
        "badValue", "itemNotUsed", "unknownExercise", "unknownGear", "staleIndex", "strayFile",
        "mode", "journal",
      ])
    for problem in problems {
      #expect(problem["fixed"] as? Bool == false)
      #expect(problem["file"] is String)
      #expect(problem["message"] is String)
      #expect(problem.keys.sorted() == ["column", "file", "fixed", "kind", "line", "message"])
    }
    let places = problems.map { "\($0["file"]!):\($0["line"]!):\($0["kind"]!)" }
    #expect(places.contains("menus/2024-04.json:4:duplicateId"))
    #expect(places.contains("menus/2024-04.json:9:wrongMonth"))
    #expect(places.contains("menus/2024-05.json:1:version"))
    #expect(places.contains("gear.json:1:unknownGear"))
    #expect(places.contains("templates.json:1:unreadable"))
    #expect(places.contains("journal/00000009.json:1:unreadable"))
    #expect(places.contains("journal/00000002.json:<null>:journal"))
  }

  @Test func theTextEndsWithASummary() {
    let home = storeWithEveryProblem()

    let outcome = home.doctor()

    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(
      lines.last
        == "20 problems found in \(home.dataDirectory); 'wkc doctor --fix' repairs 5"[...])
    #expect(outcome.stderr.isEmpty)
  }

  @Test func fixRepairsWhatIsSafeAndLeavesEveryUserFileAsItWas() throws {
    let home = storeWithEveryProblem()
    let files = [
      "menus/2024-03.json", "menus/2024-04.json", "menus/2024-05.json", "menus/2024-06.json",
      "menus/old.json", "templates.json", "gear.json",
    ]
    let before = files.map { home.file($0) }

    let outcome = home.doctor("--fix")

    #expect(files.map { home.file($0) } == before)
    #expect(home.file(".gear.json.tmp.41") == nil)
    #expect(home.file("menus/.2024-04.json.tmp.42") == nil)
    #expect(home.file("journal/.00000003.json.tmp.43") == nil)
    #expect(home.mode("menus") == 0o700)
    #expect(home.mode("gear.json") == 0o600)
    #expect(
      outcome.stdout.contains(
        "menus/.2024-04.json.tmp.42: a temporary file a stopped writer left behind "
          + "(fixed: removed)\n"))
    #expect(outcome.stdout.contains("(fixed: mode now 0700)\n"))
    #expect(
      outcome.stdout.hasSuffix(
        "20 problems found in \(home.dataDirectory): 5 fixed, 15 left\n"))
    #expect(outcome.code == 1)
  }
}

@Suite struct DoctorFixTests {
  @Test func fixRemovesStraysTightensModesRebuildsTheIndexAndExitsZero() throws {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2023-12-01", "--reps", "5", "--weight", "80"])
    let month = try #require(home.file("menus/2023-12.json"))
    home.write("menus/.2023-12.json.tmp.5", "half")
    home.write("index.json", "{")
    home.seal()
    chmod(home.dataDirectory + "/menus/2023-12.json", 0o664)

    let outcome = home.doctor("--fix")

    #expect(
      outcome.stdout == """
        menus/.2023-12.json.tmp.5: a temporary file a stopped writer left behind (fixed: removed)
        menus/2023-12.json: mode 0664 lets others in; a file of the data directory should be at most 0600 (fixed: mode now 0600)
        index.json:1:1: unexpected end of input; a bracket is not closed; wkc rebuilds the index when it needs it (fixed: rebuilt)
        3 problems found in \(home.dataDirectory), all fixed

        """)
    #expect(outcome.code == 0)
    #expect(home.file("menus/2023-12.json") == month)
    #expect(home.doctor().code == 0)
    // The rebuilt index is the store's: history reads it.
    #expect(home.expectSuccess(["history", "squat"]).contains("2023-12-01"))
  }

  @Test func aModeFixAloneLeavesTheIndexFresh() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-03-01"])
    home.expectSuccess(["history", "squat"])
    chmod(home.dataDirectory + "/menus/2024-03.json", 0o644)

    let outcome = home.doctor("--fix")

    #expect(outcome.code == 0)
    #expect(home.doctor().stdout == "no problems found in \(home.dataDirectory)\n")
  }

  @Test func fixOnACleanStoreWritesNothing() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let before = home.snapshot()

    let outcome = home.doctor("--fix")

    #expect(outcome.stdout == "no problems found in \(home.dataDirectory)\n")
    #expect(outcome.code == 0)
    #expect(home.snapshot() == before)
  }

  @Test func fixWaitsForTheLockAndGivesUpWith75() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("menus/.2024-01.json.tmp.5", "")
    home.seal()
    let fd = open(home.dataDirectory + "/lock", O_RDWR)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)

    let outcome = home.run(arguments: ["doctor", "--fix"], lockWait: 0.1)

    #expect(outcome.code == 75)
    #expect(outcome.stderr.contains("locked"))
    #expect(home.file("menus/.2024-01.json.tmp.5") == "")
  }

  @Test func fixJSONMarksWhatWasFixed() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(".lock.tmp.3", "")

    let outcome = home.run(arguments: ["doctor", "--fix", "--json"])

    #expect(outcome.code == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(json["fixed"] as? Int == 1)
    let problems = try #require(json["problems"] as? [[String: Any]])
    #expect(problems.count == 1)
    #expect(problems.first?["kind"] as? String == "strayFile")
    #expect(problems.first?["fixed"] as? Bool == true)
    #expect(problems.first?["line"] is NSNull)
  }
}

@Suite struct DoctorHostileTests {
  @Test func aDataDirectoryThatIsAFileExits74() throws {
    let home = TestHome()
    let file = home.home + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))

    home.expectFailure(
      ["--home", file, "doctor"], code: 74, message: "cannot read \(file): it is not a folder")
  }

  @Test func hostileMonthFilesAreReportedNotFatal() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write("menus/2024-02.json", String(repeating: "[", count: 200_000))
    try Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]).write(
      to: URL(fileURLWithPath: home.dataDirectory + "/menus/2024-03.json"))
    home.write(
      "menus/2024-04.json",
      #"{"menus": [{"date": "2024-04-01", "note": ""# + String(repeating: "{", count: 100_000))
    // Larger than doctor reads, without taking the disk: a sparse file.
    let huge = open(home.dataDirectory + "/menus/2024-05.json", O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(huge, 65 << 20) == 0)
    close(huge)
    #expect(mkfifo(home.dataDirectory + "/menus/2024-06.json", 0o600) == 0)
    home.seal()
    let files = try FileManager.default.contentsOfDirectory(atPath: home.dataDirectory + "/menus")

    let outcome = home.doctor()

    #expect(outcome.code == 1)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("menus/2024-02.json:1:1: expected an object for a month file"))
    #expect(lines.contains("menus/2024-03.json:1:2: invalid UTF-8 in a string"))
    #expect(lines.contains { $0.hasPrefix("menus/2024-04.json:1:") })
    #expect(
      lines.contains(
        "menus/2024-05.json: cannot be read: it is larger than 64 MiB, more than any file wkc "
          + "writes; doctor does not read it"))
    #expect(
      lines.contains(
        "menus/2024-06.json: cannot be read: it is not a regular file, so wkc cannot read it; "
          + "move it away"))
    // Nothing written (a snapshot would read the pipe).
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.dataDirectory + "/menus") == files)
  }
}
