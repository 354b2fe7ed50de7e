/// Problems finding, naming or changing gear.
public enum GearError: Error, Equatable, Sendable {
  /// A workout was given gear that does not exist (`--gear x`, `"gear"` in `menu put`).
  case unknown(String, suggestions: [GearID])
  /// A gear command named gear that does not exist.
  case notFound(String, suggestions: [GearID])
  /// Gear of that id exists already.
  case exists(GearID)
  /// Workouts use the gear, so it is not removed without confirmation.
  case inUse(GearID, workouts: Int)
  /// A value that breaks the rules: an id, a name, a distance.
  case invalid(String)
  /// The gear is not in a state the change needs (retiring gear already retired).
  case conflict(String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .unknown(let name, let suggestions), .notFound(let name, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
      return "no gear is named '\(name)'\(hint)"
    case .exists(let id): return "there is already gear '\(id)'"
    case .inUse(let id, let workouts):
      return "\(workouts) workout\(workouts == 1 ? "" : "s") use\(workouts == 1 ? "s" : "") \(id)"
    case .invalid(let message), .conflict(let message): return message
    }
  }
}
