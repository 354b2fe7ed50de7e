// A training program as read from its text (see the ProgramFormat article): what each session
// plans and how a session's results change what comes next. Read by `ProgramText`, planned
// and advanced by the engine, its per-track numbers kept in `ProgramState`.

/// A program: a cycle of sessions, the tracks they train, and the rules that move them on.
public struct Program: Hashable, Sendable {
  /// The title its `program` line gives, else the name it was started by.
  public var title: String
  /// How long one cycle is.
  public var cycle: ProgramCycle
  /// What follows the last session of a cycle.
  public var afterCycle: AfterCycle
  /// The weekdays sessions fall on (0 = Monday, as `LocalDate.weekdayIndex`), or nil for any
  /// day; `program start --days` overrides it.
  public var trainingDays: [Int]?
  /// Weeks (1-based) in which no rule changes anything.
  public var deloadWeeks: Set<Int>
  /// Tracks whose loads may be a percentage of a training max.
  public var trainingMaxTracks: Set<TrackID>
  /// The share of an e1RM a training max starts at with `--from-history`, in percent
  /// (`training max … at 90% e1rm`; 100 when not given).
  public var trainingMaxPercent: Double
  /// The settings and rules of each track named in an `exercise` block.
  public var tracks: [TrackID: TrackRules]
  /// The days in the order they are trained; each week of a weekly cycle trains them all.
  public var days: [ProgramDay]

  /// A program.
  public init(
    title: String, cycle: ProgramCycle, afterCycle: AfterCycle = .repeat,
    trainingDays: [Int]? = nil, deloadWeeks: Set<Int> = [], trainingMaxTracks: Set<TrackID> = [],
    trainingMaxPercent: Double = 100, tracks: [TrackID: TrackRules] = [:], days: [ProgramDay]
  ) {
    self.title = title
    self.cycle = cycle
    self.afterCycle = afterCycle
    self.trainingDays = trainingDays
    self.deloadWeeks = deloadWeeks
    self.trainingMaxTracks = trainingMaxTracks
    self.trainingMaxPercent = trainingMaxPercent
    self.tracks = tracks
    self.days = days
  }

  /// The most weeks a cycle has.
  public static let maximumWeeks = 52
  /// The most days a program has.
  public static let maximumDays = 28

  /// The number of sessions in one cycle.
  public var sessionsPerCycle: Int {
    switch cycle {
    case .weeks(let weeks): weeks * days.count
    case .sessions: days.count
    }
  }

  /// The week (1-based) and day index of session `index` (0-based) of a cycle.
  public func position(ofSession index: Int) -> (week: Int, day: Int) {
    switch cycle {
    case .weeks: (index / max(days.count, 1) + 1, index % max(days.count, 1))
    case .sessions: (1, index)
    }
  }

  /// Every track the days name, in the order first named.
  public var allTracks: [TrackID] {
    var seen = Set<TrackID>()
    return days.flatMap(\.slots).map(\.track).filter { seen.insert($0).inserted }
  }
}

/// How long a cycle is.
public enum ProgramCycle: Hashable, Sendable {
  /// N weeks, each training every day of the program once.
  case weeks(Int)
  /// The days in order, not tied to weeks (A/B alternation): N is the number of days.
  case sessions(Int)
}

/// What follows the last session of a cycle.
public enum AfterCycle: Hashable, Sendable {
  /// The next cycle starts, after the per-cycle rules.
  case `repeat`
  /// The program ends.
  case stop
}

/// What one exercise's numbers are kept under: the exercise, and a tag when one exercise is
/// trained two ways (`squat:t1`, `squat:t2` in GZCLP). Text form `EXERCISE[:TAG]`.
public struct TrackID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The catalog exercise.
  public var exercise: ExerciseID
  /// The tag, or nil.
  public var tag: String?

  /// A track.
  public init(exercise: ExerciseID, tag: String? = nil) {
    self.exercise = exercise
    self.tag = tag
  }

  /// Reads `EXERCISE[:TAG]`: a tag is `[a-z0-9]+`; nil when malformed.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), ExerciseID(rawValue: String(parts[0])).isSlug else {
      return nil
    }
    exercise = ExerciseID(rawValue: String(parts[0]))
    if parts.count == 2 {
      guard !parts[1].isEmpty, parts[1].utf8.allSatisfy({ $0.isLowercaseASCIIAlphanumeric })
      else { return nil }
      tag = String(parts[1])
    }
  }

  /// `squat` or `squat:t1`.
  public var description: String { tag.map { "\(exercise):\($0)" } ?? exercise.rawValue }

  /// By text.
  public static func < (lhs: TrackID, rhs: TrackID) -> Bool { lhs.description < rhs.description }
}

extension UInt8 {
  fileprivate var isLowercaseASCIIAlphanumeric: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}

/// One day of a program: its name and the exercises it trains, in order.
public struct ProgramDay: Hashable, Sendable {
  /// The name (`Squat`, `A1`).
  public var name: String
  /// The exercises in order.
  public var slots: [ProgramSlot]
  /// The rule for every slot of the day whose track has none of its own.
  public var rule: ProgressionRule?
  /// Where the `day` line is (1-based line).
  public var line: Int

  /// A day.
  public init(name: String, slots: [ProgramSlot], rule: ProgressionRule? = nil, line: Int = 0) {
    self.name = name
    self.slots = slots
    self.rule = rule
    self.line = line
  }
}

