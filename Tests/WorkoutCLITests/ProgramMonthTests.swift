import Foundation
import Testing

/// A program a new user wrote from the Program format article alone, followed for a month:
/// `program next` each training day, then the session run as planned or with a set missed.
@Suite struct ProgramMonthTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Programs/upper-lower.program").path

  /// Mondays, Tuesdays, Thursdays and Fridays from 2024-01-08, four weeks.
  static let dates = [
    "2024-01-08", "2024-01-09", "2024-01-11", "2024-01-12", "2024-01-15", "2024-01-16",
    "2024-01-18", "2024-01-19", "2024-01-22", "2024-01-23", "2024-01-25", "2024-01-26",
    "2024-01-29", "2024-01-30", "2024-02-01", "2024-02-02",
  ]

  /// The working weights of one exercise's sets on a date (warm-ups left out).
  func working(_ home: TestHome, _ date: String, _ exercise: String) throws -> [Double] {
    let workout = try #require(
      try home.workouts(date).first { $0["exercise"] as? String == exercise })
    return ((workout["sets"] as? [[String: Any]]) ?? []).filter { $0["kind"] == nil }.map {
      (($0["planned"] as? [String: Any])?["weight"] as? Double) ?? -1
    }
  }

  @Test func aMonthOfTheUsersOwnProgramFollowsItsRules() throws {
    let home = TestHome()
    home.expectSuccess([
      "program", "start", Self.file, "--weight", "romanian-deadlift=60", "--weight",
      "leg-press=100", "--weight", "barbell-row=50", "--weight", "lateral-raise=8",
    ])
    // The rules worked out by hand: squat +5 kg a success, 10% off after two misses in a row
    // (110 × 0.9 = 99, loaded as 100); bench +2.5 kg a success. Lower sessions 3 and 4 miss
    // the last squat set.
    var squat = 100.0
    var bench = 80.0
    var squatMisses = 0
    for (index, date) in Self.dates.enumerated() {
      home.setDay(date)
      home.expectSuccess(["program", "next"])
      if index % 2 == 0 {
        let session = index / 2 + 1
        #expect(try working(home, date, "squat") == [squat, squat, squat], "\(date)")
        if session == 3 || session == 4 {
          let sets =
            try home.workouts(date).first { $0["exercise"] as? String == "squat" }?["sets"]
            as? [Any]
          home.expectSuccess(["record", "squat", "--set", "\(sets?.count ?? 0)", "--skip"])
          squatMisses += 1
          if squatMisses == 2 {
            squat = loadable(squat * 0.9)
            squatMisses = 0
          }
        } else {
          squat += 5
          squatMisses = 0
        }
      } else {
        #expect(
          try working(home, date, "bench-press") == Array(repeating: bench, count: 4), "\(date)")
        bench += 2.5
      }
      let run = home.run(arguments: ["run", "--as-planned"])
      #expect(run.code == 0, "\(date): \(run.stderr)")
      #expect(
        run.stderr.contains(index % 2 == 0 ? "Lower done" : "Upper done"), "\(date): \(run.stderr)")
    }
    #expect(squat == 120)
    #expect(bench == 100)
    let status = try #require(home.json(["program", "status", "--json"]) as? [String: Any])
    let tracks = try #require(status["tracks"] as? [String: [String: Any]])
    #expect(tracks["squat"]?["weight"] as? Double == squat)
    #expect(tracks["bench-press"]?["weight"] as? Double == bench)
  }
}
