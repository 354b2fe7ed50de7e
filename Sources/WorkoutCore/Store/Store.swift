/// The JSON file store in the data directory.
///
/// Layout: `menus/YYYY-MM.json` (one file per month), `catalog.json` (the user's exercises),
/// `templates.json` (the user's routines), `gear.json` (shoes and their defaults), `program.json`
/// (the programs followed), `body.json` (body weight and measurements), `index.json` (a cache of each exercise's latest
/// dates, rebuilt when stale), `journal/` (the last changes, for undo), `lock`, and
/// `commit.json` while a change of several files is renamed into place (`UnfinishedChange`).
/// Reads take no lock; writes go through `update`, which holds the lock.
public struct Store: Sendable {
  /// The data directory.
  public let root: String
  /// Seconds a writer waits for another writer's lock before giving up.
  public var lockWait: Double
  /// What the undo journal says of this store's changes; nil keeps no journal.
  public var change: ChangeLabel?
  /// The settings a program's loads are rounded by when a write completes its session; nil
  /// for the defaults.
  public var settings: Settings?
  /// For tests: a commit of several files stops, as a `kill -9` would, after this many of its
  /// renames and removals.
  var stopAfterSteps: Int?

  /// A store at `root`; nothing is created until the first write.
  public init(root: String, lockWait: Double = 5) {
    var root = root
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    self.root = root
    self.lockWait = lockWait
  }

  /// The data directory: `--home`, else `WKC_HOME`, else `$XDG_DATA_HOME/wkc`, else
  /// `~/.local/share/wkc` (macOS: `~/Library/Application Support/wkc`); nil when none is known.
  public static func root(home: String?, environment: [String: String]) -> String? {
    if let home, !home.isEmpty { return home }
    if let path = environment["WKC_HOME"], !path.isEmpty { return path }
    if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") { return path + "/wkc" }
    guard let user = environment["HOME"], !user.isEmpty else { return nil }
    #if os(macOS)
      return user + "/Library/Application Support/wkc"
    #else
      return user + "/.local/share/wkc"
    #endif
  }

  // MARK: - Paths

  var menusFolder: String { root + "/menus" }
  var customCatalogPath: String { root + "/catalog.json" }
  var templatesPath: String { root + "/templates.json" }
  var gearPath: String { root + "/gear.json" }
  var programPath: String { root + "/program.json" }
  var bodyPath: String { root + "/body.json" }
  var indexPath: String { root + "/index.json" }
  var lockPath: String { root + "/lock" }
  var journalFolder: String { root + "/journal" }

  /// The path of one of the store's files.
  func path(of file: StoreFile) -> String { root + "/" + file.description }

  /// The file of a month.
  public func path(of month: YearMonth) -> String { "\(menusFolder)/\(month).json" }

  // MARK: - Reading

  /// The menus of a month; empty when it has no file.
  public func month(_ month: YearMonth) throws(StoreError) -> MonthFile {
    try load(MonthFile.self, from: path(of: month), name: month) ?? MonthFile(month: month)
  }

  /// The menu of a date; empty when there is none.
  public func menu(on date: LocalDate) throws(StoreError) -> Menu {
    try month(date.yearMonth).menu(on: date)
  }

  /// The months that have a file, oldest first.
  public func months() throws(StoreError) -> [YearMonth] {
    if FileSystem.linkText(menusFolder) != nil {
      throw .file(FileSystem.linkRefused(menusFolder, "read"))
    }
    let names = try fileOperation { () throws(FileError) in try FileSystem.names(in: menusFolder) }
    return names.compactMap { name in
      name.hasSuffix(".json") ? YearMonth(String(name.dropLast(5))) : nil
    }.sorted()
  }

  /// The months that have a file and hold dates of `dates` (all of them when nil), oldest first.
  public func months(in dates: ClosedRange<LocalDate>?) throws(StoreError) -> [YearMonth] {
    guard let dates else { return try months() }
    let range = dates.lowerBound.yearMonth...dates.upperBound.yearMonth
    return try months().filter(range.contains)
  }

  /// The menus of `dates` (all of them when nil), oldest first, read a month at a time.
  public func forEachMenu(in dates: ClosedRange<LocalDate>?, _ body: (Menu) -> Void)
    throws(StoreError)
  {
    for month in try months(in: dates) {
      for menu in try self.month(month).menus where dates?.contains(menu.date) ?? true {
        body(menu)
      }
    }
  }

  /// The user's own exercises.
  public func customExercises() throws(StoreError) -> [Exercise] {
    try load(CatalogFile.self, from: customCatalogPath, name: ())?.exercises ?? []
  }

  /// The built-in catalog with the user's exercises and overrides; fails naming the file when they clash.
  public func catalog() throws(StoreError) -> Catalog {
    let file = try load(CatalogFile.self, from: customCatalogPath, name: ()) ?? CatalogFile()
    do {
      return try Catalog.builtIn.adding(stored: file.exercises).overriding(file.overrides)
    } catch {
      throw .invalid(path: customCatalogPath, message: error.message)
    }
  }

  /// The user's templates; none when there is no file.
  public func templates() throws(StoreError) -> TemplateFile {
    try load(TemplateFile.self, from: templatesPath, name: ()) ?? TemplateFile()
  }

  /// The user's gear; none when there is no file.
  public func gear() throws(StoreError) -> GearFile {
    try load(GearFile.self, from: gearPath, name: ()) ?? GearFile()
  }

  /// The programs followed; none when there is no file.
  public func programFile() throws(StoreError) -> ProgramFile {
    try load(ProgramFile.self, from: programPath, name: ()) ?? ProgramFile()
  }

