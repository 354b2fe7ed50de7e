import Foundation
import Testing

// MARK: - Fixtures and helpers shared by the CLI test files

/// Store contents planted by tests, in the on-disk shape of SPEC.md.
enum CLIFixtures {
  /// `menus/2024-01.json` with one menu on Thu 2024-01-04: a note, and a bench press of three
  /// sets planned 10 × 60 kg with 90 s rest, the first two done (10 × 60, 8 × 60).
  static let januaryWithResults = """
    {
      "menus": [
        {
          "date": "2024-01-04",
          "note": "push day",
          "workouts": [
            {
              "exercise": "bench-press",
              "id": "w1",
              "note": "pause at the chest",
              "sets": [
                {
                  "actual": {"reps": 10, "weight": 60},
                  "completedAt": "2024-01-04T19:31:02+09:00",
                  "planned": {"reps": 10, "rest": 90, "weight": 60},
                  "skipped": false
                },
                {
                  "actual": {"reps": 8, "weight": 60},
                  "completedAt": "2024-01-04T19:34:02+09:00",
                  "planned": {"reps": 10, "rest": 90, "weight": 60},
                  "skipped": false
                },
                {
                  "actual": null,
                  "completedAt": null,
                  "planned": {"reps": 10, "rest": 90, "weight": 60},
                  "skipped": false
                }
              ]
            }
          ]
        }
      ],
      "version": 1
    }
    """
}

extension TestHome {
  /// The JSON object a command prints with `--json`.
  func object(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: Any]
  {
    try #require(
      json(arguments, sourceLocation: sourceLocation) as? [String: Any],
      "\(arguments) --json is not an object", sourceLocation: sourceLocation)
  }

  /// The JSON array a command prints with `--json`.
  func array(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [Any]
  {
    try #require(
      json(arguments, sourceLocation: sourceLocation) as? [Any],
      "\(arguments) --json is not an array", sourceLocation: sourceLocation)
  }

  /// The workouts of a date's menu, from `menu show D --json`.
  func workouts(_ date: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [[String: Any]]
  {
    let menu = try object(["menu", "show", date], sourceLocation: sourceLocation)
    return try #require(menu["workouts"] as? [[String: Any]], sourceLocation: sourceLocation)
  }

  /// The exercise ids of a date's menu, in order.
  func exercises(_ date: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String]
  {
    try workouts(date, sourceLocation: sourceLocation).map { $0["exercise"] as? String ?? "?" }
  }

  /// The planned values of each set of the workout at `index` (0-based) of a date's menu.
  func planned(
    _ date: String, workout index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[String: Double]] {
    let workouts = try workouts(date, sourceLocation: sourceLocation)
    try #require(workouts.count > index, "no workout \(index + 1)", sourceLocation: sourceLocation)
    let sets = try #require(workouts[index]["sets"] as? [[String: Any]])
    return sets.map { set in
      (set["planned"] as? [String: Any] ?? [:]).compactMapValues { $0 as? Double }
    }
  }

  /// Temporary files (`.NAME.tmp.PID`) anywhere under the home.
  func temporaryFiles() -> [String] {
    snapshot().keys.filter { path in
      let name = (path as NSString).lastPathComponent
      return name.hasPrefix(".") && name.contains(".tmp.")
    }.sorted()
  }
}

/// A planned set as the tests compare it.
private func set(reps: Double, weight: Double, rest: Double) -> [String: Double] {
  ["reps": reps, "weight": weight, "rest": rest]
}

// MARK: - add, edit, remove

@Suite struct PlanCommandTests {
  // MARK: add

