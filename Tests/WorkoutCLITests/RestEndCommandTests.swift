import Foundation
import Testing

@testable import WorkoutCLI

/// `run --on-rest-end CMD`: a command that fails is reported once per run, on stderr, with its
/// exit status or signal; the countdown never waits for it.
@Suite struct RestEndCommandTests {
  /// Runs three bench-press sets as planned with `command` at the end of each of the two rests.
  func run(_ command: String, json: Bool = false) -> Outcome {
    let home = TestHome()
    home.planBench(sets: 3)
    return home.run(
      arguments: ["run", "--on-rest-end", command] + (json ? ["--json"] : []),
      stdin: "\n\n\n")
  }

  func warnings(_ outcome: Outcome) -> [String] {
    outcome.stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning") }
  }

  @Test func aFailingCommandIsReportedWithItsExitStatus() {
    let outcome = run("exit 3")
    #expect(outcome.code == 0)
    #expect(warnings(outcome) == ["wkc: warning: --on-rest-end exited with status 3"])
    #expect(!outcome.stdout.contains("warning"))
  }

  @Test func aCommandThatFailsAtEveryRestIsReportedOnce() {
    let home = TestHome()
    home.planBench(sets: 4)
    let count = home.home + "/count"
    let outcome = home.run(
      arguments: ["run", "--on-rest-end", "echo x >> '\(count)'; exit 3"], stdin: "\n\n\n\n")
    let runs = (try? String(contentsOfFile: count, encoding: .utf8))?.split(separator: "\n")
    #expect(runs?.count == 3)
    #expect(warnings(outcome).count == 1)
  }

  @Test func aCommandKilledByASignalIsReportedWithTheSignal() {
    let outcome = run("kill -9 $$")
    #expect(warnings(outcome) == ["wkc: warning: --on-rest-end was killed by signal 9"])
  }

  @Test func aMissingProgramIsTheShellsStatus127() {
    let outcome = run("/nonexistent/notify-rest")
    #expect(warnings(outcome) == ["wkc: warning: --on-rest-end exited with status 127"])
  }

  @Test func aCommandThatSucceedsIsNotReported() {
    let outcome = run("true")
    #expect(outcome.code == 0)
    #expect(outcome.stderr.isEmpty)
  }

  @Test func withJSONTheWarningGoesToStderrAndStdoutStaysJSONLines() {
    let outcome = run("exit 3", json: true)
    #expect(warnings(outcome) == ["wkc: warning: --on-rest-end exited with status 3"])
    for line in outcome.stdout.split(separator: "\n") {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }

  @Test func aSkippedRestRunsNoCommandAndReportsNothing() {
    let home = TestHome()
    home.planBench(sets: 2)
    // On a terminal: Enter records set 1, Enter skips the rest, Enter records set 2.
    let outcome = home.run(
      arguments: ["run", "--on-rest-end", "exit 3"], stdin: "\n\n\n", terminal: true)
    #expect(outcome.stderr.isEmpty)
  }

  // MARK: - The command itself

  @Test func startingDoesNotWaitForTheCommand() throws {
    let command = RestEndCommand("exec sleep 60")
    command.start()
    let pid = try #require(command.running.first)
    command.collect()
    #expect(command.running == [pid])
    #expect(command.takeWarning() == nil)
    kill(pid, SIGKILL)
    command.settle(within: 10)
    #expect(command.running.isEmpty)
    #expect(command.takeWarning() == "--on-rest-end was killed by signal 9")
  }

  @Test func aShellThatCannotStartIsReported() {
    let command = RestEndCommand("true", shell: "/nonexistent/sh")
    command.start()
    #expect(command.running.isEmpty)
    #expect(command.takeWarning() == "--on-rest-end could not start: No such file or directory")
  }

  @Test func theWarningIsGivenOnlyOnce() {
    let command = RestEndCommand("exit 3")
    command.start()
    command.start()
    command.settle(within: 10)
    #expect(command.takeWarning() == "--on-rest-end exited with status 3")
    #expect(command.takeWarning() == nil)
  }

  @Test func statusesSayHowTheCommandEnded() {
    #expect(RestEndCommand.failure(status: 0) == nil)
    #expect(RestEndCommand.failure(status: 3 << 8) == "exited with status 3")
    #expect(RestEndCommand.failure(status: 15) == "was killed by signal 15")
  }
}
