/// One field of a CSV record: its text, and whether it was quoted (Strong writes `""` for an
/// empty note and nothing at all for a missing one; the difference can matter).
public struct CSVField: Hashable, Sendable {
  /// The text, quotes removed and doubled quotes made single.
  public var text: String
  /// True when the field was written in quotes.
  public var quoted: Bool

  /// A field of `text`.
  public init(_ text: String, quoted: Bool = false) {
    self.text = text
    self.quoted = quoted
  }
}

/// One record (row) of a CSV file and the line it starts on, from 1.
public struct CSVRecord: Hashable, Sendable {
  /// The fields, in order.
  public var fields: [CSVField]
  /// The line the record starts on; a quoted field may span several.
  public var line: Int

  /// A record of `fields` starting on `line`.
  public init(_ fields: [CSVField], line: Int) {
    self.fields = fields
    self.line = line
  }

  /// The fields' texts.
  public var texts: [String] { fields.map(\.text) }
}

/// A CSV file that cannot be read.
public enum CSVError: Error, Equatable, Sendable {
  /// A quoted field is still open at the end of the input.
  case unterminatedQuote(line: Int)
  /// A record's bytes are not UTF-8.
  case invalidUTF8(line: Int)
  /// A record is longer than the reader takes (a quote never closed in a large file).
  case recordTooLong(line: Int, limit: Int)

  /// `line 12: a quoted field is not closed before the end of the file`.
  public var message: String {
    switch self {
    case .unterminatedQuote(let line):
      "line \(line): a quoted field is not closed before the end of the file"
    case .invalidUTF8(let line): "line \(line): the text is not UTF-8"
    case .recordTooLong(let line, let limit):
      "line \(line): a record is longer than \(limit / (1 << 20)) MiB"
    }
  }
}

/// Reads CSV as RFC 4180 describes it, the way Strong, Hevy and FitNotes write it: a comma or
/// semicolon between fields, fields in double quotes when they hold the delimiter, a quote or a
/// line break (a quote inside written twice), records ended by LF or CRLF, a byte order mark
/// skipped. Like Python's csv module, a quote inside an unquoted field, or text after a closing
/// quote, is kept as it is. Blank lines are skipped.
///
/// Input comes in chunks, so a file of any size is read in the memory of one record.
public struct CSVReader {
  /// The longest record taken, in bytes.
  public static let recordLimit = 1 << 20

  /// The byte between fields: `,` or `;`.
  public let delimiter: UInt8
  private var input: ChunkBuffer
  private var line = 1
  private var startedFile = false

  /// A reader of the chunks `chunks` yields, in order.
  public init(chunks: some IteratorProtocol<[UInt8]>, delimiter: UInt8) {
    input = ChunkBuffer(chunks)
    self.delimiter = delimiter
  }

  /// A reader of bytes held in memory.
  public init(bytes: [UInt8], delimiter: UInt8) {
    self.init(chunks: [bytes].makeIterator(), delimiter: delimiter)
  }

  /// `;` when the header line has more semicolons than commas outside quotes, else `,`.
  public static func delimiter(ofHeader bytes: some Collection<UInt8>) -> UInt8 {
    var commas = 0
    var semicolons = 0
    var inQuotes = false
    for byte in bytes {
      if byte == .newline, !inQuotes { break }
      switch byte {
      case .quote: inQuotes.toggle()
      case .comma where !inQuotes: commas += 1
      case .semicolon where !inQuotes: semicolons += 1
      default: break
      }
    }
    return semicolons > commas ? .semicolon : .comma
  }

  /// The next record; nil at the end of the input.
  public mutating func next() throws(CSVError) -> CSVRecord? {
    if !startedFile {
      startedFile = true
      input.skipByteOrderMark()
    }
    while true {
      guard let record = try readRecord() else { return nil }
      let blank =
        record.fields.count == 1 && record.fields[0].text.isEmpty
        && !record.fields[0].quoted
      if !blank { return record }
    }
  }

  // MARK: - Reading

  private mutating func readRecord() throws(CSVError) -> CSVRecord? {
    guard input.peek() != nil else { return nil }
    let start = line
    var fields: [CSVField] = []
    var field: [UInt8] = []
    var quoted = false
    var inQuotes = false
    var size = 0
    func finish() throws(CSVError) {
      guard let text = String(validating: field, as: UTF8.self) else {
        throw .invalidUTF8(line: start)
      }
      fields.append(CSVField(text, quoted: quoted))
      field.removeAll(keepingCapacity: true)
      quoted = false
    }
    while let byte = input.take() {
      size += 1
      if size > Self.recordLimit { throw .recordTooLong(line: start, limit: Self.recordLimit) }
      if inQuotes {
        if byte == .quote {
          if input.peek() == .quote {
            _ = input.take()
            field.append(.quote)
          } else {
            inQuotes = false
          }
        } else {
          if byte == .newline { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case .quote where field.isEmpty && !quoted:
        quoted = true
        inQuotes = true
      case delimiter:
        try finish()
      case .newline:
        line += 1
        try finish()
        return CSVRecord(fields, line: start)
      case .carriageReturn where input.peek() == .newline || input.peek() == nil:
        break
      default:
        field.append(byte)
      }
    }
    if inQuotes { throw .unterminatedQuote(line: start) }
    try finish()
    return CSVRecord(fields, line: start)
  }
}

extension UInt8 {
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let semicolon = UInt8(ascii: ";")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
