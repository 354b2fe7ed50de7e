// The body section of the PDF gym sheet: after the dates, a table as the Markdown export's
// `# Body`, one row per date and a column per measure logged, on as many pages as it takes.

extension GymSheet {
  /// The pages of the body entries of `file` in `dates` (all when nil); none when there are no
  /// entries.
  func bodyPages(_ file: BodyFile, dates: ClosedRange<LocalDate>?) -> [PDFPage] {
    let entries = file.entries.filter { dates?.contains($0.date) ?? true }
    guard !entries.isEmpty else { return [] }
    let names = Set(entries.flatMap(\.values.keys))
    let shown = file.measures.filter { names.contains($0.name) }
    let dateWidth = 90.0
    let column = (Sheet.width - 2 * Sheet.margin - dateWidth) / Double(max(shown.count, 1))
    let size = 11.0
    var pages: [PDFPage] = []
    var page = PDFPage()
    var top = 0.0
    func startPage() {
      page = PDFPage()
      page.text(
        "Body", x: Sheet.margin, baseline: Sheet.margin + 28, size: Sheet.dateSize, bold: true)
      top = Sheet.margin + 56
      page.text("Date", x: Sheet.margin, baseline: top, size: Sheet.labelSize, bold: true)
      for (index, measure) in shown.enumerated() {
        page.text(
          "\(measure.name) (\(units.bodySymbol(measure.kind)))",
          x: Sheet.margin + dateWidth + Double(index) * column, baseline: top,
          size: Sheet.labelSize, bold: true)
      }
      top += Sheet.labelHeight
    }
    startPage()
    for entry in entries {
      if top + size > Sheet.bottom {
        pages.append(page)
        startPage()
      }
      page.text("\(entry.date)", x: Sheet.margin, baseline: top + size, size: size)
      for (index, measure) in shown.enumerated() {
        guard let value = entry[measure] else { continue }
        page.text(
          units.bodyNumber(value, measure.kind),
          x: Sheet.margin + dateWidth + Double(index) * column, baseline: top + size, size: size)
      }
      top += size + 6
    }
    pages.append(page)
    return pages
  }
}
