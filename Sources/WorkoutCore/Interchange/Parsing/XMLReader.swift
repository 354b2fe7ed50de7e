/// One attribute of a start tag: its name as written (prefix kept) and its value with references
/// replaced.
public struct XMLAttribute: Hashable, Sendable {
  /// The name as written, `xmlns:gpxtpx` or `lat`.
  public var name: String
  /// The value, references replaced and tabs and line breaks made spaces.
  public var value: String

  /// An attribute `name="value"`.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// One thing an `XMLReader` finds in the input.
public enum XMLEvent: Hashable, Sendable {
  /// A start tag on `line`; a self-closing element gives a start and then an end.
  case start(name: String, attributes: [XMLAttribute], line: Int)
  /// An end tag.
  case end(name: String)
  /// Character data between two tags, CDATA sections included; whitespace-only runs are left out.
  case text(String)
}

/// An XML file that cannot be read.
public enum XMLError: Error, Equatable, Sendable {
  /// The input ends inside a construct (`a comment`, `a tag`, `element <gpx>`…).
  case unexpectedEnd(line: Int, inside: String)
  /// The markup breaks a rule the reader checks.
  case malformed(line: Int, reason: String)
  /// A name, value or text is not UTF-8.
  case invalidUTF8(line: Int)
  /// A name, attribute value or text run is longer than the reader takes.
  case tokenTooLong(line: Int, limit: Int)
  /// Elements are nested deeper than the reader takes.
  case tooDeep(line: Int, limit: Int)
  /// An end tag does not close the element that is open.
  case mismatchedEnd(line: Int, expected: String, found: String)
  /// A character or entity reference that is not one of the five entities or a valid character.
  case invalidReference(line: Int, reference: String)

  /// The line the error is on, from 1.
  public var line: Int {
    switch self {
    case .unexpectedEnd(let line, _), .malformed(let line, _), .invalidUTF8(let line),
      .tokenTooLong(let line, _), .tooDeep(let line, _), .mismatchedEnd(let line, _, _),
      .invalidReference(let line, _):
      line
    }
  }

  /// `line 12: </trk> closes <trkseg>`.
  public var message: String {
    switch self {
    case .unexpectedEnd(let line, let inside): "line \(line): the file ends inside \(inside)"
    case .malformed(let line, let reason): "line \(line): \(reason)"
    case .invalidUTF8(let line): "line \(line): the text is not UTF-8"
    case .tokenTooLong(let line, let limit):
      "line \(line): a name, attribute value or text is longer than \(limit / (1 << 20)) MiB"
    case .tooDeep(let line, let limit): "line \(line): elements are nested more than \(limit) deep"
    case .mismatchedEnd(let line, let expected, let found):
      "line \(line): </\(found)> closes <\(expected)>"
    case .invalidReference(let line, let reference):
      "line \(line): \(reference) is not a valid character or entity reference"
    }
  }
}

/// Reads XML as a stream of events, the way Apple Health's export.xml and GPX files need it:
/// the XML declaration, comments and processing instructions are skipped, and so is a DOCTYPE
/// with its internal subset, unvalidated (iOS 16 exports an `<!ATTLIST` not closed by `>`).
/// CDATA, the five predefined entities and character references become text; CRLF becomes LF.
/// Control characters such as `\x0b` in values are kept as they are, since real exports have them.
/// It checks what a caller relies on (balanced tags, quoted values, references, UTF-8), not every
/// rule of XML: names are not checked against XML's name grammar, nor is what follows the root.
///
/// Input comes in chunks, so a file of any size is read in the memory of one token and a chunk.
public struct XMLReader {
  /// The longest name, attribute value or text run taken, in bytes.
  public static let tokenLimit = 1 << 20
  /// The deepest nesting of elements taken.
  public static let depthLimit = 256

