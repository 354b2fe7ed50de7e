import Dispatch
import Foundation

// The whole-history read: month files straight to sessions (`readSessions`), read on every core
// a few months ahead of a fold that takes them in date order, so memory stays flat however
// many years the store holds.

extension Store {
  /// Hands every session with results, of one exercise or of all, to `fold`, month by month:
  /// oldest first, or newest first (dates descending). Only months `from` through `through`
  /// are read, and reading stops once the fold needs no more.
  ///
  /// A damaged month is reported only when it is read, but then as a read of every month
  /// would report it: the oldest damaged month of the store, whatever the order, the range or
  /// where the fold would have stopped. So every command that fails names the same file.
  public func fold<Fold: SessionFold>(
    _ fold: inout Fold, of exercise: ExerciseID? = nil, newestFirst: Bool = false,
    from first: YearMonth? = nil, through last: YearMonth? = nil
  ) throws(StoreError) {
    let all = try months()
    let wanted = all.filter { month in
      first.map { month >= $0 } ?? true && last.map { month <= $0 } ?? true
    }
    let name = exercise.map { Array($0.rawValue.utf8) }
    let order = newestFirst ? wanted.reversed() : wanted
    let loads = try bodyLoads()
    var failure: StoreError?
    try read(order, of: name) { sessions, error in
      if let error {
        failure = error
        // Oldest first, every older month was read; newest first, older ones may be damaged.
        return newestFirst
      }
      guard failure == nil else { return true }
      if newestFirst {
        for session in sessions.reversed() { fold.add(loads.loading(session)) }
      } else {
        for session in sessions { fold.add(loads.loading(session)) }
      }
      return fold.needsMore
    }
    guard let failure else { return }
    // Months before the range may be damaged too; the oldest is the one to report.
    let older = all.filter { month in first.map { month < $0 } ?? false }
    var oldest = failure
    try read(older, of: name) { _, error in
      if let error { oldest = error }
      return error == nil
    }
    throw oldest
  }

  /// Every session with results, of one exercise or of all, oldest first: the whole history
  /// in memory, for tests and small stores; commands fold instead.
  public func sessions(of exercise: ExerciseID? = nil) throws(StoreError) -> [ExerciseSession] {
    var all = AllSessions()
    try fold(&all, of: exercise)
    return all.sessions
  }

  // MARK: - What the history commands show

  /// The sessions of one exercise dated `from` through `to`, newest first, at most `limit`:
  /// reads only the months those need, newest first.
  public func history(
    of exercise: ExerciseID, from: LocalDate? = nil, to: LocalDate? = nil, limit: Int? = nil
  ) throws(StoreError) -> [ExerciseSession] {
    var history = HistoryFold(from: from, to: to, limit: limit)
    try fold(
      &history, of: exercise, newestFirst: true, from: from?.yearMonth, through: to?.yearMonth)
    return history.sessions
  }

  /// The personal records of every exercise done, or of one, by exercise id.
  public func personalRecords(of exercise: ExerciseID? = nil, formula: OneRepMaxFormula)
    throws(StoreError) -> [PersonalRecords]
  {
    var records = RecordsFold(formula: formula)
    try fold(&records, of: exercise)
    return records.records
  }

  /// What `stats` shows of every exercise done, the most recently done first.
  public func exerciseStats(formula: OneRepMaxFormula) throws(StoreError) -> [ExerciseStats] {
    var stats = StatsFold(formula: formula)
    try fold(&stats)
    return stats.stats
  }

  // MARK: - Reading ahead

  /// The sessions of `months` in that order, read ahead on every core, handed to `body` one
  /// month at a time with the month's error, if any; `body` returns false to stop.
  private func read(
    _ months: [YearMonth], of exercise: [UInt8]?,
    _ body: (_ sessions: [ExerciseSession], _ error: StoreError?) -> Bool
  ) throws(StoreError) {
    guard !months.isEmpty else { return }
    let workers = min(months.count, ProcessInfo.processInfo.activeProcessorCount, 8)
    let pipeline = MonthPipeline(count: months.count, window: 4 * workers) { index in
      Result { () throws(StoreError) in
        let path = self.path(of: months[index])
        guard let bytes = try self.read(path) else { return [] }
        return try MonthFile.decode(bytes, path: path) {
          reader throws(JSONError) in
          try reader.readSessions(months[index], of: exercise)
        }
      }
    }
    pipeline.start(workers: workers)
    defer { pipeline.stop() }
    for index in months.indices {
      let keepGoing: Bool
      switch pipeline.take(index) {
      case .success(let sessions): keepGoing = body(sessions, nil)
      case .failure(let error): keepGoing = body([], error)
      }
      if !keepGoing { return }
    }
  }
}

/// Reads months on worker threads, never more than `window` months ahead of the one taken
/// last, and hands them over in order; memory is bounded by the window, not the history.
private final class MonthPipeline: @unchecked Sendable {
  typealias Month = Result<[ExerciseSession], StoreError>

  private let count: Int
  private let window: Int
  private let read: @Sendable (Int) -> Month
  // Guarded by `condition`.
  private let condition = NSCondition()
  private var ready: [Int: Month] = [:]
  private var claimed = 0
  private var taken = 0
  private var reading = 0
  private var stopped = false

  init(count: Int, window: Int, read: @escaping @Sendable (Int) -> Month) {
    self.count = count
    self.window = max(window, 1)
    self.read = read
  }

  /// Starts the workers.
  func start(workers: Int) {
    for _ in 0..<workers {
      DispatchQueue.global(qos: .userInitiated).async { self.work() }
    }
  }

  /// The month at `index`, the one after the month taken last; waits until it is read, or
  /// reads it on this thread when no worker has started on it, so reading goes on even when
  /// no worker thread is free.
  func take(_ index: Int) -> Month {
    condition.lock()
    defer { condition.unlock() }
    while ready[index] == nil {
      guard claimed == index else {
        condition.wait()
        continue
      }
      claimed += 1
      condition.unlock()
      let month = read(index)
      condition.lock()
      ready[index] = month
    }
    taken = index + 1
    condition.broadcast()
    return ready.removeValue(forKey: index)!
  }

  /// Stops the workers and waits until none is reading.
  func stop() {
    condition.lock()
    defer { condition.unlock() }
    stopped = true
    condition.broadcast()
    while reading > 0 { condition.wait() }
    ready = [:]
  }

  private func work() {
    condition.lock()
    defer { condition.unlock() }
    while true {
      while !stopped, claimed < count, claimed >= taken + window { condition.wait() }
      guard !stopped, claimed < count else { return }
      let index = claimed
      claimed += 1
      reading += 1
      condition.unlock()
      let month = read(index)
      condition.lock()
      reading -= 1
      if !stopped { ready[index] = month }
      condition.broadcast()
    }
  }
}
