// wkc-bench: benchmarks, not tests. Run the release build:
//
//   swift build -c release
//   .build/release/wkc-bench [--years 10] [--runs 21]   start-up, daily commands on an empty
//                                                       vs an N-year store, and whole-history
//                                                       commands vs jq on the N-year store
//   .build/release/wkc-bench timer                      rest timer precision and CPU
//   .build/release/wkc-bench --generate DIR [--years 10]  only writes the store to DIR

import Foundation

func option(_ name: String, default value: Int) -> Int {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: name), index + 1 < words.count else { return value }
  guard let number = Int(words[index + 1]), number > 0 else {
    print("usage: wkc-bench [timer] [--years N] [--runs N] [--generate DIR]")
    exit(64)
  }
  return number
}

let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
if binaries.contains("/debug") {
  print("note: these are debug binaries; build with -c release for real figures")
}
let years = option("--years", default: 10)

if CommandLine.arguments.dropFirst().first == "timer" {
  TimerBenchmark.run(wkc: binaries + "/wkc")
} else if CommandLine.arguments.dropFirst().first == "reader",
  CommandLine.arguments.count > 2
{
  let pass = CommandLine.arguments.firstIndex(of: "--pass").map { CommandLine.arguments[$0 + 1] }
  try ReaderBenchmark.run(
    home: CommandLine.arguments[2], rounds: option("--runs", default: 11), only: pass)
} else if let index = CommandLine.arguments.firstIndex(of: "--generate"),
  index + 1 < CommandLine.arguments.count
{
  let folder = CommandLine.arguments[index + 1]
  let count = try StoreBenchmark.generate(
    years: years, into: folder, endingOn: StoreBenchmark.today)
  print("wkc-bench: wrote \(count) menus to \(folder)")
} else {
  try StoreBenchmark(
    wkc: binaries + "/wkc", hello: binaries + "/bench-hello", years: years,
    runs: option("--runs", default: 21)
  ).run()
}
