/// `gear retire`: gear no longer in use; it stops being any exercise's default. `--undo` puts
/// it back in use (its defaults stay dropped).
public struct RetireGear: StoreOperation {
  /// The gear as typed: its id or name.
  public var gear: String
  /// The retirement date.
  public var date: LocalDate
  /// Puts retired gear back in use instead.
  public var undo: Bool

  /// Retires `gear` on `date`, or undoes it.
  public init(gear: String, date: LocalDate, undo: Bool = false) {
    self.gear = gear
    self.date = date
    self.undo = undo
  }

  /// The gear as it is now, and the exercises it stopped being the default of.
  public struct Outcome: Hashable, Sendable {
    /// The gear as it is now.
    public var gear: Gear
    /// The exercises whose default it was.
    public var droppedDefaults: [ExerciseID]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.gear()
    var changed = try file.named(gear)
    var dropped: [ExerciseID] = []
    if undo {
      guard changed.retired != nil else { throw GearError.conflict("\(changed.id) is not retired") }
      changed.retired = nil
    } else {
      if let retired = changed.retired {
        throw GearError.conflict("\(changed.id) was retired on \(retired)")
      }
      changed.retired = date
      dropped = file.dropDefaults(of: changed.id)
    }
    try file.replace(changed)
    try transaction.setGear(file)
    return Outcome(gear: changed, droppedDefaults: dropped)
  }
}
