/// A calendar date in the user's local time: `2024-01-05`.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2024.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// Creates a date, or nil when it does not exist (`2024-02-30`).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...LocalDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`; nil when malformed or impossible.
  public init?(_ text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
      let year = parseDigits(digits[0..<4]), let month = parseDigits(digits[5..<7]),
      let day = parseDigits(digits[8..<10])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date `days` days after the 1970-01-01.
  public init(daysSinceEpoch days: Int) {
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    self.month = month
    self.day = day
  }

  /// Days since 1970-01-01.
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The date `days` later (earlier when negative).
  public func adding(days: Int) -> LocalDate {
    LocalDate(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// The month this date is in.
  public var yearMonth: YearMonth { YearMonth(unchecked: year, month) }

  /// Three-letter English weekday: `Mon` … `Sun`.
  public var weekday: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekdayIndex]
  }

  /// The day of the week, 0 for Monday to 6 for Sunday (1970-01-01 was a Thursday).
  public var weekdayIndex: Int {
    let index = (daysSinceEpoch + 3) % 7
    return index < 0 ? index + 7 : index
  }

  /// `2024-01-05`.
  public var description: String {
    pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// Orders dates in time.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Days in a month, leap years included.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Gregorian leap year rule.
  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }
}

/// A calendar month: `2024-01`. Menus are stored one file per month.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2024.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int

  /// Creates a month, or nil when it does not exist.
  public init?(year: Int, month: Int) {
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    self.init(unchecked: year, month)
  }

  fileprivate init(unchecked year: Int, _ month: Int) {
    self.year = year
    self.month = month
  }

  /// Parses `YYYY-MM`; nil when malformed or impossible.
  public init?(_ text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[4] == UInt8(ascii: "-"),
      let year = parseDigits(digits[0..<4]), let month = parseDigits(digits[5..<7])
    else { return nil }
    self.init(year: year, month: month)
  }

  /// The last month there is, 9999-12.
  public static let last = YearMonth(unchecked: 9999, 12)

  /// The first day of the month.
  public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1)! }

  /// The last day of the month.
  public var lastDay: LocalDate {
    LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
  }

  /// The month before.
  public var previous: YearMonth {
    month == 1 ? YearMonth(unchecked: year - 1, 12) : YearMonth(unchecked: year, month - 1)
  }

  /// The month after.
  public var next: YearMonth {
    month == 12 ? YearMonth(unchecked: year + 1, 1) : YearMonth(unchecked: year, month + 1)
  }

  /// `2024-01`.
  public var description: String { pad(year, 4) + "-" + pad(month, 2) }

  /// `January 2024`.
  public var title: String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return "\(names[month - 1]) \(year)"
  }

  /// Orders months in time.
  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}

private func parseDigits(_ digits: ArraySlice<UInt8>) -> Int? {
  var value = 0
  for digit in digits {
    guard digit >= 48, digit <= 57 else { return nil }
    value = value * 10 + Int(digit - 48)
  }
  return value
}
