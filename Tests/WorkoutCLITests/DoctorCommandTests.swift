import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TestHome {
  /// Runs `wkc doctor` with `words` after it.
  func doctor(_ words: String...) -> Outcome { run(arguments: ["doctor"] + words) }

  /// Gives the data directory and everything in it wkc's own modes (0700 folders, 0600
  /// files), as if wkc had written what a test wrote by hand.
  func seal() {
    let root = dataDirectory
    chmod(root, 0o700)
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      chmod(root + "/" + path, isFolder.boolValue ? 0o700 : 0o600)
    }
  }

  /// The mode bits of a path under the data directory ("." for the data directory).
  func mode(_ path: String) -> mode_t {
    var info = stat()
    stat(dataDirectory + "/" + path, &info)
    return info.st_mode & 0o7777
  }

  /// Writes a month file by hand, sealed.
  func writeMonth(_ name: String, _ text: String) {
    write("menus/\(name)", text)
    seal()
  }
}

/// A month file of 2024-03 laid out one thing a line, so each value's line and column is known.
/// `workouts` are the lines of the workouts of 2024-03-05.
private func march(_ workouts: [String], version: String = "4", date: String = "2024-03-05")
  -> String
{
  """
  {"menus": [
  {"date": "\(date)", "note": null, "workouts": [
  \(workouts.joined(separator: ",\n"))
  ]}
  ], "version": \(version)}
  """
}

/// One workout on one line: `{"exercise": …, "id": …, "note": null, "sets": [one set]}`.
private func workout(
  _ exercise: String = "squat", id: String = "wa", planned: String = #"{"reps": 5}"#,
  actual: String = "null", gear: String? = nil
) -> String {
  let gearField = gear.map { #""gear": "\#($0)", "# } ?? ""
  return #"{"exercise": "\#(exercise)", \#(gearField)"id": "\#(id)", "note": null, "sets": "#
    + #"[{"actual": \#(actual), "completedAt": null, "planned": \#(planned), "skipped": false}]}"#
}

@Suite struct DoctorCleanTests {
  @Test func noDataDirectoryIsCleanAndStaysUncreated() {
    let home = TestHome()

    let outcome = home.doctor()

    #expect(outcome.code == 0)
    #expect(
      outcome.stdout
        == "no problems found in \(home.dataDirectory): there is no data directory yet (wkc "
        + "makes it at the first write)\n")
    #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
  }

  @Test func aStoreWkcWroteIsClean() {
    let home = TestHome()
    for line in [
      "add bench-press --sets 3 --reps 10 --weight 60",
      "record bench-press --reps 10 --weight 60",
      "log squat --date 2023-12-28 --sets 3 --reps 5 --weight 80",
      "gear add pegasus --name Pegasus --for run",
      "log run --date 2024-01-03 --duration 30m --distance 5km",
      "catalog add my-row --name MyRow --items reps,weight",
      "add my-row --date 2024-01-06 --sets 2 --reps 8 --weight 30",
      "menu note 2024-01-05 heavy",
      "template save push --from 2024-01-05",
      "remove my-row --date 2024-01-06",
      "history squat",
    ] {
      home.expectSuccess(line.split(separator: " ").map(String.init))
    }

    let outcome = home.doctor()

    #expect(outcome.stdout == "no problems found in \(home.dataDirectory)\n")
    #expect(outcome.code == 0)
    #expect(outcome.stderr.isEmpty)
  }

  @Test func cleanJSONHasNoProblems() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])

    let outcome = home.run(arguments: ["doctor", "--json"])

    #expect(outcome.code == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(json["dataDirectory"] as? String == home.dataDirectory)
    #expect(json["fixed"] as? Int == 0)
    #expect((json["problems"] as? [Any])?.isEmpty == true)
  }
}

@Suite struct DoctorFindsTests {
  /// The problem lines of a doctor run on a store holding what `prepare` made.
  private func lines(_ prepare: (TestHome) -> Void) -> (lines: [String], code: Int32) {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-03-01"])
    prepare(home)
    let outcome = home.doctor()
    var lines = outcome.stdout.split(separator: "\n").map(String.init)
    if !lines.isEmpty { lines.removeLast() }  // the summary
    // A hand edit makes the index stale: told in every test, checked in its own.
    return (lines.filter { !$0.hasPrefix("index.json: stale") }, outcome.code)
  }

  @Test func aMonthFileThatDoesNotParseGivesTheReadersPlace() {
    let (lines, code) = lines { $0.writeMonth("2024-03.json", "{\"menus\": [\n  {\"date\": 5}") }
    #expect(lines == ["menus/2024-03.json:2:12: expected a string for `date`"])
    #expect(code == 1)
  }

  @Test(arguments: [
    ("catalog.json", "{\"exercises\": [}", "catalog.json:1:16: expected an object for an exercise"),
    (
      "templates.json", "{\"templates\": [],\n \"version\": 2,\n \"x\": 1}",
      "templates.json:3:7: unknown key `x` in the template file; expected `templates`, `version`"
    ),
    ("gear.json", "[1]", "gear.json:1:1: expected an object for the gear file"),
  ])
  func otherFilesThatDoNotParse(file: String, text: String, expected: String) {
    let (lines, _) = lines { home in
      home.write(file, text)
      home.seal()
    }
    #expect(lines == [expected])
  }

