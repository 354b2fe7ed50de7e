import Foundation
import Testing
import WorkoutCLI

/// A three-week cycle of 5/3/1 percentages whose squat training max follows the AMRAP sets:
/// written as a user would, in a file of their own.
let amrapProgram = """
  program Three weeks, TM from the AMRAP sets
  cycle 3 weeks
  days mon, thu
  training max squat, bench-press

  exercise squat
    progress tm from amrap 90%
  exercise bench-press
    progress tm +2.5kg per cycle

  day Squat
    squat
      week 1: 5 @65%, 5 @75%, 5+ @85%
      week 2: 3 @70%, 3 @80%, 3+ @90%
      week 3: 5 @75%, 3 @85%, 1+ @95%
  day Bench
    bench-press
      week 1: 5 @65%, 5 @75%, 5+ @85%
      week 2: 3 @70%, 3 @80%, 3+ @90%
      week 3: 5 @75%, 3 @85%, 1+ @95%

  """

extension TestHome {
  /// Writes a program file under the home and returns its path.
  func programFile(_ text: String, name: String = "three-weeks.program") -> String {
    let path = home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Moves the fixed clock to 09:00 of `date` (2024-01-05 is the first day).
  func setDay(_ date: String) {
    let days = (Int(date.suffix(2))! - 5) + (date.hasPrefix("2024-02") ? 31 : 0)
    now = 1_704_412_800 + Double(days) * 86400
  }

  /// The planned values of every set of a date's menu, workout by workout.
  func plannedWeights(_ date: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [[Double]]
  {
    try workouts(date, sourceLocation: sourceLocation).map { workout in
      ((workout["sets"] as? [[String: Any]]) ?? []).map { set in
        ((set["planned"] as? [String: Any])?["weight"] as? Double) ?? -1
      }
    }
  }
}

/// The nearest weight a 20 kg bar and pairs of 1.25 kg steps load (2.5 kg apart), as the test
/// computes it: `weight` is never halfway between two in these tests.
func loadable(_ weight: Double) -> Double {
  max(20, (weight / 2.5).rounded() * 2.5)
}

/// Epley's e1RM.
func epley(_ weight: Double, _ reps: Double) -> Double { weight * (1 + reps / 30) }

@Suite struct ProgramCommandTests {
  // MARK: Three weeks followed with real AMRAP results

  @Test func threeWeeksOfNextAndRunLetTheAMRAPSetsSetTheNextCycle() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    // Squat on Mondays, bench on Thursdays; the AMRAP set of each session typed as done.
    let sessions: [(date: String, tm: Double, percents: [Double], amrap: Double)] = [
      ("2024-01-08", 100, [65, 75, 85], 10), ("2024-01-11", 80, [65, 75, 85], 8),
      ("2024-01-15", 100, [70, 80, 90], 6), ("2024-01-18", 80, [70, 80, 90], 5),
      ("2024-01-22", 100, [75, 85, 95], 4), ("2024-01-25", 80, [75, 85, 95], 2),
    ]
    var notes = ""
    for session in sessions {
      home.setDay(session.date)
      let next = home.expectSuccess(["program", "next"])
      #expect(next.contains("Planned three-weeks"), "\(next)")
      // Every load is its share of the training max, rounded to the bar and plates.
      #expect(
        try home.plannedWeights(session.date) == [
          session.percents.map { loadable(session.tm * $0 / 100) }
        ])
      // Again the same day: nothing written.
      let before = home.snapshot()
      #expect(home.expectSuccess(["program", "next"]).contains("already planned"))
      #expect(home.snapshot() == before)
      let run = home.run(
        arguments: ["run", "--no-timer"], stdin: "\n\nreps=\(Int(session.amrap))\n")
      #expect(run.code == 0, "\(run.stderr)")
      #expect(run.stdout.contains("+\u{00D7}") || run.stdout.contains("+x"), "\(run.stdout)")
      notes += run.stderr
    }
    // The squat TM: 90% of the best AMRAP e1RM of the cycle, loaded as loads are.
    let best = [epley(85, 10), epley(90, 6), epley(95, 4)].max()!
    let squatTM = loadable(best * 0.9)
    #expect(squatTM == 102.5)
    #expect(notes.contains("102.5"), "\(notes)")
    let status = try #require(home.json(["program", "status", "--json"]) as? [String: Any])
    let tracks = try #require(status["tracks"] as? [String: [String: Any]])
    #expect(tracks["squat"]?["trainingMax"] as? Double == squatTM)
    #expect(tracks["bench-press"]?["trainingMax"] as? Double == 82.5)
    #expect(status["cycle"] as? Int == 2)
    // Cycle 2, week 1: the new training maxes drive the loads.
    home.setDay("2024-01-29")
    home.expectSuccess(["program", "next"])
    #expect(
      try home.plannedWeights("2024-01-29") == [[65, 75, 85].map { loadable(squatTM * $0 / 100) }])
    home.expectSuccess(["run", "--no-timer"], stdin: "\n\nreps=5\n")
    home.setDay("2024-02-01")
    home.expectSuccess(["program", "next"])
    #expect(
      try home.plannedWeights("2024-02-01") == [[65, 75, 85].map { loadable(82.5 * $0 / 100) }])
  }

  @Test func aMissedAMRAPMinimumStillCompletesTheSessionAndUndoTakesItBack() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    home.setDay("2024-01-08")
    home.expectSuccess(["program", "next"])
    let programBefore = home.file("program.json")
    let run = home.run(arguments: ["run", "--no-timer"], stdin: "\ns\nreps=3\n")
    #expect(run.code == 0)
    #expect(run.stderr.contains("Squat done"), "\(run.stderr)")
    #expect(home.file("program.json") != programBefore)
    // Undo takes back the last set and the program's step together.
    home.expectSuccess(["undo"])
    #expect(home.file("program.json") == programBefore)
  }

  // MARK: Cron-safe and rest days

  @Test func aDayThatIsNotATrainingDayWritesNothing() {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    let before = home.snapshot()
    let out = home.expectSuccess(["program", "next", "--date", "2024-01-09"])
    #expect(out.contains("No session on Tue 2024-01-09: you train mon, thu"), "\(out)")
    #expect(home.snapshot() == before)
  }

  @Test func daysGivenAtStartOverrideTheProgramsAndASessionNotStartedMoves() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess([
      "program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80", "--days",
      "tue,sat",
    ])
    home.expectSuccess(["program", "next", "--date", "2024-01-09"])
    #expect(try home.exercises("2024-01-09") == ["squat"])
    let out = home.expectSuccess(["program", "next", "--date", "2024-01-13"])
    #expect(out.contains("Moved the session not started on Tue 2024-01-09"), "\(out)")
    #expect(try home.exercises("2024-01-09") == [])
    #expect(try home.exercises("2024-01-13") == ["squat"])
  }

  // MARK: Bad input

  @Test func checkReadsAGoodFileAndListsEveryProblemOfABadOne() {
    let home = TestHome()
    let good = home.programFile(amrapProgram)
    #expect(home.expectSuccess(["program", "check", good]).contains(": ok"))
    let bad = home.programFile(
      """
      cycle 0 weeks
      day A
        sqaut 5x5 60kg
        bench-press 3x12-8 60kg
      """, name: "bad.program")
    let outcome = home.expectFailure(["program", "check", bad], code: 65, message: "bad.program")
    #expect(outcome.stderr.contains(":1:"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains(":3:"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains(":4:"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("squat"), "did you mean: \(outcome.stderr)")
  }

  @Test func startFailsWithoutItsNumbersAndChangesNothing() {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectFailure(
      ["program", "start", file, "--tm", "squat=100"], code: 64, message: "bench-press")
    home.expectFailure(
      ["program", "start", file, "--tm", "squat=100", "--tm", "bench=80"], code: 65,
      message: "bench")
    home.expectFailure(["program", "start", "gzclpp"], code: 1, message: "did you mean 'gzclp'?")
    home.expectFailure(["program", "next"], code: 1, message: "no program is being followed")
  }

  @Test func aProgramFileFromANewerWkcIsRefused() {
    let home = TestHome()
    home.write("program.json", #"{"active": null, "programs": [], "version": 2}"#)
    home.expectFailure(["program", "status"], code: 74, message: "version 2 is newer")
    home.expectFailure(["program", "next"], code: 74, message: "version 2 is newer")
  }

  @Test func aChangedProgramTextIsSaidAndUsedKeepingTheNumbersOfExercisesStillThere() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    let changed = amrapProgram.replacingOccurrences(of: "5+ @85%", with: "5+ @80%")
    _ = home.programFile(changed)
    home.setDay("2024-01-08")
    let outcome = home.run(arguments: ["program", "next"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains("changed"), "\(outcome.stderr)")
    #expect(try home.plannedWeights("2024-01-08") == [[65, 75, 80]])
  }

  // MARK: Switching and stopping

  @Test func switchingProgramsKeepsTheOldOnesStateToTakeUpAgain() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    home.setDay("2024-01-08")
    home.expectSuccess(["program", "next"])
    home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n")
    let switched = home.expectSuccess(
      [
        "program", "start", "5x5", "--weight", "squat=60", "--weight", "bench-press=50",
        "--weight", "barbell-row=50", "--weight", "overhead-press=35", "--weight", "deadlift=80",
      ])
    #expect(switched.contains("instead of three-weeks"), "\(switched)")
    home.expectSuccess(["program", "stop"])
    let resumed = home.expectSuccess(["program", "start", file])
    #expect(resumed.contains("Taking up"), "\(resumed)")
    let status = try #require(home.json(["program", "status", "--json"]) as? [String: Any])
    #expect(status["session"] as? Int == 1)
  }

  // MARK: Views

  @Test func showPrintsTheBuiltInsTextAndItsCycle() {
    let home = TestHome()
    let source = home.expectSuccess(["program", "show", "531-bbb", "--source"])
    #expect(source.contains("65%"))
    let table = home.expectSuccess(["program", "show", "531-bbb"])
    #expect(table.contains("5+ @85%"), "\(table)")
    let list = home.expectSuccess(["program", "list"])
    for name in ["531-bbb", "gzclp", "5x5", "ppl"] { #expect(list.contains(name)) }
  }

  @Test func simulateWritesNothingAndShowsAFailuresEffect() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    let before = home.snapshot()
    let plain = try #require(
      home.json([
        "program", "simulate", file, "--weeks", "6", "--tm", "squat=100", "--tm",
        "bench-press=80", "--json",
      ]) as? [String: Any])
    #expect(home.snapshot() == before)
    let sessions = try #require(plain["sessions"] as? [[String: Any]])
    #expect(sessions.count == 12)
  }

  @Test func runShowsAnAMRAPSetARangeAndATargetRPE() {
    let home = TestHome()
    let file = home.programFile(
      """
      cycle 1 sessions
      day Pull
        lat-pulldown 2x8-12 50kg @8
        barbell-row 5+ 60kg
      """, name: "pull.program")
    home.expectSuccess(["program", "start", file])
    home.expectSuccess(["program", "next"])
    let show = home.expectSuccess(["menu", "show"])
    #expect(show.contains("8-12"), "\(show)")
    #expect(show.contains("RPE 8"), "\(show)")
    let run = home.run(arguments: ["run", "--no-timer"], stdin: "\n\n\n")
    #expect(run.stdout.contains("5+"), "\(run.stdout)")
  }
}

