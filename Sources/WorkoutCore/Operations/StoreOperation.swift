/// One verb of wkc (add, record, menu copy, …) as a value: typed input, applied to a store
/// transaction, giving a typed outcome. Commands, importers and tests all change the store
/// through these, the same way.
public protocol StoreOperation {
  /// What applying it did: what changed, the last results, new records.
  associatedtype Outcome

  /// Applies the operation inside one transaction; nothing is written when it throws.
  func apply(to transaction: inout StoreTransaction) throws -> Outcome
}

/// What a write did: its operation's outcome, and what its changes did to gear.
public struct Performed<Outcome> {
  /// The operation's outcome.
  public var outcome: Outcome
  /// Gear the changes took past its retire distance, and retired gear they gave a workout.
  public var gear: GearEffects
  /// The program session the changes completed, and what that changed; nil for none.
  public var program: ProgramAdvance?
}

extension Performed: Sendable where Outcome: Sendable {}

extension Store {
  /// Applies `operation` in one transaction under the store's lock, writes what it changed, and
  /// says what that did to gear.
  @discardableResult
  public func perform<O: StoreOperation>(_ operation: O) throws -> Performed<O.Outcome> {
    try update { transaction in
      let outcome = try operation.apply(to: &transaction)
      let program = try transaction.followProgram(settings: settings)
      return Performed(outcome: outcome, gear: try transaction.gearEffects(), program: program)
    }
  }

  /// Applies `operation` without the lock and writes nothing: an operation that only reads
  /// (a suggestion, the records of a date), or what one would do (`--dry-run`).
  public func read<O: StoreOperation>(_ operation: O) throws -> O.Outcome {
    try read { transaction in try operation.apply(to: &transaction) }
  }
}
