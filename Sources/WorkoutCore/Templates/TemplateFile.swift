/// The contents of `templates.json`: every template, sorted by name, names unique.
public struct TemplateFile: Hashable, Sendable {
  // Its fields and versions are declared in Files/TemplateFileFormat.swift.

  /// The templates, sorted by name.
  public private(set) var templates: [Template]

  /// A file holding `templates`; they are sorted by name.
  public init(templates: [Template] = []) {
    self.templates = templates.sorted { $0.name < $1.name }
  }

  /// The names, sorted.
  public var names: [String] { templates.map(\.name) }

  /// The template named `name`; fails listing the names there are.
  public func template(named name: String) throws(TemplateError) -> Template {
    guard let found = templates.first(where: { $0.name == name }) else {
      throw .unknown(name, known: names)
    }
    return found
  }

  /// Adds `template`, or replaces the one of its name when `replacing`; returns the one
  /// replaced. Fails when the name is taken and not to be replaced.
  @discardableResult
  public mutating func save(_ template: Template, replacing: Bool) throws(TemplateError)
    -> Template?
  {
    try Template.checkName(template.name)
    let index = templates.firstIndex { $0.name >= template.name } ?? templates.endIndex
    guard index < templates.endIndex, templates[index].name == template.name else {
      templates.insert(template, at: index)
      return nil
    }
    guard replacing else { throw .exists(template.name) }
    let replaced = templates[index]
    templates[index] = template
    return replaced
  }

  /// Removes the template named `name` and returns it; fails listing the names there are.
  @discardableResult
  public mutating func remove(named name: String) throws(TemplateError) -> Template {
    let removed = try template(named: name)
    templates.removeAll { $0.name == name }
    return removed
  }
}
