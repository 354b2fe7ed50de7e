// Apple Health's body records: `<Record type="HKQuantityTypeIdentifierBodyMass" unit="kg"
// startDate="2024-01-02 07:10:00 +0900" value="80.2"/>` and the like, read into body values.
// Body fat is written as a fraction (0.185 is 18.5 %); a value over 1 is taken as a percentage.

/// The body values read from an export's body `<Record>` elements.
struct AppleHealthBody {
  /// The Record types read, and the measure each gives; the reader passes over all others.
  static let measures: [String: BodyMeasure] = [
    "HKQuantityTypeIdentifierBodyMass": .weight,
    "HKQuantityTypeIdentifierBodyFatPercentage": .fat,
    "HKQuantityTypeIdentifierWaistCircumference": BodyMeasure(name: "waist", kind: .length),
  ]

  /// Values read, in file order.
  private(set) var values: [ForeignBodyValue] = []
  /// Records left out, with the reason.
  private(set) var skipped: [SkippedRow] = []

  /// Adds the record whose start tag had `attributes`, or counts it as left out with the reason.
  mutating func add(_ attributes: [XMLAttribute], line: Int) {
    func value(_ key: String) -> String? { attributes.first { $0.name == key }?.value }
    guard let type = value("type"), let measure = Self.measures[type] else { return }
    func leaveOut(_ reason: String) {
      let short = type.replacing("HKQuantityTypeIdentifier", with: "")
      skipped.append(SkippedRow(line: line, reason: "\(short) \(reason); left out"))
    }
    let text = value("value") ?? ""
    guard let number = Double(text), number.isFinite, number >= 0 else {
      return leaveOut("value \"\(text)\" is not a number")
    }
    let unit = value("unit") ?? ""
    guard let canonical = Self.canonical(number, unit: unit, of: measure) else {
      return leaveOut("unit \"\(unit)\" is not \(Self.units(of: measure))")
    }
    let startText = value("startDate") ?? ""
    guard let start = try? HealthDate(startText, "startDate", line: line) else {
      return leaveOut("startDate \"\(startText)\" is not a date like 2024-01-05 07:30:00 +0900")
    }
    guard measure.limits.contains(canonical) else {
      return leaveOut("out of range (\(BodyError.outOfRange(measure, canonical).message))")
    }
    // The date as written, in its own offset; the order within it by instant (seconds after
    // the date's midnight in UTC), so the latest startDate wins across a change of offset.
    values.append(
      ForeignBodyValue(
        date: start.date, second: start.second - start.offset, measure: measure,
        value: canonical, line: line))
  }

  /// `number` in `unit` as the measure's canonical value (kg, cm, %), or nil for a unit it is
  /// not written in.
  static func canonical(_ number: Double, unit: String, of measure: BodyMeasure) -> Double? {
    let value: Double
    switch (measure.kind, unit) {
    case (.weight, "kg"), (.length, "cm"): value = number
    case (.weight, "lb"): value = BodyValueText.TypedUnit.pound.canonical(number)
    case (.length, "in"): value = BodyValueText.TypedUnit.inch.canonical(number)
    case (.length, "ft"): value = BodyValueText.TypedUnit.inch.canonical(number * 12)
    case (.length, "m"): value = number * 100
    // Health writes a fraction; a value over 1 is already a percentage.
    case (.percent, "%"): value = number <= 1 ? number * 100 : number
    default: return nil
    }
    return Unit.toTenDecimals(value)
  }

  /// The units a measure is read in, for a message.
  static func units(of measure: BodyMeasure) -> String {
    switch measure.kind {
    case .weight: "kg or lb"
    case .length: "cm, in, m or ft"
    case .percent: "%"
    }
  }
}
