// `gear.json`: `{"defaults": {"run": "pegasus-40"}, "gear": [{"added", "for", "id", "kind",
// "name", "note", "retireAt", "retired", "since", "startDistance"}], "version": 2}`, keys
// sorted, distances in km. Version 2 added a piece's `since`.

// MARK: - Fields

/// The keys of the gear file.
enum GearFileField: Int, FileField {
  case defaults, gear, version

  var name: StaticString {
    switch self {
    case .defaults: "defaults"
    case .gear: "gear"
    case .version: "version"
    }
  }
}

/// The keys of one piece of gear.
enum GearField: Int, JSONField {
  case added, exercises, id, kind, name, note, retireAt, retired, since, startDistance

  var name: StaticString {
    switch self {
    case .added: "added"
    case .exercises: "for"
    case .id: "id"
    case .kind: "kind"
    case .name: "name"
    case .note: "note"
    case .retireAt: "retireAt"
    case .retired: "retired"
    case .since: "since"
    case .startDistance: "startDistance"
    }
  }
}

extension GearFile: StoredFile {
  /// The file's own object.
  static let file = Fields<GearFileField>("the gear file")
  /// A piece of gear: version 2 added `since`.
  static let piece = Fields<GearField>("a piece of gear", added: [.since: 2])

  /// "the gear file".
  public static var title: String { "\(file.title)" }

  /// The gear file and a piece of gear.
  public static var shapes: [any FieldTable] { [file, piece] }

  /// Reads `gear.json`: unique ids, defaults naming gear the file holds.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> GearFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readGearFile() }
  }

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.write(self)
    return json.bytes
  }
}

// MARK: - Reading

extension JSONReader {
  /// Reads the gear file's object.
  mutating func readGearFile() throws(JSONError) -> GearFile {
    var gear: [Gear] = []
    var seen = Set<GearID>()
    var defaults: [ExerciseID: GearID] = [:]
    var defaultOffsets: [ExerciseID: Int] = [:]
    try readStoredFile(GearFile.self, GearFile.file) { reader, field throws(JSONError) in
      switch field {
      case .version: break  // read by readStoredFile
      case .gear:
        try reader.readArray("`gear`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let piece = try reader.readGear()
          guard seen.insert(piece.id).inserted else {
            throw reader.error("two pieces of gear have the id '\(piece.id)'", at: offset)
          }
          guard gear.count < GearFile.maximumGear else {
            throw reader.error("more than \(GearFile.maximumGear) pieces of gear", at: offset)
          }
          gear.append(piece)
        }
      case .defaults:
        try reader.readFields("`defaults`") { reader, key throws(JSONError) in
          let exercise = ExerciseID(rawValue: key.string)
          defaultOffsets[exercise] = reader.valueOffset()
          defaults[exercise] = try reader.readGearID()
        }
      }
    }
    for (exercise, id) in defaults.sorted(by: { $0.key < $1.key }) where !seen.contains(id) {
      throw error(
        "the default of \(exercise) is '\(id)', which is not in `gear`",
        at: defaultOffsets[exercise])
    }
    return GearFile(gear: gear, defaults: defaults)
  }

  /// Reads one piece of gear.
  mutating func readGear() throws(JSONError) -> Gear {
    var id: GearID?
    var name: String?
    var kind = GearKind.shoes
    var startDistance = 0.0
    var retireAt: Double?
    var exercises: [ExerciseID] = []
    var note: String?
    var retired: LocalDate?
    var added: LocalDate?
    var since: LocalDate?
    let start = valueOffset()
    try readFields(GearFile.piece) { reader, field throws(JSONError) in
      switch field {
      case .id: id = try reader.readGearID(what: "`id`")
      case .name: name = try reader.readString(what: "`name`")
      case .kind:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`kind`")
        guard let read = GearKind(rawValue: text) else {
          throw reader.error(
            "`kind` must be \"shoes\", \"bike\" or \"other\", not \"\(text)\"", at: offset)
        }
        kind = read
      case .startDistance: startDistance = try reader.readNumber(what: "`startDistance`")
      case .retireAt:
        retireAt = reader.readNull() ? nil : try reader.readNumber(what: "`retireAt`")
      case .exercises:
        try reader.readArray("`for`") { reader throws(JSONError) in
          exercises.append(try reader.readExerciseID())
        }
      case .note: note = try reader.readOptionalString(what: "`note`")
      case .retired: retired = reader.readNull() ? nil : try reader.readDate(what: "`retired`")
      case .added: added = try reader.readDate(what: "`added`")
      case .since: since = reader.readNull() ? nil : try reader.readDate(what: "`since`")
      }
    }
    guard let id else { throw error("a piece of gear needs an `id`", at: start) }
    guard let name else { throw error("a piece of gear needs a `name`", at: start) }
    guard let added else { throw error("a piece of gear needs an `added` date", at: start) }
    let gear = Gear(
      id: id, name: name, kind: kind, startDistance: startDistance, retireAt: retireAt,
      exercises: exercises, note: note, retired: retired, added: added, since: since)
    do throws(GearError) {
      try Gear.check(gear)
    } catch {
      throw self.error(error.message, at: start)
    }
    return gear
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes `gear.json`, keys sorted.
  public mutating func write(_ file: GearFile) {
    object { json in
      for field in GearFile.file.all {
        json.key(field)
        switch field {
        case .defaults:
          json.object { json in
            for (exercise, id) in file.defaults.sorted(by: { $0.key < $1.key }) {
              json.key(exercise.rawValue)
              json.string(id.rawValue)
            }
          }
        case .gear: json.array { json in for gear in file.gear { json.write(gear) } }
        case .version: json.number(GearFile.currentVersion)
        }
      }
    }
  }

  /// Writes one piece of gear, keys sorted.
  public mutating func write(_ gear: Gear) {
    object { json in
      for field in GearFile.piece.all {
        json.key(field)
        switch field {
        case .added: json.string(gear.added.description)
        case .exercises:
          json.array { json in for exercise in gear.exercises { json.string(exercise.rawValue) } }
        case .id: json.string(gear.id.rawValue)
        case .kind: json.string(gear.kind.rawValue)
        case .name: json.string(gear.name)
        case .note: json.string(gear.note)
        case .retireAt: if let value = gear.retireAt { json.number(value) } else { json.null() }
        case .retired: json.string(gear.retired?.description)
        case .since: json.string(gear.since?.description)
        case .startDistance: json.number(gear.startDistance)
        }
      }
    }
  }
}
