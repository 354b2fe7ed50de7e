import Foundation
import Testing

/// A home where bench press was planned 3 × 10 at 60 kg on `dates` and done with these reps.
private func benchHome(_ sessions: [(String, [Int])], weight: String = "60") -> TestHome {
  let home = TestHome()
  for (date, reps) in sessions {
    home.expectSuccess(
      [
        "add", "bench-press", "--date", date, "--sets", "\(reps.count)", "--reps", "10", "--weight",
        weight,
      ])
    for (number, done) in reps.enumerated() {
      home.expectSuccess(
        ["record", "bench-press", "--date", date, "--set", "\(number + 1)", "--reps", "\(done)"])
    }
  }
  return home
}

@Suite struct SuggestCommandTests {
  @Test func everySetReachedAddsTheIncrement() throws {
    let home = benchHome([("2024-01-03", [10, 10, 10])])
    let text = home.expectSuccess(["suggest", "bench-press"])
    #expect(text.contains("set 3  10x62.5 kg"))
    #expect(text.contains("Why: all 3 sets reached their planned reps on 2024-01-03: +2.5 kg"))
  }

  @Test func anExerciseNeverDoneHasNothingToProgressFrom() {
    let home = TestHome()
    let text = home.expectSuccess(["suggest", "squat"])
    #expect(text.contains("no results yet"))
    #expect(home.snapshot().isEmpty)
  }

  @Test func addWithProgressPlansTheSuggestion() throws {
    let home = benchHome([("2024-01-03", [10, 10, 10])])
    let text = home.expectSuccess(["add", "bench-press", "--date", "tomorrow", "--progress"])
    #expect(text.contains("set 1  10x62.5 kg"))
    #expect(text.contains("Progression: all 3 sets reached their planned reps on 2024-01-03"))
    let menu = try #require(home.json(["menu", "show", "tomorrow"]) as? [String: Any])
    let sets = (menu["workouts"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]]
    #expect(
      sets?.compactMap { ($0["planned"] as? [String: Double])?["weight"] } == [62.5, 62.5, 62.5])
  }

  @Test func addWithProgressAndNoResultsPlansAsUsual() {
    let home = TestHome()
    let text = home.expectSuccess(["add", "squat", "--progress"])
    #expect(text.contains("Added Squat"))
    #expect(text.contains("Progression: Squat has no results yet"))
  }

  @Test func progressRefusesValuesOfItsOwn() {
    let home = benchHome([("2024-01-03", [10, 10, 10])])
    home.expectFailure(
      ["add", "bench-press", "--progress", "--weight", "70"], code: 64,
      message: "--progress plans the sets")
    home.expectFailure(["suggest", "bench-pres"], code: 65, message: "bench-press")
    home.expectFailure(
      ["suggest", "bench-press", "--date", "2024-02-30"], code: 64, message: "29 days")
  }
}

@Suite struct TemplateProgressTests {
  @Test func applyWithProgressSaysHowEachExerciseProgressed() {
    // What it plans: PlanByProgressionTests in the core.
    let home = benchHome([("2024-01-03", [10, 10, 10])])
    home.expectSuccess(["add", "squat", "--date", "2024-01-03", "--sets", "2", "--weight", "80"])
    home.expectSuccess(["template", "save", "push", "--from", "2024-01-03"])
    let text = home.expectSuccess(
      ["template", "apply", "push", "--date", "tomorrow", "--progress"])
    #expect(text.contains("Progression of Bench Press: all 3 sets reached"))
    #expect(text.contains("Progression of Squat: Squat has no results yet"))
  }

}
