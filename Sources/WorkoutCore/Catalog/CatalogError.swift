/// Problems finding or changing catalog entries.
public enum CatalogError: Error, Equatable, Sendable {
  /// No exercise by that id, name or alias.
  case unknownExercise(String, suggestions: [String])
  /// The user's exercise collides with an existing id, name or alias.
  case conflict(String)
  /// The entry is not valid (bad slug, unknown item, part or kind, default out of range).
  case invalid(String)
  /// A built-in exercise cannot be replaced or removed.
  case builtIn(ExerciseID)
  /// The user has no exercise of that id.
  case notCustom(ExerciseID)
  /// No body part or kind (`what`) of that name; `known` lists the ids there are.
  case unknownName(String, String, suggestion: String?, known: [String])
  /// The exercise is in the menu of a date, so it cannot be removed.
  case inUse(ExerciseID, LocalDate)
  /// A stored set of the exercise holds a value of the item (in `place`: "the menu of
  /// 2024-03-01"), so the item cannot be taken away.
  case itemInUse(ExerciseID, ItemID, place: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .unknownExercise(let name, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
      return "unknown exercise '\(name.echoed)'\(hint)"
    case .conflict(let message), .invalid(let message): return message
    case .builtIn(let id): return "'\(id)' is a built-in exercise; it cannot be replaced or removed"
    case .notCustom(let id): return "you have no exercise '\(id)'"
    case .unknownName(let what, let name, let suggestion, let known):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "unknown \(what) '\(name)'\(hint); \(what)s are \(known.joined(separator: ", "))"
    case .inUse(let id, let date):
      return "\(id) is in the menu of \(date); remove those workouts first"
    case .itemInUse(let id, let item, let place):
      return "\(id): a set in \(place) has a value of \(item), so \(item) cannot be taken "
        + "away; keep it in --items"
    }
  }
}
