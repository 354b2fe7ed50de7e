import Foundation
import Testing

/// `log` prefills from what was last done; `add` from what was last planned.
@Suite struct PrefillCommandTests {
  /// Squat planned 2×5×100 on Jan 2, done as 4×105 with the second set skipped; then planned
  /// 3×5×110 on Jan 3 and not done.
  private func history() -> TestHome {
    let home = TestHome()
    home.expectSuccess(
      ["add", "squat", "--date", "2024-01-02", "--sets", "2", "--reps", "5", "--weight", "100"])
    home.expectSuccess(
      ["record", "squat", "--date", "2024-01-02", "--reps", "4", "--weight", "105"])
    home.expectSuccess(["record", "squat", "--date", "2024-01-02", "--skip"])
    home.expectSuccess(
      ["add", "squat", "--date", "2024-01-03", "--sets", "3", "--reps", "5", "--weight", "110"])
    return home
  }

  private func sets(_ home: TestHome, _ date: String) throws -> [[String: Any]] {
    let workout = try #require(try home.workouts(date).last)
    return try #require(workout["sets"] as? [[String: Any]])
  }

  @Test func logPrefillsFromTheLastResult() throws {
    let home = history()
    home.expectSuccess(["log", "squat"])
    let logged = try sets(home, "2024-01-05")
    // One set: the skipped one is left out; the values are those done, not the later plan's.
    #expect(logged.count == 1)
    let actual = try #require(logged.first?["actual"] as? [String: Any])
    #expect(actual["reps"] as? Int == 4)
    #expect(actual["weight"] as? Double == 105)
  }

  @Test func addKeepsPrefillingFromTheLastPlan() throws {
    let home = history()
    home.expectSuccess(["add", "squat"])
    let planned = try sets(home, "2024-01-05")
    #expect(planned.count == 3)
    for set in planned {
      let values = try #require(set["planned"] as? [String: Any])
      #expect(values["reps"] as? Int == 5)
      #expect(values["weight"] as? Double == 110)
      #expect(set["actual"] is NSNull)
    }
  }

  @Test func logWithoutAnyResultPrefillsFromTheLastPlan() throws {
    let home = TestHome()
    home.expectSuccess(
      ["add", "squat", "--date", "2024-01-03", "--sets", "2", "--reps", "5", "--weight", "110"])
    home.expectSuccess(["log", "squat"])
    let logged = try sets(home, "2024-01-05")
    #expect(logged.count == 2)
    #expect((logged.first?["actual"] as? [String: Any])?["weight"] as? Double == 110)
  }
}
