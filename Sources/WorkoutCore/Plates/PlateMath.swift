/// Plate math for one bar and one set of plates: what to load for a weight with the fewest
/// plates, the nearest loadable weights when it cannot be loaded exactly, and from one set to
/// the next the loading with the fewest plate changes. Works in the plates' own unit, so lb
/// plates on a 45 lb bar stay exact; weights in kg are converted once.
public struct PlateMath: Hashable, Sendable {
  /// The bar.
  public let bar: Bar
  /// The plates.
  public let plates: PlateSet

  /// Plate math for `bar` and `plates`.
  public init(bar: Bar, plates: PlateSet) {
    self.bar = bar
    self.plates = plates
  }

  /// The plates' unit, the unit of every loading.
  public var unit: Unit { plates.unit }

  /// The bar's weight in the plates' unit (see `Bar.weight(in:)`).
  public var barWeight: Double { bar.weight(in: unit) }

  // MARK: - Fitting

  /// How `kilograms` fits: see `fit(_:)`.
  public func fit(kilograms: Double) -> PlateFit { fit(unit.value(ofCanonical: kilograms)) }

  /// How `weight`, in the plates' unit, fits: its loading with the fewest plates (heaviest
  /// first, the heaviest plates used as much as that allows), else the nearest loadings
  /// either side.
  public func fit(_ weight: Double) -> PlateFit {
    let target = hundredths(weight)
    let bar = hundredths(barWeight)
    let shown = Double(target) / 100
    let difference = target - bar
    guard difference >= 0 else {
      return PlateFit(
        unit: unit, weight: shown, bar: Double(bar) / 100, exact: nil, below: nil,
        above: loading(perSide: []))
    }
    let side = difference / 2
    let solver = PlateSolver(kinds: kinds(), limit: side + 1 + heaviestPlate)
    if difference % 2 == 0, let plates = solver.plates(for: side) {
      return PlateFit(
        unit: unit, weight: shown, bar: Double(bar) / 100, exact: loading(perSide: plates),
        below: nil, above: nil)
    }
    let below = solver.largest(atMost: side).flatMap(solver.plates(for:)).map(loading(perSide:))
    let above = solver.smallest(atLeast: side + 1).flatMap(solver.plates(for:))
      .map(loading(perSide:))
    return PlateFit(
      unit: unit, weight: shown, bar: Double(bar) / 100, exact: nil, below: below, above: above)
  }

  /// The weight nearest `kilograms` that loads (a tie goes to the lighter), in kg: the bar
  /// below it, every plate beyond them.
  public func nearestLoadable(kilograms: Double) -> Double {
    fit(kilograms: kilograms).nearest?.kilograms ?? bar.kilograms
  }

  /// The weight nearest `kg` that loads on a bar of `bar` kg with `plates`, in kg: for the
  /// warm-up ramp, which rounds its percentages to weights people can load.
  public static func nearestLoadable(_ kg: Double, bar: Double, plates: PlateSet) -> Double {
    PlateMath(bar: Bar(kilograms: bar), plates: plates).nearestLoadable(kilograms: kg)
  }

  /// Every plate on the bar: the heaviest loading there is.
  public var heaviest: BarLoading {
    loading(
      perSide: plates.plates.flatMap { plate in
        Array(repeating: hundredths(plate.weight), count: plate.perSide)
      })
  }

  // MARK: - From set to set

