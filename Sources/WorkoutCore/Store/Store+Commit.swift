#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A change a stopped wkc left half made, which this wkc finished.
public struct FinishedChange: Sendable, Equatable {
  /// The command that made it, as typed: `import strong.csv`.
  public var command: String
  /// The files it changes.
  public var files: Int
  /// Those this wkc renamed into place or removed (the rest the stopped one had).
  public var finishedNow: Int
  /// True when the change is in the undo journal.
  public var journaled: Bool
}

extension Store {
  /// Removes temporary files a killed writer left behind (callers hold the lock): only those
  /// of wkc's own file names, never a file of the user's that looks like one.
  func removeStaleTemporaryFiles(in folder: String) {
    guard let names = try? FileSystem.names(in: folder) else { return }
    for name in names where OwnFileNames.isOwnTemporary(name, in: nil) {
      unlink("\(folder)/\(name)")
    }
  }

  /// `commit.json`: the change being renamed into place, while there is one.
  var commitPath: String { root + "/" + UnfinishedChange.fileName }

  /// Writes `commit.json` for a change of several files, staged and not yet renamed into place
  /// (`removed`: absolute paths), so a stop in the middle is finished by the next wkc; nothing
  /// for a change of one file, which one rename or removal makes whole. Nothing is renamed yet.
  func decide(_ staged: [StagedFile], removing removed: [String], command: String)
    throws(FileError) -> UnfinishedChange?
  {
    guard staged.count + removed.count > 1 else { return nil }
    let change = UnfinishedChange(
      command: command,
      renames: staged.map { file in
        UnfinishedChange.Rename(
          path: relative(file.target), temporary: FileSystem.split(file.temporary).name,
          digest: file.digest)
      },
      removes: removed.map(relative))
    try FileSystem.writeAtomically(change.encoded(), to: commitPath)
    return change
  }

  /// Renames the staged files into place and removes `removed`: through `decided`, the change
  /// `decide` wrote, when there is one. A failure leaves a decided change, its temporary files
  /// in place, to be finished.
  func apply(_ staged: [StagedFile], removing removed: [String], decided: UnfinishedChange?)
    throws(FileError)
  {
    guard let decided else {
      for file in staged { try file.replace() }
      for path in removed { try FileSystem.remove(path) }
      return
    }
    _ = try finish(decided, checking: false)
  }

  /// Renames each file of `change` whose temporary file is still there, removes the files it
  /// removes, and then `commit.json`; the number of files renamed or removed now. `checking`
  /// (a change found, not made here) first reads each temporary file and each file already
  /// renamed against its digest: one that differs stops the finish, changing nothing.
  func finish(_ change: UnfinishedChange, checking: Bool) throws(FileError) -> Int {
    if checking, let problem = mismatch(in: change) {
      throw FileError(
        path: commitPath, operation: "finish the change of", code: EINVAL, reason: problem)
    }
    var pending: [(temporary: String, path: String)] = []
    for rename in change.renames {
      let path = absolute(rename.path)
      let temporary = temporaryPath(of: rename)
      if FileSystem.exists(temporary) { pending.append((temporary, path)) }
    }
    var folders: [String] = []
    var steps = 0
    for (temporary, path) in pending {
      try stopForTest(after: steps)
      if rename(temporary, path) != 0 { throw FileError.failed(path, "write", errno) }
      steps += 1
      let folder = FileSystem.split(path).folder
      if !folders.contains(folder) { folders.append(folder) }
    }
    for folder in folders { try FileSystem.syncFolder(folder) }
    var removed = 0
    for path in change.removes.map(absolute) where FileSystem.exists(path) {
      try stopForTest(after: steps)
      try FileSystem.remove(path)
      steps += 1
      removed += 1
    }
    try stopForTest(after: steps)
    // The index's stamps no longer match: a cache, rebuilt when next needed.
    if checking, unlink(indexPath) != 0, errno != ENOENT {
      throw FileError.failed(indexPath, "remove", errno)
    }
    if unlink(commitPath) != 0, errno != ENOENT {
      throw FileError.failed(commitPath, "remove", errno)
    }
    try FileSystem.syncFolder(root)
    return pending.count + removed
  }

