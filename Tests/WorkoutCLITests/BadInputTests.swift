import Foundation
import Testing

/// One bad command line: what it is, how wkc must fail, and what it must say.
struct BadInput: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var code: Int32
  var message: String
  var stdin = ""

  var testDescription: String { arguments.joined(separator: " ") }

  /// JSON for `menu put` cut off in the middle of a workout.
  static let truncatedMenu = #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"re"#

  static let all: [BadInput] = [
    BadInput(
      arguments: ["add", "bench-press", "--date", "2024-02-30"], code: 64,
      message: "'2024-02-30' is not a date: February 2024 has 29 days, not 30"),
    BadInput(
      arguments: ["add", "bench-press", "--date", "2024-13-01"], code: 64,
      message: "'2024-13-01' is not a date: there is no month 13"),
    BadInput(
      arguments: ["add", "bench-press", "--date", "yesterdayy"], code: 64,
      message: "did you mean 'yesterday'?"),
    BadInput(
      arguments: ["add", "bench-press", "--reps", "-1"], code: 65,
      message: "reps must be between 0 and 1000, not -1"),
    BadInput(
      arguments: ["add", "bench-press", "--weight", "1e9"], code: 65,
      message: "weight must be between 0 kg and 500 kg, not 1e9"),
    BadInput(
      arguments: ["add", "bench-press", "--weight", "nan"], code: 65,
      message: "weight must be a number, not NaN"),
    BadInput(
      arguments: ["add", "bench-press", "--rest", "1:99"], code: 65,
      message: "rest '1:99' has 99 seconds; they go up to 59"),
    BadInput(
      arguments: ["add", "bench-press", "--distance", "5"], code: 65,
      message: "bench-press does not use distance; its items are reps, weight, rest, rpe"),
    BadInput(
      arguments: ["add", "benchpres"], code: 65,
      message: "unknown exercise 'benchpres'; did you mean 'bench-press'"),
    BadInput(
      arguments: ["menu", "put", "today", "--file", "-"], code: 65, message: "stdin: line 1",
      stdin: truncatedMenu),
    BadInput(
      arguments: ["menu", "put", "today", "--file", "-"], code: 65,
      message: "expected a number for `reps`",
      stdin: #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": "ten"}}]}]}"#),
  ]
}

