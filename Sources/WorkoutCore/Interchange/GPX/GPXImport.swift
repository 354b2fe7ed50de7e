// GPX files as foreign logs: one file is one workout of one exercise (`--exercise`, else its
// `<type>`, else `run`), one done set with the track's distance and, when its timed points span
// the track, its duration.

/// Reads GPX tracks (a watch's or an app's recording of a run, walk or ride) into logs.
public enum GPXImport {
  /// The exercise a GPX file is logged as when none is given.
  public static let defaultExercise = ExerciseID(rawValue: "run")

  /// Reads the GPX file whose bytes `chunks` yields as one workout of `exercise`, else of the
  /// exercise its track's `<type>` or name says (`GPXActivityType`), else `run`: its date and
  /// start from the first timed point in `zone`, or `date` when no point has a time. Its time
  /// is from the first timed point to the last, kept only when those span nearly all the track
  /// (`timedShare`). `fileName` names the file in the summary's notes, which gives the
  /// distance in `units`.
  public static func read(
    chunks: some IteratorProtocol<[UInt8]>, exercise given: ExerciseID?, zone: any ZoneOffsets,
    fileName: String, date: LocalDate? = nil, units: DisplayUnits = .metric
  ) throws(ImportError) -> ForeignLog {
    var reader = GPXReader(chunks: chunks)
    let track = try reader.read()
    guard let first = track.first else {
      throw ImportError(
        line: 0, reason: "the file has no track points (a route or waypoints only?)")
    }
    let kilometres = (track.meters.rounded()) / 1000
    guard kilometres > 0 else {
      throw ImportError(
        line: first.line, reason: "the track has no distance: all its points are in one place")
    }
    try ItemLimits.check(kilometres, .distance, line: first.line)
    let said = given == nil ? GPXActivityType.exercise(type: track.type, name: track.name) : nil
    let exercise = given ?? said?.exercise ?? defaultExercise
    var values = SetValues([.distance: kilometres])
    var workout: ForeignWorkout
    var adjusted: [SkippedRow] = []
    if let start = track.start {
      let offset = zone.offset(at: start.seconds)
      let local = Int(start.seconds.rounded(.down)) + offset
      let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      var duration = ((track.end ?? start.seconds) - start.seconds).rounded()
      if duration > ItemLimits.items[.duration]?.max ?? .infinity {
        // A recording left running for days: the distance is still the track's.
        duration = 0
        adjusted.append(
          SkippedRow(line: start.line, reason: "\(fileName): a track over 24 h; its time left out"))
      }
      let untimed = track.points - track.timedPoints
      if duration > 0, untimed > 0 {
        let share = track.timedMeters / track.meters
        let evidence =
          "\(track.timedPoints) of \(track.points) points have a time, over "
          + "\(fixed(units.distance.value(ofCanonical: track.timedMeters / 1000), 2)) of "
          + "\(fixed(units.distance.value(ofCanonical: kilometres), 2)) \(units.distance.symbol)"
        if share < timedShare {
          duration = 0
          adjusted.append(
            SkippedRow(line: start.line, reason: "\(fileName): \(evidence); its time left out"))
        } else {
          adjusted.append(
            SkippedRow(line: start.line, reason: "\(fileName): \(evidence); the time is theirs"))
        }
      }
      if duration > 0 { values[.duration] = duration }
      workout = ForeignWorkout(
        key: "gpx|\(GPXTime.utcText(start.seconds))|\(exercise)",
        date: LocalDate(daysSinceEpoch: days), startSecond: local - days * 86_400,
        offset: offset, name: track.name, duration: duration > 0 ? duration : nil,
        line: start.line)
    } else {
      guard let date else {
        throw ImportError(
          line: 0, reason: "no track point has a time; give --date D to say the day of the track")
      }
      let distance = fixed((track.meters / 10).rounded() / 100, 2)
      workout = ForeignWorkout(
        key: "gpx|\(date)|\(distance)|\(fixed(first.lat, 5)),\(fixed(first.lon, 5))",
        date: date, name: track.name, line: first.line)
    }
    workout.exercises = [
      ForeignExercise(
        name: exercise.rawValue, sets: [ForeignSet(values: values, line: first.line)],
        line: first.line)
    ]
    workout.exerciseFromDefault = given == nil && said == nil
    let version = track.version.map { "GPX \($0)" } ?? "GPX without a namespace"
    let time = values[.duration].map { " in " + clock(Int($0)) } ?? ""
    let kind = said.map { ", \($0.exercise) (\($0.evidence))" } ?? ""
    var log = ForeignLog(
      app: .gpx,
      variant:
        "\(version), \(fixed(units.distance.value(ofCanonical: kilometres), 2)) "
        + "\(units.distance.symbol)\(time)\(kind)",
      workouts: [workout])
    let sentinels = track.sentinels
    if sentinels.count > 0 {
      let points = sentinels.count == 1 ? "1 point" : "\(sentinels.count) points"
      adjusted.insert(
        SkippedRow(
          line: sentinels.line,
          reason: "\(fileName): \(points) with a time before 1970 (a placeholder) taken as untimed"),
        at: 0)
    }
    log.adjusted = adjusted
    return log
  }

