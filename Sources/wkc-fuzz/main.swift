// The fuzz driver: `Tests/Fuzz/run` builds it with `-sanitize=fuzzer,address -D WKC_LIBFUZZER`
// and runs it with the target in WKC_FUZZ_TARGET. Either build also writes seed corpora and
// replays inputs:
//   wkc-fuzz seeds TARGET DIR TESTS     write TARGET's seeds (fixtures under TESTS) into DIR
//   wkc-fuzz replay TARGET FILE…        run TARGET on each file
import Foundation
import WorkoutFuzz

/// The target libFuzzer feeds.
let fuzzTarget = ProcessInfo.processInfo.environment["WKC_FUZZ_TARGET"].flatMap(FuzzTarget.init)

/// libFuzzer's entry: one input for the target.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let data, let fuzzTarget else { return 0 }
  fuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: count)))
  return 0
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("wkc-fuzz: " + message + "\n").utf8))
  exit(2)
}

let arguments = CommandLine.arguments
let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
switch arguments.dropFirst().first {
case "seeds":
  guard arguments.count == 5, let target = FuzzTarget(rawValue: arguments[2]) else {
    fail("usage: wkc-fuzz seeds TARGET DIR TESTS; targets: \(targets)")
  }
  for (name, bytes) in FuzzSeeds.all(target, tests: arguments[4]) {
    let path = arguments[3] + "/seed-" + name
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      fail("cannot write \(path)")
    }
  }
case "replay":
  guard arguments.count >= 3, let target = FuzzTarget(rawValue: arguments[2]) else {
    fail("usage: wkc-fuzz replay TARGET FILE…; targets: \(targets)")
  }
  for path in arguments.dropFirst(3) {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    target.run(Array(data))
  }
case "list":
  print(targets)
default:
  #if WKC_LIBFUZZER
    guard fuzzTarget != nil else { fail("set WKC_FUZZ_TARGET to one of: \(targets)") }
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runLibFuzzer(&argc, &argv, testOneInput))
  #else
    fail("built without libFuzzer; use Tests/Fuzz/run, or: seeds, replay, list")
  #endif
}

#if WKC_LIBFUZZER
  /// libFuzzer's own driver, run from this main (SwiftPM names an executable's entry point).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runLibFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif
