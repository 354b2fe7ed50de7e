// `program.json`: `{"active": "gzclp", "programs": [{"cycle", "digest", "file", "finished",
// "name", "planned", "session", "started", "tracks", "trainingDays"}], "version": 1}`, keys
// sorted, weights in kg. `planned` is `{"cycle", "date", "session", "workouts": [{"id",
// "slot"}]}` or null; `tracks` maps `exercise[:tag]` to `{"cycleBestE1RM", "failures",
// "firstStageWeight", "stage", "trainingMax", "weight"}`.

// MARK: - Fields

/// The keys of the program file.
enum ProgramFileField: Int, FileField {
  case active, programs, version

  var name: StaticString {
    switch self {
    case .active: "active"
    case .programs: "programs"
    case .version: "version"
    }
  }
}

/// The keys of one followed program.
enum FollowedProgramField: Int, JSONField {
  case cycle, digest, file, finished, name, planned, session, started, tracks, trainingDays

  var name: StaticString {
    switch self {
    case .cycle: "cycle"
    case .digest: "digest"
    case .file: "file"
    case .finished: "finished"
    case .name: "name"
    case .planned: "planned"
    case .session: "session"
    case .started: "started"
    case .tracks: "tracks"
    case .trainingDays: "trainingDays"
    }
  }
}

/// The keys of a planned session.
enum PlannedOnField: Int, JSONField {
  case cycle, date, session, workouts

  var name: StaticString {
    switch self {
    case .cycle: "cycle"
    case .date: "date"
    case .session: "session"
    case .workouts: "workouts"
    }
  }
}

/// The keys of a planned session's workout.
enum PlannedWorkoutField: Int, JSONField {
  case id, slot

  var name: StaticString {
    switch self {
    case .id: "id"
    case .slot: "slot"
    }
  }
}

/// The keys of a track's numbers.
enum TrackStateField: Int, JSONField {
  case cycleBestE1RM, failures, firstStageWeight, stage, trainingMax, weight

  var name: StaticString {
    switch self {
    case .cycleBestE1RM: "cycleBestE1RM"
    case .failures: "failures"
    case .firstStageWeight: "firstStageWeight"
    case .stage: "stage"
    case .trainingMax: "trainingMax"
    case .weight: "weight"
    }
  }
}

extension ProgramFile: StoredFile {
  /// The file's own object.
  static let file = Fields<ProgramFileField>("the program file")
  /// A followed program.
  static let program = Fields<FollowedProgramField>("a program")
  /// A planned session.
  static let plannedOn = Fields<PlannedOnField>("a planned session")
  /// A planned session's workout.
  static let plannedWorkout = Fields<PlannedWorkoutField>("a planned workout")
  /// A track's numbers.
  static let track = Fields<TrackStateField>("a track")

  /// "the program file".
  public static var title: String { "\(file.title)" }

  /// The program file, a program, a planned session, its workout, a track.
  public static var shapes: [any FieldTable] { [file, program, plannedOn, plannedWorkout, track] }

  /// Reads `program.json`: unique names, an `active` one the file holds.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> ProgramFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readProgramFile() }
  }

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.write(self)
    return json.bytes
  }
}

/// The weekday names `trainingDays` holds, Monday first.
let weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

// MARK: - Reading

extension JSONReader {
  /// Reads the program file's object.
  mutating func readProgramFile() throws(JSONError) -> ProgramFile {
    var file = ProgramFile()
    var activeOffset = 0
    try readStoredFile(ProgramFile.self, ProgramFile.file) { reader, field throws(JSONError) in
      switch field {
      case .version: break  // read by readStoredFile
      case .active:
        activeOffset = reader.valueOffset()
        file.active = try reader.readOptionalString(what: "`active`")
      case .programs:
        try reader.readArray("`programs`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let program = try reader.readFollowedProgram()
          guard file[program.name] == nil else {
            throw reader.error("two programs have the name '\(program.name)'", at: offset)
          }
          guard file.programs.count < ProgramFile.maximumPrograms else {
            throw reader.error("more than \(ProgramFile.maximumPrograms) programs", at: offset)
          }
          file.programs.append(program)
        }
      }
    }
    if let active = file.active, file[active] == nil {
      throw error("`active` is '\(active)', which is not in `programs`", at: activeOffset)
    }
    return file
  }

