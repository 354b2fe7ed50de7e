#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The undo journal: `journal/` in the data directory, one entry per change, numbered in the
/// order they were made (`00000012.json`), so the newest is the highest number. Each file a
/// change replaces is kept beside its entry as it was (`00000012-menus-2024-01.json`): a hard
/// link to the old file, which the change then renames its new file over, so keeping it
/// copies nothing; a copy where a link cannot be made. Written under the store's lock, before
/// the change replaces any file.
struct Journal {
  /// The folder.
  let folder: String
  /// The most changes kept.
  var maximumEntries = 20
  /// The most bytes the entries and their kept files take together; the oldest go first.
  var maximumBytes = 32 << 20
  /// The most bytes of old files one change keeps; a larger change is listed but not undoable.
  var maximumKeptBytes = 16 << 20

  /// One entry's file.
  struct Slot: Equatable {
    /// Its number: 12 for `00000012.json`.
    let number: Int
    /// Its path.
    let path: String
  }

  /// The largest number an entry can have (see `JournalEntry.maximumNumber`).
  static let maximumNumber = JournalEntry.maximumNumber

  /// The most bytes wkc reads of an entry or a kept copy: no change keeps more.
  static let fileLimit = 16 << 20

  /// The number of an entry's file name; nil for any other name (see `JournalEntry`).
  static func number(ofName name: String) -> Int? { JournalEntry.number(ofName: name) }

  /// The number of the entry that keeps the file of `name`; nil for any other name.
  static func copyNumber(ofName name: String) -> Int? { JournalEntry.copyNumber(ofName: name) }

  /// `00000012.json`: the name of entry `number`'s file.
  static func entryName(_ number: Int) -> String { JournalEntry.entryName(number) }

  /// The name of the file entry `number` keeps of `kind` (see `JournalEntry.copyName`).
  static func copyName(number: Int, kind: StoreFile?) -> String {
    JournalEntry.copyName(number: number, kind: kind)
  }

  /// The entries' files, newest first. A journal folder that is a symbolic link is refused.
  func slots() throws(StoreError) -> [Slot] {
    if FileSystem.linkText(folder) != nil { throw .file(FileSystem.linkRefused(folder, "read")) }
    return slots(
      named: try fileOperation { () throws(FileError) in try FileSystem.names(in: folder) })
  }

  /// Fails when the newest entry has the largest number an entry can have: the next change
  /// would get a number no entry has, and could never be undone.
  func checkRoom() throws(StoreError) {
    guard let newest = (try? slots())?.first, newest.number >= Journal.maximumNumber else {
      return
    }
    throw .file(
      FileError(
        path: newest.path, operation: "record a change after", code: EOVERFLOW,
        reason: "it has the largest number a journal entry can have (\(Journal.maximumNumber)), "
          + "so a new change could not be undone; move the folder \(folder) aside (its changes "
          + "can no longer be undone) and try again"))
  }

  /// The entries' files among `names`, newest first.
  private func slots(named names: [String]) -> [Slot] {
    names.compactMap { name in
      Journal.number(ofName: name).map { Slot(number: $0, path: "\(folder)/\(name)") }
    }.sorted { $0.number > $1.number }
  }

  /// The entry in `slot`'s file: a regular file of at most `fileLimit` bytes, never a link.
  func read(_ slot: Slot) throws(StoreError) -> JournalEntry {
    guard
      let bytes = try fileOperation({ () throws(FileError) in
        try FileSystem.ownFile(slot.path, limit: Journal.fileLimit)
      })
    else {
      throw .file(FileError(path: slot.path, operation: "read", code: ENOENT))
    }
    return try JournalEntry.decode(bytes, path: slot.path, name: slot.number)
  }

  /// The bytes of a file an entry kept; fails when it is gone, or is not a regular file of at
  /// most `fileLimit` bytes (a link, a pipe or a device is refused, never followed or waited
  /// on, so nothing from outside the data directory gets into the store).
  func bytes(ofCopy name: String) throws(StoreError) -> [UInt8] {
    let path = "\(folder)/\(name)"
    guard
      let bytes = try fileOperation({ () throws(FileError) in
        try FileSystem.ownFile(path, limit: Journal.fileLimit)
      })
    else {
      throw .file(
        FileError(
          path: path, operation: "read", code: ENOENT,
          reason: "the journal's copy is gone; this change cannot be undone"))
    }
    return bytes
  }

