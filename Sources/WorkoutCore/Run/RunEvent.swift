/// Something that happened in a run of a menu, for `run --json` (one JSON line each).
public enum RunEvent: Hashable, Sendable {
  /// The run began: the date and its workouts as they are.
  case session(date: LocalDate, workouts: [Workout])
  /// A set was shown, waiting for its result; `plates` for a barbell set with a weight.
  case set(SetPlace, planned: PlannedSet, plates: PlateStep? = nil)
  /// A set was saved, done or skipped.
  case recorded(SetPlace, WorkoutSet)
  /// A rest began; `next` is the set after it, if any; `beforeNextExercise` when it comes after
  /// a workout's (or a group's) last set.
  case restStarted(seconds: Double, next: SetPlace?, beforeNextExercise: Bool = false)
  /// A rest ended, after `seconds` (pauses included).
  case restEnded(RestEnd, seconds: Double)
  /// The rest was paused with `remaining` seconds left.
  case paused(remaining: Double)
  /// The rest went on with `remaining` seconds left.
  case resumed(remaining: Double)
  /// `+` or `-` changed the rest: `remaining` seconds are left in it now.
  case adjusted(remaining: Double)
  /// A timed set's countdown began: `getReady` seconds, then a hold of `seconds`.
  case holdStarted(seconds: Double, getReady: Double)
  /// A timed set's countdown ended: `elapsed` at zero, `skipped` when Enter stopped it early
  /// (`seconds` held), `stopped` by `q` (nothing recorded).
  case holdEnded(RestEnd, seconds: Double)
  /// The workout got another exercise (`x` at the prompt) in place of `replaced`.
  case swapped(workout: WorkoutID, exercise: ExerciseID, replaced: ExerciseID)
  /// A workout got gear (its exercise's default, or `--gear`); nil for none.
  case gear(workout: WorkoutID, exercise: ExerciseID, gear: GearID?)
  /// The run ended.
  case summary(RunSummary)

  /// The event's name, the value of its `event` key.
  public var name: String {
    switch self {
    case .session: "session"
    case .set: "set"
    case .recorded: "recorded"
    case .restStarted: "restStarted"
    case .restEnded: "restEnded"
    case .paused: "paused"
    case .resumed: "resumed"
    case .adjusted: "adjusted"
    case .holdStarted: "holdStarted"
    case .holdEnded: "holdEnded"
    case .swapped: "swapped"
    case .gear: "gear"
    case .summary: "summary"
    }
  }
}

/// How a rest ended.
public enum RestEnd: String, Hashable, Sendable {
  /// It ran to zero.
  case elapsed
  /// Enter skipped it.
  case skipped
  /// `q` stopped the run during it.
  case stopped
}

/// Where a set is, for people and scripts: its workout, exercise, number from 1 and count, and
/// its workout's group.
public struct SetPlace: Hashable, Sendable {
  /// The workout's id.
  public var workout: WorkoutID
  /// The workout's exercise.
  public var exercise: ExerciseID
  /// The set's number, from 1.
  public var set: Int
  /// The number of sets of the workout.
  public var of: Int
  /// The workout's group (superset or circuit) in the menu, or nil.
  public var group: Int?

  /// The place of the set at `position` in `menu`.
  public init(_ position: SetPosition, in menu: Menu) {
    let workout = menu.workouts[position.workout]
    self.workout = workout.id
    self.exercise = workout.exercise
    self.set = position.set + 1
    self.of = workout.sets.count
    self.group = menu.group(of: position.workout) != nil ? workout.group : nil
  }
}

/// The end of a run: the date's sets done and skipped, this run's time and the records.
public struct RunSummary: Hashable, Sendable {
  /// The menu's date.
  public var date: LocalDate
  /// Sets done and skipped that date, with volume in kg.
  public var sets: SessionSummary
  /// Seconds this run lasted.
  public var duration: Double
  /// The first set left open (a stop), nil when every set is closed.
  public var resumeAt: SetPlace?
  /// The records the date's results set.
  public var records: [PersonalRecord]

  /// A summary.
  public init(
    date: LocalDate, sets: SessionSummary, duration: Double, resumeAt: SetPlace?,
    records: [PersonalRecord]
  ) {
    self.date = date
    self.sets = sets
    self.duration = duration
    self.resumeAt = resumeAt
    self.records = records
  }
}
