/// A bar's own weight, in the unit it is known in: a 20 kg bar, a 45 lb bar, a 10 kg EZ bar.
public struct Bar: Hashable, Sendable {
  /// Its weight in `unit`.
  public let weight: Double
  /// `.kilogram` or `.pound`.
  public let unit: Unit

  /// The heaviest bar wkc takes, in kg.
  public static let heaviest = Exercise.heaviestBar

  /// A bar of `weight` in `unit` (a unit that is not a weight's is taken as kg).
  public init(_ weight: Double, _ unit: Unit) {
    self.weight = weight
    self.unit = unit == .pound ? .pound : .kilogram
  }

  /// A bar of `kilograms` kg, as the catalog gives bars.
  public init(kilograms: Double) { self.init(kilograms, .kilogram) }

  /// The bar when none is configured: 20 kg for kg lifters, 45 lb for lb lifters.
  public static func standard(for unit: Unit) -> Bar {
    unit == .pound ? Bar(45, .pound) : Bar(20, .kilogram)
  }

  /// Its weight in kg.
  public var kilograms: Double { unit.canonical(weight) }

  /// Its weight in `other`, as plate math uses it: exact in its own unit; in the other,
  /// rounded to the half pound or to the hundredth of a kilogram (a 10 kg bar is a 22 lb bar
  /// among lb plates, a 45 lb bar a 20.41 kg one among kg plates).
  public func weight(in other: Unit) -> Double {
    let other: Unit = other == .pound ? .pound : .kilogram
    if other == unit { return weight }
    let converted = other.value(ofCanonical: kilograms)
    let step = other == .pound ? 0.5 : 0.01
    return (converted / step).rounded() * step
  }

  /// The bar as settings write it: `20kg`, `45lb`, `15.5kg`.
  public var text: String { trimmed(weight, decimals: 2) + unit.symbol }

  /// Reads a bar weight: `20`, `20kg`, `45lb`; a bare number is in `bareUnit`. More than 0,
  /// at most 100 kg, in steps of 0.01 of the unit typed.
  public static func parse(_ text: String, bareUnit: Unit, what: String = "bar") throws(PlateError)
    -> Bar
  {
    let lowered = String(text.trimmingSpaces.lowercased())
    let bare: Unit = bareUnit == .pound ? .pound : .kilogram
    guard let (kilograms, typedIn) = Unit.read(lowered, .weight, bare: bare) else {
      throw .malformed(what: what, text: text, expected: "a bar weight like 20, 15kg or 45lb")
    }
    let value = typedIn.value(ofCanonical: kilograms)
    guard kilograms.isFinite, kilograms > 0, kilograms <= heaviest + 1e-9 else {
      throw .invalid(
        what: what,
        reason: "a bar weighs more than 0 and at most \(trimmed(heaviest, decimals: 2)) kg, "
          + "not \(text.trimmingSpaces)")
    }
    let hundredths = (value * 100).rounded()
    guard abs(value * 100 - hundredths) < 1e-6 else {
      throw .invalid(
        what: what, reason: "a bar weight goes in steps of 0.01, not \(text.trimmingSpaces)")
    }
    // More than 0 as kept (to the hundredth): 1e-9kg is no bar, not a bar of 0 kg.
    guard hundredths > 0 else {
      throw .invalid(
        what: what,
        reason: "a bar weighs more than 0 and at most \(trimmed(heaviest, decimals: 2)) kg, "
          + "not \(text.trimmingSpaces)")
    }
    return Bar(hundredths / 100, typedIn)
  }
}
