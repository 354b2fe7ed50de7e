/// Rows of cells printed in aligned columns; widths count wide (CJK) characters as two.
///
/// Wider than the terminal, a table drops the columns in `dropOrder` first to last, as far as
/// needed for the rest to fit with `cuttable` text cut no shorter than `readableWidth`; then cuts
/// the widest cuttable columns with `…` down to that; then, only when that is not enough, the
/// widest of any column.
struct Table {
  var header: [String]?
  var rows: [[String]] = []
  /// Columns that go when the table is too wide, least important first.
  var dropOrder: [Int] = []
  /// Columns of free text (names, notes, lists) that are cut with `…` to fit.
  var cuttable: Set<Int> = []

  /// Columns a cut text column keeps before less important columns are dropped.
  static let readableWidth = 10

  init(header: [String]? = nil, dropOrder: [Int] = [], cuttable: Set<Int> = []) {
    self.header = header
    self.dropOrder = dropOrder
    self.cuttable = cuttable
  }

  mutating func add(_ row: [String]) { rows.append(row) }

  /// The lines of the table, the header in bold, fitted to `width` columns when given (a
  /// terminal or `COLUMNS`); nil prints every column in full.
  func render(_ style: Style, width: Int?) -> String {
    let all = (header.map { [$0] } ?? []) + rows
    let count = all.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in all {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], displayWidth(cell))
      }
    }
    let layout = width.map { fit(widths, to: max(1, $0)) } ?? Layout(columns: Array(0..<count))
    var lines: [String] = []
    for (number, row) in all.enumerated() {
      var line = ""
      for (position, index) in layout.columns.enumerated() {
        var cell = index < row.count ? row[index] : ""
        if let limit = layout.limits[index] {
          // A coloured cell is cut as a whole, keeping its escapes paired.
          cell =
            cell.contains("\u{1B}")
            ? cut(cell, toWidth: limit, style: style)
            : fittedClauses(cell, width: limit, style: style)
        }
        let shown = layout.limits[index] ?? widths[index]
        let isLast = position == layout.columns.count - 1
        let padding = isLast ? "" : String(repeating: " ", count: shown - displayWidth(cell))
        line += (position > 0 ? "  " : "") + cell + padding
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(header != nil && number == 0 ? style.bold(line) : line)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: - Fitting

  /// The columns shown, in order, and the width each cut column is cut to.
  private struct Layout {
    var columns: [Int]
    var limits: [Int: Int] = [:]
  }

  /// Drops and cuts columns of natural `widths` until a line is at most `width` columns.
  private func fit(_ widths: [Int], to width: Int) -> Layout {
    var shown = widths
    var columns = Array(widths.indices)
    func total() -> Int { columns.reduce(0) { $0 + shown[$1] } + 2 * max(0, columns.count - 1) }
    func readable(_ index: Int) -> Int {
      cuttable.contains(index) ? min(widths[index], Self.readableWidth) : widths[index]
    }
    // Least important columns go while the rest do not fit even with text cut to readable.
    for index in dropOrder where columns.contains(index) {
      let least = columns.reduce(0) { $0 + readable($1) } + 2 * (columns.count - 1)
      guard least > width else { break }
      columns.removeAll { $0 == index }
    }
    // The widest column of a kind loses a column at a time, down to a floor.
    func shrink(_ pool: Set<Int>, to floor: Int) {
      while total() > width,
        let widest = columns.filter({ pool.contains($0) && shown[$0] > floor })
          .max(by: { shown[$0] < shown[$1] })
      {
        shown[widest] -= 1
      }
    }
    shrink(cuttable, to: Self.readableWidth)
    shrink(Set(columns), to: Self.readableWidth)
    shrink(Set(columns), to: 1)
    // Columns one wide and still too many: the last ones go.
    while total() > width, columns.count > 1 { columns.removeLast() }
    var layout = Layout(columns: columns)
    for index in columns where shown[index] < widths[index] { layout.limits[index] = shown[index] }
    return layout
  }
}
