import WorkoutCore

/// What `import` says it did (or, with `--dry-run`, would do), for a person.
struct ImportReport {
  let summary: ImportSummary
  let dryRun: Bool
  /// `…`, or `...` where the terminal may not show Unicode.
  var ellipsis = "…"

  /// What the file's body values did: added, replaced, the same already, kept, folded.
  var bodyLines: [String] {
    let body = summary.body
    guard body.read > 0 else { return [] }
    var lines: [String] = []
    if body.added > 0 {
      lines.append(
        "\(dryRun ? "Would add" : "Added") \(count(body.added, "body value")) on "
          + "\(count(body.dates.count, "date")).")
    }
    if body.replaced > 0 {
      lines.append(
        "\(dryRun ? "Would replace" : "Replaced") \(count(body.replaced, "body value")) that "
          + "differed (wkc undo puts them back).")
    }
    if body.alreadyThere > 0 {
      lines.append("Already there: \(count(body.alreadyThere, "body value")), left alone.")
    }
    if body.kept > 0 {
      lines.append(
        "Kept \(count(body.kept, "body value")) of yours that "
          + "\(body.kept == 1 ? "differs" : "differ") from the file's; "
          + "--replace takes the file's.")
    }
    if body.folded > 0 {
      lines.append(
        "Folded \(count(body.folded, "body value")) into the last of the same date and "
          + "measure.")
    }
    if !body.created.isEmpty {
      let names = body.created.map { "\($0.name) (\($0.kind.rawValue))" }
      lines.append(
        "\(dryRun ? "Would add" : "Added") \(count(names.count, "body measure")) of your own: "
          + names.joined(separator: ", "))
    }
    return lines
  }

  var text: String {
    var lines = [source]
    if dryRun, let guess = summary.weightGuess { lines += evidence(of: guess) }
    let verb = dryRun ? "Would add" : "Added"
    if summary.workoutsAdded == 0, summary.body.added + summary.body.replaced == 0 {
      lines.append(dryRun ? "Nothing would be added." : "Nothing was added.")
    } else if summary.workoutsAdded > 0 {
      lines.append(
        "\(verb) \(count(summary.workoutsAdded, "workout")) on \(count(summary.dates, "date")): "
          + "\(count(summary.workouts, "exercise")), \(count(summary.sets, "set")).")
      for month in summary.months {
        lines.append(
          "  \(month.month)  \(count(month.dates.count, "date")), "
            + "\(count(month.workouts, "exercise")), \(count(month.sets, "set"))")
      }
    }
    lines += bodyLines
    if summary.replaced > 0 {
      lines.append(
        "\(dryRun ? "Would replace" : "Replaced") what \(count(summary.replaced, "workout")) "
          + "imported before added (wkc undo puts it back).")
    }
    if summary.alreadyImported > 0 {
      lines.append(
        "Already there: \(count(summary.alreadyImported, "workout")), left alone.")
      if summary.app != .wkc {
        lines.append(
          "  --replace imports them again in place of what they added before (after a wrong "
            + "--unit, say).")
      }
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
    let row = summary.app.record
    for rows in summary.skipped {
      lines.append("Skipped \(count(rows.count, row)): \(reasonAndLines(rows))")
    }
    for rows in summary.adjusted {
      lines.append(
        "Kept \(count(rows.count, row)) with a note: \(reasonAndLines(rows))")
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
    guard summary.app.hasVariants else { return "Read \(summary.app.withArticle) export." }
    var line = "Read \(summary.app.withArticle) export (\(summary.variant))"
    if let guess = summary.weightGuess, guess.isWeak {
      line +=
        "; weights taken as \(guess.unit.symbol), your unit, as the values say too little "
        + "(give --unit to say)"
    } else if let unit = summary.weightUnit, let artefact = summary.poundArtefact,
      let pounds = summary.poundArtefactPounds
    {
      line +=
        "; weights typed in \(unit.symbol), as Strong's conversion shows (\(JSONWriter.format(artefact)) kg "
        + "is \(JSONWriter.format(pounds)) lb × 0.453592; give --unit to say)"
    } else if let unit = summary.weightUnit {
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

  /// The unit guess and its evidence: the bits for the unit taken, the loads of each kind,
  /// the `--unit` that takes the other unit.
  private func evidence(of guess: WeightUnitGuess) -> [String] {
    let bits = "\(bitsText(guess.bitsForUnit)) bit\(abs(guess.bitsForUnit) == 1 ? "" : "s")"
    let decisive = "\(bitsText(WeightUnitGuess.decisiveBits)) decide"
    var lines = [
      guess.isWeak
        ? "Weight unit \(guess.unit.symbol), your unit: the values give \(bits) for it, "
          + "too few (\(decisive)):"
        : "Weight unit \(guess.unit.symbol), guessed: the values give \(bits) for it "
          + "(\(decisive)):"
    ]
    for kind in WeightUnitGuess.Evidence.allCases where guess.count(kind) > 0 {
      var line = "  \(count(guess.count(kind), "load")) \(Self.describe(kind))"
      if let unit = kind.favours {
        line += ": \(bitsText(kind.bits)) bit\(kind.bits == 1 ? "" : "s") each for \(unit.symbol)"
      }
      lines.append(line)
    }
    let other = guess.otherUnit == .pound ? "pounds" : "kilograms"
    lines.append(
      "  Each load counts once per exercise of a workout; give --unit "
        + "\(guess.otherUnit.symbol) if they are \(other).")
    return lines
  }

  /// What a kind of evidence is, after its count of loads.
  static func describe(_ kind: WeightUnitGuess.Evidence) -> String {
    switch kind {
    case .kilogramStep: "on kilogram plate steps (multiples of 10 from 20)"
    case .kilogramOnly: "only kilograms give often (odd multiples of 2.5, 1.25 steps, 2 kg steps)"
    case .poundStep: "on pound plate steps (odd multiples of 5 from 25)"
    case .commonPoundLoad: "common in pounds (45 or 95 plus pairs of 45s: 135, 185, 225, 315…)"
    case .neither: "that say neither (5, 10, 15, odd numbers, other fractions)"
    }
  }

  /// `1.5`, `220`, `-3`.
  private func bitsText(_ bits: Double) -> String { trimmed(bits, decimals: 1) }

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

extension UnmappedNames {
  /// `3 exercise names are not mapped in strong.csv; nothing was imported:`, then one line per
  /// name with its sets and candidates, and how to map them.
  var message: String {
    var lines = [
      "\(names.count) exercise name\(names.count == 1 ? " is" : "s are") not mapped in \(file); "
        + "nothing was imported:"
    ]
    for name in names {
      var line = "  \"\(name.name.echoed.terminalSafe)\": \(name.sets) set"
      line += name.sets == 1 ? "" : "s"
      if !name.candidates.isEmpty {
        line +=
          "; did you mean "
          + name.candidates.map(\.rawValue).joined(separator: ", ") + "?"
      }
      lines.append(line)
    }
    let example =
      names.first.map { "\($0.name.echoed)=\($0.candidates.first?.rawValue ?? "ID")" } ?? ""
    lines.append(
      "Map each with --map \"\(example.terminalSafe)\", or add them as your own "
        + "exercises with --create-missing.")
    return lines.joined(separator: "\n")
  }
}
