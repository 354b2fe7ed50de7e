// The whole-history read path: month files straight to sessions, without building menus.

extension JSONReader {
  /// Reads a month file's sessions, of one exercise (its id as UTF-8) or of all.
  ///
  /// Equal to `ExerciseSession.sessions(of: readMonthFile(month).menus)`, failing where it
  /// fails, but builds no menus or workouts: only the done sets of the exercise are kept.
  public mutating func readSessions(_ month: YearMonth, of exercise: [UInt8]?) throws(JSONError)
    -> [ExerciseSession]
  {
    var sessions: [ExerciseSession] = []
    try readMonth(month) { reader throws(JSONError) in
      try reader.readMenuSessions(of: exercise, into: &sessions)
    }
    return sessions
  }

  /// Reads one menu, adding its sessions; returns its date.
  private mutating func readMenuSessions(
    of exercise: [UInt8]?, into sessions: inout [ExerciseSession]
  ) throws(JSONError) -> LocalDate {
    var date: LocalDate?
    let first = sessions.count
    let start = valueOffset()
    try readFields("a menu") { reader, key throws(JSONError) in
      switch key {
      case "date": date = try reader.readDate(what: "`date`")
      case "note": _ = try reader.readOptionalString(what: "`note`")
      case "workouts":
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          try reader.readWorkoutSets(of: exercise, into: &sessions, from: first)
        }
      default:
        throw reader.unknownKey(key.string, in: "a menu", known: ["date", "note", "workouts"])
      }
    }
    guard let date else { throw error("a menu needs a `date`", at: start) }
    // The date may come after the workouts.
    for index in first..<sessions.count { sessions[index].date = date }
    return date
  }

  /// Reads one workout; when it is of `exercise` (or of any, when nil) and has sets done, adds
  /// them to its exercise's session among `sessions[first...]`.
  private mutating func readWorkoutSets(
    of exercise: [UInt8]?, into sessions: inout [ExerciseSession], from first: Int
  ) throws(JSONError) {
    var id: ExerciseID?
    var matches = true
    var hasID = false
    var done: [SetValues] = []
    let start = valueOffset()
    try readFields("a workout") { reader, key throws(JSONError) in
      switch key {
      case "exercise":
        let offset = reader.valueOffset()
        let name = try reader.readStringBytes(what: "`exercise`")
        guard !name.isEmpty else { throw reader.error("`exercise` is empty", at: offset) }
        matches = exercise.map { name.equals($0) } ?? true
        id = ExerciseID(rawValue: name.string)
      case "id":
        _ = try reader.readWorkoutID()
        hasID = true
      case "note": _ = try reader.readOptionalString(what: "`note`")
      case "sets":
        // Every set is read and checked; results are kept only when of the exercise (so far).
        let keep = matches
        try reader.readArray("`sets`") { reader throws(JSONError) in
          if let actual = try reader.readDoneSet(keeping: keep) { done.append(actual) }
        }
      default:
        throw reader.unknownKey(
          key.string, in: "a workout", known: ["exercise", "id", "note", "sets"])
      }
    }
    guard let id else { throw error("a workout needs an `exercise`", at: start) }
    guard hasID else { throw error("a workout needs an `id`", at: start) }
    guard matches, !done.isEmpty else { return }
    if let index = sessions[first...].firstIndex(where: { $0.exercise == id }) {
      sessions[index].sets += done
    } else {
      sessions.append(ExerciseSession(date: LocalDate(daysSinceEpoch: 0), exercise: id, sets: done))
    }
  }

  /// Reads and checks one set as `readSet` does, building nothing it need not: its actual
  /// values when it is done and `keeping`.
  private mutating func readDoneSet(keeping: Bool) throws(JSONError) -> SetValues? {
    var hasPlan = false
    var actual: SetValues?
    var skipped = false
    let start = valueOffset()
    try readFields("a set") { reader, key throws(JSONError) in
      switch key {
      case "planned":
        try reader.checkValues(what: "`planned`")
        hasPlan = true
      case "actual":
        if reader.readNull() { break }
        if keeping {
          actual = try reader.readValues(what: "`actual`")
        } else {
          try reader.checkValues(what: "`actual`")
        }
      case "completedAt": if !reader.readNull() { _ = try reader.readTimestamp() }
      case "skipped": skipped = try reader.readBool(what: "`skipped`")
      default:
        throw reader.unknownKey(
          key.string, in: "a set", known: ["actual", "completedAt", "planned", "skipped"])
      }
    }
    guard hasPlan else { throw error("a set needs `planned` values", at: start) }
    return skipped ? nil : actual
  }
}
