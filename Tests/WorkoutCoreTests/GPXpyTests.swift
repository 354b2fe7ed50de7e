import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// Every fixture's distance against gpxpy's `length_2d()` run live, when python3 with gpxpy is
/// there (`WKC_GPXPY_PYTHON` names a python that has it, e.g. a venv's, else `python3` on
/// `PATH`); reported as skipped otherwise.
@Suite struct GPXpyTests {
  static let script = """
    import sys, gpxpy
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            print(repr(gpxpy.parse(f).length_2d()))
    """

  static func run(_ path: String, _ arguments: [String]) -> (code: Int32, stdout: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    .enabled(
      if: InstalledTool.gpxpyPython != nil,
      "no python3 with gpxpy (pip install gpxpy; WKC_GPXPY_PYTHON=…/python3)"))
  func everyFixtureIsWithinHalfAPercentOfGpxpyRunLive() throws {
    let python = try #require(InstalledTool.gpxpyPython)
    let names = GPXFixture.names
    let paths = names.map { GPXFixture.folder.appendingPathComponent($0).path }

    let out = try #require(Self.run(python, ["-c", Self.script] + paths))

    #expect(out.code == 0)
    let lengths = out.stdout.split(separator: "\n").compactMap { Double($0) }
    try #require(lengths.count == names.count)
    for (name, meters) in zip(names, lengths) {
      let log = try GPXFixture.read(name, date: day("2023-01-01"))
      let ours = try #require(log.trackValues?[.distance]) * 1000
      #expect(abs(ours - meters) / meters < 0.005, "\(name): \(ours) m, gpxpy \(meters) m")
    }
  }
}
