// What kind of movement a cardio exercise is (running, walking, cycling, rowing, swimming), with
// the world records that bound how fast it goes and the measure its speed is read in.

/// The activity of a cardio exercise: what its pace is compared with and how it is shown.
/// Exercises of one activity are the same sport (a run and a trail run), so one run imported
/// twice is found whichever of them each import named.
public enum Activity: String, CaseIterable, Hashable, Sendable {
  case running, walking, cycling, rowing, swimming

  /// The activity of an exercise: the built-in ones by id, the user's own by the words of the
  /// id (`morning-run`, `indoor-rowing`); nil for an exercise of no activity (a sled push).
  public static func of(_ exercise: ExerciseID) -> Activity? {
    if let known = builtIn[exercise] { return known }
    return named(exercise.rawValue)
  }

  /// The activity the words of a name say (`Rowing (Machine)`, `Treadmill Run`,
  /// `Cycling (Indoor)`); nil when no word is one of an activity's.
  public static func named(_ name: String) -> Activity? {
    let words = name.lowercased().split { !$0.isLetter }
    for word in words {
      for activity in allCases where activity.words.contains(String(word)) { return activity }
    }
    return nil
  }

  /// The built-in exercises of each activity.
  static let builtIn: [ExerciseID: Activity] = {
    let lists: [(Activity, [ExerciseID])] = [
      (.running, ["run", "jog", "interval-run", "sprint", "trail-run", "treadmill-run"]),
      (
        .walking,
        ["walk", "hike", "treadmill-walk", "incline-treadmill-walk", "aqua-walk"]
      ),
      (.cycling, ["cycling", "stationary-bike", "air-bike"]),
      (.rowing, ["rowing-machine"]),
      (
        .swimming,
        ["swimming", "freestyle-swim", "breaststroke", "backstroke", "butterfly-stroke"]
      ),
    ]
    var table: [ExerciseID: Activity] = [:]
    for (activity, ids) in lists { for id in ids { table[id] = activity } }
    return table
  }()

  /// The words of a name that say the activity.
  private var words: Set<String> {
    switch self {
    case .running: ["run", "running", "jog", "jogging", "sprint", "sprints"]
    case .walking: ["walk", "walking", "hike", "hiking"]
    case .cycling: ["cycling", "cycle", "bike", "biking", "ride", "bicycle", "spinning"]
    case .rowing: ["row", "rowing", "rower", "erg", "ergometer"]
    case .swimming: ["swim", "swimming", "freestyle", "breaststroke", "backstroke"]
    }
  }
}

// MARK: - How fast

extension Activity {
  /// The world records the speed limit is drawn from: each distance in km with the fastest
  /// time in seconds anyone has covered it in (men's outdoor or track records, a little under
  /// where unsure, so that no real effort is ever beyond them). Racewalking for walking, the
  /// unpaced track and hour records for cycling, indoor and on-water records for rowing, long
  /// and short course freestyle for swimming.
  public var records: [(kilometres: Double, seconds: Double)] {
    switch self {
    case .running:
      [
        (0.1, 9.58), (0.2, 19.19), (0.4, 43.03), (0.8, 100.91), (1, 131.96), (1.5, 206),
        (3, 440.67), (5, 755.36), (10, 1571), (21.0975, 3402), (42.195, 7235), (100, 21_935),
      ]
    case .walking:
      [(1.609344, 331), (3, 631), (5, 1085), (10, 2231), (20, 4596), (50, 12_753)]
    case .cycling:
      [(0.2, 9.08), (1, 55.43), (4, 239.15), (56.792, 3600)]
    case .rowing:
      [(0.1, 13), (0.5, 69), (1, 153), (2, 318), (5, 900), (10, 1850), (42.195, 8100)]
    case .swimming:
      [(0.05, 19.9), (0.1, 44.8), (0.2, 98.6), (0.4, 212), (0.8, 440), (1.5, 834), (10, 6000)]
    }
  }

  /// The fastest speed in km/h anyone has kept over `kilometres`: that of the record at the
  /// longest distance not over it (any effort that long holds one that fast), the shortest
  /// record's for a shorter one.
  public func recordSpeed(overKilometres kilometres: Double) -> Double {
    let record = records.last { $0.kilometres <= kilometres } ?? records[0]
    return record.kilometres / record.seconds * 3600
  }

  /// True when covering `kilometres` in `seconds` is faster than the world record of the
  /// activity allows: a glitch of a watch, a wrong unit, or untimed points, never a record.
  public func isBeyondRecord(kilometres: Double, seconds: Double) -> Bool {
    guard kilometres > 0, seconds > 0 else { return false }
    return kilometres / seconds * 3600 > recordSpeed(overKilometres: kilometres)
  }

  /// The speeds in km/h a person logging the activity goes at: from a slow effort to 90 % of
  /// the world record over the distance (nobody logs within a tenth of one). The band a
  /// distance of no unit is tried against: 0.5 rowed in 1:59 is ordinary as km (15 km/h) and
  /// a world-class 24 km/h as miles.
  public func ordinarySpeeds(overKilometres kilometres: Double) -> ClosedRange<Double> {
    let slowest: Double =
      switch self {
      case .running: 4
      case .walking: 1.5
      case .cycling: 5
      case .rowing: 5
      case .swimming: 0.6
      }
    return slowest...(0.9 * recordSpeed(overKilometres: kilometres))
  }
}

// MARK: - The measure

extension Activity {
  /// How the activity's speed is read: a pace per km or mi (running, walking), a speed in km/h
  /// or mph (cycling), a pace per 100 m or 100 yd (swimming), per 500 m (rowing, in any unit:
  /// ergs show it so).
  public enum Measure: Hashable, Sendable {
    /// Time per km (or mi).
    case pace
    /// km/h (or mph).
    case speed
    /// Time per 100 m (or 100 yd).
    case per100
    /// Time per 500 m.
    case per500
  }

  /// The measure of the activity.
  public var measure: Measure {
    switch self {
    case .running, .walking: .pace
    case .cycling: .speed
    case .swimming: .per100
    case .rowing: .per500
    }
  }
}
