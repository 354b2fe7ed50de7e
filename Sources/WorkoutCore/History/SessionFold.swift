/// A figure of the history built session by session while the store reads it month by month
/// (`Store.fold`), so it holds only what it shows, never the whole history.
public protocol SessionFold {
  /// Takes the next session, in the order the read hands them over.
  mutating func add(_ session: ExerciseSession)

  /// False once it needs no more sessions; the read then stops. True unless a fold says so.
  var needsMore: Bool { get }
}

extension SessionFold {
  /// Every session is needed.
  public var needsMore: Bool { true }
}

/// Every session, as read: the whole history in memory, for tests and small stores only.
public struct AllSessions: SessionFold {
  /// The sessions, in the order read.
  public private(set) var sessions: [ExerciseSession] = []

  /// An empty list.
  public init() {}

  /// Keeps the session.
  public mutating func add(_ session: ExerciseSession) { sessions.append(session) }
}
