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

extension Store {
  /// The sets done on each date of `year`, its planned dates, and the streaks of all time as
  /// of `today`, a week counting in weekly streaks with `perWeek` sessions: reads the index and
  /// the year's months.
  public func trainingYear(_ year: Int, today: LocalDate, perWeek: Int = 1) throws(StoreError)
    -> TrainingYear
  {
    let (daily, weekly) = try streaks(today: today, perWeek: perWeek)
    let first = LocalDate(year: year, month: 1, day: 1)!
    let fold = try calendarFold(of: first...LocalDate(year: year, month: 12, day: 31)!)
    return TrainingYear(
      year: year, setsByDate: fold.setsByDate, plannedDates: fold.plannedDates, streaks: daily,
      weeklyStreaks: weekly)
  }
}
