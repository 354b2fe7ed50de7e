import Foundation
import Testing

@testable import WorkoutCLI

// MARK: - Conditions

/// One way wkc is run, and what its text for people should then look like (README, "Colour").
struct ColourCondition: CustomTestStringConvertible, Sendable {
  let name: String
  /// Words added to the command line.
  let words: [String]
  /// Variables set on top of TestHome's `TERM=xterm-256color`.
  let environment: [String: String]
  /// stdin, stdout and stderr are terminals.
  let terminal: Bool
  /// ANSI escapes are expected in text for people.
  let colour: Bool
  /// Unicode marks (`…`, `×`) are expected; ASCII (`...`, `x`) otherwise.
  let unicode: Bool

  var testDescription: String { name }

  static let all: [ColourCondition] = [
    ColourCondition(
      name: "a pipe", words: [], environment: [:], terminal: false, colour: false,
      unicode: false),
    ColourCondition(
      name: "--color always in a pipe", words: ["--color", "always"], environment: [:],
      terminal: false, colour: true, unicode: false),
    ColourCondition(
      name: "--color always with NO_COLOR", words: ["--color", "always"],
      environment: ["NO_COLOR": "1"], terminal: false, colour: true, unicode: false),
    ColourCondition(
      name: "TERM=dumb on a terminal", words: [], environment: ["TERM": "dumb"], terminal: true,
      colour: false, unicode: false),
    ColourCondition(
      name: "--color never on a terminal", words: ["--color", "never"], environment: [:],
      terminal: true, colour: false, unicode: true),
    ColourCondition(
      name: "a terminal", words: [], environment: [:], terminal: true, colour: true,
      unicode: true),
    ColourCondition(
      name: "NO_COLOR on a terminal", words: [], environment: ["NO_COLOR": "1"], terminal: true,
      colour: false, unicode: true),
    ColourCondition(
      name: "an empty NO_COLOR on a terminal", words: [], environment: ["NO_COLOR": ""],
      terminal: true, colour: true, unicode: true),
  ]
}

extension TestHome {
  /// Runs `arguments` under `condition`; fails the test when the command fails.
  func run(
    _ arguments: [String], under condition: ColourCondition, stdin: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Outcome {
    for (name, value) in condition.environment { environment[name] = value }
    let outcome = run(
      arguments: arguments + condition.words, stdin: stdin, terminal: condition.terminal)
    #expect(
      outcome.code == 0, "\(arguments) under \(condition.name): \(outcome.stderr)",
      sourceLocation: sourceLocation)
    return outcome
  }
}

/// True when the text holds an escape sequence (or any ESC).
private func hasEscape(_ text: String) -> Bool { text.contains("\u{1B}") }

/// The folder of the import fixtures.
private let importFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("WorkoutCoreTests/Fixtures/Import").path

/// A home with gear of a long name past its retire distance, used by a run, gear `vapor` 1 km
/// short of its retire distance, and a bench press planned for today.
private func gearHome() -> TestHome {
  let home = TestHome()
  home.expectSuccess([
    "gear", "add", "pegasus-40", "--name", "Pegasus 40 Trail Edition With A Very Long Name",
    "--retire-at", "4", "--for", "run",
  ])
  home.expectSuccess(["gear", "add", "vapor", "--name", "Vapor", "--retire-at", "1"])
  home.expectSuccess([
    "log", "run", "--distance", "5", "--duration", "25m", "--gear", "pegasus-40",
  ])
  home.expectSuccess(["add", "bench-press", "--sets", "2", "--reps", "10", "--weight", "60"])
  return home
}

// MARK: - Text for people

/// Colour and marks of every new output of issue 11, under each way of running wkc.
@Suite struct ColourMatrixTests {
  @Test(arguments: ColourCondition.all)
  func aTableCutToTheWidthIsColouredAndMarkedAsTheConditionSays(condition: ColourCondition) {
    let home = gearHome()
    home.environment["COLUMNS"] = "40"
    let out = home.run(["gear", "list"], under: condition).stdout
    #expect(hasEscape(out) == condition.colour, "\(out)")
    #expect(out.contains("…") == condition.unicode, "\(out)")
    #expect(out.contains("...") == !condition.unicode, "\(out)")
  }

  @Test(arguments: ColourCondition.all)
  func gearListIsColouredAsTheConditionSays(condition: ColourCondition) {
    let out = gearHome().run(["gear", "list"], under: condition).stdout
    #expect(hasEscape(out) == condition.colour, "\(out)")
    #expect(out.contains("retire now"))
  }

  @Test(arguments: ColourCondition.all)
  func gearShowIsColouredAsTheConditionSays(condition: ColourCondition) {
    let out = gearHome().run(["gear", "show", "pegasus-40"], under: condition).stdout
    #expect(hasEscape(out) == condition.colour, "\(out)")
    #expect(out.contains(condition.unicode ? "┤" : "|"), "\(out)")
  }

