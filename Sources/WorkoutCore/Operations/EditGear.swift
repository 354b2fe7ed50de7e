/// `gear edit`: changes to a piece of gear's name, kind, distances, exercises or note.
public struct EditGear: StoreOperation {
  /// The gear as typed: its id or name.
  public var gear: String
  /// Laid over the gear as it is.
  public var change: (inout Gear) -> Void
  /// The units messages give distances in.
  public var units: DisplayUnits

  /// Changes to `gear`.
  public init(
    gear: String, units: DisplayUnits = .metric, change: @escaping (inout Gear) -> Void
  ) {
    self.units = units
    self.gear = gear
    self.change = change
  }

  /// The gear as it is now.
  public func apply(to transaction: inout StoreTransaction) throws -> Gear {
    var file = try transaction.gear()
    var changed = try file.named(gear)
    change(&changed)
    try file.checkNameFree(changed)
    try file.replace(changed, units: units)
    try transaction.setGear(file)
    return changed
  }
}
