// What operations need of a menu: room, positions, workouts by id, results of a day.

extension Menu {
  /// Fails when `count` more workouts would pass the most a menu holds.
  func checkRoom(for count: Int) throws(PlanError) {
    guard workouts.count + count <= Menu.maximumWorkouts else {
      throw .invalid(
        "the menu of \(date) has \(workouts.count) workouts; a menu holds at most "
          + "\(Menu.maximumWorkouts)")
    }
  }

  /// The index a workout inserted at `position` (from 1; nil for last) takes.
  func insertionIndex(_ position: Int?) throws(PlanError) -> Int {
    guard let position else { return workouts.count }
    guard (1...workouts.count + 1).contains(position) else {
      throw .noSuchPosition(position, workouts: workouts.count, last: workouts.count + 1)
    }
    return position - 1
  }

  /// The index of the workout with `id`; fails listing what the menu holds.
  func index(of id: WorkoutID) throws(PlanError) -> Int {
    guard let index = workouts.firstIndex(where: { $0.id == id }) else {
      throw .noSuchWorkout(ref: id.rawValue, date: date, holds: contents)
    }
    return index
  }

  /// `#2 bench-press`: a workout named for messages.
  func label(_ index: Int) -> String { "#\(index + 1) \(workouts[index].exercise)" }

  /// The results of `exercise` this date that count (done, not warm-ups), but those at `excluded`.
  func results(of exercise: ExerciseID, excluding excluded: Set<SetPosition> = [])
    -> [SetValues]
  {
    workouts.enumerated().flatMap { index, workout in
      workout.exercise != exercise
        ? []
        : workout.sets.enumerated().compactMap { number, set in
          excluded.contains(SetPosition(workout: index, set: number)) ? nil : set.countedResult
        }
    }
  }
}

/// A workout and its place: the menu's date and its position there.
public struct PlacedWorkout: Hashable, Sendable {
  /// The menu's date.
  public var date: LocalDate
  /// Its position in the menu, from 1.
  public var position: Int
  /// The workout.
  public var workout: Workout
}
