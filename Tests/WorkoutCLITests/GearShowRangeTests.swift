import Foundation
import Testing

/// `gear show --avg`, `--from`, `--to`, and its JSON listing every workout.
@Suite struct GearShowRangeTests {
  @Test func showJSONListsEveryWorkout() throws {
    let home = shoeHome()
    for day in 1...12 { logRun(home, "1", date: "2023-12-\(day < 10 ? "0" : "")\(day)") }
    let detail = try #require(home.json(["gear", "show", "pegasus-40"]) as? [String: Any])
    #expect((detail["workouts"] as? [Any])?.count == 12)
    #expect(detail["moreWorkouts"] as? Int == 0)
  }

  @Test func showFromAndToPickTheMonthsAndWorkouts() throws {
    let home = shoeHome()
    logRun(home, "3", date: "2023-10-20")
    logRun(home, "4", date: "2023-11-20")
    logRun(home, "8", date: "2024-01-03")
    let detail = try #require(
      home.json(["gear", "show", "pegasus-40", "--from", "2023-11-01", "--to", "2023-12-31"])
        as? [String: Any])
    let dates = (detail["workouts"] as? [[String: Any]])?.map { $0["date"] as? String }
    #expect(dates == ["2023-11-20"])
    let months = (detail["months"] as? [[String: Any]])?.map { $0["month"] as? String }
    #expect(months == ["2023-11"])
    // The totals stay the gear's whole life: 5 before wkc + 3 + 4 + 8.
    #expect(detail["distance"] as? Double == 20)
    let text = home.expectSuccess(["gear", "show", "pegasus-40", "--from", "2023-11-01"])
    #expect(text.contains("Mon 2023-11-20"))
    #expect(!text.contains("Fri 2023-10-20"))
  }

  @Test func showAvgDrawsTheMeanOfBucketsOfMonths() {
    let home = shoeHome()
    // 3 km in Nov, none in Dec, 6 km in Jan: one bucket of 3 months, a mean of 3 km.
    logRun(home, "3", date: "2023-11-20")
    logRun(home, "6", date: "2024-01-03")
    let out = home.expectSuccess(["gear", "show", "pegasus-40", "--avg", "3"])
    #expect(out.contains("km per month (mean of 3 months)"))
    let bars = out.split(separator: "\n").filter { $0.contains("|") && $0.contains("#") }
    // One bar: its column of '#' is as high as 3 of a 3-or-more scale, so it fills rows.
    #expect(!bars.isEmpty)
    #expect(bars.allSatisfy { $0.filter { $0 == "#" }.count == 1 })
    home.expectFailure(
      ["gear", "show", "pegasus-40", "--avg", "2"], code: 64, message: "--avg must be 1, 3, 6")
  }

  @Test func showSuggestsOnlyOptionsItTakes() {
    let home = shoeHome()
    for year in 2021...2023 {
      for month in 1...12 {
        logRun(home, "1", date: "\(year)-\(month < 10 ? "0" : "")\(month)-01")
      }
    }
    home.environment["COLUMNS"] = "40"
    let out = home.expectSuccess(["gear", "show", "pegasus-40"]).replacingOccurrences(
      of: "\n", with: " ")
    #expect(out.contains("left out: --avg 3, 6 or 12 fits more in, --from and --to"))
    #expect(!out.contains("--avg 9"))
    let averaged = home.expectSuccess(["gear", "show", "pegasus-40", "--avg", "3"])
    #expect(averaged.contains("mean of 3 months"))
    home.expectSuccess(["gear", "show", "pegasus-40", "--from", "2023-01-01"])
  }
}
