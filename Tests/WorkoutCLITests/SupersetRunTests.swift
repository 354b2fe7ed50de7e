import Foundation
import Testing

/// `wkc run` over supersets and circuits, through a pipe: the walk order round by round, the
/// rests (a changeover between workouts, the round's rest after its last), resume, skip and `q`.
@Suite struct SupersetRunTests {
  /// The `… set N/M` lines a plain run printed for the sets it showed.
  private func shown(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: ": plan ") else { return nil }
      return String(line[..<range.lowerBound])
    }
  }

  // MARK: - Walk order

  @Test func aSupersetIsRunRoundByRound() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["add", "squat", "--sets", "1x5", "--weight", "100"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: String(repeating: "\n", count: 7))
    #expect(
      shown(out) == [
        "A1 Bench Press set 1/3", "A2 Barbell Row set 1/3", "A1 Bench Press set 2/3",
        "A2 Barbell Row set 2/3", "A1 Bench Press set 3/3", "A2 Barbell Row set 3/3",
        "Squat set 1/1",
      ])
    #expect(out.contains("Done: 7 sets done"))
  }

  @Test func aCircuitOfThreeWithUnequalSetsPassesOverAWorkoutWithNoSetLeft() {
    let home = TestHome()
    home.expectSuccess(["add", "pull-up", "--sets", "3x8", "--rest", "20"])
    home.expectSuccess(["add", "dip", "--sets", "1x10", "--rest", "20", "--with", "1"])
    home.expectSuccess(["add", "push-up", "--sets", "2x15", "--rest", "90", "--with", "1"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: String(repeating: "\n", count: 6))
    #expect(
      shown(out) == [
        "A1 Pull-Up set 1/3", "A2 Dip set 1/1", "A3 Push-Up set 1/2", "A1 Pull-Up set 2/3",
        "A3 Push-Up set 2/2", "A1 Pull-Up set 3/3",
      ])
  }

  @Test func aRampBeforeASupersetIsWalkedBeforeTheRoundsWithItsOwnRest() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "3x5", "--weight", "140", "--warmup"])
    home.expectSuccess([
      "add", "barbell-row", "--sets", "3x8", "--weight", "50", "--rest", "2m", "--with", "squat",
    ])
    let out = home.expectSuccess(["run"], stdin: String(repeating: "\n", count: 10))
    #expect(
      shown(out) == [
        "A1 Squat set 1/7", "A1 Squat set 2/7", "A1 Squat set 3/7", "A1 Squat set 4/7",
        "A1 Squat set 5/7", "A2 Barbell Row set 1/3", "A1 Squat set 6/7",
        "A2 Barbell Row set 2/3", "A1 Squat set 7/7", "A2 Barbell Row set 3/3",
      ])
    // 1:30 after each warm-up; then no changeover (3:00 is not shorter than the round's 2:00)
    // and 2:00 after each round but the last.
    #expect(home.pacer.waits == [1090, 1180, 1270, 1360, 1480, 1600])
  }

  @Test func setsAreSavedInWalkOrder() throws {
    let home = TestHome()
    home.planSuperset()
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "\n7x50\n\n")
    #expect(outcome.code == 0)
    let bench = try home.storedSets(workout: 0)
    let row = try home.storedSets(workout: 1)
    #expect(bench.map(\.isOpen) == [false, false, true])
    #expect(row.map(\.isOpen) == [false, true, true])
    #expect(row[0].actual?["reps"] == 7)
    #expect(outcome.stdout.contains("'wkc run 2024-01-05' resumes at A2 Barbell Row set 2/3"))
  }

  @Test func aPipedRunPrintsWhatTheArticleShows() throws {
    let article = try String(
      contentsOfFile: Documents.root.appendingPathComponent(
        "Sources/WorkoutCLI/WorkoutCLI.docc/SupersetsAndCircuits.md"
      ).path, encoding: .utf8)
    let open = try #require(article.range(of: "```text\n"))
    let close = try #require(
      article.range(of: "\n```", range: open.upperBound..<article.endIndex))
    var shown = article[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    #expect(shown.last == "…")
    shown.removeLast()
    // The article's menu, on this test's date.
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["add", "plank", "--sets", "2", "--duration", "45s", "--rest", "1m"])
    let out = home.expectSuccess(["run"], stdin: String(repeating: "\n", count: 8))
    #expect(out.split(separator: "\n").prefix(shown.count).map(String.init) == shown)
  }

  // MARK: - Rests

  @Test func theRoundsRestComesAfterItsLastWorkoutAndAShorterOneIsAChangeover() {
    let home = TestHome()
    home.planSuperset()
    let out = home.expectSuccess(["run"], stdin: String(repeating: "\n", count: 6))
    // 15 s over to the row, 2 minutes after each round, none after the last.
    #expect(home.pacer.waits == [1015, 1135, 1150, 1270, 1285])
    #expect(out.contains("rest 0:15; next A2 Barbell Row set 1/3 · 8x50 kg, rest 2:00\n"))
    #expect(out.contains("rest 2:00; next A1 Bench Press set 2/3 · 10x60 kg, rest 0:15\n"))
  }

  @Test func aRestAsLongAsTheRoundsOnAnEarlierWorkoutIsNoChangeover() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["edit", "bench-press", "--rest", "2m"])
    home.expectSuccess(["run"], stdin: String(repeating: "\n", count: 6))
    #expect(home.pacer.waits == [1120, 1240])
  }

  @Test func aRestTypedAtTheRoundsLastWorkoutIsTheRoundsRest() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["run"], stdin: "\nrest=90\nq\n")
    #expect(home.pacer.waits == [1015, 1105])
  }

  @Test func theGroupsEndIsLikeAWorkoutsLastSet() {
    let home = TestHome()
    home.planSuperset(rowSets: 1)
    home.expectSuccess(["add", "squat", "--sets", "2x5", "--rest", "3m"])
    home.expectSuccess(["run"], stdin: String(repeating: "\n", count: 6))
    // Bench 1, row 1 (the round's rest), bench 2 (a round of bench alone rests its 15 s), bench
    // 3 and its 15 s before the next exercise as the group ends, then squat 1 and its 3 minutes.
    #expect(home.pacer.waits == [1015, 1135, 1150, 1165, 1345])
  }

  // MARK: - Resume, skip, q

  @Test func runAgainResumesMidRound() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\nq\n")
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n\n\n")
    #expect(
      shown(out) == ["A2 Barbell Row set 2/3", "A1 Bench Press set 3/3", "A2 Barbell Row set 3/3"])
  }

  @Test func aSetRecordedElsewhereIsPassedOver() {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["record", "barbell-row"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    #expect(shown(out) == ["A1 Bench Press set 1/3", "A1 Bench Press set 2/3"])
  }

  @Test func skippingASetGoesOnInWalkOrderWithNoRest() throws {
    let home = TestHome()
    home.planSuperset()
    let out = home.expectSuccess(["run"], stdin: "\ns\nq\n")
    #expect(
      shown(out) == [
        "A1 Bench Press set 1/3", "A2 Barbell Row set 1/3", "A1 Bench Press set 2/3",
      ])
    #expect(home.pacer.waits == [1015])
    #expect(try home.storedSets(workout: 1)[0].skipped)
  }

  @Test func asPlannedRecordsInWalkOrder() {
    let home = TestHome()
    home.planSuperset(rowSets: 2)
    let out = home.expectSuccess(["run", "--as-planned", "--json"])
    let sets = out.split(separator: "\n").compactMap { line -> String? in
      guard line.contains("\"event\":\"recorded\"") else { return nil }
      let exercise = line.contains("bench-press") ? "bench" : "row"
      let number = line.range(of: #""set":\d"#, options: .regularExpression).map { line[$0] }
      return "\(exercise) \(number ?? "")"
    }
    #expect(
      sets == [
        "bench \"set\":1", "row \"set\":1", "bench \"set\":2", "row \"set\":2", "bench \"set\":3",
      ])
  }

  // MARK: - run --json

  @Test func setEventsCarryTheGroup() throws {
    let home = TestHome()
    home.planSuperset()
    home.expectSuccess(["add", "squat", "--sets", "1"])
    let out = home.expectSuccess(["run", "--json", "--no-timer"], stdin: "\n\n\n\n\n\n\n")
    let events = try out.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let sets = events.filter { $0["event"] as? String == "set" }
    #expect(sets.map { $0["group"] as? Int } == [1, 1, 1, 1, 1, 1, nil])
    #expect(sets.last?.keys.contains("group") == false)
    let recorded = events.filter { $0["event"] as? String == "recorded" }
    #expect(recorded.first?["group"] as? Int == 1)
  }

  @Test func restStartedNamesTheNextSetWithItsGroup() throws {
    let home = TestHome()
    home.planSuperset()
    let out = home.expectSuccess(["run", "--json"], stdin: "\nq\n")
    let rest = try #require(out.split(separator: "\n").first { $0.contains("restStarted") })
    #expect(rest.contains("\"seconds\":15,"))
    #expect(rest.contains("\"exercise\":\"barbell-row\",\"set\":1,\"of\":3,\"group\":1}"))
  }
}
