/// `gear default`: the gear new workouts of some exercises get, or no default for one.
public struct SetGearDefault: StoreOperation {
  /// What to change.
  public enum Change: Hashable, Sendable {
    /// The gear (as typed) becomes the default of these exercises (its own list when empty).
    case set(String, exercises: [ExerciseID])
    /// The exercise has no default any more.
    case clear(ExerciseID)
  }

  /// What to change.
  public var change: Change

  /// A change of defaults.
  public init(_ change: Change) { self.change = change }

  /// The defaults changed: each exercise with its gear now (nil when cleared) and before.
  public struct Outcome: Hashable, Sendable {
    /// The gear made the default, nil when one was cleared.
    public var gear: Gear?
    /// The exercises changed, sorted.
    public var exercises: [ExerciseID]
    /// The gear each exercise had as default before, when another.
    public var replaced: [ExerciseID: GearID]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.gear()
    switch change {
    case .set(let name, let exercises):
      let gear = try file.named(name)
      let chosen = exercises.isEmpty ? gear.exercises : exercises
      guard !chosen.isEmpty else {
        throw GearError.invalid(
          "\(gear.id) is meant for no exercise; say which with --for, e.g. --for run")
      }
      if let retired = gear.retired {
        throw GearError.conflict("\(gear.id) was retired on \(retired); a default is gear in use")
      }
      let replaced = try file.setDefault(gear.id, for: chosen)
      try transaction.setGear(file)
      return Outcome(gear: gear, exercises: chosen.sorted(), replaced: replaced)
    case .clear(let exercise):
      guard let old = file.clearDefault(of: exercise) else {
        throw GearError.conflict("\(exercise) has no default gear")
      }
      try transaction.setGear(file)
      return Outcome(gear: nil, exercises: [exercise], replaced: [exercise: old])
    }
  }
}
