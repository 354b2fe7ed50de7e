/// `gear add`: a new piece of gear.
public struct AddGear: StoreOperation {
  /// The gear; its `added` date is set when it is applied.
  public var gear: Gear

  /// New gear.
  public init(gear: Gear) { self.gear = gear }

  /// The gear as added.
  public func apply(to transaction: inout StoreTransaction) throws -> Gear {
    var file = try transaction.gear()
    try file.checkNameFree(gear)
    try file.add(gear)
    try transaction.setGear(file)
    return gear
  }
}