@Suite struct ProgramDoctorTests {
  @Test func doctorSaysWhenTheFollowedProgramsFileIsGoneOrNoLongerReads() throws {
    let home = TestHome()
    let file = home.programFile(amrapProgram)
    home.expectSuccess(["program", "start", file, "--tm", "squat=100", "--tm", "bench-press=80"])
    #expect(home.run(arguments: ["doctor"]).code == 0)
    try Data("cycle 2 weeks\nday A\n  squat 12-8\n".utf8).write(to: URL(fileURLWithPath: file))
    let broken = home.run(arguments: ["doctor"])
    #expect(broken.code == 1)
    #expect(broken.stdout.contains("program.json"), "\(broken.stdout)")
    #expect(broken.stdout.contains("three-weeks.program:3:"), "\(broken.stdout)")
    try FileManager.default.removeItem(atPath: file)
    let gone = home.run(arguments: ["doctor", "--json"])
    #expect(
      gone.stdout.contains(#""kind": "program""#) || gone.stdout.contains(#""kind":"program""#))
    home.expectFailure(["program", "next"], code: 1, message: "no such program file")
    home.expectSuccess(["program", "stop"])
    #expect(home.run(arguments: ["doctor"]).code == 0)
  }
}

/// What a new user's month with a program found.
@Suite struct ProgramFollowingTests {
  static let fiveByFive = [
    "program", "start", "5x5", "--weight", "squat=60", "--weight", "bench-press=50", "--weight",
    "barbell-row=50", "--weight", "overhead-press=35", "--weight", "deadlift=80",
  ]