  /// An entry ready to be written: its number, its files kept beside it, and its bytes staged
  /// under a temporary name, for the commit to rename into place with the files it changes.
  struct Prepared {
    /// The entry's number.
    let number: Int
    /// Its file, staged.
    let file: StagedFile
    /// The session whose newest entry it becomes.
    let session: String
    /// What preparing it made: kept files, and folders.
    fileprivate let made: [String]
    fileprivate let createdFolders: [String]

    /// Takes back what preparing made, so the folder is as it was (a failed commit).
    func discard() {
      file.discard()
      for path in made { unlink(path) }
      for folder in createdFolders.reversed() { FileSystem.removeEmptyFolder(folder) }
    }
  }

  /// Prepares `entry` as the newest: keeps each of its files from `sources` (the path of the
  /// file as it is now, nil when there is none) and stages the entry's file. A change of the
  /// same run of wkc as the newest entry, on files as that entry left them, joins it. The
  /// commit renames the entry's file into place with the files it changes, then calls `finish`.
  func prepare(_ entry: JournalEntry, sources: [StoreFile: String]) throws(FileError) -> Prepared {
    let created = try FileSystem.makeFolder(folder)
    let names = (try? FileSystem.names(in: folder)) ?? []
    let slots = slots(named: names)
    var number = (slots.first?.number ?? 0) + 1
    var entry = entry
    var keep = sources
    // Only an entry this run of wkc wrote can be joined: no other is read.
    if let newest = slots.first,
      Journal.written.number(in: folder, session: entry.label.session) == newest.number,
      let previous = try? read(newest), let joined = previous.joining(entry, sources: sources)
    {
      number = newest.number
      entry = joined
      keep = sources.filter { kind, _ in !previous.files.contains { $0.kind == kind } }
    }
    if number != slots.first?.number {
      // Files kept for this number by a writer stopped before its entry.
      for name in names where Journal.copyNumber(ofName: name) == number {
        unlink("\(folder)/\(name)")
      }
    }
    let size =
      entry.files.compactMap { $0.copy }.reduce(0) {
        $0 + FileSystem.size(of: "\(folder)/\($1)")
      } + keep.values.reduce(0) { $0 + FileSystem.size(of: $1) }
    entry.kept = entry.kept && size <= maximumKeptBytes
    // A failure (a full disk) takes back what this entry made, so the folder is as it was.
    var made: [String] = []
    func undoMade() {
      for path in made { unlink(path) }
      for folder in created.reversed() { FileSystem.removeEmptyFolder(folder) }
    }
    if entry.kept {
      for (index, file) in entry.files.enumerated() {
        guard let source = keep[file.kind] else { continue }
        let name = Journal.copyName(number: number, kind: file.kind)
        do throws(FileError) {
          made.append("\(folder)/\(name)")
          try keepFile(source, as: "\(folder)/\(name)")
        } catch {
          undoMade()
          throw error
        }
        entry.files[index].copy = name
      }
    } else {
      for index in entry.files.indices {
        if let copy = entry.files[index].copy { unlink("\(folder)/\(copy)") }
        entry.files[index].copy = nil
      }
    }
    do throws(FileError) {
      let file = try FileSystem.stage(
        entry.encoded(), for: "\(folder)/\(Journal.entryName(number))")
      return Prepared(
        number: number, file: file, session: entry.label.session, made: made,
        createdFolders: created)
    } catch {
      undoMade()
      throw error
    }
  }

  /// After the commit renamed `prepared`'s file into place: remembers it as this run's newest
  /// entry and removes the oldest beyond the bounds.
  func finish(_ prepared: Prepared) {
    Journal.written.set(prepared.number, in: folder, session: prepared.session)
    trim()
  }

