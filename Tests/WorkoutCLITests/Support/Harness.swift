import Foundation
import TestSupport
import Testing
import WorkoutCLI

/// What one in-process run of wkc produced.
struct Outcome {
  var code: Int32
  var stdout: String
  var stderr: String
}

/// A temporary home for one test: runs `wkc` in-process against it with a fixed clock,
/// a fixed time zone and buffers for the streams. Nothing touches the real home or clock.
/// The home is under `ScratchFolder.base`, a tmpfs when the machine has one.
final class TestHome {
  /// The temporary folder standing in for `$HOME`.
  let home: String
  /// The data directory wkc uses under it.
  var dataDirectory: String { home + "/.local/share/wkc" }
  /// 2024-01-05T09:00:00+09:00, a Friday, unless a test changes it.
  var now: Double = 1_704_412_800
  /// The monotonic clock and waits of commands that wait; time moves only when they wait.
  var pacer = ManualPacer()
  var environment: [String: String]
  /// The size stdout reports when a run acts as a terminal; nil: unknown (80 × 24 is assumed).
  var terminalSize: (columns: Int, rows: Int)?

  init() {
    home = ScratchFolder.make("wkc-test")
    environment = ["HOME": home, "TZ": "Asia/Tokyo", "TERM": "xterm-256color"]
  }

  deinit { try? FileManager.default.removeItem(atPath: home) }

  /// Runs `wkc` with words split on spaces (use `run(arguments:)` for words with spaces).
  @discardableResult
  func run(_ line: String, stdin: String = "", terminal: Bool = false, lockWait: Double = 5)
    -> Outcome
  {
    run(
      arguments: line.split(separator: " ").map(String.init), stdin: stdin,
      terminal: terminal, lockWait: lockWait)
  }

  /// Runs `wkc` with these words; `keyboard` makes stdin alone a terminal (output piped).
  @discardableResult
  func run(
    arguments: [String], stdin: String = "", terminal: Bool = false, keyboard: Bool = false,
    lockWait: Double = 5
  ) -> Outcome {
    let out = BufferOutput(isTerminal: terminal, size: terminal ? terminalSize : nil)
    let err = BufferOutput(isTerminal: terminal)
    let code = WorkoutCLI.run(
      arguments: arguments, environment: environment,
      stdin: BufferInput(stdin, isTerminal: terminal || keyboard), stdout: out, stderr: err,
      time: FixedTime(now), pacer: pacer, lockWait: lockWait)
    return Outcome(code: code, stdout: out.text, stderr: err.text)
  }

  /// Every file under the home with its bytes, to prove a failed command changed nothing: a
  /// folder, a symbolic link (where it leads) and a pipe or device by what they are, never
  /// opened (a FIFO would block, `/dev/zero` never ends), each with its mode.
  func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: home) else { return files }
    while let path = walker.nextObject() as? String {
      let full = home + "/" + path
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      let mode = "<mode \(String(info.st_mode & 0o7777, radix: 8))>"
      switch info.st_mode & S_IFMT {
      case S_IFDIR: files[path] = Data("<folder>\(mode)".utf8)
      case S_IFLNK:
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?"
        files[path] = Data("<link to \(target)>".utf8)
      case S_IFREG:
        files[path] = (FileManager.default.contents(atPath: full) ?? Data()) + Data(mode.utf8)
      default: files[path] = Data("<special>\(mode)".utf8)
      }
    }
    return files
  }

  /// The text of a file in the data directory (`menus/2024-01.json`).
  func file(_ path: String) -> String? {
    FileManager.default.contents(atPath: dataDirectory + "/" + path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Writes a file in the data directory, creating folders.
  func write(_ path: String, _ text: String) {
    let full = dataDirectory + "/" + path
    try! FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
  }

  /// Writes `menus/2024-01.json` by hand: one bench-press set on `date` planned as `planned`,
  /// a JSON object written as is (so it may hold what wkc would never write).
  func writeBenchPressPlan(on date: String = "2024-01-05", planned: String) {
    write(
      "menus/2024-01.json",
      """
      {"menus": [{"date": "\(date)", "note": null, "workouts": [{"exercise": "bench-press",
      "id": "wabc", "note": null, "sets": [{"actual": null, "completedAt": null,
      "planned": \(planned), "skipped": false}]}]}], "version": 1}
      """)
  }

  /// Runs a command that must fail: checks its exit code, that stderr says `message`,
  /// stdout is empty, and that no file under the home changed.
  @discardableResult
  func expectFailure(
    _ arguments: [String], code: Int32, message: String, stdin: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Outcome {
    let before = snapshot()
    let outcome = run(arguments: arguments, stdin: stdin)
    #expect(outcome.code == code, "exit code of \(arguments)", sourceLocation: sourceLocation)
    #expect(
      outcome.stderr.contains(message), "stderr of \(arguments): \(outcome.stderr)",
      sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix("wkc: error: "), sourceLocation: sourceLocation)
    #expect(outcome.stdout.isEmpty, "stdout of \(arguments)", sourceLocation: sourceLocation)
    #expect(snapshot() == before, "files changed by \(arguments)", sourceLocation: sourceLocation)
    return outcome
  }

  /// Runs a command that must succeed and returns its stdout.
  @discardableResult
  func expectSuccess(
    _ arguments: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let outcome = run(arguments: arguments, stdin: stdin)
    #expect(
      outcome.code == 0, "\(arguments) failed: \(outcome.stderr)", sourceLocation: sourceLocation)
    return outcome.stdout
  }

  /// Parses the JSON a command printed.
  func json(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Any? {
    let text = expectSuccess(arguments + ["--json"], sourceLocation: sourceLocation)
    return try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }
}