  @Test func addWithSetsAndItemOptionsPlansTheSameValuesForEverySet() throws {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--sets", "4", "--reps", "8", "--weight", "60", "--rest", "2m",
    ])
    let sets = try home.planned("2024-01-05")
    #expect(sets == Array(repeating: set(reps: 8, weight: 60, rest: 120), count: 4))
  }

  @Test func addWithRepeatedSetSpecsPlansOneSetEach() throws {
    let home = TestHome()
    home.expectSuccess([
      "add", "bench-press", "--set", "10x40", "--set", "reps=8,weight=50kg,rest=90s",
    ])
    let sets = try home.planned("2024-01-05")
    #expect(sets.count == 2)
    #expect(sets.first?["reps"] == 10)
    #expect(sets.first?["weight"] == 40)
    #expect(sets.last == set(reps: 8, weight: 50, rest: 90))
  }

  @Test func addAtAPositionPastTheEndIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "bench-press", "--at", "3"], code: 64, message: "positions go from 1 to 2")
  }

  @Test func addWithNoteKeepsAndPrintsTheNote() throws {
    let home = TestHome()
    let out = home.expectSuccess(["add", "bench-press", "--note", "pause at the chest"])
    #expect(out.contains("note: pause at the chest"))
    let workout = try #require(try home.workouts("2024-01-05").first)
    #expect(workout["note"] as? String == "pause at the chest")
  }

  @Test func addAcceptsTheJapaneseName() throws {
    let home = TestHome()
    let out = home.expectSuccess(["add", "ベンチプレス"])
    #expect(out.contains("Bench Press"))
    #expect(try home.exercises("2024-01-05") == ["bench-press"])
  }

  @Test func addPrintsThePlanAndThatNoResultsAreRecorded() {
    let home = TestHome()
    let out = home.expectSuccess(["add", "bench-press", "--reps", "8", "--weight", "60"])
    #expect(out.contains("Added Bench Press to Fri 2024-01-05 as #1"))
    #expect(out.contains("set 3"))
    #expect(out.contains("8x60 kg, rest 2:30"))
    #expect(out.contains("No results recorded for Bench Press yet."))
  }

  @Test func addPrintsTheLastRecordedResultsOfTheExercise() {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let out = home.expectSuccess(["add", "bench-press"])
    #expect(out.contains("Last recorded Thu 2024-01-04: 10x60 kg; 8x60 kg"))
    #expect(!out.contains("No results recorded"))
  }

  @Test func addJSONHasTheDateThePositionTheWorkoutAndLastRecorded() throws {
    let home = TestHome()
    let added = try home.object(["add", "bench-press", "--sets", "2"])
    #expect(Set(added.keys) == ["date", "position", "workout", "lastRecorded"])
    #expect(added["date"] as? String == "2024-01-05")
    #expect(added["position"] as? Int == 1)
    #expect(added["lastRecorded"] is NSNull)
    let workout = try #require(added["workout"] as? [String: Any])
    #expect(Set(workout.keys) == ["id", "exercise", "note", "sets"])
    #expect((workout["id"] as? String)?.isEmpty == false)
    #expect(workout["exercise"] as? String == "bench-press")
    let sets = try #require(workout["sets"] as? [[String: Any]])
    #expect(sets.count == 2)
    #expect((sets.first?["planned"] as? [String: Any])?["weight"] as? Double == 40)
  }

  @Test func addJSONLastRecordedListsTheDoneSets() throws {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let added = try home.object(["add", "bench-press"])
    let last = try #require(added["lastRecorded"] as? [String: Any])
    #expect(last["date"] as? String == "2024-01-04")
    let sets = try #require(last["sets"] as? [[String: Any]])
    #expect(sets.map { $0["reps"] as? Double } == [10, 8])
    #expect(sets.map { $0["weight"] as? Double } == [60, 60])
  }

  @Test func aDigitWithACombiningMarkIsNoDigit() {
    // Found by fuzzing: `3\u{7AD}` passed as a digit and crashed reading the clock time.
    let home = TestHome()
    home.expectFailure(
      ["add", "plank", "--sets", "1", "--duration", "1:3\u{7AD}0"], code: 64, message: "duration")
  }

  @Test func addWithoutAnExerciseIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["add"], code: 64, message: "missing EXERCISE")
  }

  @Test func addWithZeroSetsIsAUsageError() {
    let home = TestHome()
    home.expectFailure(
      ["add", "bench-press", "--sets", "0"], code: 64,
      message: "--sets takes a whole number from 1 to 100")
  }

  @Test func addWithAMalformedSetSpecIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "bench-press", "--set", "10x40,", "--set", "8x50"], code: 64,
      message: "is not a set spec")
  }

  // MARK: edit

  @Test func editSetNChangesOnlyThatSet() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let out = home.expectSuccess(["edit", "1", "--set", "2", "--reps", "8"])
    #expect(out.contains("Changed #1 Bench Press on Fri 2024-01-05"))
    let sets = try home.planned("2024-01-05")
    #expect(sets.map { $0["reps"] } == [10, 8, 10])
  }

  @Test func editNoteSetsTheWorkoutNote() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectSuccess(["edit", "1", "--note", "wide grip"])
    #expect(try home.workouts("2024-01-05").first?["note"] as? String == "wide grip")
  }

  @Test func editEmptyNoteClearsTheWorkoutNote() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--note", "wide grip"])
    home.expectSuccess(["edit", "1", "--note", ""])
    #expect(try home.workouts("2024-01-05").first?["note"] is NSNull)
  }

  @Test func editOfAnotherDateUsesTheDateOption() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--date", "tomorrow"])
    home.expectSuccess(["edit", "1", "--date", "tomorrow", "--reps", "6"])
    #expect(try home.planned("2024-01-06").map { $0["reps"] } == [6, 6, 6])
  }

  @Test func editWithNothingToChangeIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectFailure(["edit", "1"], code: 64, message: "nothing to change")
  }

  @Test func editOfASetTheWorkoutDoesNotHaveFails() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectFailure(
      ["edit", "1", "--set", "9", "--reps", "5"], code: 1,
      message: "#1 bench-press has no set 9; it has 3 sets")
  }

  @Test func editOfAWorkoutNotInTheMenuFailsListingWhatItHolds() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["edit", "deadlift", "--reps", "5"], code: 1,
      message: "no workout 'deadlift' in the menu of 2024-01-05; it holds 1 bench-press, 2 squat")
  }

  @Test func editByPositionOfAnEmptyMenuFailsSayingItIsEmpty() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "tomorrow"])
    home.expectFailure(
      ["edit", "1", "--reps", "5"], code: 1,
      message: "no workout '1' in the menu of 2024-01-05; it is empty")
  }

  @Test func editOfAnExerciseTwiceInTheMenuListsTheCandidates() throws {
    let home = TestHome()
    let first = try home.object(["add", "bench-press"])
    let second = try home.object(["add", "bench-press"])
    let firstID = try #require((first["workout"] as? [String: Any])?["id"] as? String)
    let secondID = try #require((second["workout"] as? [String: Any])?["id"] as? String)
    let outcome = home.expectFailure(
      ["edit", "bench-press", "--reps", "5"], code: 65,
      message: "'bench-press' fits more than one workout")
    #expect(outcome.stderr.contains("1 (bench-press, id \(firstID))"))
    #expect(outcome.stderr.contains("2 (bench-press, id \(secondID))"))
  }

  @Test func editRemovingTheOnlySetFails() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "1"])
    home.expectFailure(
      ["edit", "1", "--remove-set", "1"], code: 1, message: "#1 bench-press has only one set")
  }

  @Test func editOfAnItemTheExerciseDoesNotUseIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectFailure(
      ["edit", "1", "--distance", "5"], code: 65,
      message: "bench-press does not use distance; its items are reps, weight, rest, rpe")
  }

  // MARK: remove

  @Test func removeByExerciseRemovesThatWorkout() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "bench-press"])
    let out = home.expectSuccess(["remove", "squat"])
    #expect(out.contains("Removed #1 Squat (3 sets) from Fri 2024-01-05"))
    #expect(try home.exercises("2024-01-05") == ["bench-press"])
  }

}

