import WorkoutCore

/// The figures of one phase of the stress run.
struct StressTally: Sendable {
  var commands = 0
  var kinds: [StressKind: Int] = [:]
  var killed = 0
  /// Commands that exited 0: writes acknowledged to the user.
  var acknowledged = 0
  /// Commands that ended by themselves, by exit code.
  var exits: [Int32: Int] = [:]
  /// Killed commands whose effect is in the store all the same (killed after their commit).
  var killedAfterWriting = 0
  /// Each file found not to read, and each write whose content differs from what it should
  /// have made (a set lost, a value changed, a duplicate), by message.
  var corrupt: Set<String> = []
  /// Acknowledged writes found missing, by command number.
  var lost: Set<Int> = []
  /// Multi-month changes found with some months applied and others not, by command number:
  /// how many months, after which command.
  var halfApplied: [Int: String] = [:]
  /// What `wkc doctor` reported that a kill does not explain, each once.
  var doctorProblems: Set<String> = []
  /// Undo refusals the journal's rules do not explain, with their message.
  var unexplainedRefusals: [String] = []
  /// Undo refusals that are explained (a newer change, or a change killed before its files).
  var explainedRefusals = 0
  /// Stray temporary files seen appear.
  var strays = 0
  /// Strays still there after a later acknowledged write.
  var straysLeft: Set<String> = []
  /// Checks that found the index stale (a cache: rebuilt at the next lookup).
  var staleIndex = 0
  /// Acknowledged writes an `undo` may have taken back, so not checked for loss.
  var uncertain = 0
  /// Commands that failed other than by exit 0, a kill, 75 when `lockedIsFine`, or an undo's
  /// refusal: the harness expects none, so any is a finding.
  var failed = 0
  /// What the failures said, a few of each.
  var failures: [String] = []
  /// What the lost writes were.
  var lostDetails: [String] = []

  var finished: Int { exits.values.reduce(0, +) }
  var clean: Bool {
    corrupt.isEmpty && lost.isEmpty && halfApplied.isEmpty && doctorProblems.isEmpty
      && unexplainedRefusals.isEmpty && straysLeft.isEmpty && failed == 0
  }
}

/// Keeps every run of a phase, says which writes must be in the store, and tallies checks.
struct StressLedger {
  private(set) var runs: [StressRun] = []
  private(set) var tally = StressTally()
  private var strays: Set<String> = []
  /// The writes an undo may have taken back, for the undos among the first `undosCounted`
  /// runs: a run recorded later never overlaps an undo already counted (the kill phase runs
  /// one at a time; the concurrent phase is checked once all have ended).
  private var uncertain: Set<Int> = []
  private var undosCounted = 0
  private var doctorRuns = 0

  /// Counts a run; an undo's refusal (exit 1) is explained by the runs before it, or a finding.
  mutating func record(_ run: StressRun, lockedIsFine: Bool) {
    let before = runs
    runs.append(run)
    tally.commands += 1
    tally.kinds[run.command.kind, default: 0] += 1
    let name = "\(run.command.kind.rawValue) #\(run.command.number)"
    switch run.outcome {
    case .killed:
      tally.killed += 1
    case .exited(let code):
      tally.exits[code, default: 0] += 1
      if code == 0 { tally.acknowledged += 1 }
      if code == 1, run.command.kind.isUndo {
        if StressRefusal.isExplained(run.message, before: before) {
          tally.explainedRefusals += 1
        } else {
          tally.unexplainedRefusals.append("\(name): \(run.message)")
        }
      } else if code != 0, code != 75 || !lockedIsFine {
        tally.failed += 1
        if tally.failures.count < 20 {
          tally.failures.append("\(name) exit \(code): \(run.message)")
        }
      }
    }
  }

  /// Counts what doctor reported that a kill does not explain.
  mutating func count(doctor problems: [String]) {
    tally.doctorProblems.formUnion(problems)
  }

