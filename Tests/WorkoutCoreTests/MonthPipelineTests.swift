import Dispatch
import Foundation
import Testing

@testable import WorkoutCore

@Suite struct MonthPipelineTests {
  /// Whole-history reads called from threads of the global queue the pipeline's workers use
  /// must not wait for workers that never got a thread (a deadlock once the pool is full).
  @Test func wholeHistoryReadsFromGlobalQueueThreadsFinish() throws {
    let home = TempDirectory()
    var month = YearMonth("2020-01")!
    for _ in 0..<12 {
      writeFile(
        "\(home.path)/menus/\(month).json",
        """
        {"menus": [{"date": "\(month)-05", "note": null, "workouts": [
          {"exercise": "squat", "id": "s\(month.year)x\(month.month)", "note": null, "sets": [
            {"actual": {"reps": 5, "weight": 100}, "completedAt": null,
             "planned": {"reps": 5}, "skipped": false}]}]}], "version": 1}
        """)
      month = month.next
    }
    let store = Store(root: home.path)
    let group = DispatchGroup()
    for _ in 0..<64 {
      group.enter()
      DispatchQueue.global(qos: .userInitiated).async {
        _ = try? store.sessions()
        group.leave()
      }
    }
    // A guard against a hang, not a measure of speed: the reads take well under a second.
    #expect(group.wait(timeout: .now() + 30) == .success)
  }
}
