import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `wkc` writing where only a real process can: stdout on a full disk, a closed pipe,
/// `--output /dev/stdout` into a pipe, a file size limit.
@Suite struct OutputWriteProcessTests {
  let process = HostileProcessTests()

  /// A home with two workouts, made by the built binary.
  func homeWithWorkouts() throws -> String {
    let home = try process.temporaryHome()
    let added = try process.shell(
      #""$WKC" add squat --date 2024-01-05 --reps 5 && "$WKC" add run --date 2024-02-01"#,
      home: home)
    #expect(added.code == 0, "\(added.stderr)")
    return home
  }

  @Test(arguments: ["export", "export --format csv", "history squat", "--version", "--help"])
  func stdoutOnAFullDiskIsAnError(command: String) throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let before = process.contents(home)
    let result = try process.shell(#"exec "$WKC" \#(command) > /dev/full"#, home: home)
    #expect(result.code == 74)
    #expect(result.stderr == "wkc: error: cannot write standard output: No space left on device\n")
    #expect(process.contents(home) == before)
  }

  @Test func aReaderThatStopsEarlyEndsWkcQuietly() throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Default SIGPIPE: wkc dies of it as `yes | head` does, and says nothing.
    let killed = try process.shell(#""$WKC" --help | head -c 1 > /dev/null"#, home: home)
    #expect(killed.code == 0)
    #expect(killed.stderr.isEmpty)
    // SIGPIPE ignored (as some parents leave it): EPIPE is no error either.
    let ignored = try process.shell(
      #"(trap '' PIPE; sleep 0.2; "$WKC" --help; echo "exit $?" >&2) | :"#, home: home)
    #expect(ignored.stderr == "exit 0\n")
  }

  @Test func outputDevStdoutIntoAPipeWrites() throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let binary = BinaryTests()
    let plain = try binary.wkc(["export"], home: home)
    let result = try binary.wkc(["export", "--output", "/dev/stdout"], home: home)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(!plain.stdout.isEmpty)
    #expect(result.stdout == plain.stdout)
    let csv = try binary.wkc(["export", "--format", "csv", "--output", "/dev/fd/1"], home: home)
    #expect(csv.code == 0, "\(csv.stderr)")
    #expect(csv.stdout.hasPrefix("date,workout,exercise"))
  }

  @Test func outputDevStdoutOnAFileAppendsAsTheShellSaid() throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try process.shell(
      #"echo first > "$HOME/log" && "#
        + #""$WKC" export --format csv --output /dev/stdout >> "$HOME/log" && cat "$HOME/log""#,
      home: home)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("first\ndate,workout,exercise"))
  }

  @Test func outputOnAFullDiskIsAnErrorAndLeavesNoTemporaryFile() throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let before = process.entries(home)
    let result = try process.shell(
      #"ulimit -f 0 && exec "$WKC" export --output "$HOME/backup.json""#, home: home)
    #expect(result.code == 74)
    #expect(result.stderr == "wkc: error: cannot write \(home)/backup.json: File too large\n")
    #expect(process.entries(home) == before)
  }

  @Test func devFullAsOutputIsAnError() throws {
    let home = try homeWithWorkouts()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // A copy of the node when root, so a wkc that replaced it could not break /dev.
    let full = getuid() == 0 ? home + "/full" : "/dev/full"
    let result = try process.shell(
      (getuid() == 0 ? "mknod \"$HOME/full\" c 1 7 && " : "")
        + #"exec "$WKC" export --output "\#(full)""#, home: home)
    #expect(result.code == 74)
    #expect(result.stderr == "wkc: error: cannot write \(full): No space left on device\n")
  }
}
