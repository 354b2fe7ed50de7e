/// Problems planning, changing or recording a menu.
public enum PlanError: Error, Equatable, Sendable {
  /// REF names no workout of the menu; `holds` lists what the menu has.
  case noSuchWorkout(ref: String, date: LocalDate, holds: [String])
  /// REF fits more than one workout.
  case ambiguous(ref: String, candidates: [String])
  /// A set number the workout does not have.
  case noSuchSet(number: Int, count: Int, workout: String)
  /// A position in the menu past its end (inserting or moving a workout).
  case noSuchPosition(Int, workouts: Int, last: Int)
  /// An item the exercise does not use.
  case itemNotUsed(item: String, exercise: ExerciseID, items: [ItemID])
  /// A SPEC that does not follow the grammar.
  case malformedSpec(String, reason: String)
  /// Data that breaks a rule (menu put input, a value in a set, a limit).
  case invalid(String)
  /// Results for a date after today.
  case resultsInFuture(date: LocalDate, today: LocalDate)
  /// The date has no menu to do `what` with ("copy").
  case noMenu(LocalDate, to: String? = nil)
  /// The date already has a menu, which was not to be replaced.
  case menuExists(LocalDate, workouts: Int)
  /// Every set of the workout is done or skipped, and no set was named.
  case noOpenSet(workout: String)
  /// The workout's only set cannot be removed; the workout can.
  case onlySet(workout: String, position: Int)
  /// Removing the workout would delete results, and that was not confirmed.
  case hasResults(workout: String, done: Int)
  /// Removing the set would delete its result, and that was not confirmed.
  case setHasResult(workout: String, set: Int)
  /// Replacing the date's menu would delete its results, and that was not confirmed.
  case menuHasResults(LocalDate, done: Int)
  /// Deleting the date's menu (and its `done` results) was not confirmed.
  case removesMenu(LocalDate, done: Int)
  /// The set is no longer the one the caller saw: the menu changed meanwhile.
  case changedMeanwhile(LocalDate)
  /// A workout put at `position` would stand inside a group it is not in; `join` is how to
  /// join it instead (`--with 1`).
  case splitsGroup(position: Int, group: WorkoutGroup, join: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .noSuchWorkout(let ref, let date, let holds):
      let held = holds.isEmpty ? "it is empty" : "it holds \(holds.joined(separator: ", "))"
      return "no workout '\(ref)' in the menu of \(date); \(held)"
    case .ambiguous(let ref, let candidates):
      return "'\(ref)' fits more than one workout: \(candidates.joined(separator: ", ")); "
        + "use the position or the workout id"
    case .noSuchSet(let number, let count, let workout):
      return "\(workout) has no set \(number); it has \(count == 1 ? "1 set" : "\(count) sets")"
    case .noSuchPosition(let position, let workouts, let last):
      return "position \(position) is past the end: the menu has \(workouts) "
        + "workout\(workouts == 1 ? "" : "s"); positions go from 1 to \(last)"
    case .itemNotUsed(let item, let exercise, let items):
      return "\(exercise) does not use \(item); its items are "
        + items.map(\.rawValue).joined(separator: ", ")
    case .malformedSpec(let spec, let reason):
      return "'\(spec)' is not a set spec: \(reason); write item=value[,item=value…] or 10x42.5"
    case .invalid(let message):
      return message
    case .resultsInFuture(let date, let today):
      return "\(date) is after today (\(today)): plans for the future are fine, results are "
        + "not; record them on the day"
    case .noMenu(let date, let what):
      return "there is no menu on \(date)" + (what.map { " to \($0)" } ?? "")
    case .menuExists(let date, let workouts):
      return "\(date) already has a menu (\(workouts) workout\(workouts == 1 ? "" : "s"))"
    case .noOpenSet(let workout):
      return "every set of \(workout) is done or skipped"
    case .onlySet(let workout, _):
      return "\(workout) has only one set"
    case .hasResults(let workout, let done):
      return "\(workout) has \(done) set\(done == 1 ? "" : "s") done; removing it deletes "
        + "\(done == 1 ? "that result" : "those results")"
    case .setHasResult(let workout, let set):
      return "set \(set) of \(workout) is done; removing it deletes that result"
    case .menuHasResults(let date, let done):
      return "the menu of \(date) has \(done) set\(done == 1 ? "" : "s") done; replacing it "
        + "deletes \(done == 1 ? "that result" : "those results")"
    case .removesMenu(let date, let done):
      return "this deletes the menu of \(date)"
        + (done == 0 ? "" : " with its \(done) set\(done == 1 ? "" : "s") done")
    case .changedMeanwhile(let date):
      return "the menu of \(date) changed meanwhile"
    case .splitsGroup(let position, let group, let join):
      let exercises = group.exercises.map(\.rawValue).joined(separator: ", ")
      return "position \(position) would split \(group.kind) \(group.letter) (\(exercises)); "
        + "use \(join) to join it, or a position before or after the \(group.kind)"
    }
  }
}

extension Moment {
  /// Fails when results are to be recorded for a date after today.
  public func checkResults(on date: LocalDate) throws(PlanError) {
    if date > today { throw .resultsInFuture(date: date, today: today) }
  }
}
