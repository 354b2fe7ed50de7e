import Dispatch
import Foundation

extension Store {
  /// Every session with results, of one exercise or of all, oldest first.
  ///
  /// The whole-history read: every month file goes straight to sessions (`readSessions`), on
  /// every core at once. Fails on the first month (in date order) that does not read, so it
  /// agrees with every other command about which files are damaged.
  public func sessions(of exercise: ExerciseID? = nil) throws(StoreError) -> [ExerciseSession] {
    let months = try self.months()
    let name = exercise.map { Array($0.rawValue.utf8) }
    let results = MonthResults(count: months.count)
    let workers = min(months.count, ProcessInfo.processInfo.activeProcessorCount, 8)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: months.count, by: workers) {
        results[index] = Result { () throws(StoreError) in
          let path = self.path(of: months[index])
          guard let bytes = try self.read(path) else { return [] }
          return try Store.decodeVersioned(bytes, path: path) { reader throws(JSONError) in
            try reader.readSessions(months[index], of: name)
          }
        }
      }
    }
    var sessions: [ExerciseSession] = []
    for result in results.all { sessions += try result.get() }
    return sessions
  }
}

/// One slot per month, each written by one worker; the lock only orders the writes before the
/// reads that follow `concurrentPerform`.
private final class MonthResults: @unchecked Sendable {
  private var slots: [Result<[ExerciseSession], StoreError>]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: .success([]), count: count) }

  subscript(index: Int) -> Result<[ExerciseSession], StoreError> {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }

  var all: [Result<[ExerciseSession], StoreError>] { lock.withLock { slots } }
}
