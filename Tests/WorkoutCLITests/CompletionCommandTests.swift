import Foundation
import TestSupport
import Testing

@testable import WorkoutCLI

/// `wkc completions`, `wkc __complete` and `wkc man`, in-process.
@Suite struct CompletionCommandTests {
  // MARK: - completions

  @Test func completionsForAnUnknownShellIsAUsageError() {
    TestHome().expectFailure(
      ["completions", "tcsh"], code: 64, message: "takes bash, zsh or fish, not 'tcsh'")
  }

  @Test func aMistypedShellGetsADidYouMean() {
    TestHome().expectFailure(
      ["completions", "zhs"], code: 64, message: "not 'zhs'; did you mean 'zsh'?")
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

  @Test func summaryIsTheFirstSentenceWithoutItsStop() {
    #expect(CompletionTables.summary("Show a menu. Then more.") == "Show a menu")
    #expect(CompletionTables.summary("Wait, e.g. 10s. More.") == "Wait, e.g. 10s")
    #expect(CompletionTables.summary("Colour (v1.2).") == "Colour (v1.2)")
  }

  @Test func summaryPutsControlCharactersOnOneLine() {
    #expect(CompletionTables.summary("Two\nlines\tand\u{1B}[31m red") == "Two lines and [31m red")
  }

  @Test func summaryLongerThanTheWidthIsCutAtAClauseOrAWord() {
    let clause = "The date: " + String(repeating: "today and tomorrow ", count: 5)
    #expect(CompletionTables.summary(clause) == "The date")
    let words = String(repeating: "word ", count: 20)
    let cut = CompletionTables.summary(words)
    #expect(cut.hasSuffix("word…"))
    #expect(cut.count <= CompletionTables.summaryWidth + 1)
  }

  @Test func everyDescriptionIsOneLineAndShort() {
    for (key, summary) in CompletionTables(root: Commands.root()).descriptionRows {
      #expect(!summary.isEmpty, "\(key)")
      #expect(summary.count <= CompletionTables.summaryWidth + 1, "\(key): \(summary)")
      #expect(!summary.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
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
    #expect(lines.contains("my-curl\tMy Curl"))
    #expect(lines.contains("マイカール\tMy Curl"))
    #expect(lines.contains("bench-press\tBench Press"))
  }

  @Test func completeDescribesRetiredGear() {
    let home = TestHome()
    home.expectSuccess(["gear", "add", "peg", "--name", "Pegasus"])
    home.expectSuccess(["gear", "retire", "peg"])
    #expect(home.expectSuccess(["__complete", "gear"]) == "peg\tPegasus (retired 2024-01-05)\n")
  }

  @Test func completeDescribesATemplateByItsNote() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["menu", "note", "today", "Heavy day"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    #expect(home.expectSuccess(["__complete", "templates"]) == "legs\tHeavy day\n")
  }

  @Test func completeShowsControlCharactersOfADescriptionEscaped() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["menu", "note", "today", "Heavy\tday\u{1B}[31m"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    #expect(home.expectSuccess(["__complete", "templates"]) == "legs\tHeavy\\tday\\e[31m\n")
  }

  @Test func completeListsTemplatesAndGear() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectSuccess(["gear", "add", "peg", "--name", "Pegasus"])
    #expect(home.expectSuccess(["__complete", "templates"]) == "legs\tsquat\n")
    #expect(home.expectSuccess(["__complete", "gear"]) == "peg\tPegasus\n")
  }

  @Test func completeListsDateWordsAndToday() {
    let lines = TestHome().expectSuccess(["__complete", "dates"]).split(separator: "\n")
    #expect(lines.first == "today\t2024-01-05")
    #expect(lines.contains("tomorrow\t2024-01-06"))
    #expect(lines.contains("fri\t2024-01-12"))
    #expect(lines.last == "2024-01-05\ttoday")
  }

  @Test func completeHonoursWKCHome() {
    let home = TestHome()
    home.environment["WKC_HOME"] = home.home + "/elsewhere"
    home.expectSuccess(["gear", "add", "peg", "--name", "Pegasus"])
    home.environment["WKC_HOME"] = nil
    #expect(home.expectSuccess(["__complete", "gear"]).isEmpty)
    #expect(
      home.expectSuccess(["__complete", "gear", "--home", home.home + "/elsewhere"])
        == "peg\tPegasus\n")
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
    let path = ScratchFolder.base + "/wkc-\(UUID().uuidString).1"
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
