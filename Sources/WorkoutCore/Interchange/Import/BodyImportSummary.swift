/// What an import did (or would do) to the body file.
public struct BodyImportSummary: Hashable, Sendable {
  /// Values the file holds.
  public var read = 0
  /// Values of a date and measure that a later one of the same date replaced (the last of the
  /// day wins).
  public var folded = 0
  /// Values added to dates that had none of their measure.
  public var added = 0
  /// Dates that got a value.
  public var dates: Set<LocalDate> = []
  /// Values the store had already, the same.
  public var alreadyThere = 0
  /// Values that differ from the store's, left as the store has them (no `--replace`).
  public var kept = 0
  /// Values that differ from the store's and replaced them (`--replace`).
  public var replaced = 0
  /// Measures of the user's own made.
  public var created: [BodyMeasure] = []

  /// An empty summary.
  public init() {}
}
