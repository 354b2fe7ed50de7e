// One Apple Health <Workout> as read (attributes, metadata, Workout-level distance statistics)
// and how it becomes a foreign workout of one set: FORMATS.md §4 has the two styles this reads.

/// A `<Workout>` element: its attributes, its `MetadataEntry` values (the first of each key) and
/// its own distance `WorkoutStatistics` (not those nested in a `WorkoutActivity`).
struct HealthWorkoutElement {
  /// The line of its start tag.
  var line: Int
  /// Attributes by name.
  var attributes: [String: String] = [:]
  /// Metadata by key; exports may repeat an entry, so the first is kept.
  var metadata: [String: String] = [:]
  /// The `sum` and `unit` of each `HKQuantityTypeIdentifierDistance…` statistic.
  var distances: [(sum: String, unit: String)] = []

  init(line: Int) { self.line = line }

  /// Takes in a direct child element.
  mutating func addChild(_ name: String, _ attributes: [XMLAttribute], line: Int) {
    func value(_ key: String) -> String? { attributes.first { $0.name == key }?.value }
    switch name {
    case "MetadataEntry":
      if let key = value("key"), metadata[key] == nil { metadata[key] = value("value") ?? "" }
    case "WorkoutStatistics":
      guard value("type")?.hasPrefix("HKQuantityTypeIdentifierDistance") == true,
        let sum = value("sum")
      else { return }
      distances.append((sum, value("unit") ?? ""))
    default: break
    }
  }
}

/// The log being built from an export's workouts.
struct AppleHealthLog {
  private var builder = LogBuilder()
  /// Workouts whose distance was in attributes (old style) and in statistics (iOS 16 on).
  private var attributeStyle = 0
  private var statisticsStyle = 0

  /// Adds one workout, or counts it as skipped with the reason.
  mutating func add(_ element: HealthWorkoutElement) throws(ImportError) {
    let line = element.line
    let attributes = element.attributes
    guard let type = attributes["workoutActivityType"], !type.isEmpty else {
      builder.skipped.append(SkippedRow(line: line, reason: "a Workout with no activity type"))
      return
    }
    // A type with no exercise is only counted: its values are never read, so an odd unit in
    // a workout wkc does not import cannot stop the import.
    let indoor = element.metadata["HKIndoorWorkout"] == "1"
    guard let exercise = AppleHealthActivities.exercise(for: type, indoor: indoor) else {
      builder.skipped.append(SkippedRow(line: line, reason: "\(type): no exercise for it"))
      return
    }
    guard let startText = attributes["startDate"] else {
      throw ImportError(line: line, reason: "the Workout has no startDate")
    }
    let start = try HealthDate(startText, "startDate", line: line)
    // Known by its instant, not its text: an export written in another zone writes the same
    // start with another offset.
    let key = "apple-health|\(GPXTime.utcText(Double(start.instant)))|\(type)"
    guard builder.workout(key) == nil else {
      builder.skipped.append(
        SkippedRow(line: line, reason: "the same start and type as an earlier Workout"))
      return
    }
    var duration = try self.duration(of: element, start: start)
    var distance = try self.distance(of: element)
    if let seconds = duration, seconds > Self.limit(.duration) {
      duration = nil
      builder.adjusted.append(SkippedRow(line: line, reason: "a duration over 24 h; left out"))
    }
    if let kilometres = distance, kilometres > Self.limit(.distance) {
      distance = nil
      builder.adjusted.append(
        SkippedRow(line: line, reason: "a distance over 1000 km; left out"))
    }
    if let kilometres = distance, let seconds = duration, seconds > 0,
      AppleHealthActivities.takesSpeed(exercise),
      kilometres / (seconds / 3600) > Self.limit(.speed)
    {
      // An indoor workout keeps its speed, not its distance: one no treadmill reaches is a
      // glitch of the watch.
      distance = nil
      builder.adjusted.append(
        SkippedRow(line: line, reason: "a speed over \(Int(Self.limit(.speed))) km/h; left out"))
    }
    var values = SetValues()
    if let duration, duration > 0 { values[.duration] = duration.rounded() }
    if let distance, distance > 0 { values[.distance] = (distance * 100_000).rounded() / 100_000 }
    guard !values.isEmpty else {
      builder.skipped.append(SkippedRow(line: line, reason: "no duration and no distance"))
      return
    }
    if values[.distance] == nil, AppleHealthActivities.takesDistance(exercise) {
      builder.adjusted.append(SkippedRow(line: line, reason: "no distance"))
    }
    let set = ForeignSet(values: values, line: line)
    let workout = ForeignWorkout(
      key: key, date: start.date, startSecond: start.second, offset: start.offset,
      duration: values[.duration],
      exercises: [ForeignExercise(name: exercise.rawValue, sets: [set], line: line)], line: line)
    _ = builder.start(workout, as: key)
  }

