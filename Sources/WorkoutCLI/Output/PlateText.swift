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

  /// The line under a barbell set's plan in `run`: `  per side: 25 + 15 + 2.5 (+2.5 per side)`,
  /// saying when the planned weight does not load exactly (the change first, then the
  /// reason); too wide for `width`, the notes go on lines of their own under the plates, none
  /// dropped; nil when not even the plates fit.
  func runLine(_ step: PlateStep, width: Int?) -> String? {
    let loading = step.loading
    let plates = "  per side: " + perSide(loading.perSide)
    let change = step.change.flatMap { $0.isEmpty ? nil : self.change($0) + " per side" }
    var inexact: String?
    if !step.fit.isExact {
      let loaded = weight(loading.total, loading.unit)
      let asked = weight(step.fit.weight, step.fit.unit)
      inexact =
        step.fit.isBelowBar
        ? "not exact: \(asked) is less than the bar"
        : step.fit.isBeyondPlates
          ? "not exact: \(loaded), the most your plates load" : "not exact: loads \(loaded)"
    }
    let notes = [change, inexact].compactMap { $0 }
    let line = notes.isEmpty ? plates : "\(plates) (\(notes.joined(separator: "; ")))"
    guard let width, displayWidth(line) > width else { return line }
    // Too wide: each note on a line of its own under the plates, none dropped.
    guard displayWidth(plates) <= width else { return nil }
    return ([plates] + notes.flatMap { wrappedWords("  (\($0))", width: width, indent: "   ") })
      .joined(separator: "\n")
  }

  /// `25`, `2.5`, `1.25`, `20.41`.
  func number(_ value: Double) -> String { trimmed(value, decimals: 2) }
}
