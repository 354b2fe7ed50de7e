import Foundation
import TestSupport
import Testing

@testable import WorkoutCLI

/// The completion scripts loaded into the real shells, pointed at the built `wkc` and a home
/// with a custom exercise, a template and gear. A shell that is not installed is skipped.
@Suite struct CompletionScriptTests {
  // MARK: - bash

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesGearSubcommands() throws {
    #expect(try Shell.bash(["wkc", "gear", ""]).contains("retire"))
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesFixedArgumentValues() throws {
    #expect(try Shell.bash(["wkc", "config", "set", "units", ""]) == ["kg", "lb", "km", "mi"])
    #expect(
      try Shell.bash(["wkc", "config", "get", ""]) == [
        "units", "distance", "bar", "plates", "warmup", "rest-between", "get-ready",
      ])
    #expect(try Shell.bash(["wkc", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try Shell.bash(["wkc", "help", "ti"]) == ["timer"])
    #expect(try Shell.bash(["wkc", "record", "bench-p"]).contains("bench-press"))
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesGearIdsFromTheData() throws {
    #expect(try Shell.bash(["wkc", "gear", "show", ""]) == ["peg"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesCustomExerciseIdsAndJapaneseAliases() throws {
    #expect(try Shell.bash(["wkc", "add", "my"]) == ["my-curl"])
    #expect(try Shell.bash(["wkc", "add", "マイ"]) == ["マイカール"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesTemplateNames() throws {
    #expect(try Shell.bash(["wkc", "template", "apply", ""]) == ["legs"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesGearOptionWithNone() throws {
    #expect(try Shell.bash(["wkc", "add", "squat", "--gear", ""]) == ["none", "peg"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesFixedOptionValues() throws {
    #expect(
      try Shell.bash(["wkc", "export", "--format", ""])
        == ["json", "jsonl", "csv", "md", "pdf", "ics"])
    #expect(try Shell.bash(["wkc", "--color", "=", "a"]) == ["auto", "always"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesOptionsOfTheCommand() throws {
    #expect(
      try Shell.bash(["wkc", "add", "squat", "--d"]) == ["--date", "--duration", "--distance"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesDatesForTheDefaultSubcommand() throws {
    #expect(try Shell.bash(["wkc", "menu", "to"]) == ["today", "tomorrow"])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashCompletesFromTheHomeGivenOnTheLine() throws {
    let other = try Shell.home(gear: "other-shoe")
    defer { try? FileManager.default.removeItem(atPath: other) }
    #expect(
      try Shell.bash(["wkc", "--home", other + "/.local/share/wkc", "gear", "show", ""]) == [
        "other-shoe"
      ])
  }

  @Test(.enabled(if: Shell.find("bash") != nil, "bash is not installed"))
  func bashSeesOnlyTheValuesNotTheirDescriptions() throws {
    #expect(try Shell.bash(["wkc", "ad"]) == ["add"])
    #expect(try Shell.bash(["wkc", "log", "my"]) == ["my-curl"])
    #expect(try Shell.bash(["wkc", "menu", "tod"]) == ["today"])
  }

  // MARK: - zsh

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshScriptDefinesTheCompletionFunction() throws {
    let file = try Shell.script("zsh")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let output = try Shell.run("zsh", ["-f", "-c", "source \"$1\"; whence -w _wkc", "zsh", file])
    #expect(output == ["_wkc: function"])
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshCompletesGearIdsAndTemplates() throws {
    #expect(try Shell.zsh(["wkc", "gear", "show", ""]) == ["peg"])
    #expect(try Shell.zsh(["wkc", "template", "show", ""]) == ["legs"])
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshCompletesJapaneseAliasesAndInlineValues() throws {
    #expect(try Shell.zsh(["wkc", "chart", "マイ"]) == ["マイカール"])
    #expect(try Shell.zsh(["wkc", "export", "--format=j"]) == ["--format=json", "--format=jsonl"])
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshCompletionFunctionAddsCandidatesAndFiles() throws {
    let file = try Shell.script("zsh")
    defer { try? FileManager.default.removeItem(atPath: file) }
    // _describe and _files stubbed: `_wkc` itself runs without compinit.
    let body = """
      source "$1"
      _describe() { local name=$4; print -l -- "${(@)${(@P)name}%%:*}"; }
      _files() { print FILES; }
      words=(wkc gear show ''); CURRENT=4; _wkc
      words=(wkc import ''); CURRENT=3; _wkc
      """
    #expect(try Shell.run("zsh", ["-f", "-c", body, "zsh", file]) == ["peg", "FILES"])
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshGivesDescribeTheValuesWithTheirDescriptions() throws {
    let file = try Shell.script("zsh")
    defer { try? FileManager.default.removeItem(atPath: file) }
    // _describe stubbed: it prints the value:description array it is given.
    let body = """
      source "$1"
      _describe() { local name=$4; print -rl -- "${(@P)name}"; }
      words=(wkc ad); CURRENT=2; _wkc
      words=(wkc gear show ''); CURRENT=4; _wkc
      words=(wkc add squat --da); CURRENT=4; _wkc
      """
    #expect(
      try Shell.run("zsh", ["-f", "-c", body, "zsh", file]) == [
        "add:\(summary(of: ["add"]))", "peg:Shoe", "--date:The date",
      ])
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed"))
  func zshListsSubcommandsWithDescriptionsAfterCompinit() throws {
    let file = try Shell.script("zsh")
    defer { try? FileManager.default.removeItem(atPath: file) }
    // An interactive zsh on a pseudo-terminal, completing `wkc gear ` with compinit loaded.
    let body = #"""
      zmodload zsh/zpty
      zpty z zsh -f -i
      zpty -w z "PS1='> '; autoload -Uz compinit; compinit -u -D; source ${(q)1}"
      zpty -w z $'wkc gear \t'
      local out chunk
      for i in {1..100}; do
        zpty -r -t z chunk && out+=${chunk//$'\r'/}
        [[ $out == *$'\n'add\ *--*$'\n'* ]] && break
        sleep 0.1
      done
      zpty -d z
      print -r -- "$out"
      """#
    let lines = try Shell.run("zsh", ["-f", "-c", body, "zsh", file])
    let add = try #require(lines.first { $0.hasPrefix("add ") }, "\(lines)")
    #expect(add.contains("-- \(summary(of: ["gear", "add"]))"))
  }

  // MARK: - fish

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishCompletesGearSubcommandsAndIds() throws {
    #expect(try Shell.fish("wkc gear ").contains("retire"))
    #expect(try Shell.fish("wkc gear show ") == ["peg"])
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishCompletesExercisesTemplatesAndValues() throws {
    #expect(try Shell.fish("wkc log my") == ["my-curl"])
    #expect(try Shell.fish("wkc template apply ") == ["legs"])
    #expect(try Shell.fish("wkc chart squat --metric e") == ["e1rm"])
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishDescribesCommandsBySummary() throws {
    #expect(try Shell.fishDescribed("wkc ad") == ["add\t\(summary(of: ["add"]))"])
    #expect(
      try Shell.fishDescribed("wkc gear ret") == ["retire\t\(summary(of: ["gear", "retire"]))"])
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishDescribesOptionsAndGlobalOptions() throws {
    #expect(try Shell.fishDescribed("wkc add squat --da") == ["--date\tThe date"])
    #expect(
      try Shell.fishDescribed("wkc menu --col") == [
        "--color\tColour - auto (a terminal without NO_COLOR), always or never"
      ])
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishDescribesDataValuesByTheirNames() throws {
    #expect(try Shell.fishDescribed("wkc log my") == ["my-curl\tMy Curl"])
    #expect(try Shell.fishDescribed("wkc log マイ") == ["マイカール\tMy Curl"])
    #expect(try Shell.fishDescribed("wkc gear show ") == ["peg\tShoe"])
    #expect(try Shell.fishDescribed("wkc template apply ") == ["legs\tsquat"])
    // The built binary runs on the real clock: tomorrow is some date.
    let tomorrow = try Shell.fishDescribed("wkc menu tom")
    #expect(tomorrow.count == 1)
    #expect(tomorrow.first?.wholeMatch(of: /tomorrow\t\d{4}-\d\d-\d\d/) != nil, "\(tomorrow)")
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed"))
  func fishLeavesFixedValuesUndescribed() throws {
    #expect(
      try Shell.fishDescribed("wkc export --format=j") == ["--format=json", "--format=jsonl"])
  }
}

/// The completion summary of a command's abstract.
private func summary(of path: [String]) -> String {
  var command = Commands.root()
  for name in path { command = command.subcommand(name)! }
  return CompletionTables.summary(command.abstract)
}

/// Runs the real shells against the built binary and a prepared home.
enum Shell {
  /// The shell's (or tool's) path on `PATH`, or nil when it is not installed.
  static func find(_ name: String) -> String? { InstalledTool.path(name) }

  /// A home (`HOME`) with `my-curl` (alias マイカール), gear and the template `legs`.
  static func home(gear: String = "peg") throws -> String {
    let home = TestHome()
    home.expectSuccess(
      [
        "catalog", "add", "my-curl", "--name", "My Curl", "--items", "reps,weight", "--alias",
        "マイカール",
      ])
    home.expectSuccess(["gear", "add", gear, "--name", "Shoe"])
    home.expectSuccess(["add", "squat"])
    home.expectSuccess(["template", "save", "legs", "--from", "2024-01-05"])
    // TestHome removes its folder when it goes; keep a copy for the shell.
    let copy = ScratchFolder.base + "/wkc-shell-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: home.home, toPath: copy)
    return copy
  }

  /// The script for a shell, written to a file.
  static func script(_ shell: String) throws -> String {
    let outcome = TestHome().run(arguments: ["completions", shell])
    let path = ScratchFolder.base + "/wkc-completion-\(UUID().uuidString).\(shell)"
    try Data(outcome.stdout.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Runs a shell with the built binary first on `PATH` and `home` as `HOME`; stdout lines.
  static func run(_ shell: String, _ arguments: [String], home: String? = nil) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: find(shell)!)
    process.arguments = arguments
    let folder = URL(fileURLWithPath: BinaryTests.binary).deletingLastPathComponent().path
    let made = try home == nil ? Self.home() : nil
    defer { made.map { try? FileManager.default.removeItem(atPath: $0) } }
    process.environment = [
      "HOME": made ?? home!, "PATH": "\(folder):/usr/bin:/bin", "TZ": "UTC",
      "LANG": "C.UTF-8",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// What bash's `_wkc` puts in COMPREPLY for these words, the last one being completed.
  static func bash(_ words: [String]) throws -> [String] {
    let body = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _wkc
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let file = try script("bash")
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try run("bash", ["-c", body, "bash", file] + words)
  }

  /// What zsh's candidate function prints for these words (no compinit needed).
  static func zsh(_ words: [String]) throws -> [String] {
    let body = "source \"$1\"; shift; _wkc_candidates \"$@\""
    let file = try script("zsh")
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try run("zsh", ["-f", "-c", body, "zsh", file] + words).map {
      String($0.split(separator: "\t").first ?? "")
    }
  }

  /// fish's completions for a command line, without descriptions.
  static func fish(_ line: String) throws -> [String] {
    try fishDescribed(line).map { String($0.split(separator: "\t").first ?? "") }
  }

  /// fish's completions for a command line, as `value<TAB>description` when described.
  static func fishDescribed(_ line: String) throws -> [String] {
    let body = "source $argv[1]; complete -C $argv[2]"
    let file = try script("fish")
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try run("fish", ["--no-config", "-c", body, file, line])
  }
}
