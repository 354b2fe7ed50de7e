/// A value that cannot be used for an item.
public enum ValueError: Error, Equatable, Sendable {
  /// The text is not a value of that item at all: a usage error.
  case malformed(item: ItemID, text: String, expected: String)
  /// The text is a value, but not one the item allows: invalid data.
  case invalid(item: ItemID, reason: String)

  /// The same problem told of another name (an option that takes an item's values).
  public func named(_ name: ItemID) -> ValueError {
    switch self {
    case .malformed(_, let text, let expected):
      .malformed(item: name, text: text, expected: expected)
    case .invalid(_, let reason): .invalid(item: name, reason: reason)
    }
  }

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .malformed(let item, let text, let expected):
      return "\(item): '\(text)' is not a value; expected \(expected)"
    case .invalid(let item, let reason):
      return "\(item) \(reason)"
    }
  }
}
