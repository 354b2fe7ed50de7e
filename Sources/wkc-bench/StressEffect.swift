import WorkoutCore

/// A set a write leaves: its planned values (nil: not compared, as an import or `log` plans
/// what it records) and its actual values (nil: the set is open). Only the items given are
/// compared: wkc adds the exercise's rest to what `add` and `log` write.
struct ExpectedSet: Equatable, Sendable {
  var planned: SetValues?
  var actual: SetValues?

  /// True when `set` is this one.
  func matches(_ set: WorkoutSet) -> Bool {
    let plannedAgrees = planned.map { agrees($0, set.planned.values) } ?? true
    guard let actual else { return plannedAgrees && set.actual == nil && !set.skipped }
    guard let found = set.actual else { return false }
    return plannedAgrees && agrees(actual, found)
  }

  private func agrees(_ expected: SetValues, _ found: SetValues) -> Bool {
    expected.allSatisfy { found[$0.item] == $0.value }
  }
}

/// A workout a write leaves on a date, found by what the write gave it.
struct ExpectedWorkout: Equatable, Sendable {
  /// How the workout is told from the others on its date.
  enum Identity: Equatable, Sendable {
    /// By its id (an import of a wkc export).
    case id(WorkoutID)
    /// By its note.
    case note(String)
    /// The date's workouts of its exercise (imported ones only when `imported`).
    case exercise(imported: Bool)
  }

  var date: LocalDate
  var identity: Identity
  var exercise: ExerciseID
  var sets: [ExpectedSet]
  /// The sets it has before the write, when it was there already (`record` on a planned
  /// workout); nil when the write adds it.
  var before: [ExpectedSet]?

  /// The workouts of `menu` this one could be.
  func candidates(in menu: Menu?) -> [Workout] {
    (menu?.workouts ?? []).filter { workout in
      switch identity {
      case .id(let id): workout.id == id
      case .note(let note): workout.note == note
      case .exercise(let imported):
        workout.exercise == exercise && (!imported || workout.source != nil)
      }
    }
  }
}

/// What a write leaves in the store once it took effect, in full: every set and value.
enum StressEffect: Equatable, Sendable {
  /// These workouts (`add`, `record`, `log`, imports); more than one month's when the write
  /// is a multi-month change, which is all or nothing.
  case workouts([ExpectedWorkout])
  /// The date's menu is exactly this: its note and these workouts, nothing else (`menu put`).
  case menu(LocalDate, note: String, workouts: [ExpectedWorkout])
  /// Gear with this id and name.
  case gearNamed(GearID, String)
  /// Gear with this id and note.
  case gearNote(GearID, String)
  /// Gear with this id, retired.
  case gearRetired(GearID)
  /// A body entry on the date with this weight, kg.
  case bodyWeight(LocalDate, Double)
  /// No body entry on the date.
  case bodyRemoved(LocalDate)
  /// Takes back (or redoes) the newest change, whichever it was: nothing of its own to check.
  case revertsNewest

  /// The months the effect writes.
  var months: Set<YearMonth> {
    switch self {
    case .workouts(let workouts): Set(workouts.map(\.date.yearMonth))
    case .menu(let date, _, _): [date.yearMonth]
    default: []
    }
  }
}

/// How a write's effect stands in a store.
enum StressState: Equatable, Sendable {
  /// None of it is there.
  case absent
  /// All of it is there, every set and value, once.
  case whole
  /// Some of its months are there and some not: a multi-month change half applied.
  case partial(present: Int, of: Int)
  /// What is there differs from what the write made: why (a set lost, a value, a duplicate).
  case wrong(String)
}
