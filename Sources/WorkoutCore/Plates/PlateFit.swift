/// How a weight fits a bar and its plates: loaded exactly with the fewest plates, or not, and
/// then the nearest loadable weights either side. All in the plates' unit.
public struct PlateFit: Hashable, Sendable {
  /// `.kilogram` or `.pound`: the plates' unit.
  public let unit: Unit
  /// The weight asked for, to the hundredth.
  public let weight: Double
  /// The bar's weight.
  public let bar: Double
  /// The loading of exactly `weight` with the fewest plates; nil when there is none.
  public let exact: BarLoading?
  /// When not exact: the heaviest loading lighter than `weight`; nil below the bar.
  public let below: BarLoading?
  /// When not exact: the lightest loading heavier than `weight`; nil beyond what the plates
  /// make.
  public let above: BarLoading?

  /// A fit of `weight`.
  public init(
    unit: Unit, weight: Double, bar: Double, exact: BarLoading?, below: BarLoading?,
    above: BarLoading?
  ) {
    self.unit = unit
    self.weight = weight
    self.bar = bar
    self.exact = exact
    self.below = below
    self.above = above
  }

  /// True when the weight loads exactly.
  public var isExact: Bool { exact != nil }

  /// The exact loading, else the nearer of `below` and `above` (a tie goes below); below the
  /// bar that is the empty bar, beyond the plates every plate.
  public var nearest: BarLoading? {
    if let exact { return exact }
    guard let below else { return above }
    guard let above else { return below }
    return hundredths(above.total) - hundredths(weight) < hundredths(weight)
      - hundredths(below.total)
      ? above : below
  }

  /// True when the weight is less than the bar alone.
  public var isBelowBar: Bool { hundredths(weight) < hundredths(bar) }

  /// True when the weight is more than the bar and every plate make: `below` is the heaviest
  /// loading there is.
  public var isBeyondPlates: Bool { exact == nil && above == nil && below != nil }
}
