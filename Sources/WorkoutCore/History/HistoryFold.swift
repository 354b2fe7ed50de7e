/// What `history` shows of one exercise: its sessions in a range of dates, newest first, at
/// most `limit` of them. Read newest first, it needs no month older than its last row.
public struct HistoryFold: SessionFold {
  private let from: LocalDate?
  private let to: LocalDate?
  private let limit: Int?
  private var reachedFrom = false
  /// The sessions kept, newest first.
  public private(set) var sessions: [ExerciseSession] = []

  /// No sessions yet; keeps those dated `from` through `to` (each included when given), the
  /// newest `limit` of them when given.
  public init(from: LocalDate? = nil, to: LocalDate? = nil, limit: Int? = nil) {
    self.from = from
    self.to = to
    self.limit = limit
  }

  /// Takes the next session, newest first.
  public mutating func add(_ session: ExerciseSession) {
    guard needsMore else { return }
    if let from, session.date < from {
      reachedFrom = true
      return
    }
    if let to, session.date > to { return }
    sessions.append(session)
  }

  /// False once `limit` sessions are kept or a session before `from` was seen.
  public var needsMore: Bool {
    !reachedFrom && limit.map { sessions.count < $0 } ?? true
  }
}
