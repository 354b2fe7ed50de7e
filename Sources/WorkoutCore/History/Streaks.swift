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
    let days = Set(dates.map(\.daysSinceEpoch))
    var run = 0
    var previous: Int?
    for day in days.sorted() {
      run = previous == day - 1 ? run + 1 : 1
      previous = day
      if run >= longest {
        longest = run
        longestEnd = LocalDate(daysSinceEpoch: day)
      }
    }
    var day = today.daysSinceEpoch
    if !days.contains(day) { day -= 1 }
    while days.contains(day) {
      current += 1
      day -= 1
    }
  }
}
