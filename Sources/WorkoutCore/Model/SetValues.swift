/// The values of one set, item → number in canonical units (kg, s, km, km/h, %).
///
/// A handful of items at most, so they are kept as a small array sorted by item id: cheaper to
/// build and read than a dictionary, and already in the order JSON writes them.
public struct SetValues: Hashable, Sendable, Sequence {
  private var entries: [(item: ItemID, value: Double)] = []

  /// Creates values from a dictionary.
  public init(_ values: [ItemID: Double] = [:]) {
    entries = values.sorted { $0.key < $1.key }.map { (item: $0.key, value: $0.value) }
  }

  /// The value of an item, if set.
  public subscript(item: ItemID) -> Double? {
    get {
      for entry in entries where entry.item == item { return entry.value }
      return nil
    }
    set {
      let index = entries.firstIndex { $0.item >= item } ?? entries.endIndex
      let present = index < entries.endIndex && entries[index].item == item
      switch (present, newValue) {
      case (true, let value?): entries[index].value = value
      case (true, nil): entries.remove(at: index)
      case (false, let value?): entries.insert((item, value), at: index)
      case (false, nil): break
      }
    }
  }

  /// The items that have a value, sorted by id.
  public var items: [ItemID] { entries.map(\.item) }

  /// True when no item has a value.
  public var isEmpty: Bool { entries.isEmpty }

  /// The number of items with a value.
  public var count: Int { entries.count }

  /// Item–value pairs sorted by item id.
  public func makeIterator() -> IndexingIterator<[(item: ItemID, value: Double)]> {
    entries.makeIterator()
  }

  /// These values with `other`'s values laid over them.
  public func merging(_ other: SetValues) -> SetValues {
    var merged = self
    for (item, value) in other.entries { merged[item] = value }
    return merged
  }

  /// Only the given items.
  public func filtered(to items: [ItemID]) -> SetValues {
    var filtered = self
    filtered.entries.removeAll { !items.contains($0.item) }
    return filtered
  }

  /// Same items with the same values.
  public static func == (lhs: SetValues, rhs: SetValues) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.item == $1.item && $0.value == $1.value }
  }

  /// Hashes items and values in order.
  public func hash(into hasher: inout Hasher) {
    for (item, value) in entries {
      hasher.combine(item)
      hasher.combine(value)
    }
  }
}
