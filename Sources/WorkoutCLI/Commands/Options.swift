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
  static func items(of sets: String) -> [OptionSpec] {
    Catalog.builtInItems.map { item in
      .value(item.id.rawValue, "V", "\(item.name) of \(sets) (\(unitHelp(item))).")
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

  /// The values given as item options (`--reps 10 --weight 60kg`), as typed: the operation
  /// reads them for its workout's exercise.
  func typedValues() throws -> TypedValues {
    var texts: [ItemID: String] = [:]
    for item in Catalog.builtInItems {
      if let text = parsed.options[item.id.rawValue]?.last { texts[item.id] = text }
    }
    return TypedValues(texts, units: try context.units())
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

/// What `add` and `log` are told about new sets: the exercise, the date, and the sets.
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
    sets = try TypedSets(
      count: invocation.value(.sets), common: invocation.typedValues(),
      each: invocation.values(.set), everyWarmup: everyWarmup
    ).newSets(for: exercise, catalog: catalog)
  }
}

extension NewSetsError {
  /// The problem in the words of the options: a usage error.
  var message: String {
    switch self {
    case .malformedCount(let text):
      "--sets takes a whole number from 1 to \(Workout.maximumSets), or sets x reps like 3x5, "
        + "not '\(text)'"
    case .repsGivenTwice(let count): "--sets \(count) gives the reps; leave out --reps"
    case .kindContradicts(let text, let kind):
      "--warmup makes every set a warm-up; --set \(text) makes it a \(kind.rawValue) set"
    case .itemGivenTwice(let item, let text):
      "--\(item) and --set \(text) both give \(item); leave one out"
    case .countMismatch(let count, let given):
      "--sets \(count) does not match the \(given) --set given"
    }
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
