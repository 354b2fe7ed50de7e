import Foundation
import Testing
import WorkoutFuzz

/// Every seed and every regression input of each fuzz target passes its property check, as
/// under libFuzzer (`Tests/Fuzz/run`), without it: a failing property traps.
@Suite struct FuzzReplayTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test(arguments: FuzzTarget.allCases)
  func seedsPass(_ target: FuzzTarget) {
    let seeds = FuzzSeeds.all(target, tests: Self.tests)
    #expect(!seeds.isEmpty, "\(target) has no seeds")
    for (_, bytes) in seeds { target.run(bytes) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func regressionsPass(_ target: FuzzTarget) throws {
    let folder = Self.tests + "/WorkoutFuzzTests/Regressions/" + target.rawValue
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() {
      let data = try #require(FileManager.default.contents(atPath: folder + "/" + name))
      target.run(Array(data))
    }
  }

  @Test func everyTargetIsSeededFromItsFixtures() {
    for target in FuzzTarget.allCases where !target.isSeededInline {
      let fixtures = FuzzSeeds.all(target, tests: Self.tests).filter {
        !$0.name.hasPrefix("inline-")
      }
      #expect(!fixtures.isEmpty, "\(target): no fixture file found")
    }
  }
}
