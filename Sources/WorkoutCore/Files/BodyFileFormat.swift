// `body.json`: `{"entries": [{"date": "2024-01-05", "values": {"fat": 18.5, "waist": 84,
// "weight": 82.5}}], "measures": [{"kind": "length", "name": "calf"}], "version": 1}`, keys
// sorted, values canonical (kg, cm, %); `measures` are the user's own.

// MARK: - Fields

/// The keys of the body file.
enum BodyFileField: Int, FileField {
  case entries, measures, version

  var name: StaticString {
    switch self {
    case .entries: "entries"
    case .measures: "measures"
    case .version: "version"
    }
  }
}

/// The keys of one body entry.
enum BodyEntryField: Int, JSONField {
  case date, values

  var name: StaticString {
    switch self {
    case .date: "date"
    case .values: "values"
    }
  }
}

/// The keys of one measure of the user's own.
enum BodyMeasureField: Int, JSONField {
  case kind, name

  var name: StaticString {
    switch self {
    case .kind: "kind"
    case .name: "name"
    }
  }
}

extension BodyFile: StoredFile {
  /// The file's own object.
  static let file = Fields<BodyFileField>("the body file")
  /// One date's entry.
  static let entry = Fields<BodyEntryField>("a body entry")
  /// One measure of the user's own.
  static let ownMeasure = Fields<BodyMeasureField>("a body measure")

  /// "the body file".
  public static var title: String { "\(file.title)" }

  /// The body file, an entry and a measure.
  public static var shapes: [any FieldTable] { [file, entry, ownMeasure] }

  /// Reads `body.json`: one entry per date, values of known measures within their ranges.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> BodyFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readBodyFile() }
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
  /// Reads the body file's object. Measures are read before entries wherever they stand.
  mutating func readBodyFile() throws(JSONError) -> BodyFile {
    var own: [BodyMeasure] = []
    var raw: [(entry: BodyEntry, offsets: [String: Int], start: Int)] = []
    try readStoredFile(BodyFile.self, BodyFile.file) { reader, field throws(JSONError) in
      switch field {
      case .version: break  // read by readStoredFile
      case .measures:
        try reader.readArray("`measures`") { reader throws(JSONError) in
          own.append(try reader.readBodyMeasure())
        }
      case .entries:
        try reader.readArray("`entries`") { reader throws(JSONError) in
          let start = reader.valueOffset()
          guard raw.count < BodyFile.maximumEntries else {
            throw reader.error("more than \(BodyFile.maximumEntries) body entries", at: start)
          }
          let (entry, offsets) = try reader.readBodyEntry()
          raw.append((entry, offsets, start))
        }
      }
    }
    var file = BodyFile()
    for measure in own {
      if file.measure(named: measure.name) != nil {
        throw error("the measure '\(measure.name)' is there twice", at: 0)
      }
      do throws(BodyError) {
        try file.addOwn(measure)
      } catch {
        throw self.error(error.message, at: 0)
      }
    }
    var seen = Set<LocalDate>()
    for (entry, offsets, start) in raw {
      guard seen.insert(entry.date).inserted else {
        throw error("two body entries are of \(entry.date)", at: start)
      }
      for (name, value) in entry.values.sorted(by: { $0.key < $1.key }) {
        guard let measure = file.measure(named: name), measure.name == name else {
          throw error("no measure is named '\(name)'", at: offsets[name])
        }
        guard measure.limits.contains(value) else {
          throw error(BodyError.outOfRange(measure, value).message, at: offsets[name])
        }
      }
      do throws(BodyError) {
        try file.set(entry.values, on: entry.date)
      } catch {
        throw self.error(error.message, at: start)
      }
    }
    return file
  }

  /// Reads one entry, and where each value stands.
  mutating func readBodyEntry() throws(JSONError) -> (BodyEntry, [String: Int]) {
    var date: LocalDate?
    var values: [String: Double] = [:]
    var offsets: [String: Int] = [:]
    let start = valueOffset()
    try readFields(BodyFile.entry) { reader, field throws(JSONError) in
      switch field {
      case .date: date = try reader.readDate(what: "`date`")
      case .values:
        try reader.readFields("`values`") { reader, key throws(JSONError) in
          let name = key.string
          offsets[name] = reader.valueOffset()
          values[name] = try reader.readNumber(what: "`\(name)`")
        }
      }
    }
    guard let date else { throw error("a body entry needs a `date`", at: start) }
    guard !values.isEmpty else { throw error("a body entry needs a value", at: start) }
    return (BodyEntry(date: date, values: values), offsets)
  }

  /// Reads one measure of the user's own.
  mutating func readBodyMeasure() throws(JSONError) -> BodyMeasure {
    var name: String?
    var kind: BodyKind?
    let start = valueOffset()
    try readFields(BodyFile.ownMeasure) { reader, field throws(JSONError) in
      switch field {
      case .name:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`name`")
        guard BodyMeasure.isValidName(text), BodyMeasure.builtIn.allSatisfy({ $0.name != text })
        else { throw reader.error(BodyError.badName(text).message, at: offset) }
        name = text
      case .kind:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`kind`")
        guard let read = BodyKind(rawValue: text) else {
          throw reader.error(
            "`kind` must be \"weight\", \"length\" or \"percent\", not \"\(text.echoed)\"",
            at: offset)
        }
        kind = read
      }
    }
    guard let name, let kind else {
      throw error("a body measure needs a `name` and a `kind`", at: start)
    }
    return BodyMeasure(name: name, kind: kind)
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes `body.json`, keys sorted.
  public mutating func write(_ file: BodyFile) {
    object { json in
      for field in BodyFile.file.all {
        json.key(field)
        switch field {
        case .entries: json.array { json in for entry in file.entries { json.write(entry) } }
        case .measures:
          json.array { json in
            for measure in file.own {
              json.object { json in
                for field in BodyFile.ownMeasure.all {
                  json.key(field)
                  switch field {
                  case .kind: json.string(measure.kind.rawValue)
                  case .name: json.string(measure.name)
                  }
                }
              }
            }
          }
        case .version: json.number(BodyFile.currentVersion)
        }
      }
    }
  }

  /// Writes one body entry, keys sorted.
  public mutating func write(_ entry: BodyEntry) {
    object { json in
      for field in BodyFile.entry.all {
        json.key(field)
        switch field {
        case .date: json.string(entry.date.description)
        case .values:
          json.object { json in
            for (name, value) in entry.values.sorted(by: { $0.key < $1.key }) {
              json.key(name)
              json.number(value)
            }
          }
        }
      }
    }
  }
}
