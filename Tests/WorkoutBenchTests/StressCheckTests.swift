import Foundation
import TestSupport
import Testing
import WorkoutCore

@testable import wkc_bench

/// A store prepared as the stress tool prepares one, in a temporary folder (on a tmpfs when
/// there is one: the checker reads files, it kills nothing).
private final class PreparedStore {
  let scratch: String
  let store: StressStore
  let commands: [StressCommand]

  init(kinds: [StressKind] = [.add, .record, .gearEdit]) throws {
    let scratch = ScratchFolder.make("wkc-stress-test")
    self.scratch = scratch
    commands = kinds.enumerated().map { StressCommand(number: $0, kind: $1, scratch: scratch) }
    store = try StressStore(
      wkc: "/bin/false", root: scratch + "/store", scratch: scratch, preparing: commands)
  }

  deinit { try? FileManager.default.removeItem(atPath: scratch) }

  var root: String { store.root }

  func findings(expecting expected: [StressCommand] = []) -> StressFindings {
    StressCheck.check(root: root, expected: expected)
  }

  func write(_ relative: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(relative)"))
  }

  func text(_ relative: String) throws -> String {
    try String(contentsOfFile: "\(root)/\(relative)", encoding: .utf8)
  }
}

struct StressCheckTests {
  @Test func aPreparedStoreIsClean() throws {
    let prepared = try PreparedStore()

    let findings = prepared.findings()

    #expect(findings.corrupt.isEmpty)
    #expect(findings.strays.isEmpty)
    #expect(findings.missing.isEmpty)
  }

  @Test func aTornMonthFileIsCorrupt() throws {
    let prepared = try PreparedStore()
    let month = try prepared.text("menus/2000-01.json")
    try prepared.write("menus/2000-01.json", String(month.prefix(month.count / 2)))

    let findings = prepared.findings()

    #expect(findings.corrupt.count == 1)
    #expect(findings.corrupt.first?.contains("menus/2000-01.json") == true)
  }

  @Test func aMonthFileHoldingAnotherMonthsDateIsCorrupt() throws {
    let prepared = try PreparedStore()
    let month = try prepared.text("menus/2000-01.json")
    try prepared.write("menus/2000-03.json", month)

    let findings = prepared.findings()

    #expect(findings.corrupt.count == 1)
    #expect(findings.corrupt.first?.contains("does not belong in 2000-03") == true)
  }

  @Test func gearAndJournalFilesThatDoNotParseAreCorrupt() throws {
    let prepared = try PreparedStore()
    try prepared.write("gear.json", "{\"gear\": [")
    try FileManager.default.createDirectory(
      atPath: prepared.root + "/journal", withIntermediateDirectories: true)
    try prepared.write("journal/00000001.json", "{\"version\": 1, \"files\": [}")
    try prepared.write("journal/00000002.json", "{\"version\": 1}")

    let findings = prepared.findings()

    #expect(findings.corrupt.count == 2)
    #expect(findings.corrupt.contains { $0.contains("gear.json") })
    #expect(findings.corrupt.contains { $0.hasPrefix("journal/00000001.json") })
  }

  @Test func aGarbledIndexIsCorrupt() throws {
    let prepared = try PreparedStore()
    try prepared.write("index.json", "{\"exercises\": ")

    #expect(prepared.findings().corrupt == ["index.json: unreadable"])
  }

  @Test func anAcknowledgedWriteThatIsNotThereIsMissing() throws {
    let prepared = try PreparedStore()
    let added = prepared.commands[0]
    let recorded = prepared.commands[1]

    #expect(prepared.findings(expecting: [added, recorded]).missing == [0, 1])

    // A note alone is not the write: `add` made a bench press of two sets.
    var generator = SystemRandomNumberGenerator()
    let set = WorkoutSet(planned: PlannedSet(SetValues([.reps: 5, .weight: 60, .rest: 180])))
    let squat = Workout(
      id: WorkoutID.make(secondsSince1970: 0, using: &generator), exercise: "squat",
      note: "stress 0", sets: [set, set])
    try Store(root: prepared.root).update {
      try $0.put(Menu(date: StressCommand.date(0), workouts: [squat]))
    }
    #expect(prepared.findings(expecting: [added, recorded]).missing == [0, 1])

    var benchPress = squat
    benchPress.exercise = "bench-press"
    try Store(root: prepared.root).update {
      try $0.put(Menu(date: StressCommand.date(0), workouts: [benchPress]))
    }
    #expect(prepared.findings(expecting: [added, recorded]).missing == [1])
  }

