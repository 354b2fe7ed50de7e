// Hevy's `workout_data.csv`: 14 fixed columns, one row per set, the units in the column names
// (`weight_kg`/`weight_lbs`, `distance_km`/`distance_miles`, independently). A workout is
// (start_time, title): its key is `hevy|2024-09-12 21:46|Push`.

/// Reads the rows of a Hevy export.
struct HevyReader: ForeignRowReader {
  enum Column: Int, CaseIterable {
    case title, start, end, description, exercise, superset, exerciseNotes, setIndex, setType
    case weight, reps, distance, duration, rpe
  }

  static let names: [String: (Column, Unit?)] = [
    "title": (.title, nil), "start_time": (.start, nil), "end_time": (.end, nil),
    "description": (.description, nil), "exercise_title": (.exercise, nil),
    "superset_id": (.superset, nil), "exercise_notes": (.exerciseNotes, nil),
    "set_index": (.setIndex, nil), "set_type": (.setType, nil),
    "weight_kg": (.weight, .kilogram), "weight_lbs": (.weight, .pound), "reps": (.reps, nil),
    "distance_km": (.distance, .kilometre), "distance_miles": (.distance, .mile),
    "duration_seconds": (.duration, nil), "rpe": (.rpe, nil),
  ]

  private let columns: HeaderColumns<Column>
  private let fields: FieldReader
  private let weightUnit: Unit
  private let distanceUnit: Unit
  private var builder = LogBuilder()
  private var times: [String: ForeignTime] = [:]
  private var lastIndex: (workout: Int, exercise: Int, index: Int)?

  /// A reader of a header Hevy writes; throws when it is not one.
  init(header: [String], delimiter: UInt8, options: ImportOptions) throws(HeaderMismatch) {
    columns = try HeaderColumns(
      header, names: Self.names, required: Column.allCases, app: "Hevy")
    fields = FieldReader(decimalComma: delimiter == UInt8(ascii: ";"))
    weightUnit = columns.units[.weight] ?? .kilogram
    distanceUnit = columns.units[.distance] ?? .kilometre
  }

  mutating func read(_ record: CSVRecord) throws(ImportError) {
    try columns.checkWidth(record)
    let line = record.line
    let workout = try workout(of: record)
    let name = try fields.text(text(.exercise, record), "exercise_title", line: line)
    guard !name.isEmpty else { throw ImportError(line: line, reason: "exercise_title is empty") }
    let superset = try integer(.superset, "superset_id", record)
    let index = try integer(.setIndex, "set_index", record)
    let last = lastIndex
    let exercise = builder.exercise(name, in: workout, line: line) { exercise in
      guard exercise.superset == superset else { return false }
      guard let index, let last, last.workout == workout else { return true }
      return index > last.index
    }
    if builder[workout].exercises[exercise].sets.isEmpty {
      builder[workout].exercises[exercise].superset = superset
    }
    if let index { lastIndex = (workout, exercise, index) }
    let note = try fields.optionalText(text(.exerciseNotes, record), "exercise_notes", line: line)
    builder.addNote(note.map(Self.lineBreaks), workout: workout, exercise: exercise)
    let (values, leftOut) = try values(of: record)
    guard !values.isEmpty || leftOut != nil else {
      builder.skipped.append(SkippedRow(line: line, reason: "no values"))
      return
    }
    builder.append(
      ForeignSet(kind: try kind(record), values: values, line: line, leftOut: leftOut),
      workout: workout, exercise: exercise)
  }

  mutating func finish() throws(ImportError) -> ForeignLog {
    let variant =
      "weight in \(weightUnit == .pound ? "lbs" : "kg"), "
      + "distance in \(distanceUnit == .mile ? "miles" : "km")"
    return builder.log(app: .hevy, variant: variant, weightUnit: weightUnit, unitGuessed: false)
  }

  // MARK: - Rows

  private mutating func workout(of record: CSVRecord) throws(ImportError) -> Int {
    let line = record.line
    let start = try time(.start, "start_time", record)!
    let title = try fields.text(text(.title, record), "title", line: line)
    let key = "hevy|" + start.minuteText + "|" + title
    let note = try fields.optionalText(text(.description, record), "description", line: line)
      .map(Self.lineBreaks).flatMap { $0.isEmpty ? nil : $0 }
    if let index = builder.workout(key) {
      if builder[index].note == nil { builder[index].note = note }
      return index
    }
    var duration: Double?
    if let end = try time(.end, "end_time", record), end.absolute > start.absolute {
      duration = Double(end.absolute - start.absolute)
    }
    return builder.start(
      ForeignWorkout(
        key: key, date: start.date, startSecond: start.second, name: title.isEmpty ? nil : title,
        note: note, duration: duration, line: line),
      as: key)
  }

