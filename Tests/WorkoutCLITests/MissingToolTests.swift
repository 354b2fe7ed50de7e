import TestSupport
import Testing

/// The quiet output of `swift test` lists no skipped test: one warning for each optional tool
/// that is missing says which checks did not run (the full output shows each skipped test).
@Suite struct MissingToolTests {
  @Test func aMissingOptionalToolIsAWarning() {
    for (tool, skipped) in InstalledTool.missing {
      Issue.record(
        Comment(rawValue: "\(tool) is not installed; skipped: \(skipped)"), severity: .warning)
    }
  }
}
