import Testing

/// Weekday names as dates on the command line: the next such date after today (a Friday,
/// 2024-01-05, in the test home).
@Suite struct WeekdayDateTests {
  @Test func dateOptionTakesAWeekdayAsTheNextOne() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "mon"])
    #expect(try home.workouts("2024-01-08").count == 1)
  }

  @Test func todaysWeekdayMeansAWeekFromToday() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "Friday"])
    #expect(try home.workouts("2024-01-12").count == 1)
    #expect(try home.workouts("2024-01-05").isEmpty)
  }

  @Test func dateArgumentTakesAWeekday() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-01-06"])
    let menu = try home.object(["menu", "show", "SAT"])
    #expect(menu["date"] as? String == "2024-01-06")
  }

  @Test func menuCopyToTakesAWeekday() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["menu", "copy", "today", "--to", "tuesday"])
    #expect(try home.workouts("2024-01-09").count == 1)
  }

  @Test func fromAndToTakeWeekdays() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-01-07"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-10"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-13"])
    let menus = try home.array(["menu", "list", "--from", "sun", "--to", "thu"])
    let dates = menus.map { ($0 as? [String: Any])?["date"] as? String }
    #expect(dates == ["2024-01-07", "2024-01-10"])
  }

  @Test func aMalformedDateNamesWeekdaysAmongTheForms() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "squat", "--date", "someday"], code: 64,
      message: "--date: 'someday' is not a date; use today, yesterday, tomorrow, a weekday")
  }

  @Test func aMisspelledWeekdayIsOffered() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "squat", "--date", "wendesday"], code: 64, message: "did you mean 'wednesday'?")
  }

  @Test(arguments: ["add", "edit", "record", "log", "menu-show", "run", "template-apply"])
  func dateHelpMentionsWeekdays(page: String) {
    let arguments = HelpTests.pages.first { $0.file == page }!.arguments
    let out = TestHome().expectSuccess(arguments)
    let words = out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("a weekday (mon to sun: the next one)"), "help of \(arguments)")
  }
}
