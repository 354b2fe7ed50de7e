@testable import WorkoutCore

/// 2024-01-05T09:00:00+09:00, a Friday in Tokyo: when operations happen in core tests.
let friday = Moment(seconds: 1_704_412_800, zone: FixedOffset(seconds: 9 * 3600))

/// The built-in catalog, shared read-only by every test.
let catalog = Catalog.builtIn

/// A built-in exercise that must exist.
func builtIn(_ id: ExerciseID) -> Exercise {
  guard let exercise = catalog.exercise(id) else { fatalError("no built-in exercise \(id)") }
  return exercise
}

/// A built-in item that must exist.
func builtInItem(_ id: ItemID) -> Item {
  guard let item = catalog.item(id) else { fatalError("no built-in item \(id)") }
  return item
}

/// A date written as `YYYY-MM-DD` that must exist.
func day(_ text: String) -> LocalDate {
  guard let date = LocalDate(text) else { fatalError("not a date: \(text)") }
  return date
}

/// A workout id that must be valid.
func wid(_ text: String) -> WorkoutID {
  guard let id = WorkoutID(rawValue: text) else { fatalError("not a workout id: \(text)") }
  return id
}

/// A workout with `count` sets of `planned` values, done as planned when `done`.
func workout(
  _ id: String, _ exercise: ExerciseID, planned: [ItemID: Double] = [.reps: 10],
  count: Int = 1, done: Bool = false
) -> Workout {
  let values = SetValues(planned)
  let set =
    done
    ? WorkoutSet(
      planned: PlannedSet(values), actual: values,
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    : WorkoutSet(planned: PlannedSet(values))
  return Workout(id: wid(id), exercise: exercise, sets: Array(repeating: set, count: count))
}

/// A random number generator with a fixed sequence (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
