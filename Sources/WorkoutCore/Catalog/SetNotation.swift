/// Sets written the way wkc writes them for people (`10×60 kg`, `32:00, 5 km`, `rest 1:30`), as
/// they are typed: on the terminal (the CLI's `SetText` adds colour and escapes), in exports
/// and on the gym sheet.
public struct SetNotation: Sendable {
  /// Names, items and their units.
  public let catalog: Catalog
  /// The units values are written in.
  public let units: DisplayUnits
  /// True to write `x` for `×` and `-` for `—`, as plain text (Markdown, a pipe) does.
  public let ascii: Bool

  /// Creates the notation of a catalog, in `units`, in plain ASCII when `ascii`.
  public init(catalog: Catalog, units: DisplayUnits = .metric, ascii: Bool = false) {
    self.catalog = catalog
    self.units = units
    self.ascii = ascii
  }

  /// The exercise's display name, or its id when the catalog no longer has it.
  public func name(_ id: ExerciseID) -> String { catalog.exercise(id)?.name ?? id.rawValue }

  /// Values in the exercise's item order, reps × weight first: `10×60 kg, RPE 8`; rest left
  /// out unless `includeRest`. `—` for no values.
  public func values(
    _ values: SetValues, of exerciseID: ExerciseID, includeRest: Bool = true,
    goal: RepGoal = .exact
  ) -> String {
    let order = catalog.exercise(exerciseID)?.items ?? values.items
    // An added weight is led by `+`: `8×+10 kg`; a set has a load or an added weight.
    let load = values[.weight] == nil ? ItemID.added : .weight
    let both = values[.reps] != nil && values[load] != nil
    var parts: [String] = []
    if let reps = values[.reps], let weight = values[load] {
      parts.append(
        repsTimesWeight(reps, weight, added: load == .added, goal: goal) + " "
          + units.weight.symbol)
    }
    for item in order + values.items.filter({ !order.contains($0) }) {
      guard let value = values[item] else { continue }
      if both, item == .reps || item == load { continue }
      switch item {
      case .reps: parts.append("\(reps(value, goal: goal)) reps")
      case .added: parts.append("+" + format(value, item))
      case .rest: if includeRest { parts.append(rest(value)) }
      case .incline: parts.append("incline \(format(value, item))")
      case .rpe: parts.append("RPE \(format(value, item))")
      case .rir: parts.append("RIR \(format(value, item))")
      default: parts.append(format(value, item))
      }
    }
    return parts.isEmpty ? (ascii ? "-" : "\u{2014}") : parts.joined(separator: ", ")
  }

  /// A planned set, led by its kind's letter when it is not a working set: `W 10×20 kg`.
  /// A range's reps are `8-12`, an AMRAP set's `5+`.
  public func planned(_ set: PlannedSet, of exerciseID: ExerciseID) -> String {
    kinded(set.kind, values(set.values, of: exerciseID, goal: RepGoal(set)))
  }

  /// Reps as typed: `5`, or `5+`, `8-12` for what a program asks.
  public func reps(_ reps: Double, goal: RepGoal = .exact) -> String {
    let text = trimmed(reps, decimals: 2)
    switch goal {
    case .exact: return text
    case .atLeast: return text + "+"
    case .upTo(let top): return text + "-" + trimmed(top, decimals: 2)
    }
  }

  /// `text` led by the letter of a set's kind, when not a working set: `W 10×20 kg`,
  /// `D 8×50 kg`, `F 6×60 kg`.
  public func kinded(_ kind: SetKind, _ text: String) -> String {
    kind.letter.map { "\($0.uppercased()) \(text)" } ?? text
  }

  /// `10×60`, `8×62.5`: reps × weight in the weight unit; `8×+10` for an added weight.
  public func repsTimesWeight(
    _ reps: Double, _ weight: Double, added: Bool = false, goal: RepGoal = .exact
  ) -> String {
    "\(self.reps(reps, goal: goal))\(ascii ? "x" : "\u{00D7}")\(added ? "+" : "")"
      + units.number(weight, .kilogram)
  }

  /// `rest 1:30`, `rest 0:45`.
  public func rest(_ seconds: Double) -> String { "rest \(format(seconds, .rest))" }

  /// A value of an item in its unit: `5 km`, `32:00`.
  public func format(_ value: Double, _ item: ItemID) -> String {
    catalog.item(item)?.format(value, units: units) ?? trimmed(value, decimals: 3)
  }
}

/// What a planned set's reps ask for: exactly, at least (`5+`), or a range (`8-12`).
public enum RepGoal: Hashable, Sendable {
  case exact, atLeast
  /// A range up to this many reps.
  case upTo(Double)

  /// The goal of a planned set.
  public init(_ set: PlannedSet) {
    if set.amrap {
      self = .atLeast
    } else if let top = set.repsUpTo {
      self = .upTo(top)
    } else {
      self = .exact
    }
  }
}