  @Test(arguments: [
    ("9", "menus/2024-03.json:5:15: version 9 is newer than this wkc reads (6); update wkc"),
    ("0", "menus/2024-03.json:5:15: version 0 is not a valid version"),
    ("1.5", "menus/2024-03.json:5:15: `version` must be a whole number"),
    ("\"4\"", "menus/2024-03.json:5:15: `version` must be a whole number"),
  ])
  func versionsThisWkcDoesNotRead(version: String, expected: String) {
    let (lines, _) = lines { $0.writeMonth("2024-03.json", march([workout()], version: version)) }
    #expect(lines == [expected])
  }

  @Test func aMissingVersion() {
    let (lines, _) = lines { $0.writeMonth("2024-03.json", #"{"menus": []}"#) }
    #expect(
      lines == [
        "menus/2024-03.json:1:1: a month file needs a `version`; without one wkc cannot tell its "
          + "shape"
      ])
  }

  @Test func aNewerCatalogFile() {
    let (lines, _) = lines { home in
      home.write("catalog.json", "{\"exercises\": [], \"version\": 5}")
      home.seal()
    }
    #expect(lines == ["catalog.json:1:30: version 5 is newer than this wkc reads (4); update wkc"])
  }

  @Test func aMenuInTheWrongMonthAndABadFileName() {
    let (lines, _) = lines { home in
      home.writeMonth("2024-03.json", march([workout()], date: "2024-04-02"))
      home.writeMonth("march.json", "{}")
    }
    #expect(
      lines == [
        "menus/2024-03.json:2:10: the menu of 2024-04-02 is in the file of 2024-03; it belongs "
          + "in menus/2024-04.json, and wkc refuses this file until it is moved",
        "menus/march.json: not a month file: month files are named YYYY-MM.json "
          + "(2024-03.json); wkc ignores it",
      ])
  }

