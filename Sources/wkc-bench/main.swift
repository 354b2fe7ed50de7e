// wkc-bench: a benchmark, not a test. Generates a realistic store of N years of daily menus
// (6 workouts × 4 sets a day, all recorded, written by the real store) and times the release
// `wkc` as a separate process on an empty store and on that store: several runs, median.
//
//   swift build -c release && .build/release/wkc-bench [--years 10] [--runs 21]
//   .build/release/wkc-bench --generate DIR [--years 10]   only writes the store to DIR

import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Options

func option(_ name: String, default value: Int) -> Int {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: name), index + 1 < words.count else { return value }
  guard let number = Int(words[index + 1]), number > 0 else {
    print("usage: wkc-bench [--years N] [--runs N] [--generate DIR]")
    exit(64)
  }
  return number
}
let years = option("--years", default: 10)
let runs = option("--runs", default: 21)

let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
let wkc = binaries + "/wkc"
let hello = binaries + "/bench-hello"
if binaries.contains("/debug") {
  print("note: these are debug binaries; build with -c release for real figures")
}

// MARK: - Generating a store

/// Push / pull / legs days of six weighted exercises each, as a lifter might rotate them.
let split: [[(ExerciseID, Double)]] = [
  [
    ("bench-press", 60), ("overhead-press", 35), ("incline-dumbbell-press", 20),
    ("dip", 0), ("lateral-raise", 8), ("triceps-pushdown", 25),
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

func generate(years: Int, into root: String, endingOn last: LocalDate) throws -> Int {
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
      // A lookup loads the index, so each write keeps it exact, as wkc's own writes do.
      _ = try transaction.latestWorkout(of: "bench-press", onOrBefore: last, recorded: false)
      for menu in month { try transaction.put(menu) }
    }
  }
  return menus
}

// MARK: - Timing

/// Runs a program with stdout and stderr to /dev/null; returns wall seconds.
func time(_ arguments: [String], environment: [String: String]) -> Double {
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  var start = timespec()
  var end = timespec()
  var pid: pid_t = 0
  clock_gettime(CLOCK_MONOTONIC, &start)
  guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
    fatalError("wkc-bench: cannot run \(arguments[0])")
  }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  clock_gettime(CLOCK_MONOTONIC, &end)
  guard status == 0 else { fatalError("wkc-bench: \(arguments) exited with status \(status)") }
  return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// The median of `runs` timed runs after two warm-up runs; `prepare` runs untimed before each.
func median(_ arguments: [String], home: String, prepare: () -> Void = {}) -> Double {
  let runs = runs
  let environment = ["WKC_HOME": home, "TZ": "Asia/Tokyo", "PATH": "/usr/bin:/bin"]
  var times: [Double] = []
  for index in 0..<(runs + 2) {
    prepare()
    let seconds = time(arguments, environment: environment)
    if index >= 2 { times.append(seconds) }
  }
  return times.sorted()[times.count / 2]
}

func folderSize(_ path: String) -> (files: Int, bytes: Int) {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  let bytes = names.reduce(0) { total, name in
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)[.size]) as? Int
    return total + (size ?? 0)
  }
  return (names.count, bytes)
}

// MARK: - Run

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "wkc-bench-\(getpid())"
).path
let emptyHome = scratch + "/empty"
let fullHome = scratch + "/full"
defer { try? FileManager.default.removeItem(atPath: scratch) }

// Today in Tokyo, the zone the runs use.
let tokyo = TimeZone(identifier: "Asia/Tokyo")!
let now = Date()
let today = LocalDate(
  daysSinceEpoch: Int(
    ((now.timeIntervalSince1970 + Double(tokyo.secondsFromGMT(for: now))) / 86400).rounded(.down)))

if let index = CommandLine.arguments.firstIndex(of: "--generate"),
  index + 1 < CommandLine.arguments.count
{
  let folder = CommandLine.arguments[index + 1]
  let count = try generate(years: years, into: folder, endingOn: today)
  print("wkc-bench: wrote \(count) menus to \(folder)")
  exit(0)
}

print("wkc-bench: generating \(years) years of menus ending \(today)…")
let started = Date()
let menus = try generate(years: years, into: fullHome, endingOn: today)
let (files, bytes) = folderSize(fullHome + "/menus")
print(
  String(
    format: "  %d menus, %d workouts, %d sets: %d month files, %.1f MB (%.1f s)", menus,
    menus * 6, menus * 24, files, Double(bytes) / 1e6, Date().timeIntervalSince(started)))
print("timing \(runs) runs each (median of wall time, process start to exit)\n")

func resetEmpty() { try? FileManager.default.removeItem(atPath: emptyHome) }

let helloTime = median([hello], home: emptyHome)
let versionTime = median([wkc, "--version"], home: emptyHome)

struct Row {
  var name: String
  var arguments: [String]
}
let rows = [
  Row(name: "menu show", arguments: ["menu", "show"]),
  Row(name: "add", arguments: ["add", "bench-press", "--date", "tomorrow"]),
]

func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }

print("command                 empty store    \(years)-year store   ratio   budget")
print(
  "wkc --version           \(ms(versionTime))                    "
    + String(format: "%5.2f×", versionTime / helloTime) + "   ≤ 1.5× hello world (\(ms(helloTime)))"
)
for row in rows {
  let empty = median([wkc] + row.arguments, home: emptyHome, prepare: resetEmpty)
  let full = median([wkc] + row.arguments, home: fullHome)
  print(
    row.name.padding(toLength: 24, withPad: " ", startingAt: 0) + "\(ms(empty))     \(ms(full))"
      + String(format: "   %5.2f×", full / empty) + "   ≤ 1.5×")
}
