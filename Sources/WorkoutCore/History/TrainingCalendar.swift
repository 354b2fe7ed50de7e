/// What `calendar` shows: the dates of a month with results, and the streaks of all time.
public struct TrainingCalendar: Hashable, Sendable {
  /// The month shown.
  public var month: YearMonth
  /// Its dates with at least one set done, in order.
  public var trainedDates: [LocalDate]
  /// The current and longest streaks, over every month.
  public var streaks: Streaks
}

/// A month's calendar built session by session, oldest first: the month's dates and a streak
/// counter, never the sessions.
public struct CalendarFold: SessionFold {
  private let month: YearMonth
  private var trained: [LocalDate] = []
  private var counter: StreakCounter

  /// No sessions yet; `month` is shown, the current streak counted as of `today`.
  public init(month: YearMonth, today: LocalDate) {
    self.month = month
    counter = StreakCounter(today: today)
  }

  /// Takes the next session (oldest first).
  public mutating func add(_ session: ExerciseSession) {
    counter.add(session.date)
    if session.date.yearMonth == month, trained.last != session.date {
      trained.append(session.date)
    }
  }

  /// The calendar of the sessions taken so far.
  public var calendar: TrainingCalendar {
    TrainingCalendar(month: month, trainedDates: trained, streaks: counter.streaks)
  }
}
