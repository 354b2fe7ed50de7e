/// One interval of a timer: what it is and how long it lasts.
public struct TimerInterval: Hashable, Sendable {
  /// What the interval is, for people: `rest`, `work`, `count-in`.
  public var label: String
  /// Its length in seconds.
  public var seconds: Double

  /// An interval of `seconds`.
  public init(_ label: String, seconds: Double) {
    self.label = label
    self.seconds = seconds
  }
}

/// Something a timer tells its display.
public enum TimerEvent: Hashable, Sendable {
  /// `n` whole seconds are left in the current interval (3, 2, 1): a bell.
  case countdown(Int)
  /// The interval at this index ran to zero: a bell, and the rest-end command.
  case ended(Int)
  /// The interval at this index began.
  case started(Int)
  /// The last interval is over.
  case finished
}

/// Interval timer logic on a monotonic time that the caller passes in, so tests drive it without
/// sleeping. Each deadline is absolute: an interval ends at its start plus its length, and the
/// next one starts at that deadline, not when the end was noticed, so nothing drifts. Pausing
/// moves the deadline by the time paused.
public struct IntervalTimer: Sendable {
  /// Every interval in order, rounds and count-in included.
  public let intervals: [TimerInterval]
  /// The index of the current interval; `intervals.count` once finished.
  public private(set) var index = 0
  /// When the current interval ends, in monotonic seconds.
  public private(set) var deadline: Double
  /// When the timer was paused, or nil while it runs.
  public private(set) var pausedAt: Double?
  /// The current interval's length, with what `adjust` added or took away.
  public private(set) var length: Double
  /// The countdown seconds already announced in the current interval.
  private var announced: Set<Int> = []

  /// The seconds announced before an interval ends.
  public static let countdownSeconds = [3, 2, 1]

  /// A timer that starts its first interval at `start`.
  public init(intervals: [TimerInterval], start: Double) {
    self.intervals = intervals
    self.length = intervals.first?.seconds ?? 0
    self.deadline = start + length
  }

  /// `durations` repeated `rounds` times, after a count-in when `countIn` > 0.
  public init(durations: [Double], rounds: Int, countIn: Double, start: Double) {
    var intervals: [TimerInterval] = []
    if countIn > 0 { intervals.append(TimerInterval("count-in", seconds: countIn)) }
    for _ in 0..<max(rounds, 1) {
      for (number, seconds) in durations.enumerated() {
        let label =
          switch durations.count {
          case 1: "interval"
          case 2: number == 0 ? "work" : "rest"
          default: "interval \(number + 1)"
          }
        intervals.append(TimerInterval(label, seconds: seconds))
      }
    }
    self.init(intervals: intervals, start: start)
  }

  // MARK: - State

  /// True when every interval is over.
  public var isFinished: Bool { index >= intervals.count }

  /// True while paused.
  public var isPaused: Bool { pausedAt != nil }

  /// The interval running now.
  public var current: TimerInterval? { isFinished ? nil : intervals[index] }

  /// The interval after the current one.
  public var next: TimerInterval? { index + 1 < intervals.count ? intervals[index + 1] : nil }

  /// Seconds left in the current interval; never negative.
  public func remaining(at now: Double) -> Double {
    guard !isFinished else { return 0 }
    return max(0, deadline - (pausedAt ?? now))
  }

  /// How much of the current interval is done, 0 to 1.
  public func progress(at now: Double) -> Double {
    guard !isFinished, length > 0 else { return 1 }
    return min(1, max(0, 1 - remaining(at: now) / length))
  }

  /// When something next happens: the deadline or the next countdown second; nil when paused
  /// or finished. A display may wake more often, never needs to wake less.
  public func nextEvent(at now: Double) -> Double? {
    guard !isFinished, !isPaused else { return nil }
    let left = deadline - now
    let boundary = IntervalTimer.countdownSeconds.filter {
      Double($0) < left && !announced.contains($0)
    }.max()
    return boundary.map { deadline - Double($0) } ?? deadline
  }

  // MARK: - Changes

  /// Stops the clock; `resume` moves the deadline by the time paused.
  public mutating func pause(at now: Double) {
    guard !isFinished, pausedAt == nil else { return }
    pausedAt = now
  }

  /// Starts the clock again where it stopped.
  public mutating func resume(at now: Double) {
    guard let pausedAt else { return }
    deadline += now - pausedAt
    self.pausedAt = nil
  }

  /// Pauses when running, resumes when paused.
  public mutating func togglePause(at now: Double) {
    if isPaused { resume(at: now) } else { pause(at: now) }
  }

  /// Adds `seconds` (negative to take away) to the current interval; what is left never goes
  /// below zero, so taking away more than is left ends the interval at the next update.
  public mutating func adjust(by seconds: Double, at now: Double) {
    guard !isFinished else { return }
    let reference = pausedAt ?? now
    let moved = max(reference, deadline + seconds)
    length += moved - deadline
    deadline = moved
    let left = deadline - reference
    announced = announced.filter { Double($0) >= left }
  }

  /// Ends the current interval now without its bell; the next one starts now.
  public mutating func skip(at now: Double) -> [TimerEvent] {
    guard !isFinished else { return [] }
    pausedAt = nil
    return begin(next: index + 1, at: now)
  }

  /// What happened up to `now`: intervals that ended (each next one starting at the previous
  /// deadline), and countdown seconds reached.
  public mutating func update(at now: Double) -> [TimerEvent] {
    guard !isPaused else { return [] }
    var events: [TimerEvent] = []
    while !isFinished, now >= deadline {
      events.append(.ended(index))
      events += begin(next: index + 1, at: deadline)
    }
    guard !isFinished else { return events }
    // The whole seconds left, rounded up: 2.4 s left is "3", and one that was slept past is
    // not announced late.
    let second = Int((deadline - now).rounded(.up))
    if IntervalTimer.countdownSeconds.contains(second), Double(second) < length,
      !announced.contains(second)
    {
      announced.formUnion(IntervalTimer.countdownSeconds.filter { $0 >= second })
      events.append(.countdown(second))
    }
    return events
  }

  private mutating func begin(next: Int, at start: Double) -> [TimerEvent] {
    index = next
    announced = []
    guard next < intervals.count else { return [.finished] }
    length = intervals[next].seconds
    deadline = start + length
    return [.started(next)]
  }
}
