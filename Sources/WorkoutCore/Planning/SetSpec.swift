/// The SPEC grammar for one set: `item=value[,item=value…]`, or `10x42.5` for reps × weight,
/// or a bare value for the exercise's first item (`12` push-ups, `60s` of plank); where a new
/// set is typed, a kind may lead it: `w:` warm-up, `d:` drop, `f:` failure (`w:10x20`).
public enum SetSpec {
  /// The kind prefix of a SPEC and the rest of it: `w:10x20` → (.warmup, "10x20"); nil and
  /// the whole text without a prefix. Fails on a prefix that is no kind or leads nothing.
  public static func splitKind(_ text: String) throws(PlanError) -> (kind: SetKind?, spec: String) {
    let trimmed = String(text.trimmingSpaces)
    guard let colon = trimmed.firstIndex(of: ":") else { return (nil, trimmed) }
    let prefix = trimmed[..<colon].trimmingSpaces.lowercased()
    // A time such as 1:30 is a value, not a kind.
    guard !prefix.isEmpty, prefix.allSatisfy(\.isLetter) else { return (nil, trimmed) }
    guard let kind = SetKind(prefix: prefix) else {
      throw .malformedSpec(
        text,
        reason: "'\(prefix):' is not a set kind; lead with w: (warm-up), d: (drop) or "
          + "f: (failure), or nothing for a working set")
    }
    let rest = trimmed[trimmed.index(after: colon)...].trimmingSpaces
    guard !rest.isEmpty else {
      throw .malformedSpec(text, reason: "'\(prefix):' needs a set after it, e.g. \(prefix):10x20")
    }
    return (kind, String(rest))
  }

  /// Parses a SPEC into checked values of the exercise's items; bare numbers are in `units`.
  public static func parse(
    _ text: String, for exercise: Exercise, catalog: Catalog, units: DisplayUnits = .metric
  ) throws -> SetValues {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty else { throw PlanError.malformedSpec(text, reason: "it is empty") }
    var typed: [(ItemID, String)] = []
    for (index, part) in trimmed.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      let part = part.trimmingSpaces
      if let equals = part.firstIndex(of: "=") {
        let name = part[..<equals].trimmingSpaces.lowercased()
        let value = String(part[part.index(after: equals)...].trimmingSpaces)
        guard !name.isEmpty, !value.isEmpty else {
          throw PlanError.malformedSpec(text, reason: "'\(part)' needs an item and a value")
        }
        typed.append((ItemID(rawValue: name), value))
      } else if index == 0, let (reps, weight) = shorthand(part) {
        typed += [(.reps, reps), (.weight, weight)]
      } else if index == 0, part.first?.isASCIIDigit == true,
        part.contains(where: { $0 == "x" || $0 == "X" || $0 == "×" })
      {
        throw PlanError.malformedSpec(
          text, reason: "'\(part)' needs reps and a weight, e.g. 10x42.5")
      } else if index == 0, let first = exercise.items.first, !part.isEmpty {
        typed.append((first, String(part)))
      } else {
        throw PlanError.malformedSpec(text, reason: "'\(part)' is not item=value")
      }
    }
    var values = SetValues()
    for (typedItem, value) in typed {
      // `8x10` and `weight=10` of a body-weight exercise are its added weight.
      let item = exercise.item(typedAs: typedItem)
      guard values[item] == nil else {
        throw PlanError.malformedSpec(text, reason: "\(item) is given twice")
      }
      values[item] = try parseValue(
        value, of: item, for: exercise, catalog: catalog, units: units)
    }
    return values
  }

  /// Parses one typed value of an item the exercise must use; a bare number is in `units`.
  public static func parseValue(
    _ text: String, of item: ItemID, for exercise: Exercise, catalog: Catalog,
    units: DisplayUnits = .metric
  ) throws -> Double {
    guard exercise.acceptedItems.contains(item), let definition = catalog.item(item) else {
      throw PlanError.itemNotUsed(
        item: item.rawValue, exercise: exercise.id, items: exercise.acceptedItems)
    }
    return try definition.parse(text, units: units)
  }

  /// `10x42.5`, `10×42.5kg`, `8X135lb` → ("10", "42.5kg").
  private static func shorthand(_ text: Substring) -> (String, String)? {
    guard let cross = text.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
      return nil
    }
    let reps = text[..<cross].trimmingSpaces
    let weight = text[text.index(after: cross)...].trimmingSpaces
    guard !reps.isEmpty, !weight.isEmpty, reps.allSatisfy(\.isASCIIDigit) else { return nil }
    return (String(reps), String(weight))
  }
}
