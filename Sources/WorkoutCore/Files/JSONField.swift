/// The keys of one JSON object shape, declared once: readers match keys against them and refuse
/// any other, writers write them in declaration order (sorted, for files people read).
///
/// Cases are numbered from 0 in declaration order (`enum SetField: Int, JSONField`), so a key is
/// matched without building the list of cases.
public protocol JSONField: CaseIterable, RawRepresentable<Int>, Sendable {
  /// The key as written in JSON: plain ASCII, no escapes.
  var name: StaticString { get }
  /// The file version that added the key: 1 unless a later version did.
  var since: Int { get }
}

extension JSONField {
  /// Keys of the first version, unless a case says otherwise.
  var since: Int { 1 }

  /// The field a key names, or nil.
  static func named(_ key: JSONKey) -> Self? {
    var number = 0
    while let field = Self(rawValue: number) {
      if key.matches(field.name) { return field }
      number += 1
    }
    return nil
  }

  /// Every key of the shape, in declaration order, as an unknown-key error lists them.
  static var names: [String] { allCases.map { "\($0.name)" } }

  /// The keys a file of `version` has, as that version's unknown-key error lists them.
  static func names(inVersion version: Int) -> [String] {
    allCases.filter { $0.since <= version }.map { "\($0.name)" }
  }
}

extension JSONReader {
  /// Reads an object of a declared shape, calling `body` once per field present; fails on a
  /// key the shape does not declare, listing those it does, and on a repeated key.
  public mutating func readFields<Field: JSONField>(
    _ what: @autoclosure () -> String, of shape: Field.Type,
    _ body: (inout JSONReader, Field) throws(JSONError) -> Void
  ) throws(JSONError) {
    try readMembers(what) { reader, key throws(JSONError) in
      guard let field = Field.named(key) else {
        throw reader.unknownKey(key.string, in: what(), known: Field.names)
      }
      try body(&reader, field)
    }
  }
}

extension JSONWriter {
  /// Starts a member named by a declared field; the next value written is its value.
  public mutating func key<Field: JSONField>(_ field: Field) {
    let name = field.name
    key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }
}
