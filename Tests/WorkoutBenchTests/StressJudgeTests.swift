import Foundation
import Testing
import WorkoutCore

@testable import wkc_bench

/// The stress tool's judgement of a store against its ledger of what each command should have
/// made: every finding is counted, and makes the run unclean.
struct StressJudgeTests {
  private func command(_ number: Int, _ kind: StressKind) -> StressCommand {
    StressCommand(number: number, kind: kind, scratch: "/tmp")
  }

  private func run(_ command: StressCommand, _ outcome: StressOutcome, message: String = "")
    -> StressRun
  {
    let start = Double(command.number) * 2
    return StressRun(
      command: command, started: start, ended: start + 1, outcome: outcome, message: message)
  }

  /// The workouts `effect` expects, as wkc would have written them.
  private func written(_ effect: StressEffect) -> [(LocalDate, Workout)] {
    guard case .workouts(let expected) = effect else { return [] }
    return expected.map { expected in
      var generator = SystemRandomNumberGenerator()
      let id: WorkoutID
      if case .id(let given) = expected.identity {
        id = given
      } else {
        id = WorkoutID.make(secondsSince1970: 0, using: &generator)
      }
      let note: String? = if case .note(let given) = expected.identity { given } else { nil }
      let source: String? =
        if case .exercise(imported: true) = expected.identity { "strong|x" } else { nil }
      let sets = expected.sets.map { set in
        WorkoutSet(
          planned: PlannedSet(set.planned ?? set.actual ?? SetValues()), actual: set.actual)
      }
      return (
        expected.date,
        Workout(id: id, exercise: expected.exercise, note: note, sets: sets, source: source)
      )
    }
  }

  /// A store holding `workouts`.
  private func content(_ workouts: [(LocalDate, Workout)]) -> StressContent {
    var content = StressContent()
    for (date, workout) in workouts {
      content.menus[date, default: Menu(date: date)].workouts.append(workout)
    }
    return content
  }

  /// The ledger after `runs`, judged against `content`.
  private func judged(_ runs: [StressRun], _ content: StressContent) -> StressTally {
    var ledger = StressLedger()
    for run in runs { ledger.record(run, lockedIsFine: false) }
    ledger.judge(content, killedSince: runs.filter { $0.outcome == .killed })
    return ledger.tally
  }

  @Test func everyAcknowledgedWriteInFullIsClean() {
    let commands = [
      command(0, .add), command(1, .log), command(2, .importStrong), command(3, .importExport),
      command(4, .importYear),
    ]
    let tally = judged(
      commands.map { run($0, .exited(0)) }, content(commands.flatMap { written($0.effect) }))

    #expect(tally.clean)
    #expect(tally.acknowledged == 5)
    #expect(tally.corrupt.isEmpty && tally.lost.isEmpty && tally.halfApplied.isEmpty)
  }

  @Test func aWriteThatLostASetIsCorrupt() {
    let add = command(0, .add)
    var workouts = written(add.effect)
    workouts[0].1.sets.removeLast()

    let tally = judged([run(add, .exited(0))], content(workouts))

    #expect(tally.corrupt == ["#0 add: 2000-01-01 bench-press: 1 sets, not 2"])
    #expect(!tally.clean)
  }

  @Test func aWriteWithAnotherValueIsCorrupt() {
    let log = command(0, .log)
    var workouts = written(log.effect)
    workouts[0].1.sets[1].actual = SetValues([.reps: 5, .weight: 100])

    let tally = judged([run(log, .killed)], content(workouts))

    #expect(tally.corrupt == ["#0 log: 2000-01-01 deadlift: set 2 is not as written"])
    #expect(!tally.clean)
  }

  @Test func aWriteThereTwiceIsCorrupt() {
    let strong = command(0, .importStrong)
    let workouts = written(strong.effect)

    let tally = judged([run(strong, .exited(0))], content(workouts + workouts))

    #expect(tally.corrupt == ["#0 import strong: 2000-01-01 deadlift: 2 times, not once"])
  }

