import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `wkc run` on a pseudo-terminal, as a person at a terminal drives it: keys in,
/// the screen out. Waits are for text to appear, with a generous limit; nothing is timed.
@Suite struct TerminalTests {
  /// A `wkc` process whose stdin, stdout and stderr are the slave side of a new pty.
  final class TerminalProcess {
    let master: Int32
    let slavePath: String
    let pid: pid_t
    private(set) var screen = ""
    /// How much of `text` earlier waits have consumed.
    private var consumed = 0

    init(_ arguments: [String], home: String) throws {
      // posix_openpt, unlockpt and ptsname, as Linux does them: the Glibc module lacks them.
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      let tiocsptlck: UInt = 0x4004_5431  // _IOW('T', 0x31, int)
      let tiocgptn: UInt = 0x8004_5430  // _IOR('T', 0x30, unsigned int)
      guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0,
        ioctl(master, tiocgptn, &number) == 0
      else { throw POSIXError(.ENOTTY) }
      slavePath = "/dev/pts/\(number)"
      var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)

      pid = try spawnWKC(
        arguments, environment: ["HOME=\(home)", "TZ=UTC", "TERM=xterm-256color"],
        terminal: slavePath)
    }

    deinit {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, WNOHANG)
      close(master)
    }

    /// Types keys, as a terminal sends them (Enter is a carriage return).
    func type(_ keys: String) {
      _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress!, $0.count - 1) }
    }

    /// The screen without escape sequences (colours, cursor moves).
    var text: String {
      var plain = ""
      var inEscape = false
      for scalar in screen.unicodeScalars {
        if inEscape {
          if scalar.properties.isAlphabetic { inEscape = false }
        } else if scalar == "\u{1B}" {
          inEscape = true
        } else {
          plain.unicodeScalars.append(scalar)
        }
      }
      return plain
    }

    /// Reads the screen until `wanted` appears after the last match, and consumes up to it;
    /// false if it never does within a generous limit.
    @discardableResult
    func waitFor(_ wanted: String) -> Bool {
      for _ in 0..<400 {
        if consume(wanted) { return true }
        drain()
      }
      return consume(wanted)
    }

    /// Reads what the screen has now, waiting a little for it.
    private func drain() {
      var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, 50) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(master, &buffer, buffer.count)
      if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
    }

    private func consume(_ wanted: String) -> Bool {
      let rest = text.dropFirst(consumed)
      guard let found = rest.range(of: wanted) else { return false }
      consumed += rest.distance(from: rest.startIndex, to: found.upperBound)
      return true
    }

    /// Waits for the process to end; its exit code, or 128 + the signal that ended it.
    func exitCode() -> Int32 {
      var status: Int32 = 0
      for _ in 0..<400 {
        if waitpid(pid, &status, WNOHANG) == pid {
          return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }
        drain()
        usleep(20_000)  // a closed terminal makes poll return at once
      }
      return -1
    }
  }

  func makeHome() throws -> String {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkc-tty-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    return home
  }

  func planBenchPress(home: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    process.arguments = [
      "add", "bench-press", "--date", "2024-01-05", "--sets", "2", "--reps", "10", "--weight",
      "60", "--rest", "90",
    ]
    process.environment = ["HOME": home, "TZ": "UTC"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  func sets(home: String) throws -> [[String: Any]] {
    let path = home + "/.local/share/wkc/menus/2024-01.json"
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let menus = (file as? [String: Any])?["menus"] as? [[String: Any]]
    let workouts = menus?.first?["workouts"] as? [[String: Any]]
    return workouts?.first?["sets"] as? [[String: Any]] ?? []
  }

  @Test func enterRecordsASetAsPlannedEnterSkipsTheRestAndASpecRecordsTheNext() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let run = try TerminalProcess(["run", "2024-01-05"], home: home)
    #expect(run.waitFor("Bench Press set 1/2"))
    #expect(run.waitFor("> "))
    run.type("\r")
    #expect(run.waitFor("REST"))
    #expect(run.waitFor("next: Bench Press set 2/2"))
    run.type("\r")
    #expect(run.waitFor("Bench Press set 2/2"))
    #expect(run.waitFor("> "))
    run.type("8x62.5\r")
    #expect(run.waitFor("Done: 2 sets done"))
    #expect(run.exitCode() == 0)
    let sets = try sets(home: home)
    #expect((sets[0]["actual"] as? [String: Double])?["weight"] == 60)
    #expect((sets[1]["actual"] as? [String: Double])?["reps"] == 8)
    #expect((sets[1]["actual"] as? [String: Double])?["weight"] == 62.5)
  }

  @Test func ctrlCMidRestKeepsTheSetRestoresTheTerminalExits130AndRunResumes() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let run = try TerminalProcess(["run", "2024-01-05"], home: home)
    #expect(run.waitFor("> "))
    run.type("\r")
    #expect(run.waitFor("REST"))
    kill(run.pid, SIGINT)
    #expect(run.waitFor("interrupted; every set entered is saved"))
    #expect(run.exitCode() == 130)
    // The cursor is shown again, and the terminal has lines and echo again.
    #expect(run.screen.contains("\u{1B}[?25h"))
    let slave = open(run.slavePath, O_RDWR | O_NOCTTY)
    defer { close(slave) }
    var settings = termios()
    #expect(tcgetattr(slave, &settings) == 0)
    #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
    #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
    let sets = try sets(home: home)
    #expect(sets[0]["actual"] is [String: Any])
    #expect(sets[1]["actual"] is NSNull)
    let names = try FileManager.default.subpathsOfDirectory(atPath: home + "/.local/share/wkc")
    #expect(names.filter { $0.contains(".tmp.") }.isEmpty)

    let again = try TerminalProcess(["run", "2024-01-05"], home: home)
    #expect(again.waitFor("Bench Press set 2/2"))
    again.type("q\r")
    #expect(again.exitCode() == 0)
  }

  @Test func sigtermAtThePromptExits130AndKeepsWhatWasEntered() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let run = try TerminalProcess(["run", "2024-01-05", "--no-timer"], home: home)
    #expect(run.waitFor("> "))
    run.type("9x60\r")
    #expect(run.waitFor("Bench Press set 2/2"))
    #expect(run.waitFor("> "))
    kill(run.pid, SIGTERM)
    #expect(run.waitFor("interrupted; every set entered is saved"))
    #expect(run.exitCode() == 130)
    let sets = try sets(home: home)
    #expect((sets[0]["actual"] as? [String: Double])?["reps"] == 9)
    #expect(sets[1]["actual"] is NSNull)
  }
}