  /// Reads one followed program.
  mutating func readFollowedProgram() throws(JSONError) -> FollowedProgram {
    var name: String?
    var file: String?
    var digest: FileDigest?
    var trainingDays: [Int]?
    var started: LocalDate?
    var state = ProgramState()
    var planned: PlannedOn?
    let start = valueOffset()
    try readFields(ProgramFile.program) { reader, field throws(JSONError) in
      switch field {
      case .name:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`name`")
        guard ProgramName.isValid(text) else {
          throw reader.error("`name` \(ProgramName.rule), not \"\(text.echoed)\"", at: offset)
        }
        name = text
      case .file:
        let offset = reader.valueOffset()
        file = try reader.readOptionalString(what: "`file`")
        if let path = file, !path.hasPrefix("/") || path.utf8.contains(0) {
          throw reader.error("`file` must be an absolute path, not \"\(path.echoed)\"", at: offset)
        }
      case .digest:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`digest`")
        guard let read = FileDigest(text) else {
          throw reader.error("`digest` must be 16 hex digits, not \"\(text.echoed)\"", at: offset)
        }
        digest = read
      case .trainingDays:
        if reader.readNull() { break }
        var days: [Int] = []
        try reader.readArray("`trainingDays`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let text = try reader.readString(what: "a training day")
          guard let day = weekdayNames.firstIndex(of: text), !days.contains(day) else {
            throw reader.error(
              "a training day is one of \(weekdayNames.joined(separator: ", ")), each once, "
                + "not \"\(text.echoed)\"", at: offset)
          }
          days.append(day)
        }
        trainingDays = days.sorted()
      case .started: started = try reader.readDate(what: "`started`")
      case .cycle: state.cycle = try reader.readCount(what: "`cycle`", from: 1)
      case .session: state.session = try reader.readCount(what: "`session`", from: 0)
      case .finished: state.finished = try reader.readBool(what: "`finished`")
      case .tracks:
        try reader.readMembers({ "`tracks`" }) { reader, key throws(JSONError) in
          let offset = reader.valueOffset()
          guard let track = TrackID(key.string) else {
            throw reader.error(
              "a track is `exercise` or `exercise:tag`, not \"\(key.string.echoed)\"", at: offset)
          }
          state.tracks[track] = try reader.readTrackState()
        }
      case .planned:
        if !reader.readNull() { planned = try reader.readPlannedOn() }
      }
    }
    guard let name else { throw error("a program needs a `name`", at: start) }
    guard let digest else { throw error("a program needs a `digest`", at: start) }
    guard let started else { throw error("a program needs a `started` date", at: start) }
    return FollowedProgram(
      name: name, file: file, digest: digest, trainingDays: trainingDays, started: started,
      state: state, planned: planned)
  }

  /// Reads a track's numbers.
  mutating func readTrackState() throws(JSONError) -> TrackState {
    var track = TrackState()
    try readFields(ProgramFile.track) { reader, field throws(JSONError) in
      switch field {
      case .trainingMax: track.trainingMax = try reader.readOptionalWeight("`trainingMax`")
      case .weight: track.weight = try reader.readOptionalWeight("`weight`")
      case .firstStageWeight:
        track.firstStageWeight = try reader.readOptionalWeight("`firstStageWeight`")
      case .cycleBestE1RM: track.cycleBestE1RM = try reader.readOptionalWeight("`cycleBestE1RM`")
      case .stage: track.stage = try reader.readCount(what: "`stage`", from: 0)
      case .failures: track.failures = try reader.readCount(what: "`failures`", from: 0)
      }
    }
    return track
  }

