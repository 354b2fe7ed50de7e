/// Rows of cells printed in aligned columns; widths count wide (CJK) characters as two.
struct Table {
  var header: [String]?
  var rows: [[String]] = []

  init(header: [String]? = nil) { self.header = header }

  mutating func add(_ row: [String]) { rows.append(row) }

  /// The lines of the table; the header in bold.
  func render(_ style: Style) -> String {
    let all = (header.map { [$0] } ?? []) + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], displayWidth(cell))
      }
    }
    var lines: [String] = []
    for (number, row) in all.enumerated() {
      var line = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - displayWidth(cell))
        let isLast = index == row.count - 1
        line += (index > 0 ? "  " : "") + cell + (isLast ? "" : padding)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(header != nil && number == 0 ? style.bold(line) : line)
    }
    return lines.map { $0 + "\n" }.joined()
  }
}

/// Columns a string takes in a terminal: wide East Asian characters count two, ANSI escapes
/// and combining marks none.
func displayWidth(_ text: String) -> Int {
  var width = 0
  var inEscape = false
  for scalar in text.unicodeScalars {
    let value = scalar.value
    if inEscape {
      if value == 0x6D { inEscape = false }
      continue
    }
    if value == 0x1B {
      inEscape = true
      continue
    }
    switch value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: continue
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      width += 2
    default: width += 1
    }
  }
  return width
}
