// Matching a header's column names against the names one app writes, and reading a row's fields
// by column.

/// Why a header is not one app's: how many of its columns the app knows, and what is wrong.
struct HeaderMismatch: Error {
  /// Columns of the header the app writes; the app with most is named in the message.
  var known: Int
  /// `has columns Strong does not write: "Foo"`.
  var reason: String
}

/// The columns of one app's header: where each is, and the unit a column's name gives.
struct HeaderColumns<Column: RawRepresentable & CaseIterable & Hashable>
where Column.RawValue == Int {
  private var positions: [Int?]
  /// Units named in the header (`Weight (kg)`, `distance_miles`).
  private(set) var units: [Column: Unit] = [:]
  /// How many fields the header has.
  let count: Int

  /// Matches `header` against `names` (lowercase name → column and unit), all columns required
  /// to be known, each once, and `required` present; the app's name is for the message.
  init(
    _ header: [String], names: [String: (Column, Unit?)], required: [Column], app: String
  ) throws(HeaderMismatch) {
    positions = Array(repeating: nil, count: Column.allCases.count)
    count = header.count
    // Empty names at the end are a delimiter ending every line, not columns.
    let padding = header.reversed().prefix { $0.spacesTrimmed.isEmpty }.count
    var unknown: [String] = []
    var known = 0
    for (index, name) in header.dropLast(padding).enumerated() {
      let key = String(name.spacesTrimmed).lowercased()
      guard let (column, unit) = names[key], positions[column.rawValue] == nil else {
        unknown.append(quoted(name))
        continue
      }
      known += 1
      positions[column.rawValue] = index
      if let unit { units[column] = unit }
    }
    if !unknown.isEmpty {
      throw HeaderMismatch(
        known: known,
        reason: "has columns \(app) does not write: " + unknown.joined(separator: ", "))
    }
    let missing = required.filter { positions[$0.rawValue] == nil }
    if !missing.isEmpty {
      throw HeaderMismatch(known: known, reason: "misses columns \(app) always writes")
    }
  }

  /// True when the header has `column`.
  func has(_ column: Column) -> Bool { positions[column.rawValue] != nil }

  /// The text of `column` in `record`, "" when the header has no such column.
  func text(_ column: Column, in record: CSVRecord) -> String {
    guard let index = positions[column.rawValue], index < record.fields.count else { return "" }
    return record.fields[index].text
  }

  /// Throws unless `record` has as many fields as the header. A row with more is refused even
  /// when the extra ones are empty: an unquoted decimal comma (`1,72,5,8,,`) shifts every
  /// column after it and leaves an empty field at the end. A delimiter ending every line,
  /// the header's too, gives the header that many empty names, so its rows match.
  func checkWidth(_ record: CSVRecord) throws(ImportError) {
    let fields = record.fields
    if fields.count == count { return }
    throw ImportError(
      line: record.line,
      reason: "the row has \(fields.count) fields where the header has \(count)"
        + (fields.count > count
          ? " (a decimal comma not in quotes, 72,5, splits a value in two)" : ""))
  }
}
