// FitNotes' body tracker export, `Date,Time,Measurement,Value,Unit`: one row per measurement
// (`2018-07-30,12:18:42,Bodyweight,167.0,lbs`). Bodyweight and Body Fat are wkc's weight and fat;
// waist, chest, hips, neck, arm and thigh by their names; any other measurement becomes a
// measure of the user's own, its kind from its unit.

/// Reads the rows of a FitNotes body tracker export into the log's body values.
struct FitNotesBodyReader: ForeignRowReader {
  enum Column: Int, CaseIterable {
    case date, time, measurement, value, unit
  }

  static let names: [String: (Column, Unit?)] = [
    "date": (.date, nil), "time": (.time, nil), "measurement": (.measurement, nil),
    "value": (.value, nil), "unit": (.unit, nil),
  ]

  /// FitNotes' measurement names (lowercase) that are wkc's built-in measures.
  static let measures: [String: BodyMeasure] = {
    var map: [String: BodyMeasure] = [
      "bodyweight": .weight, "body weight": .weight, "weight": .weight,
      "body fat": .fat, "body fat %": .fat, "body fat percentage": .fat, "bodyfat": .fat,
      "fat": .fat,
    ]
    let lengths = [
      "waist": "waist", "chest": "chest", "hips": "hips", "hip": "hips", "neck": "neck",
      "arm": "arm", "arms": "arm", "thigh": "thigh", "thighs": "thigh",
    ]
    for (word, name) in lengths { map[word] = BodyMeasure(name: name, kind: .length) }
    return map
  }()

  private let columns: HeaderColumns<Column>
  private let fields: FieldReader
  private var values: [ForeignBodyValue] = []
  private var skipped: [SkippedRow] = []

  /// A reader of the body tracker's header; throws when it is not one.
  init(header: [String], delimiter: UInt8) throws(HeaderMismatch) {
    columns = try HeaderColumns(
      header, names: Self.names, required: Column.allCases, app: "FitNotes")
    fields = FieldReader(decimalComma: delimiter == UInt8(ascii: ";"))
  }

  mutating func read(_ record: CSVRecord) throws(ImportError) {
    try columns.checkWidth(record)
    let line = record.line
    let dateText = columns.text(.date, in: record)
    guard let date = LocalDate(String(dateText.spacesTrimmed)) else {
      throw ImportError(
        line: line, reason: "Date \(quoted(dateText)) is not a date like 2024-01-03")
    }
    let timeText = columns.text(.time, in: record).spacesTrimmed
    let second = timeText.isEmpty ? nil : ForeignTime.clockSeconds(timeText, hours: 0..<24)
    if !timeText.isEmpty, second == nil {
      throw ImportError(
        line: line, reason: "Time \(quoted(String(timeText))) is not a time like 12:18:42")
    }
    let name = try fields.text(columns.text(.measurement, in: record), "Measurement", line: line)
    guard !name.isEmpty else { throw ImportError(line: line, reason: "Measurement is empty") }
    guard let number = try fields.number(columns.text(.value, in: record), "Value", line: line)
    else {
      skipped.append(SkippedRow(line: line, reason: "body measurement with no value"))
      return
    }
    let unitText = String(columns.text(.unit, in: record).spacesTrimmed)
    let known = Self.measures[name.lowercased()]
    let unit =
      BodyValueText.TypedUnit(word: unitText)
      ?? (unitText.isEmpty && known?.kind == .percent ? .percent : nil)
    guard let unit else {
      throw ImportError(
        line: line,
        reason:
          "Unit \(quoted(unitText)) of \(quoted(name)) is not lbs, lb, kgs, kg, %, cm, in or m")
    }
    let measure = known ?? BodyMeasure(name: Self.slug(name), kind: unit.kind)
    guard measure.kind == unit.kind else {
      throw ImportError(
        line: line, reason: "Unit \(quoted(unitText)) is not a unit of \(quoted(name))")
    }
    let value = unit.canonical(number)
    guard measure.limits.contains(value) else {
      skipped.append(
        SkippedRow(
          line: line,
          reason: "\(measure.name) out of range (\(BodyError.outOfRange(measure, value).message))"))
      return
    }
    values.append(
      ForeignBodyValue(date: date, second: second, measure: measure, value: value, line: line))
  }

  mutating func finish() throws(ImportError) -> ForeignLog {
    let (kept, outliers) = Self.leavingOutOutliers(values)
    var log = ForeignLog(
      app: .fitnotes, variant: "FitNotes body tracker",
      skipped: (skipped + outliers).sorted { $0.line < $1.line })
    log.body = kept
    return log
  }

  /// How far from the median of its measure's values a value may be, as a factor either way.
  static let outlierFactor = 3.0

  /// The values, less those far from the others of their measure (over 3× or under a third of
  /// the median, with at least 3 values to judge by): a typo such as 2000 lb among 180s is
  /// left out with the reason, never imported as a figure.
  static func leavingOutOutliers(_ values: [ForeignBodyValue])
    -> (kept: [ForeignBodyValue], left: [SkippedRow])
  {
    var medians: [String: Double] = [:]
    for (name, group) in Dictionary(grouping: values, by: \.measure.name) where group.count >= 3 {
      let sorted = group.map(\.value).sorted()
      let middle = sorted.count / 2
      medians[name] =
        sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var kept: [ForeignBodyValue] = []
    var left: [SkippedRow] = []
    for value in values {
      guard let median = medians[value.measure.name], median > 0,
        value.value > median * outlierFactor || value.value < median / outlierFactor
      else {
        kept.append(value)
        continue
      }
      left.append(
        SkippedRow(
          line: value.line,
          reason: "body value over 3 times or under a third of the median of its measure in "
            + "the file (a typo?)"))
    }
    return (kept, left)
  }

  /// A measure name for a FitNotes measurement: lowercase, words joined by `-` (`Left Calf` is
  /// `left-calf`), a letter first, at most 30 characters.
  static func slug(_ name: String) -> String {
    var slug = ""
    for scalar in name.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty, !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    if slug.first?.isLetter != true { slug = "m-" + slug }
    slug = String(slug.prefix(BodyMeasure.maximumNameLength))
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }
}
