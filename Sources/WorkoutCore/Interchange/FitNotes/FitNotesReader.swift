// FitNotes' `FitNotes_Export_YYYY_MM_DD.csv`: one row per set, no time of day, so one date is
// one workout (key `fitnotes|2024-01-03`). Weight unit in the header (`Weight (lbs)`) or in a
// `Weight Unit` column (`kgs`/`lbs`); `H:MM:SS` times; an optional quoted `Comment`.

/// Reads the rows of a FitNotes export.
struct FitNotesReader: ForeignRowReader {
  enum Column: Int, CaseIterable {
    case date, exercise, category, weight, weightUnit, reps, distance, distanceUnit, time, comment
  }

  static let names: [String: (Column, Unit?)] = [
    "date": (.date, nil), "exercise": (.exercise, nil), "category": (.category, nil),
    "weight": (.weight, nil), "weight (lbs)": (.weight, .pound), "weight (lb)": (.weight, .pound),
    "weight (kgs)": (.weight, .kilogram), "weight (kg)": (.weight, .kilogram),
    "weight unit": (.weightUnit, nil), "reps": (.reps, nil), "distance": (.distance, nil),
    "distance unit": (.distanceUnit, nil), "time": (.time, nil), "comment": (.comment, nil),
  ]

  /// FitNotes' built-in categories, lowercase: where an Exercise with unquoted commas ends.
  static let categories: Set<String> = [
    "chest", "back", "biceps", "triceps", "legs", "shoulders", "abs", "cardio", "quads",
    "hamstrings", "calves", "forearms", "plyometrics", "glutes",
  ]

  private let columns: HeaderColumns<Column>
  private let fields: FieldReader
  private let options: ImportOptions
  private let variant: String
  private var builder = LogBuilder()
  private var weightUnits: [Unit: Int] = [:]

  /// A reader of a header FitNotes writes; throws when it is not one.
  init(header: [String], delimiter: UInt8, options: ImportOptions) throws(HeaderMismatch) {
    columns = try HeaderColumns(
      header, names: Self.names,
      required: [.date, .exercise, .category, .weight, .reps, .distance, .distanceUnit, .time],
      app: "FitNotes")
    let headerUnit = columns.units[.weight]
    guard (headerUnit == nil) == columns.has(.weightUnit) else {
      throw HeaderMismatch(
        known: header.count,
        reason: "does not say the weight unit once (Weight Unit or Weight (kgs))")
    }
    fields = FieldReader(decimalComma: delimiter == UInt8(ascii: ";"))
    self.options = options
    variant =
      switch headerUnit {
      case .pound?: "F8: Weight (lbs)"
      case .kilogram?: "F8k: Weight (kgs)"
      default: columns.has(.comment) ? "F10: Weight Unit, Comment" : "F9: Weight Unit"
      }
  }

  mutating func read(_ record: CSVRecord) throws(ImportError) {
    let record = repaired(record)
    try columns.checkWidth(record)
    let line = record.line
    let dateText = text(.date, record)
    guard let date = LocalDate(String(dateText.spacesTrimmed)) else {
      throw ImportError(
        line: line, reason: "Date \(quoted(dateText)) is not a date like 2024-01-03")
    }
    let key = "fitnotes|" + date.description
    let workout =
      builder.workout(key)
      ?? builder.start(ForeignWorkout(key: key, date: date, line: line), as: key)
    let name = try fields.text(text(.exercise, record), "Exercise", line: line)
    guard !name.isEmpty else { throw ImportError(line: line, reason: "Exercise is empty") }
    let exercise = builder.exercise(name, in: workout, line: line)
    if builder[workout].exercises[exercise].category == nil {
      builder[workout].exercises[exercise].category = try fields.optionalText(
        text(.category, record), "Category", line: line)
    }
    let comment = try fields.optionalText(text(.comment, record), "Comment", line: line)
    builder.addNote(comment, workout: workout, exercise: exercise)
    let (values, leftOut) = try values(of: record)
    guard !values.isEmpty || leftOut != nil else {
      builder.skipped.append(SkippedRow(line: line, reason: "no values"))
      return
    }
    builder.append(
      ForeignSet(values: values, line: line, leftOut: leftOut), workout: workout,
      exercise: exercise)
  }

  mutating func finish() throws(ImportError) -> ForeignLog {
    let unit = columns.units[.weight] ?? weightUnits.max { $0.value < $1.value }?.key
    return builder.log(app: .fitnotes, variant: variant, weightUnit: unit, unitGuessed: false)
  }

  // MARK: - Values

