import Foundation
import Testing

/// A FitNotes body tracker export written from FORMATS.md §3 (`Date,Time,Measurement,Value,
/// Unit`, `2018-07-30,12:18:42,Bodyweight,167.0,lbs`): every unit the tracker can give (lbs,
/// kgs, %, cm, in), two weights on one date (the later wins), and a measurement wkc has no
/// measure of (Left Calf, a length of the user's own).
let fitNotesBodyCSV = """
  Date,Time,Measurement,Value,Unit
  2023-12-28,07:30:00,Bodyweight,176.0,lbs
  2023-12-29,07:10:00,Bodyweight,80.2,kgs
  2023-12-29,21:45:10,Bodyweight,80.9,kgs
  2023-12-29,07:11:00,Body Fat,18.5,%
  2023-12-30,08:00:00,Waist,86.5,cm
  2023-12-30,08:01:00,Chest,40.0,in
  2023-12-30,08:02:00,Left Calf,15.0,in

  """

@Suite struct BodyLogTests {
  let home = TestHome()

  @Test func aBareNumberIsBodyWeightInTheUsersUnitAndTheChangeIsSinceTheEntryBefore() throws {
    home.expectSuccess(["body", "83.4", "--date", "2024-01-01"])
    let out = home.expectSuccess(["body", "82.5"])
    // 82.5 - 83.4 = -0.9
    #expect(out == "Logged 2024-01-05: weight 82.5 kg (-0.9 kg since 2024-01-01).\n")
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["body", "180", "--date", "2024-01-04"])
    let file = try #require(home.file("body.json"))
    // 180 lb = 180 × 0.45359237 kg = 81.6466266 kg, kept canonical
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    let values = try #require(entries[1]["values"] as? [String: Double])
    #expect(abs(values["weight"]! - 180 * 0.45359237) < 1e-9)
  }

  @Test func optionsAndNamedValuesLogOneEntryPerDateKeepingTheOthers() throws {
    home.expectSuccess(["body", "--weight", "82.5", "--fat", "18.5", "--waist", "84"])
    home.expectSuccess(["body", "log", "waist=83", "neck=40cm"])
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let entries = try #require(list["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(
      entries[0]["values"] as? [String: Double]
        == ["weight": 82.5, "fat": 18.5, "waist": 83, "neck": 40])
  }

  @Test func inchesFollowMilesAndAnOwnMeasureTakesItsUnitTheFirstTime() throws {
    home.expectSuccess(["config", "set", "distance", "mi"])
    let out = home.expectSuccess(["body", "waist=33", "calf=15in"])
    #expect(out.contains("waist 33 in"))
    #expect(out.contains("New measure of your own: calf, in in."))
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let values = try #require(
      (list["entries"] as? [[String: Any]])?.first?["values"] as? [String: Double])
    // 33 in × 2.54 = 83.82 cm; 15 in × 2.54 = 38.1 cm
    #expect(abs(values["waist"]! - 83.82) < 1e-9)
    #expect(abs(values["calf"]! - 38.1) < 1e-9)
    // Known now: a bare number is in the user's unit.
    home.expectSuccess(["body", "calf=15.5"])
  }

  @Test func withoutAValueTheLatestOfEachMeasureAndItsChangeAreShown() throws {
    home.expectSuccess(["body", "83", "--date", "2024-01-01", "--waist", "86"])
    home.expectSuccess(["body", "82.4", "--date", "2024-01-04"])
    let out = home.expectSuccess(["body"])
    #expect(out.contains("weight   82.4 kg  2024-01-04  -0.6 kg  2024-01-01"))
    #expect(out.contains("waist    86 cm    2024-01-01"))
    let json = try #require(home.json(["body"]) as? [String: Any])
    let latest = try #require(json["latest"] as? [[String: Any]])
    #expect(latest[0]["measure"] as? String == "weight")
    // 82.4 - 83 = -0.6 (within a double's rounding)
    #expect(abs((latest[0]["change"] as? Double ?? 0) + 0.6) < 1e-9)
  }

  @Test func removeTakesAnEntryOrSomeOfItsValuesAndUndoPutsItBack() throws {
    home.expectSuccess(["body", "82.5", "--waist", "84"])
    #expect(home.expectSuccess(["body", "remove", "2024-01-05", "waist"]).contains("waist 84 cm"))
    home.expectSuccess(["undo"])
    home.expectSuccess(["body", "remove", "2024-01-05"])
    #expect(home.file("body.json") == nil)
    home.expectSuccess(["undo"])
    #expect(home.file("body.json")?.contains("\"waist\": 84") == true)
  }

  @Test func chartDrawsTheMeasureInTheUsersUnits() {
    home.expectSuccess(["body", "83", "--date", "2024-01-01"])
    home.expectSuccess(["body", "82", "--date", "2024-01-05"])
    let out = home.expectSuccess(["body", "chart", "--avg", "1"])
    #expect(out.hasPrefix("Weight - kg\n"))
    let json = home.json(["body", "chart", "--from", "2024-01-01"]) as? [String: Any]
    let points = json?["points"] as? [[String: Any]] ?? []
    // 5 days, the gap carried: 83 83 83 83 82
    #expect(points.compactMap { $0["value"] as? Double } == [83, 83, 83, 83, 82])
  }

  @Test func averagedChartsSayTheyAreMeansInTheTitle() {
    home.expectSuccess(["body", "83", "--date", "2024-01-01"])
    home.expectSuccess(["body", "82", "--date", "2024-01-05"])
    let body = home.expectSuccess(["body", "chart", "--avg", "3"])
    #expect(body.hasPrefix("Weight - kg (mean of 3 days)\n"), "\(body)")
    home.expectSuccess(["log", "squat", "--date", "2024-01-02", "--set", "5x100"])
    home.expectSuccess(["log", "squat", "--date", "2024-01-04", "--set", "5x105"])
    let chart = home.expectSuccess(["chart", "squat", "--avg", "3"])
    #expect(chart.hasPrefix("Squat - top set weight, kg (mean of 3 days)\n"), "\(chart)")
    // Averaged on its own to fit a narrow terminal, it says so too.
    for day in 1...28 {
      home.expectSuccess([
        "log", "bench-press", "--date", "2023-12-\(day < 10 ? "0" : "")\(day)", "--set", "5x60",
      ])
    }
    home.environment["COLUMNS"] = "40"
    let narrow = home.expectSuccess(["chart", "bench-press"])
    #expect(
      narrow.hasPrefix("Bench Press - top set weight, kg\n  (mean of 3 days)\n"), "\(narrow)")
  }

  // MARK: - Refusals

  @Test func badInputIsRefusedAndChangesNothing() {
    home.expectSuccess(["body", "82.5"])
    home.expectFailure(["body", "abc"], code: 64, message: "weight 'abc' is not a weight")
    home.expectFailure(["body", "84cm"], code: 64, message: "weight '84cm' is not a weight")
    home.expectFailure(["body", "5000"], code: 65, message: "weight must be between 1 and 1000 kg")
    home.expectFailure(["body", "calf=38"], code: 65, message: "a new one needs its unit")
    home.expectFailure(["body", "Bad_Name=3cm"], code: 65, message: "cannot name a measure")
    home.expectFailure(
      ["body", "--fat", "140"], code: 65, message: "fat must be between 0 and 100")
    home.expectFailure(
      ["body", "remove", "2023-01-01"], code: 1, message: "no body entry on 2023-01-01")
    home.expectFailure(["body", "82", "--date", "2024-01-06"], code: 64, message: "after today")
    // Charting a measure that does not exist lists those there are (exit 1, as ExitCodes.md
    // says of a thing that does not exist), not how to define one.
    home.expectFailure(
      ["body", "chart", "nope"], code: 1,
      message: "no body measure is named 'nope'; the measures with values are weight")
    home.expectFailure(
      ["body", "remove", "today", "waist"], code: 1, message: "has no waist")
  }

  @Test func aBrokenBodyFileIsRefusedNamingItAndNeverOverwritten() {
    home.write(
      "body.json",
      "{\"entries\": [{\"date\": \"2024-01-01\", \"values\": {\"weight\": -3}}], \"version\": 1}")
    home.expectFailure(["body", "82"], code: 74, message: "body.json")
    let doctor = home.run("doctor")
    #expect(doctor.code == 1)
    #expect(doctor.stdout.contains("body.json"))
  }
}

