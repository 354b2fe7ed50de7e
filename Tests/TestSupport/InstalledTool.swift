import Foundation

/// The optional tools some tests run (shells, python3, poppler, mandoc, …), found on `PATH` the
/// way a shell finds them, so a `PATH` without one shows those tests as skipped.
public enum InstalledTool {
  /// The path of the executable `name` on `PATH`, or nil when no folder of `PATH` has it.
  public static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// True when `name` is on `PATH`.
  public static func has(_ name: String) -> Bool { path(name) != nil }

  /// The first of `candidates` (paths, or names looked up on `PATH`) that runs and imports every
  /// module of `modules`; nil when none does.
  public static func python(importing modules: [String], candidates: [String] = ["python3"])
    -> String?
  {
    let script = modules.isEmpty ? "pass" : "import " + modules.joined(separator: ", ")
    for candidate in candidates {
      guard let path = candidate.contains("/") ? candidate : path(candidate),
        FileManager.default.isExecutableFile(atPath: path)
      else { continue }
      if exitStatus(path, ["-c", script]) == 0 { return path }
    }
    return nil
  }

  /// The exit status of `executable` run with `arguments`, its output thrown away; nil when it
  /// cannot start.
  private static func exitStatus(_ executable: String, _ arguments: [String]) -> Int32? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
