/// The body measurements of one date: values by measure name, in canonical units (kg, cm, %).
public struct BodyEntry: Hashable, Sendable {
  /// The date measured.
  public var date: LocalDate
  /// Each measure's value on that date, canonical.
  public var values: [String: Double]

  /// An entry of `values` on `date`.
  public init(date: LocalDate, values: [String: Double] = [:]) {
    self.date = date
    self.values = values
  }

  /// The value of `measure`, or nil.
  public subscript(measure: BodyMeasure) -> Double? { values[measure.name] }
}
