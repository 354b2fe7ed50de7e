import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#endif

/// Times `wkc --version` against a hello world, and daily commands on an empty store against
/// a store of N years: several runs each, median of wall time from process start to exit.
struct StoreBenchmark {
  let wkc: String
  let hello: String
  let years: Int
  let runs: Int

  /// Push / pull / legs days of six weighted exercises each, as a lifter might rotate them.
  static let split: [[(ExerciseID, Double)]] = [
    [
      ("bench-press", 60), ("overhead-press", 35), ("incline-dumbbell-press", 20), ("dip", 0),
      ("lateral-raise", 8), ("triceps-pushdown", 25),
    ],
    [
      ("deadlift", 100), ("barbell-row", 60), ("lat-pulldown", 50), ("pull-up", 0),
      ("face-pull", 20), ("dumbbell-curl", 12),
    ],
    [
      ("squat", 80), ("romanian-deadlift", 70), ("leg-press", 120), ("lying-leg-curl", 40),
      ("leg-extension", 45), ("calf-raise", 60),
    ],
  ]

  /// Today in Tokyo, the zone the runs use.
  static var today: LocalDate {
    let now = Date()
    let offset = Double(TimeZone(identifier: "Asia/Tokyo")!.secondsFromGMT(for: now))
    return LocalDate(
      daysSinceEpoch: Int(((now.timeIntervalSince1970 + offset) / 86400).rounded(.down)))
  }

  /// Writes `years` of daily menus ending `last` into a store at `root`, through the real
  /// store (each month after a lookup, as `add` writes, so the index is kept too).
  static func generate(years: Int, into root: String, endingOn last: LocalDate) throws -> Int {
    let catalog = Catalog.builtIn
    for day in split {
      for (id, _) in day where catalog.exercise(id) == nil {
        fatalError("wkc-bench: \(id) is not in the catalog")
      }
    }
    let store = Store(root: root)
    var generator = SystemRandomNumberGenerator()
    let first = last.adding(days: -(365 * years) + 1)
    var date = first
    var menus = 0
    while date <= last {
      var month: [Menu] = []
      let current = date.yearMonth
      while date <= last, date.yearMonth == current {
        let dayIndex = date.daysSinceEpoch - first.daysSinceEpoch
        let progress = Double(dayIndex) / 365 * 5  // +5 kg a year
        var menu = Menu(date: date, note: dayIndex % 7 == 0 ? "deload — 軽め" : nil)
        for (number, (id, base)) in split[dayIndex % 3].enumerated() {
          let exercise = catalog.exercise(id)!
          var sets: [WorkoutSet] = []
          for set in 0..<4 {
            var planned = SetValues()
            planned[.reps] = Double(10 - set)
            if exercise.items.contains(.weight) {
              planned[.weight] = ((base + progress) * 4).rounded() / 4
            }
            planned[.rest] = 90
            var actual = planned
            actual[.rest] = nil
            actual[.reps] = planned[.reps]! - Double(Int.random(in: 0...1, using: &generator))
            let seconds = (date.daysSinceEpoch * 86400) + 7 * 3600 + number * 600 + set * 150
            sets.append(
              WorkoutSet(
                planned: planned, actual: actual,
                completedAt: Timestamp(secondsSince1970: seconds - 9 * 3600, offset: 9 * 3600)))
          }
          let workoutID = WorkoutID.make(
            secondsSince1970: date.daysSinceEpoch * 86400 + number, using: &generator)
          menu.workouts.append(Workout(id: workoutID, exercise: id, sets: sets))
        }
        month.append(menu)
        menus += 1
        date = date.adding(days: 1)
      }
      try store.update { transaction in
        _ = try transaction.latestWorkout(of: "bench-press", onOrBefore: last, recorded: false)
        for menu in month { try transaction.put(menu) }
      }
    }
    return menus
  }

  func run() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wkc-bench-\(getpid())").path
    let emptyHome = scratch + "/empty"
    let fullHome = scratch + "/full"
    defer { try? FileManager.default.removeItem(atPath: scratch) }

