import Testing

@testable import WorkoutCore

@Suite struct LocalDateTests {
  @Test func parsesADate() throws {
    let date = try #require(LocalDate("2024-01-05"))
    #expect(date.year == 2024)
    #expect(date.month == 1)
    #expect(date.day == 5)
    #expect(date.description == "2024-01-05")
  }

  @Test(arguments: [
    "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-01-00",
  ])
  func rejectsImpossibleDates(text: String) {
    #expect(LocalDate(text) == nil)
  }

  @Test(arguments: [
    "2024-1-05", "20240105", "2024/01/05", "2024-01-5", "2024-01-05 ", "", "abcd-ef-gh",
  ])
  func rejectsMalformedDates(text: String) {
    #expect(LocalDate(text) == nil)
  }

  @Test func leapDayExistsOnlyInLeapYears() {
    #expect(LocalDate("2024-02-29") != nil)
    #expect(LocalDate("2000-02-29") != nil)
    #expect(LocalDate("1900-02-29") == nil)
    #expect(LocalDate("2023-02-29") == nil)
  }

  @Test(arguments: [
    (2000, true), (1900, false), (2024, true), (2023, false), (2100, false), (1600, true),
  ])
  func followsTheGregorianLeapYearRule(year: Int, isLeap: Bool) {
    #expect(LocalDate.isLeap(year) == isLeap)
  }

  @Test(arguments: [
    ("2024-01-31", 1, "2024-02-01"), ("2024-02-28", 1, "2024-02-29"),
    ("2023-02-28", 1, "2023-03-01"), ("2023-12-31", 1, "2024-01-01"),
    ("2024-01-01", -1, "2023-12-31"), ("2024-03-01", -1, "2024-02-29"),
    ("2024-01-01", 366, "2025-01-01"), ("2023-01-01", 365, "2024-01-01"),
    ("2024-01-05", 0, "2024-01-05"), ("1970-01-01", -1, "1969-12-31"),
    ("2000-02-28", 1, "2000-02-29"), ("1900-02-28", 1, "1900-03-01"),
  ])
  func addingDaysCrossesMonthAndYearBoundaries(start: String, days: Int, expected: String) {
    #expect(day(start).adding(days: days).description == expected)
  }

  @Test func daysSinceEpochHasKnownValues() {
    #expect(day("1970-01-01").daysSinceEpoch == 0)
    #expect(day("2000-03-01").daysSinceEpoch == 11017)
    #expect(day("0001-01-01").daysSinceEpoch == -719_162)
    #expect(day("9999-12-31").daysSinceEpoch == 2_932_896)
  }

  @Test func daysSinceEpochRoundTripsFromYear1To9999() {
    for days in stride(from: -719_162, through: 2_932_896, by: 97) {
      let date = LocalDate(daysSinceEpoch: days)
      #expect(date.daysSinceEpoch == days)
      #expect(LocalDate(year: date.year, month: date.month, day: date.day) == date)
    }
  }

  @Test func consecutiveDaysFollowTheCalendar() {
    var expected = day("1895-12-31")
    for days in expected.daysSinceEpoch...day("2105-01-01").daysSinceEpoch {
      let date = LocalDate(daysSinceEpoch: days)
      #expect(date == expected)
      if date != expected { break }
      expected =
        LocalDate(year: expected.year, month: expected.month, day: expected.day + 1)
        ?? LocalDate(year: expected.year, month: expected.month + 1, day: 1)
        ?? LocalDate(year: expected.year + 1, month: 1, day: 1)!
    }
  }

  @Test(arguments: [
    ("2024-01-05", "Fri"), ("1970-01-01", "Thu"), ("1969-12-31", "Wed"), ("2000-01-01", "Sat"),
    ("2024-02-29", "Thu"), ("1900-01-01", "Mon"), ("2024-01-07", "Sun"),
  ])
  func knowsTheWeekday(date: String, weekday: String) {
    #expect(day(date).weekday == weekday)
  }

  @Test func ordersDatesInTime() {
    #expect(day("2023-12-31") < day("2024-01-01"))
    #expect(day("2024-01-09") < day("2024-01-10"))
    #expect(!(day("2024-02-01") < day("2024-01-31")))
  }

