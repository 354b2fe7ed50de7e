#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The undo journal: `journal/` in the data directory, one file per change, numbered in the
/// order they were made (`00000012.json`), so the newest is the highest number. Written under
/// the store's lock, before the change replaces any file.
struct Journal {
  /// The folder.
  let folder: String
  /// The most changes kept.
  var maximumEntries = 20
  /// The most bytes the entries' files take together; the oldest go first.
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

  /// The number of an entry's file name (eight or more digits, then `.json`); nil for any
  /// other name.
  static func number(ofName name: String) -> Int? {
    guard name.hasSuffix(".json") else { return nil }
    let digits = name.dropLast(5)
    guard digits.utf8.count >= 8, digits.utf8.count <= 18,
      digits.utf8.allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return Int(digits)
  }

  /// The entries' files, newest first.
  func slots() throws(StoreError) -> [Slot] {
    let names = try fileOperation { () throws(FileError) in try FileSystem.names(in: folder) }
    return names.compactMap { name in
      Journal.number(ofName: name).map { Slot(number: $0, path: "\(folder)/\(name)") }
    }.sorted { $0.number > $1.number }
  }

  /// The entry in `slot`'s file; without `contents`, the files' old bytes are left out.
  func read(_ slot: Slot, contents: Bool = true) throws(StoreError) -> JournalEntry {
    guard
      let bytes = try fileOperation({ () throws(FileError) in
        try FileSystem.contents(of: slot.path)
      })
    else {
      throw .file(FileError(path: slot.path, operation: "read", code: ENOENT))
    }
    return try Store.decodeVersioned(bytes, path: slot.path, newest: JournalEntry.currentVersion) {
      reader throws(JSONError) in try reader.readJournalEntry(contents: contents)
    }
  }

  /// Adds `entry` as the newest, then removes the oldest beyond the bounds. A change of the
  /// same run of wkc as the newest entry, on files as that entry left them, joins it.
  func record(_ entry: JournalEntry) throws(FileError) {
    var entry = entry
    try FileSystem.makeFolder(folder)
    let slots = (try? slots()) ?? []
    var number = (slots.first?.number ?? 0) + 1
    // Only an entry this run of wkc wrote can be joined: no other is read.
    if let newest = slots.first,
      Journal.written.number(in: folder, session: entry.label.session) == newest.number,
      let previous = try? read(newest), let joined = previous.joining(entry)
    {
      entry = joined
      number = newest.number
    }
    if entry.keptBytes > maximumKeptBytes {
      entry.kept = false
      for index in entry.files.indices { entry.files[index].before = nil }
    }
    var json = JSONWriter(capacity: entry.keptBytes + 512)
    json.write(entry)
    let name = String(repeating: "0", count: max(0, 8 - "\(number)".count)) + "\(number)"
    try FileSystem.writeAtomically(json.bytes, to: "\(folder)/\(name).json")
    Journal.written.set(number, in: folder, session: entry.label.session)
    trim()
  }

  /// The entry each run of wkc wrote last, by folder.
  private static let written = WrittenEntries()

  /// Removes the oldest entries while there are more than `maximumEntries` or they take more
  /// than `maximumBytes`; the newest always stays. Failures are left for the next write.
  private func trim() {
    guard let slots = try? slots() else { return }
    var total = 0
    for (position, slot) in slots.enumerated() {
      total += FileSystem.size(of: slot.path)
      if position > 0, position >= maximumEntries || total > maximumBytes {
        try? FileSystem.remove(slot.path)
      }
    }
  }
}

extension JournalEntry {
  /// This entry and `later` as one, when `later` comes from the same run of wkc and finds each
  /// file it shares with this one as this one left it; nil otherwise.
  func joining(_ later: JournalEntry) -> JournalEntry? {
    guard later.label.session == label.session, later.label.command == label.command,
      later.label.reverts == label.reverts
    else { return nil }
    var files = self.files
    for file in later.files {
      if let index = files.firstIndex(where: { $0.kind == file.kind }) {
        guard files[index].after == file.before.map(FileDigest.init(of:)) || !later.kept
        else { return nil }
        files[index].after = file.after
      } else {
        files.append(file)
      }
    }
    var joined = JournalEntry(
      label: later.label, dates: Array(Set(dates + later.dates)).sorted(),
      files: files.sorted { $0.kind < $1.kind }, kept: kept && later.kept)
    joined.label.time = label.time
    if !joined.kept {
      for index in joined.files.indices { joined.files[index].before = nil }
    }
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
