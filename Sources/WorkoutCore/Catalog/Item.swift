/// One measured quantity of a set, with its unit and allowed values.
public struct Item: Hashable, Sendable {
  /// `reps`, `weight`, …
  public var id: ItemID
  /// English display name.
  public var name: String
  /// The canonical unit of its values: kg, s, km, km/h, %, or a count.
  public var unit: Unit
  /// The value used when nothing better is known.
  public var defaultValue: Double
  /// Smallest allowed value.
  public var min: Double
  /// Largest allowed value.
  public var max: Double
  /// The step values come in, in the canonical unit; nil when any value is allowed.
  public var step: Double?
  /// True when the last set of a workout does not need it (rest).
  public var lastSetUnneeded: Bool

  /// Creates an item.
  public init(
    id: ItemID, name: String, unit: Unit, defaultValue: Double, min: Double, max: Double,
    step: Double?, lastSetUnneeded: Bool
  ) {
    self.id = id
    self.name = name
    self.unit = unit
    self.defaultValue = defaultValue
    self.min = min
    self.max = max
    self.step = step
    self.lastSetUnneeded = lastSetUnneeded
  }
}

/// A body part an exercise trains.
public struct BodyPart: Hashable, Sendable {
  /// `chest`, `back`, …
  public var id: String
  /// English display name.
  public var name: String
  /// Other names, the Japanese one among them.
  public var aliases: [String]
}

/// A kind of exercise: weight training, bodyweight, cardio, stretching, …
public struct ExerciseKind: Hashable, Sendable {
  /// `weight-training`, `cardio`, …
  public var id: String
  /// English display name.
  public var name: String
  /// Other names, the Japanese one among them.
  public var aliases: [String]
}

/// A catalog entry (ワークアウト種目) with its own item list and defaults.
public struct Exercise: Hashable, Sendable {
  /// Stable slug.
  public var id: ExerciseID
  /// English display name.
  public var name: String
  /// Other names: the Japanese name first, then abbreviations.
  public var aliases: [String]
  /// Body parts, primary first.
  public var parts: [String]
  /// Kind id.
  public var kind: String
  /// Equipment, e.g. `barbell`; nil when not given.
  public var equipment: String?
  /// The items a set of this exercise has, in display order.
  public var items: [ItemID]
  /// Defaults that differ from the items' own.
  public var defaults: SetValues
  /// Number of sets to plan when nothing else says; nil means the catalog's default.
  public var sets: Int?
  /// The weight, in kg, progression adds after a session that reached its planned reps; only
  /// for exercises with the weight item; nil when the catalog does not say.
  public var increment: Double?
  /// The weight of its bar in kg, for plate math: 0 for none (a landmine or T-bar row loads one
  /// end only), nil when the catalog does not say (a barbell exercise then uses the standard
  /// bar of the settings; see `bar(standard:)`).
  public var bar: Double?
  /// True for the user's own exercises.
  public var isCustom: Bool
  /// The user's note that stays with the exercise (cues: "elbows in"), shown before its first
  /// set in `run` and by `catalog show`; nil for none.
  public var note: String?

  /// Creates an exercise.
  public init(
    id: ExerciseID, name: String, aliases: [String] = [], parts: [String] = [],
    kind: String, equipment: String? = nil, items: [ItemID], defaults: SetValues = SetValues(),
    sets: Int? = nil, increment: Double? = nil, bar: Double? = nil, isCustom: Bool = false,
    note: String? = nil
  ) {
    self.note = note
    self.id = id
    self.name = name
    self.aliases = aliases
    self.parts = parts
    self.kind = kind
    self.equipment = equipment
    self.items = items
    self.defaults = defaults
    self.sets = sets
    self.increment = increment
    self.bar = bar
    self.isCustom = isCustom
  }

  /// Items any set may hold whose exercise has one of the items `with`, listed or not:
  /// `rpe` (how hard it was) with reps or a duration, as Strong and Hevy record it on any lift,
  /// and `rir` (reps in reserve) with reps.
  public static let everySetItems: [(item: ItemID, with: [ItemID])] = [
    (.rpe, [.reps, .duration]), (.rir, [.reps]),
  ]

