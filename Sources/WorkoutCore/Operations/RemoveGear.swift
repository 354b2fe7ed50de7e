/// `gear remove`: gear dropped from the file with its defaults. Refused while workouts use it,
/// unless confirmed: then every workout using it is unlinked first.
public struct RemoveGear: StoreOperation {
  /// The gear as typed: its id or name.
  public var gear: String
  /// Unlinks the workouts that use it.
  public var confirmed: Bool

  /// Removes `gear`.
  public init(gear: String, confirmed: Bool) {
    self.gear = gear
    self.confirmed = confirmed
  }

  /// The gear removed, the workouts unlinked from it and the exercises it was the default of.
  public struct Outcome: Hashable, Sendable {
    /// The gear removed.
    public var gear: Gear
    /// The workouts that used it.
    public var unlinked: Int
    /// The exercises whose default it was.
    public var droppedDefaults: [ExerciseID]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.gear()
    let removed = try file.named(gear)
    var unlinked = 0
    for month in try transaction.gearMonths(of: removed.id).keys.sorted() {
      for var menu in try transaction.month(month).menus {
        var changed = false
        for index in menu.workouts.indices where menu.workouts[index].gear == removed.id {
          menu.workouts[index].gear = nil
          unlinked += 1
          changed = true
        }
        if changed { try transaction.put(menu) }
      }
    }
    if unlinked > 0, !confirmed { throw GearError.inUse(removed.id, workouts: unlinked) }
    let dropped = file.dropDefaults(of: removed.id)
    file.remove(removed.id)
    try transaction.setGear(file)
    return Outcome(gear: removed, unlinked: unlinked, droppedDefaults: dropped)
  }
}
