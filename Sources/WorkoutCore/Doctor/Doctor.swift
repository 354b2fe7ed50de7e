#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `wkc doctor`: checks the whole data directory without writing anything, and makes the safe
/// repairs when asked (removes stray temporary files, tightens modes, rebuilds the index);
/// never a menu or any other file of the user's.
public struct Doctor: Sendable {
  /// The store examined.
  public let store: Store

  /// A doctor for `store`.
  public init(store: Store) { self.store = store }

  /// The checks, in order: later ones use what earlier ones learn (the catalog, the gear, the
  /// index the month files make). A new check of the data directory is one more entry here.
  static let checks: [any DoctorCheck] = [
    LinkCheck(), UnfinishedChangeCheck(), StrayFileCheck(), ModeCheck(), CatalogFileCheck(),
    TemplateFileCheck(),
    GearFileCheck(), ProgramFileCheck(), BodyFileCheck(),
    MonthFilesCheck(), IndexCheck(), JournalCheck(),
  ]

  /// Every problem of the data directory, in the order of `checks`. Fails only when the data
  /// directory itself cannot be read; there being none is no problem.
  public func examine() throws(StoreError) -> DoctorReport {
    guard FileSystem.exists(store.root) else {
      return DoctorReport(root: store.root, exists: false, problems: [])
    }
    // Listing it proves it is a folder that can be read.
    _ = try fileOperation { () throws(FileError) in
      guard FileSystem.isFolder(store.root) else {
        throw FileError(
          path: store.root, operation: "read", code: ENOTDIR, reason: "it is not a folder")
      }
      return try FileSystem.names(in: store.root)
    }
    var examination = DoctorExamination(store: store)
    for check in Doctor.checks { check.run(&examination) }
    return DoctorReport(root: store.root, exists: true, problems: examination.problems)
  }

  /// Examines, makes every safe repair under the store's lock, and examines again: the report
  /// holds the problems repaired (`fixed`) and those left. Waits for the lock like a writer.
  public func fix() throws(StoreError) -> DoctorReport {
    let found = try examine()
    let repairs = found.problems.compactMap(\.repair)
    guard !repairs.isEmpty else { return found }
    let lock = try fileOperation { () throws(FileError) in
      try FileLock.acquire(store.lockPath, wait: store.lockWait)
    }
    guard let lock else { throw .locked(path: store.lockPath, seconds: store.lockWait) }
    var done: Set<DoctorRepair> = []
    // The unfinished change first: its temporary files are not stray.
    if repairs.contains(.finishChange) {
      do {
        if try store.finishUnfinishedChangeHoldingLock() != nil { done.insert(.finishChange) }
      } catch {
        // Left as found: the report says why.
      }
    }
    // The index last: it is rebuilt once the month folder holds no stray file.
    for repair in repairs where !repair.isIndex && repair != .finishChange && apply(repair) {
      done.insert(repair)
    }
    // Removing a file from `menus` or changing a month file's mode makes the index stale
    // (its stamps): it is rebuilt whenever anything was repaired, not only when it was wrong.
    if (repairs.contains(.rebuildIndex) || !done.isEmpty) && FileSystem.exists(store.indexPath)
      && apply(.rebuildIndex)
    {
      done.insert(.rebuildIndex)
    }
    lock.release()
    let left = try examine().problems
    let fixed = found.problems.filter { problem in
      guard let repair = problem.repair, done.contains(repair) else { return false }
      return !left.contains { $0.file == problem.file && $0.kind == problem.kind }
    }.map { problem in
      var problem = problem
      problem.fixed = true
      return problem
    }
    return DoctorReport(root: store.root, exists: true, problems: fixed + left)
  }

  /// Makes one repair; true when it was made. Nothing is removed or changed through a
  /// symbolic link: the path and the folders on its way are checked again first.
  private func apply(_ repair: DoctorRepair) -> Bool {
    switch repair {
    case .removeStray(let path):
      let path = store.absolute(path)
      guard (try? store.checkFolders(of: path)) != nil else { return false }
      return unlink(path) == 0 || errno == ENOENT
    case .tightenMode(let path, let mode):
      let path = store.absolute(path)
      guard (try? store.checkFolders(of: path)) != nil, !DoctorFile.isLink(path) else {
        return false
      }
      return chmod(path, mode_t(mode)) == 0
    case .finishChange:
      return false  // made first, above
    case .rebuildIndex:
      do {
        var index = store.emptyIndex()
        let loads = store.indexLoads()
        for month in try store.months() {
          let stamp = FileStamp(of: store.path(of: month))
          index.record(try store.month(month), loads: loads)
          index.files[month] = stamp
        }
        try fileOperation { () throws(FileError) in
          try FileSystem.writeAtomically(index.encoded(), to: store.indexPath)
        }
        return true
      } catch {
        return false
      }
    }
  }
}

extension DoctorRepair {
  fileprivate var isIndex: Bool { self == .rebuildIndex }
}

/// What `wkc doctor` found in a data directory.
public struct DoctorReport: Sendable {
  /// The data directory.
  public var root: String
  /// False when there is no data directory yet (nothing was ever written).
  public var exists: Bool
  /// The problems: those `--fix` repaired first (`fixed`), then those left.
  public var problems: [DoctorProblem]

  /// The problems repaired.
  public var fixedCount: Int { problems.count { $0.fixed } }
  /// The problems left.
  public var left: [DoctorProblem] { problems.filter { !$0.fixed } }
  /// The problems left that `--fix` would repair.
  public var repairable: Int { left.count { $0.repair != nil } }
}

extension JSONWriter {
  /// `{"dataDirectory", "fixed", "problems": [{"column", "file", "fixed", "kind", "line",
  /// "message"}]}`; `line` and `column` are null for a problem of a whole file.
  public mutating func write(_ report: DoctorReport) {
    object { json in
      json.key("dataDirectory")
      json.string(report.root)
      json.key("fixed")
      json.number(report.fixedCount)
      json.key("problems")
      json.array { json in
        for problem in report.problems {
          json.object { json in
            json.key("column")
            json.optional(problem.column) { $0.number($1) }
            json.key("file")
            json.string(problem.file)
            json.key("fixed")
            json.bool(problem.fixed)
            json.key("kind")
            json.string(problem.kind.rawValue)
            json.key("line")
            json.optional(problem.line) { $0.number($1) }
            json.key("message")
            json.string(problem.message)
          }
        }
      }
    }
  }
}
