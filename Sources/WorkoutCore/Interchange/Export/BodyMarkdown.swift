/// The body section of `export --format md`: one table row per date, a column per measure
/// logged, values in the reader's units.
enum BodyMarkdown {
  /// `# Body` and its table for the entries of `file` in `dates` (all when nil); nothing when
  /// there are none.
  static func section(_ file: BodyFile, dates: ClosedRange<LocalDate>?, units: DisplayUnits)
    -> [UInt8]
  {
    let entries = file.entries.filter { dates?.contains($0.date) ?? true }
    guard !entries.isEmpty else { return [] }
    let names = Set(entries.flatMap(\.values.keys))
    let shown = file.measures.filter { names.contains($0.name) }
    var lines = ["# Body", ""]
    lines.append(
      "| Date | "
        + shown.map { "\($0.name) (\(units.bodySymbol($0.kind)))" }.joined(separator: " | ")
        + " |")
    lines.append("| --- |" + String(repeating: " ---: |", count: shown.count))
    for entry in entries {
      let cells = shown.map { measure in
        entry[measure].map { units.bodyNumber($0, measure.kind) } ?? ""
      }
      lines.append("| \(entry.date) | " + cells.joined(separator: " | ") + " |")
    }
    return Array((lines.joined(separator: "\n") + "\n\n").utf8)
  }
}
