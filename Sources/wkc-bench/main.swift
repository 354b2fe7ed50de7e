// wkc-bench: benchmarks, not tests. Run the release build:
//
//   swift build -c release
//   .build/release/wkc-bench [--years 1,10,30,100] [--runs 21] [--jq | --no-jq]
//       [--baseline PATH]
//       start-up; for each store size (default 10 years): daily commands on an empty vs the
//       N-year store, and the whole-history commands on it, time and peak memory; jq totalling
//       the same files up to 10 years (--jq: every size, --no-jq: never). --baseline times
//       another wkc binary too, run for run, and shows before → after
//   .build/release/wkc-bench timer                      rest timer precision and CPU
//   .build/release/wkc-bench reader HOME [--runs N] [--pass NAME]
//       the month-file readers and writer in process, over HOME's month files
//   .build/release/wkc-bench --generate DIR [--years 10]  only writes the store to DIR
//   .build/release/wkc-bench import [--rows 100000] [--runs 5] [--write FILE]
//       reads a generated Strong export in process: time and peak memory (--write: only
//       writes the export to FILE)
//   .build/release/wkc-bench xml [--megabytes 200] [--runs 3] [--file export.xml]
//       XMLReader over a generated Apple Health export (or FILE): throughput and peak memory
//   .build/release/wkc-bench health [--megabytes 1100] [--workouts 3000] [--runs 3] [--file F]
//       the release `wkc import FILE --from apple-health` over a generated export.xml (written
//       under the temporary folder, removed after) or FILE (generated there and kept when it
//       does not exist): MB/s, peak memory, and the same through a pipe from stdin
//   .build/release/wkc-bench stress [--iterations 1000] [--writers 24] [--rounds 40] [--seed S]
//       [--wkc PATH] [--keep] [--json]
//       write commands SIGKILLed at random, one at a time then `--writers` at once, then a full
//       disk (a tmpfs, as root): corrupt files, lost writes, strays; exit 1 when any

import Foundation

let arguments = CommandLine.arguments

func usage() -> Never {
  print(
    "usage: wkc-bench [timer | reader HOME | stress] [--years N[,N…]] [--runs N] "
      + "[--jq | --no-jq] [--baseline PATH] [--generate DIR]")
  exit(64)
}

/// The value after `name`, if given.
func value(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name) else { return nil }
  guard index + 1 < arguments.count else { usage() }
  return arguments[index + 1]
}

func option(_ name: String, default number: Int) -> Int {
  guard let text = value(name) else { return number }
  guard let number = Int(text), number > 0 else { usage() }
  return number
}

let binaries = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
if binaries.contains("/debug") {
  print("note: these are debug binaries; build with -c release for real figures")
}
let sizes = (value("--years") ?? "10").split(separator: ",").map { text in
  guard let years = Int(text), years > 0 else { usage() }
  return years
}

if arguments.dropFirst().first == "timer" {
  TimerBenchmark.run(wkc: binaries + "/wkc")
} else if arguments.dropFirst().first == "reader" {
  guard arguments.count > 2 else { usage() }
  try ReaderBenchmark.run(
    home: arguments[2], rounds: option("--runs", default: 11), only: value("--pass"))
} else if arguments.dropFirst().first == "import" {
  try ImportBenchmark.run(
    rows: option("--rows", default: 100_000), rounds: option("--runs", default: 5),
    output: value("--write"))
} else if arguments.dropFirst().first == "xml" {
  try XMLBenchmark.run(
    megabytes: option("--megabytes", default: 200), rounds: option("--runs", default: 3),
    file: value("--file"))
} else if arguments.dropFirst().first == "health" {
  try HealthBenchmark.run(
    wkc: binaries + "/wkc", megabytes: option("--megabytes", default: 1100),
    workouts: option("--workouts", default: 3000), rounds: option("--runs", default: 3),
    file: value("--file"))
} else if arguments.dropFirst().first == "stress" {
  var stress = StressBenchmark(wkc: value("--wkc") ?? binaries + "/wkc")
  stress.iterations = option("--iterations", default: 1000)
  stress.writers = option("--writers", default: 24)
  stress.rounds = option("--rounds", default: 40)
  if let text = value("--seed") {
    guard let seed = UInt64(text) else { usage() }
    stress.seed = seed
  }
  stress.keep = arguments.contains("--keep")
  exit(try stress.main(json: arguments.contains("--json")))
} else if let folder = value("--generate") {
  let count = try StoreGenerator.generate(
    years: sizes[0], into: folder, endingOn: StoreGenerator.today)
  print("wkc-bench: wrote \(count) menus to \(folder)")
} else {
  let jq =
    arguments.contains("--no-jq")
    ? { (_: Int) in false } : arguments.contains("--jq") ? { _ in true } : { $0 <= 10 }
  try StoreBenchmark(
    wkc: binaries + "/wkc", baseline: value("--baseline"), hello: binaries + "/bench-hello",
    sizes: sizes, runs: option("--runs", default: 21), jq: jq
  ).run()
}
