// What a reader of `next(reading:)` wants: element names, and of one name (Apple Health's
// <Record>) only those whose first attribute has a wanted value. Deciding that is on the hot path
// of an Apple Health import, so it compares bytes with memchr and memcmp and decodes nothing.

#if canImport(Glibc)
  import Glibc
#endif

/// The element names `XMLReader.next(reading:)` gives events for; it passes over all others.
public struct XMLNames: Sendable {
  private let names: [[UInt8]]
  /// The one name whose elements are read only when their first attribute has a wanted value.
  let filter: AttributeFilter?

  /// The names as written in the file (a prefix is part of the name).
  public init(_ names: [String]) {
    self.names = names.map { Array($0.utf8) }
    filter = nil
  }

  /// The names, and `name` only where the start tag's first attribute is `attribute` with one
  /// of `values` as written (Apple Health's `<Record type="…"`): a `name` element whose first
  /// attribute is another value is passed over as cheaply as an unwanted name; one whose first
  /// attribute is not `attribute`, or whose value holds a reference, is read.
  public init(_ names: [String], _ name: String, where attribute: String, isOneOf values: [String])
  {
    self.names = names.map { Array($0.utf8) }
    filter = AttributeFilter(
      name: Array(name.utf8), attribute: Array(attribute.utf8),
      values: values.map { Array($0.utf8) })
  }

  /// True when the bytes are one of the names (the filtered name aside).
  func contains(_ name: [UInt8]) -> Bool {
    names.contains { $0.count == name.count && $0 == name }
  }
}

/// Elements of one name read only when their first attribute has one of some values.
final class AttributeFilter: Sendable {
  /// The element's name, the attribute's and the values wanted, as bytes.
  let name: [UInt8]
  let attribute: [UInt8]
  let values: [[UInt8]]
  /// The length of the longest value.
  let longest: Int
  /// How many bytes after the name `allows` looks at: some whitespace, the attribute, `="`, the
  /// longest value and its quote.
  let lookahead: Int

  /// A filter of `name` elements by their first attribute, `attribute`.
  init(name: [UInt8], attribute: [UInt8], values: [[UInt8]]) {
    self.name = name
    self.attribute = attribute
    self.values = values
    longest = values.map(\.count).max() ?? 0
    lookahead = 16 + attribute.count + 2 + longest + 1
  }

  /// True when `token` is the filtered element's name.
  func isNamed(_ token: [UInt8]) -> Bool {
    token.count == name.count && memcmp(token, name, name.count) == 0
  }

  /// False when the bytes from `index` (just after a start tag's name) are whitespace, then
  /// the attribute with a value that is none of the values; true for anything else.
  func allows(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var i = index
    while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D {
      i += 1
    }
    guard i > index, i + attribute.count + 2 <= count,
      memcmp(base + i, attribute, attribute.count) == 0
    else { return true }
    i += attribute.count
    let quote = bytes[i + 1]
    guard bytes[i] == UInt8(ascii: "="), quote == 0x22 || quote == 0x27 else { return true }
    let start = i + 2
    // A value longer than any wanted is not wanted: its quote is looked for no further.
    let span = min(count - start, longest + 1)
    let found = memchr(base + start, Int32(quote), span)
    let length = found.map { UnsafeRawPointer(base + start).distance(to: $0) } ?? span
    // A reference could spell a wanted value.
    if memchr(base + start, Int32(UInt8(ascii: "&")), length) != nil { return true }
    // Without its quote: longer than any wanted, or cut short by the input's end.
    guard found != nil else { return start + span >= count }
    for value in values where value.count == length {
      if memcmp(base + start, value, length) == 0 { return true }
    }
    return false
  }
}
