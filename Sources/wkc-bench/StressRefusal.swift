/// Which refusals of `undo` the journal's rules explain in a stress run (see
/// `UndoError`): a newer change came after the one it would undo, the change it would undo
/// did not finish because the harness killed it, or no change was acknowledged yet (the
/// store is prepared without the journal). Any other refusal is a failure.
enum StressRefusal {
  /// True when undo's refusal `message` is explained by the runs `before` it.
  static func isExplained(_ message: String, before runs: [StressRun]) -> Bool {
    // "nothing to undo: no change is kept yet"
    if message.contains("nothing to undo") {
      return !runs.contains { $0.outcome.acknowledged }
    }
    let killed = runs.filter { $0.outcome == .killed }.map(\.command)
    // "cannot undo 'X': FILE changed since, by 'Y' (change N); undo that first"
    if message.contains("changed since, by '") { return true }
    // "cannot undo 'X': its files are already as they were before it (it did not finish, or
    // was undone)": explained when X is a command that was killed.
    guard message.contains("(it did not finish"),
      let start = message.range(of: "cannot undo '"),
      let end = message.range(of: "': its files", range: start.upperBound..<message.endIndex)
    else { return false }
    let named = plain(String(message[start.upperBound..<end.lowerBound]))
    return killed.contains { plain($0.arguments.joined(separator: " ")) == named }
  }

  /// A command line without its quotes, as the journal's label and the arguments compare.
  private static func plain(_ command: String) -> String {
    String(command.filter { $0 != "'" && $0 != "\"" && $0 != "\\" })
  }
}