  /// Keeps the file at `source` as `path`: a hard link, else (another file system, one
  /// without links) a copy.
  private func keepFile(_ source: String, as path: String) throws(FileError) {
    unlink(path)
    if link(source, path) == 0 { return }
    guard let bytes = try FileSystem.contents(of: source) else { return }
    try FileSystem.writeAtomically(bytes, to: path)
  }

  /// The entry each run of wkc wrote last, by folder.
  private static let written = WrittenEntries()

  /// Removes the oldest entries, with the files they keep, while there are more than
  /// `maximumEntries` or they take more than `maximumBytes`; the newest always stays. Kept
  /// files of no entry (a writer killed before its entry) go too. Failures are left for the
  /// next write.
  private func trim() {
    guard let names = try? FileSystem.names(in: folder) else { return }
    var copies: [Int: [String]] = [:]
    var entries: [Int] = []
    for name in names {
      if let number = Journal.number(ofName: name) { entries.append(number) }
      if let number = Journal.copyNumber(ofName: name) { copies[number, default: []].append(name) }
    }
    entries.sort(by: >)
    var total = 0
    var kept = Set<Int>()
    var removed = false
    for (position, number) in entries.enumerated() {
      let files = [Journal.entryName(number)] + (copies[number] ?? [])
      total += files.reduce(0) { $0 + FileSystem.size(of: "\(folder)/\($1)") }
      if position > 0, position >= maximumEntries || total > maximumBytes {
        // The entry first: a kill in between leaves kept files of no entry, not an entry
        // without its files.
        for name in files { unlink("\(folder)/\(name)") }
        removed = true
      } else {
        kept.insert(number)
      }
    }
    for (number, names) in copies where !kept.contains(number) {
      for name in names { unlink("\(folder)/\(name)") }
      removed = true
    }
    if removed { try? FileSystem.syncFolder(folder) }
  }
}

extension JournalEntry {
  /// This entry and `later` as one, when `later` comes from the same run of wkc and finds each
  /// file it shares with this one as this one left it (`sources`: the files as they are now);
  /// nil otherwise.
  func joining(_ later: JournalEntry, sources: [StoreFile: String]) -> JournalEntry? {
    guard later.label.session == label.session, later.label.command == label.command,
      later.label.reverts == label.reverts
    else { return nil }
    var files = self.files
    for file in later.files {
      if let index = files.firstIndex(where: { $0.kind == file.kind }) {
        let now = sources[file.kind].flatMap { try? FileSystem.contents(of: $0) }
        guard files[index].after == now.map(FileDigest.init(of:)) else { return nil }
        files[index].after = file.after
      } else {
        files.append(file)
      }
    }
    var joined = JournalEntry(
      label: later.label, dates: Array(Set(dates + later.dates)).sorted(),
      files: files.sorted { $0.kind < $1.kind }, kept: kept && later.kept)
    joined.label.time = label.time
    return joined
  }
}

/// The number of the entry a run of wkc (a session) wrote last in a journal folder, so its next
/// change joins that entry without reading any other.
private final class WrittenEntries: @unchecked Sendable {
  private var numbers: [String: Int] = [:]
  private var lock = pthread_mutex_t()

  init() { pthread_mutex_init(&lock, nil) }

  func number(in folder: String, session: String) -> Int? {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return numbers[folder + "\u{0}" + session]
  }

  func set(_ number: Int, in folder: String, session: String) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    numbers[folder + "\u{0}" + session] = number
  }
}

extension Store {
  /// The journal's changes, newest first (change 1 is the newest); one that cannot be read is
  /// its error, and one whose kept files are gone, or are not regular files, is not kept.
  public func journal() throws(StoreError) -> [Result<JournalEntry, StoreError>] {
    let journal = Journal(folder: journalFolder)
    return try journal.slots().map { slot -> Result<JournalEntry, StoreError> in
      do throws(StoreError) {
        var entry = try journal.read(slot)
        if entry.files.contains(where: { file in
          file.copy.map { !FileSystem.isRegularFile("\(journal.folder)/\($0)") } ?? false
        }) {
          entry.kept = false
        }
        return .success(entry)
      } catch {
        return .failure(error)
      }
    }
  }
}
