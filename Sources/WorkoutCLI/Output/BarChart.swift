import WorkoutCore

/// A bar chart of a series as lines of text, newest at the right, fitted to a terminal width:
/// a y-axis of ten steps from 0, or from near the data when it lies far above 0 (55 and 57.5 kg
/// must not draw the same bar; a last line says where the axis starts), one column per point,
/// and dates under the axis. A point without a value (a gap) is drawn empty. Pure text, so
/// it can be tested; the `chart` command prints it.
struct BarChart {
  /// The first line: `Bench Press — top weight, kg`.
  var title: String
  /// The series, oldest first, as `ChartSeries.points` gives it.
  var points: [ChartPoint]
  /// Writes a value: the y-axis labels and, in numbers mode, the points themselves.
  var format: (Double) -> String = { trimmed($0, decimals: 2) }
  /// True writes each value as its number at its height instead of a bar: for reps, where
  /// fewer at a higher weight is progress, so a falling bar would mislead.
  var numbers = false
  /// Numbers written under the bars, one per point in the order of `points`, nil for none:
  /// the reps of each date's top set. Empty for no such line.
  var annotations: [Int?] = []
  /// The name of the annotation line, written where the y-axis labels are.
  var annotationLabel = "reps"
  /// Writes the date of a point under the axis: `2024-01-05`, or `2024-01` for months.
  var dateLabel: (LocalDate) -> String = { $0.description }
  /// The `--avg` lengths the command takes beyond 1, which the note of points left out
  /// suggests when longer than the points' own (`ChartPoint.days`).
  var averages = [3, 9, 27]

  /// The lines to print, none wider than `width` columns. When not every point fits, the
  /// newest that do are drawn and a last line says how many older ones were left out.
  func lines(width: Int, style: Style) -> [String] {
    let width = max(1, width)
    guard !points.isEmpty else {
      return [style.bold(title), "no values to chart"].map { fit($0, columns: width) }
    }
    // The scale and column width follow the points shown, which follow the room they leave.
    let all = Layout(chart: self, shown: points[...], width: width)
    var layout = Layout(chart: self, shown: all.fitting, width: width)
    layout.shown = layout.fitting
    var lines = titleLines(width: width).map(style.bold)
    for step in stride(from: BarChart.steps, through: 1, by: -1) {
      lines.append(row(step, layout: layout, style: style))
    }
    let dates = dateLabels(layout)
    lines.append(axis(layout, ticks: Set(dates.map(\.index)), style: style))
    if annotations.contains(where: { $0 != nil }) {
      lines.append(annotationLine(layout))
    }
    lines.append(dateLine(dates, layout: layout))
    let hidden = points.count - layout.shown.count
    if hidden > 0 { lines += wrap(omissionNote(hidden), columns: width) }
    if layout.base > 0 {
      lines.append(style.dim("the y-axis starts at \(format(layout.base)), not 0"))
    }
    return lines.map { fit(trimTrailingSpaces($0), columns: width) }
  }

  /// True when every point fits `width` columns.
  func fitsAll(width: Int) -> Bool {
    Layout(chart: self, shown: points[...], width: max(1, width)).fitting.count == points.count
  }

  /// The title in `width` columns: whole, else wrapped at words with its `(mean of 3 days)`
  /// kept whole on a line of its own, so it is never cut off.
  func titleLines(width: Int) -> [String] {
    guard displayWidth(title) > width, let open = title.range(of: " (mean of ") else {
      return wrappedWords(title, width: width)
    }
    return wrappedWords(String(title[..<open.lowerBound]), width: width)
      + ["  " + title[title.index(after: open.lowerBound)...]]
  }

  /// What a title says of bars that are averages: ` (mean of 3 days)`; nothing for `avg` 1.
  static func meanOf(_ avg: Int, _ spans: String) -> String {
    avg > 1 ? " (mean of \(avg) \(spans))" : ""
  }

  /// Rows above the axis: the y-axis has this many steps.
  static let steps = 10

  // MARK: - Layout

  /// Where everything goes for one set of shown points.
  private struct Layout {
    var shown: ArraySlice<ChartPoint>
    let scale: ChartScale
    /// The value at the axis: 0, or a round value below the data when it lies far above 0.
    let base: Double
    /// The y-axis labels, from the base up.
    let labels: [String]
    /// Columns left of the axis line.
    let gutter: Int
    /// Columns of one point's bar or number; one more for the space before it.
    let cell: Int
    /// The newest of `shown` that fit the width.
    let fitting: ArraySlice<ChartPoint>

