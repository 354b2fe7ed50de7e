/// The figures of one week (Monday to Sunday) of results.
public struct WeekFigures: Hashable, Sendable {
  /// Dates with at least one set done.
  public var sessions = 0
  /// Sets done, warm-ups left out.
  public var sets = 0
  /// Sets per body part (a catalog part id): each set counts 1 for the exercise's first part,
  /// its primary, and ½ for each of the others; cardio and stretching count for none.
  public var setsByPart: [String: Double] = [:]
  /// Sets of exercises the catalog gives no part (an exercise since removed), which no part
  /// counts.
  public var setsWithoutPart = 0
  /// Σ of each session's volume (load × reps), kg: the figure `history` shows.
  public var tonnage = 0.0
  /// True when `tonnage` includes body weight: a body-weight exercise's load (body weight +
  /// added weight, the body weight of its date).
  public var tonnageIncludesBodyWeight = false
  /// Σ distance, km.
  public var distance = 0.0
  /// Seconds trained: on a date with session times (a `run`, an import), the length of each
  /// distinct session; on a date without, the sets' durations.
  public var seconds = 0.0

  /// No results.
  public init() {}
}

/// A weekly target: sets of a body part a week.
public struct WeekTarget: Hashable, Sendable {
  /// The catalog part id.
  public var part: String
  /// Sets wanted.
  public var sets: Double
  /// Sets done this week.
  public var done: Double
  /// True when `done` reached `sets`.
  public var isMet: Bool { done >= sets }
}

/// What `week` shows: a week's figures beside the week before's, the targets and the current
/// weekly streak.
public struct WeekSummary: Hashable, Sendable {
  /// The Monday of the week.
  public var start: LocalDate
  /// The week's figures.
  public var figures: WeekFigures
  /// The figures of the week before.
  public var previous: WeekFigures
  /// The targets of the settings, by part id, with what the week did of each.
  public var targets: [WeekTarget]
  /// The weekly streak as of the week's Sunday, of the weeks up to it.
  public var streak: WeeklyStreaks

  /// The Sunday of the week.
  public var end: LocalDate { start.adding(days: 6) }
  /// The targets missed.
  public var missed: [WeekTarget] { targets.filter { !$0.isMet } }
}

/// A week's summary built session by session, newest first: the week and the week before,
/// which is where reading stops.
public struct WeekFold: SessionFold {
  private let start: LocalDate
  private let catalog: Catalog
  private let perWeek: Int
  private var figures = WeekFigures()
  private var previous = WeekFigures()
  /// Per week and date: the distinct session times and the sets' durations.
  private var times: [LocalDate: (sessions: Set<SessionTime>, durations: Double)] = [:]
  /// Trained dates of the two weeks, newest first, each once.
  private var dates: [LocalDate] = []
  /// True once a date before the week before was taken.
  private var done = false

  /// No sessions yet; the week holds `date`, parts come from `catalog`, a week counts in the
  /// weekly streak with `perWeek` sessions.
  public init(weekOf date: LocalDate, catalog: Catalog, perWeek: Int = 1) {
    start = date.weekStart
    self.catalog = catalog
    self.perWeek = max(1, perWeek)
  }

  /// The months to read, newest first: from the week's Sunday back.
  public var lastMonth: YearMonth { start.adding(days: 6).yearMonth }

  /// The oldest month to read: the one of the week before's Monday.
  public var firstMonth: YearMonth { start.adding(days: -7).yearMonth }

  /// Takes the next session, newest first.
  public mutating func add(_ session: ExerciseSession) {
    let date = session.date
    guard date <= start.adding(days: 6) else { return }
    guard date >= start.adding(days: -7) else {
      done = true
      return
    }
    if dates.last != date { dates.append(date) }
    if date >= start {
      figures = adding(session, to: figures)
    } else {
      previous = adding(session, to: previous)
    }
  }

  /// True until a date before the week before is taken.
  public var needsMore: Bool { !done }

  /// The summary of the sessions taken so far, with the targets of `targets` (sets a week by
  /// part id), in part order, and the weekly streak of the two weeks taken (the store's
  /// `weekSummary` counts it over every week).
  public func summary(targets: [String: Double]) -> WeekSummary {
    var counter = WeeklyStreakCounter(perWeek: perWeek, today: start.adding(days: 6))
    for date in dates.reversed() { counter.add(date) }
    var week = figures
    var before = previous
    week.seconds = seconds(from: start)
    before.seconds = seconds(from: start.adding(days: -7))
    week.sessions = dates.count { $0 >= start }
    before.sessions = dates.count { $0 >= start.adding(days: -7) && $0 < start }
    let order = catalog.parts.map(\.id)
    let wanted = targets.sorted { a, b in
      (order.firstIndex(of: a.key) ?? order.count, a.key)
        < (order.firstIndex(of: b.key) ?? order.count, b.key)
    }
    return WeekSummary(
      start: start, figures: week, previous: before,
      targets: wanted.map {
        WeekTarget(part: $0.key, sets: $0.value, done: week.setsByPart[$0.key] ?? 0)
      },
      streak: counter.streaks)
  }

  /// `week` with the session's sets, tonnage and distance; its times kept by date.
  private mutating func adding(_ session: ExerciseSession, to figures: WeekFigures)
    -> WeekFigures
  {
    var week = figures
    let counted = session.sets.count { $0.counts }
    week.sets += counted
    week.tonnage += session.volume ?? 0
    if session.loadIncludesBodyWeight { week.tonnageIncludesBodyWeight = true }
    week.distance += session.distance ?? 0
    var time = times[session.date] ?? ([], 0)
    time.sessions.formUnion(session.times)
    time.durations += session.duration ?? 0
    times[session.date] = time
    let exercise = catalog.exercise(session.exercise)
    if let exercise, ["cardio", "stretching"].contains(exercise.kind) { return week }
    guard let parts = exercise?.parts, let primary = parts.first else {
      week.setsWithoutPart += counted
      return week
    }
    week.setsByPart[primary, default: 0] += Double(counted)
    for part in parts.dropFirst() where part != primary {
      week.setsByPart[part, default: 0] += Double(counted) / 2
    }
    return week
  }

  /// The seconds trained in the week starting `monday`.
  private func seconds(from monday: LocalDate) -> Double {
    var total = 0.0
    for (date, time) in times where date >= monday && date <= monday.adding(days: 6) {
      let lengths = time.sessions.compactMap(\.seconds).filter { $0 <= SessionTime.longest }
      total += lengths.isEmpty ? time.durations : Double(lengths.reduce(0, +))
    }
    return total
  }
}

extension Store {
  /// The week (Monday to Sunday) holding `date`, the week before it, `targets` (sets a week by
  /// part id) and the weekly streak as of the week's Sunday: reads the index and the months
  /// of the two weeks.
  public func weekSummary(
    of date: LocalDate, catalog: Catalog, targets: [String: Double], perWeek: Int = 1
  ) throws(StoreError) -> WeekSummary {
    let sunday = date.weekStart.adding(days: 6)
    let weekly = try streaks(today: sunday, perWeek: perWeek, through: sunday).weekly
    var week = WeekFold(weekOf: date, catalog: catalog, perWeek: perWeek)
    try fold(&week, newestFirst: true, from: week.firstMonth, through: week.lastMonth)
    var summary = week.summary(targets: targets)
    summary.streak = weekly
    return summary
  }
}
