/// The user's own exercises, `catalog.json` in the data directory.
public struct CatalogFile: Hashable, Sendable {
  /// The exercises, in the order they were added.
  public var exercises: [Exercise]

  /// A file of `exercises`.
  public init(exercises: [Exercise] = []) { self.exercises = exercises }

  /// The version the file is written as: the oldest that holds its exercises (version 2 only
  /// once one of them has a `bar`), so that an older wkc reads what it can.
  public var version: Int {
    exercises.reduce(1) { version, exercise in
      CatalogFile.exercise.all.reduce(version) { version, field in
        field.isSet(in: exercise) ? max(version, CatalogFile.exercise.since(field)) : version
      }
    }
  }
}
