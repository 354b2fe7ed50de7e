/// The keys of one JSON object shape, declared once: readers match keys against them and refuse
/// any other, writers write them in declaration order (sorted, for files people read).
///
/// Cases are numbered from 0 in declaration order (`enum SetField: Int, JSONField`), so a key is
/// matched without building the list of cases.
public protocol JSONField: CaseIterable, Hashable, RawRepresentable<Int>, Sendable {
  /// The key as written in JSON: plain ASCII, no escapes.
  var name: StaticString { get }
}

extension JSONField {
  /// The field a key names, or nil.
  static func named(_ key: JSONKey) -> Self? {
    var number = 0
    while let field = Self(rawValue: number) {
      if key.matches(field.name) { return field }
      number += 1
    }
    return nil
  }

  /// The key as a string.
  var key: String { "\(name)" }
}

/// The fields one stored file has of one object shape, each with the version of that file that
/// added it. Declared once per file, they decide what the reader takes (an unknown key, or a
/// key newer than the file's version, is refused as that version refuses it), the order the
/// writer writes, the file's current version (see `StoredFile`) and the data format document.
/// Two files may share a shape's fields and differ in which they have and when each came (a
/// template's workout is a month file's workout without `id`, `gear` and `source`).
public struct Fields<Field: JSONField>: Sendable {
  /// The shape in words, as errors name it: "a workout", "the template file".
  public let title: StaticString
  /// The version that added each field, four bits a field by its number; 0 for one the file
  /// lacks. Plain bits, so readers pass it around without counting references.
  private let added: UInt64

  /// Every field of the shape, each added in version 1 unless `added` names a later version.
  public init(_ title: StaticString, added: [Field: Int] = [:]) {
    self.init(title, versions: Field.allCases.map { added[$0] ?? 1 })
  }

  /// Only `fields`, each with the version that added it.
  public init(_ title: StaticString, only fields: [Field: Int]) {
    self.init(title, versions: Field.allCases.map { fields[$0] ?? 0 })
  }

  private init(_ title: StaticString, versions: [Int]) {
    precondition(versions.count <= 16 && versions.allSatisfy { (0...15).contains($0) })
    self.title = title
    added = versions.enumerated().reduce(0) { $0 | UInt64($1.element) << (4 * $1.offset) }
  }

  /// True when the file has `field`.
  @inline(__always)
  public func has(_ field: Field) -> Bool { since(field) > 0 }

  /// The version that added `field`; 0 when the file lacks it.
  @inline(__always)
  public func since(_ field: Field) -> Int { Int((added >> (4 * field.rawValue)) & 0xF) }

  /// The fields the file has, in declaration order: the order they are written in. Made as
  /// they are walked, so a writer allocates nothing for them.
  public var all: FieldSequence<Field> { FieldSequence(fields: self) }

  /// The keys the file has, as an unknown-key error lists them.
  var names: [String] { all.map(\.key) }

  /// The keys a file of `version` has, as that version's unknown-key error lists them.
  func names(inVersion version: Int) -> [String] {
    all.filter { since($0) <= version }.map(\.key)
  }
}

/// The fields one file has of a shape, in declaration order.
public struct FieldSequence<Field: JSONField>: Sequence, IteratorProtocol {
  let fields: Fields<Field>
  private var number = 0

  init(fields: Fields<Field>) { self.fields = fields }

  /// The next field the file has.
  public mutating func next() -> Field? {
    while let field = Field(rawValue: number) {
      number += 1
      if fields.has(field) { return field }
    }
    return nil
  }
}

/// A shape's fields, whatever their type: for versions and the data format document.
public protocol FieldTable: Sendable {
  /// The shape in words: "a workout".
  var title: StaticString { get }
  /// Each key the file has, in declaration order, with the version that added it.
  var rows: [(key: String, since: Int)] { get }
}

extension Fields: FieldTable {
  /// Each key the file has, with the version that added it.
  public var rows: [(key: String, since: Int)] { all.map { ($0.key, since($0)) } }
}

extension FieldTable {
  /// The newest version that added one of the fields.
  public var newestVersion: Int { rows.map(\.since).max() ?? 1 }
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
        throw reader.unknownKey(key.string, in: what(), known: Field.allCases.map(\.key))
      }
      try body(&reader, field)
    }
  }

  /// Reads an object of the shape `fields` declares for one file, calling `body` once per
  /// field present; fails on a key the file lacks, listing those it has, and on a repeated
  /// key. A field newer than version 1 is noted, so that a file of an older version holding it
  /// fails as that version does (see `olderVersionErrors`).
  public mutating func readFields<Field: JSONField>(
    _ fields: Fields<Field>, _ body: (inout JSONReader, Field) throws(JSONError) -> Void
  ) throws(JSONError) {
    let title = { "\(fields.title)" }
    try readMembers(title) { reader, key throws(JSONError) in
      guard let field = Field.named(key), fields.has(field) else {
        throw reader.unknownKey(key.string, in: title(), known: fields.names)
      }
      let since = fields.since(field)
      if since > 1 { reader.noteNewer(field, since: since, in: fields) }
      try body(&reader, field)
    }
  }

  /// Notes that `field`, added in version `since`, was read: a file of an older version
  /// holding it fails as that version did, on an unknown key.
  private mutating func noteNewer<Field: JSONField>(
    _ field: Field, since: Int, in fields: Fields<Field>
  ) {
    for version in 1..<since where olderVersionErrors[version] == nil {
      let known = fields.names(inVersion: version).map { "`\($0)`" }.joined(separator: ", ")
      olderVersionErrors[version] = (
        "unknown key `\(field.key)` in \(fields.title); expected \(known)", offset
      )
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
