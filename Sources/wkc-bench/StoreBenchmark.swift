import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#endif

/// For each store size: daily commands on an empty store against a store of N years, and the
/// whole-history commands on that store, time and peak memory; several runs each, median of
/// wall time from process start to exit. With a baseline binary, every run alternates between
/// it and this wkc, so both see the same store and the same load.
struct StoreBenchmark {
  let wkc: String
  let baseline: String?
  let hello: String
  let sizes: [Int]
  let runs: Int
  /// Whether `jq` totals the same files at `years`.
  let jq: (_ years: Int) -> Bool

  /// The whole-history commands, as the issue lists them.
  static let wholeHistory: [(String, [String])] = [
    ("history bench-press", ["history", "bench-press"]), ("prs", ["prs"]), ("stats", ["stats"]),
    ("chart bench-press", ["chart", "bench-press"]), ("calendar", ["calendar"]),
    ("calendar --year", ["calendar", "--year"]), ("week", ["week"]),
  ]

  /// The binaries timed: the baseline's first.
  private var binaries: [String] { (baseline.map { [$0] } ?? []) + [wkc] }

  func run() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wkc-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    print("timing \(runs) runs each: median of wall time, process start to exit")
    if hasGNUTime {
      print("peak memory: the largest of the two warm-up runs, measured by /usr/bin/time")
    } else {
      print(
        "peak memory: the largest of the runs; without /usr/bin/time, below "
          + mib(ownPeakBytes() ?? 0) + " (this benchmark's own peak) reads as that")
    }
    if let baseline { print("before → after: \(baseline) → \(wkc)") }
    let emptyHome = scratch + "/empty"
    let hello = Timing([[self.hello]], home: emptyHome, runs: runs)
    let version = Timing(binaries.map { [$0, "--version"] }, home: emptyHome, runs: runs)
    print(
      "\nwkc --version " + version.text(binaries.count)
        + String(
          format: "  %5.2f× hello world (%@), budget ≤ 1.5×", version.last.time / hello.last.time,
          ms(hello.last.time)))
    var summary: [(years: Int, figures: [String: [Figures]])] = []
    for years in sizes {
      let home = scratch + "/\(years)y"
      try generate(years: years, home: home)
      var figures = daily(years: years, full: home, empty: emptyHome)
      figures.merge(history(years: years, home: home)) { $1 }
      summary.append((years, figures))
      try? FileManager.default.removeItem(atPath: home)
    }
    printSummary(summary)
  }

  // MARK: - Parts

  private func generate(years: Int, home: String) throws {
    print("\n== \(years) year\(years == 1 ? "" : "s") of menus ending \(StoreGenerator.today)")
    let started = Date()
    // In a child process: what this one maps stays mapped in every child it starts, and would
    // count in their peak memory.
    let generator = Child(
      [CommandLine.arguments[0], "--generate", home, "--years", "\(years)"], environment: [:])
    generator.wait()
    let menus = years * 365
    let names = (try? FileManager.default.contentsOfDirectory(atPath: home + "/menus")) ?? []
    let bytes = names.reduce(0) { total, name in
      let attributes = try? FileManager.default.attributesOfItem(atPath: home + "/menus/" + name)
      return total + ((attributes?[.size] as? Int) ?? 0)
    }
    print(
      String(
        format: "  %d menus, %d workouts, %d sets: %d month files, %.1f MB (%.1f s)", menus,
        menus * 6 + menus / 3, menus * 24 + menus / 3, names.count, Double(bytes) / 1e6,
        Date().timeIntervalSince(started)))
  }

  /// `menu show`, `add`, `record`, `gear list` and `program next` on the empty store and on the
  /// full one.
  private func daily(years: Int, full: String, empty: String) -> [String: [Figures]] {
    print("\ndaily command       " + header(["empty store", "\(years)-year store"]) + "  budget")
    let tomorrow = StoreGenerator.today.adding(days: 1)
    let yesterday = StoreGenerator.today.adding(days: -1)
    var figures: [String: [Figures]] = [:]
    for name in Self.daily {
      var timings: [Timing] = []
      if name == "program next" { for home in [empty, full] { startProgram(home: home) } }
      for home in [empty, full] {
        timings.append(
          Timing(binaries, home: home, runs: runs) { binary, run in
            switch name {
            case "menu show":
              return [binary, "menu", "show"]
            case "gear list":
              return [binary, "gear", "list"]
            case "program next":
              // A new date each run: the session planned the run before, not started, moves.
              return [binary, "program", "next", "--date", "\(tomorrow.adding(days: run))"]
            case "add":
              // The empty store is made anew each time; the full one gets a week of plans.
              if home == empty { try? FileManager.default.removeItem(atPath: empty) }
              let date = tomorrow.adding(days: run % 7)
              return [binary, "add", "bench-press", "--date", "\(date)"]
            default:
              // A fresh one-set workout to record, on a past date of the month just before.
              let date = yesterday.adding(days: -(run % 28))
              let id = addWorkout(on: date, home: home)
              return [binary, "record", id, "--date", "\(date)"]
            }
          })
      }
      figures[name] = timings[1].figures
      let ratios = binaries.indices.map {
        timings[1].figures[$0].time / timings[0].figures[$0].time
      }
      print(
        name.padding(toLength: 20, withPad: " ", startingAt: 0)
          + timings[0].text(binaries.count, memory: false) + "  "
          + timings[1].text(binaries.count, memory: false) + "  "
          + ratios.map { String(format: "%5.2f×", $0) }.joined(separator: " → ") + "  ≤ 1.5×")
    }
    return figures
  }

  /// The whole-history commands on the full store, and `jq` totalling its files when asked.
  private func history(years: Int, home: String) -> [String: [Figures]] {
    let budget = years <= 10 ? "≤ 300 ms, ≤ 48 MiB" : "≤ 48 MiB, time linear"
    print("\nwhole history       " + header(["\(years)-year store"]) + "  budget")
    if jq(years) {
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: home + "/menus")) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { home + "/menus/" + $0 }
      let filter =
        "[.[].menus[].workouts[] | select(.exercise == \"bench-press\") | .sets[]"
        + " | select(.skipped | not) | .actual | select(. != null) | .weight * .reps] | add"
      let jq = Timing([["/usr/bin/jq", "-s", filter] + files], home: home, runs: runs)
      print("jq bench press vol  " + jq.text(1) + "  (the same files, for scale)")
    }
    var figures: [String: [Figures]] = [:]
    for (name, arguments) in Self.wholeHistory {
      let timing = Timing(binaries.map { [$0] + arguments }, home: home, runs: runs)
      figures[name] = timing.figures
      print(
        name.padding(toLength: 20, withPad: " ", startingAt: 0) + timing.text(binaries.count)
          + "  " + budget)
    }
    return figures
  }

  /// The daily commands, in the order they are measured.
  static let daily = ["menu show", "add", "record", "gear list", "program next"]

  /// Starts the built-in 5x5 in `home` with this wkc, its working weights given, every day.
  private func startProgram(home: String) {
    let environment = ["WKC_HOME": home, "TZ": "Asia/Tokyo", "PATH": "/usr/bin:/bin"]
    let weights = [
      "squat=60", "bench-press=50", "barbell-row=50", "overhead-press=35", "deadlift=80",
    ].flatMap { ["--weight", $0] }
    // Every day a training day: each run plans a session (and moves the one before).
    let days = ["--days", "mon,tue,wed,thu,fri,sat,sun"]
    Child([wkc, "program", "start", "5x5"] + weights + days, environment: environment).wait()
    guard (try? Store(root: home).programFile().active) == "5x5" else {
      fatalError("wkc-bench: wkc program start 5x5 did not start it in \(home)")
    }
  }

  /// Adds a one-set bench press to `date` with this wkc, and returns its id.
  private func addWorkout(on date: LocalDate, home: String) -> String {
    let environment = ["WKC_HOME": home, "TZ": "Asia/Tokyo", "PATH": "/usr/bin:/bin"]
    Child(
      [wkc, "add", "bench-press", "--date", "\(date)", "--sets", "1"], environment: environment
    )
    .wait()
    guard let workout = try? Store(root: home).menu(on: date).workouts.last else {
      fatalError("wkc-bench: no workout was added on \(date)")
    }
    return workout.id.rawValue
  }

  // MARK: - Output

  private func header(_ stores: [String]) -> String {
    let columns = baseline == nil ? ["time", "peak"] : ["time before → after", "peak"]
    return stores.map { store in
      "\(store): " + columns.joined(separator: ", ")
    }.joined(separator: "   ")
  }

  /// One table: a row per command, a column per size, each `time, peak` (before → after).
  private func printSummary(_ summary: [(years: Int, figures: [String: [Figures]])]) {
    print("\nsummary: median time and peak memory by store size")
    print("\n| command | " + summary.map { "\($0.years) y" }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---|", count: summary.count))
    for name in Self.daily + Self.wholeHistory.map(\.0) {
      let cells = summary.map { size in
        (size.figures[name] ?? []).map { "\(ms($0.time)) \(mib($0.peakBytes))" }
          .joined(separator: " → ")
      }
      print("| \(name) | " + cells.joined(separator: " | ") + " |")
    }
  }
}

