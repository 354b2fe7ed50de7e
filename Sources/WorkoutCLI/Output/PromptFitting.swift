/// `head; label` and a list of `count` items, fitted to `width` columns. Too wide, the list
/// keeps its first items and ends with `, …`; when not even one fits beside the head, the list
/// goes on a line of its own under it (`  label items`, fitted the same way), and the head is
/// wrapped at its `, ` clauses (`wrappedClauses`). A number is never cut in half. `items(n)` is the list of the
/// first n. Nil width (piped output without `COLUMNS`): never cut.
func fittedLine(
  _ head: String, label: String, count: Int, items: (Int) -> String, width: Int?, style: Style
) -> String {
  let full = count > 0 ? "\(head); \(label)\(items(count))" : head
  guard let width, displayWidth(full) > width else { return full }
  let more = style.unicode ? "…" : "..."
  /// `lead` and the list, as many items as fit `width`; nil when not even one does.
  func list(after lead: String) -> String? {
    let lines =
      [lead + items(count)]
      + (1..<max(1, count)).reversed().map {
        "\(lead)\(items($0)), \(more)"
      }
    return lines.first { displayWidth($0) <= width }
  }
  if count > 0, let line = list(after: "\(head); \(label)") { return line }
  let fittedHead = wrappedClauses(head, width: width, style: style).joined(separator: "\n")
  guard count > 0 else { return fittedHead }
  let second = list(after: "  " + label) ?? cut("  \(label)\(more)", toWidth: width, style: style)
  return fittedHead + "\n" + second
}

/// `text` on lines of `width` columns, wrapped after a `, ` between clauses (the next line
/// starts with two spaces), so a set or a rest is never cut or lost; a clause wider than a
/// line is cut with `…`.
func wrappedClauses(_ text: String, width: Int, style: Style) -> [String] {
  guard displayWidth(text) > width else { return [text] }
  var lines: [String] = []
  for clause in text.components(separatedBy: ", ") {
    if let last = lines.last, displayWidth(last + ", " + clause) <= width {
      lines[lines.count - 1] = last + ", " + clause
    } else {
      let line = (lines.isEmpty ? "" : "  ") + clause
      lines.append(displayWidth(line) <= width ? line : cut(line, toWidth: width, style: style))
    }
  }
  return lines
}

/// `text` in `width` columns: whole, else its first `, `-separated clauses and `, …` (so a list
/// of sets is never cut inside a set: `10×60, 9×6…` would read as 9 × 6), else cut with `…`.
func fittedClauses(_ text: String, width: Int, style: Style) -> String {
  guard displayWidth(text) > width else { return text }
  let more = style.unicode ? "…" : "..."
  let clauses = text.components(separatedBy: ", ")
  for count in (1..<max(1, clauses.count)).reversed() {
    let line = clauses.prefix(count).joined(separator: ", ") + ", " + more
    if displayWidth(line) <= width { return line }
  }
  return cut(text, toWidth: width, style: style)
}
