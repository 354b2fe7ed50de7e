#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and changes made under the store's lock; written together by `Store.update`.
public struct StoreTransaction {
  /// The store being changed.
  public let store: Store
  private var originals: [YearMonth: MonthFile] = [:]
  private var months: [YearMonth: MonthFile] = [:]
  /// Each month file's stamp just before it was read, nil when it had none.
  private var stamps: [YearMonth: FileStamp?] = [:]
  private var catalogSlot = FileSlot<CatalogFile>()
  private var templateSlot = FileSlot<TemplateFile>()
  private var gearSlot = FileSlot<GearFile>()
  private var programSlot = FileSlot<ProgramFile>()
  private var bodySlot = FileSlot<BodyFile>()
  /// Undo put the body file back through its slot.
  private var restoredBody = false
  private var index: ExerciseIndex?
  /// True when the index was rebuilt here and not written since.
  private var indexRebuilt = false
  /// Months put back by undo: written even when their menus read the same.
  private var restoredMonths: Set<YearMonth> = []
  /// Files beside the months put back by undo, as bytes (nil: removed).
  private var restoredFiles: [StoreFile: [UInt8]?] = [:]
  /// The command of the change this one reverts, for the journal.
  var reverts: String?

  init(store: Store) { self.store = store }

  // MARK: - Menus

  /// The menus of a month, with this transaction's changes.
  public mutating func month(_ month: YearMonth) throws(StoreError) -> MonthFile {
    if let file = months[month] { return file }
    // Stamped before reading: an edit in between makes the index stale, never wrong.
    let stamp = FileStamp(of: store.path(of: month))
    let file = try store.month(month)
    stamps[month] = stamp
    originals[month] = file
    months[month] = file
    return file
  }

  /// The menu of a date, with this transaction's changes; empty when there is none.
  public mutating func menu(on date: LocalDate) throws(StoreError) -> Menu {
    try month(date.yearMonth).menu(on: date)
  }

  /// Replaces the menu of its date; an empty menu removes the date.
  public mutating func put(_ menu: Menu) throws(StoreError) {
    var file = try month(menu.date.yearMonth)
    file.put(menu)
    months[menu.date.yearMonth] = file
  }

  /// Replaces a month that has no menus with `file`, written as `bytes` (the bytes it was read
  /// from), or in wkc's own layout when nil.
  mutating func putVerbatim(_ file: MonthFile, bytes: [UInt8]?) throws(StoreError) {
    guard try month(file.month).menus.isEmpty else { return }
    var file = file
    file.verbatim = bytes
    if bytes == nil { file.sources = [:] }
    months[file.month] = file
  }

  /// Lets go of a month read but not changed, so a long walk over the months (an import)
  /// holds only the ones it changes.
  mutating func release(_ month: YearMonth) {
    guard let file = months[month], file == originals[month], file.verbatim == nil else { return }
    months[month] = nil
    originals[month] = nil
    stamps[month] = nil
  }

  /// Every workout id in a month, for making new ones that differ.
  public mutating func workoutIDs(in month: YearMonth) throws(StoreError) -> Set<WorkoutID> {
    Set(try self.month(month).menus.flatMap { $0.workouts.map(\.id) })
  }

  // MARK: - The user's exercises

  /// The user's own exercises, with this transaction's changes.
  public mutating func customExercises() throws(StoreError) -> [Exercise] {
    let (store, path) = (self.store, self.store.customCatalogPath)
    return try catalogSlot.read { () throws(StoreError) in
      try store.load(CatalogFile.self, from: path, name: ()) ?? CatalogFile()
    }.exercises
  }

  /// The user's exercise file, with this transaction's changes.
  public mutating func catalogFile() throws(StoreError) -> CatalogFile {
    let (store, path) = (self.store, self.store.customCatalogPath)
    return try catalogSlot.read { () throws(StoreError) in
      try store.load(CatalogFile.self, from: path, name: ()) ?? CatalogFile()
    }
  }

