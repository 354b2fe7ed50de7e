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

/// The dates of a span (a month, a year) as `calendar` draws them, built menu by menu and
/// session by session: the sets done on each date with a result, and the dates planned.
public struct CalendarFold: SessionFold {
  /// The dates shown.
  public let dates: ClosedRange<LocalDate>
  /// The sets done (warm-ups left out) on each date shown with a result.
  public private(set) var setsByDate: [LocalDate: Int] = [:]
  private var planned: Set<LocalDate> = []

  /// Nothing taken yet; only `dates` are kept.
  public init(_ dates: ClosedRange<LocalDate>) {
    self.dates = dates
  }

  /// The dates shown with a result, in order.
  public var trainedDates: [LocalDate] { setsByDate.keys.sorted() }

  /// The dates shown with a menu and no set done yet, in order.
  public var plannedDates: [LocalDate] { planned.sorted() }

  /// Takes a session, in any order.
  public mutating func add(_ session: ExerciseSession) {
    guard dates.contains(session.date) else { return }
    setsByDate[session.date, default: 0] += session.sets.count { $0.counts }
  }

  /// Takes a menu: a date planned when it has workouts and no set done yet.
  public mutating func add(_ menu: Menu) {
    guard dates.contains(menu.date), !menu.workouts.isEmpty,
      !menu.workouts.contains(where: \.hasResults)
    else { return }
    planned.insert(menu.date)
  }
}

extension Store {
  /// The trained and planned dates of `dates`: each month holding them is read once.
  public func calendarFold(of dates: ClosedRange<LocalDate>) throws(StoreError) -> CalendarFold {
    var fold = CalendarFold(dates)
    for month in try months(in: dates) {
      let file = try self.month(month)
      for menu in file.menus { fold.add(menu) }
      for session in ExerciseSession.sessions(of: file.menus) { fold.add(session) }
    }
    return fold
  }

  /// The daily and weekly streaks as of `today` of the dates trained through `last` (every
  /// one when nil), a week counting in weekly streaks with `perWeek` sessions: from the index,
  /// so no month file is read unless it is rebuilt.
  public func streaks(today: LocalDate, perWeek: Int = 1, through last: LocalDate? = nil)
    throws(StoreError) -> (daily: Streaks, weekly: WeeklyStreaks)
  {
    var transaction = StoreTransaction(store: self)
    var daily = StreakCounter(today: today)
    var weekly = WeeklyStreakCounter(perWeek: perWeek, today: today)
    for date in try transaction.trainedDates(through: last) {
      daily.add(date)
      weekly.add(date)
    }
    return (daily.streaks, weekly.streaks)
  }

  /// The trained and planned dates of `month` and the streaks of all time as of `today`, a
  /// week counting in weekly streaks with `perWeek` sessions: reads the index and the month.
  public func trainingCalendar(of month: YearMonth, today: LocalDate, perWeek: Int = 1)
    throws(StoreError) -> TrainingCalendar
  {
    let (daily, weekly) = try streaks(today: today, perWeek: perWeek)
    let fold = try calendarFold(of: month.firstDay...month.lastDay)
    return TrainingCalendar(
      month: month, trainedDates: fold.trainedDates, plannedDates: fold.plannedDates,
      streaks: daily, weeklyStreaks: weekly)
  }
}
