import Foundation
import TestSupport
import Testing

/// A document's examples (README.md's or an article's) run as a reader types them, in one home
/// on TestHome's fixed clock: a scratch folder stands in for the current directory, and the
/// real `jq` reads wkc's JSON when it is installed. Every failure is recorded at its line of
/// the document.
final class ReadmeTour {
  let home = TestHome()
  /// The document's path, where failures point.
  let document: String
  /// The document as failures name it: its path from the package root (`README.md`).
  let name: String
  /// What relative paths (`day.json`, `.build/try`) mean: wkc runs in-process, so the test never
  /// changes the current directory (tests run in parallel); `--file`, `--output`, `--home`,
  /// imported and `>` paths are rewritten instead.
  let folder: String
  /// The jq to pipe into; nil when none is installed.
  let jq: String?
  /// What a failure (or, at `.warning`, a note) of the tour does: recorded as an issue at the
  /// document's line, unless a test of the tour itself collects it.
  var record: (Comment, Issue.Severity, SourceLocation?) -> Void = { comment, severity, place in
    if let place {
      Issue.record(comment, severity: severity, sourceLocation: place)
    } else {
      Issue.record(comment, severity: severity)
    }
  }

  init(document: String, jq: String? = ReadmeTour.installedJQ()) {
    self.document = document
    name = Documents.name(of: document)
    self.jq = jq
    folder = home.home + "/work"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // Transcripts run with stdin and stdout "on a terminal" and TERM=xterm-256color (from
    // TestHome), so Style writes Unicode marks (× ✓ — ·) as the documents show them; NO_COLOR
    // turns colour off without adding `--color never` to their commands, so stdout is the
    // documents' text with no escapes.
    home.environment["NO_COLOR"] = "1"
  }

