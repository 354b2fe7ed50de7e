// The month file, `menus/YYYY-MM.json` (SPEC "JSON", "Store"), declared once: each level's keys
// are an enum of fields, with the version of the file that added each (`MonthFile.menu`, …);
// one reader per level switches over them (keeping everything, or only the results of
// whole-history reads) and its writer writes them in order. Templates share the workout and set
// fields. A new field is one case and one line of its file's declaration; the compiler then
// names every switch that must handle it.

// MARK: - Fields

/// The keys of a month file, `{"menus": [...], "version": 5}`.
enum MonthField: Int, FileField {
  case menus, version

  var name: StaticString {
    switch self {
    case .menus: "menus"
    case .version: "version"
    }
  }
}

/// The keys of a menu.
enum MenuField: Int, JSONField {
  case date, note, workouts

  var name: StaticString {
    switch self {
    case .date: "date"
    case .note: "note"
    case .workouts: "workouts"
    }
  }
}

/// The keys of a workout, in a month file and (some of them) in a template.
enum WorkoutField: Int, JSONField {
  case endedAt, exercise, gear, group, id, note, sets, source, startedAt

  var name: StaticString {
    switch self {
    case .endedAt: "endedAt"
    case .exercise: "exercise"
    case .gear: "gear"
    case .group: "group"
    case .id: "id"
    case .note: "note"
    case .sets: "sets"
    case .source: "source"
    case .startedAt: "startedAt"
    }
  }
}

/// The keys of a set, in a month file and (some of them) in a template.
enum SetField: Int, JSONField {
  case actual, amrap, completedAt, kind, planned, repsUpTo, skipped

  var name: StaticString {
    switch self {
    case .actual: "actual"
    case .amrap: "amrap"
    case .repsUpTo: "repsUpTo"
    case .completedAt: "completedAt"
    case .kind: "kind"
    case .planned: "planned"
    case .skipped: "skipped"
    }
  }
}

extension MonthFile: StoredFile {
  /// The file's own object.
  static let file = Fields<MonthField>("a month file")
  /// A menu.
  static let menu = Fields<MenuField>("a menu")
  /// A workout: version 2 added `source`, 3 `gear`, 4 `group`, 5 `startedAt` and `endedAt`.
  static let workout = Fields<WorkoutField>(
    "a workout", added: [.source: 2, .gear: 3, .group: 4, .startedAt: 5, .endedAt: 5])
  /// A set: version 2 added `kind`, 6 `amrap` and `repsUpTo` (a program's `5+` and `8-12`).
  static let set = Fields<SetField>("a set", added: [.kind: 2, .amrap: 6, .repsUpTo: 6])

  /// "a month file".
  public static var title: String { "\(file.title)" }

  /// The month file, a menu, a workout, a set.
  public static var shapes: [any FieldTable] { [file, menu, workout, set] }

  /// Reads a month file of `month` (the month its name says); each menu keeps the bytes it was
  /// read from, to be written back as they were while it is not changed.
  public static func read(_ bytes: [UInt8], name month: YearMonth) throws(JSONError) -> MonthFile {
    var ranges: [Range<Int>] = []
    var file = try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readMonthFile(month, ranges: &ranges)
    }
    for (menu, range) in zip(file.menus, ranges) { file.sources[menu.date] = bytes[range] }
    return file
  }

  /// The file's bytes: a menu read and not changed since is written back as it was.
  public func encoded() -> [UInt8] {
    var json = JSONWriter(capacity: 1 << 16)
    json.write(self)
    return json.bytes
  }
}

// MARK: - What a reader keeps

/// How strictly a menu document is read.
public enum MenuSource {
  /// A month file: every workout has an id and a date.
  case store
  /// `menu put` input for a date: `date`, workout ids (`makeID` gives new ones) and the result
  /// fields of sets may be left out.
  case input(date: LocalDate, makeID: () -> WorkoutID)
}

/// What a menu reader keeps of what it reads. Every field is read and checked either way, so a
/// file fails in the same place with the same message whatever is kept.
enum MenuKeeping {
  /// Whole menus: for the store and `menu put`.
  case everything
  /// Only the `actual` values of sets done, of one exercise (its id as UTF-8) or of all (nil),
  /// as sessions: for whole-history reads.
  case results(of: [UInt8]?)
}

