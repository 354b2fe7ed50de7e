// `wkc export --format json`: the whole store in one document, `{"body": {...}, "catalog": {...}, "format":
// "wkc-export", "gear": {...}, "months": {"2024-01": {...}}, "schema": 4, "templates": {...},
// "version": 1}`. Each file is embedded as the exact bytes it holds (without its final newline),
// so importing the document into an empty home writes the same files back.

/// The keys of an export document.
enum DocumentField: Int, FileField {
  case body, catalog, format, gear, months, schema, templates, version

  var name: StaticString {
    switch self {
    case .body: "body"
    case .catalog: "catalog"
    case .format: "format"
    case .gear: "gear"
    case .months: "months"
    case .schema: "schema"
    case .templates: "templates"
    case .version: "version"
    }
  }
}

extension StoreDocument: StoredFile {
  /// The document's own object.
  /// Version 2 added `body`.
  static let file = Fields<DocumentField>("a wkc export", added: [.body: 2])

  /// "a wkc export".
  public static var title: String { "\(file.title)" }

  /// The document; the files it embeds have their own shapes.
  public static var shapes: [any FieldTable] { [file] }

  /// The document's bytes.
  public func encoded() -> [UInt8] { json }
}

/// The store as one JSON document, and the files read back from one.
public struct StoreDocument: Sendable {
  /// The value of its `format` key.
  public static let format = "wkc-export"

  /// Month files by month: the bytes of each file, as embedded.
  public var months: [(month: YearMonth, bytes: [UInt8])] = []
  /// The user's exercise file, or nil when there is none.
  public var catalog: [UInt8]?
  /// The template file, or nil when there is none.
  public var templates: [UInt8]?
  /// The gear file, or nil when there is none.
  public var gear: [UInt8]?
  /// The body file, or nil when there is none.
  public var body: [UInt8]?
  /// The month-file schema version of the wkc that wrote the document.
  public var schema = MonthFile.currentVersion

  /// An empty document.
  public init() {}

  /// The document's JSON.
  public var json: [UInt8] {
    var json = JSONWriter(capacity: months.reduce(1024) { $0 + $1.bytes.count })
    json.object { json in
      if let body {
        json.key("body")
        json.raw(StoreDocument.trimmed(body))
      }
      if let catalog {
        json.key("catalog")
        json.raw(StoreDocument.trimmed(catalog))
      }
      json.key("format")
      json.string(StoreDocument.format)
      if let gear {
        json.key("gear")
        json.raw(StoreDocument.trimmed(gear))
      }
      json.key("months")
      json.object { json in
        for (month, bytes) in months {
          json.key(month.description)
          json.raw(StoreDocument.trimmed(bytes))
        }
      }
      json.key("schema")
      json.number(schema)
      if let templates {
        json.key("templates")
        json.raw(StoreDocument.trimmed(templates))
      }
      json.key("version")
      json.number(StoreDocument.currentVersion)
    }
    return json.bytes
  }

  /// True when `bytes` (the start of a file) open a JSON object, as a wkc export does and no
  /// CSV export can.
  public static func looksLikeDocument(_ bytes: [UInt8]) -> Bool {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    return rest.first { !(trimmed([$0]).isEmpty) } == UInt8(ascii: "{")
  }

  /// True when a file's bytes are in the layout wkc writes (pretty-printed with LF line ends),
  /// so they can be written back as they are; others (a compacted document, CRLF) are written
  /// in wkc's own layout instead.
  static func isWkcLayout(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [UInt8(ascii: "{"), 0x0A]) && !bytes.contains(0x0D)
  }

  /// A file's bytes without a byte order mark and the whitespace around them.
  static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    let mark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let start = bytes[mark...].firstIndex { !isSpace($0) } ?? bytes.endIndex
    let end = (bytes.lastIndex { !isSpace($0) }).map { $0 + 1 } ?? start
    return bytes[start..<max(start, end)]
  }

  /// Reads a document: each file's bytes as embedded, plus a final newline (as wkc writes
  /// files). Fails on a document of a newer wkc, or one that is not a wkc export.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> StoreDocument {
    try JSONReader.read(bytes) { reader throws(JSONError) in
      var document = StoreDocument()
      var format: String?
      var version: Int?
      let file: (Range<Int>) -> [UInt8] = { Array(bytes[$0]) + [0x0A] }
      try reader.readFields(StoreDocument.file) { reader, field throws(JSONError) in
        switch field {
        case .catalog: document.catalog = file(try reader.rawValue())
        case .templates: document.templates = file(try reader.rawValue())
        case .gear: document.gear = file(try reader.rawValue())
        case .body: document.body = file(try reader.rawValue())
        case .format:
          let offset = reader.valueOffset()
          format = try reader.readString(what: "`format`")
          guard format == StoreDocument.format else {
            throw reader.error("`format` is not \"\(StoreDocument.format)\"", at: offset)
          }
        case .schema:
          let offset = reader.valueOffset()
          document.schema = try reader.readInt(what: "`schema`")
          try JSONReader.check(
            version: document.schema, at: offset, newest: MonthFile.currentVersion, reader: reader)
        case .version:
          let offset = reader.valueOffset()
          let number = try reader.readInt(what: "`version`")
          guard (1...StoreDocument.currentVersion).contains(number) else {
            throw reader.error(
              "export version \(number) is not one this wkc reads "
                + "(1...\(StoreDocument.currentVersion))", at: offset)
          }
          version = number
        case .months:
          try reader.readObject("`months`") { reader, name throws(JSONError) in
            let offset = reader.valueOffset()
            guard let month = YearMonth(name) else {
              throw reader.error("`\(name)` is not a month like 2024-01", at: offset)
            }
            guard !document.months.contains(where: { $0.month == month }) else {
              throw reader.error("month \(name) is given twice", at: offset)
            }
            document.months.append((month, file(try reader.rawValue())))
          }
        }
      }
      guard format != nil, version != nil else {
        throw reader.error("a wkc export needs `format` and `version`")
      }
      document.months.sort { $0.month < $1.month }
      return document
    }
  }
}
