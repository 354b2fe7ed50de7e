import Foundation
import Testing

/// The line of `text` that starts with `prefix`, or "".
private func line(_ text: String, _ prefix: String) -> String {
  text.split(separator: "\n").map(String.init).first { $0.hasPrefix(prefix) } ?? ""
}

/// Issue 23, items 14 and 15: cardio records are of one workout, announced by `log`, and shown
/// in each activity's measure in `prs` and `stats`.
@Suite struct CardioRecordsCommandTests {
  @Test func twoRunsOfOneDayAreNot24KilometresAndLogAnnouncesTheRunsOwnRecords() {
    let home = TestHome()
    home.expectSuccess([
      "log", "run", "--date", "2024-01-01", "--distance", "12", "--duration", "1h",
    ])
    let long = home.expectSuccess(
      ["log", "run", "--date", "2024-01-02", "--distance", "16", "--duration", "1h30m"])
    #expect(long.contains("longest distance 16 km (was 12 km)"))
    // The second run of the day, 8.05 km in 40:00, is no longer: 24.05 km is no run's.
    let short = home.expectSuccess(
      ["log", "run", "--date", "2024-01-02", "--distance", "8.05", "--duration", "40m"])
    #expect(!short.contains("longest distance"))
    #expect(!short.contains("24.05"))
    // Its pace, 2400 / 8.05 = 298.1 s per km (4:58 /km), beats 5:00 and 5:37.5 /km.
    #expect(short.contains("best pace 4:58 /km (was 5:00 /km)"))
    let prs = home.expectSuccess(["prs", "run"])
    #expect(line(prs, "longest distance").contains("16 km"))
    #expect(line(prs, "longest duration").contains("1:30:00"))
    #expect(line(prs, "best pace").contains("4:58 /km"))
  }

  @Test func eachActivityIsShownInItsMeasure() throws {
    let home = TestHome()
    // 30 km in 1:00:00 = 30 km/h; 1.5 km swum in 30:00 = 2:00 /100 m; 2 km rowed in 8:00
    // = 2:00 /500 m; 5 km run in 25:00 = 5:00 /km.
    for (exercise, distance, duration) in [
      ("cycling", "30", "1h"), ("swimming", "1.5", "30m"), ("rowing-machine", "2", "8m"),
      ("run", "5", "25m"),
    ] {
      home.expectSuccess([
        "log", exercise, "--date", "2024-01-02", "--distance", distance, "--duration", duration,
      ])
    }
    let prs = home.expectSuccess(["prs"])
    #expect(line(prs, "Cycling").hasSuffix("30 km/h"))
    #expect(line(prs, "Swimming").hasSuffix("2:00 /100 m"))
    #expect(line(prs, "Rowing").hasSuffix("2:00 /500 m"))
    #expect(line(prs, "Run").hasSuffix("5:00 /km"))
    #expect(line(home.expectSuccess(["prs", "cycling"]), "best speed").contains("30 km/h"))
    let stats = home.expectSuccess(["stats"])
    #expect(line(stats, "exercise").contains("best e1RM/pace"))
    #expect(line(stats, "Cycling").contains("30 km/h"))
    #expect(line(stats, "Swimming").contains("2:00 /100 m"))
    #expect(line(stats, "Run").contains("5 km"))
    #expect(line(stats, "Run").contains("5:00 /km"))
    let json = try #require(home.json(["stats"]) as? [[String: Any]])
    let run = try #require(json.first { $0["exercise"] as? String == "run" })
    #expect(run["bestPace"] as? Double == 300)
  }

  @Test func milesShowMilesPerHourAndHundredYards() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "distance", "mi"])
    home.expectSuccess(["log", "cycling", "--distance", "30km", "--duration", "1h"])
    home.expectSuccess(["log", "swimming", "--distance", "1.5km", "--duration", "30m"])
    let prs = home.expectSuccess(["prs"])
    // 30 / 1.609344 = 18.64 mph; 120 s per 100 m × 0.9144 = 109.7 s = 1:50 per 100 yd.
    #expect(line(prs, "Cycling").hasSuffix("18.6 mph"))
    #expect(line(prs, "Swimming").hasSuffix("1:50 /100 yd"))
  }

  @Test func gearSinceKeepsOlderRunsFromIt() throws {
    let home = TestHome()
    let added = home.expectSuccess([
      "gear", "add", "trail", "--name", "Speedgoat", "--for", "run", "--since", "2024-01-03",
    ])
    #expect(added.hasPrefix("Added"))
    home.expectSuccess(["gear", "default", "trail"])
    home.expectSuccess([
      "log", "run", "--date", "2024-01-02", "--distance", "5", "--duration", "25m",
    ])
    home.expectSuccess([
      "log", "run", "--date", "2024-01-04", "--distance", "6", "--duration", "30m",
    ])
    let gear = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(gear.first?["distance"] as? Double == 6)
    #expect(gear.first?["since"] as? String == "2024-01-03")
  }
}
