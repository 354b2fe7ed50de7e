extension Item {
  /// Parses typed text (`60`, `135lb`, `1:30`, `800m`, …) into the canonical unit and checks it;
  /// a bare number is in the display unit (`135` is 135 lb when `units` say pounds).
  public func parse(_ text: String, units: DisplayUnits = .metric) throws(ValueError) -> Double {
    let lowered = String(text.trimmingSpaces.lowercased())
    guard let (value, typedIn) = Unit.read(lowered, unit.dimension, bare: units.shown(unit))
    else {
      throw .malformed(item: id, text: text, expected: expectedForm)
    }
    if unit.dimension == .time, let (field, name) = Unit.clockOverflow(lowered) {
      throw .invalid(item: id, reason: "'\(text)' has \(field) \(name); they go up to 59")
    }
    try check(value, typedIn: typedIn, typed: text, units: units)
    return onStep(value, typedIn: typedIn)
  }

  /// A checked value exactly on its step in the unit it was typed in, without the noise the
  /// check forgives: 8.2 minutes of rest are 492 s, not 491.99999999999994; `1e-9` reps are 0.
  func onStep(_ value: Double, typedIn: Unit) -> Double {
    guard let step else { return value }
    if let typingStep = typedIn.typingStep {
      let typed = (typedIn.value(ofCanonical: value) / typingStep).rounded() * typingStep
      return typedIn.canonical(typed) + 0
    }
    return (value / step).rounded() * step + 0
  }

  /// Checks range and step of a canonical value; `typedIn` nil accepts the step of any unit it
  /// may be typed in (a weight typed in lb is on a half pound). `onStep` false checks only the
  /// range (imported values keep the other app's precision, e.g. 47.3 kg).
  /// Messages give the range in `units`.
  public func check(
    _ value: Double, typedIn: Unit?, typed: String? = nil, onStep: Bool = true,
    units: DisplayUnits = .metric
  ) throws(ValueError) {
    let shown = typed ?? format(value, units: units)
    guard !value.isNaN else { throw .invalid(item: id, reason: "must be a number, not NaN") }
    guard value >= min, value <= max else {
      let range = { (limit: Double) in
        units.shown(self.unit) == .pound
          ? units.weight(limit, decimals: 2) : self.format(limit, units: units)
      }
      throw .invalid(
        item: id, reason: "must be between \(range(min)) and \(range(max)), not \(shown)")
    }
    guard onStep, let step else { return }
    let units = typedIn.map { [$0] } ?? unit.dimension.units
    let onStep = units.contains { unit in
      guard let typingStep = unit.typingStep else { return isMultiple(value, of: step) }
      return isMultiple(unit.value(ofCanonical: value), of: typingStep)
    }
    guard onStep else {
      let rule: String
      if step == 1 {
        rule = "must be a whole number"
      } else if id == .weight,
        let other = unit.dimension.units.first(where: { $0.typingStep != nil }),
        let typingStep = other.typingStep
      {
        rule =
          "goes in steps of \(unit.format(step)) (\(other.format(other.canonical(typingStep))) "
          + "when typed in \(other.symbol))"
      } else {
        rule = "goes in steps of \(JSONWriter.format(step))\(unitSuffix)"
      }
      throw .invalid(item: id, reason: "\(rule), not \(shown)")
    }
  }

  /// A value for people in `units`: `60 kg` or `132.5 lb`, `1:30` and `0:45` of rest (one
  /// style, as `run` counts rests down), `5 km`, `10`.
  public func format(_ value: Double, units: DisplayUnits = .metric) -> String {
    units.format(value, unit)
  }

  /// What a typed value may look like, for messages.
  public var expectedForm: String { unit.dimension.expectedForm }

  private var unitSuffix: String {
    switch unit {
    case .count: ""
    case .percent: "%"
    default: " " + unit.symbol
    }
  }

  private func isMultiple(_ value: Double, of step: Double) -> Bool {
    let quotient = value / step
    return abs(quotient - quotient.rounded()) < 1e-6
  }
}
