/// One problem `wkc doctor` found in the data directory: where, what, and the safe repair that
/// removes it, if there is one.
public struct DoctorProblem: Hashable, Sendable {
  /// What kind of problem it is; the stable word of `--json`.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The file cannot be read or does not parse (the reader's message).
    case unreadable
    /// The file's `version` is missing, not a whole number, below 1, or newer than this wkc.
    case version
    /// A file in `menus/` whose name is not `YYYY-MM.json`.
    case fileName
    /// A menu in the file of another month.
    case wrongMonth
    /// A workout id that appears more than once in a month.
    case duplicateId
    /// A workout id that is not 1 to 32 letters a-z and digits, at least one a letter.
    case malformedId
    /// A set value outside its item's range (or a count that is not whole, or NaN).
    case badValue
    /// A set value of an item the exercise does not use.
    case itemNotUsed
    /// A workout of an exercise neither in the built-in catalog nor the user's.
    case unknownExercise
    /// A workout, or an exercise's default, naming gear not in `gear.json`.
    case unknownGear
    /// `index.json` does not match the month files.
    case staleIndex
    /// A temporary file a killed writer left behind.
    case strayFile
    /// A folder wider than 0700 or a file wider than 0600.
    case mode
    /// A journal entry keeping a copy of a file that does not read as that file.
    case journal
    /// A change of several files that a stopped wkc left half made (`commit.json`).
    case unfinishedChange
    /// The program followed cannot be read: its file is gone or does not read.
    case program
  }

  /// The path, relative to the data directory (`menus/2024-03.json`).
  public var file: String
  /// 1-based line in the file, or nil when the problem is the file itself.
  public var line: Int?
  /// 1-based column (in characters), or nil when the problem is the file itself.
  public var column: Int?
  /// What kind of problem it is.
  public var kind: Kind
  /// What is wrong, in words a user can act on.
  public var message: String
  /// The safe repair `--fix` makes, or nil when only the user can mend it.
  public var repair: DoctorRepair?
  /// True when `--fix` repaired it.
  public var fixed = false

  /// A problem of `file` at `line` and `column`, when known.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, kind: Kind, message: String,
    repair: DoctorRepair? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.message = message
    self.repair = repair
  }

  /// `menus/2024-03.json:12:7`, or the file alone when the problem has no place in it.
  public var location: String {
    guard let line, let column else { return file }
    return "\(file):\(line):\(column)"
  }
}

/// A repair `wkc doctor --fix` may make: none rewrites a menu or any other file of the user's.
public enum DoctorRepair: Hashable, Sendable {
  /// Removes a stray temporary file (a path relative to the data directory).
  case removeStray(String)
  /// Sets the mode of a file or folder (relative path) to `mode`.
  case tightenMode(String, mode: UInt32)
  /// Rebuilds `index.json` from the month files.
  case rebuildIndex
  /// Finishes the change of `commit.json`: renames the rest of its files into place.
  case finishChange

  /// What the repair did, for people: "removed", "mode now 0600", "rebuilt".
  public var done: String {
    switch self {
    case .removeStray: "removed"
    case .tightenMode(_, let mode): "mode now " + DoctorRepair.octal(mode)
    case .rebuildIndex: "rebuilt"
    case .finishChange: "finished"
    }
  }

  /// `0644`.
  static func octal(_ mode: UInt32) -> String {
    let digits = String(mode & 0o7777, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
