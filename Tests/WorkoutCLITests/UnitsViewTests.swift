import Foundation
import Testing

/// A home whose user reads pounds and miles, with two bench press sessions (135 and 140 lb,
/// typed as bare numbers) and a 3-mile run.
private func poundsHome() -> TestHome {
  let home = TestHome()
  home.expectSuccess(["config", "set", "units", "lb"])
  home.expectSuccess(["config", "set", "distance", "mi"])
  home.expectSuccess([
    "log", "bench-press", "--date", "2024-01-01", "--sets", "3x5", "--weight", "135",
  ])
  home.expectSuccess([
    "log", "bench-press", "--date", "2024-01-03", "--set", "5x140", "--set", "5x140",
  ])
  home.expectSuccess([
    "log", "run", "--date", "2024-01-04", "--distance", "3", "--duration", "24:00",
  ])
  return home
}

/// Kilograms in a pound, exactly.
private let pound = 0.45359237

@Suite struct UnitsViewTests {
  // What a bare weight or one with a unit is stored as: AddWorkoutTests in the core.

  @Test func aBareWeightIsReadAndShownInPounds() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    let out = home.expectSuccess([
      "add", "bench-press", "--sets", "3", "--reps", "5", "--weight", "135",
    ])
    #expect(out.contains("set 1  5x135 lb"))
  }

  @Test func aWeightTypedInKilogramsIsShownInPounds() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["add", "squat", "--sets", "1", "--weight", "100kg"])
    #expect(home.expectSuccess(["menu", "show"]).contains("220.5 lb"))
  }

  @Test(arguments: [
    ["menu", "show", "2024-01-03"], ["history", "bench-press"], ["prs"], ["prs", "bench-press"],
    ["stats"], ["suggest", "bench-press"], ["chart", "bench-press"], ["history", "run"],
    ["export", "--format", "md"], ["template", "show", "push"],
  ])
  func peopleReadPoundsAndMiles(arguments: [String]) {
    let home = poundsHome()
    home.expectSuccess(["template", "save", "push", "--from", "2024-01-03"])
    let out = home.expectSuccess(arguments)
    #expect(out.contains(" lb") || out.contains(" mi") || out.contains("lb\n"), "\(out)")
    #expect(!out.contains(" kg") && !out.contains(" km") && !out.contains("/km"), "\(out)")
  }

  @Test func recordsAndSummariesAreInPounds() {
    let home = poundsHome()
    let prs = home.expectSuccess(["prs", "bench-press"])
    #expect(prs.contains("heaviest weight  5x140 lb"))
    let history = home.expectSuccess(["history", "run"])
    #expect(history.contains("3 mi"))
    #expect(history.contains("8:00 /mi"))
  }

  @Test func everyJSONStaysInKilogramsAndKilometres() throws {
    let home = poundsHome()
    let history = try #require(home.json(["history", "bench-press"]) as? [[String: Any]])
    let top = try #require(history.first?["topSet"] as? [String: Double])
    #expect(abs(top["weight"]! - 140 * pound) < 1e-9)
    let runs = try #require(home.json(["menu", "show", "2024-01-04"]) as? [String: Any])
    let workouts = try #require(runs["workouts"] as? [[String: Any]])
    let sets = try #require(workouts.first?["sets"] as? [[String: Any]])
    let actual = try #require(sets.first?["actual"] as? [String: Double])
    #expect(abs(actual["distance"]! - 3 * 1.609344) < 1e-9)
    let prs = try #require(home.json(["prs", "bench-press"]) as? [[String: Any]])
    #expect(prs.first?["maxWeight"] != nil)
    let text =
      home.expectSuccess(["prs", "--json"]) + home.expectSuccess(["history", "run", "--json"])
    #expect(!text.contains("lb") && !text.contains("mi\""))
  }

  @Test func gearDistancesAreInMiles() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "distance", "mi"])
    let added = home.expectSuccess(["gear", "add", "shoe", "--name", "Shoe", "--retire-at", "300"])
    #expect(added.contains("retire at 300 mi"))
    home.expectSuccess(["log", "run", "--distance", "5", "--duration", "40:00", "--gear", "shoe"])
    let list = home.expectSuccess(["gear", "list"])
    #expect(list.hasPrefix("id    name  mi  retire"))
    #expect(list.contains("shoe  Shoe  5   1%"))
    #expect(home.expectSuccess(["gear", "show", "shoe"]).contains("distance: 5 mi of 300 mi"))
    let json = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(abs((json.first?["retireAt"] as? Double ?? 0) - 300 * 1.609344) < 1e-6)
  }

  @Test func runTakesBareNumbersInPounds() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--reps", "5", "--weight", "135"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "5x140\n")
    #expect(out.contains("plan 5x135 lb"))
    let weight = try #require(try home.storedSets().first?.actual?["weight"])
    #expect(abs(weight - 140 * pound) < 1e-9)
  }

  @Test func wkcUnitsOverridesTheFileForOneCommand() {
    let home = poundsHome()
    home.environment["WKC_UNITS"] = "kg,km"
    let out = home.expectSuccess(["history", "bench-press"])
    #expect(out.contains("5x63.5 kg"))
  }
}