  /// Replaces the user's exercise file.
  public mutating func setCatalogFile(_ file: CatalogFile) {
    catalogSlot.set(file, verbatim: nil)
  }

  /// Replaces the user's own exercises, keeping the overrides of built-in ones.
  public mutating func setCustomExercises(_ exercises: [Exercise]) {
    let overrides = (try? catalogFile().overrides) ?? []
    catalogSlot.set(CatalogFile(exercises: exercises, overrides: overrides), verbatim: nil)
  }

  /// Sets the user's exercise file to `file`, whose bytes are `bytes`, written as they are.
  mutating func setCustomExercises(_ file: CatalogFile, verbatim bytes: [UInt8]?) {
    catalogSlot.set(file, verbatim: bytes)
  }

  // MARK: - Templates

  /// The user's templates, with this transaction's changes.
  public mutating func templates() throws(StoreError) -> TemplateFile {
    let store = self.store
    return try templateSlot.read { () throws(StoreError) in try store.templates() }
  }

  /// Replaces the user's templates; written on commit when they differ from the file's.
  /// The file is read first, so one that cannot be read is never replaced.
  public mutating func setTemplates(_ file: TemplateFile) throws(StoreError) {
    try setTemplates(file, verbatim: nil)
  }

  /// Sets the templates to those of `bytes`, written as they are.
  mutating func setTemplates(_ file: TemplateFile, verbatim bytes: [UInt8]?) throws(StoreError) {
    _ = try templates()
    templateSlot.set(file, verbatim: bytes)
  }

  // MARK: - Gear

  /// The user's gear, with this transaction's changes.
  public mutating func gear() throws(StoreError) -> GearFile {
    let store = self.store
    return try gearSlot.read { () throws(StoreError) in try store.gear() }
  }

  /// Replaces the user's gear; written on commit when it differs from the file's. The file is
  /// read first, so one that cannot be read is never replaced.
  public mutating func setGear(_ file: GearFile) throws(StoreError) {
    try setGear(file, verbatim: nil)
  }

  /// Sets the gear to that of `bytes`, written as they are.
  mutating func setGear(_ file: GearFile, verbatim bytes: [UInt8]?) throws(StoreError) {
    _ = try gear()
    gearSlot.set(file, verbatim: bytes)
  }

  // MARK: - Programs

  /// The programs followed, with this transaction's changes.
  public mutating func programFile() throws(StoreError) -> ProgramFile {
    let store = self.store
    return try programSlot.read { () throws(StoreError) in try store.programFile() }
  }

  /// Replaces the programs followed; written on commit when they differ from the file's. The
  /// file is read first, so one that cannot be read is never replaced.
  public mutating func setProgramFile(_ file: ProgramFile) throws(StoreError) {
    _ = try programFile()
    programSlot.set(file, verbatim: nil)
  }

  // MARK: - Body

  /// The user's body measurements, with this transaction's changes.
  public mutating func body() throws(StoreError) -> BodyFile {
    let store = self.store
    return try bodySlot.read { () throws(StoreError) in try store.body() }
  }

  /// Replaces the body measurements; written on commit when they differ from the file's. The
  /// file is read first, so one that cannot be read is never replaced.
  public mutating func setBody(_ file: BodyFile) throws(StoreError) {
    try setBody(file, verbatim: nil)
  }

  /// Sets the body measurements to those of `bytes`, written as they are.
  mutating func setBody(_ file: BodyFile, verbatim bytes: [UInt8]?) throws(StoreError) {
    _ = try body()
    bodySlot.set(file, verbatim: bytes)
  }

  /// The loads of body-weight exercises with this transaction's body file and exercises; a
  /// file that does not read counts as none (the index, a cache, is then rebuilt when it is
  /// mended, as its stamp changes).
  mutating func bodyLoads() -> BodyLoads {
    let body = (try? self.body()) ?? BodyFile()
    guard body.hasWeight else { return .none }
    let file = (try? catalogFile()) ?? CatalogFile()
    let catalog =
      (try? Catalog.builtIn.adding(stored: file.exercises).overriding(file.overrides))
      ?? Catalog.builtIn
    return BodyLoads(body: body, catalog: catalog)
  }

