extension ForeignBodyValue {
  /// How far from the median of its measure's values a value may be, as a factor either way.
  static let outlierFactor = 3.0

  /// The values, less those far from the others of their measure in the file (over 3× or under
  /// a third of the median, with at least 3 values to judge by): a typo such as 2000 lb among
  /// 180s is left out, its value and the median named, never imported as a figure. `noun` names
  /// what a left-out one is in the summary (nil: the app's row).
  static func leavingOutOutliers(_ values: [ForeignBodyValue], noun: String? = nil)
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
      let name = value.measure.name
      let how = value.value > median ? "over 3 times" : "under a third of"
      var row = SkippedRow(
        line: value.line,
        reason: "\(name) \(shown(value.value, of: value.measure)) is \(how) the median of the "
          + "file's \(name) values, \(shown(median, of: value.measure)) (a typo?)")
      row.noun = noun
      left.append(row)
    }
    return (kept, left)
  }

  /// `907.2 kg`: a canonical value to a tenth, with its unit.
  private static func shown(_ value: Double, of measure: BodyMeasure) -> String {
    let unit =
      switch measure.kind {
      case .weight: " kg"
      case .length: " cm"
      case .percent: " %"
      }
    let tenths = (value * 10).rounded() / 10
    let number = tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    return number + unit
  }
}