@Suite struct UnitsEdgeTests {
  @Test func catalogShowGivesTheIncrementProgressionUsesInPounds() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "lb"
    #expect(home.expectSuccess(["catalog", "show", "bench-press"]).contains("increment  5 lb"))
    #expect(home.expectSuccess(["catalog", "show", "squat"]).contains("increment  10 lb"))
  }

  @Test func gearLimitsAreToldInMiles() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "mi"
    home.expectFailure(
      ["gear", "add", "x", "--name", "X", "--retire-at", "0.3"], code: 65,
      message: "the retire distance must be between 0.621 mi and 621371.192 mi, not 0.3 mi")
  }

  @Test func aGPXSummaryGivesTheDistanceInMiles() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "mi"
    let out = home.expectSuccess(["import", gpxFolder + "/strava-run.gpx"])
    #expect(out.hasPrefix("Read a GPX export (GPX 1.1, 2.18 mi in 20:00, run (type 9))."))
  }

  @Test func unitSaysTheDistanceUnitOfAFileThatDoesNot() throws {
    let home = TestHome()
    let file = home.home + "/strong.csv"
    try Data(
      """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2024-01-02 07:10:00,"Mixed",30m,"Bench Press (Barbell)",1,135,5,0,0,,,
      2024-01-02 07:10:00,"Mixed",30m,"Running",1,0,0,5,1800,,,

      """.utf8
    ).write(to: URL(fileURLWithPath: file))
    let out = home.expectSuccess(["import", file, "--unit", "lb,km"])
    #expect(out.contains("weights in lb"))
    let menu = try #require(home.json(["menu", "show", "2024-01-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    let run = try #require(workouts.first { $0["exercise"] as? String == "run" })
    let sets = try #require(run["sets"] as? [[String: Any]])
    #expect((sets.first?["actual"] as? [String: Double])?["distance"] == 5)
    home.expectFailure(
      ["import", file, "--unit", "lb,kg"], code: 64, message: "--unit takes kg or lb, km or mi")
  }

  @Test func aRecordThatReadsLikeTheOldOneGetsMoreDecimals() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "lb"
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "5x135"])
    let out = home.expectSuccess(["log", "bench-press", "--set", "5x61.25kg"])
    #expect(out.contains("heaviest weight 135.03 lb (was 135 lb)"))
  }

  @Test func wkcUnitsMayNameEachUnitOnce() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "lb,kg"
    home.expectFailure(["menu", "show"], code: 64, message: "each once")
  }

  @Test func theRunPromptShowsATypedSetInPounds() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "lb"
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--reps", "5", "--weight", "135"])
    let outcome = home.run(arguments: ["run", "--no-timer"], stdin: "5xx\n\n")
    #expect(outcome.stderr.contains("a set like 8x135, reps=8"))
  }
}