@Suite struct BodyImportTests {
  let home = TestHome()

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aFitNotesBodyTrackerExportImportsEveryUnitAndFoldsADatesValues() throws {
    let file = writeInput("FitNotes_BodyTracker.csv", fitNotesBodyCSV)
    let dry = home.expectSuccess(["import", file, "--dry-run"])
    #expect(dry.contains("Would add 6 body values on 3 dates."))
    #expect(home.file("body.json") == nil)
    let out = home.expectSuccess(["import", file])
    #expect(out.contains("Added 6 body values on 3 dates."))
    #expect(out.contains("Folded 1 body value into the last of the same date and measure."))
    #expect(out.contains("Added 1 body measure of your own: left-calf (length)"))
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let entries = try #require(list["entries"] as? [[String: Any]])
    let values = entries.map { $0["values"] as? [String: Double] ?? [:] }
    // 176 lb × 0.45359237 = 79.83225712 kg
    #expect(abs(values[0]["weight"]! - 176 * 0.45359237) < 1e-9)
    // 21:45 is the later of 2023-12-29's two weights
    #expect(values[1]["weight"] == 80.9)
    #expect(values[1]["fat"] == 18.5)
    #expect(values[2]["waist"] == 86.5)
    // 40 in × 2.54 = 101.6 cm; 15 in × 2.54 = 38.1 cm
    #expect(abs(values[2]["chest"]! - 101.6) < 1e-9)
    #expect(abs(values[2]["left-calf"]! - 38.1) < 1e-9)
    let again = home.expectSuccess(["import", file])
    #expect(again.contains("Already there: 6 body values, left alone."))
  }

