/// Why a change cannot be undone.
public enum UndoError: Error, Equatable, Sendable {
  /// The journal holds no change.
  case empty
  /// There is no change of that number (1 is the newest).
  case noSuchChange(number: Int, count: Int)
  /// The change replaced more than the journal keeps.
  case notKept(command: String)
  /// A file the change wrote was changed since: by `by` (a newer change's command, and its
  /// number), else by hand or another device.
  case changedSince(file: String, command: String, by: (command: String, number: Int)?)
  /// Every file of the change is as it was before it: it never finished, or was undone.
  case alreadyBefore(command: String)
  /// A file the change kept is gone from the journal.
  case keptFileGone(command: String, file: String)

  /// The same error: the same message.
  public static func == (lhs: UndoError, rhs: UndoError) -> Bool {
    lhs.message == rhs.message
  }

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .empty:
      return "nothing to undo: no change is kept yet"
    case .noSuchChange(let number, let count):
      return "there is no change \(number); the journal keeps \(count)"
        + (count == 1 ? " change" : " changes")
    case .notKept(let command):
      return "cannot undo '\(command)': it replaced more than the journal keeps"
    case .changedSince(let file, let command, let by):
      let since =
        by.map { "by '\($0.command)' (change \($0.number)); undo that first" }
        ?? "by hand or by another device; wkc will not overwrite it (put the file back as it "
        + "was to undo, or change it with wkc commands)"
      return "cannot undo '\(command)': \(file) changed since, \(since)"
    case .alreadyBefore(let command):
      return "cannot undo '\(command)': its files are already as they were before it "
        + "(it did not finish, or was undone)"
    case .keptFileGone(let command, let file):
      return "cannot undo '\(command)': the journal's copy of \(file) is gone"
    }
  }
}
