import Foundation
import Testing

/// Weights wkc fills in itself load on the bar and plates set (issue 26, item 16), and timed
/// sets progress (item 2).
@Suite struct LoadableDefaultTests {
  static let poundKilograms = 0.45359237

  /// The planned weights of the last workout of `date`, in pounds.
  private func pounds(_ home: TestHome, _ date: String = "2024-01-05") throws -> [Double] {
    let workout = try #require(try home.workouts(date).last)
    let sets = try #require(workout["sets"] as? [[String: Any]])
    return sets.compactMap { (($0["planned"] as? [String: Any])?["weight"] as? Double) }
      .map { ($0 / Self.poundKilograms * 100).rounded() / 100 }
  }

  @Test func aPoundUsersBarbellDefaultIsWhatTheBarAndPlatesLoad() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    // The catalog's 40 kg is 88.18 lb; a 45 lb bar with pairs of 2.5 lb and up loads every
    // 5 lb: 85 or 90, and 90 is nearer.
    let out = home.expectSuccess(["add", "bench-press", "--sets", "1", "--reps", "10"])
    #expect(out.contains("10x90 lb"), "\(out)")
    #expect(try pounds(home) == [90])
    // 50 kg is 110.23 lb: 110 = 45 + 2 × (25 + 5 + 2.5).
    home.expectSuccess(["add", "squat", "--sets", "1"])
    #expect(try pounds(home) == [110])
  }

  @Test func aPoundUsersDefaultOffTheBarIsOnTheIncrementInPounds() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    // Leg press: 80 kg (176.37 lb), increment 5 kg = 11.02 lb, to the 2.5 lb: 10 lb steps.
    home.expectSuccess(["add", "leg-press", "--sets", "1"])
    #expect(try pounds(home) == [180])
    home.expectSuccess(["log", "leg-press", "--sets", "1", "--reps", "8"])
    #expect(try pounds(home) == [180])
  }

  @Test func aKilogramUsersDefaultsStay() throws {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "1"])
    home.expectSuccess(["add", "leg-press", "--sets", "1"])
    let weights = try home.workouts("2024-01-05").map {
      (($0["sets"] as? [[String: Any]])?.first?["planned"] as? [String: Any])?["weight"] as? Double
    }
    #expect(weights == [40, 80])
  }

  @Test func aTypedWeightIsNeverRounded() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["add", "bench-press", "--sets", "1", "--weight", "88"])
    #expect(try pounds(home) == [88])
  }

  @Test func progressionGoesUpToWhatThePlatesLoad() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["catalog", "edit", "bench-press", "--increment", "2.5lb"])
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-03", "--set", "5x130"])
    // 130 + 2.5 = 132.5 lb, which pairs of 2.5 lb plates cannot make: up to 135.
    let out = home.expectSuccess(["suggest", "bench-press"])
    #expect(out.contains("5x135 lb"), "\(out)")
    #expect(out.contains("rounded to what your bar and plates load"))
    home.expectSuccess(["add", "bench-press", "--progress"])
    #expect(try pounds(home) == [135])
  }

  @Test func suggestPlankAddsFiveSecondsWhenEveryHoldWasDone() throws {
    let home = TestHome()
    home.expectSuccess(
      ["log", "plank", "--date", "2024-01-03", "--sets", "3", "--duration", "45s"])
    let out = home.expectSuccess(["suggest", "plank"])
    #expect(out.contains("+5 s a set"), "\(out)")
    let json = try #require(home.json(["suggest", "plank"]) as? [String: Any])
    let sets = try #require(json["sets"] as? [[String: Any]])
    #expect(sets.map { $0["duration"] as? Double } == [50, 50, 50])
  }
}
