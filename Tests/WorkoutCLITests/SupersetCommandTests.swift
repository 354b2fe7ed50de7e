import Foundation
import Testing

extension TestHome {
  /// Plans a superset on a date: bench press 3 × 10 × 60 kg with 15 s to walk over, then barbell
  /// row 3 × 8 × 50 kg with 2 minutes after each round.
  func planSuperset(date: String = "2024-01-05", rowSets: Int = 3) {
    expectSuccess([
      "add", "bench-press", "--date", date, "--sets", "3x10", "--weight", "60", "--rest", "15s",
    ])
    expectSuccess([
      "add", "barbell-row", "--date", date, "--sets", "\(rowSets)x8", "--weight", "50", "--rest",
      "2m", "--with", "bench-press",
    ])
  }

  /// The exercise and group of each workout of a date's menu, from `menu show --json`.
  func grouping(_ date: String = "2024-01-05", sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
  {
    let menu = json(["menu", "show", date], sourceLocation: sourceLocation) as? [String: Any]
    let workouts = menu?["workouts"] as? [[String: Any]] ?? []
    return workouts.map { workout in
      let exercise = workout["exercise"] as? String ?? "?"
      return (workout["group"] as? Int).map { "\(exercise) \($0)" } ?? exercise
    }
  }

  /// The lines a command printed (ended by LF or CRLF), without empty ones.
  func lines(_ arguments: [String], stdin: String = "") -> [String] {
    expectSuccess(arguments, stdin: stdin).split(whereSeparator: \.isNewline).map(String.init)
  }
}

@Suite struct SupersetPlanningTests {
  // MARK: - add --with

  @Test func addWithPlacesTheWorkoutRightAfterItsPartnerAndMakesASuperset() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectSuccess(["add", "squat"])
    let out = home.expectSuccess(["add", "barbell-row", "--with", "1"])
    #expect(out.contains("as #2"))
    #expect(out.contains("  superset A: 1 Bench Press, 2 Barbell Row\n"))
    #expect(home.grouping() == ["bench-press 1", "barbell-row 1", "squat"])
  }

  @Test func addWithAndAtTogetherIsAUsageError() {
    let home = TestHome()
    home.planSuperset()
    home.expectFailure(
      ["add", "squat", "--with", "1", "--at", "1"], code: 64,
      message: "--with places the workout right after its group; leave out --at")
  }

  @Test func addAtAPositionInsideAGroupIsRefused() {
    let home = TestHome()
    home.planSuperset()
    home.expectFailure(
      ["add", "squat", "--at", "2"], code: 65,
      message:
        "position 2 would split superset A (bench-press, barbell-row); use --with 1 to join it, "
        + "or a position before or after the superset")
  }

