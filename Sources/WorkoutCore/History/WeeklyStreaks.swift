/// Runs of consecutive weeks (Monday to Sunday) with at least `perWeek` sessions (dates with a
/// result): a lifter who trains three days a week keeps a weekly streak where the daily one is
/// never longer than a day.
public struct WeeklyStreaks: Hashable, Sendable {
  /// The sessions a week needs to count.
  public var perWeek: Int
  /// Weeks in the run that ends this week, or last week while this week has not counted yet;
  /// 0 if none.
  public var current = 0
  /// Weeks in the longest run.
  public var longest = 0
  /// The Sunday that ends the longest run (the latest of equals).
  public var longestEnd: LocalDate?

  /// The Monday that starts the longest run.
  public var longestStart: LocalDate? { longestEnd?.adding(days: 1 - 7 * longest) }
}

extension LocalDate {
  /// The Monday of this date's week (weeks run Monday to Sunday, as ISO 8601 counts them).
  public var weekStart: LocalDate { adding(days: -weekdayIndex) }
}

/// Weekly streaks counted date by date, oldest first, holding only the week being counted.
public struct WeeklyStreakCounter: Sendable {
  private let thisWeek: Int
  private var result: WeeklyStreaks
  private var run = 0
  private var lastCounted: Int?
  private var week: Int?
  private var sessions = 0
  private var previous: Int?
  private var endingThisWeek: Int?
  private var endingLastWeek: Int?

  /// No dates yet; a week counts with at least `perWeek` sessions (1 when less is given); the
  /// current streak is counted as of `today`.
  public init(perWeek: Int, today: LocalDate) {
    thisWeek = today.weekStart.daysSinceEpoch
    result = WeeklyStreaks(perWeek: max(1, perWeek))
  }

  /// Takes the next trained date: never before the one taken last; the same again is ignored.
  public mutating func add(_ date: LocalDate) {
    let day = date.daysSinceEpoch
    guard previous.map({ day > $0 }) ?? true else { return }
    previous = day
    let start = date.weekStart.daysSinceEpoch
    if start != week {
      close()
      week = start
      sessions = 0
    }
    sessions += 1
  }

  /// The streaks of the dates taken so far.
  public var streaks: WeeklyStreaks {
    var counter = self
    counter.close()
    counter.result.current = counter.endingThisWeek ?? counter.endingLastWeek ?? 0
    return counter.result
  }

  /// Counts the week being taken, if it has enough sessions.
  private mutating func close() {
    guard let week, sessions >= result.perWeek else { return }
    run = lastCounted == week - 7 ? run + 1 : 1
    lastCounted = week
    if run >= result.longest {
      result.longest = run
      result.longestEnd = LocalDate(daysSinceEpoch: week + 6)
    }
    if week == thisWeek { endingThisWeek = run }
    if week == thisWeek - 7 { endingLastWeek = run }
    sessions = 0
  }
}

extension LocalDate {
  /// The ISO 8601 week of this date: the year its Thursday falls in and the week's number,
  /// 1 to 53 (`2024-W01` holds Monday 2024-01-01).
  public var isoWeek: (year: Int, week: Int) {
    let thursday = weekStart.adding(days: 3)
    let january1 = LocalDate(year: thursday.year, month: 1, day: 1)!
    return (thursday.year, (thursday.daysSinceEpoch - january1.daysSinceEpoch) / 7 + 1)
  }
}
