/// Runs of consecutive trained dates.
public struct Streaks: Hashable, Sendable {
  /// Days in the run that ends today, or yesterday when today has no training yet; 0 if none.
  public var current = 0
  /// Days in the longest run.
  public var longest = 0
  /// The last date of the longest run (the latest of equals).
  public var longestEnd: LocalDate?

  /// The streaks of these trained dates (any order, repeats allowed) as of `today`.
  public init(_ dates: [LocalDate], today: LocalDate) {
    var counter = StreakCounter(today: today)
    for day in Set(dates.map(\.daysSinceEpoch)).sorted() {
      counter.add(LocalDate(daysSinceEpoch: day))
    }
    self = counter.streaks
  }

  /// No streaks.
  init() {}
}

/// Streaks counted date by date, oldest first, holding only the run being counted.
public struct StreakCounter: Sendable {
  private let today: Int
  private var longest = Streaks()
  private var run = 0
  private var previous: Int?
  /// The runs ending today and yesterday, once reached.
  private var endingToday: Int?
  private var endingYesterday: Int?

  /// No dates yet; the current streak is counted as of `today`.
  public init(today: LocalDate) {
    self.today = today.daysSinceEpoch
  }

  /// Takes the next trained date: never before the one taken last; the same again is ignored.
  public mutating func add(_ date: LocalDate) {
    let day = date.daysSinceEpoch
    guard previous.map({ day > $0 }) ?? true else { return }
    run = previous == day - 1 ? run + 1 : 1
    previous = day
    if run >= longest.longest {
      longest.longest = run
      longest.longestEnd = date
    }
    if day == today { endingToday = run }
    if day == today - 1 { endingYesterday = run }
  }

  /// The streaks of the dates taken so far.
  public var streaks: Streaks {
    var streaks = longest
    streaks.current = endingToday ?? endingYesterday ?? 0
    return streaks
  }
}