  // MARK: - History

  /// The latest workout of `exercise` on or before `date` (the last one of that date), with
  /// results when `recorded`; reads only the months the index says hold it.
  public mutating func latestWorkout(
    of exercise: ExerciseID, onOrBefore date: LocalDate, recorded: Bool
  ) throws(StoreError) -> (date: LocalDate, workout: Workout)? {
    let holding = try loadIndex().months(
      of: exercise, recorded: recorded, through: date.yearMonth)
    // The index knows the disk; months read here may have changed since.
    let loaded = months.keys.filter { $0 <= date.yearMonth }
    let candidates = Set(holding + loaded)
    for month in candidates.sorted(by: >) {
      if let found = try latest(of: exercise, in: month, onOrBefore: date, recorded: recorded) {
        return found
      }
    }
    return nil
  }

  /// Every workout of `exercise` with results on a date before `date`, oldest first; reads only
  /// the months the index says hold such workouts.
  public mutating func recordedWorkouts(of exercise: ExerciseID, before date: LocalDate)
    throws(StoreError) -> [Workout]
  {
    let holding = try loadIndex().months(of: exercise, recorded: true, through: date.yearMonth)
    let loaded = months.keys.filter { $0 <= date.yearMonth }
    var workouts: [Workout] = []
    for month in Set(holding + loaded).sorted() {
      for menu in try self.month(month).menus where menu.date < date {
        workouts += menu.workouts.filter { $0.exercise == exercise && $0.hasResults }
      }
    }
    return workouts
  }

  /// Every workout of `exercise`, planned or done, oldest first, with its date: the months the
  /// index says hold it, and those read here.
  public mutating func workouts(of exercise: ExerciseID) throws(StoreError)
    -> [(date: LocalDate, workout: Workout)]
  {
    let holding = try loadIndex().months(of: exercise, recorded: false, through: YearMonth.last)
    var found: [(date: LocalDate, workout: Workout)] = []
    for month in Set(holding + months.keys).sorted() {
      for menu in try self.month(month).menus {
        for workout in menu.workouts where workout.exercise == exercise {
          found.append((menu.date, workout))
        }
      }
    }
    return found
  }

  /// The bests of `exercise` on dates before `date` (each date one session), nil when it has no
  /// results before it: months on disk from the index, months read here (maybe changed) and
  /// the date's own month from their contents.
  public mutating func bests(of exercise: ExerciseID, before date: LocalDate) throws(StoreError)
    -> PersonalBests?
  {
    let month = date.yearMonth
    var bests: PersonalBests?
    func add(_ more: PersonalBests) { bests = (bests ?? PersonalBests()).merging(more) }
    for (earlier, entry) in try loadIndex().entries(of: exercise)
    where earlier < month && entry.recorded && months[earlier] == nil {
      add(entry.bests)
    }
    _ = try self.month(month)
    let loads = bodyLoads()
    for (read, file) in months where read <= month {
      for menu in file.menus where menu.date < date {
        let workouts = menu.workoutResults(of: exercise)
        if workouts.contains(where: { !$0.isEmpty }) {
          add(
            PersonalBests(
              exercise: exercise, workouts: workouts,
              bodyWeight: loads.bests(of: exercise, on: menu.date)))
        }
      }
    }
    return bests
  }

  private mutating func latest(
    of exercise: ExerciseID, in month: YearMonth, onOrBefore date: LocalDate, recorded: Bool
  ) throws(StoreError) -> (date: LocalDate, workout: Workout)? {
    for menu in try self.month(month).menus.reversed() where menu.date <= date {
      let match = menu.workouts.last {
        $0.exercise == exercise && (!recorded || $0.hasResults)
      }
      if let match { return (menu.date, match) }
    }
    return nil
  }

  /// The months this transaction changed, as read and as they are now, oldest first.
  var changedMonths: [(old: MonthFile?, new: MonthFile)] {
    months.filter { originals[$0.key] != $0.value }.sorted { $0.key < $1.key }
      .map { (originals[$0.key], $0.value) }
  }