  @Test func aRestDayNeverMovesOrRemovesASessionPlannedAhead() throws {
    let home = TestHome()
    home.expectSuccess(Self.fiveByFive)
    home.expectSuccess(["program", "next", "--date", "2024-01-08"])  // Monday
    let before = home.snapshot()
    // Saturday, a rest day, and Friday, a training day before the Monday planned.
    #expect(home.expectSuccess(["program", "next", "--date", "2024-01-06"]).contains("No session"))
    let earlier = home.expectSuccess(["program", "next", "--date", "2024-01-05"])
    #expect(earlier.contains("already planned on Mon 2024-01-08"), "\(earlier)")
    #expect(home.snapshot() == before)
    #expect(try home.exercises("2024-01-08") == ["squat", "bench-press", "barbell-row"])
  }

  @Test func aSessionMovedAwayTakesItsNoteAndRestartTakesItOut() throws {
    let home = TestHome()
    home.expectSuccess(Self.fiveByFive)
    home.expectSuccess(["program", "next", "--date", "2024-01-01"])
    home.expectSuccess(["program", "next", "--date", "2024-01-03"])
    #expect(home.file("menus/2024-01.json")?.contains("2024-01-01") == false)
    home.expectSuccess(["program", "start", "5x5", "--restart"])
    #expect(try home.exercises("2024-01-03") == [])
    #expect(home.file("menus/2024-01.json") == nil)
  }

