// `commit.json`: `{"command", "removes": ["menus/2024-03.json"], "renames": [{"digest", "path",
// "temporary"}], "version": 1}`, keys sorted; see `UnfinishedChange`.

enum UnfinishedChangeField: Int, FileField {
  case command, removes, renames, version

  var name: StaticString {
    switch self {
    case .command: "command"
    case .removes: "removes"
    case .renames: "renames"
    case .version: "version"
    }
  }
}

enum RenameField: Int, JSONField {
  case digest, path, temporary

  var name: StaticString {
    switch self {
    case .digest: "digest"
    case .path: "path"
    case .temporary: "temporary"
    }
  }
}

extension UnfinishedChange: StoredFile {
  /// The file's own object.
  static let file = Fields<UnfinishedChangeField>("an unfinished change")
  /// A rename of `renames`.
  static let rename = Fields<RenameField>("a rename of `renames`")

  /// "an unfinished change".
  public static var title: String { "\(file.title)" }

  /// The change and a rename.
  public static var shapes: [any FieldTable] { [file, rename] }

  /// Reads `commit.json`: every key is required, every path one of the store's own files and
  /// every temporary name one wkc writes for its path.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> UnfinishedChange {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readUnfinishedChange() }
  }

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.object { json in
      for field in UnfinishedChange.file.all {
        json.key(field)
        switch field {
        case .command: json.string(command)
        case .removes: json.array { json in for path in removes { json.string(path) } }
        case .renames:
          json.array { json in
            for rename in renames {
              json.object { json in
                for field in UnfinishedChange.rename.all {
                  json.key(field)
                  switch field {
                  case .digest: json.string(rename.digest.description)
                  case .path: json.string(rename.path)
                  case .temporary: json.string(rename.temporary)
                  }
                }
              }
            }
          }
        case .version: json.number(UnfinishedChange.currentVersion)
        }
      }
    }
    return json.bytes
  }
}

extension JSONReader {
  /// Reads the object of `commit.json`.
  mutating func readUnfinishedChange() throws(JSONError) -> UnfinishedChange {
    var command: String?
    var renames: [UnfinishedChange.Rename]?
    var removes: [String]?
    try readStoredFile(UnfinishedChange.self, UnfinishedChange.file) {
      reader, field throws(JSONError) in
      switch field {
      case .version: break  // read by readStoredFile
      case .command: command = try reader.readString(what: "`command`")
      case .removes:
        var read: [String] = []
        try reader.readArray("`removes`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let path = try reader.readString(what: "a path of `removes`")
          guard UnfinishedChange.isOwnPath(path, journalEntry: false) else {
            throw reader.error(
              "`removes` holds \"\(path)\", which is not a file of wkc's", at: offset)
          }
          read.append(path)
        }
        removes = read
      case .renames:
        var read: [UnfinishedChange.Rename] = []
        try reader.readArray("`renames`") { reader throws(JSONError) in
          read.append(try reader.readRename())
        }
        renames = read
      }
    }
    guard let command, let renames, let removes else {
      throw error("an unfinished change needs `command`, `removes`, `renames` and `version`", at: 0)
    }
    return UnfinishedChange(command: command, renames: renames, removes: removes)
  }

  private mutating func readRename() throws(JSONError) -> UnfinishedChange.Rename {
    var path: String?
    var temporary: (name: String, offset: Int)?
    var digest: FileDigest?
    let start = valueOffset()
    try readFields(UnfinishedChange.rename) { reader, field throws(JSONError) in
      let offset = reader.valueOffset()
      switch field {
      case .path:
        let text = try reader.readString(what: "`path`")
        guard UnfinishedChange.isOwnPath(text, journalEntry: true) else {
          throw reader.error("`path` \"\(text)\" is not a file of wkc's", at: offset)
        }
        path = text
      case .temporary: temporary = (try reader.readString(what: "`temporary`"), offset)
      case .digest:
        let text = try reader.readString(what: "`digest`")
        guard let parsed = FileDigest(text) else {
          throw reader.error("`digest` must be 16 hex digits, not \"\(text)\"", at: offset)
        }
        digest = parsed
      }
    }
    guard let path, let temporary, let digest else {
      throw error("a rename needs `digest`, `path` and `temporary`", at: start)
    }
    guard UnfinishedChange.isTemporary(temporary.name, of: path) else {
      throw error(
        "`temporary` \"\(temporary.name)\" is not a temporary file of \(path)", at: temporary.offset
      )
    }
    return UnfinishedChange.Rename(path: path, temporary: temporary.name, digest: digest)
  }
}