  /// The items a set of it may hold: its own, an added weight when it is a body-weight
  /// exercise (`takesAddedWeight`), and those of `everySetItems` it qualifies for.
  public var acceptedItems: [ItemID] {
    items + (takesAddedWeight && !items.contains(.added) ? [.added] : [])
      + Exercise.everySetItems.filter { entry in
        !items.contains(entry.item) && entry.with.contains(where: items.contains)
      }.map(\.item)
  }

  /// True for a body-weight exercise (its kind or its equipment is `bodyweight`) with reps or a
  /// duration and without the weight item, or one that lists `added`: a set of it may hold an added weight (`added`: a belt, a vest, a plate held),
  /// typed as its weight (`--weight 10`, `8x10`) and shown `8×+10 kg`. The weighted variants of
  /// the catalog (`weighted-pull-up`) keep their weight item as before.
  public var takesAddedWeight: Bool {
    if items.contains(.added) { return true }
    return (kind == "bodyweight" || equipment == "bodyweight") && !items.contains(.weight)
      && items.contains(where: { $0 == .reps || $0 == .duration })
  }

  /// The item a value typed for `item` goes to: a weight typed for a body-weight exercise is
  /// its added weight; any other item is itself.
  public func item(typedAs item: ItemID) -> ItemID {
    item == .weight && !items.contains(.weight) && takesAddedWeight ? .added : item
  }

  /// The largest increment an exercise may have, in kg.
  public static let maxIncrement = 50.0

  /// The weight progression adds, in kg: the catalog's increment, else 2.5 kg (the smallest
  /// common plate pair), which is what the user's own exercises get when they give none.
  public var weightIncrement: Double { increment ?? 2.5 }

  /// The weight progression adds for a lifter in pounds, in lb: the increment rounded half up
  /// to 2.5 lb, at least 2.5 lb (2.5 kg is 5 lb).
  public var poundIncrement: Double {
    max(2.5, (weightIncrement / kilogramsPerPound / 2.5 + 0.5 + 1e-9).rounded(.down) * 2.5)
  }

  /// Reads a typed increment (`2.5`, `5lb`) by the rules of the catalog's `weight` item: a
  /// weight more than 0 and at most `maxIncrement`; whether the exercise has the weight item is
  /// checked with the rest of it.
  public static func parseIncrement(
    _ text: String, weight: Item?, units: DisplayUnits = .metric
  ) throws(ValueError) -> Double {
    guard var item = weight else {
      throw .invalid(item: "increment", reason: "needs the weight item, which the catalog lacks")
    }
    item.id = "increment"
    item.max = maxIncrement
    let value = try item.parse(text, units: units)
    guard value > 0 else {
      throw .invalid(item: item.id, reason: "must be more than 0 kg, not \(text)")
    }
    return value
  }

  /// The heaviest bar an exercise may have, in kg.
  public static let heaviestBar = 100.0

  /// Why this exercise's bar is not valid, or nil when it is valid or absent.
  var barProblem: String? {
    guard let bar else { return nil }
    guard items.contains(.weight) else {
      return "a bar is only for exercises with the weight item; its items are "
        + items.map(\.rawValue).joined(separator: ", ")
    }
    guard bar.isFinite, bar >= 0, bar <= Exercise.heaviestBar else {
      return "the bar must be 0 (none) to \(JSONWriter.format(Exercise.heaviestBar)) kg, "
        + "not \(JSONWriter.format(bar))"
    }
    return nil
  }

  /// Why this exercise's increment is not valid, or nil when it is valid or absent.
  var incrementProblem: String? {
    guard let increment else { return nil }
    guard items.contains(.weight) else {
      return "an increment is only for exercises with the weight item; its items are "
        + items.map(\.rawValue).joined(separator: ", ")
    }
    guard increment.isFinite, increment > 0, increment <= Exercise.maxIncrement else {
      return "the increment must be more than 0 kg and at most "
        + "\(JSONWriter.format(Exercise.maxIncrement)) kg, not \(JSONWriter.format(increment))"
    }
    return nil
  }
}

/// What `history` shows of an exercise's sessions: weight lifted, reps done, or distance and
/// time.
public enum SessionMeasure: Sendable {
  case weight, reps, distance
}

extension Exercise {
  /// By weight when it has a weight, else by reps when it has reps, else by distance and time.
  public var sessionMeasure: SessionMeasure {
    if items.contains(.weight) { return .weight }
    if items.contains(.reps) { return .reps }
    return .distance
  }
}
