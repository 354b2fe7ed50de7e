import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension HostileProcessTests {
  /// `add` killed with SIGKILL at spread-out moments: whatever it left, `undo` either puts back
  /// exactly the files before the change that landed last, or refuses (exit 1) and changes
  /// nothing; undoing that again puts the files back as the kill left them, with no stray.
  @Test func undoAfterKillNine() throws {
    // On the disk: a kill in the middle of real writes, fsyncs and renames (see temporaryHome).
    let home = try temporaryHome(onDisk: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let data = home + "/.local/share/wkc"
    // How long an add takes here, so the kills spread from its start to a little past its end:
    // the slowest of three adds like the ones killed (one quick sample made every kill too early
    // on a loaded machine), so the latest kills come after some writes.
    var duration = 0.0
    for day in 1...3 {
      let timed = try shell(
        #"s=$(date +%s%N); "$WKC" add bench-press --date 2023-12-0\#(day) --sets 2 --reps 5 "#
          + #">/dev/null; echo $(( $(date +%s%N) - s ))"#, home: home)
      let nanoseconds = Double(timed.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      duration = max(duration, nanoseconds ?? 1e8)
    }
    var landed = 0
    for iteration in 0..<24 {
      let before = storeFiles(data)
      let delay = String(format: "%.3f", duration / 1e9 * 1.3 * Double(iteration % 12) / 11)
      let add = try shell(
        """
        "$WKC" add bench-press --date 2024-01-\(10 + iteration) --sets 2 --reps 5 & p=$!
        sleep \(delay); kill -9 $p 2>/dev/null; wait $p; echo $?
        """, home: home)
      var after = storeFiles(data)
      if after != before { landed += 1 }
      // A kill after `commit.json` was written leaves the change for the next wkc to finish
      // (any command does, first): the files to compare with are the finished ones.
      if after.keys.contains("commit.json") {
        #expect(try shell(#"exec "$WKC" menu show >/dev/null"#, home: home).code == 0)
        after = storeFiles(data)
        #expect(!after.keys.contains("commit.json"))
      }

      let undo = try shell(#"exec "$WKC" undo"#, home: home)
      if after != before {
        #expect(undo.code == 0, "iteration \(iteration): \(undo.stderr)")
        #expect(storeFiles(data) == before, "iteration \(iteration), add exited \(add.stdout)")
      } else if undo.code == 1 {
        #expect(
          undo.stderr.contains("its files are already as they were before it"), "\(undo.stderr)")
        #expect(storeFiles(data) == after)
      } else {
        #expect(undo.code == 0, "iteration \(iteration): \(undo.stderr)")
      }
      if undo.code == 0 {
        #expect(try shell(#"exec "$WKC" undo"#, home: home).code == 0)
        #expect(storeFiles(data) == after, "iteration \(iteration): redo")
        #expect(!entries(data).contains { $0.contains(".tmp.") }, "a stray is left")
      }
      #expect(try shell(#"exec "$WKC" undo --list"#, home: home).code == 0)
    }
    // Some kills come after the write and some before; at least the slowest ones finish.
    #expect(
      landed > 0, "every kill came before the write; the slowest add timed took \(duration) ns")
  }

  /// The store's own files under `data` with their bytes (no index, lock, journal or stray
  /// temporary file: strays are checked on their own).
  private func storeFiles(_ data: String) -> [String: Data] {
    contents(data).filter { path, _ in
      path != "index.json" && path != "lock" && !path.hasPrefix("journal") && path != "menus"
        && !path.contains(".tmp.")
    }
  }
}