  @Test func aDifferentValueIsKeptUnlessReplaceAndJSONCountsThem() throws {
    home.expectSuccess(["body", "81", "--date", "2023-12-29"])
    let file = writeInput("body.csv", fitNotesBodyCSV)
    let json = try #require(home.json(["import", file]) as? [String: Any])
    let body = try #require(json["body"] as? [String: Any])
    #expect(body["read"] as? Int == 7)
    #expect(body["folded"] as? Int == 1)
    #expect(body["kept"] as? Int == 1)
    #expect(body["added"] as? Int == 5)
    let list = home.json(["body", "list"]) as? [String: Any]
    let entries = list?["entries"] as? [[String: Any]] ?? []
    #expect((entries[1]["values"] as? [String: Double])?["weight"] == 81)
    home.expectSuccess(["import", file, "--replace"])
    let after = home.json(["body", "list"]) as? [String: Any]
    #expect(
      ((after?["entries"] as? [[String: Any]])?[1]["values"] as? [String: Double])?["weight"]
        == 80.9)
  }

  @Test func theJSONExportCarriesBodyJSONAndImportsItBackByteForByte() throws {
    home.expectSuccess(["body", "82.5", "--date", "2024-01-01", "calf=38.5cm"])
    let document = home.expectSuccess(["export"])
    let other = TestHome()
    let file = other.home + "/export.json"
    try Data(document.utf8).write(to: URL(fileURLWithPath: file))
    #expect(other.expectSuccess(["import", file]).contains("Added 2 body values on 1 date."))
    #expect(other.file("body.json") == home.file("body.json"))
  }

  @Test func aBodyRowWithAnUnknownUnitIsRefusedNamingItsLineAndEveryUnitTaken() {
    let file = writeInput(
      "body.csv", "Date,Time,Measurement,Value,Unit\n2023-12-28,07:30:00,Bodyweight,176,stone\n")
    home.expectFailure(["import", file], code: 65, message: "line 2")
    let out = home.run(arguments: ["import", file])
    #expect(out.stderr.contains("is not lbs, lb, kgs, kg, %, cm, in or m"), "\(out.stderr)")
  }

  @Test func aValueFarFromTheOthersOfItsMeasureIsLeftOutWithTheReason() throws {
    // 2000 lb is 907.2 kg, about 11 times the median of the four weights (≈ 82 kg).
    let file = writeInput(
      "body.csv",
      """
      Date,Time,Measurement,Value,Unit
      2026-11-18,07:10:00,Bodyweight,181.0,lbs
      2026-11-19,07:10:00,Bodyweight,180.4,lbs
      2026-11-20,07:10:00,Bodyweight,182.2,lbs
      2026-11-21,07:10:00,Bodyweight,2000,lbs
      2026-11-21,07:11:00,Waist,84,cm

      """)
    let dry = home.expectSuccess(["import", file, "--dry-run"])
    #expect(dry.contains("Would add 4 body values on 4 dates."), "\(dry)")
    #expect(dry.contains("Skipped 1 row: body value over 3 times"), "\(dry)")
    #expect(dry.contains("line 5"), "\(dry)")
    let out = home.expectSuccess(["import", file])
    #expect(out.contains("Skipped 1 row: body value over 3 times"), "\(out)")
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let entries = try #require(list["entries"] as? [[String: Any]])
    let weights = entries.compactMap { ($0["values"] as? [String: Double])?["weight"] }
    #expect(weights.count == 3)
    #expect(weights.allSatisfy { $0 < 100 })
  }

  @Test func oneValueKeptSaysDiffers() {
    home.expectSuccess(["body", "81", "--date", "2023-12-29"])
    let out = home.expectSuccess(["import", writeInput("body.csv", fitNotesBodyCSV)])
    #expect(out.contains("Kept 1 body value of yours that differs from the file's"), "\(out)")
  }
}
