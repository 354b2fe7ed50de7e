/// A date or month that cannot be understood.
public struct DateError: Error, Equatable, Sendable {
  /// What is wrong and what to type instead.
  public var message: String
}

/// The words a date may be given in: `today`, `yesterday`, `tomorrow`, a weekday (`mon`,
/// `friday`: the next one after today), `YYYY-MM-DD`, `+N`, `-N`.
public enum DateExpression {
  private static let words = ["today", "yesterday", "tomorrow"]
  /// Weekday names, Monday first, as `LocalDate.weekdayIndex` counts.
  static let weekdays = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The date `text` names, relative to `today`.
  public static func parse(_ text: String, today: LocalDate) throws(DateError) -> LocalDate {
    switch text.lowercased() {
    case "today": return today
    case "yesterday": return today.adding(days: -1)
    case "tomorrow": return today.adding(days: 1)
    default: break
    }
    if let weekday = weekdayIndex(text) {
      return today.adding(days: (weekday - today.weekdayIndex + 6) % 7 + 1)
    }
    if let first = text.first, first == "+" || first == "-" {
      let digits = text.dropFirst()
      guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCIIDigit),
        let days = Int(digits)
      else { throw malformed(text) }
      let date = today.adding(days: first == "-" ? -days : days)
      guard (1...9999).contains(date.year) else {
        throw DateError(
          message: "'\(text)' is out of range; dates go from 0001-01-01 to 9999-12-31")
      }
      return date
    }
    if let date = LocalDate(text) { return date }
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    if fields.count == 3, fields.map(\.count) == [4, 2, 2],
      fields.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
    {
      guard year >= 1 else {
        throw DateError(message: "'\(text)' is not a date: there is no year 0")
      }
      guard (1...12).contains(month) else {
        throw DateError(message: "'\(text)' is not a date: there is no month \(month)")
      }
      guard day >= 1 else { throw DateError(message: "'\(text)' is not a date: there is no day 0") }
      let days = LocalDate.daysIn(month: month, year: year)
      throw DateError(
        message:
          "'\(text)' is not a date: \(monthNames[month - 1]) \(year) has \(days) days, not \(day)")
    }
    throw malformed(text)
  }

  /// The month `text` names: `YYYY-MM`.
  public static func parseMonth(_ text: String, today: LocalDate) throws(DateError) -> YearMonth {
    if let month = YearMonth(text) { return month }
    if text.lowercased() == "this" || text.lowercased() == "now" { return today.yearMonth }
    throw DateError(
      message: "'\(text)' is not a month; write it as YYYY-MM, e.g. \(today.yearMonth)")
  }

  /// 0 for `mon`/`monday` … 6 for `sun`/`sunday`, in any case; nil for any other word.
  public static func weekdayIndex(_ text: String) -> Int? {
    let word = text.lowercased()
    return weekdays.firstIndex { $0 == word || $0.prefix(3) == word }
  }

  private static func malformed(_ text: String) -> DateError {
    var message =
      "'\(text)' is not a date; use today, yesterday, tomorrow, a weekday (mon to sun), "
      + "YYYY-MM-DD, +N or -N (days)"
    let names = words + weekdays
    let keys =
      names.map { (key: $0, value: $0) } + weekdays.map { (key: String($0.prefix(3)), value: $0) }
    if let near = NearMiss.best(for: text, among: keys) { message += "; did you mean '\(near)'?" }
    return DateError(message: message)
  }
}
