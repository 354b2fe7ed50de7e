import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `wkc run` on a pseudo-terminal, as a person at a terminal drives it: keys in,
/// the screen out. Waits are for text to appear, with a generous limit; nothing is timed.
@Suite struct TerminalTests {

  func makeHome() throws -> String {
    ScratchFolder.make("wkc-tty")
  }

  func planBenchPress(home: String, sets: Int = 2) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    process.arguments = [
      "add", "bench-press", "--date", "2024-01-05", "--sets", "\(sets)", "--reps", "10", "--weight",
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
    let run = try ChildProcess(["run", "2024-01-05"], home: home, terminal: true)
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

  @Test func aSupersetRunsRoundByRoundWithTheChangeoverAndTheRoundsRest() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let add = Process()
    add.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    add.arguments = [
      "add", "barbell-row", "--date", "2024-01-05", "--sets", "2x8", "--weight", "50", "--rest",
      "2m", "--with", "bench-press",
    ]
    add.environment = ["HOME": home, "TZ": "UTC"]
    add.standardOutput = FileHandle.nullDevice
    try add.run()
    add.waitUntilExit()
    #expect(add.terminationStatus == 0)
    let run = try ChildProcess(["run", "2024-01-05"], home: home, terminal: true)
    #expect(run.waitFor("A1 Bench Press set 1/2"))
    #expect(run.waitFor("> "))
    run.type("\r")
    // Bench press's 90 s is shorter than the rows' 2 minutes: a changeover to the rows.
    #expect(run.waitFor("REST"))
    #expect(run.waitFor("next: A2 Barbell Row set 1/2"))
    run.type("\r")
    #expect(run.waitFor("A2 Barbell Row set 1/2"))
    #expect(run.waitFor("> "))
    run.type("7x50\r")
    #expect(run.waitFor("REST"))
    #expect(run.waitFor("next: A1 Bench Press set 2/2"))
    run.type("q")
    #expect(run.waitFor("'wkc run 2024-01-05' resumes at A1 Bench Press set 2/2"))
    #expect(run.exitCode() == 0)
    let path = home + "/.local/share/wkc/menus/2024-01.json"
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let workouts = ((file as? [String: Any])?["menus"] as? [[String: Any]])?.first?["workouts"]
    let rows = ((workouts as? [[String: Any]])?.last?["sets"] as? [[String: Any]]) ?? []
    #expect((rows.first?["actual"] as? [String: Double])?["reps"] == 7)
  }

  @Test func ctrlCMidRestKeepsTheSetRestoresTheTerminalExits130AndRunResumes() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let run = try ChildProcess(["run", "2024-01-05"], home: home, terminal: true)
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

    let again = try ChildProcess(["run", "2024-01-05"], home: home, terminal: true)
    #expect(again.waitFor("Bench Press set 2/2"))
    again.type("q\r")
    #expect(again.exitCode() == 0)
  }

  @Test func sigtermAtThePromptExits130AndKeepsWhatWasEntered() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try planBenchPress(home: home)
    let run = try ChildProcess(["run", "2024-01-05", "--no-timer"], home: home, terminal: true)
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