@Suite struct BadInputTests {
  /// A home whose store already holds a menu, so "nothing changed" means something.
  private func homeWithAMenu() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "3", "--reps", "5", "--weight", "100"])
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    return home
  }

  @Test func impossibleDayOfTheMonthIsAUsageError() {
    let home = homeWithAMenu()
    let outcome = home.expectFailure(
      ["add", "bench-press", "--date", "2024-02-30"], code: 64,
      message: "--date: '2024-02-30' is not a date: February 2024 has 29 days, not 30")
    #expect(outcome.stderr.contains("Usage: wkc add EXERCISE"))
    #expect(outcome.stderr.contains("See 'wkc add --help'."))
  }

  @Test func impossibleMonthIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--date", "2024-13-01"], code: 64,
      message: "'2024-13-01' is not a date: there is no month 13")
  }

  @Test func impossibleDateToMenuShowIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "show", "2024-13-01"], code: 64,
      message: "'2024-13-01' is not a date: there is no month 13")
  }

  @Test func misspelledDateWordSuggestsTheRightOne() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--date", "yesterdayy"], code: 64,
      message:
        "'yesterdayy' is not a date; use today, yesterday, tomorrow, a weekday (mon to sun), "
        + "YYYY-MM-DD, +N or -N")
    home.expectFailure(
      ["add", "bench-press", "--date", "yesterdayy"], code: 64,
      message: "did you mean 'yesterday'?")
  }

  @Test func misspelledDateWordToMenuSuggestsTheRightOne() {
    let home = homeWithAMenu()
    home.expectFailure(["menu", "yesterdayy"], code: 64, message: "did you mean 'yesterday'?")
  }

  @Test func negativeRepsAreOutOfRange() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--reps", "-1"], code: 65,
      message: "reps must be between 0 and 1000, not -1")
  }

  @Test func hugeWeightIsOutOfRange() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--weight", "1e9"], code: 65,
      message: "weight must be between 0 kg and 500 kg, not 1e9")
  }

  @Test func weightNaNIsInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--weight", "nan"], code: 65,
      message: "weight must be a number, not NaN")
  }

  @Test func restWithSecondsPastFiftyNineIsInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--rest", "1:99"], code: 65,
      message: "rest '1:99' has 99 seconds; they go up to 59")
  }

  @Test func offStepWeightIsInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--weight", "60.1"], code: 65,
      message: "weight goes in steps of 0.25 kg")
  }

  @Test func offStepPoundsAreInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--weight", "135.25lb"], code: 65,
      message: "weight goes in steps of 0.25 kg (0.5 lb when typed in lb), not 135.25lb")
  }

  @Test func fractionalRepsAreInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--reps", "8.5"], code: 65,
      message: "reps must be a whole number, not 8.5")
  }

  @Test func itemTheExerciseDoesNotUseIsInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--distance", "5"], code: 65,
      message: "bench-press does not use distance; its items are reps, weight, rest, rpe")
  }

  @Test func itemTheExerciseDoesNotUseInASetSpecIsInvalid() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--set", "reps=5,distance=5"], code: 65,
      message: "bench-press does not use distance; its items are reps, weight, rest, rpe")
  }

  @Test func setsThatDisagreeWithTheSetSpecsAreAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--sets", "2", "--set", "5x60"], code: 64,
      message: "--sets 2 does not match the 1 --set given")
  }

  @Test func anUnknownExerciseFarFromAnyPointsToSearch() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "zzzzqqqq"], code: 65,
      message: "unknown exercise 'zzzzqqqq'; try 'wkc catalog search zzzzqqqq'")
  }

  @Test func aShorthandWithoutAWeightSaysWhatItNeeds() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "bench-press", "--set", "10x"], code: 64,
      message: "'10x' is not a set spec: '10x' needs reps and a weight, e.g. 10x42.5")
  }

  @Test func dayZeroIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "show", "2024-01-00"], code: 64,
      message: "'2024-01-00' is not a date: there is no day 0")
  }

  @Test func anOptionAsTheValueOfAnotherIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["edit", "1", "--note", "--json"], code: 64, message: "--note needs a value (T)")
  }

  @Test func anEmptyHomeIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["--home", "", "add", "squat"], code: 64,
      message: "--home needs a directory, not an empty word")
  }

  @Test func aValuedGlobalOptionTwiceIsAUsageError() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["--home", "/tmp/a", "add", "squat", "--home", "/tmp/b"], code: 64,
      message: "--home is given twice")
  }

  @Test func aDateOptionToACommandTakingTheDateAsAnArgumentSaysSo() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "show", "--date", "tomorrow"], code: 64,
      message: "unknown option '--date'; give the date as an argument: wkc menu show D")
  }

  @Test func aWorkoutIdOfDigitsOnlyIsRefusedByMenuPut() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "`id` must be 1 to 32 letters a-z and digits, at least one a letter",
      stdin: #"{"workouts":[{"id":"12345","exercise":"squat","sets":[{"planned":{"reps":5}}]}]}"#)
  }

  @Test func unknownExerciseSuggestsNearOnes() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["add", "benchpres"], code: 65,
      message: "unknown exercise 'benchpres'; did you mean 'bench-press'")
  }

  @Test func malformedJSONToMenuPutIsInvalidData() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "stdin: line 1, column 59: unterminated string", stdin: BadInput.truncatedMenu)
  }

  @Test func wronglyTypedJSONToMenuPutIsInvalidData() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "stdin: line 1, column 67: expected a number for `reps`",
      stdin: #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": "ten"}}]}]}"#)
  }

  @Test func emptyInputToMenuPutIsInvalidData() {
    let home = homeWithAMenu()
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65, message: "stdin: line 1", stdin: "")
  }

  @Test(arguments: BadInput.all)
  func badInputOnABrandNewHomeCreatesNothing(_ input: BadInput) {
    let home = TestHome()
    home.expectFailure(
      input.arguments, code: input.code, message: input.message, stdin: input.stdin)
    #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
  }

  @Test(arguments: BadInput.all)
  func badInputOnAHomeWithMenusChangesNothing(_ input: BadInput) {
    let home = homeWithAMenu()
    home.expectFailure(
      input.arguments, code: input.code, message: input.message, stdin: input.stdin)
  }
}