  /// Reads a planned session.
  mutating func readPlannedOn() throws(JSONError) -> PlannedOn {
    var date: LocalDate?
    var cycle = 1
    var session = 0
    var workouts: [PlannedWorkout] = []
    let start = valueOffset()
    try readFields(ProgramFile.plannedOn) { reader, field throws(JSONError) in
      switch field {
      case .date: date = try reader.readDate(what: "`date`")
      case .cycle: cycle = try reader.readCount(what: "`cycle`", from: 1)
      case .session: session = try reader.readCount(what: "`session`", from: 0)
      case .workouts:
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          guard workouts.count < Menu.maximumWorkouts else {
            throw reader.error("more than \(Menu.maximumWorkouts) workouts", at: reader.offset)
          }
          var id: WorkoutID?
          var slot: Int?
          let offset = reader.valueOffset()
          try reader.readFields(ProgramFile.plannedWorkout) { reader, field throws(JSONError) in
            switch field {
            case .id: id = try reader.readWorkoutID()
            case .slot: slot = try reader.readCount(what: "`slot`", from: 0)
            }
          }
          guard let id, let slot else {
            throw reader.error("a planned workout needs an `id` and a `slot`", at: offset)
          }
          workouts.append(PlannedWorkout(slot: slot, id: id))
        }
      }
    }
    guard let date else { throw error("a planned session needs a `date`", at: start) }
    return PlannedOn(date: date, cycle: cycle, session: session, workouts: workouts)
  }

  /// Reads a whole number from `lowest` to a million.
  mutating func readCount(what: @autoclosure () -> String, from lowest: Int) throws(JSONError)
    -> Int
  {
    let offset = valueOffset()
    let count = try readInt(what: what())
    guard (lowest...1_000_000).contains(count) else {
      throw error("\(what()) must be a whole number from \(lowest) to 1000000", at: offset)
    }
    return count
  }

  /// Reads a weight in kg from 0 to 10,000, or null.
  mutating func readOptionalWeight(_ what: String) throws(JSONError) -> Double? {
    if readNull() { return nil }
    let offset = valueOffset()
    let weight = try readNumber(what: what)
    guard weight >= 0, weight <= 10_000 else {
      throw error("\(what) must be a weight from 0 to 10000 kg, or null", at: offset)
    }
    return weight
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes `program.json`, keys sorted.
  public mutating func write(_ file: ProgramFile) {
    object { json in
      for field in ProgramFile.file.all {
        json.key(field)
        switch field {
        case .active: json.string(file.active)
        case .programs: json.array { json in for program in file.programs { json.write(program) } }
        case .version: json.number(ProgramFile.currentVersion)
        }
      }
    }
  }

  /// Writes one followed program, keys sorted.
  mutating func write(_ program: FollowedProgram) {
    object { json in
      for field in ProgramFile.program.all {
        json.key(field)
        switch field {
        case .cycle: json.number(program.state.cycle)
        case .digest: json.string(program.digest.description)
        case .file: json.string(program.file)
        case .finished: json.bool(program.state.finished)
        case .name: json.string(program.name)
        case .planned:
          if let planned = program.planned { json.write(planned) } else { json.null() }
        case .session: json.number(program.state.session)
        case .started: json.string(program.started.description)
        case .tracks:
          json.object { json in
            for (track, state) in program.state.tracks.sorted(by: { $0.key < $1.key }) {
              json.key(track.description)
              json.write(state)
            }
          }
        case .trainingDays:
          if let days = program.trainingDays {
            json.array { json in for day in days { json.string(weekdayNames[day]) } }
          } else {
            json.null()
          }
        }
      }
    }
  }

  /// Writes a planned session, keys sorted.
  mutating func write(_ planned: PlannedOn) {
    object { json in
      for field in ProgramFile.plannedOn.all {
        json.key(field)
        switch field {
        case .cycle: json.number(planned.cycle)
        case .date: json.string(planned.date.description)
        case .session: json.number(planned.session)
        case .workouts:
          json.array { json in
            for workout in planned.workouts {
              json.object { json in
                for field in ProgramFile.plannedWorkout.all {
                  json.key(field)
                  switch field {
                  case .id: json.string(workout.id.rawValue)
                  case .slot: json.number(workout.slot)
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes a track's numbers, keys sorted.
  mutating func write(_ track: TrackState) {
    object { json in
      for field in ProgramFile.track.all {
        json.key(field)
        func weight(_ value: Double?) { if let value { json.number(value) } else { json.null() } }
        switch field {
        case .cycleBestE1RM: weight(track.cycleBestE1RM)
        case .failures: json.number(track.failures)
        case .firstStageWeight: weight(track.firstStageWeight)
        case .stage: json.number(track.stage)
        case .trainingMax: weight(track.trainingMax)
        case .weight: weight(track.weight)
        }
      }
    }
  }
}
