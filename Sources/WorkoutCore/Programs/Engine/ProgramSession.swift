// The values the engine hands out and takes back: what planning needs from outside the
// program, a planned session, and what a session's results changed.

/// What planning needs from outside the program: the catalog, the settings (bar and plates)
/// and e1RMs from history.
public struct ProgramContext: Sendable {
  /// The catalog exercises are looked up in.
  public var catalog: Catalog
  /// The settings: the bar and plates loads are rounded to, the warm-up ramp.
  public var settings: Settings
  /// Each exercise's current e1RM in kg, for `% e1rm` loads.
  public var e1rms: [ExerciseID: Double]

  /// A context.
  public init(catalog: Catalog, settings: Settings, e1rms: [ExerciseID: Double]) {
    self.catalog = catalog
    self.settings = settings
    self.e1rms = e1rms
  }
}

/// One session of a program as planned: where it is in the program and its workouts.
public struct PlannedSession: Hashable, Sendable {
  /// The cycle, from 1.
  public var cycle: Int
  /// The session of the cycle, from 0.
  public var session: Int
  /// The week of the cycle, from 1 (always 1 in a cycle of sessions).
  public var week: Int
  /// The day's index in the program, from 0.
  public var day: Int
  /// The day's name.
  public var dayName: String
  /// True in a deload week: no rule changes anything after it.
  public var isDeload: Bool
  /// The workouts, in the day's order: the slots present this week.
  public var slots: [PlannedSlot]

  /// A planned session.
  public init(
    cycle: Int, session: Int, week: Int, day: Int, dayName: String, isDeload: Bool,
    slots: [PlannedSlot]
  ) {
    self.cycle = cycle
    self.session = session
    self.week = week
    self.day = day
    self.dayName = dayName
    self.isDeload = isDeload
    self.slots = slots
  }
}

/// One workout of a planned session.
public struct PlannedSlot: Hashable, Sendable {
  /// The slot's index in the day, from 0.
  public var slot: Int
  /// The track it trains.
  public var track: TrackID
  /// The sets planned (or, given to `advance`, as recorded). Its id is a placeholder the
  /// caller replaces; slots of a superset share a `group`.
  public var workout: Workout

  /// A planned slot.
  public init(slot: Int, track: TrackID, workout: Workout) {
    self.slot = slot
    self.track = track
    self.workout = workout
  }
}

/// One change a session's results made: "squat TM 140 → 145 kg".
public struct ProgramChange: Hashable, Sendable {
  /// The track changed.
  public var track: TrackID
  /// What changed, with `{w}` where each of `weights` goes and `{unit}` for their unit.
  public var template: String
  /// The weights it names, in kg, in order.
  public var weights: [Double]

  /// A change of `track`: `template` with its weights in kg.
  public init(track: TrackID, template: String, weights: [Double] = []) {
    self.track = track
    self.template = template
    self.weights = weights
  }

  /// What changed, in a plain sentence with weights in kg.
  public var text: String { text(in: .metric) }

  /// What changed, with weights in the units people read: `squat TM 300 → 310 lb`.
  public func text(in units: DisplayUnits) -> String {
    var text = ""
    var rest = template[...]
    var weights = self.weights[...]
    while true {
      let weight = rest.range(of: "{w}")
      let unit = rest.range(of: "{unit}")
      guard let next = [weight, unit].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
      else { break }
      text += rest[..<next.lowerBound]
      if next == weight {
        text += weights.popFirst().map { units.number($0, .kilogram, decimals: 2) } ?? ""
      } else {
        text += units.weight.symbol
      }
      rest = rest[next.upperBound...]
    }
    return text + rest
  }
}