    init(chart: BarChart, shown: ArraySlice<ChartPoint>, width: Int) {
      self.shown = shown
      let values = shown.compactMap(\.value).filter(\.isFinite)
      let whole = values.allSatisfy { $0 == $0.rounded() }
      let (scale, base) =
        chart.numbers
        ? (ChartScale(maximum: values.max() ?? 0, whole: whole), 0)
        : ChartScale.fitting(values, whole: whole)
      self.base = base
      let labels = (0...BarChart.steps).map { chart.format(base + scale.value(atStep: $0)) }
      let annotated = chart.annotations.contains { $0 != nil }
      let gutter = max(
        labels.map(displayWidth).max() ?? 1, annotated ? displayWidth(chart.annotationLabel) : 0)
      (self.scale, self.labels, self.gutter) = (scale, labels, gutter)
      var cell = 1
      for index in shown.indices {
        if chart.numbers, let value = shown[index].value {
          cell = max(cell, displayWidth(chart.format(value)))
        }
        if let number = chart.annotation(index) { cell = max(cell, String(number).count) }
      }
      self.cell = cell
      let room = max(1, (width - gutter - 2) / (cell + 1))
      fitting = shown.suffix(room)
    }

    /// The column where the bar of the point at `index` (of `chart.points`) starts.
    func column(_ index: Int) -> Int { gutter + 3 + (index - shown.startIndex) * (cell + 1) }
  }

  private func annotation(_ index: Int) -> Int? {
    index < annotations.count ? annotations[index] : nil
  }

  // MARK: - Lines

  private func row(_ step: Int, layout: Layout, style: Style) -> String {
    var line = rightAligned(layout.labels[step], layout.gutter) + " " + (style.unicode ? "┤" : "|")
    for point in layout.shown {
      line += " " + cell(point.value, step: step, layout: layout, style: style)
    }
    return line
  }

  /// What the point shows in the row of `step`: part of its bar, its number, or nothing.
  private func cell(_ value: Double?, step: Int, layout: Layout, style: Style) -> String {
    let blank = String(repeating: " ", count: layout.cell)
    guard let value, value.isFinite else { return blank }
    let height = max(0, value - layout.base) / layout.scale.top * Double(BarChart.steps)
    if numbers {
      let top = min(BarChart.steps, max(1, Int(height.rounded())))
      return step == top ? rightAligned(format(value), layout.cell) : blank
    }
    if style.unicode {
      var eighths = min(BarChart.steps * 8, Int((height * 8).rounded()))
      if value > 0 { eighths = max(1, eighths) }
      let part = min(8, max(0, eighths - (step - 1) * 8))
      let block = part == 0 ? " " : part == 8 ? "█" : BarChart.eighths[part - 1]
      return String(repeating: block, count: layout.cell)
    }
    var rows = min(BarChart.steps, Int(height.rounded()))
    if value > 0 { rows = max(1, rows) }
    return step <= rows ? String(repeating: "#", count: layout.cell) : blank
  }

  private static let eighths = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

  /// The x-axis at the base, with a tick above each date label.
  private func axis(_ layout: Layout, ticks: Set<Int>, style: Style) -> String {
    let rule = style.unicode ? "─" : "-"
    let tick = style.unicode ? "┬" : "+"
    var line = rightAligned(layout.labels[0], layout.gutter) + " " + (style.unicode ? "┼" : "+")
    for index in layout.shown.indices {
      line += rule + (ticks.contains(index) ? tick : rule)
      line += String(repeating: rule, count: layout.cell - 1)
    }
    return line
  }

  private func annotationLine(_ layout: Layout) -> String {
    var line = rightAligned(annotationLabel, layout.gutter) + "  "
    for index in layout.shown.indices {
      line += " " + rightAligned(annotation(index).map(String.init) ?? "", layout.cell)
    }
    return line
  }

  /// The dates to write under the axis: the newest, ending at its tick, the oldest and every
  /// few between, starting at theirs, with room between them.
  private func dateLabels(_ layout: Layout) -> [(index: Int, start: Int, text: String)] {
    let newest = layout.shown.endIndex - 1
    let newestText = dateLabel(layout.shown[newest].date)
    let newestStart = max(0, layout.column(newest) + 1 - newestText.count)
    let gap = 4
    var labels: [(index: Int, start: Int, text: String)] = []
    var free = 0
    for index in layout.shown.indices.dropLast() {
      let text = dateLabel(layout.shown[index].date)
      let start = layout.column(index)
      if start >= free, start + text.count + gap <= newestStart {
        labels.append((index, start, text))
        free = start + text.count + gap
      }
    }
    return labels + [(newest, newestStart, newestText)]
  }

  private func dateLine(_ labels: [(index: Int, start: Int, text: String)], layout: Layout)
    -> String
  {
    var line = ""
    for label in labels {
      line += String(repeating: " ", count: max(0, label.start - line.count)) + label.text
    }
    return line
  }

