import Foundation
import TestSupport
import Testing

/// `wkc program simulate 531-bbb --json` checked by Python: its json module reads what wkc
/// printed, and the script works out every working weight from Wendler's published table
/// itself, in exact fractions, and prints each mismatch.
@Suite struct ProgramSimulateJSONTests {
  /// Reads the simulation on stdin; argv[1] is the training maxes as a JSON object. Prints one
  /// line per mismatch, then how many sessions and working sets it checked.
  static let script = """
    import json, sys
    from fractions import Fraction as F
    tms = {k: F(v) for k, v in json.loads(sys.argv[1]).items()}
    rise = {"squat": F(5), "deadlift": F(5), "bench-press": F(5, 2), "overhead-press": F(5, 2)}
    days = {"Press": "overhead-press", "Deadlift": "deadlift", "Bench": "bench-press",
            "Squat": "squat"}
    table = {1: [(65, 5), (75, 5), (85, 5)], 2: [(70, 3), (80, 3), (90, 3)],
             3: [(75, 5), (85, 3), (95, 1)], 4: [(40, 5), (50, 5), (60, 5)]}
    def loadable(kg):
        # The nearest weight a 20 kg bar and 2 x 1.25 kg plates make; halfway: the lighter.
        steps = (kg - 20) / F(5, 2)
        low = steps.numerator // steps.denominator
        if steps - low > F(1, 2):
            low += 1
        return max(F(20), 20 + low * F(5, 2))
    doc = json.loads(sys.stdin.read(), parse_float=F)
    bad, sets = [], 0
    def expect(what, got, want):
        if got != want:
            bad.append("%s: %s, not %s" % (what, got, want))
    order = list(days)
    for n, s in enumerate(doc["sessions"]):
        cycle, week = n // 16 + 1, n // 4 % 4 + 1
        where = "session %d (cycle %d week %d %s)" % (n + 1, cycle, week, s["day"])
        expect(where + " cycle/week/day", (s["cycle"], s["week"], s["day"]),
               (cycle, week, order[n % 4]))
        lift = days[order[n % 4]]
        tm = tms[lift] + (cycle - 1) * rise[lift]
        workouts = s["workouts"]
        expect(where + " workouts", len(workouts), 1 if week == 4 else 2)
        main = [x for x in workouts[0]["sets"] if x.get("kind", "working") == "working"]
        warm = [x for x in workouts[0]["sets"] if x.get("kind") == "warmup"]
        # Only the last set of weeks 1-3 is as many reps as you can (5+, 3+, 1+).
        want = [(loadable(tm * p / 100), r, week < 4 and i == 2)
                for i, (p, r) in enumerate(table[week])]
        got = [(F(x["planned"]["weight"]), x["planned"]["reps"], x.get("amrap", False))
               for x in main]
        expect(where + " main sets", got, want)
        expect(where + " exercise", workouts[0]["exercise"], lift)
        expect(where + " warm-ups first", workouts[0]["sets"][:len(warm)], warm)
        # A ramp before every main lift heavier than the empty bar, each step lighter.
        if (not warm and want[0][0] > 20) or any(
                F(x["planned"]["weight"]) >= want[0][0] for x in warm):
            bad.append(where + ": warm-ups missing or not lighter than the first set")
        sets += len(main)
        if week < 4:
            bbb = workouts[1]["sets"]
            got = [(F(x["planned"]["weight"]), x["planned"]["reps"], x.get("amrap", False),
                    x.get("kind", "working")) for x in bbb]
            expect(where + " BBB", got, [(loadable(tm / 2), 10, False, "working")] * 5)
            expect(where + " BBB exercise", workouts[1]["exercise"], lift)
            sets += len(bbb)
    for line in bad:
        print(line)
    print("%d sessions, %d working sets" % (len(doc["sessions"]), sets))
    """

  /// Python's verdict on `json` for training maxes `trainingMaxes`: its output lines.
  static func python(_ json: String, trainingMaxes: [String: Double]) throws -> [String] {
    let maxes = trainingMaxes.map { "\"\($0)\": \"\($1)\"" }.joined(separator: ", ")
    return try runPython(script, arguments: ["{\(maxes)}"], input: json)
  }

  @Test(
    .enabled(if: InstalledTool.has("python3"), "python3 is not installed"),
    arguments: [
      ["squat": 100, "bench-press": 100, "deadlift": 100, "overhead-press": 100],
      ["squat": 140, "bench-press": 100, "deadlift": 180, "overhead-press": 60],
      ["squat": 127.5, "bench-press": 82.5, "deadlift": 153, "overhead-press": 51.25],
    ] as [[String: Double]])
  func everyPlannedWeightOfTwoCyclesIsThePublishedPercentage(trainingMaxes: [String: Double])
    throws
  {
    let home = TestHome()
    let before = home.snapshot()
    var arguments = ["program", "simulate", "531-bbb", "--weeks", "8"]
    for (lift, trainingMax) in trainingMaxes.sorted(by: { $0.key < $1.key }) {
      arguments += ["--tm", "\(lift)=\(trainingMax)"]
    }
    let json = home.expectSuccess(arguments + ["--json"])
    #expect(home.snapshot() == before)
    // 8 weeks of 4 days; a day has 3 main sets and, in weeks 1–3, 5 BBB sets.
    let sets = 2 * 4 * (3 * (3 + 5) + 3)
    #expect(
      try Self.python(json, trainingMaxes: trainingMaxes) == ["32 sessions, \(sets) working sets"])
  }
}
