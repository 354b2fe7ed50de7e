// The JSON shape of menus (SPEC "JSON"), read with `JSONReader` and written with `JSONWriter`.

/// How strictly a menu document is read.
public enum MenuSource {
  /// A month file: every workout has an id and a date.
  case store
  /// `menu put` input for a date: `date`, workout ids (`makeID` gives new ones) and the result
  /// fields of sets may be left out.
  case input(date: LocalDate, makeID: () -> WorkoutID)
}

extension JSONReader {
  /// Reads one menu object.
  public mutating func readMenu(_ source: MenuSource) throws(JSONError) -> Menu {
    var date: LocalDate?
    var note: String?
    var workouts: [Workout] = []
    let start = valueOffset()
    try readFields("a menu") { reader, key throws(JSONError) in
      switch key {
      case "date": date = try reader.readDate(what: "`date`")
      case "note": note = try reader.readOptionalString(what: "`note`")
      case "workouts":
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          workouts.append(try reader.readWorkout(source))
        }
      default:
        throw reader.unknownKey(key.string, in: "a menu", known: ["date", "note", "workouts"])
      }
    }
    switch source {
    case .store:
      guard let date else { throw error("a menu needs a `date`", at: start) }
      return Menu(date: date, note: note, workouts: workouts)
    case .input(let expected, _):
      if let date, date != expected {
        throw error(
          "the menu is dated \(date), not \(expected); leave out `date`",
          at: start)
      }
      return Menu(date: expected, note: note, workouts: workouts)
    }
  }

  /// Reads a month file's object; `month` is the month its name says.
  public mutating func readMonthFile(_ month: YearMonth) throws(JSONError) -> MonthFile {
    var ranges: [Range<Int>] = []
    return try readMonthFile(month, ranges: &ranges)
  }

  /// Reads a month file's object, with the byte range of each menu in `ranges`.
  public mutating func readMonthFile(_ month: YearMonth, ranges: inout [Range<Int>])
    throws(JSONError) -> MonthFile
  {
    var menus: [Menu] = []
    try readMonth(month) { reader throws(JSONError) in
      let start = reader.valueOffset()
      let menu = try reader.readMenu(.store)
      menus.append(menu)
      ranges.append(start..<reader.offset)
      return menu.date
    }
    return MonthFile(month: month, menus: menus)
  }

  /// Reads a month file's object, calling `readMenu` at each menu (it returns the menu's date);
  /// then fails unless the version is one this binary reads and the dates are in `month`, in
  /// order, each once.
  mutating func readMonth(
    _ month: YearMonth, _ readMenu: (inout JSONReader) throws(JSONError) -> LocalDate
  ) throws(JSONError) {
    var version: Int?
    var versionOffset = 0
    var dates: [LocalDate] = []
    var offsets: [Int] = []
    try readFields("a month file") { reader, key throws(JSONError) in
      switch key {
      case "version":
        versionOffset = reader.valueOffset()
        version = try reader.readInt(what: "`version`")
      case "menus":
        try reader.readArray("`menus`") { reader throws(JSONError) in
          offsets.append(reader.valueOffset())
          dates.append(try readMenu(&reader))
        }
      default: throw reader.unknownKey(key.string, in: "a month file", known: ["menus", "version"])
      }
    }
    guard let version else { throw error("a month file needs a `version`", at: 0) }
    try Self.check(version: version, at: versionOffset, reader: self)
    for (index, date) in dates.enumerated() {
      guard date.yearMonth == month else {
        throw error("menu dated \(date) does not belong in \(month)", at: offsets[index])
      }
      if index > 0, dates[index - 1] >= date {
        throw error(
          "menus are not in date order: \(date) after \(dates[index - 1])", at: offsets[index])
      }
    }
  }

  /// Reads just the `version` of a versioned file, skipping everything else.
  public mutating func readVersionOnly() throws(JSONError) -> (version: Int, offset: Int)? {
    var found: (Int, Int)?
    try readFields("a file") { reader, key throws(JSONError) in
      if case "version" = key {
        let offset = reader.valueOffset()
        found = (try reader.readInt(what: "`version`"), offset)
      } else {
        try reader.skipValue()
      }
    }
    return found
  }

  /// Reads a file's `version`, failing when this binary does not read it.
  public mutating func readCheckedVersion() throws(JSONError) -> Int {
    let offset = valueOffset()
    let version = try readInt(what: "`version`")
    try JSONReader.check(version: version, at: offset, reader: self)
    return version
  }

  /// Fails when a file's version is newer than this binary reads.
  public static func check(version: Int, at offset: Int, reader: borrowing JSONReader)
    throws(JSONError)
  {
    if version > MonthFile.currentVersion {
      throw reader.error(
        "version \(version) is newer than this wkc reads (\(MonthFile.currentVersion)); "
          + "update wkc", at: offset)
    }
    if version < 1 { throw reader.error("version \(version) is not a valid version", at: offset) }
  }

  // MARK: - Parts

  private mutating func readWorkout(_ source: MenuSource) throws(JSONError) -> Workout {
    var id: WorkoutID?
    var exercise: ExerciseID?
    var note: String?
    var sets: [WorkoutSet] = []
    let start = valueOffset()
    try readFields("a workout") { reader, key throws(JSONError) in
      switch key {
      case "id": id = try reader.readWorkoutID()
      case "exercise": exercise = try reader.readExerciseID()
      case "note": note = try reader.readOptionalString(what: "`note`")
      case "sets":
        try reader.readArray("`sets`") { reader throws(JSONError) in
          sets.append(try reader.readSet())
        }
      default:
        throw reader.unknownKey(
          key.string, in: "a workout", known: ["exercise", "id", "note", "sets"])
      }
    }
    guard let exercise else { throw error("a workout needs an `exercise`", at: start) }
    if id == nil, case .input(_, let makeID) = source { id = makeID() }
    guard let id else { throw error("a workout needs an `id`", at: start) }
    return Workout(id: id, exercise: exercise, note: note, sets: sets)
  }

  /// Reads and checks a set's `completedAt`, in place.
  mutating func readTimestamp() throws(JSONError) -> JSONKey {
    let offset = valueOffset()
    let text = try readStringBytes(what: "`completedAt`")
    guard Timestamp.isValid(text.utf8) else {
      throw error(
        "`completedAt` must be an RFC 3339 time like 2024-01-05T07:31:02+09:00, not "
          + "\"\(text.string)\"", at: offset)
    }
    return text
  }

  /// Reads and checks set values without keeping them.
  mutating func checkValues(what: @autoclosure () -> String) throws(JSONError) {
    try readFields(what()) { reader, key throws(JSONError) in
      _ = try reader.readNumber(what: "`\(key.string)`")
    }
  }

  /// Reads a workout's `exercise`, which must not be empty.
  mutating func readExerciseID() throws(JSONError) -> ExerciseID {
    let offset = valueOffset()
    let text = try readString(what: "`exercise`")
    guard !text.isEmpty else { throw error("`exercise` is empty", at: offset) }
    return ExerciseID(rawValue: text)
  }

  /// Reads a workout's `id`.
  mutating func readWorkoutID() throws(JSONError) -> WorkoutID {
    let offset = valueOffset()
    let text = try readString(what: "`id`")
    guard let id = WorkoutID(rawValue: text) else {
      throw error(
        "`id` must be 1 to 32 letters a-z and digits, at least one a letter, not \"\(text)\"",
        at: offset)
    }
    return id
  }

  private mutating func readSet() throws(JSONError) -> WorkoutSet {
    var planned: SetValues?
    var actual: SetValues?
    var completedAt: Timestamp?
    var skipped = false
    let start = valueOffset()
    try readFields("a set") { reader, key throws(JSONError) in
      switch key {
      case "planned": planned = try reader.readValues(what: "`planned`")
      case "actual": actual = reader.readNull() ? nil : try reader.readValues(what: "`actual`")
      case "completedAt":
        if reader.readNull() { break }
        completedAt = Timestamp(checked: try reader.readTimestamp())
      case "skipped": skipped = try reader.readBool(what: "`skipped`")
      default:
        throw reader.unknownKey(
          key.string, in: "a set", known: ["actual", "completedAt", "planned", "skipped"])
      }
    }
    guard let planned else { throw error("a set needs `planned` values", at: start) }
    return WorkoutSet(planned: planned, actual: actual, completedAt: completedAt, skipped: skipped)
  }

  /// Reads set values: an object of item → number (shared with templates).
  mutating func readValues(what: @autoclosure () -> String) throws(JSONError)
    -> SetValues
  {
    var values = SetValues()
    try readFields(what()) { reader, key throws(JSONError) in
      values[ItemID(key: key)] = try reader.readNumber(what: "`\(key.string)`")
    }
    return values
  }

  mutating func readDate(what: @autoclosure () -> String) throws(JSONError) -> LocalDate {
    let offset = valueOffset()
    let text = try readString(what: what())
    guard let date = LocalDate(text) else {
      throw error("\(what()) must be a real date as YYYY-MM-DD, not \"\(text)\"", at: offset)
    }
    return date
  }

  /// Reads a string or null.
  public mutating func readOptionalString(what: @autoclosure () -> String) throws(JSONError)
    -> String?
  {
    readNull() ? nil : try readString(what: what())
  }

  /// An error for a key the shape does not have.
  public func unknownKey(_ key: String, in what: String, known: [String]) -> JSONError {
    error(
      "unknown key `\(key)` in \(what); expected \(known.map { "`\($0)`" }.joined(separator: ", "))"
    )
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes a menu in the SPEC shape, keys sorted.
  public mutating func write(_ menu: Menu) {
    object { json in
      json.key("date")
      json.string(menu.date.description)
      json.key("note")
      json.string(menu.note)
      json.key("workouts")
      json.array { json in
        for workout in menu.workouts { json.write(workout) }
      }
    }
  }

  /// Writes a workout, keys sorted.
  public mutating func write(_ workout: Workout) {
    object { json in
      json.key("exercise")
      json.string(workout.exercise.rawValue)
      json.key("id")
      json.string(workout.id.rawValue)
      json.key("note")
      json.string(workout.note)
      json.key("sets")
      json.array { json in
        for set in workout.sets { json.write(set) }
      }
    }
  }

  /// Writes a set, keys sorted.
  public mutating func write(_ set: WorkoutSet) {
    object { json in
      json.key("actual")
      if let actual = set.actual { json.write(actual) } else { json.null() }
      json.key("completedAt")
      json.string(set.completedAt?.text)
      json.key("planned")
      json.write(set.planned)
      json.key("skipped")
      json.bool(set.skipped)
    }
  }

  /// Writes values as an object, items sorted.
  public mutating func write(_ values: SetValues) {
    object { json in
      for (item, value) in values {
        json.key(item.rawValue)
        json.number(value)
      }
    }
  }

  /// Writes a month file: `{"menus": [...], "version": 1}`.
  public mutating func write(_ file: MonthFile) {
    object { json in
      json.key("menus")
      json.array { json in
        for menu in file.menus {
          if let source = file.sources[menu.date] { json.raw(source) } else { json.write(menu) }
        }
      }
      json.key("version")
      json.number(MonthFile.currentVersion)
    }
  }
}