    print("wkc-bench: generating \(years) years of menus ending \(StoreBenchmark.today)…")
    let started = Date()
    let menus = try StoreBenchmark.generate(
      years: years, into: fullHome, endingOn: StoreBenchmark.today)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fullHome + "/menus")) ?? []
    let bytes = names.reduce(0) { total, name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: fullHome + "/menus/" + name)
      return total + ((attributes?[.size] as? Int) ?? 0)
    }
    print(
      String(
        format: "  %d menus, %d workouts, %d sets: %d month files, %.1f MB (%.1f s)", menus,
        menus * 6, menus * 24, names.count, Double(bytes) / 1e6, Date().timeIntervalSince(started)))
    print("timing \(runs) runs each (median of wall time, process start to exit)\n")

    let helloTime = median([hello], home: emptyHome)
    let versionTime = median([wkc, "--version"], home: emptyHome)
    print("command                 empty store    \(years)-year store   ratio   budget")
    print(
      "wkc --version           \(ms(versionTime))                    "
        + String(format: "%5.2f×", versionTime / helloTime)
        + "   ≤ 1.5× hello world (\(ms(helloTime)))")
    for (name, arguments) in [
      ("menu show", ["menu", "show"]), ("add", ["add", "bench-press", "--date", "tomorrow"]),
    ] {
      let empty = median([wkc] + arguments, home: emptyHome) {
        try? FileManager.default.removeItem(atPath: emptyHome)
      }
      let full = median([wkc] + arguments, home: fullHome)
      print(
        name.padding(toLength: 24, withPad: " ", startingAt: 0) + "\(ms(empty))     \(ms(full))"
          + String(format: "   %5.2f×", full / empty) + "   ≤ 1.5×")
    }
    wholeHistory(home: fullHome)
  }

  /// Times the whole-history commands on the full store against `jq` totalling the bench
  /// press volume of all time over the same month files.
  private func wholeHistory(home: String) {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: home + "/menus")) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted().map { home + "/menus/" + $0 }
    let filter =
      "[.[].menus[].workouts[] | select(.exercise == \"bench-press\") | .sets[]"
      + " | select(.skipped | not) | .actual | select(. != null) | .weight * .reps] | add"
    let jq = measure(["/usr/bin/jq", "-s", filter] + files, home: home)
    print("\nwhole history           \(years)-year store   peak memory   vs jq     budget")
    print(
      "jq bench press volume   \(ms(jq.time))     "
        + String(format: "%6.1f MiB", Double(jq.peakBytes) / 1_048_576))
    for (name, arguments) in [
      ("history bench-press", ["history", "bench-press"]), ("prs", ["prs"]),
      ("chart bench-press", ["chart", "bench-press"]), ("stats", ["stats"]),
    ] {
      let result = measure([wkc] + arguments, home: home)
      print(
        name.padding(toLength: 24, withPad: " ", startingAt: 0) + "\(ms(result.time))     "
          + String(format: "%6.1f MiB", Double(result.peakBytes) / 1_048_576)
          + String(format: "    %5.2f×", result.time / jq.time) + "    ≤ 300 ms, ≤ 64 MiB")
    }
  }

  /// The median of `runs` timed runs after two warm-up runs; `prepare` runs untimed before each.
  private func median(_ arguments: [String], home: String, prepare: () -> Void = {}) -> Double {
    measure(arguments, home: home, prepare: prepare).time
  }

  /// The median wall time of `runs` runs after two warm-up runs, and the largest peak memory.
  private func measure(_ arguments: [String], home: String, prepare: () -> Void = {})
    -> (time: Double, peakBytes: Int)
  {
    let environment = ["WKC_HOME": home, "TZ": "Asia/Tokyo", "PATH": "/usr/bin:/bin"]
    var times: [Double] = []
    var peak = 0
    for index in 0..<(runs + 2) {
      prepare()
      let start = monotonic()
      let usage = Child(arguments, environment: environment).waitForUsage()
      if index >= 2 { times.append(monotonic() - start) }
      peak = max(peak, usage.peakBytes)
    }
    return (times.sorted()[times.count / 2], peak)
  }

  private func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }
}