  /// Stops as a `kill -9` would, leaving every file as it is, once `stopAfterSteps` renames
  /// and removals are made: how tests stop a commit at every point.
  private func stopForTest(after steps: Int) throws(FileError) {
    guard let stop = stopAfterSteps, steps >= stop else { return }
    throw FileError(
      path: commitPath, operation: "finish", code: EINTR, reason: "stopped after \(steps) files")
  }

  /// Why `change` cannot be finished, nil when it can: the first new file (under its temporary
  /// name, or already renamed) that is not the file the change wrote.
  func mismatch(in change: UnfinishedChange) -> String? {
    for rename in change.renames {
      let temporary = temporaryPath(of: rename)
      let present = FileSystem.exists(temporary)
      let file = present ? temporary : absolute(rename.path)
      // A link, pipe or device is refused by the reader: no digest.
      let digest = (try? FileSystem.contents(of: file))?.map(FileDigest.init(of:))
      guard digest != rename.digest else { continue }
      let placed = change.renames.count { !FileSystem.exists(temporaryPath(of: $0)) }
      return "the new \(rename.path) (\(present ? rename.temporary : "already renamed")) is not "
        + "the file the change wrote, so the change cannot be finished; moving "
        + "\(UnfinishedChange.fileName) out of the data directory gives it up, leaving the "
        + "\(placed) of its \(change.renames.count) new files already in place as they are"
    }
    return nil
  }

  /// The temporary file of `rename`, beside its file.
  func temporaryPath(of rename: UnfinishedChange.Rename) -> String {
    "\(FileSystem.split(absolute(rename.path)).folder)/\(rename.temporary)"
  }

  /// The change a stopped wkc left half made, nil when there is none.
  public func unfinishedChange() throws(StoreError) -> UnfinishedChange? {
    try UnfinishedChange.load(from: commitPath)
  }

  /// Finishes the change a stopped wkc left half made, if there is one and no other wkc holds
  /// the lock (one that does is at work and finishes its own). What it finished, nil when there
  /// was nothing to finish.
  public func finishUnfinishedChange() throws(StoreError) -> FinishedChange? {
    guard FileSystem.exists(commitPath) else { return nil }
    let lock = try fileOperation { () throws(FileError) in try FileLock.acquire(lockPath, wait: 0) }
    guard let lock else { return nil }
    defer { lock.release() }
    return try finishUnfinishedChangeHoldingLock()
  }

  /// Finishes the change a stopped wkc left half made, if there is one; the caller holds the
  /// lock. Every finish is also kept in `FinishedChanges` for the command to tell.
  func finishUnfinishedChangeHoldingLock() throws(StoreError) -> FinishedChange? {
    guard let change = try unfinishedChange() else { return nil }
    let count = try withSignalsHeld { () throws(StoreError) in
      try fileOperation { () throws(FileError) in try finish(change, checking: true) }
    }
    let finished = FinishedChange(
      command: change.command, files: change.renames.count + change.removes.count,
      finishedNow: count, journaled: change.journalEntry != nil)
    FinishedChanges.shared.add(finished, root: root)
    return finished
  }

  /// The changes this process finished for the store since last asked, oldest first.
  public func takeFinishedChanges() -> [FinishedChange] {
    FinishedChanges.shared.take(root: root)
  }
}

/// The changes left half made that this process finished, by data directory, until told.
final class FinishedChanges: @unchecked Sendable {
  static let shared = FinishedChanges()
  private var changes: [String: [FinishedChange]] = [:]
  private var lock = pthread_mutex_t()

  private init() { pthread_mutex_init(&lock, nil) }

  func add(_ change: FinishedChange, root: String) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    changes[root, default: []].append(change)
  }

  func take(root: String) -> [FinishedChange] {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return changes.removeValue(forKey: root) ?? []
  }
}
