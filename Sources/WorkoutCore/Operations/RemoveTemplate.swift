/// `template remove`: a template deleted; menus it was applied to keep their workouts.
public struct RemoveTemplate: StoreOperation {
  /// The template's name.
  public var name: String

  /// The template `name`, to delete.
  public init(name: String) { self.name = name }

  /// The template deleted.
  public func apply(to transaction: inout StoreTransaction) throws -> Template {
    try Template.checkName(name)
    var file = try transaction.templates()
    let removed = try file.remove(named: name)
    try transaction.setTemplates(file)
    return removed
  }
}
