// What a GPX track's `<type>` (or, without one, its name) says it was: Garmin and others write
// words (`running`, `road_biking`), Strava a number (`9`, a run).

/// The exercise a GPX track's type or name says.
enum GPXActivityType {
  /// Strava's numbers: 1 a ride, 4 a hike, 9 a run, 10 a walk.
  static let stravaTypes: [String: ExerciseID] = [
    "1": "cycling", "4": "hike", "9": "run", "10": "walk",
  ]

  /// The exercise `type` says, else the words of `name` (`Morning Walk`), with the evidence
  /// (`type 9`, `named "Morning Walk"`); nil when neither says.
  static func exercise(type: String?, name: String?) -> (exercise: ExerciseID, evidence: String)? {
    if let type {
      if let id = stravaTypes[type] { return (id, "type \(type)") }
      if let id = exercise(words: type) { return (id, "type \(type)") }
    }
    if let name, let id = exercise(words: name) { return (id, "named \"\(name)\"") }
    return nil
  }

  /// The exercise the words of `text` say: a hike or a trail run by those words, else the
  /// main exercise of the activity they name.
  private static func exercise(words text: String) -> ExerciseID? {
    let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
    guard let activity = Activity.named(text) else { return nil }
    switch activity {
    case .running: return words.contains("trail") ? "trail-run" : "run"
    case .walking: return words.contains("hike") || words.contains("hiking") ? "hike" : "walk"
    case .cycling: return "cycling"
    case .rowing: return "rowing-machine"
    case .swimming: return "swimming"
    }
  }
}
