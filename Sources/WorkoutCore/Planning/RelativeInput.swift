/// Values typed relative to a set's plan at `run`'s prompt, as the original app's ±1/5/10
/// buttons: `+2.5`, `-1`, `weight=+5`, `reps=-2`, `reps=-2,weight=+5`. A bare `+N`/`-N` changes
/// the weight when the plan has one (the added weight of a body-weight exercise), else the
/// exercise's first item: the reps of a reps-only set, the seconds of a timed one. A change is in
/// the units people type (`+5` is 5 lb for a pound user); a part without a sign is the value
/// itself, as SPEC has it.
public enum RelativeInput {
  /// The set's values after the typed changes to `plan`; nil when nothing typed has a sign (a
  /// plain SPEC, read by `SetSpec.parse`). Fails on a change that leaves the item's range or
  /// its step, or that names an item the plan has no value of.
  public static func parse(
    _ text: String, plan: SetValues, for exercise: Exercise, catalog: Catalog,
    units: DisplayUnits = .metric
  ) throws -> SetValues? {
    let parts = text.trimmingSpaces.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0.trimmingSpaces) }
    let changes = parts.map(change)
    guard changes.contains(where: { $0?.sign != nil }) else { return nil }
    var values = SetValues()
    for (part, change) in zip(parts, changes) {
      guard let change else {
        throw PlanError.malformedSpec(
          text,
          reason: "'\(part)' is not item=value; relative values go one per item, e.g. "
            + "+2.5 or reps=-2,weight=+5")
      }
      let item = change.item.map { exercise.item(typedAs: $0) } ?? bareItem(plan, exercise)
      guard values[item] == nil else {
        throw PlanError.malformedSpec(text, reason: "\(item) is given twice")
      }
      let typed = try SetSpec.parseValue(
        change.value, of: item, for: exercise, catalog: catalog, units: units)
      guard let sign = change.sign else {
        values[item] = typed
        continue
      }
      guard let definition = catalog.item(item),
        let base = plan[item] ?? (item == .added ? 0 : nil)
      else {
        throw PlanError.invalid(
          "the plan has no \(item) to change by \(sign < 0 ? "-" : "+")\(change.value); "
            + "type \(item)=VALUE")
      }
      // In the unit typed, so 135 lb + 5 is 140 lb exactly.
      let shown = units.shown(definition.unit)
      let sum = shown.value(ofCanonical: base) + sign * shown.value(ofCanonical: typed)
      let value = shown.canonical(sum)
      do {
        try definition.check(
          value, typedIn: nil, typed: definition.format(value, units: units), units: units)
      } catch {
        throw PlanError.invalid(
          "\(item) \(definition.format(base, units: units)) \(sign < 0 ? "-" : "+") "
            + "\(definition.format(typed, units: units)): \(error.message)")
      }
      values[item] = definition.onStep(value, typedIn: shown) + 0
    }
    return values
  }

  /// A part: `+2.5` (no item), `weight=+5`, `reps=8`; nil for one that is none of them.
  private static func change(_ part: String) -> (item: ItemID?, sign: Double?, value: String)? {
    var item: ItemID?
    var value = Substring(part)
    if let equals = part.firstIndex(of: "=") {
      let name = part[..<equals].trimmingSpaces.lowercased()
      guard !name.isEmpty else { return nil }
      item = ItemID(rawValue: String(name))
      value = part[part.index(after: equals)...].trimmingSpaces
    }
    let sign: Double? =
      switch value.first {
      case "+": 1
      case "-", "−": -1
      default: nil
      }
    if sign != nil { value = value.dropFirst().trimmingSpaces }
    guard !value.isEmpty, item != nil || sign != nil else { return nil }
    return (item, sign, String(value))
  }

  /// What a bare `+N` changes: the weight when the plan has one, else the first item.
  private static func bareItem(_ plan: SetValues, _ exercise: Exercise) -> ItemID {
    let weight = exercise.item(typedAs: .weight)
    if plan[weight] != nil, exercise.acceptedItems.contains(weight) { return weight }
    return exercise.items.first ?? .reps
  }
}
