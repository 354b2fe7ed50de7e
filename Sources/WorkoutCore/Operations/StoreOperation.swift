/// One verb of wkc (add, record, menu copy, …) as a value: typed input, applied to a store
/// transaction, giving a typed outcome. Commands, importers and tests all change the store
/// through these, the same way.
public protocol StoreOperation {
  /// What applying it did: what changed, the last results, new records.
  associatedtype Outcome

  /// Applies the operation inside one transaction; nothing is written when it throws.
  func apply(to transaction: inout StoreTransaction) throws -> Outcome
}

extension Store {
  /// Applies `operation` in one transaction under the store's lock and writes what it changed.
  public func perform<O: StoreOperation>(_ operation: O) throws -> O.Outcome {
    try update { transaction in try operation.apply(to: &transaction) }
  }
}