/// The median wall time and largest peak memory of one command.
struct Figures {
  var time: Double
  var peakBytes: Int
}

/// Runs a command for each binary, alternating between them run by run, after two warm-up
/// runs each; `next` prepares a run (untimed) and gives its arguments.
struct Timing {
  let figures: [Figures]

  init(
    _ binaries: [String], home: String, runs: Int,
    next: (_ binary: String, _ run: Int) -> [String]
  ) {
    let environment = ["WKC_HOME": home, "TZ": "Asia/Tokyo", "PATH": "/usr/bin:/bin"]
    var times = Array(repeating: [Double](), count: binaries.count)
    var peaks = Array(repeating: 0, count: binaries.count)
    for run in 0..<(runs + 2) {
      for (index, binary) in binaries.enumerated() {
        let arguments = next(binary, run)
        // With GNU time, the warm-up runs measure memory, and only they.
        if hasGNUTime {
          if run < 2 {
            let peak = peakMemory(of: arguments, environment: environment)
            peaks[index] = max(peaks[index], peak ?? 0)
            continue
          }
        }
        let start = monotonic()
        let usage = Child(arguments, environment: environment).waitForUsage()
        if run >= 2 { times[index].append(monotonic() - start) }
        if !hasGNUTime { peaks[index] = max(peaks[index], usage.peakBytes) }
      }
    }
    figures = zip(times, peaks).map { Figures(time: $0.sorted()[$0.count / 2], peakBytes: $1) }
  }

  /// Each of `commands` (a binary and its arguments) as it is.
  init(_ commands: [[String]], home: String, runs: Int) {
    self.init(commands.map { $0[0] }, home: home, runs: runs) { binary, _ in
      commands.first { $0[0] == binary }!
    }
  }

  /// The figures of this wkc, the last binary.
  var last: Figures { figures[figures.count - 1] }

  /// `12.34 ms 23.6 MiB`, or `before → after` with a baseline.
  func text(_ count: Int, memory: Bool = true) -> String {
    let times = figures.map { ms($0.time) }.joined(separator: " → ")
    guard memory else { return times }
    return times + "  " + figures.map { mib($0.peakBytes) }.joined(separator: " → ")
  }
}

/// Whether GNU time can measure peak memory (`peakMemory`).
let hasGNUTime = peakMemory(of: ["/bin/true"], environment: [:]) != nil

func ms(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }

func mib(_ bytes: Int) -> String { String(format: "%5.1f MiB", Double(bytes) / 1_048_576) }