  // Internal, not private, for XMLReader+Skipping.swift.
  var input: ChunkBuffer
  var line = 1
  private var startedFile = false
  private var open: [String] = []
  private var pendingEnd: String?
  private var text: [UInt8] = []
  var token: [UInt8] = []
  private var names: [[UInt8]: String] = [:]

  /// A reader of the chunks `chunks` yields, in order.
  public init(chunks: some IteratorProtocol<[UInt8]>) {
    input = ChunkBuffer(chunks)
  }

  /// A reader of bytes held in memory.
  public init(bytes: [UInt8]) {
    self.init(chunks: [bytes].makeIterator())
  }

  /// The next event; nil at the end of the input.
  public mutating func next() throws(XMLError) -> XMLEvent? {
    try next(only: nil)
  }

  /// The next event; with `wanted`, elements of other names are passed over whole
  /// (see `next(reading:)`).
  mutating func next(only wanted: XMLNames?) throws(XMLError) -> XMLEvent? {
    if let name = pendingEnd {
      pendingEnd = nil
      return .end(name: name)
    }
    if !startedFile {
      startedFile = true
      input.skipByteOrderMark()
    }
    text.removeAll(keepingCapacity: true)
    var textLine = line
    while let byte = peek() {
      if byte == .lessThan {
        switch peek(1) {
        case .exclamation?:
          input.position += 2
          try readDeclaration(textLine: textLine)
        case .question?:
          input.position += 2
          try skip(until: [.question, .greaterThan], inside: "a processing instruction")
        default:
          if let event = try finishText(line: textLine) { return event }
          input.position += 1
          if peek() == .slash {
            input.position += 1
            return try readEndTag()
          }
          let start = line
          try readNameToken(line: start)
          if let wanted, passesOver(wanted) {
            try skipUnread(line: start)
            textLine = line
            continue
          }
          return try readStartTag(name: try internedName(line: start), line: start)
        }
        continue
      }
      if text.isEmpty { textLine = line }
      let end = runEnd {
        $0 == .lessThan || $0 == .ampersand || $0 == .newline || $0 == .carriageReturn
      }
      if end > input.position {
        text.append(contentsOf: input.bytes[input.position..<end])
        input.position = end
        if text.count > Self.tokenLimit {
          throw .tokenTooLong(line: textLine, limit: Self.tokenLimit)
        }
        continue
      }
      input.position += 1
      switch byte {
      case .ampersand: text.append(contentsOf: String(try readReference()).utf8)
      case .carriageReturn:
        if peek() != .newline { text.append(.newline) }
      case .newline:
        line += 1
        text.append(byte)
      default: text.append(byte)
      }
      if text.count > Self.tokenLimit {
        throw .tokenTooLong(line: textLine, limit: Self.tokenLimit)
      }
    }
    if let event = try finishText(line: textLine) { return event }
    if let name = open.last { throw .unexpectedEnd(line: line, inside: "element <\(name)>") }
    return nil
  }

  /// Skips the rest of the element whose `.start` was the last event, up to and including its end.
  public mutating func skipElement() throws(XMLError) {
    if pendingEnd != nil {
      pendingEnd = nil
      return
    }
    let depth = open.count
    while let event = try next() {
      if case .end = event, open.count < depth { return }
    }
  }

  // MARK: - Tags

  /// The rest of a start tag whose name has been read.
  private mutating func readStartTag(name: String, line start: Int) throws(XMLError) -> XMLEvent {
    var attributes: [XMLAttribute] = []
    while true {
      skipWhitespace()
      guard let byte = take() else { throw .unexpectedEnd(line: start, inside: "a tag") }
      switch byte {
      case .greaterThan:
        try push(name, line: start)
        return .start(name: name, attributes: attributes, line: start)
      case .slash:
        guard let next = take() else { throw .unexpectedEnd(line: start, inside: "a tag") }
        guard next == .greaterThan else {
          throw .malformed(line: line, reason: "expected `>` after `/` in <\(name)>")
        }
        guard open.count < Self.depthLimit else {
          throw .tooDeep(line: start, limit: Self.depthLimit)
        }
        pendingEnd = name
        return .start(name: name, attributes: attributes, line: start)
      default:
        input.position -= 1
        let attribute = try readName(line: start)
        skipWhitespace()
        guard let equals = take() else { throw .unexpectedEnd(line: start, inside: "a tag") }
        guard equals == .equals else {
          throw .malformed(line: line, reason: "expected `=` after the attribute \(attribute)")
        }
        skipWhitespace()
        let value = try readValue(tagLine: start)
        attributes.append(XMLAttribute(attribute, value))
      }
    }
  }

