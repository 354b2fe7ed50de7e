/// One value on one date: the top weight, e1RM, volume … of an exercise on the day it was done.
public struct DatedValue: Hashable, Sendable {
  /// The date the value belongs to.
  public var date: LocalDate
  /// The value, in the metric's canonical unit.
  public var value: Double

  /// A value on a date.
  public init(date: LocalDate, value: Double) {
    self.date = date
    self.value = value
  }
}

/// One bar of a chart: a bucket of `days` days ending on `date` (its newest day), and its value.
public struct ChartPoint: Hashable, Sendable {
  /// The newest day of the bucket.
  public var date: LocalDate
  /// How many days the bucket holds: the `--avg` length, fewer only for the oldest bucket.
  public var days: Int
  /// The mean of the bucket's days that have a value; nil when none has (only without fill).
  public var value: Double?

  /// A bar for the `days` days ending on `date`.
  public init(date: LocalDate, days: Int, value: Double?) {
    self.date = date
    self.days = days
    self.value = value
  }
}

/// The series `chart` draws: one value per calendar day, gaps filled or not, averaged over
/// buckets of days counted back from the newest, so the newest bucket is always whole.
public enum ChartSeries {
  /// The points for the days `from` through `to` (both included), oldest first; empty when
  /// `from` is after `to`.
  ///
  /// - `values`: at most one per date, in any order; should a date repeat, its largest value
  ///   counts. Values after `to`, and values that are not finite, are ignored. Values before `from` are not drawn, but with
  ///   `fill` the newest of them carries into the first days, so a chart that starts between
  ///   sessions does not start empty.
  /// - `avg`: days per bucket (1 is one point per day; below 1 counts as 1). Buckets are
  ///   counted back from `to`; the days left over go to the oldest bucket, which is shorter.
  /// - `fill`: a day without a value takes the last value known before it, for at most
  ///   `carryDays(avg:)` days: a longer break (weeks off) stays empty, a gap in the chart, not
  ///   the last value drawn across it. Days before the first known value stay empty.
  ///
  /// A bucket's value is the mean of its days that have one, or nil when none has.
  public static func points(
    _ values: [DatedValue], from: LocalDate, to: LocalDate, avg: Int, fill: Bool
  ) -> [ChartPoint] {
    let first = from.daysSinceEpoch
    let last = to.daysSinceEpoch
    guard first <= last else { return [] }
    let dayCount = last - first + 1
    var daily = [Double?](repeating: nil, count: dayCount)
    var carried: (day: Int, value: Double)?
    for entry in values {
      let day = entry.date.daysSinceEpoch
      guard day <= last, entry.value.isFinite else { continue }
      if day < first {
        if let known = carried, (known.day, known.value) >= (day, entry.value) { continue }
        carried = (day, entry.value)
        continue
      }
      daily[day - first] = max(daily[day - first] ?? -.infinity, entry.value)
    }
    if fill {
      let limit = carryDays(avg: avg)
      var known = carried.map { (day: $0.day - first, value: $0.value) }
      for index in daily.indices {
        if let value = daily[index] {
          known = (index, value)
        } else if let known, index - known.day <= limit {
          daily[index] = known.value
        }
      }
    }
    return buckets(daily, endingOn: last, avg: max(1, avg))
  }

  /// The most days a value is carried past its date when filling: 2 weeks, or `avg` days
  /// when a bucket is longer; a break of more is a gap.
  public static func carryDays(avg: Int) -> Int { max(14, avg) }

  /// Splits `daily` (one slot per day, the last on day `last`) into buckets of `avg` days
  /// counted back from the end, and averages each.
  private static func buckets(_ daily: [Double?], endingOn last: Int, avg: Int) -> [ChartPoint] {
    let remainder = daily.count % avg
    var points: [ChartPoint] = []
    points.reserveCapacity(daily.count / avg + 1)
    var start = 0
    while start < daily.count {
      let length = start == 0 && remainder > 0 ? remainder : avg
      let end = start + length
      var sum = 0.0
      var count = 0
      for value in daily[start..<end] {
        if let value {
          sum += value
          count += 1
        }
      }
      let newest = LocalDate(daysSinceEpoch: last - (daily.count - end))
      points.append(
        ChartPoint(date: newest, days: length, value: count > 0 ? sum / Double(count) : nil))
      start = end
    }
    return points
  }
}