  @Test(arguments: ColourCondition.all)
  func aGearWarningOnStderrIsColouredAsTheConditionSays(condition: ColourCondition) {
    let outcome = gearHome().run(
      ["log", "run", "--distance", "2", "--duration", "9m", "--gear", "vapor"], under: condition)
    #expect(outcome.stderr.contains("past its retire distance"), "\(outcome.stderr)")
    #expect(hasEscape(outcome.stderr) == condition.colour, "\(outcome.stderr)")
  }

  @Test(arguments: ColourCondition.all)
  func anImportSummaryHasNoEscapeWhenColourIsOff(condition: ColourCondition) {
    let home = TestHome()
    let out = home.run(
      ["import", importFixtures + "/strong-A-classic-lb.csv", "--dry-run"], under: condition
    ).stdout
    #expect(out.hasPrefix("Read a Strong export"))
    if !condition.colour { #expect(!hasEscape(out), "\(out)") }
  }

  // MARK: - Text for programs

  @Test(arguments: ColourCondition.all)
  func runJSONLinesNeverHoldAnEscape(condition: ColourCondition) throws {
    let home = gearHome()
    let out = home.run(["run", "--json"], under: condition, stdin: "\n8x60\nq\n").stdout
    #expect(!hasEscape(out), "\(out)")
    #expect(!out.contains("\u{07}"), "a bell in \(out)")
    for line in out.split(separator: "\n") {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }

  @Test(arguments: ColourCondition.all)
  func timerJSONLinesNeverHoldAnEscape(condition: ColourCondition) throws {
    let out = TestHome().run(["timer", "5", "3", "--json"], under: condition).stdout
    #expect(!hasEscape(out), "\(out)")
    #expect(!out.contains("\u{07}"), "a bell in \(out)")
    #expect(out.split(separator: "\n").count >= 3, "\(out)")
    for line in out.split(separator: "\n") {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }

  @Test(arguments: ColourCondition.all)
  func jsonDocumentsNeverHoldAnEscape(condition: ColourCondition) {
    let home = gearHome()
    for arguments in [
      ["gear", "list", "--json"], ["gear", "show", "pegasus-40", "--json"], ["menu", "--json"],
      ["import", importFixtures + "/strong-A-classic-lb.csv", "--dry-run", "--json"],
    ] {
      let out = home.run(arguments, under: condition).stdout
      #expect(out.hasPrefix("{") || out.hasPrefix("["), "\(arguments): \(out)")
      #expect(!hasEscape(out), "\(arguments): \(out)")
    }
  }

  @Test(arguments: ColourCondition.all)
  func completionScriptsNeverHoldAnEscape(condition: ColourCondition) {
    let home = gearHome()
    for shell in ["bash", "zsh", "fish"] {
      let out = home.run(["completions", shell], under: condition).stdout
      #expect(out.contains("_wkc"), "\(shell)")
      #expect(!hasEscape(out), "\(shell)")
    }
    let values = home.run(["__complete", "gear"], under: condition).stdout
    #expect(values.hasPrefix("pegasus-40\t"))
    #expect(!hasEscape(values))
  }

  @Test(arguments: ColourCondition.all)
  func theManPageNeverHoldsAnEscape(condition: ColourCondition) {
    let home = TestHome()
    for arguments in [["man"], ["help", "--man"]] {
      let out = home.run(arguments, under: condition).stdout
      #expect(out.hasPrefix(".TH WKC 1"), "\(arguments)")
      #expect(!hasEscape(out), "\(arguments)")
    }
  }

  @Test(arguments: ColourCondition.all)
  func exportsNeverHoldAnEscape(condition: ColourCondition) {
    let home = gearHome()
    for format in ["json", "jsonl", "csv", "md"] {
      let out = home.run(["export", "--format", format], under: condition).stdout
      #expect(!out.isEmpty, "\(format)")
      #expect(!hasEscape(out), "\(format)")
    }
  }
}

// MARK: - stderr apart from stdout

/// Colour is decided for each stream on its own: stderr by whether stderr is a terminal.
@Suite struct ColourPerStreamTests {
  /// Runs `wkc log run` past the gear's retire distance with the streams as given.
  private func warning(stdoutIsTerminal: Bool, stderrIsTerminal: Bool) -> String {
    let home = gearHome()
    let out = BufferOutput(isTerminal: stdoutIsTerminal)
    let err = BufferOutput(isTerminal: stderrIsTerminal)
    let code = WorkoutCLI.run(
      arguments: ["log", "run", "--distance", "2", "--duration", "9m", "--gear", "vapor"],
      environment: home.environment, stdin: BufferInput("", isTerminal: false), stdout: out,
      stderr: err, time: FixedTime(home.now), pacer: home.pacer)
    #expect(code == 0)
    #expect(err.text.contains("warning:"), "\(err.text)")
    return err.text
  }

  @Test func aWarningToAFileIsPlainWhenStdoutIsATerminal() {
    #expect(!hasEscape(warning(stdoutIsTerminal: true, stderrIsTerminal: false)))
  }

  @Test func aWarningToATerminalIsColouredWhenStdoutIsAPipe() {
    #expect(hasEscape(warning(stdoutIsTerminal: false, stderrIsTerminal: true)))
  }
}
