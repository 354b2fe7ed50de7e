import Foundation
import Testing

/// An added weight on a body-weight exercise (a belt on a pull-up): typed as its weight, stored
/// as `added`, shown `8x+10 kg`, kept on import, with records of its own and no e1RM or volume.
@Suite struct AddedWeightCommandTests {
  private func sets(_ home: TestHome, _ date: String = "today") -> [[String: Any]] {
    ((home.json(["menu", "show", date]) as? [String: Any])?["workouts"] as? [[String: Any]])?
      .first?["sets"] as? [[String: Any]] ?? []
  }

  private func planned(_ set: [String: Any]) -> [String: Double] {
    set["planned"] as? [String: Double] ?? [:]
  }

  @Test func addPlansAWeightTypedForAPullUpAsItsAddedWeight() {
    let home = TestHome()
    let added = home.expectSuccess(
      ["add", "pull-up", "--sets", "3", "--reps", "8", "--weight", "10"])
    #expect(added.contains("8x+10 kg"))
    #expect(
      sets(home).map(planned) == Array(repeating: ["reps": 8, "added": 10, "rest": 120], count: 3))
    #expect(home.expectSuccess(["menu", "show"]).contains("8x+10 kg"))
  }

  @Test func aSpecAndPoundsGiveTheAddedWeightToo() {
    let home = TestHome()
    home.expectSuccess(["log", "chin-up", "--set", "6x25lb", "--set", "8"])
    #expect(
      sets(home).map(planned) == [
        ["reps": 6, "added": 25 * 0.45359237, "rest": 120], ["reps": 8, "rest": 120],
      ])
    home.expectSuccess(["log", "dip", "--date", "yesterday", "--set", "10,added=5"])
    #expect(sets(home, "yesterday").map(planned) == [["reps": 10, "added": 5, "rest": 90]])
  }

  @Test func aWeightAndAnAddedWeightTogetherAreRefused() {
    let home = TestHome()
    home.expectFailure(
      ["add", "pull-up", "--weight", "10", "--added", "10"], code: 65,
      message: "--weight and --added both give the added weight of pull-up; give one")
  }

  @Test func aLoadedExerciseStillTakesNoAddedWeight() {
    let home = TestHome()
    home.expectFailure(
      ["add", "bench-press", "--added", "10"], code: 65, message: "added")
  }

  /// Pull-ups: 12 at body weight on 01-02, 8 at +10 on 01-03, 5 and 6 at +20 on 01-04.
  private func pullUpHome() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-02", "--set", "12"])
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-03", "--set", "8x10"])
    home.expectSuccess(["log", "pull-up", "--date", "2024-01-04", "--set", "5x20", "--set", "6x20"])
    return home
  }

  @Test func recordsOfAnAddedWeightAreItsHeaviestAndItsBestRepsWithoutE1RMOrVolume() throws {
    let home = pullUpHome()
    let records = try #require((home.json(["prs", "pull-up"]) as? [[String: Any]])?.first)
    #expect(records["maxAddedWeight"] as? Double == 20)
    #expect(records["maxAddedWeightReps"] as? Double == 6)
    #expect(records["maxAddedWeightDate"] as? String == "2024-01-04")
    let front = records["addedWeightRepRecords"] as? [[String: Any]] ?? []
    #expect(front.map { $0["addedWeight"] as? Double } == [20, 10])
    #expect(front.map { $0["reps"] as? Double } == [6, 8])
    // At body weight, 12 reps; the added weight is no load: no e1RM, no volume, no max weight.
    #expect(records["mostReps"] as? Double == 12)
    #expect(records["bestE1rm"] is NSNull)
    #expect(records["bestVolume"] is NSNull)
    #expect(records["maxWeight"] is NSNull)
    let text = home.expectSuccess(["prs", "pull-up"])
    #expect(text.contains("heaviest added weight"))
    #expect(text.contains("6x+20 kg"))
    #expect(text.contains("Best reps at an added weight"))
    #expect(!text.contains("e1RM"))
    #expect(home.expectSuccess(["prs"]).contains("6x+20 kg"))
  }

  @Test func statsHistoryAndChartShowTheAddedWeightAndNoE1RM() throws {
    let home = pullUpHome()
    let stats = try #require((home.json(["stats"]) as? [[String: Any]])?.first)
    #expect(stats["bestE1rm"] is NSNull)
    #expect(stats["lastTopSet"] as? [String: Double] == ["reps": 6, "added": 20, "rest": 120])
    let history = home.json(["history", "pull-up"]) as? [[String: Any]] ?? []
    #expect(history.map { $0["e1rm"] is NSNull } == [true, true, true])
    #expect(history.map { $0["volume"] is NSNull } == [true, true, true])
    #expect(
      history.map { $0["topSet"] as? [String: Double] } == [
        ["reps": 6, "added": 20, "rest": 120], ["reps": 8, "added": 10, "rest": 120],
        ["reps": 12, "rest": 120],
      ])
    #expect(home.expectSuccess(["history", "pull-up"]).contains("6x+20 kg"))
    // No e1RM to chart without a body weight: the load is body weight + added weight.
    #expect(
      home.expectSuccess(["chart", "pull-up", "--metric", "e1rm"]).contains(
        "log your body weight with 'wkc body'"))
  }

  @Test func suggestAddsARepAndKeepsTheAddedWeightAsLifted() throws {
    let home = TestHome()
    home.expectSuccess(
      ["add", "pull-up", "--date", "2024-01-03", "--sets", "2", "--reps", "8", "--weight", "10"])
    for number in ["1", "2"] {
      home.expectSuccess(
        [
          "record", "pull-up", "--date", "2024-01-03", "--set", number, "--reps", "8",
          "--weight", "12.5",
        ])
    }
    let text = home.expectSuccess(["suggest", "pull-up"])
    #expect(text.contains("9x+12.5 kg"))
    #expect(text.contains("+1 rep a set"))
  }

  @Test func exportsCarryTheAddedWeight() throws {
    let home = TestHome()
    home.expectSuccess(["log", "pull-up", "--set", "8x10"])
    let csv = home.expectSuccess(["export", "--format", "csv"])
    let rows = csv.split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(rows.first)
    let column = try #require(header.firstIndex(of: "added_weight_kg"))
    #expect(rows[1][column] == "10")
    #expect(home.expectSuccess(["export", "--format", "md"]).contains("8x+10 kg"))
  }

  @Test func aStrongWeightOnAPullUpIsImportedAsItsAddedWeight() throws {
    let home = TestHome()
    let file = home.home + "/strong.csv"
    try Data(
      """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2024-01-02 07:10:00,"Pull",1h,"Pull Up",1,0,12,0,0,"",,
      2024-01-02 07:10:00,"Pull",1h,"Pull Up",2,10,8,0,0,,,
      2024-01-02 07:10:00,"Pull",1h,"Back Extension",1,20,15,0,0,"",,

      """.utf8
    ).write(to: URL(fileURLWithPath: file))
    let out = home.expectSuccess(["import", file, "--unit", "kg"])
    #expect(!out.contains("does not take"))
    #expect(home.expectSuccess(["menu", "show", "2024-01-02"]).contains("8x+10 kg"))
    let workouts =
      (home.json(["menu", "show", "2024-01-02"]) as? [String: Any])?["workouts"] as? [[String: Any]]
      ?? []
    let actual = workouts.map {
      ($0["sets"] as? [[String: Any]] ?? []).map { $0["actual"] as? [String: Double] }
    }
    #expect(actual == [[["reps": 12], ["reps": 8, "added": 10]], [["reps": 15, "added": 20]]])
  }
}
