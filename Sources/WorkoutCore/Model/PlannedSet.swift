/// One set's values and what the set is for: the one shape of a set in plans, templates, new
/// sets and history. In a plan its values are the planned ones; in history and in imports,
/// where a set is known only as done, they are the results.
public struct PlannedSet: Hashable, Sendable {
  /// Item → number, canonical units (kg, s, km, km/h, %).
  public var values: SetValues
  /// What the set is for; `.working` unless marked.
  public var kind: SetKind
  /// The top of a rep range (`8-12`: reps 8, up to 12), or nil.
  public var repsUpTo: Double?
  /// True when the reps are a minimum, as many as you can (`5+`: AMRAP).
  public var amrap: Bool

  /// A set of `values`, a working set unless `kind` says otherwise.
  public init(
    _ values: SetValues = SetValues(), kind: SetKind = .working, repsUpTo: Double? = nil,
    amrap: Bool = false
  ) {
    self.values = values
    self.kind = kind
    self.repsUpTo = repsUpTo
    self.amrap = amrap
  }

  /// The value of an item, if set.
  public subscript(item: ItemID) -> Double? {
    get { values[item] }
    set { values[item] = newValue }
  }

  /// True when it counts in records, volume and progression: any set but a warm-up.
  public var counts: Bool { kind.counts }
}