/// Which parts of a set its reader builds; the others are only checked.
enum SetKeeping {
  case everything, actual, nothing
}

// MARK: - Reading

extension JSONReader {
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
    var dates: [LocalDate] = []
    var offsets: [Int] = []
    try readStoredFile(MonthFile.self, MonthFile.file) { reader, field throws(JSONError) in
      switch field {
      case .menus:
        try reader.readArray("`menus`") { reader throws(JSONError) in
          offsets.append(reader.valueOffset())
          dates.append(try readMenu(&reader))
        }
      case .version: break  // read by readStoredFile
      }
    }
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

  /// Reads one menu object, whole.
  public mutating func readMenu(_ source: MenuSource) throws(JSONError) -> Menu {
    var none: [ExerciseSession] = []
    return try readMenu(source, keeping: .everything, sessions: &none)
  }

  /// Reads one menu object. Keeping everything, its workouts are in the menu returned; keeping
  /// results, its sessions are added to `sessions` instead, and the menu returned has none.
  mutating func readMenu(
    _ source: MenuSource, keeping: MenuKeeping, sessions: inout [ExerciseSession]
  ) throws(JSONError) -> Menu {
    var date: LocalDate?
    var note: String?
    var workouts: [Workout] = []
    let first = sessions.count
    let start = valueOffset()
    var groups = GroupCheck()
    try readFields(MonthFile.menu) { reader, field throws(JSONError) in
      switch field {
      case .date: date = try reader.readDate(what: "`date`")
      case .note: note = try reader.readNote(keeping: keeping)
      case .workouts:
        var index = 0
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          let workout = try reader.readWorkout(
            source, keeping: keeping, sessions: &sessions, from: first, index: index,
            groups: &groups)
          if let workout { workouts.append(workout) }
          index += 1
        }
        if let (message, offset) = groups.finish() {
          try reader.groupProblem(message, at: offset, in: source)
        }
      }
    }
    switch source {
    case .store:
      guard let date else { throw error("a menu needs a `date`", at: start) }
      // The date may come after the workouts.
      for index in first..<sessions.count { sessions[index].date = date }
      return Menu(date: date, note: note, workouts: workouts)
    case .input(let expected, _):
      if let date, date != expected {
        throw error(
          "the menu is dated \(date), not \(expected); leave out `date`",
          at: start)
      }
      for index in first..<sessions.count { sessions[index].date = expected }
      return Menu(date: expected, note: note, workouts: workouts)
    }
  }

  /// Reads one workout, the one at `index` of its menu, checking its group with `groups`.
  /// Keeping everything, returns it whole; keeping results, adds the actual values of its sets
  /// done, when it is of the exercise kept, to that exercise's session among
  /// `sessions[first...]` (a new one if none is), and returns nil.
  private mutating func readWorkout(
    _ source: MenuSource, keeping: MenuKeeping, sessions: inout [ExerciseSession], from first: Int,
    index: Int, groups: inout GroupCheck
  ) throws(JSONError) -> Workout? {
    var id: WorkoutID?
    var exercise: ExerciseID?
    var hasExercise = false
    // Whether the workout is of the exercise kept; true until its `exercise` is read.
    var matches = true
    var note: String?
    var importSource: String?
    var gear: GearID?
    var group: Int?
    var startedAt: Timestamp?
    var endedAt: (time: Timestamp, offset: Int)?
    var sets: [WorkoutSet] = []
    var done: [PlannedSet] = []
    let start = valueOffset()
    try readFields(MonthFile.workout) { reader, field throws(JSONError) in
      switch field {
      case .startedAt:
        startedAt = try reader.readOptionalTimestamp(what: "`startedAt`")
      case .endedAt:
        let offset = reader.valueOffset()
        endedAt = try reader.readOptionalTimestamp(what: "`endedAt`").map { ($0, offset) }
      case .exercise:
        let offset = reader.valueOffset()
        let name = try reader.readStringBytes(what: "`exercise`")
        guard !name.isEmpty else { throw reader.error("`exercise` is empty", at: offset) }
        hasExercise = true
        if case .results(let wanted?) = keeping { matches = name.equals(wanted) }
        if matches { exercise = ExerciseID(rawValue: name.string) }
      case .id: id = try reader.readWorkoutID()
      case .note: note = try reader.readNote(keeping: keeping)
      case .source:
        importSource = try reader.readNote(keeping: keeping, what: "`source`")
      case .gear:
        gear = try reader.readGearID(noneAllowed: true)
      case .group:
        let offset = reader.valueOffset()
        group = try reader.readGroup()
        if let group, let (message, at) = groups.add(index: index, group: group, offset: offset) {
          try reader.groupProblem(message, at: at, in: source)
        }
      case .sets:
        // Every set is read and checked; results are kept only when of the exercise so far.
        let parts: SetKeeping
        switch keeping {
        case .everything: parts = .everything
        case .results: parts = matches ? .actual : .nothing
        }
        try reader.readArray("`sets`") { reader throws(JSONError) in
          try reader.readSet(MonthFile.set, keeping: parts, sets: &sets, done: &done)
        }
      }
    }
    guard hasExercise else { throw error("a workout needs an `exercise`", at: start) }
    if id == nil, case .input(_, let makeID) = source { id = makeID() }
    guard let id else { throw error("a workout needs an `id`", at: start) }
    let session = try Self.session(startedAt, endedAt, reader: self)
    guard let exercise else { return nil }
    switch keeping {
    case .everything:
      return Workout(
        id: id, exercise: exercise, note: note, sets: sets, source: importSource, gear: gear,
        group: group, session: session)
    case .results:
      guard !done.isEmpty else { return nil }
      if let index = sessions[first...].firstIndex(where: { $0.exercise == exercise }) {
        sessions[index].append(done, time: session)
      } else {
        sessions.append(
          ExerciseSession(
            date: LocalDate(daysSinceEpoch: 0), exercise: exercise, sets: done,
            times: session.map { [$0] } ?? []))
      }
      return nil
    }
  }

  /// Reads and checks one set of `fields` (a month file's, a template's), building only what
  /// `keeping` asks for: keeping everything, it is added to `sets`; keeping the actual values,
  /// it is added to `done` as done, when it was; keeping nothing, nothing is built.
  mutating func readSet(
    _ fields: Fields<SetField>, keeping: SetKeeping, sets: inout [WorkoutSet],
    done: inout [PlannedSet]
  ) throws(JSONError) {
    var planned: SetValues?
    var actual: SetValues?
    var completedAt: Timestamp?
    var skipped = false
    var kind = SetKind.working
    var repsUpTo: Double?
    var amrap = false
    var hasPlan = false
    let start = valueOffset()
    try readFields(fields) { reader, field throws(JSONError) in
      switch field {
      case .actual:
        if reader.readNull() { break }
        if keeping == .nothing {
          try reader.checkValues(what: "`actual`")
        } else {
          actual = try reader.readValues(what: "`actual`")
        }
      case .completedAt:
        if reader.readNull() { break }
        let text = try reader.readTimestamp()
        if keeping == .everything { completedAt = Timestamp(checked: text) }
      case .planned:
        if keeping == .everything {
          planned = try reader.readValues(what: "`planned`")
        } else {
          try reader.checkValues(what: "`planned`")
        }
        hasPlan = true
      case .skipped: skipped = try reader.readBool(what: "`skipped`")
      case .kind: kind = try reader.readSetKind()
      case .amrap: amrap = try reader.readBool(what: "`amrap`")
      case .repsUpTo: repsUpTo = try reader.readRepsUpTo()
      }
    }
    guard hasPlan else { throw error("\(fields.title) needs `planned` values", at: start) }
    switch keeping {
    case .everything:
      sets.append(
        WorkoutSet(
          planned: PlannedSet(
            planned ?? SetValues(), kind: kind, repsUpTo: repsUpTo, amrap: amrap),
          actual: actual,
          completedAt: completedAt, skipped: skipped))
    case .actual:
      if !skipped, let actual { done.append(PlannedSet(actual, kind: kind)) }
    case .nothing: break
    }
  }

  // MARK: - Values

  /// Reads set values: an object of item → number (shared with templates).
  mutating func readValues(what: @autoclosure () -> String) throws(JSONError) -> SetValues {
    var values = SetValues()
    try readFields(what()) { reader, key throws(JSONError) in
      values[ItemID(key: key)] = try reader.readNumber(what: "`\(key.string)`")
    }
    return values
  }

  /// Reads and checks set values without keeping them.
  private mutating func checkValues(what: @autoclosure () -> String) throws(JSONError) {
    try readFields(what()) { reader, key throws(JSONError) in
      _ = try reader.readNumber(what: "`\(key.string)`")
    }
  }

  /// Reads a `note` (or another optional string), a string or null; only checked, in place,
  /// when keeping results.
  private mutating func readNote(keeping: MenuKeeping, what: String = "`note`") throws(JSONError)
    -> String?
  {
    guard case .results = keeping else { return try readOptionalString(what: what) }
    if !readNull() { _ = try readStringBytes(what: what) }
    return nil
  }

  /// Fails with a group problem at once in input; in a file, once its version is known to have
  /// groups (see `newerShapeError`).
  mutating func groupProblem(_ message: String, at offset: Int, in source: MenuSource)
    throws(JSONError)
  {
    guard case .store = source else { throw error(message, at: offset) }
    if newerShapeError == nil { newerShapeError = error(message, at: offset) }
  }

  /// Reads a workout's `group`: a whole number from 1, or null for none (shared with templates).
  mutating func readGroup() throws(JSONError) -> Int? {
    if readNull() { return nil }
    let offset = valueOffset()
    let group = try readInt(what: "`group`")
    guard group >= 1 else {
      throw error(
        "`group` must be a whole number from 1 (the workouts of a superset or circuit share "
          + "it), or null, not \(group)", at: offset)
    }
    return group
  }

  /// Reads a set's `repsUpTo`, the top of a rep range: a whole number of reps.
  mutating func readRepsUpTo() throws(JSONError) -> Double {
    let offset = valueOffset()
    let reps = try readNumber(what: "`repsUpTo`")
    guard reps >= 1, reps <= 1000, reps.rounded() == reps else {
      throw error(
        "`repsUpTo` must be a whole number of reps from 1 to 1000, not \(JSONWriter.format(reps))",
        at: offset)
    }
    return reps
  }

  /// Reads a set's `kind`: `warmup`, `drop`, `failure` (or `working`, the kind when left out).
  mutating func readSetKind() throws(JSONError) -> SetKind {
    let offset = valueOffset()
    let text = try readStringBytes(what: "`kind`")
    for kind in SetKind.allCases where text.equals(Array(kind.rawValue.utf8)) { return kind }
    throw error(
      "`kind` must be \"warmup\", \"drop\" or \"failure\" (left out for a working set), not "
        + "\"\(text.string)\"", at: offset)
  }

  /// Reads a gear id: a slug, not `none`; a workout's `gear` may also be `none` (opted out,
  /// `noneAllowed`).
  mutating func readGearID(what: String = "`gear`", noneAllowed: Bool = false) throws(JSONError)
    -> GearID
  {
    let offset = valueOffset()
    let text = try readString(what: what)
    if noneAllowed, text == GearID.none.rawValue { return GearID.none }
    guard let id = GearID(text) else {
      let none = noneAllowed ? "or \"none\"" : "not \"none\""
      throw error(
        "\(what) must be a gear id like pegasus-40 (lowercase letters, digits and '-', \(none)), "
          + "not \"\(text)\"", at: offset)
    }
    return id
  }

  /// A workout's session from its `startedAt` and `endedAt`: an end needs a start and may not
  /// come before it.
  static func session(
    _ start: Timestamp?, _ end: (time: Timestamp, offset: Int)?, reader: borrowing JSONReader
  ) throws(JSONError) -> SessionTime? {
    guard let start else {
      if let end { throw reader.error("`endedAt` needs a `startedAt`", at: end.offset) }
      return nil
    }
    guard let session = SessionTime(start: start, end: end?.time) else {
      throw reader.error(
        "`endedAt` \(end?.time.text ?? "") is before `startedAt` \(start.text)",
        at: end?.offset ?? 0)
    }
    return session
  }

  /// Reads an RFC 3339 time (`startedAt`, `endedAt`) or null.
  mutating func readOptionalTimestamp(what: String) throws(JSONError) -> Timestamp? {
    if readNull() { return nil }
    let offset = valueOffset()
    let text = try readStringBytes(what: what)
    guard Timestamp.isValid(text.utf8) else {
      throw error(
        "\(what) must be an RFC 3339 time like 2024-01-05T07:31:02+09:00, not "
          + "\"\(text.string)\"", at: offset)
    }
    return Timestamp(checked: text)
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
    // In place, then decoded: quicker than validating a new string.
    let text = try readStringBytes(what: "`id`").string
    guard let id = WorkoutID(rawValue: text) else {
      throw error(
        "`id` must be 1 to 32 letters a-z and digits, at least one a letter, not \"\(text)\"",
        at: offset)
    }
    return id
  }

  mutating func readDate(what: @autoclosure () -> String) throws(JSONError) -> LocalDate {
    let offset = valueOffset()
    let text = try readString(what: what())
    guard let date = LocalDate(text) else {
      throw error("\(what()) must be a real date as YYYY-MM-DD, not \"\(text)\"", at: offset)
    }
    return date
  }

  // MARK: - Versions

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

  /// Reads a file's `version`, failing when this binary does not read it (newer than `newest`).
  public mutating func readCheckedVersion(newest: Int) throws(JSONError) -> Int {
    let offset = valueOffset()
    let version = try readInt(what: "`version`")
    try JSONReader.check(version: version, at: offset, newest: newest, reader: self)
    return version
  }

  /// Fails when a file's version is newer than `newest`, the newest this binary reads of it.
  public static func check(
    version: Int, at offset: Int, newest: Int, reader: borrowing JSONReader
  ) throws(JSONError) {
    if version > newest {
      throw reader.error(
        "version \(version) is newer than this wkc reads (\(newest)); update wkc", at: offset)
    }
    if version < 1 { throw reader.error("version \(version) is not a valid version", at: offset) }
  }

  // MARK: - Shared

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
  /// Writes a month file: `{"menus": [...], "version": 5}`; a menu read and not changed since
  /// is written back as the bytes it was read from.
  public mutating func write(_ file: MonthFile) {
    if let verbatim = file.verbatim { return raw(verbatim[...]) }
    object { json in
      for field in MonthFile.file.all {
        json.key(field)
        switch field {
        case .menus:
          json.array { json in
            for menu in file.menus {
              if let source = file.sources[menu.date] { json.raw(source) } else { json.write(menu) }
            }
          }
        case .version: json.number(MonthFile.currentVersion)
        }
      }
    }
  }

  /// Writes a menu in the SPEC shape, keys sorted.
  public mutating func write(_ menu: Menu) {
    object { json in
      for field in MonthFile.menu.all {
        json.key(field)
        switch field {
        case .date: json.string(menu.date.description)
        case .note: json.string(menu.note)
        case .workouts:
          json.array { json in
            for workout in menu.workouts { json.write(workout) }
          }
        }
      }
    }
  }

  /// Writes a workout, keys sorted; `gear`, `group`, `source`, `startedAt` and `endedAt` only
  /// when it has them.
  public mutating func write(_ workout: Workout) {
    object { json in
      for field in MonthFile.workout.all
      where (field != .source || workout.source != nil) && (field != .gear || workout.gear != nil)
        && (field != .group || workout.group != nil)
        && (field != .startedAt || workout.session != nil)
        && (field != .endedAt || workout.session?.end != nil)
      {
        json.key(field)
        switch field {
        case .startedAt: json.string(workout.session?.start.text)
        case .endedAt: json.string(workout.session?.end?.text)
        case .exercise: json.string(workout.exercise.rawValue)
        case .id: json.string(workout.id.rawValue)
        case .note: json.string(workout.note)
        case .sets:
          json.array { json in
            for set in workout.sets { json.write(set) }
          }
        case .source: json.string(workout.source)
        case .gear: json.string(workout.gear?.rawValue)
        case .group: if let group = workout.group { json.number(group) }
        }
      }
    }
  }

  /// Writes a set, keys sorted; `kind` only when not a working set.
  public mutating func write(_ set: WorkoutSet) {
    object { json in
      // `kind` only for sets that are not working sets, `amrap` and `repsUpTo` only when set.
      for field in MonthFile.set.all
      where (field != .kind || set.kind != .working) && (field != .amrap || set.planned.amrap)
        && (field != .repsUpTo || set.planned.repsUpTo != nil)
      {
        json.key(field)
        switch field {
        case .actual: if let actual = set.actual { json.write(actual) } else { json.null() }
        case .amrap: json.bool(true)
        case .repsUpTo: json.number(set.planned.repsUpTo ?? 0)
        case .completedAt: json.string(set.completedAt?.text)
        case .planned: json.write(set.planned.values)
        case .skipped: json.bool(set.skipped)
        case .kind: json.string(set.kind.rawValue)
        }
      }
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
}