  @Test func padsSmallYears() {
    #expect(LocalDate(year: 999, month: 5, day: 7)?.description == "0999-05-07")
  }
}

@Suite struct YearMonthTests {
  @Test func parsesAMonth() {
    #expect(YearMonth("2024-01") == YearMonth(year: 2024, month: 1))
    #expect(YearMonth("2024-01")?.description == "2024-01")
  }

  @Test(arguments: ["2024-13", "2024-00", "2024-1", "202401", "2024-01-05", ""])
  func rejectsImpossibleOrMalformedMonths(text: String) {
    #expect(YearMonth(text) == nil)
  }

  @Test func stepsAcrossYearBoundaries() {
    #expect(YearMonth("2024-01")!.previous == YearMonth("2023-12"))
    #expect(YearMonth("2023-12")!.next == YearMonth("2024-01"))
    #expect(YearMonth("2024-05")!.next == YearMonth("2024-06"))
  }

  @Test func knowsItsFirstAndLastDay() {
    #expect(YearMonth("2024-02")!.firstDay == day("2024-02-01"))
    #expect(YearMonth("2024-02")!.lastDay == day("2024-02-29"))
    #expect(YearMonth("2023-02")!.lastDay == day("2023-02-28"))
    #expect(YearMonth("2024-04")!.lastDay == day("2024-04-30"))
  }

  @Test func isTheMonthOfItsDates() {
    #expect(day("2024-12-31").yearMonth == YearMonth("2024-12"))
  }
}

@Suite struct DateExpressionTests {
  let today = day("2024-01-05")

  @Test(arguments: ["-999999", "-800000"])
  func relativeDatesOutsideYearsOneTo9999AreRefused(text: String) {
    #expect(
      throws: DateError(
        message: "'\(text)' is out of range; dates go from 0001-01-01 to 9999-12-31")
    ) {
      try DateExpression.parse(text, today: today)
    }
  }

  @Test(arguments: [
    ("today", "2024-01-05"), ("yesterday", "2024-01-04"), ("tomorrow", "2024-01-06"),
    ("Today", "2024-01-05"), ("TOMORROW", "2024-01-06"), ("+3", "2024-01-08"),
    ("-10", "2023-12-26"), ("+0", "2024-01-05"), ("+27", "2024-02-01"), ("-5", "2023-12-31"),
    ("2024-02-29", "2024-02-29"),
  ])
  func parsesDateWords(text: String, expected: String) throws {
    #expect(try DateExpression.parse(text, today: today).description == expected)
  }

  @Test(arguments: [
    ("2024-02-30", "'2024-02-30' is not a date: February 2024 has 29 days, not 30"),
    ("2023-02-29", "'2023-02-29' is not a date: February 2023 has 28 days, not 29"),
    ("2024-13-01", "'2024-13-01' is not a date: there is no month 13"),
    ("2024-00-10", "'2024-00-10' is not a date: there is no month 0"),
    ("2024-04-31", "'2024-04-31' is not a date: April 2024 has 30 days, not 31"),
  ])
  func rejectsImpossibleDatesSayingWhy(text: String, message: String) {
    #expect(throws: DateError(message: message)) {
      try DateExpression.parse(text, today: today)
    }
  }

  @Test func suggestsTheNearestWordForATypo() {
    #expect(
      throws: DateError(
        message: "'yesterdayy' is not a date; use today, yesterday, tomorrow, a weekday "
          + "(mon to sun), YYYY-MM-DD, +N or -N (days); did you mean 'yesterday'?")
    ) {
      try DateExpression.parse("yesterdayy", today: today)
    }
  }

  @Test func suggestsNothingForAFarMiss() {
    let error = #expect(throws: DateError.self) {
      try DateExpression.parse("banana", today: today)
    }
    #expect(error?.message.contains("did you mean") == false)
    #expect(error?.message.hasPrefix("'banana' is not a date; use today") == true)
  }

  @Test(arguments: ["+", "-", "+x", "+1234567", "++1", "3", "2024-1-5", ""])
  func rejectsMalformedRelativeDates(text: String) {
    #expect(throws: DateError.self) {
      try DateExpression.parse(text, today: today)
    }
  }

  @Test func yearZeroIsRejectedWithoutClaimingTheDayIsMissing() {
    // 0000-01-01 is outside the years wkc knows (1 to 9999); January has day 1.
    let error = #expect(throws: DateError.self) {
      try DateExpression.parse("0000-01-01", today: today)
    }
    #expect(error?.message.contains("has 31 days, not 1") == false)
  }

  @Test func parsesAMonth() throws {
    #expect(try DateExpression.parseMonth("2024-03", today: today) == YearMonth("2024-03"))
    #expect(try DateExpression.parseMonth("this", today: today) == YearMonth("2024-01"))
  }

  @Test func rejectsAMalformedMonthWithAnExample() {
    #expect(
      throws: DateError(message: "'2024-3' is not a month; write it as YYYY-MM, e.g. 2024-01")
    ) {
      try DateExpression.parseMonth("2024-3", today: today)
    }
  }
}

