import Foundation
import Testing

/// A Strong export of two runs, 5 and 12 km.
let strongRuns = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"Easy",30m,"Running",1,0,0,5,1800,,,
  2024-01-03 07:10:00,"Long",1h 10m,"Running",1,0,0,12,4200,,,

  """

/// A home with Pegasus 40 (retire at 20 km, 5 km before wkc) as the default of runs.
func shoeHome() -> TestHome {
  let home = TestHome()
  home.expectSuccess([
    "gear", "add", "pegasus-40", "--name", "Pegasus 40", "--retire-at", "20", "--start-distance",
    "5", "--for", "run,trail-run",
  ])
  home.expectSuccess(["gear", "default", "pegasus-40"])
  return home
}

/// The gear of each workout of a date, as `menu show --json` gives it.
func gear(on date: String, in home: TestHome) -> [String?] {
  let menu = home.json(["menu", "show", date]) as? [String: Any]
  return (menu?["workouts"] as? [[String: Any]])?.map { $0["gear"] as? String } ?? []
}

@discardableResult
func logRun(
  _ home: TestHome, _ km: String, date: String = "2024-01-05", _ more: [String] = []
)
  -> Outcome
{
  home.run(arguments: ["log", "run", "--date", date, "--distance", km, "--duration", "30m"] + more)
}

// MARK: - gear add, list, show

@Suite struct GearAddListShowTests {
  @Test func addingGearSaysWhatWasAdded() {
    let home = TestHome()
    let out = home.expectSuccess([
      "gear", "add", "pegasus-40", "--name", "Pegasus 40", "--retire-at", "500mi",
    ])
    #expect(out.hasPrefix("Added Pegasus 40 (pegasus-40, shoes), retire at 804.7 km."))
    #expect(home.file("gear.json")?.contains("\"retireAt\": 804.672") == true)
  }

  @Test(arguments: [
    (["gear", "add", "Pegasus", "--name", "P"], Int32(64), "'Pegasus' is not a gear id"),
    (
      ["gear", "add", "none", "--name", "P"], 64,
      "'none' is not a gear id: --gear none means no gear"
    ),
    (
      ["gear", "add", "p", "--name", "P", "--retire-at", "far"], 64,
      "--retire-at: 'far' is not a distance"
    ),
    (
      ["gear", "add", "p", "--name", "P", "--kind", "shoe"], 64,
      "unknown kind 'shoe'; did you mean 'shoes'?"
    ),
    (["gear", "add", "p", "--name", "P", "--for", "runn1ng"], 65, "unknown exercise 'runn1ng'"),
    (["gear", "add", "p", "--name", ""], 65, "a gear name is 1 to 100 characters"),
    (["gear", "add", "p"], 64, "--name"),
  ])
  func badAddsAreRefusedWithTheStoreUnchanged(arguments: [String], code: Int32, message: String) {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(arguments, code: code, message: message)
  }

  @Test func addingAnIdThatIsTakenIsRefused() {
    let home = shoeHome()
    home.expectFailure(
      ["gear", "add", "pegasus-40", "--name", "Other"], code: 1,
      message: "there is already gear 'pegasus-40'")
  }

  @Test func listShowsDistanceShareUsesAndDates() {
    let home = shoeHome()
    logRun(home, "8", date: "2024-01-03")
    logRun(home, "4")
    let out = home.expectSuccess(["gear", "list"])
    #expect(
      out.contains("id          name        km  retire  uses  first       last        status"))
    #expect(
      out.contains("pegasus-40  Pegasus 40  17  85%     2     2024-01-03  2024-01-05  in use"))
  }

  @Test func listWithNoGearSaysHowToAddSome() {
    #expect(TestHome().expectSuccess(["gear", "list"]).hasPrefix("No gear yet."))
  }

  @Test func retiredGearIsHiddenAndCountedUnlessAll() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "old", "--name", "Old pair"])
    home.expectSuccess(["gear", "retire", "old"])
    let out = home.expectSuccess(["gear", "list"])
    #expect(!out.contains("Old pair"))
    #expect(out.contains("1 retired not shown; --all lists them."))
    #expect(home.expectSuccess(["gear", "list", "--all"]).contains("retired 2024-01-05"))
  }

  @Test func listJSONHasEachGearWithItsTotals() throws {
    let home = shoeHome()
    logRun(home, "8")
    let list = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(list.count == 1)
    #expect(list[0]["id"] as? String == "pegasus-40")
    #expect(list[0]["distance"] as? Double == 13)
    #expect(list[0]["uses"] as? Int == 1)
    #expect(list[0]["pastRetire"] as? Bool == false)
    #expect(list[0]["for"] as? [String] == ["run", "trail-run"])
  }

  @Test func showHasTotalsAChartAndTheWorkoutsNewestFirst() throws {
    let home = shoeHome()
    logRun(home, "3", date: "2023-11-20")
    logRun(home, "8", date: "2024-01-03")
    let out = home.expectSuccess(["gear", "show", "pegasus-40"])
    #expect(out.hasPrefix("Pegasus 40 (pegasus-40, shoes)\n  distance: 16 km of 20 km (80%)"))
    #expect(out.contains("km per month"))
    #expect(out.contains("2023-11"))
    let newest = try #require(out.range(of: "Wed 2024-01-03  Run       8"))
    let oldest = try #require(out.range(of: "Mon 2023-11-20  Run       3"))
    #expect(newest.lowerBound < oldest.lowerBound)
  }

  @Test func showCapsTheWorkoutsListed() {
    let home = shoeHome()
    for day in 1...12 { logRun(home, "1", date: "2023-12-\(day < 10 ? "0" : "")\(day)") }
    #expect(home.expectSuccess(["gear", "show", "pegasus-40"]).contains("...and 2 more"))
    #expect(home.run("gear show pegasus-40", terminal: true).stdout.contains("…and 2 more"))
  }

  @Test func showFindsGearByItsName() throws {
    let home = shoeHome()
    let detail = try #require(home.json(["gear", "show", "Pegasus 40"]) as? [String: Any])
    #expect(detail["id"] as? String == "pegasus-40")
    #expect(detail["months"] as? [Any] != nil)
    #expect(detail["workouts"] as? [Any] != nil)
  }

  @Test(arguments: ["show", "edit", "retire", "remove"])
  func namingUnknownGearIsNotFound(command: String) {
    let home = shoeHome()
    var arguments = ["gear", command, "pegasus"]
    if command == "edit" { arguments += ["--name", "X"] }
    home.expectFailure(
      arguments, code: 1, message: "no gear is named 'pegasus'; did you mean 'pegasus-40'?")
  }
}

// MARK: - gear edit, retire, remove, default, check

@Suite struct GearChangeTests {
  @Test func editChangesWhatIsGivenOnly() throws {
    let home = shoeHome()
    home.expectSuccess(["gear", "edit", "pegasus-40", "--retire-at", "700", "--note", "blue"])
    let list = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(list[0]["retireAt"] as? Double == 700)
    #expect(list[0]["note"] as? String == "blue")
    #expect(list[0]["name"] as? String == "Pegasus 40")
    home.expectSuccess(["gear", "edit", "pegasus-40", "--no-retire-at"])
    #expect(home.file("gear.json")?.contains("\"retireAt\": null") == true)
  }

  @Test(arguments: [
    (["gear", "edit", "pegasus-40"], Int32(64), "nothing to change"),
    (["gear", "edit", "pegasus-40", "--retire-at", "1", "--no-retire-at"], 64, "contradict"),
    (["gear", "edit", "pegasus-40", "--start-distance", "-3"], 64, "is not a distance"),
  ])
  func badEditsAreRefused(arguments: [String], code: Int32, message: String) {
    shoeHome().expectFailure(arguments, code: code, message: message)
  }

  @Test func retiringDropsTheDefaultsAndSaysSo() {
    let home = shoeHome()
    let out = home.expectSuccess(["gear", "retire", "pegasus-40"])
    #expect(out.contains("It is no longer the default of run, trail-run."))
    logRun(home, "5")
    #expect(gear(on: "2024-01-05", in: home) == [nil])
  }

  @Test func retiringTwiceIsRefusedAndUndoPutsItBack() {
    let home = shoeHome()
    home.expectSuccess(["gear", "retire", "pegasus-40"])
    home.expectFailure(
      ["gear", "retire", "pegasus-40"], code: 1, message: "pegasus-40 was retired on 2024-01-05")
    #expect(
      home.expectSuccess(["gear", "retire", "pegasus-40", "--undo"]).contains("in use again"))
    home.expectFailure(
      ["gear", "retire", "pegasus-40", "--undo"], code: 1, message: "pegasus-40 is not retired")
  }

  @Test func removingGearInUseIsRefusedWithoutYes() {
    let home = shoeHome()
    logRun(home, "5")
    home.expectFailure(
      ["gear", "remove", "pegasus-40"], code: 1,
      message: "1 workout uses pegasus-40; add --yes to unlink the workouts and remove it")
  }

  @Test func removingWithYesUnlinksTheWorkouts() {
    let home = shoeHome()
    logRun(home, "5", date: "2023-12-30")
    logRun(home, "5")
    let out = home.expectSuccess(["gear", "remove", "pegasus-40", "--yes"])
    #expect(out == "Removed Pegasus 40; unlinked 2 workouts.\n")
    #expect(gear(on: "2023-12-30", in: home) == [nil])
    #expect(gear(on: "2024-01-05", in: home) == [nil])
    #expect(home.file("gear.json") == nil)
  }

  @Test func defaultListsSetsAndClears() {
    let home = shoeHome()
    #expect(home.expectSuccess(["gear", "default"]).contains("run        pegasus-40 (Pegasus 40)"))
    home.expectSuccess(["gear", "default", "--clear", "run"])
    #expect(!home.expectSuccess(["gear", "default"]).contains("run        "))
    let json = home.json(["gear", "default", "pegasus-40", "--for", "walk"]) as? [String: String]
    #expect(json == ["trail-run": "pegasus-40", "walk": "pegasus-40"])
  }

  @Test(arguments: [
    (["gear", "default", "--clear", "walk"], Int32(1), "walk has no default gear"),
    (["gear", "default", "--clear", "wakl"], 65, "unknown exercise 'wakl'"),
    (["gear", "default", "--for", "run"], 64, "--for needs the gear"),
    (["gear", "default", "ghost"], 1, "no gear is named 'ghost'"),
  ])
  func badDefaultsAreRefused(arguments: [String], code: Int32, message: String) {
    shoeHome().expectFailure(arguments, code: code, message: message)
  }

  @Test func aDefaultWithoutExercisesNeedsFor() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "bike", "--name", "Bike", "--kind", "bike"])
    home.expectFailure(
      ["gear", "default", "bike"], code: 65, message: "bike is meant for no exercise")
  }

  @Test func checkExitsZeroWhenNoGearIsPastItsRetireDistance() {
    let home = shoeHome()
    let outcome = home.run("gear check")
    #expect(outcome.code == 0)
    #expect(outcome.stdout.isEmpty)
  }

  @Test func checkExitsOneNamingGearPastItsRetireDistance() {
    let home = shoeHome()
    logRun(home, "16")
    let outcome = home.run("gear check")
    #expect(outcome.code == 1)
    #expect(
      outcome.stdout
        == "pegasus-40: Pegasus 40 has gone 21 km, past its retire distance of 20 km\n")
    #expect(outcome.stderr.isEmpty)
    let json = home.run(arguments: ["gear", "check", "--json"])
    #expect(json.code == 1)
    #expect(json.stdout.contains("\"pastRetire\": true"))
  }

  @Test func checkLeavesOutRetiredGear() {
    let home = shoeHome()
    logRun(home, "16")
    home.expectSuccess(["gear", "retire", "pegasus-40"])
    #expect(home.run("gear check").code == 0)
  }
}

// MARK: - Gear of workouts

@Suite struct WorkoutGearTests {
  @Test func menuShowNamesTheGear() {
    let home = shoeHome()
    logRun(home, "5")
    #expect(home.expectSuccess(["menu", "show"]).contains("1  Run (Pegasus 40)  1"))
  }

  @Test(arguments: [
    ["log", "run", "--distance", "5", "--gear", "pegasus"],
    ["add", "run", "--gear", "pegasus"],
    ["import", "-", "--gear", "pegasus"],
    ["run", "--gear", "pegasus"],
  ])
  func unknownGearIsInvalidDataWithTheStoreUnchanged(arguments: [String]) {
    let home = shoeHome()
    home.expectSuccess(["add", "run", "--distance", "5"])
    home.expectFailure(
      arguments, code: 65, message: "no gear is named 'pegasus'; did you mean 'pegasus-40'?",
      stdin: strongRuns)
  }

  @Test func unknownGearOnEditAndRecordIsRefused() {
    let home = shoeHome()
    home.expectSuccess(["add", "run", "--distance", "5"])
    home.expectFailure(["edit", "run", "--gear", "x2"], code: 65, message: "no gear is named 'x2'")
    home.expectFailure(
      ["record", "run", "--gear", "x2"], code: 65, message: "no gear is named 'x2'")
  }

  @Test func editSetsTheGearAndNoneOptsOut() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectSuccess(["add", "run", "--distance", "5"])
    home.expectSuccess(["edit", "run", "--gear", "trail"])
    #expect(gear(on: "2024-01-05", in: home) == ["trail"])
    home.expectSuccess(["edit", "run", "--gear", "none"])
    #expect(gear(on: "2024-01-05", in: home) == ["none"])
  }

  @Test func retiredGearIsAllowedWithANote() {
    let home = shoeHome()
    home.expectSuccess(["gear", "retire", "pegasus-40"])
    let outcome = logRun(home, "5", ["--gear", "pegasus-40"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr == "wkc: note: Pegasus 40 was retired on 2024-01-05\n")
    #expect(gear(on: "2024-01-05", in: home) == ["pegasus-40"])
  }

  @Test func crossingTheRetireDistanceWarnsOnce() {
    let home = shoeHome()
    #expect(logRun(home, "10").stderr.isEmpty)
    let crossing = logRun(home, "6")
    #expect(
      crossing.stderr
        == "wkc: warning: Pegasus 40 has gone 21 km, past its retire distance of 20 km\n")
    #expect(logRun(home, "1").stderr.isEmpty)
    #expect(home.expectSuccess(["gear", "list"]).contains("retire now"))
  }

  @Test func menuPutCarriesGearAndRefusesUnknownGear() {
    let home = shoeHome()
    let put =
      #"{"workouts":[{"exercise":"run","gear":"pegasus-40","sets":[{"planned":{"distance":5}}]}]}"#
    home.expectSuccess(["menu", "put", "2024-01-06", "--file", "-"], stdin: put)
    #expect(gear(on: "2024-01-06", in: home) == ["pegasus-40"])
    home.expectFailure(
      ["menu", "put", "2024-01-07", "--file", "-"], code: 65,
      message: "no gear is named 'pegasus-4'; did you mean 'pegasus-40'?",
      stdin: put.replacingOccurrences(of: "pegasus-40", with: "pegasus-4"))
  }

  @Test func runGivesTheDefaultAtTheFirstResultAndSaysSo() {
    let home = TestHome()
    home.expectSuccess(["gear", "add", "pegasus-40", "--name", "Pegasus 40", "--for", "run"])
    home.expectSuccess(["add", "run", "--distance", "5", "--duration", "30m"])
    home.expectSuccess(["gear", "default", "pegasus-40"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(out.contains("gear pegasus-40 (Pegasus 40) for Run"))
    #expect(gear(on: "2024-01-05", in: home) == ["pegasus-40"])
  }

  @Test func runGearSetsTheGearOfEveryWorkoutItRecords() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectSuccess(["add", "run", "--distance", "5", "--duration", "30m"])
    home.expectSuccess(["run", "--as-planned", "--gear", "trail"])
    #expect(gear(on: "2024-01-05", in: home) == ["trail"])
  }

  @Test func importGivesDefaultsOrTheGearGiven() {
    let home = shoeHome()
    home.expectSuccess(["import", "-"], stdin: strongRuns)
    #expect(gear(on: "2024-01-02", in: home) == ["pegasus-40"])
    let other = shoeHome()
    other.expectSuccess(["import", "-", "--gear", "none"], stdin: strongRuns)
    #expect(gear(on: "2024-01-03", in: other) == ["none"])
  }

  @Test func importWarnsWhenItCrossesARetireDistance() {
    let home = shoeHome()
    let outcome = home.run(arguments: ["import", "-"], stdin: strongRuns)
    #expect(outcome.code == 0)
    #expect(outcome.stderr.contains("Pegasus 40 has gone 22 km, past its retire distance of 20 km"))
  }

  @Test func theWkcExportCarriesGearAndImportsItBack() throws {
    let home = shoeHome()
    logRun(home, "5")
    let export = home.expectSuccess(["export"])
    #expect(export.contains("\"gear\": {"))
    let other = TestHome()
    other.expectSuccess(["import", "-"], stdin: export)
    #expect(other.file("gear.json") == home.file("gear.json"))
    #expect(gear(on: "2024-01-05", in: other) == ["pegasus-40"])
    other.expectFailure(
      ["import", "-", "--gear", "pegasus-40"], code: 64, message: "a wkc export keeps its gear",
      stdin: export)
  }
}

// MARK: - The gear file

@Suite struct GearFileCommandTests {
  @Test func aCorruptGearFileStopsEveryCommandThatReadsItWithTheStoreUnchanged() {
    let home = shoeHome()
    home.write("gear.json", "{\n  \"gear\": [\n    {\"id\": 3}\n  ],\n  \"version\": 1\n}\n")
    for arguments in [
      ["gear", "list"], ["log", "run", "--distance", "5"], ["add", "run"], ["export"],
    ] {
      home.expectFailure(arguments, code: 74, message: "gear.json: line 3, column 12")
    }
  }

  @Test func aGearFileOfANewerVersionIsRefused() {
    let home = shoeHome()
    home.write("gear.json", #"{"gear": [], "shoes": {}, "version": 3}"#)
    home.expectFailure(
      ["gear", "add", "x", "--name", "X"], code: 74,
      message: "version 3 is newer than this wkc reads (2); update wkc")
  }

  @Test func editForReplacesTheExercisesGearIsMeantFor() throws {
    let home = shoeHome()
    home.expectSuccess(["gear", "edit", "pegasus-40", "--for", "walk", "--for", "ハイキング"])
    let list = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(list[0]["for"] as? [String] == ["walk", "hike"])
  }

  @Test func importingAnExportIntoAHomeWithGearAddsTheGearItLacks() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    let export = home.expectSuccess(["export"])
    let other = TestHome()
    other.expectSuccess(["gear", "add", "bike", "--name", "Bike", "--kind", "bike"])
    other.expectSuccess(["import", "-"], stdin: export)
    let ids = (other.json(["gear", "list"]) as? [[String: Any]])?.map { $0["id"] as? String }
    #expect(ids == ["bike", "pegasus-40", "trail"])
    let defaults = other.json(["gear", "default"]) as? [String: String]
    #expect(defaults?["run"] == "pegasus-40")
  }
}

// MARK: - GPX and Apple Health

/// A GPX 1.1 track of two points 1.11 km apart on 2023-12-10.
private let gpxTrack = """
  <?xml version="1.0" encoding="UTF-8"?>
  <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
   <trk><name>Test Run</name><trkseg>
  <trkpt lat="48.0" lon="11.0"><time>2023-12-10T06:00:00Z</time></trkpt>
  <trkpt lat="48.01" lon="11.0"><time>2023-12-10T06:05:00Z</time></trkpt>
   </trkseg></trk>
  </gpx>
  """

@Suite struct GPXGearTests {
  private func writeTrack(_ home: TestHome) -> String {
    let path = home.home + "/run.gpx"
    try! Data(gpxTrack.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aGPXRunGetsTheDefaultGear() {
    let home = shoeHome()
    home.expectSuccess(["import", writeTrack(home)])
    #expect(gear(on: "2023-12-10", in: home) == ["pegasus-40"])
  }

  @Test func aGPXRunGetsTheGearGiven() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectSuccess(["import", writeTrack(home), "--gear", "trail"])
    #expect(gear(on: "2023-12-10", in: home) == ["trail"])
  }

  @Test func unknownGearStopsAGPXImportWithTheStoreUnchanged() {
    let home = shoeHome()
    home.expectFailure(
      ["import", writeTrack(home), "--gear", "trial"], code: 65,
      message: "no gear is named 'trial'")
  }
}

@Suite struct AppleHealthGearTests {
  static let export = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "WorkoutCoreTests/Fixtures/Import/apple-health-old.xml"
    ).path

  @Test func appleHealthRunsGetTheDefaultGearAndCrossingsAreWarned() {
    let home = shoeHome()
    home.now = 1_767_225_600  // 2026-01-01: the export is in the past.
    home.expectSuccess(["gear", "edit", "pegasus-40", "--retire-at", "8"])
    let outcome = home.run(arguments: ["import", Self.export])
    #expect(outcome.code == 0, "\(outcome.stderr)")
    #expect(gear(on: "2016-11-05", in: home) == ["pegasus-40"])
    #expect(gear(on: "2016-11-08", in: home) == [nil])
    #expect(outcome.stderr.contains("Pegasus 40 has gone"))
    #expect(
      outcome.stdout.contains(
        "Gave pegasus-40 to 1 workout (--gear none imports without gear)."))
  }

  @Test func theJSONSummaryCountsTheGearGiven() throws {
    let home = shoeHome()
    home.now = 1_767_225_600

    let out = home.expectSuccess(["import", Self.export, "--dry-run", "--json"])

    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(summary["gear"] as? [String: Int] == ["pegasus-40": 1])
  }
}