  /// The user's body measurements; none when there is no file.
  public func body() throws(StoreError) -> BodyFile {
    try load(BodyFile.self, from: bodyPath, name: ()) ?? BodyFile()
  }
  /// The loads of body-weight exercises: the catalog's and the body file's; none without a
  /// body weight (the catalog is then not read).
  public func bodyLoads() throws(StoreError) -> BodyLoads {
    let body = try body()
    guard body.hasWeight else { return .none }
    return BodyLoads(body: body, catalog: try catalog())
  }

  /// The bytes of the store's file at `path` (inside the data directory); nil when there is
  /// none. Neither it nor a folder on the way may be a symbolic link, and it must be a regular
  /// file of at most `limit` bytes (`FileSystem.ownFile`).
  func read(_ path: String, limit: Int = FileSystem.ownFileLimit) throws(StoreError) -> [UInt8]? {
    try checkFolders(of: path)
    return try fileOperation { () throws(FileError) in try FileSystem.ownFile(path, limit: limit) }
  }

  /// The stored file at `path`, read as `read(_:)` reads; nil when there is none.
  func load<File: StoredFile>(_ file: File.Type, from path: String, name: File.Name)
    throws(StoreError) -> File?
  {
    guard let bytes = try read(path) else { return nil }
    return try File.decode(bytes, path: path, name: name)
  }

  /// Fails when a folder between the data directory and `path` (`menus/`, `journal/`) is a
  /// symbolic link: wkc does not follow links inside its data directory. The data directory
  /// itself may be one: the user chose it.
  func checkFolders(of path: String) throws(StoreError) {
    guard path.hasPrefix(root + "/") else { return }
    var folder = root
    for name in path.dropFirst(root.count + 1).split(separator: "/").dropLast() {
      folder += "/" + name
      if FileSystem.linkText(folder) != nil {
        throw .file(FileSystem.linkRefused(folder, "read"))
      }
    }
  }

  /// Fails when one of the store's own folders or files beside the month files is a symbolic
  /// link: checked under the lock before a change is made, so nothing is written through a
  /// link.
  func checkBoundary() throws(StoreError) {
    for name in ["menus", "journal"] + OwnFileNames.rootFiles {
      let path = "\(root)/\(name)"
      if FileSystem.linkText(path) != nil {
        throw .file(FileSystem.linkRefused(path, "write"))
      }
    }
  }

  /// Runs `body` on a transaction that only reads, without the lock: no month or other file
  /// of the user's is written; only an index it rebuilt may be saved, as a cache.
  public func read<T>(_ body: (inout StoreTransaction) throws -> T) rethrows -> T {
    var transaction = StoreTransaction(store: self)
    return try body(&transaction)
  }

  // MARK: - Writing

  /// Runs `body` on a transaction under the store's lock and writes what it changed.
  ///
  /// Nothing is written when `body` throws. `body` may run twice (when a store wkc never wrote
  /// turns out to hold files, or another writer creates it meanwhile), so it must not have
  /// other side effects.
  public func update<T>(_ body: (inout StoreTransaction) throws -> T) throws -> T {
    if !FileSystem.exists(lockPath) {
      // Never written by wkc: run without creating anything, so a failure leaves no trace;
      // if anything but the lock is there once it is held, run again under the lock.
      var transaction = StoreTransaction(store: self)
      let result = try body(&transaction)
      guard transaction.hasChanges else { return result }
      var created: [String] = []
      let lock: FileLock
      do {
        lock = try acquireLock { () throws(FileError) in
          created += try FileSystem.makeFolder(root)
        }
      } catch {
        for folder in created.reversed() { FileSystem.removeEmptyFolder(folder) }
        throw error
      }
      defer { lock.release() }
      let names = try fileOperation { () throws(FileError) in try FileSystem.names(in: root) }
      if names.allSatisfy({ $0 == "lock" }) {
        do {
          try transaction.commit()
        } catch {
          removeFirstWriteTrace(lock: lock, folders: created)
          throw error
        }
        return result
      }
    }
    let lock = try acquireLock()
    defer { lock.release() }
    try checkBoundary()
    // A change a stopped wkc left half made is finished before this one reads anything.
    _ = try finishUnfinishedChangeHoldingLock()
    var transaction = StoreTransaction(store: self)
    let result = try body(&transaction)
    if change != nil, transaction.hasChanges { try Journal(folder: journalFolder).checkRoom() }
    try transaction.commit()
    return result
  }

  /// Undoes what a failed first write made (the data directory held only the lock when it
  /// began): the `menus` folder and the folders it created when they are empty, and the lock
  /// when this writer created it. A disk that fills on the first write leaves no trace.
  private func removeFirstWriteTrace(lock: FileLock, folders: [String]) {
    FileSystem.removeEmptyFolder(menusFolder)
    FileSystem.removeEmptyFolder(journalFolder)
    if lock.created { lock.removeFile() }
    for folder in folders.reversed() { FileSystem.removeEmptyFolder(folder) }
  }

  private func acquireLock(prepare: () throws(FileError) -> Void = {}) throws(StoreError)
    -> FileLock
  {
    let lock = try fileOperation { () throws(FileError) in
      try FileLock.acquire(lockPath, wait: lockWait, prepare: prepare)
    }
    guard let lock else { throw .locked(path: lockPath, seconds: lockWait) }
    return lock
  }
}

extension Store {
  /// `path` relative to the data directory; `.` for the data directory itself.
  func relative(_ path: String) -> String {
    if path == root { return "." }
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// The absolute path of `relative`, a path relative to the data directory.
  func absolute(_ relative: String) -> String {
    relative == "." ? root : relative.hasPrefix("/") ? relative : "\(root)/\(relative)"
  }
}
