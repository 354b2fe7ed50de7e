/// A change of several files on its way into place: `commit.json` in the data directory.
///
/// A commit writes every new file under a temporary name first, then this file, then renames
/// each temporary file over its file and removes the files the change removes, and last removes
/// this file. Found by a later wkc, it means one was stopped in between: the next wkc to take the
/// lock finishes the change (rolls it forward), so a change is all or nothing across a crash.
public struct UnfinishedChange: Sendable, Equatable {
  /// A new file still to be renamed into place (or already renamed).
  public struct Rename: Sendable, Equatable {
    /// The file, relative to the data directory: `menus/2024-01.json`, `journal/00000012.json`.
    public var path: String
    /// The temporary file holding its new bytes, in the same folder: `.2024-01.json.tmp.4711`.
    public var temporary: String
    /// The digest of the new bytes.
    public var digest: FileDigest

    /// `temporary` becomes `path`, holding bytes of `digest`.
    public init(path: String, temporary: String, digest: FileDigest) {
      self.path = path
      self.temporary = temporary
      self.digest = digest
    }
  }

  /// The command that made the change, as typed: `import strong.csv`.
  public var command: String
  /// The files the change replaces or creates, in the order they are renamed.
  public var renames: [Rename]
  /// The files the change removes, relative to the data directory.
  public var removes: [String]

  /// A change of `command` renaming `renames` and removing `removes`.
  public init(command: String, renames: [Rename], removes: [String]) {
    self.command = command
    self.renames = renames
    self.removes = removes
  }

  /// The number of the journal entry the change puts in place; nil when it keeps none.
  public var journalEntry: Int? {
    renames.lazy.compactMap { rename in
      rename.path.hasPrefix("journal/")
        ? JournalEntry.number(ofName: String(rename.path.dropFirst(8))) : nil
    }.first
  }

  /// The name of the file in the data directory.
  public static let fileName = "commit.json"

  /// True when wkc may rename to or remove `path` (relative to the data directory): a store
  /// file, or a journal entry for renames. A tampered `commit.json` never leads wkc elsewhere.
  static func isOwnPath(_ path: String, journalEntry: Bool) -> Bool {
    if StoreFile(path: path) != nil { return true }
    guard journalEntry, path.hasPrefix("journal/") else { return false }
    return JournalEntry.number(ofName: String(path.dropFirst(8))) != nil
  }

  /// True when `temporary` is the name of a temporary file wkc writes for `path`:
  /// `.NAME.tmp.PID`.
  static func isTemporary(_ temporary: String, of path: String) -> Bool {
    let name = FileSystem.split(path).name
    let prefix = ".\(name).tmp."
    guard temporary.hasPrefix(prefix) else { return false }
    let digits = temporary.utf8.dropFirst(prefix.utf8.count)
    return !digits.isEmpty && digits.count <= 10 && digits.allSatisfy { (48...57).contains($0) }
  }
}
