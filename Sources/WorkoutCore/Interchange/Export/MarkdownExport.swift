/// `export --format md`: each date's menu as a heading, its note, and per exercise a table of
/// the sets, plan and result, written as they are typed (`10x60 kg`); a workout of a superset
/// or circuit says so after its name (`(superset A1)`); the sessions the date's workouts were
/// done in follow its note (`Session: 07:12 to 08:17 (1:05:00)`, with the exercises when the date
/// has several or not every workout was in it).
struct MarkdownExport {
  let catalog: Catalog
  /// The units values are written in.
  var units: DisplayUnits = .metric

  /// The document for `menus`, oldest first.
  func document(_ menus: [Menu]) -> [UInt8] {
    let text = SetNotation(catalog: catalog, units: units, ascii: true)
    var lines = ["# Workouts", ""]
    if menus.isEmpty { lines += ["Nothing planned or done in this range.", ""] }
    for menu in menus {
      lines.append("## \(menu.date) (\(menu.date.weekday))")
      lines.append("")
      if let note = menu.note, !note.isEmpty { lines += [inline(note), ""] }
      let sessions = menu.sessionTimes
      for session in sessions {
        var line = "Session: \(session.time.described)"
        if sessions.count > 1 || session.workouts.count < menu.workouts.count {
          let names = session.workouts.map { text.name(menu.workouts[$0].exercise).terminalSafe }
          line += ", " + names.joined(separator: ", ")
        }
        lines += [inline(line), ""]
      }
      let groups = menu.workoutGroups
      for (position, workout) in menu.workouts.enumerated() {
        let group = groups.first { $0.members.contains(position) }
        let mark = group.map { " (\($0.kind) \($0.mark(of: position)))" } ?? ""
        lines.append("### \(inline(text.name(workout.exercise).terminalSafe))\(mark)")
        lines.append("")
        if let note = workout.note, !note.isEmpty { lines += [inline(note), ""] }
        lines.append("| Set | Kind | Plan | Result |")
        lines.append("| ---: | --- | --- | --- |")
        for (index, set) in workout.sets.enumerated() {
          let result: String
          if set.skipped {
            result = "skipped"
          } else if let actual = set.actual {
            let time = set.completedAt.map { " at \($0.timeOfDay)" } ?? ""
            result = text.values(actual, of: workout.exercise, includeRest: false) + time
          } else {
            result = ""
          }
          let kind = set.kind == .working ? "" : set.kind.rawValue
          lines.append(
            "| \(index + 1) | \(kind) | \(inline(text.values(set.planned.values, of: workout.exercise))) "
              + "| \(inline(result)) |")
        }
        lines.append("")
      }
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// Text on one line, safe in Markdown: line breaks as `<br>`, other control characters
  /// escaped, `|`, `*`, `_`, `#`, `<`, `[` and backslashes escaped.
  private func inline(_ text: String) -> String {
    var out = ""
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for character in lines.map({ String($0).terminalSafe }).joined(separator: "\u{0}") {
      if character == "\u{0}" {
        out += "<br>"
        continue
      }
      if "\\|*_#<>[]`".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }
}
