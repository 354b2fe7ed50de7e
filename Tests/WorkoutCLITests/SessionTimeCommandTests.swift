import Foundation
import TestSupport
import Testing

// A session's start and end (issue 23, item 6): read from an import, recorded by `run`, shown by
// `menu show` and `history`, written in every export and read back from wkc's own.

/// Two Strong workouts on one date: 07:12 for 1 h 5 min, 18:30 for 45 min.
private let strongCSV = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-03 07:12:00,"Push",1h 5m,"Bench Press (Barbell)",1,60,10,0,0,"",,
  2024-01-03 07:12:00,"Push",1h 5m,"Squat (Barbell)",1,100,5,0,0,"",,
  2024-01-03 18:30:00,"Evening",45m,"Bench Press (Barbell)",1,62.5,8,0,0,"",,

  """

@Suite struct SessionTimeCommandTests {
  let home = TestHome()

  private func importStrong() {
    let path = home.home + "/strong.csv"
    try! Data(strongCSV.utf8).write(to: URL(fileURLWithPath: path))
    home.expectSuccess(["import", path])
  }

  private func workouts(_ date: String) -> [[String: Any]] {
    let menu = home.json(["menu", "show", date, "--json"]) as? [String: Any]
    return menu?["workouts"] as? [[String: Any]] ?? []
  }

  @Test func anImportKeepsEachWorkoutsStartAndEnd() {
    importStrong()
    let stored = workouts("2024-01-03")
    // 07:12 + 1:05 = 08:17; 18:30 + 0:45 = 19:15.
    #expect(
      stored.map { $0["startedAt"] as? String } == [
        "2024-01-03T07:12:00+09:00", "2024-01-03T07:12:00+09:00", "2024-01-03T18:30:00+09:00",
      ])
    #expect(
      stored.map { $0["endedAt"] as? String } == [
        "2024-01-03T08:17:00+09:00", "2024-01-03T08:17:00+09:00", "2024-01-03T19:15:00+09:00",
      ])
  }

  @Test func menuShowListsEachSessionOnce() {
    importStrong()
    let out = home.expectSuccess(["menu", "show", "2024-01-03"])
    #expect(out.contains("session 07:12 to 08:17 (1:05:00): #1, #2\n"))
    #expect(out.contains("session 18:30 to 19:15 (45:00): #3\n"))
  }

  @Test func historyShowsTheTimeOfEachDate() throws {
    importStrong()
    let out = home.expectSuccess(["history", "squat"])
    #expect(out.contains("07:12 to 08:17 (1:05:00)"))
    let rows = try #require(home.json(["history", "bench-press", "--json"]) as? [[String: Any]])
    let times = try #require(rows.first?["times"] as? [[String: Any]])
    #expect(times.map { $0["seconds"] as? Int } == [65 * 60, 45 * 60])
    #expect(
      times.map { $0["endedAt"] as? String } == [
        "2024-01-03T08:17:00+09:00", "2024-01-03T19:15:00+09:00",
      ])
  }

  @Test func historyOfDatesWithoutTimesHasNoTimeColumn() {
    home.expectSuccess(["log", "squat", "--sets", "1", "--reps", "5", "--weight", "100"])
    #expect(!home.expectSuccess(["history", "squat"]).contains("time"))
  }

  @Test func jsonLinesAndMarkdownCarryTheSession() throws {
    importStrong()
    let lines = home.expectSuccess(["export", "--format", "jsonl"]).split(separator: "\n")
    let rows = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      rows.map { $0["startedAt"] as? String } == [
        "2024-01-03T07:12:00+09:00", "2024-01-03T07:12:00+09:00", "2024-01-03T18:30:00+09:00",
      ])
    #expect(rows.last?["endedAt"] as? String == "2024-01-03T19:15:00+09:00")
    let md = home.expectSuccess(["export", "--format", "md"])
    #expect(md.contains("Session: 07:12 to 08:17 (1:05:00), Bench Press, Squat\n"))
    #expect(md.contains("Session: 18:30 to 19:15 (45:00), Bench Press\n"))
  }

  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func csvCarriesTheSessionAsPythonReadsIt() throws {
    importStrong()
    let python = try #require(InstalledTool.path("python3"))
    let path = home.home + "/sets.csv"
    home.expectSuccess(["export", "--format", "csv", "--output", path])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      "-c",
      "import csv,sys\n"
        + "from datetime import datetime as d\n"
        + "for r in csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8')):\n"
        + "  s = (d.fromisoformat(r['ended_at']) - d.fromisoformat(r['started_at'])).seconds\n"
        + "  print(r['exercise'], r['started_at'], s)",
      path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      out == """
        bench-press 2024-01-03T07:12:00+09:00 3900
        squat 2024-01-03T07:12:00+09:00 3900
        bench-press 2024-01-03T18:30:00+09:00 2700

        """)
  }

  @Test func wkcsOwnExportBringsTheSessionBack() {
    importStrong()
    let path = home.home + "/backup.json"
    home.expectSuccess(["export", "--output", path])
    let other = TestHome()
    other.expectSuccess(["import", path])
    let menu = other.json(["menu", "show", "2024-01-03", "--json"]) as? [String: Any]
    let stored = menu?["workouts"] as? [[String: Any]] ?? []
    #expect(
      stored.map { $0["endedAt"] as? String } == [
        "2024-01-03T08:17:00+09:00", "2024-01-03T08:17:00+09:00", "2024-01-03T19:15:00+09:00",
      ])
  }

  @Test func menuPutTakesBackWhatMenuShowPrints() {
    importStrong()
    let json = home.expectSuccess(["menu", "show", "2024-01-03", "--json"])
    let before = home.file("menus/2024-01.json")
    home.expectSuccess(["menu", "put", "2024-01-03", "--file", "-"], stdin: json)
    #expect(home.file("menus/2024-01.json") == before)
  }

  @Test func runRecordsItsStartAndTheTimeOfItsLastSet() throws {
    home.planBench(sets: 3, rest: "90")
    home.expectSuccess(["add", "squat", "--sets", "1", "--reps", "5", "--weight", "100"])
    home.expectSuccess(["run"], stdin: "\n\n\n\n")
    let stored = workouts("2024-01-05")
    // The fixed clock says 09:00:00; the run rests 90 s after each bench set (the last one's
    // before the next exercise; the pacer moves only in rests): the squat is 3 × 90 s later.
    #expect(
      stored.map { $0["startedAt"] as? String } == [
        "2024-01-05T09:00:00+09:00", "2024-01-05T09:00:00+09:00",
      ])
    #expect(
      stored.map { $0["endedAt"] as? String } == [
        "2024-01-05T09:04:30+09:00", "2024-01-05T09:04:30+09:00",
      ])
    #expect(home.expectSuccess(["menu", "show"]).contains("session 09:00 to 09:04 (4:30)\n"))
  }

  @Test func aRunStoppedHalfwayEndsAtItsLastSetAndAResumeExtendsIt() throws {
    home.planBench(sets: 3, rest: "60")
    home.expectSuccess(["run"], stdin: "\nq\n")
    var stored = workouts("2024-01-05")
    // One set at 09:00:00, then a 60 s rest, then q at the prompt: it ended at the set.
    #expect(stored[0]["startedAt"] as? String == "2024-01-05T09:00:00+09:00")
    #expect(stored[0]["endedAt"] as? String == "2024-01-05T09:00:00+09:00")
    home.expectSuccess(["run"], stdin: "\n\n")
    stored = workouts("2024-01-05")
    // The fixed wall clock still says 09:00:00 when the second run starts; it rests 60 s after
    // its first set, so its last set is 60 s later.
    #expect(stored[0]["startedAt"] as? String == "2024-01-05T09:00:00+09:00")
    #expect(stored[0]["endedAt"] as? String == "2024-01-05T09:01:00+09:00")
  }
}
