/// A loaded bar: the bar and the plates on each side, innermost first (heaviest first when it
/// was loaded from empty), all in the plates' unit.
public struct BarLoading: Hashable, Sendable {
  /// `.kilogram` or `.pound`: the plates' unit.
  public let unit: Unit
  /// The bar's weight.
  public let bar: Double
  /// The plates on one side, innermost first; the other side is the same.
  public let perSide: [Double]

  /// A bar of `bar` with `perSide` on each side, in `unit`.
  public init(unit: Unit, bar: Double, perSide: [Double]) {
    self.unit = unit == .pound ? .pound : .kilogram
    self.bar = bar
    self.perSide = perSide
  }

  /// The bar and both sides, in the plates' unit, to the hundredth.
  public var total: Double {
    let sum = hundredths(bar) + 2 * perSide.reduce(0) { $0 + hundredths($1) }
    return Double(sum) / 100
  }

  /// The bar and both sides, in kg.
  public var kilograms: Double { unit.canonical(total) }

  /// True when no plate is on the bar.
  public var isEmptyBar: Bool { perSide.isEmpty }

  /// What to take off and put on each side to go from this loading to `next`: the plates
  /// outside the part both share, off from the outside in, then `next`'s on.
  public func change(to next: BarLoading) -> PlateChange {
    let shared = zip(perSide, next.perSide).prefix { hundredths($0) == hundredths($1) }.count
    return PlateChange(
      removed: perSide[shared...].reversed(), added: Array(next.perSide[shared...]))
  }
}

/// The plates taken off and put on each side between two sets.
public struct PlateChange: Hashable, Sendable {
  /// Plates taken off each side, outermost first.
  public let removed: [Double]
  /// Plates put on each side, in the order they go on.
  public let added: [Double]

  /// A change of `removed` then `added`.
  public init(removed: [Double], added: [Double]) {
    self.removed = removed
    self.added = added
  }

  /// Plates moved on each side: taken off plus put on.
  public var count: Int { removed.count + added.count }

  /// True when the bar stays as it is.
  public var isEmpty: Bool { removed.isEmpty && added.isEmpty }
}

/// A weight in hundredths of its unit, as plate math counts.
func hundredths(_ value: Double) -> Int {
  guard value.isFinite, abs(value) < 1e12 else { return value < 0 ? -Int(1e14) : Int(1e14) }
  return Int((value * 100).rounded())
}
