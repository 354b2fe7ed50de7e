// The body values of an import merged into `body.json`, under the rule workouts follow: a value
// already there is left alone (counted), one that differs is kept unless `--replace`.

/// Merging imported body values into the body file.
enum BodyImport {
  /// The values with one per date and measure, the last of the day (by time, then line), and
  /// how many others were folded into them.
  static func folded(_ values: [ForeignBodyValue]) -> (values: [ForeignBodyValue], folded: Int) {
    var last: [String: ForeignBodyValue] = [:]
    for value in values {
      let key = "\(value.date) \(value.measure.name)"
      if let kept = last[key],
        (kept.second ?? -1, kept.line) > (value.second ?? -1, value.line)
      {
        continue
      }
      last[key] = value
    }
    let kept = last.values.sorted { ($0.date, $0.line) < ($1.date, $1.line) }
    return (kept, values.count - kept.count)
  }

  /// Merges `values` into the transaction's body file; fails naming the line of a value whose
  /// measure the store knows as another kind.
  static func merge(
    _ values: [ForeignBodyValue], replace: Bool, into transaction: inout StoreTransaction,
    summary: inout BodyImportSummary
  ) throws {
    guard !values.isEmpty else { return }
    var file = try transaction.body()
    let (kept, folded) = folded(values)
    summary.read += values.count
    summary.folded += folded
    for value in kept {
      let measure: BodyMeasure
      if let known = file.measure(named: value.measure.name) {
        guard known.kind == value.measure.kind else {
          throw ImportError(
            line: value.line,
            reason:
              "\(known.name) is a \(known.kind.rawValue) measure, not a \(value.measure.kind.rawValue)"
          )
        }
        measure = known
      } else {
        do throws(BodyError) {
          try file.addOwn(value.measure)
        } catch {
          throw ImportError(line: value.line, reason: error.message)
        }
        summary.created.append(value.measure)
        measure = value.measure
      }
      if let old = file.entry(on: value.date)?[measure] {
        if abs(old - value.value) < 1e-9 {
          summary.alreadyThere += 1
          continue
        }
        guard replace else {
          summary.kept += 1
          continue
        }
        summary.replaced += 1
      } else {
        summary.added += 1
      }
      do throws(BodyError) {
        try file.set([measure.name: value.value], on: value.date)
      } catch {
        throw ImportError(line: value.line, reason: error.message)
      }
      summary.dates.insert(value.date)
    }
    try transaction.setBody(file)
  }
}