  /// The least share of a track's length its timed points must span for their time to be
  /// the track's: below it, the time of a few points is not the time of the whole.
  public static let timedShare = 0.95

  /// Reads a GPX file held in memory.
  public static func read(
    bytes: [UInt8], exercise: ExerciseID? = defaultExercise, zone: any ZoneOffsets,
    fileName: String = "track.gpx", date: LocalDate? = nil
  ) throws(ImportError) -> ForeignLog {
    try read(
      chunks: [bytes].makeIterator(), exercise: exercise, zone: zone, fileName: fileName,
      date: date)
  }

  /// One log of several files' logs, workouts by date and start. A track that two files hold
  /// (the same key) is kept once; the later file is noted as skipped.
  public static func combine(_ files: [(name: String, log: ForeignLog)]) -> ForeignLog {
    guard files.count != 1 else { return files[0].log }
    var firstFile: [String: String] = [:]
    var workouts: [ForeignWorkout] = []
    var skipped: [SkippedRow] = []
    var adjusted: [SkippedRow] = []
    var versions: [String] = []
    for (name, log) in files {
      let version = String(log.variant.prefix { $0 != "," })
      if !versions.contains(version) { versions.append(version) }
      skipped += log.skipped
      adjusted += log.adjusted
      for workout in log.workouts {
        if let first = firstFile[workout.key] {
          skipped.append(
            SkippedRow(line: workout.line, reason: "\(name) is the same track as \(first)"))
          continue
        }
        firstFile[workout.key] = name
        workouts.append(workout)
      }
    }
    workouts.sort {
      ($0.date, $0.startSecond ?? 43_200) < ($1.date, $1.startSecond ?? 43_200)
    }
    return ForeignLog(
      app: .gpx, variant: "\(files.count) files, \(versions.joined(separator: " and "))",
      workouts: workouts, skipped: skipped, adjusted: adjusted)
  }

  /// The exercise `text` names (id, name or alias; `run` when nil), which must take a distance.
  public static func exercise(_ text: String?, in catalog: Catalog) throws(CatalogError)
    -> Exercise
  {
    let exercise = try catalog.resolve(text ?? defaultExercise.rawValue)
    guard exercise.acceptedItems.contains(.distance) else {
      throw .invalid(
        "\(exercise.id) does not take a distance, which is what a GPX track gives; "
          + "give an exercise that does, such as run, walk, hike or cycling")
    }
    return exercise
  }

  /// `20:05`, `1:02:03`.
  private static func clock(_ seconds: Int) -> String {
    let minutes = "\(seconds / 60 % 60):\(pad(seconds % 60, 2))"
    return seconds < 3600
      ? minutes : "\(seconds / 3600):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
  }

  /// `value` with `digits` decimals, the same text on every platform.
  private static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let sign = value < 0 && scaled > 0 ? "-" : ""
    return "\(sign)\(scaled / scale).\(pad(scaled % scale, digits))"
  }
}
