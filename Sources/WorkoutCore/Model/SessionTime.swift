// When a workout was done: the start and end of the session it belongs to (a `run`, an imported
// workout of another app). Kept per workout, not per menu: a date can hold several sessions (a
// morning run from Apple Health, an evening Strong workout), and a workout removed, replaced
// or re-imported takes its time with it. The workouts of one session share the same time; the
// date's sessions are the distinct times of its workouts.

/// The start of a session and, once it ended, its end.
public struct SessionTime: Hashable, Sendable {
  /// When the session started.
  public var start: Timestamp
  /// When it ended; nil while it runs or when the app did not say.
  public var end: Timestamp?

  /// A session from `start` to `end`; nil when `end` comes before `start`.
  public init?(start: Timestamp, end: Timestamp?) {
    if let end, end.secondsSince1970 < start.secondsSince1970 { return nil }
    self.start = start
    self.end = end
  }

  /// A session of `seconds` from `start`, its end at `offset` seconds east of UTC (the start's
  /// when not given).
  public init(start: Timestamp, seconds: Int, endOffset offset: Int? = nil) {
    self.start = start
    self.end = Timestamp(
      secondsSince1970: start.secondsSince1970 + max(0, seconds),
      offset: offset ?? start.offsetSeconds)
  }

  /// Seconds from start to end, nil until it ended.
  public var seconds: Int? { end.map { $0.secondsSince1970 - start.secondsSince1970 } }

  /// The same session with its end at `end`, unless that is before its start.
  public func ended(at end: Timestamp) -> SessionTime {
    SessionTime(start: start, end: end) ?? self
  }

  /// This session stretched to take in `other` too: the earlier start, the later end.
  public func spanning(_ other: SessionTime?) -> SessionTime {
    guard let other else { return self }
    let start = other.start.secondsSince1970 < start.secondsSince1970 ? other.start : start
    let ends = [end, other.end].compactMap { $0 }
    let end = ends.max { $0.secondsSince1970 < $1.secondsSince1970 }
    return SessionTime(start: start, end: end) ?? self
  }

  /// The longest a session is taken to last: a longer one is a timer left running (Strong's
  /// `445h 20m`), whose end is not believed.
  public static let longest = 24 * 3600
}

extension SessionTime {
  /// `07:12 to 08:17 (1:05:00)` in the times' own offsets; the end's date when it is another
  /// day (`23:30 to 00:40 on 2024-01-06 (1:10:00)`); `from 07:12` without an end.
  public var described: String {
    guard let end, let seconds else { return "from \(start.timeOfDay)" }
    let day = end.date != start.date ? " on \(end.date)" : ""
    let clock =
      seconds >= 3600
      ? "\(seconds / 3600):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
      : "\(seconds / 60):\(pad(seconds % 60, 2))"
    return "\(start.timeOfDay) to \(end.timeOfDay)\(day) (\(clock))"
  }
}

extension Menu {
  /// The sessions the menu's workouts were done in, each once in menu order, with the
  /// positions of its workouts.
  public var sessionTimes: [(time: SessionTime, workouts: [Int])] {
    var sessions: [(time: SessionTime, workouts: [Int])] = []
    for (position, workout) in workouts.enumerated() {
      guard let time = workout.session else { continue }
      if let index = sessions.firstIndex(where: { $0.time == time }) {
        sessions[index].workouts.append(position)
      } else {
        sessions.append((time, [position]))
      }
    }
    return sessions
  }
}