  private func kind(_ record: CSVRecord) throws(ImportError) -> SetKind {
    let text = text(.setType, record).spacesTrimmed
    switch text.lowercased() {
    case "", "normal": return .working
    case "warmup": return .warmup
    case "failure": return .failure
    case "dropset": return .drop
    default:
      throw ImportError(
        line: record.line,
        reason: "set_type \(quoted(String(text))) is not normal, warmup, failure or dropset")
    }
  }

  /// The values of a row, and what was left out of it.
  private mutating func values(of record: CSVRecord) throws(ImportError) -> (
    SetValues, leftOut: String?
  ) {
    let line = record.line
    var values = SetValues()
    try ItemLimits.set(&values, .reps, number(.reps, "reps", record), line: line)
    try ItemLimits.set(
      &values, .duration, number(.duration, "duration_seconds", record), line: line)
    try ItemLimits.set(&values, .rpe, number(.rpe, "rpe", record), line: line)
    let weight = try number(.weight, "weight", record).map { weightUnit.canonical(denoised($0)) }
    try ItemLimits.set(&values, .weight, weight, line: line)
    var leftOut: String?
    if let distance = try number(.distance, "distance", record), distance != 0 {
      let kilometres = distanceUnit.canonical(distance)
      try ItemLimits.check(kilometres, .distance, line: line)
      if plausibleDistance(kilometres, seconds: values[.duration]) {
        values[.distance] = kilometres
      } else {
        let written = "\(trimmed(distance, decimals: 3)) \(distanceUnit.symbol)"
        builder.adjusted.append(SkippedRow(line: line, reason: LeftOut.implausible(written)))
        leftOut = LeftOut.implausibleNote(written)
      }
    }
    return (values, leftOut)
  }

  /// A note with Hevy's written line breaks made real: Hevy writes a line break in a note as
  /// the two characters `\n`. A doubled backslash (`\\n`) is kept as written; only Hevy's notes
  /// are read so, as no other app writes line breaks that way (FORMATS.md).
  static func lineBreaks(_ note: String) -> String {
    guard note.utf8.contains(UInt8(ascii: "\\")) else { return note }
    var result = String.UnicodeScalarView()
    var scalars = note.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      guard scalar == "\\", let following = next, following == "n" || following == "\\" else {
        result.append(scalar)
        continue
      }
      if following == "n" {
        result.append("\n")
      } else {
        result.append(contentsOf: "\\\\".unicodeScalars)
      }
      next = scalars.next()
    }
    // A line break at either end is not kept, as spaces there are not.
    let blank: Set<Unicode.Scalar> = [" ", "\t", "\n"]
    guard let first = result.firstIndex(where: { !blank.contains($0) }),
      let last = result.lastIndex(where: { !blank.contains($0) })
    else { return "" }
    return String(result[first...last])
  }

  // MARK: - Fields

  private func text(_ column: Column, _ record: CSVRecord) -> String {
    columns.text(column, in: record)
  }

  private func number(_ column: Column, _ name: String, _ record: CSVRecord) throws(ImportError)
    -> Double?
  {
    try fields.number(columns.text(column, in: record), name, line: record.line)
  }

  private func integer(_ column: Column, _ name: String, _ record: CSVRecord) throws(ImportError)
    -> Int?
  {
    let text = columns.text(column, in: record).spacesTrimmed
    if text.isEmpty { return nil }
    guard let value = Int(text), value >= 0 else {
      throw ImportError(
        line: record.line, reason: "\(name) \(quoted(String(text))) is not a whole number")
    }
    return value
  }

  /// The time in `column`, nil when empty; parsed once per distinct text.
  private mutating func time(_ column: Column, _ name: String, _ record: CSVRecord)
    throws(ImportError) -> ForeignTime?
  {
    let text = columns.text(column, in: record)
    if text.spacesTrimmed.isEmpty, column == .end { return nil }
    if let time = times[text] { return time }
    guard let time = HevyDate.parse(text) else {
      throw ImportError(
        line: record.line, reason: "\(name) \(quoted(text)) is not a time like 12 Sep 2024, 21:46")
    }
    if times.count > 4096 { times.removeAll(keepingCapacity: true) }
    times[text] = time
    return time
  }
}
