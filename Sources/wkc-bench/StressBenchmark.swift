import Foundation
import WorkoutCore

/// `wkc-bench stress`: write commands killed with SIGKILL at random moments, one at a time and
/// 24 at once, then a full disk; after each, every file of the store must read, every
/// acknowledged write must be there in full (every set and value, once), a multi-month change
/// (an import of two years, its undo) in every month or none, doctor must find nothing a kill
/// does not explain, an undo must refuse only for a reason, and stray temporary files must go
/// at the next write.
struct StressBenchmark {
  var wkc: String
  var iterations = 1000
  /// When set, the kill phase runs until this many commands were killed (instead of
  /// `iterations` commands).
  var kills: Int?
  var writers = 24
  /// Commands each concurrent writer runs.
  var rounds = 40
  var seed = UInt64.random(in: 1...UInt64.max)
  var keep = false
  /// False to leave out the full-disk phase.
  var fullDisk = true

  /// Runs the phases, says how it goes on stderr and prints the report (JSON when `json`);
  /// the exit status: 1 when anything was corrupt or lost, else 0.
  func main(json: Bool) throws -> Int32 {
    let report = try run { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    print(json ? report.json : report.text)
    return report.clean ? 0 : 1
  }

  /// Runs the phases; returns the report.
  func run(progress: (String) -> Void) throws -> StressReport {
    var generator = SeededGenerator(seed: seed)
    let scratch = try makeScratch()
    defer {
      if !keep { try? FileManager.default.removeItem(atPath: scratch) }
    }
    let undo = hasUndo
    // `undo year` runs only right after an `import year`, which is drawn twice as often.
    let kinds = StressKind.allCases.filter { $0 != .undoYear && ($0 != .undo || undo) }
    progress("stress: seed \(seed), wkc \(wkc), scratch \(scratch)")
    let typical = try calibrate(kinds: kinds + (undo ? [.undoYear] : []), scratch: scratch)
    progress(
      "stress: typical seconds: "
        + typical.sorted { $0.key.rawValue < $1.key.rawValue }.map {
          "\($0.key.rawValue) \(String(format: "%.3f", $0.value))"
        }.joined(separator: ", "))
    var report = StressReport(seed: seed, undo: undo)
    report.kill = try killPhase(
      kinds: kinds + [.importYear], undo: undo, typical: typical, scratch: scratch,
      generator: &generator, progress: progress)
    report.concurrent = try concurrentPhase(
      kinds: kinds, typical: typical, scratch: scratch, generator: &generator)
    report.fullDisk =
      fullDisk
      ? FullDiskCheck(wkc: wkc, kinds: kinds).run(scratch: scratch)
      : FullDiskCheck.Result(skipped: "left out")
    if keep { progress("stress: kept \(scratch)") }
    return report
  }

  /// True when the wkc under test has `undo`.
  var hasUndo: Bool {
    let child = Child([wkc, "undo", "--help"], environment: ["PATH": "/usr/bin:/bin"])
    var status: Int32 = 0
    waitpid(child.pid, &status, 0)
    return status == 0
  }

  // MARK: - Phases

  /// The median seconds of each kind, three runs each, on a store of its own.
  private func calibrate(kinds: [StressKind], scratch: String) throws -> [StressKind: Double] {
    let commands = (0..<kinds.count * 3).map { number in
      StressCommand(number: number, kind: kinds[number % kinds.count], scratch: scratch)
    }
    let store = try StressStore(
      wkc: wkc, root: "\(scratch)/calibration", scratch: scratch, preparing: commands)
    var times: [StressKind: [Double]] = [:]
    for command in commands {
      let run = try store.start(command, killAfter: nil, slot: 0).wait()
      times[command.kind, default: []].append(run.ended - run.started)
    }
    return times.mapValues { $0.sorted()[$0.count / 2] }
  }

  /// Commands one at a time, each killed after a random delay between 0 and 1.25 times its
  /// kind's typical time (a multi-month change between 0.5 and 1.1 times: in its commit); the
  /// store is checked after each, through `wkc export` and doctor after each kill. Runs
  /// `iterations` commands, or until `kills` were killed.
  private func killPhase(
    kinds: [StressKind], undo: Bool, typical: [StressKind: Double], scratch: String,
    generator: inout SeededGenerator, progress: (String) -> Void
  ) throws -> StressTally {
    var commands: [StressCommand] = []
    while commands.count < kills.map({ $0 * 2 + 20 }) ?? iterations {
      let kind = kinds.randomElement(using: &generator)!
      commands.append(StressCommand(number: commands.count, kind: kind, scratch: scratch))
      if kind == .importYear, undo, Bool.random(using: &generator) {
        commands.append(StressCommand(number: commands.count, kind: .undoYear, scratch: scratch))
      }
    }
    let store = try StressStore(
      wkc: wkc, root: "\(scratch)/kill", scratch: scratch, preparing: commands)
    let tool = StressTool(wkc: wkc, environment: store.environment, scratch: scratch)
    var typical = typical
    var ledger = StressLedger()
    for command in commands {
      if let kills, ledger.tally.killed >= kills { break }
      let usual = typical[command.kind]!
      let delay =
        command.kind.isMultiMonth
        ? Double.random(in: (usual * 0.5)...(usual * 1.1), using: &generator)
        : Double.random(in: 0...(usual * 1.25), using: &generator)
      let run = try store.start(command, killAfter: delay, slot: 0).wait()
      ledger.record(run, lockedIsFine: false)
      let killed = run.outcome == .killed
      // A store that grows makes its writes slower: follow the time they take.
      if run.outcome.acknowledged {
        typical[command.kind] = usual * 0.7 + (run.ended - run.started) * 0.3
      }
      ledger.check(
        root: store.root, killedSince: killed ? [run] : [],
        acknowledged: run.outcome.acknowledged, tool: killed ? tool : nil)
      if ledger.runs.count % 100 == 0 {
        let tally = ledger.tally
        progress(
          "stress: \(ledger.runs.count) commands, \(tally.killed) killed, "
            + "\(tally.corrupt.count) corrupt, \(tally.lost.count) lost, "
            + "\(tally.halfApplied.count) half-applied, \(tally.doctorProblems.count) doctor "
            + "problems, \(tally.unexplainedRefusals.count) unexplained refusals")
      }
    }
    try finalWrite(store: store, number: commands.count, ledger: &ledger, tool: tool)
    return ledger.tally
  }

  /// `writers` loops of `rounds` commands at once; a quarter of the commands are killed after
  /// a random delay up to twice their kind's typical time. Checked when all are done.
  private func concurrentPhase(
    kinds: [StressKind], typical: [StressKind: Double], scratch: String,
    generator: inout SeededGenerator
  ) throws -> StressTally {
    let queues = (0..<writers).map { writer in
      (0..<rounds).map { round in
        StressCommand(
          number: writer * rounds + round, kind: kinds.randomElement(using: &generator)!,
          scratch: scratch)
      }
    }
    let store = try StressStore(
      wkc: wkc, root: "\(scratch)/concurrent", scratch: scratch, preparing: queues.flatMap { $0 })
    var ledger = StressLedger()
    var next = Array(repeating: 0, count: writers)
    var running: [StressProcess?] = Array(repeating: nil, count: writers)
    var killed: [StressRun] = []
    func startNext(_ writer: Int, generator: inout SeededGenerator) throws {
      guard next[writer] < rounds else {
        running[writer] = nil
        return
      }
      let command = queues[writer][next[writer]]
      next[writer] += 1
      let delay =
        Double.random(in: 0..<1, using: &generator) < 0.25
        ? Double.random(in: 0...(typical[command.kind]! * 2), using: &generator) : nil
      running[writer] = try store.start(command, killAfter: delay, slot: writer)
    }
    for writer in 0..<writers { try startNext(writer, generator: &generator) }
    while running.contains(where: { $0 != nil }) {
      for writer in 0..<writers {
        guard let process = running[writer], let run = process.poll() else { continue }
        ledger.record(run, lockedIsFine: true)
        if run.outcome == .killed { killed.append(run) }
        try startNext(writer, generator: &generator)
      }
      usleep(200)
    }
    let tool = StressTool(wkc: wkc, environment: store.environment, scratch: scratch)
    ledger.check(root: store.root, killedSince: killed, acknowledged: false, tool: tool)
    try finalWrite(store: store, number: writers * rounds, ledger: &ledger, tool: tool)
    return ledger.tally
  }

  /// One more write, never killed, then a check: no stray may be left.
  private func finalWrite(
    store: StressStore, number: Int, ledger: inout StressLedger, tool: StressTool
  ) throws {
    let command = StressCommand(number: number, kind: .add, scratch: store.scratch)
    // Its date was not prepared; `add` needs nothing there.
    let run = try store.start(command, killAfter: nil, slot: 0).wait()
    ledger.record(run, lockedIsFine: false)
    ledger.check(
      root: store.root, killedSince: [], acknowledged: run.outcome.acknowledged, tool: tool)
  }

  private func makeScratch() throws -> String {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/wkc-stress-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw CocoaError(.fileWriteUnknown)
    }
    return String(cString: made)
  }
}

/// A small seeded generator (SplitMix64), so a run can be repeated with `--seed`.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
