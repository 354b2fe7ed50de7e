// Apple Health's workout activity types (HKWorkoutActivityType…) and the catalog exercise each
// becomes. Types with no fitting exercise (strength training, dance, team sports…) are left out
// of an import and counted in its summary.

/// Which catalog exercise an Apple Health workout activity type is.
enum AppleHealthActivities {
  /// Catalog ids by activity type, the `HKWorkoutActivityType` prefix dropped.
  static let exercises: [String: ExerciseID] = [
    "Running": "run", "Walking": "walk", "Hiking": "hike", "Cycling": "cycling",
    "Swimming": "swimming", "Rowing": "rowing-machine", "Elliptical": "elliptical",
    "StairClimbing": "stair-climber", "Stairs": "stair-climbing", "JumpRope": "jump-rope",
    "SkatingSports": "skating", "DownhillSkiing": "skiing", "CrossCountrySkiing": "skiing",
    "Snowboarding": "snowboarding", "Boxing": "boxing", "Yoga": "yoga", "Pilates": "pilates",
    "Climbing": "climbing", "Flexibility": "stretching",
  ]

  /// The same indoors (`HKIndoorWorkout` 1): on a treadmill or a stationary bike.
  static let indoorExercises: [String: ExerciseID] = [
    "Running": "treadmill-run", "Walking": "treadmill-walk", "Cycling": "stationary-bike",
  ]

  /// The exercise of `type` (`HKWorkoutActivityTypeRunning`), indoors or not; nil when none fits.
  static func exercise(for type: String, indoor: Bool) -> ExerciseID? {
    let prefix = "HKWorkoutActivityType"
    guard type.hasPrefix(prefix) else { return nil }
    let name = String(type.dropFirst(prefix.count))
    if indoor, let id = indoorExercises[name] { return id }
    return exercises[name]
  }

  /// True when the exercise is logged with a distance (or a speed made from it).
  static func takesDistance(_ id: ExerciseID) -> Bool {
    guard let exercise = Catalog.builtIn.exercise(id) else { return false }
    return exercise.acceptedItems.contains(.distance) || exercise.acceptedItems.contains(.speed)
  }
}

extension AppleHealthActivities {
  /// True when the exercise keeps a speed, not a distance (a treadmill): the import works the
  /// speed out from the distance and the time.
  static func takesSpeed(_ id: ExerciseID) -> Bool {
    guard let exercise = Catalog.builtIn.exercise(id) else { return false }
    return !exercise.acceptedItems.contains(.distance) && exercise.acceptedItems.contains(.speed)
  }
}
