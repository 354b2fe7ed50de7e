import Foundation

/// The figures of a stress run, as text or JSON.
struct StressReport {
  let seed: UInt64
  /// True when the wkc under test has `undo` (and it was among the commands).
  let undo: Bool
  var kill = StressTally()
  var concurrent = StressTally()
  var fullDisk = FullDiskCheck.Result()

  /// True when nothing was corrupt, lost or half applied, doctor found nothing a kill does
  /// not explain, no undo refused without a reason, no stray outlived a write, the disk phase
  /// held.
  var clean: Bool { kill.clean && concurrent.clean && fullDisk.violations.isEmpty }

  /// The figures of both phases together: kills, acknowledged writes, corrupt, lost,
  /// half-applied, doctor problems, unexplained refusals.
  var totals: [(name: String, count: Int)] {
    let both = [kill, concurrent]
    return [
      ("kills", both.map(\.killed).reduce(0, +)),
      ("acknowledged writes", both.map(\.acknowledged).reduce(0, +)),
      ("corrupt", both.map(\.corrupt.count).reduce(0, +)),
      ("lost", both.map(\.lost.count).reduce(0, +)),
      ("half-applied", both.map(\.halfApplied.count).reduce(0, +)),
      ("doctor problems", both.map(\.doctorProblems.count).reduce(0, +)),
      ("unexplained refusals", both.map(\.unexplainedRefusals.count).reduce(0, +)),
    ]
  }

  var text: String {
    var lines = [
      "kill -9, one at a time: " + describe(kill),
      "concurrent writers: " + describe(concurrent),
    ]
    if let skipped = fullDisk.skipped {
      lines.append("full disk: skipped: \(skipped)")
    } else {
      lines.append(
        "full disk: \(fullDisk.attempts) writes, \(fullDisk.failedWith74) failed with exit 74, "
          + "\(fullDisk.succeeded) fitted in the room left, "
          + "\(fullDisk.violations.count) broke the rule")
    }
    for tally in [kill, concurrent] {
      lines += tally.corrupt.sorted().map { "  corrupt: \($0)" }
      lines += tally.lostDetails.map { "  lost: \($0)" }
      lines += tally.halfApplied.sorted { $0.key < $1.key }.map { "  half-applied: \($0.value)" }
      lines += tally.doctorProblems.sorted().map { "  doctor: \($0)" }
      lines += tally.unexplainedRefusals.map { "  unexplained refusal: \($0)" }
      lines += tally.straysLeft.sorted().map { "  stray left after a write: \($0)" }
      lines += tally.failures.map { "  failed: \($0)" }
    }
    lines += fullDisk.violations.map { "  full disk: \($0)" }
    lines.append(totals.map { "\($0.count) \($0.name)" }.joined(separator: ", "))
    lines.append("stress: seed \(seed): " + (clean ? "clean" : "PROBLEMS FOUND"))
    return lines.joined(separator: "\n")
  }

  private func describe(_ tally: StressTally) -> String {
    let exits = tally.exits.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
    return "\(tally.commands) commands, \(tally.killed) killed (\(tally.killedAfterWriting) after "
      + "their write), \(tally.finished) finished (\(exits.joined(separator: ", "))); "
      + "\(tally.acknowledged) acknowledged; "
      + "\(tally.corrupt.count) corrupt, \(tally.lost.count) lost writes, "
      + "\(tally.halfApplied.count) half-applied, \(tally.doctorProblems.count) doctor problems, "
      + "\(tally.unexplainedRefusals.count) unexplained undo refusals "
      + "(\(tally.explainedRefusals) explained), "
      + "\(tally.strays) strays found, \(tally.straysLeft.count) left after the next write; "
      + "\(tally.failed) other failures; index stale at \(tally.staleIndex) checks"
      + (tally.uncertain > 0
        ? "; \(tally.uncertain) writes not checked (an undo may take them back)" : "")
  }

  var json: String {
    func object(_ tally: StressTally) -> [String: Any] {
      [
        "commands": tally.commands,
        "kinds": Dictionary(uniqueKeysWithValues: tally.kinds.map { ($0.key.rawValue, $0.value) }),
        "killed": tally.killed, "killedAfterWriting": tally.killedAfterWriting,
        "acknowledged": tally.acknowledged,
        "halfApplied": tally.halfApplied.sorted { $0.key < $1.key }.map(\.value),
        "doctorProblems": tally.doctorProblems.sorted(),
        "unexplainedRefusals": tally.unexplainedRefusals,
        "explainedRefusals": tally.explainedRefusals,
        "finished": tally.finished,
        "exits": Dictionary(uniqueKeysWithValues: tally.exits.map { ("\($0.key)", $0.value) }),
        "corrupt": tally.corrupt.sorted(), "lost": tally.lostDetails,
        "strays": tally.strays, "straysLeft": tally.straysLeft.sorted(),
        "staleIndex": tally.staleIndex, "uncertain": tally.uncertain, "failed": tally.failed,
        "failures": tally.failures,
      ]
    }
    var disk: [String: Any] = [
      "attempts": fullDisk.attempts, "failedWith74": fullDisk.failedWith74,
      "succeeded": fullDisk.succeeded, "violations": fullDisk.violations,
    ]
    disk["skipped"] = fullDisk.skipped ?? NSNull()
    let document: [String: Any] = [
      "seed": "\(seed)", "undo": undo, "clean": clean, "kill": object(kill),
      "concurrent": object(concurrent), "fullDisk": disk,
      "totals": Dictionary(uniqueKeysWithValues: totals.map { ($0.name, $0.count) }),
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