  @Test func temporaryFilesAreStrays() throws {
    let prepared = try PreparedStore()
    try prepared.write("menus/.2000-01.json.tmp.4242", "{")
    try prepared.write(".gear.json.tmp.7", "")
    try prepared.write("notes.tmp.7", "")

    #expect(prepared.findings().strays == ["menus/.2000-01.json.tmp.4242", ".gear.json.tmp.7"])
    #expect(!StressCheck.isStray(".gear.json.tmp."))
    #expect(!StressCheck.isStray(".gear.json.tmp.12a"))
  }

  // MARK: - Ledger

  private func run(
    _ number: Int, _ kind: StressKind, _ started: Double, _ ended: Double,
    _ outcome: StressOutcome
  ) -> StressRun {
    StressRun(
      command: StressCommand(number: number, kind: kind, scratch: "/tmp"), started: started,
      ended: ended, outcome: outcome, message: "")
  }

  @Test func aLostAcknowledgedWriteAndALeftStrayAreTallied() throws {
    let prepared = try PreparedStore()
    var ledger = StressLedger()
    try prepared.write("menus/.2000-01.json.tmp.1", "")
    ledger.record(run(0, .add, 0, 1, .killed), lockedIsFine: false)
    ledger.check(root: prepared.root, killedSince: [ledger.runs[0]], acknowledged: false)
    ledger.record(run(1, .record, 2, 3, .exited(0)), lockedIsFine: false)
    ledger.check(root: prepared.root, killedSince: [], acknowledged: true)

    #expect(ledger.tally.strays == 1)
    #expect(ledger.tally.straysLeft == ["menus/.2000-01.json.tmp.1"])
    #expect(ledger.tally.lost == [1])
    #expect(ledger.tally.killedAfterWriting == 0)
    #expect(!ledger.tally.clean)
  }

  @Test func anUndoLeavesUncheckedOnlyTheWritesItMayTakeBack() {
    let runs = [
      run(0, .add, 0, 1, .exited(0)),
      run(1, .log, 2, 3, .exited(0)),
      run(2, .menuPut, 4, 5, .killed),
      run(3, .undo, 6, 7, .exited(0)),
      run(4, .add, 8, 9, .exited(0)),
      run(5, .undo, 10, 11, .exited(1)),
    ]

    #expect(StressLedger.uncertain(runs) == [1, 2, 3])
  }

  @Test func concurrentWritesAroundAnUndoAreUnchecked() {
    let runs = [
      run(0, .add, 0, 1, .exited(0)),
      run(1, .log, 0.5, 6, .exited(0)),
      run(2, .gearAdd, 2, 3, .exited(0)),
      run(3, .undo, 4, 5, .killed),
    ]

    #expect(StressLedger.uncertain(runs) == [1, 2, 3])
  }

  // MARK: - A short run

  /// The stress tool's own scratch folder is in the temporary directory, on the disk: its
  /// commands are killed with SIGKILL in the middle of real writes, fsyncs and renames.
  @Test(.enabled(if: wkcBinary != nil, "needs the built wkc beside the tests"))
  func aShortRunOfTheRealBinaryIsClean() throws {
    let wkc = try #require(wkcBinary)
    var stress = StressBenchmark(wkc: wkc)
    stress.iterations = 12
    stress.writers = 3
    stress.rounds = 3
    stress.seed = 13
    stress.fullDisk = false

    let report = try stress.run { _ in }

    #expect(report.kill.commands == 13)
    #expect(report.concurrent.commands == 10)
    #expect(report.clean, "\(report.text)")
  }
}

/// The wkc built beside this test bundle, or nil.
let wkcBinary: String? = {
  var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
  while folder.path != "/" {
    let candidate = folder.appendingPathComponent("wkc").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    folder.deleteLastPathComponent()
  }
  return nil
}()
