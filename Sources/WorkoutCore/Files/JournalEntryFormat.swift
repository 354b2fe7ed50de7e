// A journal entry, `journal/00000012.json`: `{"command", "dates", "files": [{"after", "before",
// "path"}], "kept", "reverts", "session", "time", "version": 1}`, keys sorted. `before` names
// the file as it was, kept in the journal's folder as `00000012-menus-2024-01.json` (null:
// there was none); `after` is the new bytes' digest (null: the change removed the file).

enum JournalEntryField: Int, FileField {
  case command, dates, files, kept, reverts, session, time, version

  var name: StaticString {
    switch self {
    case .command: "command"
    case .dates: "dates"
    case .files: "files"
    case .kept: "kept"
    case .reverts: "reverts"
    case .session: "session"
    case .time: "time"
    case .version: "version"
    }
  }
}

enum JournalFileField: Int, JSONField {
  case after, before, path

  var name: StaticString {
    switch self {
    case .after: "after"
    case .before: "before"
    case .path: "path"
    }
  }
}

extension JournalEntry: StoredFile {
  /// The entry's own object.
  static let file = Fields<JournalEntryField>("a journal entry")
  /// A file of its `files`.
  static let keptFile = Fields<JournalFileField>("a file of `files`")

  /// "a journal entry".
  public static var title: String { "\(file.title)" }

  /// The entry and a file of its `files`.
  public static var shapes: [any FieldTable] { [file, keptFile] }

  /// Reads entry `number` (`00000012.json`): every key is required, paths must be the store's
  /// own files and copies the entry's own.
  public static func read(_ bytes: [UInt8], name number: Int) throws(JSONError) -> JournalEntry {
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readJournalEntry(number: number)
    }
  }

  /// The entry's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.write(self)
    return json.bytes
  }
}

extension JSONWriter {
  /// Writes a journal entry.
  public mutating func write(_ entry: JournalEntry) {
    object { json in
      for field in JournalEntry.file.all {
        json.key(field)
        switch field {
        case .command: json.string(entry.label.command)
        case .dates: json.array { json in for date in entry.dates { json.string("\(date)") } }
        case .files:
          json.array { json in
            for file in entry.files {
              json.object { json in
                for field in JournalEntry.keptFile.all {
                  json.key(field)
                  switch field {
                  case .after: json.string(file.after?.description)
                  case .before: json.string(file.copy)
                  case .path: json.string(file.kind.description)
                  }
                }
              }
            }
          }
        case .kept: json.bool(entry.kept)
        case .reverts: json.string(entry.label.reverts)
        case .session: json.string(entry.label.session)
        case .time: json.string(entry.label.time.text)
        case .version: json.number(JournalEntry.currentVersion)
        }
      }
    }
  }
}

extension JSONReader {
  /// Reads journal entry `number`'s object.
  mutating func readJournalEntry(number: Int) throws(JSONError) -> JournalEntry {
    var version: Int?
    var command: String?
    var time: Timestamp?
    var session: String?
    var reverts: String?
    var sawReverts = false
    var dates: [LocalDate]?
    var files: [JournalFile]?
    var kept: Bool?
    try readFields(JournalEntry.file) {
      reader, field throws(JSONError) in
      switch field {
      case .version: version = try reader.readCheckedVersion(newest: JournalEntry.currentVersion)
      case .command: command = try reader.readString(what: "`command`")
      case .session: session = try reader.readString(what: "`session`")
      case .reverts:
        sawReverts = true
        reverts = reader.readNull() ? nil : try reader.readString(what: "`reverts`")
      case .kept: kept = try reader.readBool(what: "`kept`")
      case .time:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`time`")
        guard let parsed = Timestamp(text) else {
          throw reader.error("`time` must be an RFC 3339 time, not \"\(text)\"", at: offset)
        }
        time = parsed
      case .dates:
        var read: [LocalDate] = []
        try reader.readArray("`dates`") { reader throws(JSONError) in
          read.append(try reader.readDate(what: "a date of `dates`"))
        }
        dates = read
      case .files:
        var read: [JournalFile] = []
        try reader.readArray("`files`") { reader throws(JSONError) in
          read.append(try reader.readJournalFile(number: number))
        }
        files = read
      }
    }
    guard version != nil, let command, let time, let session, sawReverts, let dates, let files,
      let kept
    else {
      throw error(
        "a journal entry needs `command`, `dates`, `files`, `kept`, `reverts`, `session`, "
          + "`time` and `version`", at: 0)
    }
    return JournalEntry(
      label: ChangeLabel(command: command, time: time, session: session, reverts: reverts),
      dates: dates, files: files, kept: kept)
  }

  private mutating func readJournalFile(number: Int) throws(JSONError) -> JournalFile {
    var kind: StoreFile?
    var copy: (name: String, offset: Int)?
    var after: FileDigest?
    var seen = Set<Int>()
    let start = valueOffset()
    try readFields(JournalEntry.keptFile) {
      reader, field throws(JSONError) in
      seen.insert(field.rawValue)
      let offset = reader.valueOffset()
      switch field {
      case .path:
        let text = try reader.readString(what: "`path`")
        guard let file = StoreFile(path: text) else {
          throw reader.error(
            "`path` must be menus/YYYY-MM.json, catalog.json, templates.json or gear.json, "
              + "not \"\(text)\"", at: offset)
        }
        kind = file
      case .before:
        if !reader.readNull() { copy = (try reader.readString(what: "`before`"), offset) }
      case .after:
        guard !reader.readNull() else { break }
        let text = try reader.readString(what: "`after`")
        guard let digest = FileDigest(text) else {
          throw reader.error("`after` must be 16 hex digits, not \"\(text)\"", at: offset)
        }
        after = digest
      }
    }
    guard let kind, seen.count == JournalFileField.allCases.count else {
      throw error("a file of `files` needs `after`, `before` and `path`", at: start)
    }
    if let copy, copy.name != JournalEntry.copyName(number: number, kind: kind) {
      throw error(
        "`before` of \(kind) must be \"\(JournalEntry.copyName(number: number, kind: kind))\", "
          + "not \"\(copy.name)\"", at: copy.offset)
    }
    return JournalFile(kind: kind, copy: copy?.name, after: after)
  }
}