  /// Checks the store at `root` after the runs so far: `acknowledged` says the last run (or
  /// a final write) was an acknowledged write, so strays seen before it must be gone. With a
  /// `tool`, the content is read back through `wkc export` and doctor runs (`--json` each
  /// time, plain at the first check, every tenth, after an acknowledged write and whenever
  /// `--json` finds anything).
  mutating func check(
    root: String, killedSince: [StressRun], acknowledged: Bool, tool: StressTool? = nil
  ) {
    // Doctor first, as the kill left the store; then `wkc export`, which (as any command)
    // finishes a change the kill left half made; then the files as it left them.
    var exported: Result<StressContent, StressReadbackError>?
    if let tool {
      doctorRuns += 1
      count(doctor: tool.doctor(text: doctorRuns % 10 == 1 || acknowledged))
      exported = tool.exported()
    }
    let findings = StressCheck.check(root: root)
    tally.corrupt.formUnion(findings.corrupt)
    var content = findings.content
    switch exported {
    case .success(let exported):
      if exported.menus != content.menus || exported.gear != content.gear {
        tally.corrupt.insert("wkc export shows other menus or gear than the files hold")
      }
      content = exported
    case .failure(let error):
      tally.corrupt.insert(error.message)
    case nil: break
    }
    judge(content, killedSince: killedSince)
    tally.strays += findings.strays.subtracting(strays).count
    if acknowledged { tally.straysLeft.formUnion(strays.intersection(findings.strays)) }
    strays = findings.strays
    if findings.index == .stale { tally.staleIndex += 1 }
  }

  /// Looks for every write so far in `content`: an acknowledged one must be there whole
  /// (unless an undo may have taken it back), any must be whole or absent, a multi-month one
  /// in every month or none.
  mutating func judge(_ content: StressContent, killedSince: [StressRun]) {
    for undo in runs[undosCounted...] {
      uncertain.formUnion(StressLedger.uncertain(runs, undo: undo))
    }
    undosCounted = runs.count
    let killed = Set(killedSince.map(\.command.number))
    let last =
      runs.last.map {
        "after \(runs.count) commands, the last \($0.command.kind.rawValue) #\($0.command.number) \($0.outcome == .killed ? "killed" : "exited")"
      } ?? ""
    for run in runs where !run.command.kind.isUndo {
      let command = run.command
      let number = command.number
      switch content.state(of: command.effect) {
      case .wrong(let why):
        tally.corrupt.insert("#\(number) \(command.kind.rawValue): \(why)")
      case .partial(let present, let months):
        if tally.halfApplied[number] == nil {
          tally.halfApplied[number] =
            "#\(number) \(command.kind.rawValue): \(present) of \(months) months, \(last)"
        }
      case .absent:
        guard run.outcome.acknowledged, !uncertain.contains(number) else { continue }
        if tally.lost.insert(number).inserted {
          tally.lostDetails.append(
            "#\(number) \(command.kind.rawValue) (wkc \(command.arguments.joined(separator: " "))) \(last)"
          )
        }
      case .whole:
        if killed.contains(number), !uncertain.contains(number) { tally.killedAfterWriting += 1 }
      }
    }
    tally.uncertain = runs.count {
      $0.outcome.acknowledged && uncertain.contains($0.command.number)
    }
  }

  /// The writes an `undo` may have taken back. An undo takes back the newest change before it;
  /// a write X is surely not that one when another acknowledged write began after X ended and
  /// ended before the undo began (it committed later, under the lock).
  static func uncertain(_ runs: [StressRun]) -> Set<Int> {
    runs.reduce(into: []) { $0.formUnion(uncertain(runs, undo: $1)) }
  }

  /// The writes among `runs` that `undo` may have taken back (none when it is no undo, or
  /// refused).
  static func uncertain(_ runs: [StressRun], undo: StressRun) -> Set<Int> {
    guard undo.command.kind.isUndo, undo.outcome == .killed || undo.outcome.acknowledged else {
      return []
    }
    let latestStart =
      runs.filter { $0.outcome.acknowledged && $0.ended < undo.started }.map(\.started).max()
      ?? -.infinity
    return Set(
      runs.filter { $0.started < undo.ended && $0.ended >= latestStart }.map(\.command.number))
  }
}