// MARK: - Global options

@Suite struct TimeZoneTests {
  /// 2024-01-05T12:00:00Z: Friday evening in Tokyo, already Saturday at +14, morning at -12.
  func home(tz: String) -> TestHome {
    let home = TestHome()
    home.now = 1_704_456_000
    home.environment["TZ"] = tz
    return home
  }

  @Test(arguments: [
    ("Asia/Tokyo", "2024-01-05"), ("<+14>-14", "2024-01-06"), ("JST-9", "2024-01-05"),
    ("XYZ+12", "2024-01-05"), ("Pacific/Kiritimati", "2024-01-06"), (":UTC", "2024-01-05"),
  ])
  func todayFollowsTZ(tz: String, today: String) throws {
    let menu = try home(tz: tz).object(["menu", "show"])
    #expect(menu["date"] as? String == today)
  }

  @Test func aPOSIXZoneWestOfUTCCanBeTheDayBefore() throws {
    let home = home(tz: "XYZ+12")
    home.now = 1_704_412_800  // 2024-01-05T00:00:00Z, 2024-01-04 at noon at -12
    #expect(try home.object(["menu", "show"])["date"] as? String == "2024-01-04")
  }
}

@Suite struct GlobalOptionTests {
  @Test func colorNeverKeepsErrorsPlainOnATerminal() {
    let outcome = TestHome().run(arguments: ["--color", "never", "add", "nosuch"], terminal: true)
    #expect(outcome.code == 65)
    #expect(!outcome.stderr.contains("\u{1B}["))
  }

