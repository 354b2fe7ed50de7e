#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSON syntax or shape problem at a byte offset of the input.
public struct JSONError: Error, Equatable, Sendable {
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column (in characters) of the problem.
  public var column: Int
  /// What is wrong, in words a user can act on.
  public var message: String

  /// Creates an error at a known line and column.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// "line 3, column 7: expected a number for `reps`".
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// An object key, valid while its reader reads: its unescaped UTF-8 bytes, not a string.
public struct JSONKey {
  fileprivate let bytes: UnsafeBufferPointer<UInt8>

  /// The key as a string.
  public var string: String { String(decoding: bytes, as: UTF8.self) }

  /// True when the key is `name`; for `switch key { case "date": … }`.
  public static func ~= (name: StaticString, key: JSONKey) -> Bool {
    key.matches(name)
  }

  /// True when the key is `name`. Names are short, so up to 16 bytes are compared as two
  /// overlapping words a side rather than by a call to `memcmp`.
  @inline(__always)
  func matches(_ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard count == bytes.count else { return false }
    guard count > 0 else { return true }
    let lhs = UnsafeRawPointer(name.utf8Start)
    let rhs = UnsafeRawPointer(bytes.baseAddress!)
    switch count {
    case 1...3:
      for index in 0..<count where name.utf8Start[index] != bytes[index] { return false }
      return true
    case 4...8:
      return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
        && lhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == rhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    case 9...16:
      return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
        && lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    default:
      return memcmp(lhs, rhs, count) == 0
    }
  }

  /// The key's UTF-8 bytes, valid while its reader reads.
  var utf8: UnsafeBufferPointer<UInt8> { bytes }

  /// True for `""`.
  public var isEmpty: Bool { bytes.isEmpty }

  /// True when the key is these UTF-8 bytes.
  public func equals(_ utf8: [UInt8]) -> Bool {
    utf8.count == bytes.count
      && utf8.withUnsafeBufferPointer { other in
        bytes.isEmpty || memcmp(other.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
  }

  /// Same key text.
  public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
    guard lhs.bytes.count == rhs.bytes.count else { return false }
    return lhs.bytes.isEmpty
      || memcmp(lhs.bytes.baseAddress!, rhs.bytes.baseAddress!, lhs.bytes.count) == 0
  }
}

/// A pull reader over the raw bytes of one JSON document.
///
/// Callers walk the document in the shape they expect, so the models decode with no
/// intermediate tree, and every error knows its line and column.
public struct JSONReader: ~Copyable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var openKeys: [JSONKey] = []
  /// Unescaped copies of keys that had escapes, freed with the reader.
  private var escapedKeys: [UnsafeMutableBufferPointer<UInt8>] = []
  /// For each older version of the file being read, the first key read that only a newer
  /// version has, as the unknown-key error that version gives for it: thrown once the file
  /// turns out to be of that version. Kept as a message and an offset, as finding a line and
  /// column reads the input up to it, and most files turn out to be of the newest version.
  var olderVersionErrors: [Int: (message: String, offset: Int)] = [:]
  /// The first error in how keys of a newer version fit together (a group of one workout),
  /// thrown only once the file's version is known to have those keys: in an older file they
  /// are unknown keys first.
  var newerShapeError: JSONError?

  /// Reads the JSON in `bytes` with `body`, which must consume exactly one value.
  public static func read<T>(
    _ bytes: [UInt8], _ body: (inout JSONReader) throws(JSONError) -> T
  ) throws(JSONError) -> T {
    let result: Result<T, JSONError> = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer)
      do throws(JSONError) {
        reader.skipByteOrderMark()
        let value = try body(&reader)
        try reader.expectEnd()
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  deinit {
    for buffer in escapedKeys { buffer.deallocate() }
  }

  // MARK: - Values

  /// The kind of the next value, without consuming it.
  public enum Kind: Sendable {
    case object, array, string, number, bool, null
  }

  /// The kind of the next value; fails at the end of input or on a byte no value starts with.
  public mutating func peekKind() throws(JSONError) -> Kind {
    skipWhitespace()
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error("unexpected character \(describe(bytes[position]))")
    }
  }

  /// Reads an object, calling `body` once per key with the reader at that key's value.
  /// Fails on a repeated key.
  public mutating func readObject(
    _ what: @autoclosure () -> String,
    _ body: (inout JSONReader, String) throws(JSONError) -> Void
  ) throws(JSONError) {
    try readFields(what()) { reader, key throws(JSONError) in try body(&reader, key.string) }
  }

  /// Like `readObject`, but hands over keys as `JSONKey`s, compared without making strings.
  public mutating func readFields(
    _ what: @autoclosure () -> String,
    _ body: (inout JSONReader, JSONKey) throws(JSONError) -> Void
  ) throws(JSONError) {
    try readMembers(what, body)
  }

