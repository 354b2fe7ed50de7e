import WorkoutCore

/// Options and values several commands share, described and read in one place.
enum SharedOptions {
  static let exercise = ArgumentSpec(name: "EXERCISE", help: "An exercise id, name or alias.")
  static let ref = ArgumentSpec(name: "REF", help: "Position, exercise or workout id.")
  static let date = OptionSpec.value(
    "date", "D",
    "The date: today (default), yesterday, tomorrow, a weekday (mon to sun: the next one), "
      + "YYYY-MM-DD, +N or -N days."
  )

  static let gear = OptionSpec.value(
    "gear", "ID",
    "The gear used (see 'wkc gear list'); none for no gear, not even the exercise's default.")

  static let warmup = OptionSpec.flag(
    "warmup",
    "Make every set a warm-up set: it counts for nothing in records, volume or progression.")

  /// `--reps V`, `--weight V`, …: one per catalog item, with its unit in the help.
  static func items() -> [OptionSpec] {
    Catalog.builtInItems.map { item in
      .value(item.id.rawValue, "V", "\(item.name) of every set (\(unitHelp(item))).")
    }
  }

  private static func unitHelp(_ item: Item) -> String {
    switch item.unit.dimension {
    case .weight: "kg, or lb by 'wkc config'; 60, 42.5kg, 135lb"
    case .time: "seconds; 90, 90s, 1:30, 1m30s"
    case .distance: "km, or mi by 'wkc config'; 5, 5km, 800m, 3.1mi"
    case .speed: "km/h, or mph by 'wkc config'; 10, 6mph"
    case .incline: "%"
    case .count: "\(JSONWriter.format(item.min)) to \(JSONWriter.format(item.max))"
    }
  }
}

extension Invocation {
  /// `--gear ID|none`: an id or name of the user's gear; nil when not given. Unknown gear is
  /// invalid data, as an unknown exercise is.
  func gearChoice(_ input: Input, store: Store) throws -> GearChoice? {
    guard let text = value(input) else { return nil }
    return try store.gearChoice(typed: text)
  }
}

extension Invocation where Input: DateInput {
  /// `--date D`, or today.
  func date() throws(UsageError) -> LocalDate { try date(.date) ?? context.today }
}

extension Invocation where Input: ItemInput {
  /// True when at least one item option (`--reps`, `--weight`, …) was given.
  var givesItems: Bool {
    Catalog.builtInItems.contains { parsed.options[$0.id.rawValue] != nil }
  }

  /// The values given as item options (`--reps 10 --weight 60kg`), checked against the exercise.
  func itemValues(for exercise: Exercise, catalog: Catalog) throws -> SetValues {
    var values = SetValues()
    let units = try context.units()
    for item in catalog.items {
      guard let text = parsed.options[item.id.rawValue]?.last else { continue }
      values[item.id] = try SetSpec.parseValue(
        text, of: item.id, for: exercise, catalog: catalog, units: units)
    }
    return values
  }
}

/// Inputs of commands that plan new sets of an exercise: `add` and `log`.
protocol NewSetsInput: ItemInput, DateInput {
  /// `EXERCISE`.
  static var exercise: Self { get }
  /// `--sets N`.
  static var sets: Self { get }
  /// `--set SPEC…`.
  static var set: Self { get }
}

/// The input of a command that takes no arguments or options.
enum NoInput: CommandInput {
  var declaration: InputDeclaration {
    switch self {}
  }
}

/// What `add` and `log` are told about new sets: the exercise, the date, and the values.
struct NewSetsRequest {
  let exercise: Exercise
  let date: LocalDate
  let sets: NewSets

  /// Reads `EXERCISE`, `--date`, `--sets N` (or `--sets 3x5`: 3 sets of 5 reps), the item
  /// options and each `--set SPEC` (a kind may lead it: `w:10x20`); `everyWarmup` makes every
  /// set a warm-up (`log --warmup`).
  init<Input: NewSetsInput>(
    _ invocation: Invocation<Input>, catalog: Catalog, everyWarmup: Bool = false
  ) throws {
    let exercise = try catalog.resolve(invocation.required(.exercise))
    self.exercise = exercise
    date = try invocation.date()
    var common = try invocation.itemValues(for: exercise, catalog: catalog)
    var count: Int?
    if let text = invocation.value(.sets) {
      // Past the limit of sets per workout is for the core to refuse (65), not a usage error.
      let malformed = UsageError(
        "--sets takes a whole number from 1 to \(Workout.maximumSets), or sets x reps like 3x5, "
          + "not '\(text)'")
      if let (sets, reps) = NewSets.setsAndReps(text) {
        guard common[.reps] == nil else {
          throw UsageError("--sets \(text) gives the reps; leave out --reps")
        }
        guard let number = Int(sets), number >= 1 else { throw malformed }
        count = number
        common[.reps] = try SetSpec.parseValue(reps, of: .reps, for: exercise, catalog: catalog)
      } else {
        guard let number = Int(text), number >= 1 else { throw malformed }
        count = number
      }
    }
    let typed = invocation.values(.set)
    let everyKind: SetKind = everyWarmup ? .warmup : .working
    var perSet: [PlannedSet] = []
    for text in typed {
      let (kind, spec) = try SetSpec.splitKind(text)
      if everyWarmup, let kind, kind != .warmup {
        throw UsageError(
          "--warmup makes every set a warm-up; --set \(text) makes it a \(kind.rawValue) set")
      }
      perSet.append(
        PlannedSet(
          try SetSpec.parse(
            spec, for: exercise, catalog: catalog, units: invocation.context.units()),
          kind: kind ?? everyKind))
    }
    // An item option is for every set: a --set giving the same item would silently win.
    for (text, set) in zip(typed, perSet) {
      if let item = set.values.items.first(where: { common[$0] != nil }) {
        throw UsageError("--\(item) and --set \(text) both give \(item); leave one out")
      }
    }
    if let count, !perSet.isEmpty, count != perSet.count {
      throw UsageError("--sets \(count) does not match the \(perSet.count) --set given")
    }
    sets = NewSets(count: count, common: PlannedSet(common, kind: everyKind), perSet: perSet)
  }
}

/// Parses a count or position typed by the user.
func parseWholeNumber(_ text: String, name: String, in range: ClosedRange<Int>) throws(UsageError)
  -> Int
{
  guard let number = Int(text), range.contains(number) else {
    throw UsageError(
      "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
  }
  return number
}
