/// What `calendar` shows: the dates of a month with results, the dates planned, and the
/// streaks of all time.
public struct TrainingCalendar: Hashable, Sendable {
  /// The month shown.
  public var month: YearMonth
  /// Its dates with at least one set done, in order.
  public var trainedDates: [LocalDate]
  /// Its dates with a menu and no set done yet, in order.
  public var plannedDates: [LocalDate] = []
  /// The current and longest daily streaks, over every month.
  public var streaks: Streaks
  /// The current and longest weekly streaks, over every month.
  public var weeklyStreaks: WeeklyStreaks
}

/// A month's calendar built session by session, oldest first: the month's dates and streak
/// counters, never the sessions.
public struct CalendarFold: SessionFold {
  private let month: YearMonth
  private var trained: [LocalDate] = []
  private var counter: StreakCounter
  private var weekly: WeeklyStreakCounter

  /// No sessions yet; `month` is shown, the current streaks counted as of `today`, a week
  /// counting in weekly streaks with `perWeek` sessions.
  public init(month: YearMonth, today: LocalDate, perWeek: Int = 1) {
    self.month = month
    counter = StreakCounter(today: today)
    weekly = WeeklyStreakCounter(perWeek: perWeek, today: today)
  }

  /// Takes the next session (oldest first).
  public mutating func add(_ session: ExerciseSession) {
    counter.add(session.date)
    weekly.add(session.date)
    if session.date.yearMonth == month, trained.last != session.date {
      trained.append(session.date)
    }
  }

  /// The calendar of the sessions taken so far.
  public var calendar: TrainingCalendar {
    TrainingCalendar(
      month: month, trainedDates: trained, streaks: counter.streaks,
      weeklyStreaks: weekly.streaks)
  }
}