@Suite struct TimestampTests {
  @Test(arguments: [
    "2024-01-05T07:31:02+09:00", "2024-01-05T07:31:02Z", "2024-01-05t07:31:02z",
    "2024-01-05T07:31:02.123+09:00", "2024-01-05T07:31:02.5Z", "2024-01-05T07:31:02-05:00",
    "2024-01-05T23:59:59+05:30", "2016-12-31T23:59:60Z", "2024-02-29T00:00:00+00:00",
  ])
  func acceptsRFC3339(text: String) {
    #expect(Timestamp(text)?.text == text)
  }

  @Test(arguments: [
    "2024-01-05T07:31:02", "2024-01-05T07:31:02+0900", "2024-01-05T24:00:00Z",
    "2024-01-05T07:60:00Z", "2024-01-05T07:31:61Z", "2024-02-30T07:31:02Z",
    "2024-01-05T07:31:02.+09:00", "2024-01-05T07:31:02Zjunk", "2024-01-05T7:31:02Z",
    "2024-01-05T07:31:02+24:00", "2024-01-05T07:31:02+09:60", "2024-01-05X07:31:02Z",
    "2024-01-05T07:31:02.123", "2024-01-05T07-31-02Z", "", "2024-01-05",
    "2024-01-05T07:31:02+09:00 ",
  ])
  func rejectsWhatIsNotRFC3339(text: String) {
    #expect(Timestamp(text) == nil)
  }

  @Test func knowsItsDateAndTimeOfDay() throws {
    let time = try #require(Timestamp("2024-01-05T07:31:02+09:00"))
    #expect(time.date == day("2024-01-05"))
    #expect(time.timeOfDay == "07:31")
  }

  @Test(arguments: [
    (1_704_412_800, 32400, "2024-01-05T09:00:00+09:00"),
    (1_704_412_800, -18000, "2024-01-04T19:00:00-05:00"),
    (1_704_412_800, 0, "2024-01-05T00:00:00+00:00"),
    (1_704_412_799, 0, "2024-01-04T23:59:59+00:00"),
    (1_704_380_400, 32400, "2024-01-05T00:00:00+09:00"),
    (1_704_380_399, 32400, "2024-01-04T23:59:59+09:00"),
    (1_704_430_800, -18000, "2024-01-05T00:00:00-05:00"),
    (1_704_412_800, 19800, "2024-01-05T05:30:00+05:30"),
    (1_704_412_800, -12600, "2024-01-04T20:30:00-03:30"),
    (-1, 0, "1969-12-31T23:59:59+00:00"),
    (-86400, 0, "1969-12-31T00:00:00+00:00"),
    (1_709_164_800, 0, "2024-02-29T00:00:00+00:00"),
  ])
  func formatsLocalTimeWithTheOffset(seconds: Int, offset: Int, expected: String) {
    let time = Timestamp(secondsSince1970: seconds, offset: offset)
    #expect(time.text == expected)
    #expect(Timestamp(time.text) != nil)
  }
}