  private mutating func readEndTag() throws(XMLError) -> XMLEvent {
    let start = line
    let name = try readName(line: start)
    skipWhitespace()
    guard let byte = take() else { throw .unexpectedEnd(line: start, inside: "a tag") }
    guard byte == .greaterThan else {
      throw .malformed(line: line, reason: "expected `>` to end </\(name)>")
    }
    guard let expected = open.last else {
      throw .malformed(line: start, reason: "</\(name)> closes no open element")
    }
    guard expected == name else {
      throw .mismatchedEnd(line: start, expected: expected, found: name)
    }
    open.removeLast()
    return .end(name: name)
  }

  private mutating func push(_ name: String, line start: Int) throws(XMLError) {
    guard open.count < Self.depthLimit else { throw .tooDeep(line: start, limit: Self.depthLimit) }
    open.append(name)
  }

  /// A name up to whitespace, `/`, `>` or `=`; up to 1,024 short names are kept to be reused.
  private mutating func readName(line start: Int) throws(XMLError) -> String {
    try readNameToken(line: start)
    return try internedName(line: start)
  }

  /// Reads a name's bytes into `token`.
  private mutating func readNameToken(line start: Int) throws(XMLError) {
    token.removeAll(keepingCapacity: true)
    while let byte = peek() {
      let end = runEnd { $0.endsName }
      if end > input.position {
        token.append(contentsOf: input.bytes[input.position..<end])
        input.position = end
        if token.count > Self.tokenLimit {
          throw .tokenTooLong(line: start, limit: Self.tokenLimit)
        }
        continue
      }
      switch byte {
      case .space, .tab, .newline, .carriageReturn, .slash, .greaterThan, .equals: break
      case .lessThan, .quote, .apostrophe, .ampersand:
        throw .malformed(line: line, reason: "a name holds `\(Character(Unicode.Scalar(byte)))`")
      default:
        input.position += 1
        token.append(byte)
        if token.count > Self.tokenLimit {
          throw .tokenTooLong(line: start, limit: Self.tokenLimit)
        }
        continue
      }
      break
    }
    if peek() == nil { throw .unexpectedEnd(line: start, inside: "a tag") }
    if token.isEmpty { throw .malformed(line: line, reason: "a tag or attribute has no name") }
  }

  /// The name in `token`, as a string.
  private mutating func internedName(line start: Int) throws(XMLError) -> String {
    if let name = names[token] { return name }
    guard let name = String(validating: token, as: UTF8.self) else {
      throw .invalidUTF8(line: start)
    }
    if names.count < 1024, token.count <= 64 { names[token] = name }
    return name
  }

  /// A quoted attribute value: references replaced, tabs and line breaks made spaces.
  private mutating func readValue(tagLine: Int) throws(XMLError) -> String {
    guard let quote = take() else { throw .unexpectedEnd(line: tagLine, inside: "a tag") }
    guard quote == .quote || quote == .apostrophe else {
      throw .malformed(line: line, reason: "an attribute value is not in quotes")
    }
    let start = line
    token.removeAll(keepingCapacity: true)
    while true {
      let end = runEnd { $0 == quote || $0.endsValueRun }
      if end > input.position {
        token.append(contentsOf: input.bytes[input.position..<end])
        input.position = end
        if token.count > Self.tokenLimit {
          throw .tokenTooLong(line: start, limit: Self.tokenLimit)
        }
        continue
      }
      guard let byte = take() else { throw .unexpectedEnd(line: tagLine, inside: "a tag") }
      switch byte {
      case quote:
        guard let value = String(validating: token, as: UTF8.self) else {
          throw .invalidUTF8(line: start)
        }
        return value
      case .lessThan: throw .malformed(line: line, reason: "an attribute value holds `<`")
      case .ampersand: token.append(contentsOf: String(try readReference()).utf8)
      case .carriageReturn:
        if peek() != .newline { token.append(.space) }
      case .tab, .newline: token.append(.space)
      default: token.append(byte)
      }
      if token.count > Self.tokenLimit { throw .tokenTooLong(line: start, limit: Self.tokenLimit) }
    }
  }

