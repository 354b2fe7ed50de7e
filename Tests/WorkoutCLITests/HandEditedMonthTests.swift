import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inode of a file.
private func inode(_ path: String) -> UInt64? {
  var info = stat()
  return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
}

/// Rewrites a file in place, as an editor that keeps the file (not a rename) would: same path,
/// same inode. The modification time is then set apart from wkc's own write, since a coarse
/// file-system clock may not have ticked between the two (a person edits seconds later).
private func editInPlace(_ path: String, _ change: (String) -> String) throws {
  let before = inode(path)
  let old = try #require(FileManager.default.contents(atPath: path))
  let handle = try #require(FileHandle(forWritingAtPath: path))
  try handle.truncate(atOffset: 0)
  try handle.write(contentsOf: Data(change(String(decoding: old, as: UTF8.self)).utf8))
  try handle.close()
  let times = [
    timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
  ]
  #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
  #expect(inode(path) == before, "the edit made a new file")
}

/// A month file edited by hand in place, under the same name, is seen by the next command
/// (the index of what each month holds does not hide it).
@Suite struct HandEditedMonthTests {
  /// A home where squat 5 × 100 kg was logged on 2023-12-20, so the index knows December.
  func homeWithASquat() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2023-12-20", "--set", "5x100"])
    #expect(home.file("index.json") != nil)
    return home
  }

  @Test func aHeavierSetWrittenByHandLeavesNoFalseRecord() throws {
    // November is not the latest month of squat, so only the index speaks for it.
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--date", "2023-11-20", "--set", "5x100"])
    home.expectSuccess(["log", "squat", "--date", "2023-12-20", "--set", "5x90"])
    try editInPlace(home.dataDirectory + "/menus/2023-11.json") {
      $0.replacingOccurrences(of: "100", with: "140")
    }
    let out = home.expectSuccess(["log", "squat", "--set", "5x120"])
    #expect(!out.contains("New record"), "\(out)")
  }

  @Test func theNextLookupSeesAWorkoutWrittenByHand() throws {
    let home = homeWithASquat()
    let set = """
      {"actual": {"reps": 5, "weight": 180}, "completedAt": "2023-12-20T09:00:00+09:00",
      "planned": {"reps": 5, "weight": 180}, "skipped": false}
      """
    try editInPlace(home.dataDirectory + "/menus/2023-12.json") { _ in
      """
      {"menus": [{"date": "2023-12-20", "note": null, "workouts": [{"exercise": "deadlift",
      "id": "wabc", "note": null, "sets": [\(set)]}]}], "version": 1}
      """
    }
    let out = home.expectSuccess(["add", "deadlift", "--sets", "1"])
    #expect(out.contains("Last recorded Wed 2023-12-20: 5x180 kg"), "\(out)")
  }
}
