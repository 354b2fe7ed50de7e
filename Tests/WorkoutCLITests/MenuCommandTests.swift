import Foundation
import Testing

@Suite struct MenuCommandTests {
  // MARK: show

  @Test func menuAloneShowsTodaysMenu() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    let out = home.expectSuccess(["menu"])
    #expect(out.contains("Fri 2024-01-05"))
    #expect(out.contains("Bench Press"))
    #expect(out.contains("1 workout, 0 of 3 sets done"))
  }

  @Test func menuWithADateShowsThatDate() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "tomorrow"])
    let out = home.expectSuccess(["menu", "tomorrow"])
    #expect(out.contains("Sat 2024-01-06"))
    #expect(out.contains("Squat"))
  }

  @Test func menuShowWithAFullDateShowsThatDate() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let out = home.expectSuccess(["menu", "show", "2024-01-05"])
    #expect(out.contains("Fri 2024-01-05"))
    #expect(out.contains("Squat"))
  }

  @Test func menuShowPlusOneIsTomorrow() throws {
    let home = TestHome()
    #expect(try home.object(["menu", "show", "+1"])["date"] as? String == "2024-01-06")
  }

  @Test func menuShowMinusOneIsYesterday() throws {
    let home = TestHome()
    #expect(try home.object(["menu", "show", "-1"])["date"] as? String == "2024-01-04")
  }

  @Test func menuOfAnEmptyDatePrintsAHintAndSucceeds() {
    let home = TestHome()
    let outcome = home.run(arguments: ["menu", "show", "2024-01-20"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("Sat 2024-01-20"))
    #expect(
      outcome.stdout.contains("No workouts planned. Plan one: wkc add EXERCISE --date 2024-01-20"))
    #expect(outcome.stderr.isEmpty)
  }

  @Test func menuJSONOfAnEmptyDateHasANullNoteAndNoWorkouts() throws {
    let home = TestHome()
    let menu = try home.object(["menu", "show", "2024-01-20"])
    #expect(Set(menu.keys) == ["date", "note", "workouts"])
    #expect(menu["date"] as? String == "2024-01-20")
    #expect(menu["note"] is NSNull)
    #expect((menu["workouts"] as? [Any])?.isEmpty == true)
  }

  @Test func menuJSONHasExactlyTheKeysOfTheSpec() throws {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let menu = try home.object(["menu", "show", "2024-01-04"])
    #expect(Set(menu.keys) == ["date", "note", "workouts"])
    let workout = try #require((menu["workouts"] as? [[String: Any]])?.first)
    #expect(Set(workout.keys) == ["id", "exercise", "note", "sets"])
    let sets = try #require(workout["sets"] as? [[String: Any]])
    #expect(sets.count == 3)
    for set in sets {
      #expect(Set(set.keys) == ["planned", "actual", "completedAt", "skipped"])
    }
    #expect(sets[0]["completedAt"] as? String == "2024-01-04T19:31:02+09:00")
    #expect((sets[0]["actual"] as? [String: Any])?["reps"] as? Double == 10)
    #expect(sets[2]["actual"] is NSNull)
    #expect(sets[2]["skipped"] as? Bool == false)
  }

  @Test func menuShowsEachSetPlannedAgainstDone() {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let out = home.expectSuccess(["menu", "show", "yesterday"])
    #expect(out.contains("Thu 2024-01-04 - push day"))
    #expect(out.contains("10x60 kg, rest 1:30  done 8x60 kg 19:34"))
    #expect(out.contains("1 workout, 2 of 3 sets done"))
  }

  // MARK: list

  @Test func menuListDefaultsToFourWeeksBackAndTwoWeeksAhead() throws {
    let home = TestHome()
    // Today is Fri 2024-01-05: the range is 2023-12-08 to 2024-01-19.
    for date in ["2023-12-07", "2023-12-08", "2024-01-05", "2024-01-19", "2024-01-20"] {
      home.expectSuccess(["add", "squat", "--date", date])
    }
    let out = home.expectSuccess(["menu", "list"])
    #expect(out.contains("Fri 2024-01-05"))
    let dates = try home.array(["menu", "list"]).map { ($0 as? [String: Any])?["date"] as? String }
    #expect(dates == ["2023-12-08", "2024-01-05", "2024-01-19"])
  }

  @Test func menuListShowsNextWeeksPlansInNextMonth() throws {
    let home = TestHome()
    home.setDay("2024-01-29")
    home.expectSuccess(["add", "squat", "--date", "2024-02-02"])
    let out = home.expectSuccess(["menu", "list"])
    #expect(out.contains("2024-02-02"))
  }

  @Test func menuListMonthListsThatMonth() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-02-01"])
    let out = home.expectSuccess(["menu", "list", "--month", "2024-02"])
    #expect(out.contains("Thu 2024-02-01"))
    #expect(out.contains("Deadlift"))
    #expect(!out.contains("2024-01-05"))
  }

  @Test func menuListFromToSpansMonths() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2023-12-31"])
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-02-01"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-02-02"])
    let menus = try home.array(["menu", "list", "--from", "2023-12-31", "--to", "2024-02-01"])
    let dates = menus.map { ($0 as? [String: Any])?["date"] as? String }
    #expect(dates == ["2023-12-31", "2024-01-05", "2024-02-01"])
  }

  @Test func menuListJSONIsAnArrayOfMenus() throws {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    home.expectSuccess(["add", "squat"])
    let menus = try home.array(["menu", "list"])
    #expect(menus.count == 2)
    for menu in menus {
      let keys = (menu as? [String: Any]).map { Set($0.keys) } ?? []
      #expect(keys == ["date", "note", "workouts"])
    }
  }

  @Test func menuListShowsSetsDoneOverPlanned() {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let out = home.expectSuccess(["menu", "list"])
    #expect(out.contains("Thu 2024-01-04"))
    #expect(out.contains("2/3"))
    #expect(out.contains("push day"))
  }

  @Test func menuListOfAMonthWithoutMenusSaysSo() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let out = home.expectSuccess(["menu", "list", "--month", "2024-02"])
    #expect(out.contains("No menus from 2024-02-01 to 2024-02-29."))
  }

  @Test func menuListOfAnImpossibleMonthIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "list", "--month", "2024-13"], code: 64, message: "'2024-13' is not a month")
  }

  @Test func menuListFromAloneListsToTwoWeeksAhead() throws {
    let home = TestHome()
    for date in ["2023-10-01", "2023-10-02", "2024-01-19", "2024-01-20"] {
      home.expectSuccess(["add", "squat", "--date", date])
    }
    let dates = try home.array(["menu", "list", "--from", "2023-10-02"]).map {
      ($0 as? [String: Any])?["date"] as? String
    }
    #expect(dates == ["2023-10-02", "2024-01-19"])
    // A start after the default end lists two weeks from it.
    let later = try home.array(["menu", "list", "--from", "2024-01-20"]).map {
      ($0 as? [String: Any])?["date"] as? String
    }
    #expect(later == ["2024-01-20"])
  }

  @Test func menuListToAloneListsFromFourWeeksBack() throws {
    let home = TestHome()
    for date in ["2023-12-07", "2023-12-08", "2024-03-01", "2024-03-02"] {
      home.expectSuccess(["add", "squat", "--date", date])
    }
    let dates = try home.array(["menu", "list", "--to", "2024-03-01"]).map {
      ($0 as? [String: Any])?["date"] as? String
    }
    #expect(dates == ["2023-12-08", "2024-03-01"])
    // An end before the default start lists the four weeks before it.
    let earlier = try home.array(["menu", "list", "--to", "2023-11-10"])
    #expect(earlier.isEmpty)
    home.expectSuccess(["add", "squat", "--date", "2023-10-13"])
    home.expectSuccess(["add", "squat", "--date", "2023-10-12"])
    let month = try home.array(["menu", "list", "--to", "2023-11-10"]).map {
      ($0 as? [String: Any])?["date"] as? String
    }
    #expect(month == ["2023-10-13"])
  }

  @Test func menuListFromAfterToIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "list", "--from", "2024-01-05", "--to", "2024-01-01"], code: 64,
      message: "--from 2024-01-05 is after --to 2024-01-01")
  }

  @Test func menuListMonthWithFromIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "list", "--month", "2024-01", "--from", "2024-01-01", "--to", "2024-01-03"],
      code: 64, message: "give either --month or --from and --to, not both")
  }

  // MARK: copy

  @Test func menuCopyCopiesThePlanWithoutResults() throws {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    let out = home.expectSuccess(["menu", "copy", "2024-01-04", "--to", "tomorrow"])
    #expect(out.contains("Copied 1 workout from 2024-01-04 to 2024-01-06."))
    let workouts = try home.workouts("2024-01-06")
    let workout = try #require(workouts.first)
    #expect(workout["exercise"] as? String == "bench-press")
    let sets = try #require(workout["sets"] as? [[String: Any]])
    #expect(sets.count == 3)
    for set in sets {
      #expect(set["actual"] is NSNull)
      #expect(set["completedAt"] is NSNull)
      #expect(set["skipped"] as? Bool == false)
      #expect((set["planned"] as? [String: Any])?["weight"] as? Double == 60)
    }
  }

  @Test func menuCopyToADateWithAMenuFailsWithoutReplace() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    home.expectFailure(
      ["menu", "copy", "today", "--to", "tomorrow"], code: 1,
      message: "2024-01-06 already has a menu")
  }

  @Test func menuCopyFromAnEmptyDateFails() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "copy", "2024-01-09", "--to", "2024-01-10"], code: 1,
      message: "there is no menu on 2024-01-09 to copy")
  }

  @Test func menuCopyWithoutToIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      ["menu", "copy", "today"], code: 64, message: "missing --to D")
    #expect(outcome.stderr.contains("See 'wkc menu copy --help'."))
  }

  @Test func menuCopyToTheSameDateIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "copy", "today", "--to", "2024-01-05"], code: 64,
      message: "FROM and --to are the same date, 2024-01-05")
  }

  // MARK: put

  @Test func menuPutOfShowJSONLeavesTheMonthFileByteIdentical() throws {
    let home = TestHome()
    home.write("menus/2024-01.json", CLIFixtures.januaryWithResults)
    home.expectSuccess(["add", "squat", "--note", "low bar"])
    home.expectSuccess(["menu", "note", "today", "leg day"])
    let before = try #require(home.file("menus/2024-01.json"))
    let shown = home.expectSuccess(["menu", "show", "2024-01-04", "--json"])
    let path = home.home + "/day.json"
    try Data(shown.utf8).write(to: URL(fileURLWithPath: path))
    home.expectSuccess(["menu", "put", "2024-01-04", "--file", path])
    #expect(home.file("menus/2024-01.json") == before)
  }

  @Test func menuPutFromStdinOfShowJSONLeavesTheMonthFileByteIdentical() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--note", "low bar"])
    home.expectSuccess(["add", "bench-press", "--weight", "135lb"])
    let before = try #require(home.file("menus/2024-01.json"))
    let shown = home.expectSuccess(["menu", "show", "--json"])
    home.expectSuccess(["menu", "put", "today", "--file", "-"], stdin: shown)
    #expect(home.file("menus/2024-01.json") == before)
  }

  @Test func menuPutReplacesTheMenuOfTheDate() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let day = """
      {"note": "light", "workouts": [
        {"exercise": "deadlift", "sets": [{"planned": {"reps": 5, "weight": 100}}]}]}
      """
    let out = home.expectSuccess(["menu", "put", "today", "--file", "-"], stdin: day)
    #expect(out.contains("Put 1 workout on 2024-01-05."))
    let menu = try home.object(["menu"])
    #expect(menu["note"] as? String == "light")
    #expect(try home.exercises("2024-01-05") == ["deadlift"])
  }

  @Test func menuPutOfAFileThatDoesNotExistFails() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "put", "today", "--file", home.home + "/missing.json"], code: 1,
      message: "no such file")
  }

  @Test func menuPutWithoutFileIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(["menu", "put", "today"], code: 64, message: "missing --file F")
  }

  @Test func menuPutOfJSONCutInHalfIsInvalidData() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let shown = home.expectSuccess(["menu", "show", "--json"])
    let half = String(shown.prefix(shown.count / 2))
    let outcome = home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65, message: "stdin: line ", stdin: half)
    #expect(outcome.stderr.contains(#/line \d+, column \d+/#))
  }

  @Test func menuPutOfAnUnknownExerciseSuggestsNearOnes() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "unknown exercise 'benchpres'; did you mean 'bench-press'",
      stdin: #"{"workouts": [{"exercise": "benchpres", "sets": [{"planned": {"reps": 5}}]}]}"#)
  }

  @Test func menuPutOfAValueOutOfRangeIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "put", "today", "--file", "-"], code: 65,
      message: "weight must be between 0 kg and 500 kg",
      stdin:
        #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5, "weight": 600}}]}]}"#
    )
  }

  // MARK: note

  @Test func menuNoteSetsTheNoteOfTheDate() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let out = home.expectSuccess(["menu", "note", "today", "leg day"])
    #expect(out.contains("Noted on 2024-01-05: leg day"))
    #expect(try home.object(["menu"])["note"] as? String == "leg day")
    #expect(try home.exercises("2024-01-05") == ["squat"])
  }

  @Test func menuNoteWithEmptyTextClearsTheNote() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["menu", "note", "today", "leg day"])
    let out = home.expectSuccess(["menu", "note", "today", ""])
    #expect(out.contains("Cleared the note of 2024-01-05."))
    #expect(try home.object(["menu"])["note"] is NSNull)
  }

  // MARK: remove

  @Test func menuRemoveWithoutYesIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(["menu", "remove", "today"], code: 64, message: "add --yes to do it")
  }

  @Test func menuRemoveOfNoMenuSaysSoWithOrWithoutYes() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    for yes in [[], ["--yes"]] {
      home.expectFailure(
        ["menu", "remove", "tomorrow"] + yes, code: 1, message: "no menu on 2024-01-06")
    }
  }

  @Test func menuRemoveNamesTheResultsItDeletes() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let planned = home.expectFailure(["menu", "remove", "today"], code: 64, message: "add --yes")
    #expect(planned.stderr.contains("this deletes the menu of 2024-01-05; add --yes"))
    home.expectSuccess(["record", "squat"])
    home.expectFailure(
      ["menu", "remove", "today"], code: 64,
      message: "this deletes the menu of 2024-01-05 with its 1 set done")
  }

  @Test func menuRemoveWithYesDeletesTheMenu() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    let out = home.expectSuccess(["menu", "remove", "today", "--yes"])
    #expect(out.contains("Removed the menu of 2024-01-05 (1 workout)."))
    #expect(try home.workouts("2024-01-05").isEmpty)
    #expect(try home.exercises("2024-01-06") == ["deadlift"])
  }

  @Test func menuRemoveOfAnEmptyDateFails() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "remove", "2024-01-09", "--yes"], code: 1, message: "there is no menu on 2024-01-09")
  }
}
