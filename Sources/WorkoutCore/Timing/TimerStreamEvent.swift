/// Something that happened in `wkc timer`, for `timer --json` (one JSON line each).
public enum TimerStreamEvent: Hashable, Sendable {
  /// The timer began: its total length, its intervals and rounds.
  case started(seconds: Double, intervals: Int, rounds: Int)
  /// An interval began.
  case phase(TimerPhase)
  /// The timer was paused with `remaining` seconds left in the interval.
  case paused(remaining: Double)
  /// The timer went on with `remaining` seconds left in the interval.
  case resumed(remaining: Double)
  /// `+` or `-` changed the interval: `remaining` seconds are left in it now.
  case adjusted(remaining: Double)
  /// Every interval is over, after `seconds`.
  case ended(seconds: Double)
  /// `q` stopped it after `seconds`.
  case stopped(seconds: Double)

  /// The event's name, the value of its `event` key.
  public var name: String {
    switch self {
    case .started: "started"
    case .phase: "phase"
    case .paused: "paused"
    case .resumed: "resumed"
    case .adjusted: "adjusted"
    case .ended: "ended"
    case .stopped: "stopped"
    }
  }
}

/// One interval of a timer as it begins: `work` of round 2 of 8, 20 s.
public struct TimerPhase: Hashable, Sendable {
  /// Its index among every interval, from 0.
  public var index: Int
  /// What it is: `work`, `rest`, `interval`, `interval 3`, `count-in`.
  public var label: String
  /// Its round, from 1; nil for a count-in.
  public var round: Int?
  /// The number of rounds.
  public var rounds: Int
  /// Its length in seconds.
  public var seconds: Double

  /// A phase.
  public init(index: Int, label: String, round: Int?, rounds: Int, seconds: Double) {
    self.index = index
    self.label = label
    self.round = round
    self.rounds = rounds
    self.seconds = seconds
  }
}
