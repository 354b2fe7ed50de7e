import Foundation
import Testing

/// RIR (reps in reserve) on every set of an exercise with reps, listed or not, as RPE is: typed,
/// stored, shown, exported and imported back, kept in templates.
@Suite struct RIRCommandTests {
  private func firstSet(_ home: TestHome, _ date: String = "today") -> [String: Any]? {
    ((home.json(["menu", "show", date]) as? [String: Any])?["workouts"] as? [[String: Any]])?
      .first.flatMap { ($0["sets"] as? [[String: Any]])?.first }
  }

  private func planned(_ set: [String: Any]?) -> Double? {
    (set?["planned"] as? [String: Any])?["rir"] as? Double
  }

  private func actual(_ set: [String: Any]?) -> Double? {
    (set?["actual"] as? [String: Any])?["rir"] as? Double
  }

  @Test func addTakesATargetRIRAndShowsIt() {
    let home = TestHome()
    let added = home.expectSuccess(
      ["add", "bench-press", "--sets", "2", "--reps", "8", "--weight", "60", "--rir", "2"])
    #expect(added.contains("8x60 kg, rest 2:30, RIR 2"))
    #expect(planned(firstSet(home)) == 2)
    #expect(home.expectSuccess(["menu", "show"]).contains("8x60 kg, rest 2:30, RIR 2"))
  }

  @Test func aSpecTakesRIRInHalves() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--set", "5x100,rir=1.5"])
    #expect(planned(firstSet(home)) == 1.5)
  }

  @Test func theRunPromptRecordsTheRIRLeft() {
    let home = TestHome()
    home.expectSuccess(
      ["add", "bench-press", "--sets", "1", "--reps", "5", "--weight", "100", "--rir", "2"])
    let run = home.expectSuccess(["run", "--no-timer"], stdin: "5x100,rir=0\n")
    #expect(run.contains("plan 5x100 kg, rest 2:30, RIR 2"))
    #expect(run.contains("recorded Bench Press set 1/1: 5x100 kg, RIR 0"))
    #expect(actual(firstSet(home)) == 0)
    #expect(planned(firstSet(home)) == 2)
  }

  @Test func recordAndLogTakeRIR() {
    let home = TestHome()
    home.expectSuccess(["add", "deadlift", "--sets", "1", "--reps", "5", "--weight", "140"])
    home.expectSuccess(["record", "deadlift", "--rir", "3"])
    #expect(actual(firstSet(home)) == 3)
    home.expectSuccess(["log", "pull-up", "--date", "yesterday", "--set", "8,rir=1"])
    #expect(actual(firstSet(home, "yesterday")) == 1)
  }

  @Test func historyShowsTheRIRDone() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--set", "5x100,rir=2"])
    let history = (home.json(["history", "bench-press"]) as? [[String: Any]])?.first
    #expect((history?["sets"] as? [[String: Any]])?.first?["rir"] as? Double == 2)
  }

  @Test func everyExportCarriesRIR() throws {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--set", "5x100,rir=2"])
    let csv = home.expectSuccess(["export", "--format", "csv"])
    let rows = csv.split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(rows.first)
    let plannedColumn = try #require(header.firstIndex(of: "planned_rir"))
    let actualColumn = try #require(header.firstIndex(of: "rir"))
    #expect(header[plannedColumn + 1] == "planned_rest_s")
    #expect(rows[1][plannedColumn] == "2")
    #expect(rows[1][actualColumn] == "2")
    let line = home.expectSuccess(["export", "--format", "jsonl"])
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect((record["actual"] as? [String: Any])?["rir"] as? Double == 2)
    #expect(home.expectSuccess(["export", "--format", "md"]).contains("5x100 kg, RIR 2"))
    #expect(home.expectSuccess(["export"]).contains("\"rir\": 2"))
  }

  @Test func aWkcExportBringsRIRBack() throws {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--set", "5x100,rir=2"])
    let document = home.expectSuccess(["export"])
    let other = TestHome()
    other.expectSuccess(["import", "-"], stdin: document)
    #expect(actual(firstSet(other)) == 2)
    #expect(other.file("menus/2024-01.json") == home.file("menus/2024-01.json"))
  }

  @Test func aTemplateKeepsTheTargetRIR() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--set", "5x100,rir=2"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectSuccess(["template", "apply", "legs", "--date", "tomorrow"])
    #expect(planned(firstSet(home, "tomorrow")) == 2)
    #expect(home.file("templates.json")?.contains("\"rir\": 2") == true)
  }

  @Test func rirPastTenIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["add", "bench-press", "--rir", "11"], code: 65, message: "rir must be between 0 and 10")
  }

  @Test func anExerciseWithoutRepsRefusesRIR() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["log", "plank", "--duration", "60s", "--rir", "1"], code: 65,
      message: "plank does not use rir; its items are duration, rest, added, rpe")
  }
}
