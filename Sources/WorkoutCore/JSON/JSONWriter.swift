/// Writes JSON with keys in the order given: pretty-printed (two-space indent, `"key": value`)
/// for files people read, or compact for caches.
///
/// Callers write keys sorted, so files are stable for grep, diff and git.
public struct JSONWriter {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private let pretty: Bool
  private var depth = 0
  private var needsComma: [Bool] = []

  /// Creates an empty writer; `capacity` bytes are reserved up front.
  public init(capacity: Int = 0, pretty: Bool = true) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
  }

  /// The document as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: - Containers

  /// Writes an object; `body` writes its members with `key(_:)` and values.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// Writes an array; `body` writes its elements.
  public mutating func array(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "["))
    body(&self)
    close(UInt8(ascii: "]"))
  }

  /// Starts a member of the current object; the next value written is its value.
  public mutating func key(_ name: String) {
    beginElement()
    appendString(name)
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
    pendingKey = true
  }

  /// Starts a member whose name is plain ASCII that needs no escapes, as a declared field's.
  mutating func key(_ name: UnsafeBufferPointer<UInt8>) {
    beginElement()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: name)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
    pendingKey = true
  }

  // MARK: - Scalars

  /// Writes a value given as JSON text, as it is (it must be one whole value).
  public mutating func raw(_ json: ArraySlice<UInt8>) {
    beginValue()
    bytes.append(contentsOf: json)
  }

  /// Writes a string.
  public mutating func string(_ value: String) {
    beginValue()
    appendString(value)
  }

  /// Writes a string, or null.
  public mutating func string(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// Writes a number: whole numbers without a fraction, others in the shortest exact form.
  public mutating func number(_ value: Double) {
    beginValue()
    if value == value.rounded(), abs(value) < 1e15 {
      appendDigits(Int(value))
    } else {
      bytes.append(contentsOf: JSONWriter.format(value).utf8)
    }
  }

  /// Writes a whole number.
  public mutating func number(_ value: Int) {
    beginValue()
    appendDigits(value)
  }

  /// Writes a value with `write`, or null.
  public mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
    if let value { write(&self, value) } else { null() }
  }

  /// Writes true or false.
  public mutating func bool(_ value: Bool) {
    beginValue()
    bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
  }

  /// Writes null.
  public mutating func null() {
    beginValue()
    bytes.append(contentsOf: Array("null".utf8))
  }

  /// `40`, `42.5`, `61.23496995`: no trailing `.0`, never a locale separator.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  // MARK: - Layout

  private var pendingKey = false

  private mutating func open(_ bracket: UInt8) {
    beginValue()
    bytes.append(bracket)
    depth += 1
    needsComma.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    let hadElements = needsComma.removeLast()
    depth -= 1
    if hadElements { newline() }
    bytes.append(bracket)
    if depth == 0 { bytes.append(UInt8(ascii: "\n")) }
  }

  /// A value either follows a key or is an array element.
  private mutating func beginValue() {
    if pendingKey {
      pendingKey = false
    } else if depth > 0 {
      beginElement()
    }
  }

  private mutating func beginElement() {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
    newline()
  }

  private static let newlineAndSpaces: [UInt8] = [0x0A] + [UInt8](repeating: 0x20, count: 64)

  private mutating func newline() {
    guard pretty else { return }
    let count = 1 + 2 * depth
    if count <= JSONWriter.newlineAndSpaces.count {
      bytes.append(contentsOf: JSONWriter.newlineAndSpaces[0..<count])
    } else {
      bytes.append(0x0A)
      bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }
  }

  private mutating func appendDigits(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[19 - count] = UInt8(magnitude % 10) + 48
        magnitude /= 10
        count += 1
      } while magnitude > 0
      bytes.append(contentsOf: buffer[(20 - count)...])
    }
  }

  private mutating func appendString(_ value: String) {
    var value = value
    value.withUTF8 { appendEscaped($0) }
  }

  /// Writes UTF-8 text as a JSON string; runs of bytes that need no escape are copied whole.
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var run = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
      run = index + 1
      bytes.append(0x5C)
      switch byte {
      case 0x22, 0x5C: bytes.append(byte)
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      default:
        let hex: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30])
        bytes.append(hex.utf8Start[Int(byte >> 4)])
        bytes.append(hex.utf8Start[Int(byte & 0xF)])
      }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    bytes.append(UInt8(ascii: "\""))
  }
}
