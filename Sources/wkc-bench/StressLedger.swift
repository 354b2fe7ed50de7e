import WorkoutCore

/// The figures of one phase of the stress run.
struct StressTally: Sendable {
  var commands = 0
  var kinds: [StressKind: Int] = [:]
  var killed = 0
  /// Commands that ended by themselves, by exit code.
  var exits: [Int32: Int] = [:]
  /// Killed commands whose effect is in the store all the same (killed after their commit).
  var killedAfterWriting = 0
  /// Each file found not to read, by message.
  var corrupt: Set<String> = []
  /// Acknowledged writes found missing, by command number.
  var lost: Set<Int> = []
  /// Stray temporary files seen appear.
  var strays = 0
  /// Strays still there after a later acknowledged write.
  var straysLeft: Set<String> = []
  /// Checks that found the index stale (a cache: rebuilt at the next lookup).
  var staleIndex = 0
  /// Acknowledged writes an `undo` may have taken back, so not checked.
  var uncertain = 0
  /// Commands that failed other than by exit 0, a kill, or 75 when `lockedIsFine`: the
  /// harness expects none, so any is a finding.
  var failed = 0
  /// What the failures said (other than 0, killed, and 75 when `lockedIsFine`), a few of each.
  var failures: [String] = []
  /// What the lost writes were.
  var lostDetails: [String] = []

  var finished: Int { exits.values.reduce(0, +) }
  var clean: Bool { corrupt.isEmpty && lost.isEmpty && straysLeft.isEmpty && failed == 0 }
}

/// Keeps every run of a phase, says which writes must be in the store, and tallies checks.
struct StressLedger {
  private(set) var runs: [StressRun] = []
  private(set) var tally = StressTally()
  private var strays: Set<String> = []

  /// Counts a run.
  mutating func record(_ run: StressRun, lockedIsFine: Bool) {
    runs.append(run)
    tally.commands += 1
    tally.kinds[run.command.kind, default: 0] += 1
    switch run.outcome {
    case .killed:
      tally.killed += 1
    case .exited(let code):
      tally.exits[code, default: 0] += 1
      // An undo may refuse (1): nothing to undo, or the newest change never reached its files.
      let fine =
        code == 0 || (code == 75 && lockedIsFine) || (code == 1 && run.command.kind == .undo)
      if !fine {
        tally.failed += 1
      }
      if !fine, tally.failures.count < 20 {
        tally.failures.append(
          "\(run.command.kind.rawValue) #\(run.command.number) exit \(code): \(run.message)")
      }
    }
  }

  /// Checks the store at `root` after the runs so far: `acknowledged` says the last run (or
  /// a final write) was an acknowledged write, so strays seen before it must be gone.
  mutating func check(root: String, killedSince: [StressRun], acknowledged: Bool) {
    let uncertain = StressLedger.uncertain(runs)
    let expected = runs.filter {
      $0.outcome.acknowledged && !uncertain.contains($0.command.number)
    }.map(\.command)
    let probes = killedSince.filter { !uncertain.contains($0.command.number) }.map(\.command)
    let findings = StressCheck.check(root: root, expected: expected + probes)
    let missing = Set(findings.missing)
    tally.corrupt.formUnion(findings.corrupt)
    for command in expected where missing.contains(command.number) {
      if tally.lost.insert(command.number).inserted {
        tally.lostDetails.append(
          "#\(command.number) \(command.kind.rawValue) (wkc \(command.arguments.joined(separator: " "))) "
            + "after \(runs.count) commands")
      }
    }
    tally.killedAfterWriting += probes.count { !missing.contains($0.number) }
    tally.strays += findings.strays.subtracting(strays).count
    if acknowledged { tally.straysLeft.formUnion(strays.intersection(findings.strays)) }
    strays = findings.strays
    if findings.index == .stale { tally.staleIndex += 1 }
    tally.uncertain = uncertain.count
  }

  /// The acknowledged writes an `undo` may have taken back. An undo takes back the newest
  /// change before it; a write X is surely not that one when another acknowledged write began
  /// after X ended and ended before the undo began (it committed later, under the lock).
  static func uncertain(_ runs: [StressRun]) -> Set<Int> {
    var uncertain: Set<Int> = []
    for undo in runs
    where undo.command.kind == .undo && (undo.outcome == .killed || undo.outcome.acknowledged) {
      let latestStart =
        runs.filter { $0.outcome.acknowledged && $0.ended < undo.started }.map(\.started).max()
        ?? -.infinity
      for run in runs where run.started < undo.ended && run.ended >= latestStart {
        uncertain.insert(run.command.number)
      }
    }
    return uncertain
  }
}