  /// The `jq` on `PATH`, if any.
  static func installedJQ() -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .map { "\($0)/jq" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  // MARK: - Running

  /// Runs `examples` in order, but those whose command is a key of `skipped`. A `for` line runs
  /// the lines up to `done` once per word. A line the interpreter cannot read fails.
  func run(_ examples: [ReadmeExample], skipped: [String: String] = [:]) {
    var index = 0
    while index < examples.count {
      let example = examples[index]
      index += 1
      guard skipped[example.command] == nil else { continue }
      guard let statement = statement(example) else { continue }
      switch statement {
      case .run(let pipeline):
        run(pipeline, for: example)
      case .done:
        fail(example, "done without for")
      case .loop(let variable, let values):
        let body = examples[index...].prefix { $0.command != "done" }
        index += body.count + 1
        guard index <= examples.count else { return fail(example, "for without done") }
        for value in values {
          for line in body {
            switch self.statement(line, variables: [variable: value]) {
            case .run(let pipeline): run(pipeline, for: line)
            case nil: break
            case .loop, .done: fail(line, "loops cannot nest")
            }
          }
        }
      }
    }
  }

  /// The example read as a shell statement; nil, after failing the test, when it cannot be read.
  private func statement(_ example: ReadmeExample, variables: [String: String] = [:])
    -> ShellStatement?
  {
    do {
      return try ShellStatement(example.command, variables: variables)
    } catch {
      fail(
        example,
        "the test cannot run this line: \(error). Support it in Support/ShellLine.swift or, if "
          + "it cannot run in a test, add it to ReadmeExamplesTests.skipped with the reason")
      return nil
    }
  }

  /// Runs one command, which must exit 0 and, in a transcript, print the output shown.
  ///
  /// A `wkc run` without piped input reads an empty stdin that is not a terminal: it shows the
  /// first open set and stops at once (exit 0), so no rest starts and `--on-rest-end` never
  /// spawns its command.
  private func run(_ pipeline: ShellPipeline, for example: ReadmeExample) {
    let arguments = pipeline.arguments.enumerated().map { index, word in
      let previous = index > 0 ? pipeline.arguments[index - 1] : ""
      let isPath =
        ["--file", "--output", "--home"].contains(previous)
        || (previous == "import" && word != "-")
      return isPath ? path(word) : word
    }
    let outcome = home.run(
      arguments: arguments, stdin: pipeline.stdin, terminal: example.isTranscript)
    guard outcome.code == 0 else {
      return fail(example, "an example must exit 0", outcome: outcome)
    }
    var output = outcome.stdout
    if let file = pipeline.outputFile {
      do {
        try Data(output.utf8).write(to: URL(fileURLWithPath: path(file)))
      } catch {
        return fail(example, "cannot write \(file): \(error)")
      }
      output = ""
    }
    if let filter = pipeline.jq {
      guard let jq else {
        let note = "jq is not installed: \(name):\(example.line) ran wkc, not jq: "
        record(Comment(rawValue: note + example.command), .warning, nil)
        return
      }
      let piped = runProcess(jq, filter, stdin: output)
      guard piped.code == 0 else {
        return fail(example, "jq exited \(piped.code): \(piped.stderr)", outcome: outcome)
      }
      output = piped.stdout
    }
    if let expected = example.expected, !Self.matches(output, expected) {
      fail(example, "the output differs", outcome: outcome, actual: output)
    }
  }

  /// A path of a document's command in the scratch folder; `-` (stdin) and absolute paths
  /// stay.
  private func path(_ word: String) -> String {
    word == "-" || word.hasPrefix("/") ? word : folder + "/" + word
  }

  // MARK: - Comparing

  /// True when `output` is the shown text, line by line, but that a shown workout id matches
  /// any id and a last line `…` means the rest is not shown.
  static func matches(_ output: String, _ shown: [String]) -> Bool {
    var lines = output.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    var expected = shown
    if expected.last == "…" {
      expected.removeLast()
      lines = Array(lines.prefix(expected.count))
    }
    return lines.map(maskingIDs) == expected.map(maskingIDs)
  }

  /// `line` with every workout id (`w` and 14 base-32 characters) written `w<id>`.
  private static func maskingIDs(_ line: String) -> String {
    line.replacing(/\bw[0-9a-hjkmnp-tv-z]{14}\b/, with: "w<id>")
  }

  // MARK: - Failing

  /// Records a failure at the document's line: why, the command, the output shown against the
  /// output printed, the exit code and stderr.
  private func fail(
    _ example: ReadmeExample, _ reason: String, outcome: Outcome? = nil, actual: String? = nil
  ) {
    var message = "\(name):\(example.line): \(example.command)\n\(reason)"
    if let expected = example.expected {
      message += "\n--- shown in \(name):\n" + expected.joined(separator: "\n")
    }
    if let outcome {
      message += "\n--- printed (exit \(outcome.code)):\n" + (actual ?? outcome.stdout)
      message += "\n--- stderr:\n" + outcome.stderr
    }
    guard example.line > 0 else {
      return record(Comment(rawValue: "before the examples of \(name): " + message), .error, nil)
    }
    let location = SourceLocation(
      fileID: "wkc/" + name, filePath: document, line: example.line, column: 1)
    record(Comment(rawValue: message), .error, location)
  }
}

/// Runs `executable` with `arguments`, feeding it `stdin`. Files, not pipes, carry the streams,
/// so a large output cannot fill a pipe and stall.
func runProcess(_ executable: String, _ arguments: [String], stdin: String)
  -> (code: Int32, stdout: String, stderr: String)
{
  let folder = ScratchFolder.base + "/wkc-process-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let paths = ["in", "out", "err"].map { folder + "/" + $0 }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(stdin.utf8).write(to: URL(fileURLWithPath: paths[0]))
    try Data().write(to: URL(fileURLWithPath: paths[1]))
    try Data().write(to: URL(fileURLWithPath: paths[2]))
    process.standardInput = FileHandle(forReadingAtPath: paths[0])
    process.standardOutput = FileHandle(forWritingAtPath: paths[1])
    process.standardError = FileHandle(forWritingAtPath: paths[2])
    try process.run()
  } catch {
    return (-1, "", "cannot run \(executable): \(error)")
  }
  process.waitUntilExit()
  let read = { (path: String) in
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }
  return (process.terminationStatus, read(paths[1]), read(paths[2]))
}
