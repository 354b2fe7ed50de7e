import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// End-to-end cases only a real process shows: raw argument bytes, and a disk that is full
/// (a file size limit of 0, so every write to a file fails with EFBIG).
@Suite struct HostileProcessTests {
  struct Result {
    var code: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `script` with `/bin/sh`, where `$WKC` is the built binary and `$HOME` is `home`.
  /// SIGXFSZ starts at its default action (death), as in a login shell, so wkc must ignore it
  /// itself to report a full disk; the test runner's own dispositions do not leak in.
  func shell(_ script: String, home: String) throws -> Result {
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard pipe(&out) == 0, pipe(&err) == 0 else { throw POSIXError(.EMFILE) }
    for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGXFSZ, SIGINT, SIGPIPE] { sigaddset(&defaults, signal) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let words: [String] = ["/bin/sh", "-c", script]
    let environment: [String] = [
      "HOME=\(home)", "TZ=UTC", "PATH=/usr/bin:/bin", "WKC=\(BinaryTests.binary)",
    ]
    let argv = words.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    close(out[1])
    close(err[1])
    defer {
      close(out[0])
      close(err[0])
    }
    guard spawned == 0 else { throw POSIXError(.ECHILD) }
    // The outputs are a few lines, well within a pipe's buffer: read them one after the other.
    let stdout = readToEnd(out[0])
    let stderr = readToEnd(err[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(code: code, stdout: stdout, stderr: stderr)
  }

  private func readToEnd(_ fd: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A fresh temporary folder standing in for `$HOME`, under `ScratchFolder.base`; removed by the
  /// caller. The durability tests (a full disk, `kill -9`) ask for one `onDisk`: what they check
  /// is what a real file system makes of wkc's writes, fsyncs and renames when a write fails or
  /// the process dies mid-way, and tmpfs (memory only, fsync a no-op, other timings) is not that.
  func temporaryHome(onDisk: Bool = false) throws -> String {
    ScratchFolder.make("wkc-e2e", onDisk: onDisk)
  }

  /// Every path under `folder`, relative to it, sorted.
  func entries(_ folder: String) -> [String] {
    (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
  }

  /// Every file under `folder` with its bytes.
  func contents(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for path in entries(folder) {
      files[path] = FileManager.default.contents(atPath: folder + "/" + path) ?? Data()
    }
    return files
  }

  // MARK: - Arguments that are not UTF-8

  @Test func anArgumentThatIsNotUTF8IsRefusedAndNothingIsWritten() throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try shell(
      #"exec "$WKC" add squat --note "$(printf 'caf\303')""#, home: home)
    #expect(result.code == 65)
    #expect(result.stderr == "wkc: error: argument 4 is not valid UTF-8\n")
    #expect(result.stdout.isEmpty)
    #expect(entries(home).isEmpty)
  }

  @Test func anInvalidByteInACommandWordIsRefusedBeforeParsing() throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try shell(#"exec "$WKC" "$(printf 'menu\377')" show"#, home: home)
    #expect(result.code == 65)
    #expect(result.stderr == "wkc: error: argument 1 is not valid UTF-8\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func anArgumentInAnotherScriptIsAccepted() throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try shell(#"exec "$WKC" add スクワット --note "très lourd""#, home: home)
    #expect(result.code == 0, "\(result.stderr)")
  }

  // MARK: - A full disk

  @Test func aFailedFirstWriteLeavesNoTrace() throws {
    let home = try temporaryHome(onDisk: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try shell(
      #"ulimit -f 0 && exec "$WKC" add squat --date 2024-01-05"#, home: home)
    #expect(result.code == 74)
    #expect(
      result.stderr
        == "wkc: error: cannot write \(home)/.local/share/wkc/menus/2024-01.json: File too large\n"
    )
    #expect(result.stdout.isEmpty)
    #expect(entries(home).isEmpty)
  }

  @Test func aFailedFirstWriteIntoAnEmptyDataDirectoryLeavesItEmpty() throws {
    let home = try temporaryHome(onDisk: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let data = home + "/.local/share/wkc"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    let menu = #"{"workouts": [{"exercise": "squat", "sets": [{"planned": {"reps": 5}}]}]}"#
    let result = try shell(
      "printf '%s' '\(menu)' | (ulimit -f 0 && exec \"$WKC\" menu put 2024-01-05 --file -)",
      home: home)
    #expect(result.code == 74)
    #expect(result.stderr.contains("cannot write \(data)/menus/2024-01.json: File too large"))
    #expect(entries(home) == [".local", ".local/share", ".local/share/wkc"])
  }

  @Test func aFailedLaterWriteKeepsTheFilesAsTheyWere() throws {
    let home = try temporaryHome(onDisk: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(try shell(#"exec "$WKC" add squat --date 2024-01-05"#, home: home).code == 0)
    let before = contents(home)
    let result = try shell(
      #"ulimit -f 0 && exec "$WKC" add deadlift --date 2024-01-05"#, home: home)
    #expect(result.code == 74)
    #expect(result.stderr.contains("menus/2024-01.json: File too large"))
    #expect(contents(home) == before)
  }
}
