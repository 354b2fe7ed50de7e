// Passing over elements a caller does not want without decoding them. Apple Health's export.xml
// is mostly <Record> elements that an import of workouts skips, so this is the reader's hot path:
// a byte scan that builds no string and no attribute.

extension XMLReader {
  /// The next event, but that an element whose name is not in `names` is passed over whole, its
  /// start tag, content and end tag, with no event. Of a passed-over element the reader checks
  /// only that its tags nest and its quotes, comments and CDATA sections close: it decodes no
  /// attribute and checks neither names, references nor UTF-8.
  public mutating func next(reading names: XMLNames) throws(XMLError) -> XMLEvent? {
    try next(only: names)
  }

  /// True when the start tag whose name (in `token`) has just been read is one `names` passes
  /// over: a name not among them, or the filtered name with another value of its first
  /// attribute. Looks ahead without reading, so nothing is decoded.
  mutating func passesOver(_ names: XMLNames) -> Bool {
    guard let filter = names.filter, token.count == filter.name.count, filter.isNamed(token) else {
      return !names.contains(token)
    }
    // At the input's end, what there is.
    _ = input.fill(filter.lookahead)
    let from = input.position
    return !input.bytes.withUnsafeBufferPointer { filter.allows($0, from: from) }
  }

  /// Passes over the rest of an element whose name (in `token`) has just been read on line
  /// `start`: the rest of its start tag, its content and its end tag.
  mutating func skipUnread(line start: Int) throws(XMLError) {
    var scan = SkipScan()
    while true {
      if input.position >= input.bytes.count, !input.fill(1) {
        let name = String(decoding: token, as: UTF8.self)
        throw .unexpectedEnd(line: start, inside: "element <\(name)>")
      }
      let from = input.position
      let end = input.bytes.withUnsafeBufferPointer { scan.run($0, from: from) }
      input.position = end ?? input.bytes.count
      line += scan.lines
      scan.lines = 0
      if let reason = scan.failure { throw .malformed(line: line, reason: reason) }
      if end != nil { return }
    }
  }
}

/// The state of a scan over a skipped element, kept from one buffer to the next.
private struct SkipScan {
  enum State {
    /// In a start tag, outside quotes.
    case tag
    /// In a quoted attribute value.
    case quoted
    /// Between tags.
    case content
    /// Just after `<`.
    case open
    /// In an end tag.
    case endTag
    /// After `<!`, then after `<!-`.
    case bang, bangDash
    /// In a comment, in `<![CDATA` before its `[`, in a CDATA section, in `<?…?>`.
    case comment, cdataOpen, cdata, instruction
  }

  var state = State.tag
  /// The quote that closes the value being read.
  var quote: UInt8 = 0
  /// True when the byte before, in a tag, was `/`.
  var slash = false
  /// How many `-`, `]` or `?` came just before, for the ends of comments, CDATA and PIs.
  var run = 0
  /// The elements open, the skipped one included (0 until its start tag ends).
  var depth = 0
  /// Line feeds passed since the count was last taken.
  var lines = 0
  /// Why the markup cannot be skipped, when it cannot.
  var failure: String?

  /// Scans from `index`: the index after the skipped element's end, or nil when the bytes end
  /// first. Sets `failure` and returns an index when the markup is broken.
  mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    var i = index
    let count = bytes.count
    // In locals, so the loops below keep them in registers (and a debug build does not call
    // the constants' accessors at every byte).
    var lines = self.lines
    let (less, lineFeed) = (UInt8.less, UInt8.lineFeed)
    defer { self.lines = lines }
    while i < count {
      switch state {
      case .quoted:
        let quote = self.quote
        while i < count {
          let byte = bytes[i]
          if byte == quote { break }
          if byte == lineFeed { lines += 1 }
          i += 1
        }
        if i < count {
          i += 1
          state = .tag
          slash = false
        }
      case .content:
        while i < count {
          let byte = bytes[i]
          if byte == less { break }
          if byte == lineFeed { lines += 1 }
          i += 1
        }
        if i < count {
          i += 1
          state = .open
        }
      case .tag:
        // Letters of names go by fast: every byte that matters here is below `@`.
        while i < count, bytes[i] >= 0x40 { i += 1 }
        guard i < count else { break }
        let byte = bytes[i]
        i += 1
        switch byte {
        case .doubleQuote, .singleQuote:
          quote = byte
          state = .quoted
        case .greater:
          if !slash {
            depth += 1
          } else if depth == 0 {
            return i
          }
          state = .content
        case .less:
          failure = "a tag holds `<`"
          return i
        case .lineFeed: lines += 1
        default: break
        }
        slash = byte == .solidus
      case .open:
        let byte = bytes[i]
        i += 1
        switch byte {
        case .solidus: state = .endTag
        case .bang: state = .bang
        case .question:
          state = .instruction
          run = 0
        case .greater, .lineFeed, .space:
          failure = "a tag has no name"
          return i
        default:
          state = .tag
          slash = false
        }
      case .endTag:
        while i < count, bytes[i] != .greater {
          if bytes[i] == lineFeed { lines += 1 }
          i += 1
        }
        if i < count {
          i += 1
          depth -= 1
          if depth == 0 { return i }
          state = .content
        }
      case .bang, .bangDash:
        let byte = bytes[i]
        i += 1
        if state == .bang, byte == .dash {
          state = .bangDash
        } else if state == .bangDash, byte == .dash {
          state = .comment
          run = 0
        } else if state == .bang, byte == .leftBracket {
          state = .cdataOpen
        } else {
          failure = "`<!` inside an element starts neither a comment nor a CDATA section"
          return i
        }
      case .comment, .cdata, .instruction:
        let byte = bytes[i]
        i += 1
        if byte == .lineFeed { lines += 1 }
        let mark: UInt8 =
          state == .comment ? .dash : state == .cdata ? .rightBracket : .question
        if byte == .greater, run >= (state == .instruction ? 1 : 2) {
          state = .content
        } else {
          run = byte == mark ? run + 1 : 0
        }
      case .cdataOpen:
        let byte = bytes[i]
        i += 1
        if byte == .leftBracket {
          state = .cdata
          run = 0
        } else if byte == .lineFeed || byte == .greater {
          failure = "a CDATA section does not start `<![CDATA[`"
          return i
        }
      }
    }
    return nil
  }
}

extension UInt8 {
  fileprivate static let less = UInt8(ascii: "<")
  fileprivate static let greater = UInt8(ascii: ">")
  fileprivate static let solidus = UInt8(ascii: "/")
  fileprivate static let bang = UInt8(ascii: "!")
  fileprivate static let question = UInt8(ascii: "?")
  fileprivate static let dash = UInt8(ascii: "-")
  fileprivate static let leftBracket = UInt8(ascii: "[")
  fileprivate static let rightBracket = UInt8(ascii: "]")
  fileprivate static let doubleQuote = UInt8(ascii: "\"")
  fileprivate static let singleQuote = UInt8(ascii: "'")
  fileprivate static let lineFeed = UInt8(ascii: "\n")
  fileprivate static let space = UInt8(ascii: " ")
}
