// What an importer reads from another app's export, in wkc's canonical units (kg, km, s), before
// exercise names are mapped to catalog ids. The import operation turns it into menus.

/// One set as exported: the set as done, values in canonical units (`reps`, `weight`,
/// `distance`, `duration`, `rpe`, `rest`: the rest after this set), with the line it was read
/// from.
public struct ForeignSet: Hashable, Sendable {
  /// The set: its kind and values.
  public var set: PlannedSet
  /// The line of the file the set was read from (1-based, the header is line 1).
  public var line: Int
  /// What the reader left out of the row, for the exercise's note (`distance 305 mi, not
  /// plausible for one set`); nil when nothing. A set may have no values left, and is still a
  /// set done.
  public var leftOut: String?

  /// Creates a set.
  public init(kind: SetKind = .working, values: SetValues, line: Int, leftOut: String? = nil) {
    self.set = PlannedSet(values, kind: kind)
    self.line = line
    self.leftOut = leftOut
  }

  /// Warm-up, drop, failure or working.
  public var kind: SetKind {
    get { set.kind }
    set { set.kind = newValue }
  }

  /// Values by item, canonical units.
  public var values: SetValues {
    get { set.values }
    set { set.values = newValue }
  }
}

/// One exercise of a foreign workout, by the app's name for it.
public struct ForeignExercise: Hashable, Sendable {
  /// The app's exercise name, as written in the file (trimmed).
  public var name: String
  /// The exercise's note in that workout, or nil.
  public var note: String?
  /// The app's superset group within the workout (Hevy `superset_id`), or nil.
  public var superset: Int?
  /// The sets in file order.
  public var sets: [ForeignSet]
  /// The first line of the exercise in the file.
  public var line: Int
  /// The app's category for the exercise (FitNotes `Category`: `Chest`, `Cardio`…), or nil.
  public var category: String?

  /// Creates an exercise.
  public init(
    name: String, note: String? = nil, superset: Int? = nil, sets: [ForeignSet] = [], line: Int,
    category: String? = nil
  ) {
    self.name = name
    self.note = note
    self.superset = superset
    self.sets = sets
    self.line = line
    self.category = category
  }
}

/// One workout (session) of another app.
public struct ForeignWorkout: Hashable, Sendable {
  /// What identifies the workout within its app, the same in every export of that app
  /// (e.g. `strong 2024-01-03 07:12:00 Push Day`); kept as `Workout.source`.
  public var key: String
  /// The local date it started.
  public var date: LocalDate
  /// Seconds after local midnight it started, or nil when the app gives no time (FitNotes).
  public var startSecond: Int?
  /// The UTC offset in seconds of the local time it started, when the file says (Apple Health,
  /// GPX); else the user's zone gives it.
  public var offset: Int?
  /// The workout's name (Strong `Workout Name`, Hevy `title`), or nil.
  public var name: String?
  /// The workout's note, or nil.
  public var note: String?
  /// How long it took in seconds, when the app says.
  public var duration: Double?
  /// Exercises in file order.
  public var exercises: [ForeignExercise]
  /// The first line of the workout in the file.
  public var line: Int
  /// True when the file did not say the exercise and nobody was asked (a GPX track with no
  /// `<type>`): a stored workout of any activity starting with it is the same.
  public var exerciseFromDefault = false

  /// Creates a workout.
  public init(
    key: String, date: LocalDate, startSecond: Int? = nil, offset: Int? = nil,
    name: String? = nil, note: String? = nil, duration: Double? = nil,
    exercises: [ForeignExercise] = [], line: Int
  ) {
    self.key = key
    self.date = date
    self.startSecond = startSecond
    self.offset = offset
    self.name = name
    self.note = note
    self.duration = duration
    self.exercises = exercises
    self.line = line
  }
}

/// A row read but not turned into a set, and why (a placeholder row, an empty set…).
public struct SkippedRow: Hashable, Sendable {
  /// The line of the file.
  public var line: Int
  /// Why it was skipped, short and in the words of the summary ("placeholder row").
  public var reason: String

  /// Creates a skipped row.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}

/// Everything an importer read from one export.
public struct ForeignLog: Sendable {
  /// The app, as detected or as told.
  public var app: ForeignApp
  /// Which header variant was read, for the summary (e.g. "Strong, semicolon layout").
  public var variant: String
  /// The weight unit of the file: from its header or rows, from `--unit`, or guessed.
  public var weightUnit: Unit?
  /// True when `weightUnit` was guessed from the values (the summary says so).
  public var unitGuessed: Bool
  /// How `weightUnit` was guessed from the values, with the evidence; nil when it was not.
  public var weightGuess: WeightUnitGuess?
  /// A kilogram weight of the file that Strong converted from pounds (`61.23492`, 135 lb by
  /// its 0.453592), when that is why its weights were taken as typed in pounds.
  public var poundArtefact: Double?
  /// The unit distances written without one were taken in (Strong's classic layout: miles
  /// with pounds, else km), or nil when every distance said its unit.
  public var assumedDistanceUnit: Unit?
  /// Workouts sorted by date, then start.
  public var workouts: [ForeignWorkout]
  /// Rows read and left out, with the reason.
  public var skipped: [SkippedRow]
  /// Rows kept with a value left out, changed or guessed, with the reason (an implausible
  /// distance, a workout duration not understood, the unit a distance was taken in).
  public var adjusted: [SkippedRow]
  /// Body values read (body weight, body fat, girths), in file order.
  public var body: [ForeignBodyValue] = []

  /// Creates a log.
  public init(
    app: ForeignApp, variant: String, weightUnit: Unit? = nil, unitGuessed: Bool = false,
    workouts: [ForeignWorkout] = [], skipped: [SkippedRow] = [], adjusted: [SkippedRow] = []
  ) {
    self.app = app
    self.variant = variant
    self.weightUnit = weightUnit
    self.unitGuessed = unitGuessed
    self.workouts = workouts
    self.skipped = skipped
    self.adjusted = adjusted
  }
}

/// One body value read from an export (FitNotes' body tracker, Apple Health's body records):
/// its date and time of day, its measure and its value in the measure's canonical unit.
public struct ForeignBodyValue: Hashable, Sendable {
  /// The local date measured.
  public var date: LocalDate
  /// Seconds after local midnight, when the file says: the last of a date wins. (Apple Health:
  /// after the date's midnight in UTC, so the latest instant wins across a change of offset.)
  public var second: Int?
  /// The measure: a built-in one, or one of the user's own to be made.
  public var measure: BodyMeasure
  /// The value, canonical (kg, cm, %).
  public var value: Double
  /// The line of the file.
  public var line: Int

  /// A value read.
  public init(date: LocalDate, second: Int?, measure: BodyMeasure, value: Double, line: Int) {
    self.date = date
    self.second = second
    self.measure = measure
    self.value = value
    self.line = line
  }
}
