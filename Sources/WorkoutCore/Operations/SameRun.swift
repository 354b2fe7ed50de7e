// One run, once: a workout imported from one app (Apple Health) and again from another (its
// route's GPX) is the same run when it is of the same activity and starts within a minute.

/// Finds the workout already stored that an imported workout is another record of.
enum SameRun {
  /// The most two records of one run may differ in their starts, in seconds.
  static let window = 60

  /// A stored workout and its place: the menu's date and its index there.
  struct Found {
    var date: LocalDate
    var index: Int
    var workout: Workout
    /// Seconds between the two starts.
    var apart: Int
  }

  /// The stored workout, on `date` or the day either side, of the same activity as `exercise`
  /// (of any activity when `anyActivity`, a GPX track that did not say, or when the stored one
  /// came from a GPX track) whose start is within
  /// `window` seconds of `start`; nil when there is none, or `exercise` has no activity.
  static func find(
    _ exercise: ExerciseID, start: Timestamp, anyActivity: Bool, on date: LocalDate,
    in transaction: inout StoreTransaction
  ) throws -> Found? {
    guard let activity = Activity.of(exercise), let instant = start.instant else { return nil }
    for day in [0, -1, 1] {
      let menu = try transaction.menu(on: date.adding(days: day))
      for (index, workout) in menu.workouts.enumerated() {
        // A track imported before wkc read `<type>` was always a run: any activity too.
        guard let other = Activity.of(workout.exercise),
          other == activity || anyActivity || workout.source?.hasPrefix("gpx|") == true,
          let started = workout.start?.instant, abs(started - instant) <= window
        else { continue }
        return Found(
          date: menu.date, index: index, workout: workout, apart: abs(started - instant))
      }
    }
    return nil
  }

  /// How much a record of a run holds: the values of its done sets (distance, duration,
  /// speed, …), then its sets, then whether it has a note. Of two records of one run the one
  /// that holds more is kept; on a tie, the one stored first.
  static func richness(of sets: [WorkoutSet], note: String?) -> (Int, Int, Int) {
    let values = sets.reduce(0) { count, set in
      count + (set.actual ?? set.planned.values).reduce(0) { $0 + ($1.value != 0 ? 1 : 0) }
    }
    return (values, sets.count, note == nil ? 0 : 1)
  }
}

extension Workout {
  /// When it started: its first set's completion, which an import sets to the start.
  var start: Timestamp? {
    sets.compactMap(\.completedAt).min { ($0.instant ?? 0) < ($1.instant ?? 0) }
  }
}

extension Timestamp {
  /// Seconds since 1970 UTC; nil when the text is not `YYYY-MM-DDTHH:MM:SS` and an offset.
  var instant: Int? {
    let bytes = Array(description.utf8)
    guard bytes.count >= 20, let date = LocalDate(String(description.prefix(10))) else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
    else { return nil }
    var offset = 0
    if bytes.last != UInt8(ascii: "Z") {
      let end = bytes.count
      guard end >= 6, let hours = number(end - 5..<end - 3), let minutes = number(end - 2..<end)
      else { return nil }
      offset = (hours * 3600 + minutes * 60) * (bytes[end - 6] == UInt8(ascii: "-") ? -1 : 1)
    }
    return date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
  }
}