  /// Saves an index rebuilt by a command that writes nothing else (a view), so the next view
  /// needs no rebuild; a cache, written without the lock, so a failure is ignored. As in
  /// `commit`, it is not saved when a month file on disk is not in it or the `menus` folder
  /// changed since the rebuild (another writer meanwhile).
  mutating func saveRebuiltIndex() {
    guard indexRebuilt, let index, FileSystem.exists(store.lockPath) else { return }
    indexRebuilt = false
    guard index.stamp == FileSystem.stamp(of: store.menusFolder),
      let onDisk = try? store.months(), onDisk.allSatisfy(Set(index.files.keys).contains)
    else { return }
    try? FileSystem.writeAtomically(index.encoded(), to: store.indexPath)
  }

  // MARK: - Undo

  /// Puts a file back as `bytes` (nil: no file), as they are, on commit. A month file must
  /// read as one; `source` names where the bytes come from when they do not.
  mutating func restore(_ file: StoreFile, to bytes: [UInt8]?, source: String) throws(StoreError) {
    // Body weights put back change the bests of body-weight exercises: set through the body's
    // slot, so that commit records their months again and the index stays exact.
    if file == .body {
      let restored = try bytes.map { bytes throws(StoreError) in
        try BodyFile.decode(bytes, path: source, name: ())
      }
      if try body() != (restored ?? BodyFile()) {
        try setBody(restored ?? BodyFile(), verbatim: bytes)
        restoredBody = true
        return
      }
    }
    guard case .month(let month) = file else {
      restoredFiles[file] = bytes
      return
    }
    _ = try self.month(month)
    var restored = MonthFile(month: month)
    if let bytes {
      restored = try MonthFile.decode(bytes, path: source, name: month)
      restored.verbatim = bytes
    }
    months[month] = restored
    restoredMonths.insert(month)
  }

  /// True when undo put files back in this transaction.
  var isRestoring: Bool { !restoredFiles.isEmpty || !restoredMonths.isEmpty || restoredBody }

  // MARK: - Commit

  var hasChanges: Bool {
    catalogSlot.changed || templateSlot.changed || gearSlot.changed
      || programSlot.changed || bodySlot.changed || !restoredFiles.isEmpty
      || months.contains { originals[$0.key] != $0.value || restoredMonths.contains($0.key) }
  }