  @Test func addJSONHasTheGroup() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let outcome = try #require(
      home.json(["add", "barbell-row", "--with", "1"]) as? [String: Any])
    let workout = try #require(outcome["workout"] as? [String: Any])
    #expect(workout["group"] as? Int == 1)
    #expect(outcome["position"] as? Int == 2)
  }

  // MARK: - edit --group / --ungroup

  @Test func editGroupMovesTheWorkoutRightAfterTheGroup() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "barbell-row"])
    let out = home.expectSuccess(["edit", "barbell-row", "--group", "bench-press"])
    #expect(out.hasPrefix("Changed #2 Barbell Row on Fri 2024-01-05\n"))
    #expect(out.contains("  superset A: 1 Bench Press, 2 Barbell Row\n"))
    #expect(home.grouping() == ["bench-press 1", "barbell-row 1", "squat"])
  }

  @Test func editGroupWithMoveToOrUngroupIsAUsageError() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["edit", "3", "--group", "1", "--move-to", "1"], code: 64,
      message: "--group places the workout; leave out --move-to")
    home.expectFailure(
      ["edit", "1", "--ungroup", "--move-to", "3"], code: 64,
      message: "--ungroup places the workout; leave out --move-to")
    home.expectFailure(
      ["edit", "3", "--group", "1", "--ungroup"], code: 64,
      message: "--group and --ungroup go one at a time")
  }

  @Test func ungroupingASupersetDissolvesIt() {
    let home = TestHome()
    home.planSuperset()
    let out = home.expectSuccess(["edit", "2", "--ungroup"])
    #expect(out.contains("  in no superset or circuit\n"))
    #expect(home.grouping() == ["bench-press", "barbell-row"])
  }

  // MARK: - Views and JSON

  @Test func menuShowMarksTheWorkoutsOfAGroupAndNamesIt() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "1x5", "--weight", "100"])
    home.planSuperset()
    home.expectSuccess(["add", "pull-up", "--with", "2", "--sets", "1x8"])
    let lines = home.lines(["menu", "show"])
    #expect(lines[1].hasPrefix("#  exercise        set"))
    #expect(lines[2].hasPrefix("1  Squat           1"))
    #expect(lines[3].hasPrefix("2  A1 Bench Press  1"))
    #expect(lines[6].hasPrefix("3  A2 Barbell Row  1"))
    #expect(lines[9].hasPrefix("4  A3 Pull-Up      1"))
    #expect(
      lines.last == "A: circuit of #2, #3 and #4, a set of each in turn, rest after each round")
  }

  @Test func aMenuWithGroupsRoundTripsThroughMenuPut() throws {
    let home = TestHome()
    home.planSuperset()
    let shown = home.expectSuccess(["menu", "show", "--json"])
    #expect(shown.contains("\"group\": 1"))
    home.expectSuccess(["remove", "1", "--date", "today"])
    home.expectSuccess(["menu", "put", "today", "--file", "-"], stdin: shown)
    #expect(home.expectSuccess(["menu", "show", "--json"]) == shown)
  }

  // MARK: - Templates

  @Test func aTemplateKeepsTheGroupsAndAppliesThemAfterTheMenusOwn() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["template", "save", "pair", "--from", "today"])
    #expect(home.file("templates.json")?.contains("\"group\": 1") == true)
    #expect(home.expectSuccess(["template", "show", "pair"]).contains("2  A2 Barbell Row"))
    let out = home.expectSuccess(["template", "apply", "pair"])
    #expect(out.contains("#3 B1 Bench Press"))
    #expect(
      home.grouping() == ["bench-press 1", "barbell-row 1", "bench-press 2", "barbell-row 2"])
  }

  // MARK: - Exports

  @Test func exportsCarryTheGroups() throws {
    let home = TestHome()
    home.planSuperset(rowSets: 1)
    home.expectSuccess(["add", "squat", "--sets", "1"])
    let csv = home.lines(["export", "--format", "csv"])
    #expect(csv[0].hasSuffix(",completed_at,skipped,group,started_at,ended_at"))
    #expect(csv[1].hasPrefix("2024-01-05,") && csv[1].hasSuffix(",false,1,,"))
    #expect(csv.last?.hasSuffix(",false,,,") == true)

    let jsonl = home.lines(["export", "--format", "jsonl"])
    #expect(jsonl[0].contains("\"kind\":\"working\",\"group\":1,"))
    #expect(jsonl.last?.contains("\"group\":null") == true)

    let markdown = home.expectSuccess(["export", "--format", "md"])
    #expect(markdown.contains("### Bench Press (superset A1)\n"))
    #expect(markdown.contains("### Barbell Row (superset A2)\n"))
    #expect(markdown.contains("### Squat\n"))
  }

  // MARK: - Imports

  @Test func aHevySupersetBecomesAGroup() {
    let home = TestHome()
    let head =
      "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
      + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\","
      + "\"duration_seconds\",\"rpe\""
    let row = { (exercise: String, superset: String) in
      "\"Arms\",\"3 Jan 2024, 18:00\",\"3 Jan 2024, 19:00\",\"\",\"\(exercise)\",\(superset),\"\","
        + "0,\"normal\",20,10,,,"
    }
    let csv = [
      head, row("Squat (Barbell)", ""), row("Bicep Curl (Barbell)", "0"),
      row("Triceps Pushdown", "0"), row("Bench Press (Barbell)", "1"),
    ].joined(separator: "\n")
    home.expectSuccess(["import", "-", "--from", "hevy"], stdin: csv)
    #expect(
      home.grouping("2024-01-03") == [
        "squat", "barbell-curl 1", "triceps-pushdown 1", "bench-press",
      ])
  }
}
