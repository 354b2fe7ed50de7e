/// Gives new workout ids for one month: each unlike every id of the month and every id given
/// before, so a batch of new workouts (a copy, a template, `menu put`) never repeats one.
public struct WorkoutIDAllocator {
  private var taken: Set<WorkoutID>
  private let seconds: Int

  /// Tries before giving up; with 35 random bits a second try is already one in billions.
  static let attempts = 32

  /// An allocator for `month` as the transaction holds it, making ids of the second `moment`.
  public init(for month: YearMonth, in transaction: inout StoreTransaction, at moment: Moment)
    throws(StoreError)
  {
    taken = try transaction.workoutIDs(in: month)
    seconds = Int(moment.seconds.rounded(.down))
  }

  /// Another id; also taken by this allocator from now on.
  public mutating func next() throws(PlanError) -> WorkoutID {
    var generator = SystemRandomNumberGenerator()
    return try next(using: &generator)
  }

  /// Another id drawn with `generator`; fails after a bounded number of taken ones.
  mutating func next(using generator: inout some RandomNumberGenerator) throws(PlanError)
    -> WorkoutID
  {
    for _ in 0..<WorkoutIDAllocator.attempts {
      let id = WorkoutID.make(secondsSince1970: seconds, using: &generator)
      if taken.insert(id).inserted { return id }
    }
    throw .invalid("cannot make a new workout id unlike the \(taken.count) already taken")
  }

  /// Marks ids as taken (ones the input brought with it).
  public mutating func take(_ ids: some Sequence<WorkoutID>) { taken.formUnion(ids) }
}