  @Test func duplicateAndMalformedWorkoutIDs() {
    let (lines, _) = lines { home in
      home.writeMonth(
        "2024-03.json", march([workout(id: "wa"), workout(id: "wa"), workout(id: "W-1")]))
    }
    #expect(
      lines == [
        #"menus/2024-03.json:4:29: workout id "wa" appears twice (also at 3:29)"#,
        #"menus/2024-03.json:5:29: workout id "W-1" is malformed: ids are 1 to 32 letters a-z "#
          + "and digits, at least one a letter",
      ])
  }

  @Test func valuesOutOfTheirItemsRange() {
    let (lines, _) = lines { home in
      home.writeMonth(
        "2024-03.json",
        march([
          workout(
            "bench-press", planned: #"{"reps": 5, "weight": -5}"#,
            actual: #"{"reps": 100000, "weight": 60}"#)
        ]))
    }
    #expect(
      lines == [
        "menus/2024-03.json:3:84: 2024-03-05, workout 1 (bench-press), set 1, actual: reps must "
          + "be between 0 and 1000, not 100000",
        "menus/2024-03.json:3:161: 2024-03-05, workout 1 (bench-press), set 1, planned: weight "
          + "must be between 0 kg and 500 kg, not -5 kg",
      ])
  }

  @Test func anItemTheExerciseDoesNotUse() {
    let (lines, _) = lines { home in
      home.writeMonth("2024-03.json", march([workout(planned: #"{"distance": 3, "reps": 5}"#)]))
    }
    #expect(
      lines == [
        "menus/2024-03.json:3:120: 2024-03-05, workout 1 (squat), set 1, planned: squat does not "
          + "use distance; its items are reps, weight, rest, rpe, rir"
      ])
  }

  @Test func unknownExercisesAndGear() {
    let (lines, _) = lines { home in
      home.writeMonth(
        "2024-03.json", march([workout("benchpress"), workout(id: "wb", gear: "ghost")]))
    }
    #expect(
      lines == [
        "menus/2024-03.json:3:14: 2024-03-05, workout 1: unknown exercise 'benchpress'; did you "
          + "mean 'bench-press', 'incline-bench-press', 'decline-bench-press'? (not in the "
          + "catalog)",
        "menus/2024-03.json:4:31: 2024-03-05, workout 2: gear 'ghost' is not in gear.json",
      ])
  }

  @Test func theUsersOwnExercisesAreKnown() {
    let (lines, _) = lines { home in
      home.expectSuccess(["catalog", "add", "my-row", "--name", "MyRow", "--items", "reps"])
      home.writeMonth("2024-03.json", march([workout("my-row")]))
    }
    #expect(lines.isEmpty)
  }

  @Test func anUnreadableCatalogHidesNoExerciseAsUnknown() {
    let (lines, _) = lines { home in
      home.write("catalog.json", "{")
      home.writeMonth("2024-03.json", march([workout("my-row")]))
    }
    // my-row may be in the file that does not read: only the file is told.
    #expect(lines == ["catalog.json:1:2: expected a key in quotes"])
  }

  @Test func gearOptedOutIsNoUnknownGear() {
    let (lines, _) = lines { $0.writeMonth("2024-03.json", march([workout(gear: "none")])) }
    #expect(lines.isEmpty)
  }

  @Test func aGearDefaultNamingNoGear() {
    let (lines, _) = lines { home in
      home.write(
        "gear.json", "{\"defaults\": {\"run\": \"ghost\"},\n \"gear\": [], \"version\": 1}")
      home.seal()
    }
    #expect(
      lines == [
        "gear.json:1:22: the default gear of run is 'ghost', which is not in `gear`; wkc "
          + "refuses the file until it is fixed"
      ])
  }

  @Test func strayTemporaryFilesInEveryFolder() {
    let (lines, _) = lines { home in
      for path in [
        ".index.json.tmp.7", "menus/.2024-03.json.tmp.8", "journal/.00000001.json.tmp.9",
      ] {
        home.write(path, "")
      }
      home.seal()
    }
    #expect(
      lines == [
        ".index.json.tmp.7: a temporary file a stopped writer left behind",
        "menus/.2024-03.json.tmp.8: a temporary file a stopped writer left behind",
        "journal/.00000001.json.tmp.9: a temporary file a stopped writer left behind",
      ])
  }

  @Test func modesWiderThanWkcs() {
    let (lines, _) = lines { home in
      // The journal holds the entry of the add that made the store.
      home.seal()
      chmod(home.dataDirectory, 0o755)
      chmod(home.dataDirectory + "/journal", 0o750)
      chmod(home.dataDirectory + "/menus/2024-03.json", 0o644)
      chmod(home.dataDirectory + "/journal/00000001.json", 0o640)
    }
    #expect(
      lines == [
        ".: mode 0755 lets others in; a folder of the data directory should be at most 0700",
        "menus/2024-03.json: mode 0644 lets others in; a file of the data directory should be "
          + "at most 0600",
        "journal: mode 0750 lets others in; a folder of the data directory should be at most "
          + "0700",
        "journal/00000001.json: mode 0640 lets others in; a file of the data directory should "
          + "be at most 0600",
      ])
  }

  @Test func aStaleIndex() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-03-01"])
    home.writeMonth("2024-03.json", march([workout()]))

    let outcome = home.doctor()

    #expect(
      outcome.stdout.hasPrefix(
        "index.json: stale: a month file was added, removed or edited since it was made; wkc "
          + "rebuilds it when it needs it\n"))
    #expect(outcome.code == 1)
  }

  @Test func anIndexThatClaimsToBeFreshButIsWrong() throws {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2023-12-01", "--reps", "5", "--weight", "80"])
    // Same stamps, other records: the freshness rule cannot see it.
    let index = try #require(home.file("index.json"))
    #expect(index.contains("\"squat\""))
    home.write("index.json", index.replacingOccurrences(of: "\"squat\"", with: "\"deadlift\""))
    chmod(home.dataDirectory + "/index.json", 0o600)

    let outcome = home.doctor()

    #expect(
      outcome.stdout.hasPrefix(
        "index.json: claims to be up to date but does not match the month files"))
    #expect(outcome.code == 1)
  }

  @Test func aJournalEntryThatDoesNotParseGivesTheReadersPlace() {
    let (lines, code) = lines { home in
      home.write("journal/00000005.json", "{\"command\": 5}")
      home.seal()
    }
    #expect(lines == ["journal/00000005.json:1:13: expected a string for `command`"])
    #expect(code == 1)
  }

  @Test func aJournalCopyThatDoesNotReadAndANameThatIsNoEntry() {
    let (lines, _) = lines { home in
      writeJournalEntry(5, copy: #"{"menus": 3, "version": 4}"#, in: home)
      home.write("journal/notes.txt", "mine")
      home.write("journal/00000009-gear.json", "{}")
      home.seal()
    }
    #expect(
      lines == [
        "journal/00000005.json: its copy of menus/2024-03.json (of 'add squat') does not read: "
          + "00000005-menus-2024-03.json: line 1, column 11: expected an array for `menus`; "
          + "'wkc undo' will not put it back",
        "journal/00000009-gear.json: a file kept for a change whose entry was never written "
          + "(a stopped writer)",
        "journal/notes.txt: is not a journal entry (NNNNNNNN.json, 00000001 to 99999999); wkc "
          + "does not read it",
      ])
  }

  @Test func aStoreAfterUndoIsClean() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["remove", "1", "--yes"])
    home.expectSuccess(["undo"])
    #expect(home.doctor().code == 0)
  }

  @Test func anIndexThatDoesNotParse() {
    let (lines, _) = lines { home in
      home.write("index.json", "{\"files\": ")
      home.seal()
    }
    #expect(
      lines == [
        "index.json:1:1: unexpected end of input; a bracket is not closed; wkc rebuilds the index when it needs it"
      ])
  }
}
