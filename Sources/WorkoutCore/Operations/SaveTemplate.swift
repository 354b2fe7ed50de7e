/// `template save`: the plan of a date's menu kept as a template.
public struct SaveTemplate: StoreOperation {
  /// The template's name.
  public var name: String
  /// The date copied or saved from.
  public var from: LocalDate
  /// Replaces a template of that name.
  public var replace: Bool

  /// The plan of `from`, to keep as `name`.
  public init(name: String, from: LocalDate, replace: Bool) {
    self.name = name
    self.from = from
    self.replace = replace
  }

  /// The template saved, and the one it replaced.
  public struct Outcome: Hashable, Sendable {
    /// The template saved.
    public var template: Template
    /// The template it replaced, if any.
    public var replaced: Template?
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    let template = try Template(name: name, plan: transaction.menu(on: from))
    var file = try transaction.templates()
    let replaced = try file.save(template, replacing: replace)
    try transaction.setTemplates(file)
    return Outcome(template: template, replaced: replaced)
  }
}
