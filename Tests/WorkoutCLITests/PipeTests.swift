import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `wkc run` driven through pipes, as a script or a coprocess drives it.
@Suite struct PipeTests {
  let terminal = TerminalTests()

  @Test func linesAreAnsweredAtOnceWhileThePipeStaysOpen() throws {
    let home = try terminal.makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try terminal.planBenchPress(home: home, sets: 3)
    let run = try ChildProcess(["run", "2024-01-05", "--no-timer"], home: home, terminal: false)
    run.type("\n\n")
    // Both sets are recorded and the third is asked for while the pipe is still open.
    #expect(run.waitFor("Bench Press set 3/3"))
    let sets = try terminal.sets(home: home)
    #expect(sets.prefix(2).allSatisfy { $0["actual"] is [String: Any] })
    run.type("q\n")
    run.closeInput()
    #expect(run.exitCode() == 0)
  }

  @Test func ctrlCWithAnUnfinishedLineStopsAtOnceAndSavesNothingOfIt() throws {
    let home = try terminal.makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try terminal.planBenchPress(home: home)
    let run = try ChildProcess(["run", "2024-01-05", "--no-timer"], home: home, terminal: false)
    #expect(run.waitFor("Bench Press set 1/2"))
    run.type("8x")
    kill(run.pid, SIGINT)
    // SIGINT is raised again after cleaning up, so the shell sees an interrupt.
    #expect(run.exitCode() == 128 + SIGINT)
    #expect(try terminal.sets(home: home).allSatisfy { $0["actual"] is NSNull })
  }

  @Test func aClosedStdinEndsTheRunAtOnce() throws {
    let home = try terminal.makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try terminal.planBenchPress(home: home)
    let run = try ChildProcess(
      ["run", "2024-01-05"], home: home, terminal: false, closedStdin: true)
    #expect(run.waitFor("Stopped: 0 sets done"))
    #expect(run.exitCode() == 0)
  }

  @Test func aSetChangedInAnotherWindowIsAskedAgainNotSavedOntoAnother() throws {
    let home = try terminal.makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try terminal.planBenchPress(home: home, sets: 3)
    let run = try ChildProcess(["run", "2024-01-05", "--no-timer"], home: home, terminal: false)
    run.type("\n")
    #expect(run.waitFor("Bench Press set 2/3"))
    let edit = Process()
    edit.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    edit.arguments = ["edit", "bench-press", "--date", "2024-01-05", "--remove-set", "1", "--yes"]
    edit.environment = ["HOME": home, "TZ": "UTC"]
    edit.standardOutput = FileHandle.nullDevice
    try edit.run()
    edit.waitUntilExit()
    run.type("6x60\n")
    #expect(run.waitFor("changed meanwhile"))
    #expect(run.waitFor("Bench Press set 1/2"))
    run.type("q\n")
    run.closeInput()
    #expect(run.exitCode() == 0)
    let sets = try terminal.sets(home: home)
    #expect(sets.count == 2)
    #expect(sets.allSatisfy { $0["actual"] is NSNull })
  }
}
