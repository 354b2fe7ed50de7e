import WorkoutCore

/// Plate math for people, in the plates' own unit: `bar 20 + per side 25 + 15 + 1.25`,
/// `25 + 15 + 2.5`, `−15, +10`.
struct PlateText {
  let style: Style

  /// `102.5 kg`, `225 lb`: a weight of the plates' unit, to the hundredth.
  func weight(_ value: Double, _ unit: Unit) -> String {
    number(value) + " " + unit.symbol
  }

  /// `25 + 15 + 1.25`, innermost first; `no plates` for none.
  func perSide(_ plates: [Double]) -> String {
    plates.isEmpty ? "no plates" : plates.map(number).joined(separator: " + ")
  }

  /// `bar 20 + per side 25 + 15 + 1.25`, or `bar 20 alone`.
  func loading(_ loading: BarLoading) -> String {
    let bar = "bar \(number(loading.bar))"
    return loading.isEmptyBar ? bar + " alone" : "\(bar) + per side \(perSide(loading.perSide))"
  }

  /// `102.5 kg: bar 20 + per side 25 + 15 + 1.25`.
  func weighed(_ loading: BarLoading) -> String {
    "\(weight(loading.total, loading.unit)): \(self.loading(loading))"
  }

  /// `−15, +10`: plates off each side (outermost first), then on; `no change` for none.
  func change(_ change: PlateChange) -> String {
    guard !change.isEmpty else { return "no change" }
    let minus = style.unicode ? "\u{2212}" : "-"
    return (change.removed.map { minus + number($0) } + change.added.map { "+" + number($0) })
      .joined(separator: ", ")
  }

  /// `25`, `2.5`, `1.25`, `20.41`.
  func number(_ value: Double) -> String { trimmed(value, decimals: 2) }
}
