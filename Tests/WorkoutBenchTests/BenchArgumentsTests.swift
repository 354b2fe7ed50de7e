import Foundation
import TestSupport
import Testing

@testable import wkc_bench

/// wkc-bench's command line: `--help` prints the usage, a word it does not have is refused
/// before any benchmark starts.
@Suite struct BenchArgumentsTests {
  @Test(arguments: [["--help"], ["-h"], ["stress", "--help"], ["--years", "1", "-h"]])
  func helpAnywhereAsksForTheUsage(words: [String]) {
    #expect(BenchArguments.parse(words) == .help)
  }

  @Test func noWordsRunTheStoreBenchmark() {
    #expect(BenchArguments.parse([]) == .run(BenchArguments(mode: .store)))
  }

  @Test func aBenchmarkTakesItsOwnOptionsAndFlags() {
    let parsed = BenchArguments.parse(["stress", "--seed", "13", "--keep", "--wkc", "/x/wkc"])
    #expect(
      parsed
        == .run(
          BenchArguments(
            mode: .stress, values: ["--seed": "13", "--wkc": "/x/wkc"], flags: ["--keep"])))
  }

  @Test func theStoreBenchmarkTakesOptionsWithoutAFirstWord() {
    let parsed = BenchArguments.parse(["--years", "1,10", "--no-jq"])
    #expect(
      parsed == .run(BenchArguments(mode: .store, values: ["--years": "1,10"], flags: ["--no-jq"])))
  }

  @Test func generateIsChosenByItsOption() {
    #expect(
      BenchArguments.parse(["--years", "2", "--generate", "/tmp/s"])
        == .run(BenchArguments(mode: .generate, values: ["--years": "2", "--generate": "/tmp/s"])))
    #expect(BenchArguments.parse(["--generate"]) == .misuse("--generate needs a value"))
  }

  @Test func readerTakesItsHome() {
    #expect(
      BenchArguments.parse(["reader", "/h", "--runs", "3"])
        == .run(BenchArguments(mode: .reader, values: ["--runs": "3"], operands: ["/h"])))
    #expect(
      BenchArguments.parse(["reader"]) == .misuse("reader needs HOME, a folder of month files"))
  }

  @Test(arguments: [
    (["bogus"], "unknown benchmark 'bogus'"),
    (["store"], "unknown benchmark 'store'"),
    (["--bogus"], "unknown option '--bogus'"),
    (["timer", "--runs", "3"], "unknown option '--runs' of timer"),
    (["stress", "--jq"], "unknown option '--jq' of stress"),
    (["xml", "extra"], "unknown argument 'extra' of xml"),
    (["reader", "/h", "/other"], "unknown argument '/other' of reader"),
    (["--runs"], "--runs needs a value"),
  ])
  func aWordTheUsageDoesNotHaveIsRefused(words: [String], reason: String) {
    #expect(BenchArguments.parse(words) == .misuse(reason))
  }

  @Test func theUsageListsEveryBenchmark() {
    for word in ["timer", "reader", "import", "xml", "health", "stress", "--generate"] {
      #expect(BenchArguments.usage.contains("wkc-bench \(word)"), "\(word)")
    }
    for mode in BenchArguments.Mode.allCases where mode != .store {
      let word = mode == .generate ? "--generate" : mode.rawValue
      #expect(BenchArguments.usage.contains("wkc-bench \(word)"), "\(mode)")
    }
  }

  /// Every option a benchmark takes is in the usage.
  @Test func theUsageListsEveryOption() {
    for mode in BenchArguments.Mode.allCases {
      for option in mode.options.values.union(mode.options.flags) {
        #expect(BenchArguments.usage.contains(option), "\(mode): \(option)")
      }
    }
  }

  // MARK: - The built binary

  /// Runs the built wkc-bench; stops it (and fails) if it is still running after a minute, as
  /// a benchmark started by mistake would be.
  private func bench(_ words: [String], binary: String? = benchBinary) throws -> (
    code: Int32, stdout: String, stderr: String
  ) {
    let binary = try #require(binary, "no wkc-bench beside the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = words
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The usage fits a pipe's buffer: wait first, so a benchmark started by mistake is stopped.
    for _ in 0..<600 where process.isRunning { usleep(100_000) }
    if process.isRunning {
      process.terminate()
      Issue.record("wkc-bench \(words) was still running after a minute")
    }
    process.waitUntilExit()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test(.enabled(if: benchBinary != nil, "needs the built wkc-bench beside the tests"))
  func helpPrintsTheUsageAndExitsZero() throws {
    for flag in ["--help", "-h"] {
      let result = try bench([flag])
      #expect(result.code == 0)
      #expect(result.stdout == BenchArguments.usage)
      #expect(result.stderr.isEmpty)
    }
  }

  @Test(.enabled(if: benchBinary != nil, "needs the built wkc-bench beside the tests"))
  func anUnknownWordPrintsTheUsageAndExits64() throws {
    for words in [["bogus"], ["--bogus"], ["timer", "--seed", "1"]] {
      let result = try bench(words)
      #expect(result.code == 64, "\(words)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("wkc-bench: unknown "))
      #expect(result.stderr.hasSuffix(BenchArguments.usage))
    }
  }
}

extension BenchArgumentsTests {
  /// A benchmark that runs wkc, started where no wkc is beside wkc-bench, says so and exits 69
  /// before it starts; a wkc named with --wkc that is not there is a usage error, 64.
  @Test(.enabled(if: benchBinary != nil, "needs the built wkc-bench beside the tests"))
  func aMissingWkcIsAClearErrorNotACrash() throws {
    let folder = ScratchFolder.make("wkc-bench-alone")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let alone = folder + "/wkc-bench"
    try FileManager.default.copyItem(atPath: try #require(benchBinary), toPath: alone)
    for words in [["stress"], ["timer"], [], ["health"], ["stress", "--kills", "3"]] {
      let result = try benchRetryingBusy(words, binary: alone)
      #expect(result.code == 69, "\(words)")
      #expect(
        result.stderr
          == "wkc-bench: no wkc at \(folder)/wkc; build it first (swift build -c release, or pass --wkc PATH to stress)\n",
        "\(words)")
    }
    let named = try bench(["stress", "--wkc", folder + "/wkc"])
    #expect(named.code == 64)
    #expect(named.stderr.hasPrefix("wkc-bench: --wkc \(folder)/wkc: no executable wkc there\n"))
    let help = try bench(["stress", "--help"], binary: alone)
    #expect(help.code == 0)
    #expect(help.stdout == BenchArguments.usage)
  }
}

/// The wkc-bench built beside this test bundle, or nil.
let benchBinary: String? = wkcBinary.map {
  URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("wkc-bench").path
}.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

extension BenchArgumentsTests {
  /// `bench`, tried again while the copy just written is "busy" (ETXTBSY): a child another test
  /// forks at that moment may hold its write descriptor for an instant.
  func benchRetryingBusy(_ words: [String], binary: String) throws -> (
    code: Int32, stdout: String, stderr: String
  ) {
    for _ in 0..<50 {
      do {
        return try bench(words, binary: binary)
      } catch let error as NSError
        where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
      {
        usleep(20_000)
      }
    }
    return try bench(words, binary: binary)
  }
}
