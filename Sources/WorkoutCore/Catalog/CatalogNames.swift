extension Catalog {
  /// The id of the body part `text` names: its id, name or alias, compared as exercise names are.
  public func partID(named text: String) throws(CatalogError) -> String {
    try Catalog.id(named: text, among: parts.map { ($0.id, [$0.name] + $0.aliases) }, "part")
  }

  /// The id of the kind `text` names: its id, name or alias, compared as exercise names are.
  public func kindID(named text: String) throws(CatalogError) -> String {
    try Catalog.id(named: text, among: kinds.map { ($0.id, [$0.name] + $0.aliases) }, "kind")
  }

  private static func id(named text: String, among options: [(String, [String])], _ what: String)
    throws(CatalogError) -> String
  {
    let key = normalize(text)
    for (id, names) in options where ([id] + names).map(normalize).contains(key) { return id }
    let keys = options.flatMap { id, names in
      ([id] + names).map { (key: normalize($0), value: id) }
    }
    throw .unknownName(
      what, text, suggestion: NearMiss.best(for: key, among: keys), known: options.map(\.0))
  }
}
