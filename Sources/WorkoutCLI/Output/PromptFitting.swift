/// `head; label` and a list of `count` items, fitted to `width` columns. Too wide, the list
/// keeps its first items and ends with `, …`; then only the label stays (`label…`); then the
/// list goes; only then is the head cut with `…`. A number is never cut in half. `items(n)` is
/// the list of the first n. Nil width (piped output without `COLUMNS`): never cut.
func fittedLine(
  _ head: String, label: String, count: Int, items: (Int) -> String, width: Int?, style: Style
) -> String {
  let full = count > 0 ? "\(head); \(label)\(items(count))" : head
  guard let width, displayWidth(full) > width else { return full }
  let more = style.unicode ? "…" : "..."
  let shorter = (1..<max(1, count)).reversed().map { "\(head); \(label)\(items($0)), \(more)" }
  for line in shorter + (count > 0 ? ["\(head); \(label)\(more)"] : [])
  where displayWidth(line) <= width {
    return line
  }
  return cut(head, toWidth: width, style: style)
}
