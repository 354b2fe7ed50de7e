/// What `calendar --year` shows: the sets done on each date of a year, and the streaks of all
/// time.
public struct TrainingYear: Hashable, Sendable {
  /// The year shown.
  public var year: Int
  /// The sets done (warm-ups left out) on each date of the year with a result.
  public var setsByDate: [LocalDate: Int]
  /// The dates of the year with a menu and no set done yet, in order.
  public var plannedDates: [LocalDate] = []
  /// The current and longest daily streaks, over every year.
  public var streaks: Streaks
  /// The current and longest weekly streaks, over every year.
  public var weeklyStreaks: WeeklyStreaks

  /// The year's first date.
  public var firstDay: LocalDate { LocalDate(year: year, month: 1, day: 1)! }
  /// The year's last date.
  public var lastDay: LocalDate { LocalDate(year: year, month: 12, day: 31)! }
}

/// A year's heat map built session by session, oldest first: a count per date of the year and
/// streak counters, never the sessions.
public struct YearFold: SessionFold {
  private let year: Int
  private var sets: [LocalDate: Int] = [:]
  private var counter: StreakCounter
  private var weekly: WeeklyStreakCounter

  /// No sessions yet; `year` is shown, the current streaks counted as of `today`, a week
  /// counting in weekly streaks with `perWeek` sessions.
  public init(year: Int, today: LocalDate, perWeek: Int = 1) {
    self.year = year
    counter = StreakCounter(today: today)
    weekly = WeeklyStreakCounter(perWeek: perWeek, today: today)
  }

  /// Takes the next session (oldest first).
  public mutating func add(_ session: ExerciseSession) {
    counter.add(session.date)
    weekly.add(session.date)
    if session.date.year == year {
      sets[session.date, default: 0] += session.sets.count { $0.counts }
    }
  }

  /// The year of the sessions taken so far.
  public var trainingYear: TrainingYear {
    TrainingYear(
      year: year, setsByDate: sets, streaks: counter.streaks, weeklyStreaks: weekly.streaks)
  }
}

extension Store {
  /// The sets done on each date of `year`, its planned dates, and the streaks of all time as
  /// of `today`, a week counting in weekly streaks with `perWeek` sessions.
  public func trainingYear(_ year: Int, today: LocalDate, perWeek: Int = 1) throws(StoreError)
    -> TrainingYear
  {
    var fold = YearFold(year: year, today: today, perWeek: perWeek)
    try self.fold(&fold)
    var result = fold.trainingYear
    result.plannedDates = try plannedDates(in: result.firstDay...result.lastDay)
    return result
  }
}
