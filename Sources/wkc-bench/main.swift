// wkc-bench: benchmarks, not tests. `wkc-bench --help` lists them (BenchArguments.usage);
// run the release build:
//
//   swift build -c release
//   .build/release/wkc-bench [BENCHMARK] [OPTIONS]

import Foundation

let request = BenchArguments.parse(Array(CommandLine.arguments.dropFirst()))

/// The usage on stderr after `reason`, exit 64.
func usage(_ reason: String) -> Never {
  FileHandle.standardError.write(Data("wkc-bench: \(reason)\n\(BenchArguments.usage)".utf8))
  exit(64)
}

let arguments: BenchArguments
switch request {
case .help:
  print(BenchArguments.usage, terminator: "")
  exit(0)
case .misuse(let reason): usage(reason)
case .run(let parsed): arguments = parsed
}

func option(_ name: String, default number: Int) -> Int {
  guard let text = arguments.value(name) else { return number }
  guard let number = Int(text), number > 0 else { usage("\(name) takes a whole number above 0") }
  return number
}

let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path

/// `path` when it is an executable file; else says so and exits: 64 when the user named it
/// (`option`), 69 when it is the one expected beside wkc-bench.
func executable(_ path: String, what: String, option: String? = nil) -> String {
  if access(path, X_OK) == 0, !StressCheck.isFolder(path) { return path }
  if let option {
    usage("\(option) \(path): no executable \(what) there")
  }
  FileHandle.standardError.write(
    Data(
      ("wkc-bench: no \(what) at \(path); build it first (swift build -c release"
        + (what == "wkc" ? ", or pass --wkc PATH to stress" : "") + ")\n").utf8))
  exit(69)
}

/// The wkc beside wkc-bench, or the end of the run.
var besideWkc: String { executable(binaries + "/wkc", what: "wkc") }
if binaries.contains("/debug") {
  print("note: these are debug binaries; build with -c release for real figures")
}
let sizes = (arguments.value("--years") ?? "10").split(separator: ",").map { text in
  guard let years = Int(text), years > 0 else { usage("--years takes years like 1,10,30") }
  return years
}

switch arguments.mode {
case .timer:
  TimerBenchmark.run(wkc: besideWkc)
case .reader:
  try ReaderBenchmark.run(
    home: arguments.operands[0], rounds: option("--runs", default: 11),
    only: arguments.value("--pass"))
case .importing:
  try ImportBenchmark.run(
    rows: option("--rows", default: 100_000), rounds: option("--runs", default: 5),
    output: arguments.value("--write"))
case .xml:
  try XMLBenchmark.run(
    megabytes: option("--megabytes", default: 200), rounds: option("--runs", default: 3),
    file: arguments.value("--file"))
case .health:
  try HealthBenchmark.run(
    wkc: besideWkc, megabytes: option("--megabytes", default: 1100),
    workouts: option("--workouts", default: 3000), rounds: option("--runs", default: 3),
    file: arguments.value("--file"))
case .stress:
  let wkc = arguments.value("--wkc").map { executable($0, what: "wkc", option: "--wkc") }
  var stress = StressBenchmark(wkc: wkc ?? besideWkc)
  stress.iterations = option("--iterations", default: 1000)
  if arguments.value("--kills") != nil { stress.kills = option("--kills", default: 1000) }
  stress.writers = option("--writers", default: 24)
  stress.rounds = option("--rounds", default: 40)
  if let text = arguments.value("--seed") {
    guard let seed = UInt64(text) else { usage("--seed takes a whole number") }
    stress.seed = seed
  }
  stress.keep = arguments.has("--keep")
  exit(try stress.main(json: arguments.has("--json")))
case .generate:
  let folder = arguments.value("--generate") ?? ""
  let count = try StoreGenerator.generate(
    years: sizes[0], into: folder, endingOn: StoreGenerator.today)
  print("wkc-bench: wrote \(count) menus to \(folder)")
case .store:
  let jq =
    arguments.has("--no-jq")
    ? { (_: Int) in false } : arguments.has("--jq") ? { _ in true } : { $0 <= 10 }
  try StoreBenchmark(
    wkc: besideWkc,
    baseline: arguments.value("--baseline").map {
      executable($0, what: "wkc", option: "--baseline")
    },
    hello: executable(binaries + "/bench-hello", what: "bench-hello"), sizes: sizes,
    runs: option("--runs", default: 21), jq: jq
  ).run()
}
