/// Values typed for a set's items (`--reps 10 --weight 60kg`), read once the exercise they are
/// for is known: a command names a workout by REF, and the operation finds its exercise.
public struct TypedValues: Hashable, Sendable {
  /// The text typed for each item.
  public var texts: [ItemID: String]
  /// The units a bare number is in.
  public var units: DisplayUnits

  /// The texts of `texts`, bare numbers in `units`.
  public init(_ texts: [ItemID: String] = [:], units: DisplayUnits = .metric) {
    self.texts = texts
    self.units = units
  }

  /// True when nothing was typed.
  public var isEmpty: Bool { texts.isEmpty }

  /// The values, checked against the items `exercise` takes, in the catalog's item order (the
  /// first that fails is the error).
  public func values(for exercise: Exercise, catalog: Catalog) throws -> SetValues {
    var values = SetValues()
    for item in catalog.items {
      guard let text = texts[item.id] else { continue }
      // `--weight 10` of a body-weight exercise is its added weight.
      let target = exercise.item(typedAs: item.id)
      guard values[target] == nil else {
        throw PlanError.invalid(
          "--weight and --added both give the added weight of \(exercise.id); give one")
      }
      values[target] = try SetSpec.parseValue(
        text, of: target, for: exercise, catalog: catalog, units: units)
    }
    if let unknown = texts.keys.sorted().first(where: { catalog.item($0) == nil }) {
      throw PlanError.itemNotUsed(
        item: unknown.rawValue, exercise: exercise.id, items: exercise.acceptedItems)
    }
    return values
  }
}

/// A request that names the same thing twice, or contradicts itself: what `add` and `log` were
/// given for new sets.
public enum NewSetsError: Error, Equatable, Sendable {
  /// The number of sets is neither a whole number from 1 nor sets x reps (`3x5`).
  case malformedCount(String)
  /// Sets x reps (`3x5`) gives the reps, and the reps were given too.
  case repsGivenTwice(count: String)
  /// Every set is a warm-up, and a set was marked as another kind.
  case kindContradicts(set: String, kind: SetKind)
  /// An item was given for every set and in one set's SPEC.
  case itemGivenTwice(ItemID, set: String)
  /// The number of sets differs from the sets given one by one.
  case countMismatch(count: Int, given: Int)
}

/// The sets of a new workout as typed: how many (`3`, or sets x reps `3x5`), values for every
/// set, a SPEC for each set (a kind may lead it: `w:10x20`), and whether every set is a
/// warm-up (`log --warmup`).
public struct TypedSets: Hashable, Sendable {
  /// The number of sets, or sets x reps, as typed; nil when not given.
  public var count: String?
  /// Values for every set.
  public var common: TypedValues
  /// A SPEC for each set given one by one.
  public var each: [String]
  /// Every set is a warm-up.
  public var everyWarmup: Bool

  /// Sets as typed.
  public init(
    count: String? = nil, common: TypedValues = TypedValues(), each: [String] = [],
    everyWarmup: Bool = false
  ) {
    self.count = count
    self.common = common
    self.each = each
    self.everyWarmup = everyWarmup
  }

  /// True when nothing is given: every value is prefilled.
  public var isEmpty: Bool { count == nil && common.isEmpty && each.isEmpty }

  /// The new sets of `exercise`, values checked against it. Fails with `NewSetsError` when the
  /// request names a thing twice or contradicts itself, and as a SPEC or value fails.
  public func newSets(for exercise: Exercise, catalog: Catalog) throws -> NewSets {
    var common = try self.common.values(for: exercise, catalog: catalog)
    var number: Int?
    if let count {
      if let (sets, reps) = NewSets.setsAndReps(count) {
        guard common[.reps] == nil else { throw NewSetsError.repsGivenTwice(count: count) }
        guard let sets = Int(sets), sets >= 1 else { throw NewSetsError.malformedCount(count) }
        number = sets
        common[.reps] = try SetSpec.parseValue(reps, of: .reps, for: exercise, catalog: catalog)
      } else {
        // Past the limit of sets per workout is for the planner to refuse, as invalid data.
        guard let sets = Int(count), sets >= 1 else { throw NewSetsError.malformedCount(count) }
        number = sets
      }
    }
    let everyKind: SetKind = everyWarmup ? .warmup : .working
    var perSet: [PlannedSet] = []
    for text in each {
      let (kind, spec) = try SetSpec.splitKind(text)
      if everyWarmup, let kind, kind != .warmup {
        throw NewSetsError.kindContradicts(set: text, kind: kind)
      }
      perSet.append(
        PlannedSet(
          try SetSpec.parse(spec, for: exercise, catalog: catalog, units: self.common.units),
          kind: kind ?? everyKind))
    }
    // A value for every set and the same item in one set's SPEC: the SPEC would silently win.
    for (text, set) in zip(each, perSet) {
      if let item = set.values.items.first(where: { common[$0] != nil }) {
        throw NewSetsError.itemGivenTwice(item, set: text)
      }
    }
    if let number, !perSet.isEmpty, number != perSet.count {
      throw NewSetsError.countMismatch(count: number, given: perSet.count)
    }
    return NewSets(count: number, common: PlannedSet(common, kind: everyKind), perSet: perSet)
  }
}
