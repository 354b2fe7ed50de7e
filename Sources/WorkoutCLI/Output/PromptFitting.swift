/// `head; label` and a list of `count` items, fitted to `width` columns: too wide, the list
/// keeps its first items and ends with `, …`; with even one item too wide, the line is cut with
/// `…` from its end, so the list goes before the head is cut. `items(n)` is the list of the
/// first n. Nil width (piped output without `COLUMNS`): never cut.
func fittedLine(
  _ head: String, label: String, count: Int, items: (Int) -> String, width: Int?, style: Style
) -> String {
  guard count > 0 else { return width.map { cut(head, toWidth: $0, style: style) } ?? head }
  let full = "\(head); \(label)\(items(count))"
  guard let width, displayWidth(full) > width else { return full }
  let more = style.unicode ? "…" : "..."
  for kept in (1..<count).reversed() {
    let line = "\(head); \(label)\(items(kept)), \(more)"
    if displayWidth(line) <= width { return line }
  }
  return cut(full, toWidth: width, style: style)
}