  // MARK: - Text and references

  private mutating func finishText(line start: Int) throws(XMLError) -> XMLEvent? {
    guard !text.isEmpty else { return nil }
    defer { text.removeAll(keepingCapacity: true) }
    if text.allSatisfy({ $0 == .space || $0 == .tab || $0 == .newline }) { return nil }
    guard let string = String(validating: text, as: UTF8.self) else {
      throw .invalidUTF8(line: start)
    }
    return .text(string)
  }

  /// The character the reference after a `&` stands for.
  private mutating func readReference() throws(XMLError) -> Unicode.Scalar {
    let start = line
    var body: [UInt8] = []
    var closed = false
    while body.count <= 16, let byte = take() {
      if byte == .semicolon {
        closed = true
        break
      }
      body.append(byte)
    }
    let written = "&" + String(decoding: body, as: UTF8.self) + (closed ? ";" : "")
    let invalid = XMLError.invalidReference(line: start, reference: written)
    guard closed else { throw invalid }
    let scalar: Unicode.Scalar
    switch body {
    case Array("lt".utf8): scalar = "<"
    case Array("gt".utf8): scalar = ">"
    case Array("amp".utf8): scalar = "&"
    case Array("quot".utf8): scalar = "\""
    case Array("apos".utf8): scalar = "'"
    default:
      guard body.first == .hash else { throw invalid }
      let hex = body.count > 1 && body[1] == UInt8(ascii: "x")
      let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }),
        let value = UInt32(digits, radix: hex ? 16 : 10), value != 0,
        let found = Unicode.Scalar(value)
      else { throw invalid }
      scalar = found
    }
    return scalar
  }

  // MARK: - Declarations

  /// After `<!`: a comment, a CDATA section (its text joins the text run) or a DOCTYPE.
  private mutating func readDeclaration(textLine: Int) throws(XMLError) {
    let start = line
    if peek() == .hyphen, peek(1) == .hyphen {
      input.position += 2
      try skip(until: [.hyphen, .hyphen, .greaterThan], inside: "a comment")
    } else if peek() == .leftBracket {
      try expect("[CDATA[", inside: "a CDATA section")
      while true {
        guard let byte = take() else {
          throw .unexpectedEnd(line: start, inside: "a CDATA section")
        }
        if byte == .rightBracket, peek() == .rightBracket, peek(1) == .greaterThan {
          input.position += 2
          return
        }
        if byte == .carriageReturn {
          if peek() != .newline { text.append(.newline) }
        } else {
          text.append(byte)
        }
        if text.count > Self.tokenLimit {
          throw .tokenTooLong(line: textLine, limit: Self.tokenLimit)
        }
      }
    } else if peek() == UInt8(ascii: "D") {
      try expect("DOCTYPE", inside: "the DOCTYPE")
      try skipDoctype(start: start)
    } else {
      throw .malformed(
        line: start, reason: "`<!` starts neither a comment, a CDATA section nor a DOCTYPE")
    }
  }

  /// Skips a DOCTYPE up to its `>`; an internal subset ends at a `]` followed by `>`, whatever
  /// it holds, so an unclosed declaration inside does not matter. Quotes and comments are respected.
  private mutating func skipDoctype(start: Int) throws(XMLError) {
    let inside = "the DOCTYPE"
    var inSubset = false
    while let byte = take() {
      switch byte {
      case .quote, .apostrophe:
        while true {
          guard let next = take() else { throw .unexpectedEnd(line: start, inside: inside) }
          if next == byte { break }
        }
      case .lessThan
      where inSubset && peek() == .exclamation && peek(1) == .hyphen && peek(2) == .hyphen:
        input.position += 3
        try skip(until: [.hyphen, .hyphen, .greaterThan], inside: "a comment")
      case .leftBracket: inSubset = true
      case .rightBracket where inSubset:
        skipWhitespace()
        if peek() == .greaterThan {
          input.position += 1
          return
        }
      case .greaterThan where !inSubset: return
      default: break
      }
    }
    throw .unexpectedEnd(line: start, inside: inside)
  }

  private mutating func expect(_ literal: String, inside: String) throws(XMLError) {
    let start = line
    for expected in literal.utf8 {
      guard let byte = take() else { throw .unexpectedEnd(line: start, inside: inside) }
      guard byte == expected else {
        throw .malformed(line: start, reason: "expected `\(literal)`")
      }
    }
  }

  /// Skips up to and including `end`.
  private mutating func skip(until end: [UInt8], inside: String) throws(XMLError) {
    let start = line
    var matched = 0
    while let byte = take() {
      if byte == end[matched] {
        matched += 1
        if matched == end.count { return }
      } else if !(matched == 2 && end[0] == end[1] && byte == end[0]) {
        // In `--->` the last two hyphens still match; otherwise start again.
        matched = byte == end[0] ? 1 : 0
      }
    }
    throw .unexpectedEnd(line: start, inside: inside)
  }

  // MARK: - Bytes

  private mutating func skipWhitespace() {
    while let byte = peek() {
      switch byte {
      case .newline:
        line += 1
        input.position += 1
      case .space, .tab, .carriageReturn: input.position += 1
      default: return
      }
    }
  }

  /// The end of the run of buffered bytes from the position on for which `stop` is false.
  @inline(__always)
  private func runEnd(_ stop: (UInt8) -> Bool) -> Int {
    // The position alone, not self: a closure that captured self would copy the reader.
    let position = input.position
    return input.bytes.withUnsafeBufferPointer { bytes in
      var index = position
      while index < bytes.count, !stop(bytes[index]) { index += 1 }
      return index
    }
  }

  @inline(__always)
  private mutating func peek(_ offset: Int = 0) -> UInt8? { input.peek(offset) }

  /// The next byte, counting lines.
  @inline(__always)
  private mutating func take() -> UInt8? {
    guard let byte = input.take() else { return nil }
    if byte == .newline { line += 1 }
    return byte
  }
}

extension UInt8 {
  /// True for the bytes that end a name: whitespace and markup.
  fileprivate var endsName: Bool {
    switch self {
    case .space, .tab, .newline, .carriageReturn, .slash, .greaterThan, .equals, .lessThan, .quote,
      .apostrophe, .ampersand:
      true
    default: false
    }
  }

  /// True for the bytes an attribute value cannot copy as they are.
  fileprivate var endsValueRun: Bool {
    switch self {
    case .ampersand, .lessThan, .tab, .newline, .carriageReturn: true
    default: false
    }
  }

  fileprivate static let lessThan = UInt8(ascii: "<")
  fileprivate static let greaterThan = UInt8(ascii: ">")
  fileprivate static let exclamation = UInt8(ascii: "!")
  fileprivate static let question = UInt8(ascii: "?")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let apostrophe = UInt8(ascii: "'")
  fileprivate static let ampersand = UInt8(ascii: "&")
  fileprivate static let semicolon = UInt8(ascii: ";")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let hyphen = UInt8(ascii: "-")
  fileprivate static let leftBracket = UInt8(ascii: "[")
  fileprivate static let rightBracket = UInt8(ascii: "]")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
