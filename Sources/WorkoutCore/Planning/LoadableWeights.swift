/// Makes the weights wkc fills in itself (a catalog default, the progression rule's next
/// weight) ones a lifter can load: on a bar exercise what the bar and the plates owned load;
/// else, for a lifter who reads pounds, a multiple of the exercise's increment in pounds
/// (`poundIncrement`: 40 kg is 88.2 lb, shown as 90 lb). Kilogram users' weights off the bar
/// stay as they are: the catalog writes them in kg steps. Weights typed, or carried from a
/// plan, are never changed.
public struct LoadableWeights: Hashable, Sendable {
  /// The exercise's bar and the plates owned; nil when it has no bar.
  public var plateMath: PlateMath?
  /// The units the lifter reads.
  public var units: DisplayUnits

  /// Rounding by `plateMath` (nil: no bar) for a lifter who reads `units`.
  public init(plateMath: PlateMath?, units: DisplayUnits) {
    self.plateMath = plateMath
    self.units = units
  }

  /// Which way a weight that does not load goes.
  public enum Direction: Sendable {
    /// The nearest (a tie goes lighter).
    case nearest
    /// The lightest at or above it: progression going up.
    case up
  }

  /// `kilograms` as a weight that loads, in kg; 0 and less stay.
  public func rounded(
    _ kilograms: Double, for exercise: Exercise, _ direction: Direction = .nearest
  ) -> Double {
    guard kilograms > 0 else { return kilograms }
    if let plateMath {
      let fit = plateMath.fit(kilograms: kilograms)
      let loading =
        direction == .up ? fit.exact ?? fit.above ?? fit.below : fit.nearest
      return loading?.kilograms ?? kilograms
    }
    guard units.weight == .pound else { return kilograms }
    let step = exercise.poundIncrement
    let steps = Unit.pound.value(ofCanonical: kilograms) / step
    let whole =
      direction == .up ? (steps - 1e-9).rounded(.up) : (steps + 0.5 - 1e-9).rounded(.down)
    return Unit.pound.canonical(max(1, whole) * step)
  }

  /// `sets` with every weight of a set that counts rounded; true when one changed.
  func rounding(_ sets: [PlannedSet], for exercise: Exercise, _ direction: Direction)
    -> (sets: [PlannedSet], changed: Bool)
  {
    var result = sets
    var changed = false
    for index in result.indices where result[index].counts {
      guard let weight = result[index][.weight] else { continue }
      let loadable = rounded(weight, for: exercise, direction)
      if abs(loadable - weight) > 1e-9 {
        result[index][.weight] = loadable
        changed = true
      }
    }
    return (result, changed)
  }
}
