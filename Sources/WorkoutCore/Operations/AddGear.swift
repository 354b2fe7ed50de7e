/// `gear add`: a new piece of gear.
public struct AddGear: StoreOperation {
  /// The gear; its `added` date is set when it is applied.
  public var gear: Gear
  /// The units messages give distances in.
  public var units: DisplayUnits

  /// New gear.
  public init(gear: Gear, units: DisplayUnits = .metric) {
    self.gear = gear
    self.units = units
  }

  /// The gear as added.
  public func apply(to transaction: inout StoreTransaction) throws -> Gear {
    var file = try transaction.gear()
    try file.checkNameFree(gear)
    try file.add(gear, units: units)
    try transaction.setGear(file)
    return gear
  }
}
