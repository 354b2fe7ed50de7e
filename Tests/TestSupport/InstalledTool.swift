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

  /// A python3 that imports gpxpy: `WKC_GPXPY_PYTHON` (a venv's, say), else `python3` on `PATH`;
  /// nil when neither does.
  public static let gpxpyPython = python(
    importing: ["gpxpy"],
    candidates: [ProcessInfo.processInfo.environment["WKC_GPXPY_PYTHON"]].compactMap { $0 }
      + ["python3"])

  /// True when poppler-data, the CJK CMaps pdftotext reads Japanese and Korean with, is there.
  public static let hasPopplerData = FileManager.default.fileExists(
    atPath: "/usr/share/poppler/cMap/Adobe-Japan1")

  /// The optional tools that are missing, each with the checks skipped without it. Skipped tests
  /// say why in `swift test`'s full output, but its quiet output lists none: MissingToolTests
  /// warns once for each of these instead.
  public static var missing: [(tool: String, skipped: String)] {
    let tools: [(String, Bool, String)] = [
      ("python3", has("python3"), "the cross-checks with Python's csv and expat"),
      ("python3 with gpxpy", gpxpyPython != nil, "the GPX distances against gpxpy"),
      ("bash", has("bash"), "the bash completion tests"),
      ("zsh", has("zsh"), "the zsh completion tests"),
      ("fish", has("fish"), "the fish completion tests"),
      ("mandoc", has("mandoc"), "the man page check with mandoc"),
      ("groff", has("groff"), "the man page check with groff"),
      ("pdfinfo (poppler-utils)", has("pdfinfo"), "the gym sheet's page check"),
      ("pdftoppm (poppler-utils)", has("pdftoppm"), "the gym sheet's rendering check"),
      ("pdftotext (poppler-utils)", has("pdftotext"), "the gym sheet's text check"),
      ("poppler-data", hasPopplerData, "the gym sheet's Japanese and Korean text check"),
    ]
    return tools.filter { !$0.1 }.map { (tool: $0.0, skipped: $0.2) }
  }

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
