import WorkoutCore

/// What `import` says it did (or, with `--dry-run`, would do), for a person.
struct ImportReport {
  let summary: ImportSummary
  let dryRun: Bool
  /// `…`, or `...` where the terminal may not show Unicode.
  var ellipsis = "…"

  var text: String {
    var lines = [source]
    let verb = dryRun ? "Would add" : "Added"
    if summary.workoutsAdded == 0 {
      lines.append(dryRun ? "Nothing would be added." : "Nothing was added.")
    } else {
      lines.append(
        "\(verb) \(count(summary.workoutsAdded, "workout")) on \(count(summary.dates, "date")): "
          + "\(count(summary.workouts, "exercise")), \(count(summary.sets, "set")).")
      for month in summary.months {
        lines.append(
          "  \(month.month)  \(count(month.dates.count, "date")), "
            + "\(count(month.workouts, "exercise")), \(count(month.sets, "set"))")
      }
    }
    if summary.alreadyImported > 0 {
      lines.append(
        "Already there: \(count(summary.alreadyImported, "workout")), left alone.")
    }
    if !summary.created.isEmpty {
      let ids = summary.created.map { "\($0.id) (\($0.name.terminalSafe))" }
      lines.append(
        "\(dryRun ? "Would add" : "Added") \(count(ids.count, "exercise")) of your own: "
          + ids.joined(separator: ", "))
    }
    for (id, workouts) in summary.gearGivenByID {
      lines.append(
        "\(dryRun ? "Would give" : "Gave") \(id) to \(count(workouts, "workout")) "
          + "(--gear none imports without gear).")
    }
    if summary.templatesAdded > 0 {
      lines.append("\(verb) \(count(summary.templatesAdded, "template")).")
    }
    // Apple Health's rows are its <Workout> elements.
    let row = summary.app == .appleHealth ? "workout" : "row"
    for rows in summary.skipped {
      lines.append("Skipped \(count(rows.count, row)): \(reasonAndLines(rows))")
    }
    for rows in summary.adjusted {
      lines.append(
        "Kept \(count(rows.count, row)) with a value left out: \(reasonAndLines(rows))")
    }
    for values in summary.leftOut {
      lines.append(
        "Left out \(values.item) of \(count(values.sets, "set")) of \(values.exercise): "
          + "it does not take \(values.item).")
    }
    if !summary.unmapped.isEmpty {
      lines.append(
        "\(count(summary.unmapped.count, "exercise name")) not mapped; the import would stop:")
      for name in summary.unmapped {
        var line = "  \"\(name.name.terminalSafe)\": \(count(name.sets, "set"))"
        if !name.candidates.isEmpty {
          line +=
            "; did you mean " + name.candidates.map(\.rawValue).joined(separator: ", ")
            + "?"
        }
        lines.append(line)
      }
      lines.append("Map each with --map \"NAME=ID\", or add them with --create-missing.")
    }
    if dryRun { lines.append("Nothing was written (--dry-run).") }
    return lines.joined(separator: "\n") + "\n"
  }

  private var source: String {
    guard summary.app != .wkc else { return "Read a wkc export." }
    let article = summary.app == .appleHealth ? "an" : "a"
    var line = "Read \(article) \(summary.app.title) export (\(summary.variant))"
    if let unit = summary.weightUnit {
      line +=
        summary.unitGuessed
        ? "; weights taken as \(unit.symbol), guessed from the values (give --unit to say)"
        : "; weights in \(unit.symbol)"
    }
    if let unit = summary.assumedDistanceUnit {
      line += "; distances taken as \(unit.symbol) (give --unit to say)"
    }
    return line + "."
  }

  /// `placeholder row (lines 4, 9, …).`
  private func reasonAndLines(_ rows: SkippedRows) -> String {
    let more = rows.count > rows.lines.count ? ", \(ellipsis)" : ""
    return "\(rows.reason.terminalSafe) (line\(rows.lines.count == 1 ? "" : "s") "
      + rows.lines.map(String.init).joined(separator: ", ") + more + ")."
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
