import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#endif

/// A wkc command the harness runs to look at a store (`export`, `doctor`), never killed.
struct StressTool {
  let wkc: String
  let environment: [String: String]
  /// Where its stdout and stderr go before they are read.
  let scratch: String

  /// Runs `wkc arguments`; its exit status (127 when it cannot start), stdout and stderr.
  func run(_ arguments: [String]) -> (status: Int32, output: [UInt8], message: String) {
    let out = "\(scratch)/look-stdout"
    let err = "\(scratch)/look-stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([wkc] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, wkc, &actions, nil, argv, envp) == 0 else {
      return (127, [], "cannot run \(wkc)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let code = status & 0x7f != 0 ? 128 + (status & 0x7f) : (status >> 8) & 0xff
    let output = FileManager.default.contents(atPath: out).map { [UInt8]($0) } ?? []
    let message = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    return (code, output, message.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The store as `wkc export` shows it, or why it could not be read back.
  func exported() -> Result<StressContent, StressReadbackError> {
    let result = run(["export"])
    guard result.status == 0 else {
      return .failure(StressReadbackError("wkc export exited \(result.status): \(result.message)"))
    }
    return StressTool.content(ofExport: result.output)
  }

  /// The menus, gear and body entries of a wkc export document.
  static func content(ofExport bytes: [UInt8]) -> Result<StressContent, StressReadbackError> {
    do {
      let document = try StoreDocument.read(bytes, name: ())
      var content = StressContent()
      for (month, bytes) in document.months {
        for menu in try MonthFile.read(bytes, name: month).menus { content.menus[menu.date] = menu }
      }
      if let gear = document.gear { content.gear = try GearFile.read(gear, name: ()) }
      if let body = document.body { content.body = try BodyFile.read(body, name: ()) }
      return .success(content)
    } catch {
      return .failure(StressReadbackError("wkc export does not read back: \(error)"))
    }
  }

  /// What `wkc doctor --json` reports that a killed writer does not explain; with `text`, or
  /// when it finds anything, plain `wkc doctor` too, which must exit the same (it reads the
  /// same files: run every time it would double the time of a check).
  func doctor(text: Bool) -> [String] {
    let json = run(["doctor", "--json"])
    let textStatus = text || json.status != 0 ? run(["doctor"]).status : json.status
    return StressDoctor.unexplained(
      textStatus: textStatus, jsonStatus: json.status, json: json.output)
  }
}

/// Why a store could not be read back through wkc.
struct StressReadbackError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}

/// What doctor may report after a kill by design, and what it may not.
enum StressDoctor {
  /// Problem kinds a SIGKILL leaves by design: a temporary file of the stopped writer (removed
  /// by the next write) and an index a month file changed behind (a cache, rebuilt at the
  /// next lookup).
  static let explainedKinds: Set<String> = ["strayFile", "staleIndex"]
  /// The file of a change of several files stopped in the middle, which the next writer
  /// finishes: reported by doctor by design.
  static let unfinishedChange = "commit.json"

  /// Each problem doctor reports that is not explained, as `kind file: message`; also a doctor
  /// that exits other than 0 or 1, JSON that does not parse, or the two runs disagreeing.
  static func unexplained(textStatus: Int32, jsonStatus: Int32, json: [UInt8]) -> [String] {
    var found: [String] = []
    for (name, status) in [("doctor", textStatus), ("doctor --json", jsonStatus)]
    where status != 0 && status != 1 {
      found.append("wkc \(name) exited \(status)")
    }
    if textStatus != jsonStatus {
      found.append("wkc doctor exited \(textStatus) but wkc doctor --json \(jsonStatus)")
    }
    guard
      let document = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
      let problems = document["problems"] as? [[String: Any]]
    else {
      return found + ["wkc doctor --json printed no problems list"]
    }
    for problem in problems {
      let kind = problem["kind"] as? String ?? "?"
      let file = problem["file"] as? String ?? "?"
      if explainedKinds.contains(kind) || file == unfinishedChange { continue }
      found.append("\(kind) \(file): \(problem["message"] as? String ?? "")")
    }
    if jsonStatus == 1, problems.isEmpty { found.append("wkc doctor --json exited 1, no problem") }
    return found
  }
}
