/// The values of one set, item → number in canonical units (kg, s, km, km/h, %).
public struct SetValues: Hashable, Sendable, Sequence {
  private var storage: [ItemID: Double]

  /// Creates values from a dictionary.
  public init(_ values: [ItemID: Double] = [:]) { storage = values }

  /// The value of an item, if set.
  public subscript(item: ItemID) -> Double? {
    get { storage[item] }
    set { storage[item] = newValue }
  }

  /// The items that have a value, sorted by id.
  public var items: [ItemID] { storage.keys.sorted() }

  /// True when no item has a value.
  public var isEmpty: Bool { storage.isEmpty }

  /// The number of items with a value.
  public var count: Int { storage.count }

  /// Item–value pairs sorted by item id.
  public func makeIterator() -> IndexingIterator<[(item: ItemID, value: Double)]> {
    storage.sorted { $0.key < $1.key }.map { (item: $0.key, value: $0.value) }.makeIterator()
  }

  /// These values with `other`'s values laid over them.
  public func merging(_ other: SetValues) -> SetValues {
    SetValues(storage.merging(other.storage) { _, new in new })
  }

  /// Only the given items.
  public func filtered(to items: [ItemID]) -> SetValues {
    SetValues(storage.filter { items.contains($0.key) })
  }
}