  @Test func anAcknowledgedWriteThatIsNotThereIsLost() {
    let tally = judged([run(command(0, .importExport), .exited(0))], StressContent())

    #expect(tally.lost == [0])
    #expect(!tally.clean)
    // A killed write may be missing.
    #expect(judged([run(command(0, .importExport), .killed)], StressContent()).clean)
  }

  @Test func aMultiMonthImportInSomeMonthsIsHalfApplied() {
    let year = command(7, .importYear)
    let workouts = written(year.effect)
    #expect(Set(workouts.map(\.0.yearMonth)).count == 24)

    let killed = judged([run(year, .killed)], content(Array(workouts.prefix(10))))

    #expect(
      killed.halfApplied
        == [7: "#7 import year: 10 of 24 months, after 1 commands, the last import year #7 killed"])
    #expect(killed.lost.isEmpty)
    #expect(!killed.clean)
    #expect(judged([run(year, .killed)], content(workouts)).clean)
    #expect(judged([run(year, .killed)], StressContent()).clean)
  }

  @Test func anUndoOfAnImportStoppedHalfWayIsHalfApplied() {
    let year = command(0, .importYear)
    let undo = command(1, .undoYear)
    let workouts = written(year.effect)

    let tally = judged(
      [run(year, .exited(0)), run(undo, .killed)], content(Array(workouts.suffix(3))))

    #expect(tally.halfApplied.keys.sorted() == [0])
    #expect(tally.halfApplied[0]?.contains("3 of 24 months") == true)
    // All taken back, or none: the undo may have taken the import back, so it is not lost.
    #expect(judged([run(year, .exited(0)), run(undo, .killed)], StressContent()).clean)
  }

  @Test func recordIsWholeWithItsFirstSetDoneAndAbsentBefore() {
    let record = command(0, .record)
    guard case .workouts(let expected) = record.effect, let before = expected[0].before else {
      Issue.record("record has no set before it")
      return
    }
    var workouts = written(record.effect)
    #expect(judged([run(record, .exited(0))], content(workouts)).clean)

    workouts[0].1.sets = before.map { WorkoutSet(planned: PlannedSet($0.planned!)) }
    #expect(judged([run(record, .exited(0))], content(workouts)).lost == [0])
    #expect(judged([run(record, .killed)], content(workouts)).clean)

    workouts[0].1.sets[0].actual = workouts[0].1.sets[0].planned.values
    workouts[0].1.sets[1].actual = workouts[0].1.sets[1].planned.values
    #expect(
      judged([run(record, .killed)], content(workouts)).corrupt == [
        "#0 record: 2000-01-01 squat: set 2 is not as written"
      ])
  }

  @Test func aMenuPutBesideAnotherWorkoutIsCorrupt() {
    let put = command(0, .menuPut)
    guard case .menu(let date, let note, let expected) = put.effect else {
      Issue.record("menu put has no menu")
      return
    }
    var content = content(written(.workouts(expected)))
    content.menus[date]?.note = note
    #expect(judged([run(put, .exited(0))], content).clean)

    var generator = SystemRandomNumberGenerator()
    content.menus[date]?.workouts.append(
      Workout(
        id: WorkoutID.make(secondsSince1970: 0, using: &generator), exercise: "squat", sets: []))
    #expect(
      judged([run(put, .exited(0))], content).corrupt == [
        "#0 menu put: 2000-01-01 holds 1 workouts besides the menu put there"
      ])
  }

  // MARK: - Doctor

  private func doctorJSON(_ problems: [(kind: String, file: String)]) -> [UInt8] {
    let list = problems.map {
      "{\"column\": null, \"file\": \"\($0.file)\", \"fixed\": false, \"kind\": \"\($0.kind)\", "
        + "\"line\": null, \"message\": \"m\"}"
    }
    return Array(
      "{\"dataDirectory\": \"/d\", \"fixed\": 0, \"problems\": [\(list.joined(separator: ","))]}"
        .utf8)
  }

  @Test func whatAKillLeavesByDesignIsNotADoctorProblem() {
    let json = doctorJSON([
      ("strayFile", "menus/.2000-01.json.tmp.42"), ("staleIndex", "index.json"),
      ("unfinishedChange", "commit.json"),
    ])

    #expect(StressDoctor.unexplained(textStatus: 1, jsonStatus: 1, json: json).isEmpty)
    #expect(StressDoctor.unexplained(textStatus: 0, jsonStatus: 0, json: doctorJSON([])).isEmpty)
  }

  @Test func anyOtherDoctorProblemIsCounted() {
    let json = doctorJSON([("badValue", "menus/2000-01.json"), ("strayFile", ".x.tmp.1")])

    let found = StressDoctor.unexplained(textStatus: 1, jsonStatus: 1, json: json)

    #expect(found == ["badValue menus/2000-01.json: m"])
    var ledger = StressLedger()
    ledger.count(doctor: found)
    ledger.count(doctor: found)
    #expect(ledger.tally.doctorProblems.count == 1)
    #expect(!ledger.tally.clean)
  }

  @Test func aDoctorThatFailsOrDisagreesIsCounted() {
    #expect(
      StressDoctor.unexplained(textStatus: 74, jsonStatus: 74, json: [])
        == [
          "wkc doctor exited 74", "wkc doctor --json exited 74",
          "wkc doctor --json printed no problems list",
        ])
    #expect(
      StressDoctor.unexplained(textStatus: 0, jsonStatus: 1, json: doctorJSON([]))
        == [
          "wkc doctor exited 0 but wkc doctor --json 1", "wkc doctor --json exited 1, no problem",
        ])
  }

  // MARK: - Undo's refusals

  @Test func anUndoRefusalWithoutAReasonIsCounted() {
    let add = command(0, .add)
    let undo = command(1, .undo)
    let byHand =
      "wkc: cannot undo 'x': menus/2000-01.json changed since, by hand or by another device; "
      + "wkc will not overwrite it"
    let notFinished =
      "wkc: cannot undo '\(add.arguments.joined(separator: " "))': its files are already as "
      + "they were before it (it did not finish, or was undone)"

    var ledger = StressLedger()
    ledger.record(run(add, .exited(0)), lockedIsFine: false)
    ledger.record(run(undo, .exited(1), message: byHand), lockedIsFine: false)
    ledger.record(run(undo, .exited(1), message: notFinished), lockedIsFine: false)
    // The journal keeps the acknowledged add: it cannot be empty.
    ledger.record(
      run(undo, .exited(1), message: "wkc: error: nothing to undo: no change is kept yet"),
      lockedIsFine: false)

    #expect(ledger.tally.unexplainedRefusals.count == 3)
    #expect(ledger.tally.explainedRefusals == 0)
    #expect(ledger.tally.failed == 0)
    #expect(!ledger.tally.clean)
  }

  @Test func anUndoRefusalTheJournalExplainsIsNot() {
    let add = command(0, .add)
    let undo = command(1, .undo)
    let newer =
      "wkc: cannot undo 'x': menus/2000-01.json changed since, by 'log deadlift' (change 2); "
      + "undo that first"
    let killedAdd =
      "wkc: cannot undo 'add bench-press --date 2000-01-01 --sets 2 --reps 5 --weight 60 --note "
      + "'stress 0'': its files are already as they were before it (it did not finish, or was "
      + "undone)"

    let nothing = "wkc: error: nothing to undo: no change is kept yet"

    var ledger = StressLedger()
    ledger.record(run(undo, .exited(1), message: nothing), lockedIsFine: false)
    ledger.record(run(add, .killed), lockedIsFine: false)
    ledger.record(run(undo, .exited(1), message: newer), lockedIsFine: false)
    ledger.record(run(undo, .exited(1), message: killedAdd), lockedIsFine: false)

    #expect(ledger.tally.unexplainedRefusals.isEmpty)
    #expect(ledger.tally.explainedRefusals == 3)
    #expect(ledger.tally.clean)
  }
}