  /// The values of a row, and what was left out of it.
  private mutating func values(of record: CSVRecord) throws(ImportError) -> (
    SetValues, leftOut: String?
  ) {
    let line = record.line
    var values = SetValues()
    try ItemLimits.set(&values, .reps, number(.reps, "Reps", record), line: line)
    let time = text(.time, record).spacesTrimmed
    if !time.isEmpty {
      guard let seconds = ForeignTime.clockSeconds(time, hours: 0..<10_000) else {
        throw ImportError(
          line: line, reason: "Time \(quoted(String(time))) is not a time like 0:09:21")
      }
      try ItemLimits.set(&values, .duration, Double(seconds), line: line)
    }
    if let weight = try number(.weight, "Weight", record), weight != 0 {
      let unit = try weightUnit(record)
      try ItemLimits.set(&values, .weight, unit.canonical(denoised(weight)), line: line)
    }
    var leftOut: String?
    if let distance = try number(.distance, "Distance", record), distance != 0 {
      let unitText = text(.distanceUnit, record).spacesTrimmed
      let written = "\(trimmed(distance, decimals: 3)) \(unitText)"
      if let scale = UnitWords.word(unitText, of: .distance)?.scale {
        let kilometres = distance * scale
        try ItemLimits.check(kilometres, .distance, line: line)
        if plausibleDistance(kilometres, seconds: values[.duration]) {
          values[.distance] = kilometres
        } else {
          builder.adjusted.append(SkippedRow(line: line, reason: LeftOut.implausible(written)))
          leftOut = LeftOut.implausibleNote(written)
        }
      } else if UnitWords.unit(unitText, of: .weight) != nil {
        builder.adjusted.append(
          SkippedRow(
            line: line, reason: "distance with the unit \(quoted(String(unitText))) left out"))
        leftOut = "distance \(written), a weight unit for a distance"
      } else {
        throw ImportError(
          line: line,
          reason: "Distance Unit \(quoted(String(unitText))) is not km, mi, m, ft or yd")
      }
    }
    return (values, leftOut)
  }

  private mutating func weightUnit(_ record: CSVRecord) throws(ImportError) -> Unit {
    if let unit = columns.units[.weight] { return unit }
    let text = text(.weightUnit, record).spacesTrimmed
    if let unit = UnitWords.unit(text, of: .weight) {
      weightUnits[unit, default: 0] += 1
      return unit
    }
    if text.isEmpty, let unit = options.weightUnit { return unit }
    throw ImportError(
      line: record.line, reason: "Weight Unit \(quoted(String(text))) is not kgs or lbs")
  }

  // MARK: - Repair

  /// The record with an Exercise that holds unquoted commas (`Overhead Press (Each Side,
  /// Dumbbells)`) joined back: of the ways to give the extra fields to Exercise or Category,
  /// the first (most to Exercise) whose Category is a built-in one and whose numbers read,
  /// else the first whose numbers read; never one whose Category holds a number.
  private func repaired(_ record: CSVRecord) -> CSVRecord {
    let extra = record.fields.count - columns.count
    guard extra > 0, record.fields.count > 2 + extra, !record.fields[1].quoted else {
      return record
    }
    var fallback: CSVRecord?
    for toExercise in stride(from: extra, through: 0, by: -1) {
      var fields = Array(record.fields[..<1])
      fields.append(joined(record.fields[1...(1 + toExercise)]))
      fields.append(joined(record.fields[(2 + toExercise)...(2 + extra)]))
      fields += record.fields[(3 + extra)...]
      let candidate = CSVRecord(fields, line: record.line)
      // A number given to Category was a value split by an unquoted decimal comma (`8,5`).
      let category = record.fields[(2 + toExercise)...(2 + extra)]
      guard readable(candidate), !category.contains(where: isNumber) else { continue }
      if Self.categories.contains(text(.category, candidate).lowercased()) { return candidate }
      if fallback == nil { fallback = candidate }
    }
    return fallback ?? record
  }

  private func joined(_ fields: ArraySlice<CSVField>) -> CSVField {
    CSVField(fields.map(\.text).joined(separator: ","))
  }

  /// True when the field reads as a number.
  private func isNumber(_ field: CSVField) -> Bool {
    FieldReader.decimal(field.text.spacesTrimmed, comma: false) != nil
  }

  /// True when the numbers of `record` read as numbers.
  private func readable(_ record: CSVRecord) -> Bool {
    for column in [Column.weight, .reps, .distance] {
      let text = text(column, record).spacesTrimmed
      if !text.isEmpty, FieldReader.decimal(text, comma: fields.decimalComma) == nil {
        return false
      }
    }
    return true
  }

  private func text(_ column: Column, _ record: CSVRecord) -> String {
    columns.text(column, in: record)
  }

  private func number(_ column: Column, _ name: String, _ record: CSVRecord) throws(ImportError)
    -> Double?
  {
    try fields.number(columns.text(column, in: record), name, line: record.line)
  }
}
