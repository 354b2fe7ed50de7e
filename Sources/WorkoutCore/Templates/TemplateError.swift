/// Problems saving, finding or applying templates.
public enum TemplateError: Error, Equatable, Sendable {
  /// A name that breaks the rules: 1 to 64 letters, digits, `-`, `_`, `.`, not starting with `-`.
  case invalidName(String)
  /// No template has that name; `known` lists the names there are.
  case unknown(String, known: [String])
  /// A template of that name exists and was not to be replaced.
  case exists(String)
  /// The menu a template was to be saved from has no workouts.
  case nothingPlanned(LocalDate)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .invalidName(let name):
      return "'\(name)' is not a template name: use 1 to \(Template.maximumNameLength) letters, "
        + "digits, '-', '_' and '.', not starting with '-'"
    case .unknown(let name, let known):
      switch known.count {
      case 0: return "no template '\(name)'; there are none yet"
      case 1: return "no template '\(name)'; the only one is \(known[0])"
      default: return "no template '\(name)'; the templates are \(known.joined(separator: ", "))"
      }
    case .exists(let name):
      return "there is already a template '\(name)'"
    case .nothingPlanned(let date):
      return "there is no plan on \(date) to save as a template"
    }
  }
}