  mutating func commit() throws(StoreError) {
    let changed = months.filter {
      originals[$0.key] != $0.value || restoredMonths.contains($0.key)
    }.sorted { $0.key < $1.key }
    guard
      !changed.isEmpty || catalogSlot.changed || templateSlot.changed || gearSlot.changed
        || programSlot.changed || bodySlot.changed || !restoredFiles.isEmpty
    else {
      return
    }
    // A fresh index is kept exact; a stale one is left for the next lookup to rebuild.
    let bodyChanged = bodySlot.changed
    var index = changed.isEmpty && !bodyChanged ? nil : (self.index ?? freshIndex())
    let loads = index == nil ? BodyLoads.none : bodyLoads()
    // A body weight changed changes the bests of body-weight exercises up to the next entry:
    // the months of those (read now, before any file is written) are recorded again.
    var reloaded: [MonthFile] = []
    if bodyChanged, let known = index, let old = bodySlot.originalValue,
      let dates = BodyLoads.changedDates(from: old, to: loads.body)
    {
      let range = dates.lowerBound.yearMonth...dates.upperBound.yearMonth
      var affected = Set<YearMonth>()
      for exercise in known.records.keys where loads.isLoaded(exercise) {
        for month in known.months(of: exercise, recorded: true, through: range.upperBound)
        where range.contains(month) && !changed.contains(where: { $0.key == month }) {
          affected.insert(month)
        }
      }
      for month in affected.sorted() {
        guard let file = try? self.month(month) else {
          // A month that does not read: the index, stale by the body file's stamp, is rebuilt.
          index = nil
          break
        }
        reloaded.append(file)
      }
    }
    try withSignalsHeld { () throws(StoreError) in
      try fileOperation { () throws(FileError) in
        store.removeStaleTemporaryFiles(in: store.root)
        store.removeStaleTemporaryFiles(in: store.menusFolder)
        store.removeStaleTemporaryFiles(in: store.journalFolder)
        // Every new file is written and fsynced before any replaces its old one, so a full
        // disk or a failed write leaves every file as it was.
        var staged: [StagedFile] = []
        var removed: [String] = []
        var entry: Journal.Prepared?
        var files: [StagedFile] = []
        var decided: UnfinishedChange?
        do throws(FileError) {
          // The user's exercise file is kept when emptied; templates and gear are not.
          try catalogSlot.stage(
            at: store.customCatalogPath, isEmpty: { _ in false }, staged: &staged,
            removed: &removed, encode: { $0.encoded() })
          try templateSlot.stage(
            at: store.templatesPath, isEmpty: { $0.templates.isEmpty }, staged: &staged,
            removed: &removed, encode: { $0.encoded() })
          try gearSlot.stage(
            at: store.gearPath, isEmpty: \.isEmpty, staged: &staged, removed: &removed,
            encode: { $0.encoded() })
          try programSlot.stage(
            at: store.programPath, isEmpty: \.isEmpty, staged: &staged, removed: &removed,
            encode: { $0.encoded() })
          try bodySlot.stage(
            at: store.bodyPath, isEmpty: \.isEmpty, staged: &staged, removed: &removed,
            encode: { $0.encoded() })
          for (file, bytes) in restoredFiles.sorted(by: { $0.key < $1.key }) {
            let path = store.path(of: file)
            if let bytes {
              staged.append(try FileSystem.stage(bytes, for: path))
            } else {
              removed.append(path)
            }
          }
          if !changed.isEmpty { try FileSystem.makeFolder(store.menusFolder) }
          for (month, file) in changed {
            let path = store.path(of: month)
            if file.menus.isEmpty {
              removed.append(path)
            } else {
              staged.append(try FileSystem.stage(file.encoded(), for: path))
            }
          }
          // Each file once: two new versions of one file would leave the change undecided.
          var paths = Set<String>()
          for path in staged.map(\.path) + removed where !paths.insert(path).inserted {
            throw FileError(
              path: path, operation: "write", code: EINVAL,
              reason: "one change wrote it twice; nothing was written")
          }
          if let label = store.change {
            entry = try journal(staged: staged, removed: removed, changed: changed, label: label)
          }
          // The journal's entry goes into place last: undo never sees a change half made.
          files = staged + (entry.map { [$0.file] } ?? [])
          decided = try store.decide(files, removing: removed, command: store.change?.command ?? "")
        } catch {
          for file in staged { file.discard() }
          entry?.discard()
          throw error
        }
        // From here a failure leaves the change for the next wkc to finish.
        try store.apply(files, removing: removed, decided: decided)
        if let entry { Journal(folder: store.journalFolder).finish(entry) }
      }
      guard var index else { return }
      for (month, file) in changed {
        index.record(file, replacing: originals[month], loads: loads)
        index.files[month] = FileStamp(of: store.path(of: month))
      }
      for file in reloaded { index.record(file, loads: loads) }
      index.body = FileStamp(of: store.bodyPath)
      let stamp = FileSystem.stamp(of: store.menusFolder)
      // A month file another writer (a sync tool) added since the index was read is in none
      // of its lists: leave the old index, now stale, for the next lookup to rebuild.
      let known = Set(index.files.keys)
      guard let onDisk = try? store.months(), onDisk.allSatisfy(known.contains) else {
        self.index = nil
        return
      }
      index.stamp = stamp
      // The index is a cache: if it cannot be written, its old stamp makes it stale.
      try? FileSystem.writeAtomically(index.encoded(), to: store.indexPath)
      self.index = index
    }
    originals = months
    restoredMonths = []
    restoredFiles = [:]
    for (month, _) in changed { stamps[month] = FileStamp(of: store.path(of: month)) }
    catalogSlot.committed()
    templateSlot.committed()
    gearSlot.committed()
    programSlot.committed()
    bodySlot.committed()
  }

