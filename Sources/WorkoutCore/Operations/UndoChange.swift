/// What undo did.
public struct UndoOutcome: Sendable {
  /// The change undone.
  public let entry: JournalEntry
  /// The files put back as they were before it.
  public let restored: [StoreFile]
}

/// `undo`: puts back the files change `number` (1: the newest) replaced, in one commit, which
/// the journal keeps too: undoing an undo redoes. Refuses when any of them changed since.
public struct UndoChange: StoreOperation {
  /// The change, 1 for the newest.
  public var number: Int

  /// Change `number` to undo.
  public init(_ number: Int = 1) { self.number = number }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> UndoOutcome {
    let store = transaction.store
    let journal = Journal(folder: store.journalFolder)
    let slots = try journal.slots()
    guard !slots.isEmpty else { throw UndoError.empty }
    guard (1...slots.count).contains(number) else {
      throw UndoError.noSuchChange(number: number, count: slots.count)
    }
    let slot = slots[number - 1]
    let entry = try journal.read(slot)
    let command = entry.label.command
    guard entry.kept else { throw UndoError.notKept(command: command) }
    var restored: [StoreFile] = []
    for file in entry.files {
      let now = try store.read(store.path(of: file.kind)).map(FileDigest.init(of:))
      if let copy = file.copy, !FileSystem.exists("\(journal.folder)/\(copy)") {
        throw UndoError.keptFileGone(command: command, file: file.kind.description)
      }
      let before = try file.copy.map { name throws(StoreError) in
        try journal.bytes(ofCopy: name)
      }
      if now == file.after {
        let source = "\(journal.folder)/\(file.copy ?? slot.path)"
        try check(file.kind, before, source: source)
        try transaction.restore(file.kind, to: before, source: source)
        restored.append(file.kind)
      } else if now != before.map(FileDigest.init(of:)) {
        let newer = try slots[..<(number - 1)].enumerated().last { _, slot in
          try journal.read(slot).files.contains { $0.kind == file.kind }
        }
        throw UndoError.changedSince(
          file: file.kind.description, command: command,
          by: try newer.map {
            (try journal.read($0.element).label.command, $0.offset + 1)
          })
      }
    }
    guard !restored.isEmpty else { throw UndoError.alreadyBefore(command: command) }
    transaction.reverts = command
    return UndoOutcome(entry: entry, restored: restored)
  }

  /// Fails, naming `source`, when the bytes kept for a file do not read as one.
  private func check(_ kind: StoreFile, _ bytes: [UInt8]?, source path: String)
    throws(StoreError)
  {
    guard let bytes else { return }
    // A month is read by the transaction's restore.
    if case .month = kind { return }
    try kind.check(bytes, path: path)
  }
}
