/// One set's values and what the set is for: the one shape of a set in plans, templates, new
/// sets and history. In a plan its values are the planned ones; in history and in imports,
/// where a set is known only as done, they are the results.
public struct PlannedSet: Hashable, Sendable {
  /// Item → number, canonical units (kg, s, km, km/h, %).
  public var values: SetValues
  /// What the set is for; `.working` unless marked.
  public var kind: SetKind

  /// A set of `values`, a working set unless `kind` says otherwise.
  public init(_ values: SetValues = SetValues(), kind: SetKind = .working) {
    self.values = values
    self.kind = kind
  }

  /// The value of an item, if set.
  public subscript(item: ItemID) -> Double? {
    get { values[item] }
    set { values[item] = newValue }
  }

  /// True when it counts in records, volume and progression: any set but a warm-up.
  public var counts: Bool { kind.counts }
}