  /// The loop of `readFields`, inlined into each kind of reader so its body is too.
  @inline(__always)
  mutating func readMembers(
    _ what: () -> String, _ body: (inout JSONReader, JSONKey) throws(JSONError) -> Void
  ) throws(JSONError) {
    try expect(UInt8(ascii: "{"), what: "an object for \(what())")
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return }
    // Keys of the open objects, innermost last, to refuse duplicates without allocating.
    let firstKey = openKeys.count
    defer { openKeys.removeSubrange(firstKey...) }
    while true {
      skipWhitespace()
      let keyStart = position
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let key = try readKey()
      for index in firstKey..<openKeys.count where openKeys[index] == key {
        throw error("duplicate key `\(key.string)`", at: keyStart)
      }
      openKeys.append(key)
      skipWhitespace()
      try expect(UInt8(ascii: ":"), what: "`:` after key `\(key.string)`")
      skipWhitespace()
      try body(&self, key)
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { return }
      throw error("expected `,` or `}` in \(what())")
    }
  }

  /// A key as raw bytes when it has no escapes, else decoded.
  private mutating func readKey() throws(JSONError) -> JSONKey {
    let start = position + 1
    var index = start
    // Every byte or'ed together: below 0x80, the key is ASCII and needs no UTF-8 check.
    var seen: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        position = index + 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard seen < 0x80 || String(validating: raw, as: UTF8.self) != nil
        else { throw error("invalid UTF-8 in a string", at: start - 1) }
        return JSONKey(bytes: raw)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      seen |= byte
      index += 1
    }
    let decoded = Array(try readString(what: "a key").utf8)
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: decoded.count)
    _ = copy.initialize(from: decoded)
    escapedKeys.append(copy)
    return JSONKey(bytes: UnsafeBufferPointer(copy))
  }

  /// Reads an array, calling `body` once per element with the reader at that element.
  @inline(__always)
  public mutating func readArray(
    _ what: @autoclosure () -> String, _ body: (inout JSONReader) throws(JSONError) -> Void
  ) throws(JSONError) {
    try expect(UInt8(ascii: "["), what: "an array for \(what())")
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return }
    while true {
      skipWhitespace()
      try body(&self)
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { return }
      throw error("expected `,` or `]` in \(what())")
    }
  }

  /// Reads a string value as a `JSONKey`: its bytes in place when it has no escapes, so it can
  /// be compared without making a `String`.
  public mutating func readStringBytes(what: @autoclosure () -> String) throws(JSONError)
    -> JSONKey
  {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw error("expected a string for \(what())")
    }
    return try readKey()
  }

  /// Reads a string value.
  public mutating func readString(what: @autoclosure () -> String) throws(JSONError) -> String {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw error("expected a string for \(what())")
    }
    let start = position
    position += 1
    let contentStart = position
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<position])
        position += 1
        guard let string = String(validating: slice, as: UTF8.self) else {
          throw error("invalid UTF-8 in a string", at: start)
        }
        return string
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in a string; escape it") }
      position += 1
    }
    var scalars: [UInt8] = Array(bytes[contentStart..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let string = String(validating: scalars, as: UTF8.self) else {
          throw error("invalid UTF-8 in a string", at: start)
        }
        return string
      case UInt8(ascii: "\\"):
        try readEscape(into: &scalars)
      case 0..<0x20:
        throw error("control character in a string; escape it")
      default:
        // A run of plain bytes at once.
        var end = position + 1
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
          bytes[end] != UInt8(ascii: "\\")
        {
          end += 1
        }
        scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
        position = end
      }
    }
    throw error("unterminated string", at: start)
  }

  /// Reads a number value.
  public mutating func readNumber(what: @autoclosure () -> String) throws(JSONError) -> Double {
    skipWhitespace()
    let start = position
    var isInteger = true
    var integer: Int64 = 0
    var negative = false
    if consume(UInt8(ascii: "-")) { negative = true }
    guard position < bytes.count, isDigit(bytes[position]) else {
      position = start
      throw error("expected a number for \(what())")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) {
        throw error("leading zero in a number", at: start)
      }
    } else {
      var digits = 0
      while position < bytes.count, isDigit(bytes[position]) {
        if digits < 18 { integer = integer * 10 + Int64(bytes[position] &- 48) }
        digits += 1
        position += 1
      }
      if digits >= 18 { isInteger = false }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error("expected a digit after `.`")
      }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == 45 {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error("expected a digit in the exponent")
      }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if isInteger { return negative ? -Double(integer) : Double(integer) }
    if let exact = shortDecimal(start..<position) { return exact }
    let value = parseDouble(start..<position)
    guard value.isFinite else { throw error("the number is too large", at: start) }
    return value
  }

  /// Reads a whole number value.
  public mutating func readInt(what: @autoclosure () -> String) throws(JSONError) -> Int {
    skipWhitespace()
    let start = position
    let value = try readNumber(what: what())
    guard value.rounded() == value, abs(value) < 9_007_199_254_740_992 else {
      throw error("expected a whole number for \(what())", at: start)
    }
    return Int(value)
  }

  /// Reads `true` or `false`.
  public mutating func readBool(what: @autoclosure () -> String) throws(JSONError) -> Bool {
    skipWhitespace()
    if consumeWord("true") { return true }
    if consumeWord("false") { return false }
    throw error("expected true or false for \(what())")
  }

  /// Consumes `null` and returns true, or returns false and consumes nothing.
  public mutating func readNull() -> Bool {
    skipWhitespace()
    return consumeWord("null")
  }

  /// Skips one value of any kind, checking only that brackets and strings are closed.
  public mutating func skipValue() throws(JSONError) {
    let start = position
    switch try peekKind() {
    case .string:
      try skipString()
      return
    case .number:
      _ = try readNumber(what: "a value")
      return
    case .bool:
      _ = try readBool(what: "a value")
      return
    case .null:
      _ = readNull()
      return
    case .object, .array:
      break
    }
    var depth = 0
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        try skipString()
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          position += 1
          return
        }
      default:
        break
      }
      position += 1
    }
    throw error("unexpected end of input; a bracket is not closed", at: start)
  }

  private mutating func skipString() throws(JSONError) {
    let start = position
    position += 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"): position += 2
      case 0..<0x20: throw error("control character in a string; escape it")
      default: position += 1
      }
    }
    throw error("unterminated string", at: start)
  }

  /// Skips one value and returns where its bytes are, for keeping it as it is.
  public mutating func rawValue() throws(JSONError) -> Range<Int> {
    let start = valueOffset()
    try skipValue()
    return start..<position
  }

  // MARK: - Errors

  /// The byte offset reached.
  public var offset: Int { position }

  /// The byte offset of the next value, for errors reported after reading it.
  public mutating func valueOffset() -> Int {
    skipWhitespace()
    return position
  }

  /// An error at the current position, or at `offset`.
  public func error(_ message: String, at offset: Int? = nil) -> JSONError {
    let (line, column) = lineAndColumn(of: offset ?? position)
    return JSONError(line: line, column: column, message: message)
  }

  private func lineAndColumn(of offset: Int) -> (Int, Int) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }

  // MARK: - Bytes

  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }

  private mutating func expectEnd() throws(JSONError) {
    skipWhitespace()
    if position < bytes.count { throw error("unexpected text after the end of the document") }
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  @inline(__always)
  private mutating func consume(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ byte: UInt8, what: @autoclosure () -> String) throws(JSONError) {
    skipWhitespace()
    if position >= bytes.count { throw error("unexpected end of input; expected \(what())") }
    guard consume(byte) else { throw error("expected \(what())") }
  }

  private mutating func consumeWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = word.utf8Start
    for index in 0..<count where bytes[position + index] != pointer[index] { return false }
    let next = position + count
    if next < bytes.count, isWordByte(bytes[next]) { return false }
    position = next
    return true
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || isDigit(byte)
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? "`\(Character(Unicode.Scalar(byte)))`" : "byte 0x\(String(byte, radix: 16))"
  }

  /// `62.5`, `-0.75`: up to 15 digits and no exponent divide exactly once, which rounds
  /// correctly (Clinger's fast path); nil for anything else.
  private func shortDecimal(_ range: Range<Int>) -> Double? {
    var mantissa: Int64 = 0
    var digits = 0
    var decimals = 0
    var seenPoint = false
    for index in range {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "-"): continue
      case UInt8(ascii: "."): seenPoint = true
      case 48...57:
        digits += 1
        guard digits <= 15 else { return nil }
        mantissa = mantissa * 10 + Int64(byte - 48)
        if seenPoint { decimals += 1 }
      default: return nil
      }
    }
    guard decimals <= 22 else { return nil }
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    let value = Double(mantissa) / power
    return bytes[range.lowerBound] == UInt8(ascii: "-") ? -value : value
  }

  private func parseDouble(_ range: Range<Int>) -> Double {
    // strtod needs a terminated copy; numbers are short.
    var text = [CChar](repeating: 0, count: range.count + 1)
    for (index, offset) in range.enumerated() { text[index] = CChar(bitPattern: bytes[offset]) }
    return strtod(text, nil)
  }

  private mutating func readEscape(into output: inout [UInt8]) throws(JSONError) {
    let start = position
    position += 1
    guard position < bytes.count else { throw error("unterminated string", at: start) }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): output.append(0x22)
    case UInt8(ascii: "\\"): output.append(0x5C)
    case UInt8(ascii: "/"): output.append(0x2F)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(scalar) {
        guard position + 1 < bytes.count, bytes[position] == 0x5C,
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in `\\u` escape", at: start) }
        position += 2
        let low = try readHex4(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("unpaired surrogate in `\\u` escape", at: start)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error("unpaired surrogate in `\\u` escape", at: start)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw error("invalid `\\u` escape", at: start)
      }
      output.append(contentsOf: Array(String(Character(unicode)).utf8))
    default:
      throw error("invalid escape `\\\(Character(Unicode.Scalar(byte)))`", at: start)
    }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("invalid `\\u` escape", at: escapeStart) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case 48...57: digit = UInt32(byte - 48)
      case 65...70: digit = UInt32(byte - 55)
      case 97...102: digit = UInt32(byte - 87)
      default: throw error("invalid `\\u` escape", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }
}
