import Foundation
import Testing

@testable import WorkoutCLI

/// `wkc completions`, `wkc __complete` and `wkc man`, in-process.
@Suite struct CompletionCommandTests {
  // MARK: - completions

  @Test func completionsForAnUnknownShellIsAUsageError() {
    TestHome().expectFailure(
      ["completions", "tcsh"], code: 64, message: "takes bash, zsh or fish, not 'tcsh'")
  }

  @Test func completionsWithoutAShellIsAUsageError() {
    TestHome().expectFailure(["completions"], code: 64, message: "missing SHELL")
  }

  @Test func everyScriptNamesEveryVisibleCommand() {
    let home = TestHome()
    for shell in ["bash", "zsh", "fish"] {
      let script = home.expectSuccess(["completions", shell])
      for command in Commands.root().subcommands where !command.isHidden {
        #expect(script.contains(" \(command.name) ") || script.contains(" \(command.name)'"))
      }
    }
  }

  @Test func specWordsHoldNoQuotesTheScriptsCannotCarry() {
    let tables = CompletionTables(root: Commands.root())
    let words = (tables.subcommandRows + tables.optionRows + tables.valueRows).flatMap {
      [$0.0] + $0.1
    }
    #expect(!words.contains { $0.contains("'") || $0.contains("\\") })
  }

  // MARK: - __complete

  @Test func completeIsLeftOutOfHelp() {
    let home = TestHome()
    #expect(!home.expectSuccess(["help"]).contains("__complete"))
    #expect(!home.expectSuccess([]).contains("__complete"))
  }

  @Test func completeListsCustomExercisesWithTheirJapaneseAliases() {
    let home = TestHome()
    home.expectSuccess(
      [
        "catalog", "add", "my-curl", "--name", "My Curl", "--items", "reps,weight", "--alias",
        "マイカール",
      ])
    let lines = home.expectSuccess(["__complete", "exercises"]).split(separator: "\n")
    #expect(lines.contains("my-curl"))
    #expect(lines.contains("マイカール"))
    #expect(lines.contains("bench-press"))
  }

  @Test func completeListsTemplatesAndGear() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectSuccess(["gear", "add", "peg", "--name", "Pegasus"])
    #expect(home.expectSuccess(["__complete", "templates"]) == "legs\n")
    #expect(home.expectSuccess(["__complete", "gear"]) == "peg\n")
  }

  @Test func completeListsDateWordsAndToday() {
    let lines = TestHome().expectSuccess(["__complete", "dates"]).split(separator: "\n")
    #expect(lines.first == "today")
    #expect(lines.contains("fri"))
    #expect(lines.last == "2024-01-05")
  }

  @Test func completeHonoursWKCHome() {
    let home = TestHome()
    home.environment["WKC_HOME"] = home.home + "/elsewhere"
    home.expectSuccess(["gear", "add", "peg", "--name", "Pegasus"])
    home.environment["WKC_HOME"] = nil
    #expect(home.expectSuccess(["__complete", "gear"]).isEmpty)
    #expect(
      home.expectSuccess(["__complete", "gear", "--home", home.home + "/elsewhere"]) == "peg\n")
  }

  @Test func completePrintsNothingForAnUnreadableFile() {
    let home = TestHome()
    home.write(".local/share/wkc/gear.json", "{ not json")
    let before = home.snapshot()
    let outcome = home.run(arguments: ["__complete", "gear"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.isEmpty)
    #expect(home.snapshot() == before)
  }

  @Test func completePrintsNothingForAnUnknownKind() {
    let outcome = TestHome().run(arguments: ["__complete", "weather"])
    #expect(outcome.code == 0)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.isEmpty)
  }

  // MARK: - man

  @Test func helpManPrintsTheManPage() {
    let home = TestHome()
    #expect(home.expectSuccess(["help", "--man"]) == home.expectSuccess(["man"]))
  }

  @Test func helpManWithACommandIsAUsageError() {
    TestHome().expectFailure(
      ["help", "add", "--man"], code: 64, message: "--man prints the whole page")
  }

  @Test func manPageHasTheSectionsAndEveryCommand() {
    let page = TestHome().expectSuccess(["man"])
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES",
    ] {
      #expect(page.contains(".SH \(section)\n"))
    }
    for name in ["WKC_HOME", "XDG_DATA_HOME", "NO_COLOR", "COLUMNS"] {
      #expect(page.contains(name))
    }
    for command in Commands.root().subcommands where !command.isHidden {
      #expect(page.contains(".SS wkc \(command.name)\n"))
    }
    #expect(!page.contains("__complete"))
  }

  @Test func roffEscapesRequestsBackslashesHyphensAndNonASCII() {
    #expect(ManPage.escape(".hidden") == "\\&.hidden")
    #expect(ManPage.escape("'quoted") == "\\&'quoted")
    #expect(ManPage.escape("a\\b") == "a\\eb")
    #expect(ManPage.escape("--date") == "\\-\\-date")
    #expect(ManPage.escape("胸") == "\\[u80F8]")
  }

  @Test(.enabled(if: Shell.find("mandoc") != nil, "mandoc is not installed"))
  func manPageRendersWithoutMandocWarnings() throws {
    let file = try manFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(try tool("mandoc", ["-T", "lint", "-W", "warning", file]).isEmpty)
    let text = try tool("mandoc", ["-T", "utf8", file])
    for command in Commands.root().subcommands where !command.isHidden {
      #expect(text.contains("wkc \(command.name)"))
    }
  }

  @Test(.enabled(if: Shell.find("groff") != nil, "groff is not installed"))
  func manPageRendersWithoutGroffWarnings() throws {
    let file = try manFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(try tool("groff", ["-man", "-Tutf8", "-ww", "-z", file], stderr: true).isEmpty)
    let text = try tool("groff", ["-man", "-Tascii", "-P", "-cbou", file])
    #expect(text.contains("EXIT STATUS"))
    #expect(text.contains("wkc gear retire"))
  }

  private func manFile() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkc-\(UUID().uuidString).1"
    ).path
    try Data(TestHome().expectSuccess(["man"]).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Runs an installed tool and returns its stdout, or its stderr when asked.
  private func tool(_ name: String, _ arguments: [String], stderr: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Shell.find(name)!)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: stderr ? errData : outData, as: UTF8.self)
  }
}
