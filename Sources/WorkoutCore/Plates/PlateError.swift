/// A bar or a set of plates that cannot be used, or a weight that cannot go on the bar.
public enum PlateError: Error, Equatable, Sendable {
  /// The text is not a bar weight or a list of plates at all: a usage error.
  case malformed(what: String, text: String, expected: String)
  /// The text is one, but not one wkc takes (out of range, off step, repeated): invalid data.
  case invalid(what: String, reason: String)
  /// The weight is less than the bar alone.
  case belowBar(weight: String, bar: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .malformed(let what, let text, let expected):
      "\(what): '\(text)' is not \(expected)"
    case .invalid(let what, let reason):
      "\(what): \(reason)"
    case .belowBar(let weight, let bar):
      "\(weight) is less than the \(bar) bar alone; nothing to load"
    }
  }
}