  /// Keeps the files a commit is about to replace or remove in the journal, as they are now,
  /// with the digests of what replaces them; the dates whose menus change are listed.
  private func journal(
    staged: [StagedFile], removed: [String], changed: [(key: YearMonth, value: MonthFile)],
    label: ChangeLabel
  ) throws(FileError) -> Journal.Prepared {
    var files: [JournalFile] = []
    var sources: [StoreFile: String] = [:]
    func keep(_ path: String, after: FileDigest?) throws(FileError) {
      guard path.hasPrefix(store.root + "/"),
        let kind = StoreFile(path: String(path.dropFirst(store.root.count + 1)))
      else { return }
      let target = try FileSystem.linkedFile(of: path, operation: "write")
      let existed = FileSystem.exists(target)
      if !existed, after == nil { return }
      if existed { sources[kind] = target }
      files.append(JournalFile(kind: kind, copy: nil, after: after))
    }
    for file in staged { try keep(file.path, after: file.digest) }
    for path in removed { try keep(path, after: nil) }
    var dates: [LocalDate] = []
    for (month, file) in changed {
      let old = originals[month] ?? MonthFile(month: month)
      let all = Set(old.menus.map(\.date) + file.menus.map(\.date))
      dates += all.filter { old.menu(on: $0) != file.menu(on: $0) }
    }
    var label = label
    if let reverts { label.reverts = reverts }
    let entry = JournalEntry(
      label: label, dates: dates.sorted(), files: files.sorted { $0.kind < $1.kind })
    return try Journal(folder: store.journalFolder).prepare(entry, sources: sources)
  }

  // MARK: - Index

  /// The index, rebuilt from every month file when it is not fresh.
  mutating func loadIndex() throws(StoreError) -> ExerciseIndex {
    if let index { return index }
    // A cache, but a link is refused like any other file of the store's.
    if FileSystem.linkText(store.indexPath) != nil {
      throw .file(FileSystem.linkRefused(store.indexPath, "read"))
    }
    if let fresh = freshIndex() {
      index = fresh
      return fresh
    }
    return try rebuildIndex()
  }

  /// The dates with at least one set done through `last` (every one when nil), oldest first,
  /// from the index: no month file is read unless it is rebuilt, and then it is saved.
  public mutating func trainedDates(through last: LocalDate? = nil) throws(StoreError)
    -> [LocalDate]
  {
    let index = try loadIndex()
    saveRebuiltIndex()
    return index.trainedDates(through: last)
  }

  private mutating func rebuildIndex() throws(StoreError) -> ExerciseIndex {
    // Stamped before reading, as the months are.
    var rebuilt = store.emptyIndex()
    let loads = bodyLoads()
    for month in try store.months() {
      // Read without keeping: a rebuild visits the whole history once.
      if let original = originals[month] {
        rebuilt.record(original, loads: loads)
        // A file that appeared after this transaction read the month is never taken as known.
        rebuilt.files[month] = stamps[month].flatMap { $0 } ?? FileStamp("unread")
      } else {
        let stamp = FileStamp(of: store.path(of: month))
        rebuilt.record(try store.month(month), loads: loads)
        rebuilt.files[month] = stamp
      }
    }
    index = rebuilt
    indexRebuilt = true
    return rebuilt
  }

  /// The index file when it matches the `menus` folder and each month file as they are now
  /// (one `stat` per month file).
  func freshIndex() -> ExerciseIndex? {
    guard let bytes = try? FileSystem.contents(of: store.indexPath),
      let index = ExerciseIndex(decoding: bytes),
      index.stamp == FileSystem.stamp(of: store.menusFolder),
      index.body == FileStamp(of: store.bodyPath),
      index.files.allSatisfy({ FileStamp(of: store.path(of: $0.key)) == $0.value })
    else { return nil }
    return index
  }
}
