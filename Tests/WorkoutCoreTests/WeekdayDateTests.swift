import Testing

@testable import WorkoutCore

/// Weekday names as dates: the next such date after today.
@Suite struct WeekdayDateTests {
  /// Monday 2024-01-08.
  let monday = LocalDate(year: 2024, month: 1, day: 8)!

  @Test(arguments: [
    ("mon", "2024-01-15"), ("tue", "2024-01-09"), ("wed", "2024-01-10"), ("thu", "2024-01-11"),
    ("fri", "2024-01-12"), ("sat", "2024-01-13"), ("sun", "2024-01-14"),
  ])
  func aShortWeekdayIsTheNextSuchDate(text: String, expected: String) throws {
    #expect(try DateExpression.parse(text, today: monday).description == expected)
  }

  @Test(arguments: [
    ("monday", "2024-01-15"), ("tuesday", "2024-01-09"), ("wednesday", "2024-01-10"),
    ("thursday", "2024-01-11"), ("friday", "2024-01-12"), ("saturday", "2024-01-13"),
    ("sunday", "2024-01-14"),
  ])
  func aFullWeekdayIsTheNextSuchDate(text: String, expected: String) throws {
    #expect(try DateExpression.parse(text, today: monday).description == expected)
  }

  @Test(arguments: ["MON", "Monday", "mOnDaY", "MONDAY"])
  func weekdaysAreReadInAnyCase(text: String) throws {
    #expect(try DateExpression.parse(text, today: monday).description == "2024-01-15")
  }

  @Test func todaysWeekdayIsAWeekAway() throws {
    let sunday = LocalDate(year: 2024, month: 1, day: 14)!
    #expect(try DateExpression.parse("sun", today: sunday).description == "2024-01-21")
  }

  @Test func theNextWeekdayCrossesAMonthAndAYear() throws {
    let sunday = LocalDate(year: 2023, month: 12, day: 31)!
    #expect(try DateExpression.parse("tue", today: sunday).description == "2024-01-02")
  }

  @Test(arguments: ["mo", "tues", "thur", "mond", "fri day", "fr1"])
  func otherSpellingsAreNotDates(text: String) {
    #expect(throws: DateError.self) { try DateExpression.parse(text, today: monday) }
  }

  @Test(arguments: [
    ("wendesday", "wednesday"), ("thrusday", "thursday"), ("tues", "tuesday"),
    ("thurs", "thursday"), ("satur", "saturday"), ("weds", "wednesday"), ("mo", "monday"),
    ("tomorow", "tomorrow"), ("tommorow", "tomorrow"), ("yesteday", "yesterday"),
    ("tody", "today"),
  ])
  func aNearMissOfADateWordIsOffered(text: String, meant: String) {
    let error = #expect(throws: DateError.self) { try DateExpression.parse(text, today: monday) }
    #expect(error?.message.hasSuffix("; did you mean '\(meant)'?") == true, "\(text)")
  }

  @Test(arguments: ["t", "s", "week", "banana", "someday"])
  func aFarOrAmbiguousWordOffersNothing(text: String) {
    let error = #expect(throws: DateError.self) { try DateExpression.parse(text, today: monday) }
    #expect(error?.message.contains("did you mean") == false, "\(text)")
  }

  @Test func theMalformedMessageNamesWeekdays() {
    #expect(
      throws: DateError(
        message: "'x' is not a date; use today, yesterday, tomorrow, a weekday (mon to sun), "
          + "YYYY-MM-DD, +N or -N (days)")
    ) {
      try DateExpression.parse("x", today: monday)
    }
  }
}