/// One exercise line of a day: the track and its sets, the same every week or per week.
public struct ProgramSlot: Hashable, Sendable {
  /// The track trained.
  public var track: TrackID
  /// The sets when they are the same every week; nil when they come from `weeks` or from the
  /// track's current stage.
  public var sets: [SetPlan]?
  /// Sets for some weeks only (`week 1: …`, `week 2-3: …`); a week none names, when `sets`
  /// is nil, has no such line.
  public var weeks: [WeekSets]
  /// True to plan a warm-up ramp before the working sets, as `add --warmup` does.
  public var warmup: Bool
  /// True when it is done as a superset with the slot before it (`&`).
  public var joinsPrevious: Bool
  /// Where the line is (1-based line).
  public var line: Int

  /// A slot.
  public init(
    track: TrackID, sets: [SetPlan]? = nil, weeks: [WeekSets] = [], warmup: Bool = false,
    joinsPrevious: Bool = false, line: Int = 0
  ) {
    self.track = track
    self.sets = sets
    self.weeks = weeks
    self.warmup = warmup
    self.joinsPrevious = joinsPrevious
    self.line = line
  }
}

/// The sets of a slot for a range of weeks.
public struct WeekSets: Hashable, Sendable {
  /// The weeks (1-based).
  public var weeks: ClosedRange<Int>
  /// The sets.
  public var sets: [SetPlan]

  /// Sets for some weeks.
  public init(weeks: ClosedRange<Int>, sets: [SetPlan]) {
    self.weeks = weeks
    self.sets = sets
  }
}

/// One planned set of a program: `5`, `8-12`, `5+`, `45s`, with its load and effort.
/// `5x5` is five of them.
public struct SetPlan: Hashable, Sendable {
  /// The reps or time asked for.
  public var target: SetGoal
  /// The weight, or nil for the track's working weight (or none, for an exercise with no
  /// weight).
  public var load: SetLoad?
  /// An RPE or RIR target, or nil.
  public var effort: Effort?
  /// What the set is for (`w:` marks a warm-up).
  public var kind: SetKind

  /// A set.
  public init(
    target: SetGoal, load: SetLoad? = nil, effort: Effort? = nil, kind: SetKind = .working
  ) {
    self.target = target
    self.load = load
    self.effort = effort
    self.kind = kind
  }
}

/// What a set asks for.
public enum SetGoal: Hashable, Sendable {
  /// Exactly these reps.
  case reps(Int)
  /// Within this range (`8-12`); lower ≤ upper.
  case range(Int, Int)
  /// At least these reps, as many as you can (`5+`: AMRAP).
  case atLeast(Int)
  /// A time, in seconds (`45s`).
  case duration(Double)
}

/// The weight of a set.
public enum SetLoad: Hashable, Sendable {
  /// A weight in kg (written in kg or lb).
  case kilograms(Double)
  /// A percentage of the track's training max (`85%`).
  case trainingMax(Double)
  /// A percentage of the exercise's current e1RM from history (`75% e1rm`).
  case e1rm(Double)
}

/// How hard a set should feel.
public enum Effort: Hashable, Sendable {
  /// Rate of perceived exertion (`@8`).
  case rpe(Double)
  /// Reps in reserve (`rir 2`).
  case rir(Double)
}

/// A track's settings and rules (an `exercise` block).
public struct TrackRules: Hashable, Sendable {
  /// The working weight it starts at, in kg, when neither `--weight` nor history says.
  public var start: Double?
  /// The rules applied after each session that trains it, in order.
  public var rules: [ProgressionRule]
  /// The set lists of its stages (GZCLP), first stage first; empty for none. A slot with no
  /// sets of its own plans the current stage's.
  public var stages: [[SetPlan]]
  /// What follows a failure at the last stage.
  public var reset: StageReset?
  /// Where the `exercise` line is (1-based line).
  public var line: Int

  /// Rules.
  public init(
    start: Double? = nil, rules: [ProgressionRule] = [], stages: [[SetPlan]] = [],
    reset: StageReset? = nil, line: Int = 0
  ) {
    self.start = start
    self.rules = rules
    self.stages = stages
    self.reset = reset
    self.line = line
  }
}

/// How a session's results change a track.
public enum ProgressionRule: Hashable, Sendable {
  /// Add `increment` kg to the working weight after a success; after `failures` failures in a
  /// row, take `deloadPercent` % off it (0 failures: never). A success is every counted set
  /// done with at least its reps, or, with `amrapReps`, the AMRAP set reaching that many.
  case linear(increment: Double, deloadPercent: Double, failures: Int, amrapReps: Int?)
  /// Double progression: while the sets' reps are within their range the weight stays; when
  /// every set reaches the top of its range, add `increment` kg (the range starts again).
  case double(increment: Double)
  /// Add `increment` kg to the training max after each cycle.
  case trainingMaxPerCycle(increment: Double)
  /// After each cycle, set the training max to `percent` % of the e1RM of the cycle's best
  /// AMRAP set (Epley), rounded as loads are.
  case trainingMaxFromAMRAP(percent: Double)
  /// Nothing changes.
  case none
}

/// What a track's working weight becomes after a failure at its last stage; it goes back to
/// the first stage.
public enum StageReset: Hashable, Sendable {
  /// `percent` % of a new `reps`-rep-max estimate (Epley) from the failed session's best set.
  case repMax(percent: Double, reps: Int)
  /// The weight last used at the first stage plus `increment` kg.
  case firstStagePlus(increment: Double)
}
