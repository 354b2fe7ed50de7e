extension Store {
  /// How `index.json` stands against the month files, for a check of the whole store.
  public enum IndexState: String, Sendable {
    /// No index file: the next lookup builds one.
    case missing
    /// Not an index this binary reads (torn, garbage, another version).
    case unreadable
    /// Made from other month files: the next lookup rebuilds it.
    case stale
    /// Matches the month files, and says what a rebuild from them says.
    case fresh
    /// Matches the month files' stamps but says something else than a rebuild: lookups
    /// (prefills, records, gear totals) would be wrong.
    case wrong
  }

  /// How `index.json` stands now; reads every month file when the index is fresh.
  public func indexState() throws(StoreError) -> IndexState {
    guard let bytes = try read(indexPath) else { return .missing }
    guard ExerciseIndex(decoding: bytes) != nil else { return .unreadable }
    guard let fresh = StoreTransaction(store: self).freshIndex() else { return .stale }
    var rebuilt = emptyIndex(stamp: fresh.stamp)
    let loads = indexLoads()
    for month in try months() {
      rebuilt.record(try self.month(month), loads: loads)
      rebuilt.files[month] = FileStamp(of: path(of: month))
    }
    return rebuilt == fresh ? .fresh : .wrong
  }

  /// An index with no month yet, made now: the `menus` folder's stamp (or `stamp`) and the body
  /// file's, taken before anything is read.
  func emptyIndex(stamp: String? = nil) -> ExerciseIndex {
    var index = ExerciseIndex(stamp: stamp ?? FileSystem.stamp(of: menusFolder))
    index.body = FileStamp(of: bodyPath)
    return index
  }

  /// The loads the index's bests are made with: the body file and exercises on disk.
  func indexLoads() -> BodyLoads {
    var transaction = StoreTransaction(store: self)
    return transaction.bodyLoads()
  }
}
