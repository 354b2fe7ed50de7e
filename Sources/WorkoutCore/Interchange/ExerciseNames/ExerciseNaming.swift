/// Which catalog exercise each of an app's exercise names is: the user's `--map` first, then
/// the built-in map of that app's names, then the catalog's own ids, names and aliases.
public struct ExerciseNaming {
  /// The app the names come from.
  public let app: ForeignApp
  /// The user's `--map "Name=id"` entries, by normalized name.
  private let maps: [String: ExerciseID]
  /// The catalog with the user's own exercises.
  public let catalog: Catalog

  /// A naming for `app`'s names; `maps` are the user's, as typed.
  public init(app: ForeignApp, maps: [(name: String, id: ExerciseID)], catalog: Catalog) {
    self.app = app
    self.catalog = catalog
    var byName: [String: ExerciseID] = [:]
    for (name, id) in maps { byName[ExerciseNaming.key(name)] = id }
    self.maps = byName
  }

  /// The exercise a name is, or nil when nothing says.
  public func exercise(named name: String) -> Exercise? {
    if let id = maps[ExerciseNaming.key(name)] { return catalog.exercise(id) }
    if let id = ExerciseNameMap.builtIn.resolve(name, app: app, in: catalog) {
      return catalog.exercise(id)
    }
    // "Back Squat!" is the catalog's "Back Squat".
    let plain = String(name.filter { $0.isLetter || $0.isNumber || $0.isWhitespace || $0 == "-" })
    return plain == name || plain.isEmpty ? nil : catalog.find(plain)
  }

  /// Catalog ids a name that nothing maps may mean, best first.
  public func candidates(for name: String) -> [ExerciseID] {
    ExerciseNameMap.builtIn.candidates(for: name, in: catalog)
  }

  /// A name as the maps compare it: trimmed, single spaces, lowercase.
  static func key(_ name: String) -> String { ExerciseNameMap.key(name) }
}

/// An app's exercise name that no map or catalog name matched.
public struct UnmappedName: Hashable, Sendable {
  /// The name as the file writes it.
  public var name: String
  /// How many sets carry it.
  public var sets: Int
  /// Catalog ids it may mean, best first.
  public var candidates: [ExerciseID]
  /// The items its sets have values for, in catalog order (what `--create-missing` gives it).
  public var items: [ItemID]
}