  @Test func colorAlwaysColoursErrorsThroughAPipe() {
    let outcome = TestHome().run(arguments: ["add", "nosuch", "--color=always"])
    #expect(outcome.code == 65)
    #expect(outcome.stderr.contains("\u{1B}[31merror:"))
  }

  @Test func jsonBeforeTheCommandPrintsJSON() throws {
    let home = TestHome()
    let out = home.expectSuccess(["--json", "add", "bench-press"])
    let added = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    #expect(added?["date"] as? String == "2024-01-05")
  }

  @Test func jsonAfterTheCommandPrintsJSON() throws {
    let home = TestHome()
    let out = home.expectSuccess(["add", "bench-press", "--json"])
    let added = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    #expect(added?["date"] as? String == "2024-01-05")
  }

  @Test func homeOptionPutsTheDataInThatDirectory() {
    let home = TestHome()
    let elsewhere = home.home + "/elsewhere"
    home.expectSuccess(["--home", elsewhere, "add", "bench-press"])
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/menus/2024-01.json"))
    #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
    let shown = home.expectSuccess(["menu", "--home", elsewhere])
    #expect(shown.contains("Bench Press"))
  }

  @Test func wkcHomeInTheEnvironmentPutsTheDataInThatDirectory() {
    let home = TestHome()
    let elsewhere = home.home + "/from-env"
    home.environment["WKC_HOME"] = elsewhere
    home.expectSuccess(["add", "bench-press"])
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/menus/2024-01.json"))
    #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
  }

  @Test func homeOptionWinsOverWKCHome() {
    let home = TestHome()
    home.environment["WKC_HOME"] = home.home + "/from-env"
    home.expectSuccess(["add", "bench-press", "--home", home.home + "/from-option"])
    #expect(FileManager.default.fileExists(atPath: home.home + "/from-option/menus/2024-01.json"))
    #expect(!FileManager.default.fileExists(atPath: home.home + "/from-env"))
  }

  @Test func xdgDataHomeHoldsTheDataWhenNoHomeIsGiven() {
    let home = TestHome()
    home.environment["XDG_DATA_HOME"] = home.home + "/xdg"
    home.expectSuccess(["add", "bench-press"])
    #expect(FileManager.default.fileExists(atPath: home.home + "/xdg/wkc/menus/2024-01.json"))
    #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
  }

  @Test func todayIsTheDateInTheUsersTimeZone() throws {
    let home = TestHome()
    home.now = 1_704_398_400  // 2024-01-04T20:00:00Z = 2024-01-05T05:00:00+09:00
    #expect(try home.object(["menu"])["date"] as? String == "2024-01-05")
    home.environment["TZ"] = "UTC"
    #expect(try home.object(["menu"])["date"] as? String == "2024-01-04")
  }

  @Test func colorAlwaysWritesANSIEscapes() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let outcome = home.run(arguments: ["menu", "--color", "always"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("\u{1B}["))
  }

  @Test func colorNeverOnATerminalWritesNoEscapes() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let outcome = home.run(arguments: ["menu", "--color", "never"], terminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Bench Press"))
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func automaticColorOnATerminalWritesANSIEscapes() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let outcome = home.run(arguments: ["menu"], terminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("\u{1B}["))
  }

  @Test func automaticColorWhenNotATerminalWritesNoEscapes() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let outcome = home.run(arguments: ["menu"], terminal: false)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Bench Press"))
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func noColorInTheEnvironmentTurnsColorOffOnATerminal() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.environment["NO_COLOR"] = "1"
    let outcome = home.run(arguments: ["menu"], terminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Bench Press"))
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func dumbTerminalGetsNoColor() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.environment["TERM"] = "dumb"
    let outcome = home.run(arguments: ["menu"], terminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Bench Press"))
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func colorWithAnUnknownValueIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectFailure(
      ["menu", "--color", "bogus"], code: 64,
      message: "--color takes auto, always or never, not 'bogus'")
  }
}
