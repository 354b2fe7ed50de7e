// The rest of an exercise the user makes without saying one: an import's `--create-missing`.

extension Exercise {
  /// Gives a new exercise of sets (not one of distance, as a run is) the rest item, so that
  /// `run` times its rests and `--rest` is taken: the rest of the first of `similar` that has
  /// one (an import's "did you mean" candidates, best first), else the rest item's default.
  mutating func giveRest(like similar: [Exercise], in catalog: Catalog) {
    guard !items.contains(.distance), !items.contains(.rest), let item = catalog.item(.rest)
    else { return }
    items.append(.rest)
    let rest = similar.first { $0.items.contains(.rest) }.map {
      $0.defaults[.rest] ?? item.defaultValue
    }
    if let rest, rest != item.defaultValue { defaults[.rest] = rest }
  }
}