  @Test func loggedSetsCountAsTheSessionsOpenSets() throws {
    let home = TestHome()
    home.expectSuccess(Self.fiveByFive)
    home.expectSuccess(["program", "next"])
    home.expectSuccess(["log", "squat", "--sets", "5", "--reps", "5", "--weight", "60"])
    home.expectSuccess(["log", "bench-press", "--sets", "5", "--reps", "5", "--weight", "50"])
    // One row short: the barbell row misses its last set.
    let last = home.run(arguments: [
      "log", "barbell-row", "--sets", "5", "--reps", "4", "--weight", "50",
    ])
    #expect(last.code == 0)
    #expect(last.stderr.contains("squat weight 60 → 62.5 kg"), "\(last.stderr)")
    #expect(last.stderr.contains("barbell-row missed"), "\(last.stderr)")
  }

  @Test func aBodyWeightLiftWithNoWeightProgressesFromNone() throws {
    let home = TestHome()
    let file = home.programFile(
      """
      cycle 1 sessions
      exercise pull-up
        progress +2.5kg, at 10 reps
      day Pull
        pull-up 3x6+
      """, name: "pull.program")
    home.expectSuccess(["program", "start", file])
    home.expectSuccess(["program", "next"])
    let run = home.run(arguments: ["run", "--no-timer"], stdin: "\n\nreps=11\n")
    #expect(run.stderr.contains("weight 0 → 2.5 kg"), "\(run.stderr)")
    home.now += 86400
    home.expectSuccess(["program", "next"])
    let sets = try home.storedSets("2024-01-06")
    #expect(sets.last?.planned["added"] == 2.5, "\(sets)")
  }

  @Test func aProgramFileTooLargeIsInvalidAndAByteOrderMarkIsNot() {
    let home = TestHome()
    let large = home.programFile(String(repeating: "# x\n", count: 70_000), name: "large.program")
    home.expectFailure(["program", "check", large], code: 65, message: "larger than 256 KiB")
    let marked = home.programFile("\u{FEFF}" + amrapProgram, name: "bom.program")
    #expect(home.expectSuccess(["program", "check", marked]).contains(": ok"))
  }
}

@Suite struct ProgramUnitsTests {
  @Test func whatTheRulesChangedIsSaidInTheUnitsPeopleRead() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "lb"
    let out = home.expectSuccess([
      "program", "simulate", "531-bbb", "--weeks", "5", "--tm", "squat=300", "--tm",
      "bench-press=200", "--tm", "deadlift=400", "--tm", "overhead-press=135",
    ])
    // 300 lb is 136.08 kg; +5 kg is 141.08 kg, 311.02 lb.
    let plus = (Double(300) * 0.45359237 + 5) / 0.45359237
    #expect(out.contains("squat TM 300 → \(String(format: "%.2f", plus)) lb"), "\(out)")
    #expect(!out.contains(" kg"), "\(out)")
  }
}

/// Error paths of following a program: message, exit code, the store's bytes unchanged.
@Suite struct ProgramErrorTests {
  @Test func aFolderNamedAsAProgramFileIsRefused() throws {
    let home = TestHome()
    let folder = home.home + "/folder.program"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    home.expectFailure(["program", "start", folder], code: 1, message: "folder.program")
  }

  @Test func aFinishedProgramSaysSoAndWritesNothing() throws {
    let home = TestHome()
    let file = home.programFile(
      "cycle 1 sessions\nthen stop\nday A\n  squat 1x5 60kg\n", name: "once.program")
    home.expectSuccess(["program", "start", file])
    home.expectSuccess(["program", "next"])
    let done = home.run(arguments: ["run", "--as-planned"])
    #expect(done.stderr.contains("the program is finished"), "\(done.stderr)")
    home.expectFailure(["program", "next"], code: 1, message: "once is finished")
  }

  @Test func aSessionThatCannotBePlannedIsInvalidData() {
    let home = TestHome()
    let file = home.programFile(
      "cycle 1 sessions\nday A\n  deadlift 3x5 @75% e1rm\n", name: "e1rm.program")
    home.expectSuccess(["program", "start", file])
    home.expectFailure(["program", "next"], code: 65, message: "deadlift has no e1RM")
  }
}
