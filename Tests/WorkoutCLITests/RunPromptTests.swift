import Testing

@testable import WorkoutCLI

/// The `run` prompt: the plan and last time's sets, compact, fitted to the terminal's width.
@Suite struct RunPromptTests {
  /// Two bench-press sets planned today (2024-01-05), three logged on 2024-01-03.
  func benchHome() -> TestHome {
    let home = TestHome()
    home.planBench(sets: 2)
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-03", "--set", "10x60", "--set", "9x60", "--set",
      "8x62.5",
    ])
    return home
  }

  /// The first line of `run` answered with `q`, on a terminal of `columns` without colour.
  func prompt(_ home: TestHome, columns: Int?) -> [String] {
    home.environment["NO_COLOR"] = "1"
    home.environment["COLUMNS"] = columns.map(String.init)
    let outcome = home.run(arguments: ["run"], stdin: "q\n", terminal: true)
    #expect(outcome.code == 0, "\(outcome.stderr)")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  @Test func lastTimeIsCompactWithTheUnitOnce() {
    let lines = prompt(benchHome(), columns: 200)
    #expect(
      lines.first
        == "Bench Press set 1/2: plan 10×60 kg, rest 1:30; last 01-03: 10×60, 9×60, 8×62.5 kg")
  }

  @Test func at80ColumnsLastTimeKeepsItsFirstSets() {
    let lines = prompt(benchHome(), columns: 80)
    #expect(
      lines.first == "Bench Press set 1/2: plan 10×60 kg, rest 1:30; last 01-03: 10×60, 9×60 kg, …")
  }

  @Test func at60ColumnsLastTimeGoesOnALineOfItsOwn() {
    let lines = prompt(benchHome(), columns: 60)
    #expect(lines.first == "Bench Press set 1/2: plan 10×60 kg, rest 1:30")
    #expect(lines.dropFirst().first == "  last 01-03: 10×60, 9×60, 8×62.5 kg")
  }

  @Test func at40ColumnsThePlanWrapsAtAClauseKeepingTheRestAndLastTimeStays() {
    let lines = prompt(benchHome(), columns: 40)
    #expect(lines.first == "Bench Press set 1/2: plan 10×60 kg")
    #expect(lines.dropFirst().first == "  rest 1:30")
    #expect(lines.dropFirst(2).first == "  last 01-03: 10×60, 9×60, 8×62.5 kg")
  }

  @Test func at30ColumnsLastTimeKeepsWhatFits() {
    let lines = prompt(benchHome(), columns: 30)
    #expect(lines.dropFirst(2).first == "  last 01-03: 10×60 kg, …")
  }

  @Test(arguments: [40, 60, 80, 200])
  func everyLineOfThePromptFits(columns: Int) {
    for line in prompt(benchHome(), columns: columns).prefix(2) {
      #expect(displayWidth(line) <= columns, "\(columns): \(line)")
    }
  }

  @Test func pipedOutputIsNeverCut() {
    let home = benchHome()
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "q\n")
    #expect(
      out.hasPrefix(
        "Bench Press set 1/2: plan 10x60 kg, rest 1:30; last 01-03: 10x60, 9x60, 8x62.5 kg\n"))
  }

  @Test func withoutUnicodeACutEndsInThreeDots() {
    let home = benchHome()
    home.environment["COLUMNS"] = "80"
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "q\n")
    #expect(
      out.hasPrefix(
        "Bench Press set 1/2: plan 10x60 kg, rest 1:30; last 01-03: 10x60, 9x60 kg, ...\n"))
  }

  @Test func lastTimeInAnotherYearShowsTheYear() {
    let home = TestHome()
    home.planBench(sets: 1)
    home.expectSuccess(["log", "bench-press", "--date", "2023-12-28", "--set", "8x55"])
    #expect(prompt(home, columns: 200).first?.hasSuffix("; last 2023-12-28: 8×55 kg") == true)
  }

  @Test func setsOfOtherKindsKeepTheirLetter() {
    let home = TestHome()
    home.planBench(sets: 1)
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-03", "--set", "w:10x20", "--set", "8x60",
    ])
    let first = prompt(home, columns: 200).first ?? ""
    #expect(first.hasSuffix("; last 01-03: W 10×20, 8×60 kg"), "\(first)")
  }

  @Test func setsWithoutRepsAndWeightAreWrittenInFull() {
    let home = TestHome()
    home.expectSuccess(["add", "run", "--distance", "5"])
    home.expectSuccess([
      "log", "run", "--date", "2024-01-02", "--distance", "5", "--duration", "25m",
    ])
    let first = prompt(home, columns: 200).first ?? ""
    #expect(first.hasSuffix("; last 01-02: 25:00, 5 km"), "\(first)")
  }

  @Test func setsOfRepsOnlyEachSayReps() {
    let home = TestHome()
    home.expectSuccess(["add", "pull-up", "--sets", "1"])
    home.expectSuccess([
      "log", "pull-up", "--date", "2024-01-04", "--set", "reps=8", "--set", "reps=7",
    ])
    let first = prompt(home, columns: 200).first ?? ""
    #expect(first.hasSuffix("; last 01-04: 8 reps, 7 reps"), "\(first)")
  }
}