  /// The log of every workout added.
  func finish() -> ForeignLog {
    let variant =
      switch (attributeStyle > 0, statisticsStyle > 0) {
      case (true, true): "export.xml, distances in attributes and in WorkoutStatistics"
      case (true, false): "export.xml, distances in attributes"
      case (false, true): "export.xml, distances in WorkoutStatistics"
      case (false, false): "export.xml"
      }
    return builder.log(app: .appleHealth, variant: variant, weightUnit: nil, unitGuessed: false)
  }

  // MARK: - Values

  /// Seconds from `duration` and `durationUnit`, else from the end date; nil when neither is
  /// there.
  private func duration(of element: HealthWorkoutElement, start: HealthDate) throws(ImportError)
    -> Double?
  {
    let line = element.line
    guard let text = element.attributes["duration"] else {
      guard let endText = element.attributes["endDate"] else { return nil }
      let end = try HealthDate(endText, "endDate", line: line)
      return Double(max(0, end.instant - start.instant))
    }
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw ImportError(
        line: line, reason: "the Workout's duration \"\(text)\" is not a number of 0 or more")
    }
    let unit = element.attributes["durationUnit"] ?? ""
    guard let scale = UnitWords.word(unit, of: .time)?.scale else {
      throw ImportError(
        line: line, reason: "the Workout's durationUnit \"\(unit)\" is not min, s or hr")
    }
    return number * scale
  }

  /// Kilometres from `totalDistance` and `totalDistanceUnit` (the old style) when more than 0,
  /// else the sum of the Workout's own distance statistics (iOS 16 on); nil when neither says.
  private mutating func distance(of element: HealthWorkoutElement) throws(ImportError) -> Double? {
    let line = element.line
    if let text = element.attributes["totalDistance"] {
      attributeStyle += 1
      let kilometres = try Self.kilometres(
        text, unit: element.attributes["totalDistanceUnit"] ?? "", "totalDistance", line: line)
      if kilometres > 0 { return kilometres }
    } else if !element.distances.isEmpty {
      statisticsStyle += 1
    }
    guard !element.distances.isEmpty else { return nil }
    var total = 0.0
    for statistic in element.distances {
      total += try Self.kilometres(
        statistic.sum, unit: statistic.unit, "WorkoutStatistics sum", line: line)
    }
    return total
  }

  private static func kilometres(_ text: String, unit: String, _ what: String, line: Int)
    throws(ImportError) -> Double
  {
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw ImportError(
        line: line, reason: "the Workout's \(what) \"\(text)\" is not a number of 0 or more")
    }
    guard let scale = UnitWords.word(unit, of: .distance)?.scale else {
      throw ImportError(
        line: line, reason: "the Workout's distance unit \"\(unit)\" is not km, mi, m, yd or ft")
    }
    return number * scale
  }

  /// The largest value wkc takes for `item`.
  private static func limit(_ item: ItemID) -> Double {
    ItemLimits.items[item]?.max ?? .infinity
  }
}

/// An Apple Health date, `YYYY-MM-DD HH:MM:SS ±HHMM`: the wall clock of the file and its offset.
struct HealthDate {
  /// The date on the wall clock.
  var date: LocalDate
  /// Seconds after local midnight.
  var second: Int
  /// The UTC offset in seconds.
  var offset: Int

  /// Reads `text`, the value of attribute `name`; fails with the line and a reason.
  init(_ text: String, _ name: String, line: Int) throws(ImportError) {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    let marks: [(Int, Character)] = [
      (4, "-"), (7, "-"), (10, " "), (13, ":"), (16, ":"), (19, " "),
    ]
    let sign = bytes.count == 25 ? bytes[20] : 0
    guard bytes.count == 25, marks.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
      sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let date = LocalDate(year: year, month: month, day: day),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      let offsetHours = number(21..<23), let offsetMinutes = number(23..<25),
      hour < 24, minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60
    else {
      throw ImportError(
        line: line,
        reason: "the Workout's \(name) \"\(text)\" is not a date like 2024-01-05 07:30:00 +0900")
    }
    self.date = date
    self.second = hour * 3600 + minute * 60 + second
    let offset = offsetHours * 3600 + offsetMinutes * 60
    self.offset = sign == UInt8(ascii: "-") ? -offset : offset
  }

  /// Seconds since 1970 UTC.
  var instant: Int { date.daysSinceEpoch * 86400 + second - offset }
}
