/// One change in the undo journal: what made it, and each file it replaced as it was before.
public struct JournalEntry: Sendable, Equatable {
  // Its fields and versions are declared in Files/JournalEntryFormat.swift.

  /// The command that made the change, its time and its run of wkc.
  public var label: ChangeLabel
  /// The dates whose menus the change touched, oldest first.
  public var dates: [LocalDate]
  /// The files the change replaced, created or removed.
  public var files: [JournalFile]
  /// False when the files it replaced were too large to keep: listed, but not undoable.
  public var kept: Bool

  /// An entry of `files` made by `label`.
  public init(label: ChangeLabel, dates: [LocalDate], files: [JournalFile], kept: Bool = true) {
    self.label = label
    self.dates = dates
    self.files = files
    self.kept = kept
  }

  /// The name of the file entry `number` keeps of `kind`: `00000012-menus-2024-01.json`;
  /// without a kind, the prefix `00000012-`.
  public static func copyName(number: Int, kind: StoreFile?) -> String {
    let digits = "\(number)"
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits + "-"
      + (kind.map { "\($0.slug).json" } ?? "")
  }

  /// What it touched beyond menus: `catalog`, `templates`, `gear`, `program`, `body`.
  public var otherFiles: [String] {
    files.compactMap { file in
      switch file.kind {
      case .month: nil
      case .catalog: "catalog"
      case .templates: "templates"
      case .gear: "gear"
      case .program: "program"
      case .body: "body"
      }
    }
  }
}

/// A file as one change found and left it.
public struct JournalFile: Sendable, Equatable {
  /// Which file of the data directory.
  public var kind: StoreFile
  /// The name, in the journal's folder, of the file as it was before the change (a hard link
  /// to it, or a copy); nil when there was no file, or the entry was not kept.
  public var copy: String?
  /// The digest of its bytes after the change; nil when the change removed it.
  public var after: FileDigest?

  /// The file `kind`, kept before the change as `copy`, replaced by bytes of digest `after`.
  public init(kind: StoreFile, copy: String?, after: FileDigest?) {
    self.kind = kind
    self.copy = copy
    self.after = after
  }
}

/// A file of the data directory that a change writes and undo restores.
public enum StoreFile: Hashable, Sendable, Comparable, CustomStringConvertible {
  case month(YearMonth)
  case catalog, templates, gear, program, body

  /// The file at `path`, relative to the data directory; nil for any other path, so a journal
  /// never leads undo outside the store's own files.
  public init?(path: String) {
    switch path {
    case "catalog.json": self = .catalog
    case "templates.json": self = .templates
    case "gear.json": self = .gear
    case "program.json": self = .program
    case "body.json": self = .body
    default:
      guard path.hasPrefix("menus/"), path.hasSuffix(".json"), path.utf8.count == 18,
        let month = YearMonth(String(path.dropFirst(6).dropLast(5))),
        "menus/\(month).json" == path
      else { return nil }
      self = .month(month)
    }
  }

  /// The file's part of the name of its copy in the journal: `menus-2024-01`.
  var slug: String {
    switch self {
    case .month(let month): "menus-\(month)"
    case .catalog: "catalog"
    case .templates: "templates"
    case .gear: "gear"
    case .program: "program"
    case .body: "body"
    }
  }

  /// The path relative to the data directory: `menus/2024-01.json`.
  public var description: String {
    switch self {
    case .month(let month): "menus/\(month).json"
    case .catalog: "catalog.json"
    case .templates: "templates.json"
    case .gear: "gear.json"
    case .program: "program.json"
    case .body: "body.json"
    }
  }
}
