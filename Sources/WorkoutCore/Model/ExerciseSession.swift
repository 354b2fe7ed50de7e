/// The results of one exercise on one date: every set done (not skipped), in menu order, each
/// as planned with the values done. Several workouts of the exercise on one date make one
/// session, which remembers where each began: a run's records are of one workout, not a day.
public struct ExerciseSession: Hashable, Sendable {
  /// The date of the menu.
  public var date: LocalDate
  /// The exercise.
  public var exercise: ExerciseID
  /// The sets done, at least one: each set's plan with the actual values.
  public private(set) var sets: [PlannedSet]
  /// When the sessions its workouts were done in started and ended, each once, in menu order;
  /// empty when none says.
  public private(set) var times: [SessionTime]
  /// Where each workout's sets begin in `sets`, the first at 0.
  public private(set) var workoutStarts: [Int] = [0]
  /// True for a body-weight exercise done with reps (a pull-up): its sets' load is body weight
  /// plus any added weight. Set by the history read (`BodyLoads`), false otherwise.
  public var isLoadedByBodyWeight = false
  /// The body weight in kg its body-weight sets are loaded with, and the date of the body
  /// entry it comes from (the nearest on or before the session's); nil when none.
  public var bodyWeight: (kg: Double, date: LocalDate)? {
    get { bodyWeightKilograms.map { ($0, bodyWeightDate ?? date) } }
    set {
      bodyWeightKilograms = newValue?.kg
      bodyWeightDate = newValue?.date
    }
  }
  private var bodyWeightKilograms: Double?
  private var bodyWeightDate: LocalDate?

  /// Creates a session of one workout.
  public init(
    date: LocalDate, exercise: ExerciseID, sets: [PlannedSet], times: [SessionTime] = []
  ) {
    self.date = date
    self.exercise = exercise
    self.sets = sets
    self.times = times
  }

  /// Creates a session of several workouts' sets done, each workout's its own.
  public init(date: LocalDate, exercise: ExerciseID, workouts: [[PlannedSet]]) {
    self.init(date: date, exercise: exercise, sets: workouts.first ?? [])
    for more in workouts.dropFirst() { append(more) }
  }

  /// Adds the sets done of a further workout, done at `time`.
  public mutating func append(_ done: [PlannedSet], time: SessionTime? = nil) {
    if !sets.isEmpty { workoutStarts.append(sets.count) }
    sets += done
    if let time, !times.contains(time) { times.append(time) }
  }

  /// The sets of each workout, in menu order.
  public var workoutSets: [ArraySlice<PlannedSet>] {
    zip(workoutStarts, workoutStarts.dropFirst() + [sets.count]).map { sets[$0..<$1] }
  }

  /// The values of the sets that count in records, volume and progression: all but warm-ups.
  public var countedSets: LazyMapSequence<LazyFilterSequence<[PlannedSet]>, SetValues> {
    sets.lazy.filter(\.counts).map(\.values)
  }

  /// The sessions of some menus, by date and then by each exercise's first workout.
  public static func sessions(of menus: [Menu]) -> [ExerciseSession] {
    menus.sorted { $0.date < $1.date }.flatMap { menu in
      var sessions: [ExerciseSession] = []
      for workout in menu.workouts {
        let done = workout.sets.compactMap(\.done)
        guard !done.isEmpty else { continue }
        if let index = sessions.firstIndex(where: { $0.exercise == workout.exercise }) {
          sessions[index].append(done, time: workout.session)
        } else {
          sessions.append(
            ExerciseSession(
              date: menu.date, exercise: workout.exercise, sets: done,
              times: workout.session.map { [$0] } ?? []))
        }
      }
      return sessions
    }
  }
}
