import Foundation
import Testing

/// `add --warmup [RAMP]`: warm-up sets planned before a barbell exercise's working sets.
@Suite struct WarmupRampCommandTests {
  private func sets(_ home: TestHome, date: String = "2024-01-05") throws -> [StoredSet] {
    try home.storedSets(date)
  }

  @Test func theRampIsPrintedAsWarmUpSetsBeforeTheWorkingSets() {
    // What the ramp plans: WarmupPlanTests in the core.
    let home = TestHome()
    let out = home.expectSuccess(["add", "squat", "--sets", "3x5", "--weight", "140", "--warmup"])
    #expect(out.contains("set 1  W 10x20 kg, rest 1:30"))
    #expect(out.contains("set 4  W 2x112.5 kg, rest 1:30"))
    #expect(out.contains("set 5  5x140 kg, rest 3:00"))
  }

  @Test func warmupBeforeTheExerciseLeavesTheExerciseAlone() throws {
    let home = TestHome()
    home.expectSuccess(["add", "--warmup", "squat", "--sets", "3x5", "--weight", "140"])
    #expect(try sets(home).count == 7)
  }

  @Test func poundsRampOnA45PoundBar() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    let out = home.expectSuccess([
      "add", "squat", "--sets", "3x5", "--weight", "315", "--warmup",
    ])
    // 45 bar; 40 % 126 → 125; 60 % 189 → 190; 80 % 252 → 250.
    #expect(out.contains("set 1  W 10x45 lb"))
    #expect(out.contains("set 2  W 5x125 lb"))
    #expect(out.contains("set 3  W 3x190 lb"))
    #expect(out.contains("set 4  W 2x250 lb"))
    #expect(out.contains("set 5  5x315 lb"))
  }

  @Test(arguments: [
    (
      ["dumbbell-curl", "--weight", "14"],
      "no warm-up sets: Dumbbell Curl (dumbbell) is not loaded on a bar; ramps are for barbell "
        + "exercises", "noBar"
    ),
    (["push-up"], "no warm-up sets: Push-Up takes no weight", "noWeight"),
    (
      ["bench-press", "--weight", "20"],
      "no warm-up sets: the working weight is no heavier than the empty bar", "atBar"
    ),
    (
      ["bench-press", "--set", "w:10x20"],
      "no warm-up sets: every set planned is a warm-up; there is no working weight",
      "noWorkingSet"
    ),
  ])
  func noRampSaysWhyAndPlansTheSetsAsGiven(
    arguments: [String], message: String, reason: String
  ) throws {
    let home = TestHome()
    let outcome = home.run(arguments: ["add"] + arguments + ["--warmup"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr == "wkc: note: \(message)\n")
    let plain = try sets(home).count
    let json = home.run(arguments: ["add"] + arguments + ["--warmup", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["noWarmup"] as? String == reason)
    #expect(plain >= 1)
  }

  @Test(arguments: [
    ("50%x5,,70%x3", "a step is empty"),
    ("bar x0", "reps of 'bar x0' must be a whole number from 1 to 100"),
    ("70%x3,50%x5", "each step must be heavier than the one before"),
    ("120%x1", "the load of '120%x1' must be bar or a percentage below 100, like 40%"),
  ])
  func aBadRampFailsAndChangesNothing(ramp: String, reason: String) {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press"])
    // No ramp at all is a usage error; values out of range or order are invalid data.
    home.expectFailure(
      ["add", "squat", "--sets", "3x5", "--weight", "140", "--warmup", ramp],
      code: reason == "a step is empty" ? 64 : 65,
      message: "--warmup: '\(ramp)' is not a warm-up ramp: \(reason)")
  }

  @Test func tooManySetsWithTheRampIsInvalidDataAndChangesNothing() {
    let home = TestHome()
    home.expectFailure(
      ["add", "squat", "--sets", "98", "--weight", "140", "--warmup"], code: 65,
      message: "the warm-up ramp and the working sets make 102 sets; a workout has at most 100")
  }

  @Test func aRunRampIsLeftOutOfRecordsAndVolume() throws {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--sets", "3x5", "--weight", "140", "--warmup"])
    home.expectSuccess(["run", "--no-timer"], stdin: String(repeating: "\n", count: 7))
    #expect(try sets(home).allSatisfy { $0.actual == $0.planned })
    let prs = home.expectSuccess(["prs", "squat"])
    #expect(!prs.contains("10x20"))
    #expect(!prs.contains("112.5"))
    let history = home.json(["history", "squat"]) as? [[String: Any]]
    // 3 × 5 × 140: the warm-ups' 10×20 + 5×55 + 3×85 + 2×112.5 are not in it.
    #expect(history?.first?["volume"] as? Double == 2100)
  }

  @Test func theWarmupSettingIsTheRampOfABareWarmup() throws {
    let home = TestHome()
    let out = home.expectSuccess(["config", "set", "warmup", "BAR x8, 50% x 5,75%x2"])
    #expect(out.hasPrefix("warmup is now bar x8,50%x5,75%x2 "))
    home.expectSuccess(["add", "squat", "--sets", "3x5", "--weight", "140", "--warmup"])
    let planned = try sets(home).map(\.planned)
    #expect(planned.map { $0["weight"] } == [20, 70, 105, 140, 140, 140])
    #expect(planned.map { $0["reps"] } == [8, 5, 2, 5, 5, 5])
    // A ramp typed with --warmup still wins.
    home.expectSuccess(["add", "squat", "--date", "tomorrow", "--warmup", "60%x3"])
    #expect(try home.storedSets("2024-01-06").map { $0.planned["weight"] } == [85, 140, 140, 140])
  }

  @Test func aBadWarmupSettingIsInvalidAndChangesNothing() {
    let home = TestHome()
    home.expectFailure(["config", "set", "warmup", "bar"], code: 64, message: "'bar' has no x")
    home.expectFailure(
      ["config", "set", "warmup", "bar x10,95%x1,90%x1"], code: 65,
      message: "'bar x10,95%x1,90%x1' is not a warm-up ramp: each step must be heavier than the "
        + "one before")
  }
}
