import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// End-to-end: the built `wkc` run as a separate process in a temporary home.
@Suite struct BinaryTests {
  /// The `wkc` next to this test binary in the build folder.
  static let binary: String = {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = me.deletingLastPathComponent()
    // The test bundle may be a folder inside the build folder.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("wkc").path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("wkc").path
  }()

  struct Result {
    var code: Int32
    var stdout: String
    var stderr: String
  }

  func wkc(_ arguments: [String], home: String, stdin: String = "", binary: String = binary)
    throws -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.environment = ["HOME": home, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      code: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// A fresh folder for a home, under `ScratchFolder.base`, or on the disk when `onDisk`.
  func temporaryFolder(onDisk: Bool = false) throws -> String {
    ScratchFolder.make("wkc-e2e", onDisk: onDisk)
  }

  @Test func versionPrintsAndExitsZero() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try wkc(["--version"], home: home)
    #expect(result.code == 0)
    #expect(result.stdout == "wkc 0.1.0\n")
  }

  @Test func planShowAndReadBackAsJSON() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let added = try wkc(
      [
        "add", "bench-press", "--date", "2024-01-05", "--sets", "3", "--reps", "10",
        "--weight", "60",
      ], home: home)
    #expect(added.code == 0, "\(added.stderr)")
    let shown = try wkc(["menu", "show", "2024-01-05", "--json"], home: home)
    #expect(shown.code == 0)
    let menu = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    let workouts = try #require(menu?["workouts"] as? [[String: Any]])
    #expect(workouts.first?["exercise"] as? String == "bench-press")
    #expect((workouts.first?["sets"] as? [Any])?.count == 3)
    let file = home + "/.local/share/wkc/menus/2024-01.json"
    #expect(FileManager.default.fileExists(atPath: file))
    let folder = try FileManager.default.attributesOfItem(atPath: home + "/.local/share/wkc")
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test func menuPutReadsStandardInput() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let json = #"{"workouts":[{"exercise":"squat","sets":[{"planned":{"reps":5,"weight":80}}]}]}"#
    let put = try wkc(["menu", "put", "2024-01-06", "--file", "-"], home: home, stdin: json)
    #expect(put.code == 0, "\(put.stderr)")
    let shown = try wkc(["menu", "show", "2024-01-06"], home: home)
    #expect(shown.stdout.contains("Squat"))
    #expect(shown.stdout.contains("5x80 kg"))
  }

  @Test func usageErrorsGoToStandardErrorWithExitCode64() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try wkc(["menu", "show", "2024-02-30"], home: home)
    #expect(result.code == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("wkc: error: '2024-02-30' is not a date"))
    #expect(result.stderr.contains("See 'wkc menu show --help'."))
    #expect(!FileManager.default.fileExists(atPath: home + "/.local/share/wkc"))
  }

  @Test func aCopyOfTheBinaryAloneKnowsTheCatalog() throws {
    // On the disk: the copy runs from this folder, and /dev/shm is often mounted noexec.
    let folder = try temporaryFolder(onDisk: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let copy = folder + "/wkc"
    // Written with O_CLOEXEC, so no child another test spawns meanwhile keeps it open for
    // writing, which would make running it fail with "Text file busy".
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.binary))
    let fd = open(copy, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    try #require(fd >= 0)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    close(fd)
    try #require(written == bytes.count)
    var result = Result(code: -1, stdout: "", stderr: "")
    // A child forked by another test but not yet exec'ed may still hold the descriptor briefly.
    for _ in 0..<50 {
      do {
        result = try wkc(["catalog", "show", "ベンチプレス", "--json"], home: folder, binary: copy)
        break
      } catch let error as NSError
        where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
      {
        usleep(20_000)
      }
    }
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""id": "bench-press""#))
    let count = try wkc(["catalog", "list", "--json"], home: folder, binary: copy)
    let exercises = try JSONSerialization.jsonObject(with: Data(count.stdout.utf8)) as? [Any]
    #expect((exercises?.count ?? 0) >= 150)
  }

  @Test func anInterruptWhileWaitingForTheLockWritesNothingAndLeavesNoTemporaryFile() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let data = home + "/.local/share/wkc"
    #expect(try wkc(["add", "squat", "--date", "2024-01-05"], home: home).code == 0)
    let month = try Data(contentsOf: URL(fileURLWithPath: data + "/menus/2024-01.json"))
    let fd = open(data + "/lock", O_RDWR)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_EX) == 0)

    let pid = try spawnWKC(
      ["add", "bench-press", "--date", "2024-01-05"], environment: ["HOME=\(home)", "TZ=UTC"])
    usleep(300_000)  // let it reach the lock; the outcome must be the same if it has not
    kill(pid, SIGINT)
    var status: Int32 = 0
    waitpid(pid, &status, 0)

    #expect(status & 0x7F == SIGINT, "wkc ended with status \(status), not by SIGINT")
    #expect(try Data(contentsOf: URL(fileURLWithPath: data + "/menus/2024-01.json")) == month)
    let names = try FileManager.default.subpathsOfDirectory(atPath: data)
    #expect(names.filter { $0.contains(".tmp.") }.isEmpty)
  }
}
