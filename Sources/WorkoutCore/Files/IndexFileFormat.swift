// The index, `index.json`: `{"body": "…", "exercises": {"bench-press": "2024-01:1:100:116.67:…;"},
// "files": {"2024-01": "…"}, "gear": {"pegasus-40": "2024-01:42.5:8:9:2024-01-02:2024-01-30;"},
// "stamp": "…", "trained": {"2024-01": "2,5,9"}, "version": 8}`, compact. A cache: one of another
// version, or one that does not read, is rebuilt from the month files, never an error.

/// The keys of the index file.
enum IndexField: Int, FileField {
  case body, exercises, files, gear, stamp, trained, version

  var name: StaticString {
    switch self {
    case .exercises: "exercises"
    case .files: "files"
    case .gear: "gear"
    case .stamp: "stamp"
    case .body: "body"
    case .trained: "trained"
    case .version: "version"
    }
  }
}

extension ExerciseIndex: StoredFile {
  /// The file's own object: `files` came while it was version 4, version 5 added `gear`
  /// (versions 2 to 4 changed what an exercise's records hold, and so did 6: distance,
  /// duration and pace of one workout, not of a date, so an older index is rebuilt); version 7
  /// added `trained`, version 8 `body`, the stamp of `body.json`: a body-weight exercise's bests
  /// include body weight.
  static let file = Fields<IndexField>(
    "the index", added: [.files: 4, .gear: 5, .exercises: 6, .trained: 7, .body: 8])

  /// "the index".
  static var title: String { "\(file.title)" }

  /// The index file.
  static var shapes: [any FieldTable] { [file] }

  /// Reads an index file; fails unless it is one of this version, which this wkc wrote.
  static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> ExerciseIndex {
    var stamp: String?
    var body: FileStamp?
    var files: [YearMonth: FileStamp]?
    var records: [ExerciseID: [UInt8]] = [:]
    var gear: [GearID: [YearMonth: GearUse]] = [:]
    var trained: [YearMonth: UInt32] = [:]
    try JSONReader.read(bytes) { reader throws(JSONError) in
      let version = try reader.readStoredFile(ExerciseIndex.self, file) {
        reader, field throws(JSONError) in
        switch field {
        case .version: break  // read by readStoredFile
        case .stamp: stamp = try reader.readString(what: "`stamp`")
        case .body:
          if try reader.peekKind() == .null {
            try reader.skipValue()
          } else {
            body = FileStamp(try reader.readString(what: "`body`"))
          }
        case .files:
          var read: [YearMonth: FileStamp] = [:]
          try reader.readFields("`files`") { reader, name throws(JSONError) in
            guard let month = YearMonth(name.string) else { throw reader.error("not a month") }
            read[month] = FileStamp(try reader.readString(what: "a stamp"))
          }
          files = read
        case .exercises:
          try reader.readFields("`exercises`") { reader, id throws(JSONError) in
            guard try reader.peekKind() == .string else { throw reader.error("not records") }
            // The quotes off; records hold no character a JSON string escapes.
            let range = try reader.rawValue()
            records[ExerciseID(rawValue: id.string)] = Array(
              bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
          }
        case .gear:
          try reader.readFields("`gear`") { reader, name throws(JSONError) in
            guard let id = GearID(name.string),
              let months = ExerciseIndex.decodeGear(try reader.readString(what: "records"))
            else { throw reader.error("not gear records") }
            gear[id] = months
          }
        case .trained:
          try reader.readFields("`trained`") { reader, name throws(JSONError) in
            guard let month = YearMonth(name.string),
              let days = ExerciseIndex.decodeDays(try reader.readString(what: "days"))
            else { throw reader.error("not days") }
            trained[month] = days
          }
        }
      }
      guard version == currentVersion else {
        throw reader.error("an index of version \(version) is rebuilt, not read", at: 0)
      }
    }
    guard let stamp, let files else {
      throw JSONError(line: 1, column: 1, message: "the index needs a `stamp` and `files`")
    }
    var index = ExerciseIndex(stamp: stamp, files: files)
    index.records = records
    index.gear = gear
    index.body = body
    index.trained = trained
    return index
  }

  /// Reads an index file; nil when it is not one this binary wrote.
  init?(decoding bytes: [UInt8]) {
    guard let index = try? ExerciseIndex.read(bytes) else { return nil }
    self = index
  }

  /// The file's bytes, compact.
  func encoded() -> [UInt8] {
    var json = JSONWriter(
      capacity: records.values.reduce(256) { $0 + $1.count + 32 }, pretty: false)
    json.object { json in
      for field in ExerciseIndex.file.all {
        json.key(field)
        switch field {
        case .exercises:
          json.object { json in
            for (id, bytes) in records.sorted(by: { $0.key < $1.key }) {
              json.key(id.rawValue)
              json.raw([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
            }
          }
        case .files:
          json.object { json in
            for (month, file) in files.sorted(by: { $0.key < $1.key }) {
              json.key(month.description)
              json.string(file.description)
            }
          }
        case .gear:
          json.object { json in
            for (id, months) in gear.sorted(by: { $0.key < $1.key }) {
              json.key(id.rawValue)
              json.raw(
                ArraySlice(
                  [UInt8(ascii: "\"")] + ExerciseIndex.encode(months) + [UInt8(ascii: "\"")]))
            }
          }
        case .stamp: json.string(stamp)
        case .body:
          if let body { json.string(body.description) } else { json.null() }
        case .trained:
          json.object { json in
            for (month, days) in trained.sorted(by: { $0.key < $1.key }) {
              json.key(month.description)
              json.string(ExerciseIndex.encode(days: days))
            }
          }
        case .version: json.number(ExerciseIndex.currentVersion)
        }
      }
    }
    return json.bytes
  }
}
