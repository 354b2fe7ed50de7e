/// Reads and changes made under the store's lock; written together by `Store.update`.
public struct StoreTransaction {
  /// The store being changed.
  public let store: Store
  private var originals: [YearMonth: MonthFile] = [:]
  private var months: [YearMonth: MonthFile] = [:]
  private var custom: [Exercise]?
  private var customChanged = false
  private var index: ExerciseIndex?

  init(store: Store) { self.store = store }

  // MARK: - Menus

  /// The menus of a month, with this transaction's changes.
  public mutating func month(_ month: YearMonth) throws(StoreError) -> MonthFile {
    if let file = months[month] { return file }
    let file = try store.month(month)
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

  /// Every workout id in a month, for making new ones that differ.
  public mutating func workoutIDs(in month: YearMonth) throws(StoreError) -> Set<WorkoutID> {
    Set(try self.month(month).menus.flatMap { $0.workouts.map(\.id) })
  }

  // MARK: - The user's exercises

  /// The user's own exercises, with this transaction's changes.
  public mutating func customExercises() throws(StoreError) -> [Exercise] {
    if let custom { return custom }
    let loaded = try store.customExercises()
    custom = loaded
    return loaded
  }

  /// Replaces the user's own exercises.
  public mutating func setCustomExercises(_ exercises: [Exercise]) {
    custom = exercises
    customChanged = true
  }

  // MARK: - History

  /// The latest workout of `exercise` on or before `date` (the last one of that date), with
  /// results when `recorded`; reads the months the index points at, not the whole history.
  public mutating func latestWorkout(
    of exercise: ExerciseID, onOrBefore date: LocalDate, recorded: Bool
  ) throws(StoreError) -> (date: LocalDate, workout: Workout)? {
    let hint = try loadIndex().entries[exercise].flatMap { recorded ? $0.recorded : $0.planned }
    // Months read here may differ from disk, which is all the index knows.
    let loaded = months.keys.filter { $0 <= date.yearMonth }
    if let hint, hint <= date {
      // Nothing on disk is newer than `hint`; only months changed here can be.
      let newer = loaded.filter { $0 > hint.yearMonth } + [hint.yearMonth]
      for month in Set(newer).sorted(by: >) {
        if let found = try latest(of: exercise, in: month, onOrBefore: date, recorded: recorded) {
          return found
        }
      }
      // This transaction removed it: look further back.
    }
    let candidates =
      hint == nil ? loaded : loaded + (try store.months()).filter { $0 <= date.yearMonth }
    for month in Set(candidates).sorted(by: >) {
      if let found = try latest(of: exercise, in: month, onOrBefore: date, recorded: recorded) {
        return found
      }
    }
    return nil
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

  // MARK: - Commit

  var hasChanges: Bool {
    customChanged || months.contains { originals[$0.key] != $0.value }
  }

  mutating func commit() throws(StoreError) {
    let changed = months.filter { originals[$0.key] != $0.value }.sorted { $0.key < $1.key }
    guard !changed.isEmpty || customChanged else { return }
    if !changed.isEmpty { _ = try loadIndex() }
    try withSignalsHeld { () throws(StoreError) in
      try fileOperation { () throws(FileError) in
        FileSystem.removeStaleTemporaryFiles(in: store.root)
        FileSystem.removeStaleTemporaryFiles(in: store.menusFolder)
        if customChanged, let custom {
          try FileSystem.writeAtomically(
            CatalogFile.encodeCustom(custom), to: store.customCatalogPath)
        }
        if !changed.isEmpty { try FileSystem.makeFolder(store.menusFolder) }
        for (month, file) in changed {
          let path = store.path(of: month)
          if file.menus.isEmpty {
            try FileSystem.remove(path)
          } else {
            var json = JSONWriter(capacity: 1 << 16)
            json.write(file)
            try FileSystem.writeAtomically(json.bytes, to: path)
          }
        }
      }
      guard !changed.isEmpty else { return }
      for (month, file) in changed {
        try updateIndex(month: month, from: originals[month] ?? MonthFile(month: month), to: file)
      }
      // The index is a cache: if it cannot be written, the stale stamp makes the next
      // writer rebuild it.
      index?.stamp = FileSystem.stamp(of: store.menusFolder)
      if let index { try? FileSystem.writeAtomically(index.encoded(), to: store.indexPath) }
    }
    originals = months
    customChanged = false
  }

  // MARK: - Index

  private mutating func loadIndex() throws(StoreError) -> ExerciseIndex {
    if let index { return index }
    let stamp = FileSystem.stamp(of: store.menusFolder)
    if let bytes = try? FileSystem.contents(of: store.indexPath),
      let loaded = ExerciseIndex(decoding: bytes), loaded.stamp == stamp
    {
      index = loaded
      return loaded
    }
    var rebuilt = ExerciseIndex(stamp: stamp)
    for month in try store.months() {
      // Read without keeping: a rebuild visits the whole history once.
      let file: MonthFile
      if let original = originals[month] { file = original } else { file = try store.month(month) }
      rebuilt.raise(to: ExerciseIndex.latestDates(in: file))
    }
    index = rebuilt
    return rebuilt
  }

  /// Keeps each exercise's latest dates exact after `month` changed from `old` to `new`.
  private mutating func updateIndex(month: YearMonth, from old: MonthFile, to new: MonthFile)
    throws(StoreError)
  {
    guard var index else { return }
    let before = ExerciseIndex.latestDates(in: old)
    let after = ExerciseIndex.latestDates(in: new)
    index.raise(to: after)
    for exercise in Set(before.keys).union(after.keys) {
      var entry = index.entries[exercise] ?? ExerciseIndex.Entry()
      for recorded in [false, true] {
        let current = recorded ? entry.recorded : entry.planned
        let now = recorded ? after[exercise]?.recorded : after[exercise]?.planned
        // The latest was in this month and is gone: look further back.
        guard let current, current.yearMonth == month, now != current else { continue }
        var replacement = now
        if replacement == nil {
          for earlier in try store.months().reversed() where earlier < month {
            if let found = try latest(
              of: exercise, in: earlier, onOrBefore: earlier.lastDay, recorded: recorded)
            {
              replacement = found.date
              break
            }
          }
        }
        if recorded { entry.recorded = replacement } else { entry.planned = replacement }
      }
      index.entries[exercise] = entry.planned == nil && entry.recorded == nil ? nil : entry
    }
    self.index = index
  }
}
