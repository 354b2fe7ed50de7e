// Collects workouts, exercises and sets as the rows of an export come in, and hands the log over
// sorted, without exercises that ended with no set.

/// Where a set sits in the log being built.
struct SetReference: Hashable {
  var workout: Int
  var exercise: Int
  var set: Int
}

/// The log an importer is building.
struct LogBuilder {
  private(set) var workouts: [ForeignWorkout] = []
  private var byKey: [String: Int] = [:]
  /// Rows read and left out.
  var skipped: [SkippedRow] = []
  /// Values read and left out or changed.
  var adjusted: [SkippedRow] = []

  /// The index of the workout `key` names, or nil when none has been started.
  func workout(_ key: String) -> Int? { byKey[key] }

  /// Starts a workout under `key` (its `key` field may differ) and gives its index.
  mutating func start(_ workout: ForeignWorkout, as key: String) -> Int {
    workouts.append(workout)
    byKey[key] = workouts.count - 1
    return workouts.count - 1
  }

  /// Reads or changes workout `index`.
  subscript(index: Int) -> ForeignWorkout {
    get { workouts[index] }
    _modify { yield &workouts[index] }
  }

  /// The index of the exercise that gets the next row of workout `index`: its last one when
  /// that has `name` and `continues` says so, else a new one starting on `line`.
  mutating func exercise(
    _ name: String, in index: Int, line: Int, continues: (ForeignExercise) -> Bool = { _ in true }
  ) -> Int {
    if let last = workouts[index].exercises.last, last.name == name, continues(last) {
      return workouts[index].exercises.count - 1
    }
    workouts[index].exercises.append(ForeignExercise(name: name, line: line))
    return workouts[index].exercises.count - 1
  }

  /// Adds `set` to exercise `exercise` of workout `workout`.
  @discardableResult
  mutating func append(_ set: ForeignSet, workout: Int, exercise: Int) -> SetReference {
    workouts[workout].exercises[exercise].sets.append(set)
    return SetReference(
      workout: workout, exercise: exercise,
      set: workouts[workout].exercises[exercise].sets.count - 1)
  }

  /// Reads or changes one set.
  subscript(set reference: SetReference) -> ForeignSet {
    get { workouts[reference.workout].exercises[reference.exercise].sets[reference.set] }
    _modify {
      yield &workouts[reference.workout].exercises[reference.exercise].sets[reference.set]
    }
  }

  /// Adds `note` to an exercise's note, unless it is already there as whole lines.
  mutating func addNote(_ note: String?, workout: Int, exercise: Int) {
    guard let note, !note.isEmpty else { return }
    let old = workouts[workout].exercises[exercise].note
    guard let old else {
      workouts[workout].exercises[exercise].note = note
      return
    }
    // A note of several lines, repeated on each row (Hevy), is there once.
    let lines = "\n" + old + "\n"
    if !lines.contains("\n" + note + "\n") {
      workouts[workout].exercises[exercise].note = old + "\n" + note
    }
  }

  /// The log: sets with no value and nothing left out, exercises without sets and workouts
  /// without exercises left out (a note that goes with them is reported as skipped), workouts
  /// sorted by date and start. A set whose values were all left out (an implausible distance
  /// was all it had) stays, a set done: its `leftOut` says what it had.
  func log(
    app: ForeignApp, variant: String, weightUnit: Unit?, unitGuessed: Bool
  ) -> ForeignLog {
    var skipped = skipped
    var kept: [ForeignWorkout] = []
    kept.reserveCapacity(workouts.count)
    for var workout in workouts {
      for index in workout.exercises.indices {
        for set in workout.exercises[index].sets where set.values.isEmpty && set.leftOut == nil {
          skipped.append(SkippedRow(line: set.line, reason: "no values"))
        }
        workout.exercises[index].sets.removeAll { $0.values.isEmpty && $0.leftOut == nil }
      }
      for exercise in workout.exercises where exercise.sets.isEmpty && exercise.note != nil {
        skipped.append(SkippedRow(line: exercise.line, reason: "note of an exercise with no sets"))
      }
      workout.exercises.removeAll { $0.sets.isEmpty }
      if !workout.exercises.isEmpty { kept.append(workout) }
    }
    kept.sort {
      ($0.date, $0.startSecond ?? -1, $0.line) < ($1.date, $1.startSecond ?? -1, $1.line)
    }
    skipped.sort { $0.line < $1.line }
    var log = ForeignLog(
      app: app, variant: variant, weightUnit: weightUnit, unitGuessed: unitGuessed,
      workouts: kept, skipped: skipped)
    log.adjusted = adjusted.sorted { $0.line < $1.line }
    return log
  }
}