  /// `12 older points left out: --avg 9 or 27 fits more in, --from and --to pick the dates.`
  private func omissionNote(_ hidden: Int) -> String {
    let average = points.last?.days ?? 1
    let longer = averages.filter { $0 > average }.map(String.init)
    var note = "\(hidden) older \(hidden == 1 ? "point" : "points") left out: "
    if let last = longer.last {
      let list =
        longer.count == 1 ? last : longer.dropLast().joined(separator: ", ") + " or " + last
      note += "--avg \(list) fits more in, "
    }
    return note + "--from and --to pick the dates."
  }
}

// MARK: - Scale

/// The y-axis of a chart: `BarChart.steps` steps of a size people read easily (1, 1.2, 1.5, 2,
/// 2.5, 3, 4, 5, 6 or 8 times a power of ten), the smallest that reaches the maximum.
struct ChartScale: Equatable {
  /// The step in tenths of `10^power`: 25 and power 1 is a step of 25.
  let tenths: Int
  let power: Int

  /// The scale for values from 0 to `maximum`; with `whole`, steps are whole numbers (reps).
  /// A maximum of 0 or less gets steps of 1.
  init(maximum: Double, whole: Bool) {
    guard maximum > 0, maximum.isFinite else {
      self.init(tenths: 10, power: 0)
      return
    }
    let raw = maximum / Double(BarChart.steps)
    // The power of ten of one step, near enough: the candidates around it are tried.
    var exponent = 0
    var size = 1.0
    while raw >= size * 10 {
      size *= 10
      exponent += 1
    }
    while raw < size {
      size /= 10
      exponent -= 1
    }
    if whole { exponent = max(0, exponent) }
    for candidatePower in exponent - 1...exponent + 1 {
      for tenths in [10, 12, 15, 20, 25, 30, 40, 50, 60, 80] {
        if whole, candidatePower == 0, tenths % 10 != 0 { continue }
        if whole, candidatePower < 0 { continue }
        let candidate = ChartScale(tenths: tenths, power: candidatePower)
        if candidate.top >= maximum {
          self = candidate
          return
        }
      }
    }
    self.init(tenths: 10, power: exponent + 2)
  }

  /// The scale and base for `values`: from 0 when the lowest is below half the highest, or
  /// all are equal (or there are none); else from a multiple of the step about a third of the
  /// spread below the lowest, so every bar shows and 55 and 57.5 differ by rows.
  static func fitting(_ values: [Double], whole: Bool) -> (scale: ChartScale, base: Double) {
    let highest = values.max() ?? 0
    let lowest = values.min() ?? 0
    let fromZero = ChartScale(maximum: highest, whole: whole)
    guard lowest > 0, lowest >= highest / 2 else { return (fromZero, 0) }
    // One value (or values all alike) starts near the data too, as many do, the bars at
    // about half height: a single 81.6 kg on an axis from 77.6 to 85.6.
    if highest - lowest <= highest / 1000 {
      let scale = ChartScale(maximum: highest / 10, whole: whole)
      let step = scale.value(atStep: 1)
      let base = ((lowest - scale.top / 2) / step).rounded(.down) * step
      return base > 0 ? (scale, base) : (fromZero, 0)
    }
    // The spread and room below the lowest, then larger steps until the top reaches the
    // highest.
    var span = (highest - lowest) * 1.5
    while span <= highest {
      let scale = ChartScale(maximum: span, whole: whole)
      let step = scale.value(atStep: 1)
      let base = ((lowest - span / 3) / step).rounded(.down) * step
      if base <= 0 { return (fromZero, 0) }
      if base + scale.top >= highest { return (scale, base) }
      span = scale.top * 1.01
    }
    return (fromZero, 0)
  }

  private init(tenths: Int, power: Int) {
    self.tenths = tenths
    self.power = power
  }

  /// The value at step `step` from 0; computed from whole numbers, so `0.3` is not
  /// `0.30000000000000004`.
  func value(atStep step: Int) -> Double {
    var scale = 1.0
    for _ in 0..<abs(power - 1) { scale *= 10 }
    let units = Double(step * tenths)
    return power - 1 >= 0 ? units * scale : units / scale
  }

  /// The top of the axis.
  var top: Double { value(atStep: BarChart.steps) }
}

// MARK: - Text

/// `text` right-aligned in `width` columns.
private func rightAligned(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - displayWidth(text))) + text
}

private func trimTrailingSpaces(_ line: String) -> String {
  var line = line
  while line.hasSuffix(" ") { line.removeLast() }
  return line
}

/// `text` broken at spaces into lines of at most `columns`; a longer word gets a line of its own.
private func wrap(_ text: String, columns: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, displayWidth(line) + 1 + displayWidth(String(word)) > columns {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}