// MARK: - Usage, help and version

@Suite struct UsageTests {
  static let commands: [[String]] = [
    [], ["add"], ["edit"], ["remove"], ["menu"], ["menu", "show"], ["menu", "list"],
    ["menu", "copy"], ["menu", "put"], ["menu", "note"], ["menu", "remove"], ["catalog"],
    ["catalog", "list"], ["catalog", "show"], ["catalog", "search"], ["catalog", "add"],
    ["catalog", "remove"], ["help"],
  ]

  @Test func wkcAlonePrintsTheQuickStart() {
    let home = TestHome()
    let outcome = home.run(arguments: [])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Start here:"))
    #expect(outcome.stdout.contains("wkc add bench-press"))
    #expect(outcome.stdout.contains("Coming from another app"))
    #expect(outcome.stdout.contains("wkc import FILE"))
    #expect(outcome.stderr.isEmpty)
    #expect(home.snapshot().isEmpty)
  }

  @Test func versionPrintsTheVersion() {
    let home = TestHome()
    let outcome = home.run(arguments: ["--version"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout == "wkc 0.1.0\n")
  }

  @Test(arguments: commands)
  func longHelpOptionPrintsTheCommandsHelp(_ command: [String]) {
    let home = TestHome()
    let outcome = home.run(arguments: command + ["--help"])
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
    #expect(outcome.stdout.contains("USAGE: " + (["wkc"] + command).joined(separator: " ")))
    #expect(outcome.stderr.isEmpty)
  }

  @Test(arguments: commands)
  func shortHelpOptionPrintsTheSameHelp(_ command: [String]) {
    let home = TestHome()
    let outcome = home.run(arguments: command + ["-h"])
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == home.run(arguments: command + ["--help"]).stdout)
  }

  @Test(arguments: commands)
  func helpCommandPrintsTheSameHelp(_ command: [String]) {
    let home = TestHome()
    let outcome = home.run(arguments: ["help"] + command)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
    #expect(outcome.stdout == home.run(arguments: command + ["--help"]).stdout)
  }

  @Test func helpBeforeTheCommandPrintsTheCommandsHelp() {
    let home = TestHome()
    let outcome = home.run(arguments: ["--help", "menu", "put"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.hasPrefix("OVERVIEW: Create or replace a date's menu"))
    #expect(outcome.stdout.contains("USAGE: wkc menu put D "))
  }

  @Test func helpOfAnUnknownCommandIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["help", "bogus"], code: 64, message: "unknown command 'bogus'")
  }

  @Test func unknownCommandSuggestsTheNearOneWithUsage() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      ["ad", "bench-press"], code: 64, message: "unknown command 'ad'; did you mean 'add'?")
    #expect(outcome.stderr.contains("Usage: wkc COMMAND"))
    #expect(outcome.stderr.contains("See 'wkc --help'."))
  }

  @Test func unknownSubcommandSuggestsTheNearOneWithUsage() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      ["menu", "lisst"], code: 64, message: "unknown command 'lisst'; did you mean 'list'?")
    #expect(outcome.stderr.contains("Usage: wkc menu "))
    #expect(outcome.stderr.contains("See 'wkc menu --help'."))
  }

  @Test func unknownOptionSuggestsTheNearOneWithUsage() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      ["add", "bench-press", "--wieght", "60"], code: 64,
      message: "unknown option '--wieght'; did you mean '--weight'?")
    #expect(outcome.stderr.contains("Usage: wkc add EXERCISE "))
    #expect(outcome.stderr.contains("See 'wkc add --help'."))
  }

  @Test func unknownGlobalOptionSuggestsTheNearOne() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "--jsn"], code: 64, message: "unknown option '--jsn'; did you mean '--json'?")
  }

  @Test func optionGivenTwiceIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "bench-press", "--reps", "5", "--reps", "6"], code: 64,
      message: "--reps is given twice")
  }

  @Test func unexpectedArgumentIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "show", "today", "tomorrow"], code: 64, message: "unexpected argument 'tomorrow'")
  }
}
