/// Problems logging or reading body measurements.
public enum BodyError: Error, Equatable, Sendable {
  /// A measure nobody defined.
  case unknownMeasure(String)
  /// A name that cannot name a measure.
  case badName(String)
  /// A value outside the measure's range (canonical).
  case outOfRange(BodyMeasure, Double)
  /// A value typed that does not read (the measure, the text, what was expected).
  case malformed(String, String, String)
  /// No entry on that date.
  case noEntry(LocalDate)
  /// The entry of that date has no value of the measure.
  case noValue(BodyMeasure, LocalDate)
  /// Any other broken rule.
  case invalid(String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .unknownMeasure(let name):
      "no body measure is named '\(name.echoed)'; a new one needs its unit, as in \(name.echoed)=38cm"
    case .badName(let name):
      "'\(name.echoed)' cannot name a measure: 1 to \(BodyMeasure.maximumNameLength) of a-z, 0-9 "
        + "and -, a letter first"
    case .outOfRange(let measure, let value):
      "\(measure.name) must be between \(trimmed(measure.limits.lowerBound, decimals: 0)) and "
        + "\(trimmed(measure.limits.upperBound, decimals: 0)) \(measure.kind.canonicalSymbol), not "
        + "\(value.isFinite ? trimmed(value, decimals: 2) : "\(value)") \(measure.kind.canonicalSymbol)"
    case .malformed(let measure, let text, let expected):
      "\(measure) '\(text.echoed)' is not \(expected)"
    case .noEntry(let date): "there is no body entry on \(date)"
    case .noValue(let measure, let date): "the body entry of \(date) has no \(measure.name)"
    case .invalid(let message): message
    }
  }
}