  /// The loading of exactly `weight` (in the plates' unit) with the fewest plate changes from
  /// `previous`: plates come off from the outside in and go on outside, so it keeps an inner
  /// part of `previous` and adds the fewest plates to it, none heavier than the plate inside it
  /// (heaviest inside, as on any bar); a tie goes to the fewest plates on the bar. No previous loading (or one of another bar): the fewest plates. Nil when the
  /// weight does not load exactly.
  public func loading(_ weight: Double, after previous: BarLoading?) -> BarLoading? {
    let difference = hundredths(weight) - hundredths(barWeight)
    guard difference >= 0, difference % 2 == 0 else { return nil }
    let side = difference / 2
    let fewest = PlateSolver(kinds: kinds(), limit: side).plates(for: side).map(loading(perSide:))
    guard let previous, previous.unit == unit, hundredths(previous.bar) == hundredths(barWeight)
    else { return fewest }
    let before = previous.perSide.map(hundredths)
    var available = Dictionary(kinds().map { ($0.weight, $0.count) }, uniquingKeysWith: +)
    var best: (changes: Int, plates: Int, loading: [Int])?
    var kept = 0
    for keep in 0...before.count {
      if keep > 0 {
        let plate = before[keep - 1]
        guard let left = available[plate], left > 0, keep == 1 || before[keep - 2] >= plate
        else { break }
        available[plate] = left - 1
        kept += plate
      }
      let rest = side - kept
      guard rest >= 0 else { break }
      let outermost = keep > 0 ? before[keep - 1] : Int.max
      let solver = PlateSolver(
        kinds: available.filter { $0.key <= outermost }.map {
          PlateSolver.Kind(weight: $0.key, count: $0.value)
        }, limit: rest)
      guard let added = solver.plates(for: rest) else { continue }
      let changes = before.count - keep + added.count
      let plates = keep + added.count
      if let best, (best.changes, best.plates) < (changes, plates) { continue }
      best = (changes, plates, Array(before.prefix(keep)) + added)
    }
    return best.map { loading(perSide: $0.loading) } ?? fewest
  }

  /// What to load for a set of `kilograms` after `previous`: the weight's fit, the loading
  /// to use (the weight's own, else the nearest loadable one, by the fewest changes from
  /// `previous`) and the change from `previous`.
  public func step(to kilograms: Double, after previous: BarLoading?) -> PlateStep {
    let fit = fit(kilograms: kilograms)
    let nearest = fit.nearest ?? loading(perSide: [])
    let loading = loading(nearest.total, after: previous) ?? nearest
    return PlateStep(fit: fit, loading: loading, change: previous.map { $0.change(to: loading) })
  }

  // MARK: - Reading

  /// Reads a weight to load, `102.5`, `100kg` or `225lb`, a bare number in `units`: its kg and
  /// the unit it was typed in. At least 0 and at most the maximum of the catalog's `weight`
  /// item; any hundredth.
  public static func readWeight(_ text: String, units: DisplayUnits, catalog: Catalog)
    throws(PlateError) -> (kilograms: Double, typedIn: Unit)
  {
    let heaviestWeight = catalog.item(.weight)?.max ?? 500
    let lowered = String(text.trimmingSpaces.lowercased())
    guard let (kilograms, typedIn) = Unit.read(lowered, .weight, bare: units.weight) else {
      throw .malformed(what: "weight", text: text, expected: Dimension.weight.expectedForm)
    }
    guard kilograms.isFinite, kilograms >= 0, kilograms <= heaviestWeight + 1e-9 else {
      let range = [0, heaviestWeight].map { units.weight($0, decimals: 2) }
      throw .invalid(
        what: "weight",
        reason: "'\(text.trimmingSpaces)' is not between \(range[0]) and \(range[1])")
    }
    return (kilograms, typedIn)
  }

  // MARK: - Helpers

  private func kinds() -> [PlateSolver.Kind] {
    plates.plates.map { PlateSolver.Kind(weight: hundredths($0.weight), count: $0.perSide) }
  }

  private var heaviestPlate: Int { plates.plates.map { hundredths($0.weight) }.max() ?? 0 }

  private func loading(perSide: [Int]) -> BarLoading {
    BarLoading(unit: unit, bar: barWeight, perSide: perSide.map { Double($0) / 100 })
  }
}

/// The plates of one set in a run: how its weight fits, what goes on the bar, and what
/// changes from the set before.
public struct PlateStep: Hashable, Sendable {
  /// How the set's weight fits the bar and plates.
  public let fit: PlateFit
  /// What goes on the bar: the weight's own loading, else the nearest loadable one.
  public let loading: BarLoading
  /// The change from the loading of the set before; nil for the first.
  public let change: PlateChange?

  /// A step to `loading`.
  public init(fit: PlateFit, loading: BarLoading, change: PlateChange?) {
    self.fit = fit
    self.loading = loading
    self.change = change
  }
}
