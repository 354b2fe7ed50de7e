extension Exercise {
  /// The bar it is loaded on, given the `standard` bar of the settings: its own bar, else the
  /// standard one for a barbell exercise; nil when it has no plate math (no weight item, a
  /// bar of 0, or no barbell).
  public func bar(standard: Bar) -> Bar? {
    guard items.contains(.weight) else { return nil }
    if let bar { return bar > 0 ? Bar(kilograms: bar) : nil }
    return equipment == "barbell" ? standard : nil
  }

  /// Reads a typed bar for `catalog add --bar`: `15`, `15kg`, `35lb` (in kg, exact), or `none`
  /// (0: no plate math).
  public static func parseBar(_ text: String, units: DisplayUnits = .metric) throws(PlateError)
    -> Double
  {
    if ["none", "0"].contains(text.trimmingSpaces.lowercased()) { return 0 }
    return try Bar.parse(text, bareUnit: units.weight).kilograms
  }

  /// Sets its bar from the typed text of `catalog add --bar`: a weight (`15`, `35lb`),
  /// `standard` (a barbell exercise on the bar of the settings) or `none`.
  public mutating func setBar(_ text: String, units: DisplayUnits = .metric) throws(PlateError) {
    guard items.contains(.weight) else {
      throw .invalid(
        what: "bar",
        reason: "a bar is only for exercises with the weight item; its items are "
          + items.map(\.rawValue).joined(separator: ", "))
    }
    if text.trimmingSpaces.lowercased() == "standard" {
      equipment = "barbell"
      bar = nil
    } else {
      bar = try Exercise.parseBar(text, units: units)
    }
  }
}
