import WorkoutCore

/// How gear is written for people: names, kilometres, the warnings and notes of a write.
struct GearText {
  let style: Style
  /// The units distances are shown in.
  var units: DisplayUnits = .metric

  /// The gear's name, escaped.
  func name(_ gear: Gear) -> String { gear.name.terminalSafe }

  /// `803.2 km`, `499.1 mi`: one decimal at most.
  func distance(_ kilometres: Double) -> String { units.distance(kilometres, decimals: 1) }

  /// `803.2`, `499.1`: the number of `distance`, for a table under a unit's header.
  func number(_ kilometres: Double, decimals: Int = 1) -> String {
    units.number(kilometres, .kilometre, decimals: decimals)
  }

  /// `km` or `mi`.
  var symbol: String { units.distance.symbol }

  /// `Pegasus 40 has gone 803.2 km, past its retire distance of 800 km`; `… has reached its
  /// retire distance of 800 km` when the two read the same.
  func pastRetire(_ summary: GearSummary) -> String {
    crossing(summary.gear, distance: summary.distance, retireAt: summary.gear.retireAt ?? 0)
  }

  func crossing(_ gear: Gear, distance: Double, retireAt: Double) -> String {
    let gone = self.distance(distance)
    let limit = self.distance(retireAt)
    if gone == limit { return "\(name(gear)) has reached its retire distance of \(limit)" }
    return "\(name(gear)) has gone \(gone), past its retire distance of \(limit)"
  }
}

/// Writes what a write did to gear on stderr: a note for retired gear given to a workout, a
/// warning for each piece of gear past its retire distance.
func reportGear(_ effects: GearEffects, context: Context) {
  let text = GearText(style: context.style, units: (try? context.units()) ?? .metric)
  for gear in effects.retiredUsed {
    context.stderr.write(
      "wkc: note: \(text.name(gear)) was retired on \(gear.retired.map { "\($0)" } ?? "?")\n")
  }
  for crossing in effects.crossings {
    context.stderr.write(
      "wkc: \(context.errorStyle.yellow("warning:")) "
        + text.crossing(crossing.gear, distance: crossing.distance, retireAt: crossing.retireAt)
        + "\n")
  }
}

/// The text views of `gear list`, `gear show` and `gear default`.
enum GearViews {
  /// Workouts `gear show` lists; `--json` lists all.
  static let workoutsShown = 10
  /// The months `gear show --avg` averages over.
  static let averages = [1, 3, 6, 12]

  static func printList(_ summaries: [GearSummary], hidden: Int, context: Context) throws {
    let style = context.style
    let text = GearText(style: style, units: try context.units())
    guard !summaries.isEmpty else {
      context.print(
        hidden > 0
          ? (hidden == 1
            ? "Your only gear is retired" : "All \(hidden) pieces of your gear are retired")
            + "; --all lists them."
          : "No gear yet. Add a pair: wkc gear add pegasus-40 --name \"Pegasus 40\" "
            + "--retire-at 800")
      return
    }
    var table = Table(
      header: ["id", "name", text.symbol, "retire", "uses", "first", "last", "status"],
      dropOrder: [5, 6, 4, 3, 2], cuttable: [1])
    for summary in summaries {
      let gear = summary.gear
      let share = summary.percentOfRetire.map { "\($0)%" }
      var status = "in use"
      if let retired = gear.retired {
        status = style.dim("retired \(retired)")
      } else if summary.isPastRetire {
        status = style.red("retire now")
      }
      table.add([
        gear.id.rawValue, text.name(gear), text.number(summary.distance),
        share ?? style.dash, "\(summary.use.uses)", summary.use.first.map { "\($0)" } ?? style.dash,
        summary.use.last.map { "\($0)" } ?? style.dash, status,
      ])
    }
    context.print(table)
    if hidden > 0 {
      context.print(style.dim("\(hidden) retired not shown; --all lists them."))
    }
  }

  /// `gear show`: `range` bounds the months charted (nil: the gear's first or last month),
  /// `avg` months make a bar.
  static func printDetail(
    _ detail: GearDetail, range: (from: YearMonth?, to: YearMonth?), avg: Int, context: Context
  ) throws {
    let style = context.style
    let text = GearText(style: style, units: try context.units())
    let summary = detail.summary
    let gear = summary.gear
    var title = "\(style.bold(text.name(gear))) (\(gear.id), \(gear.kind.rawValue))"
    if let retired = gear.retired { title += " " + style.dim("retired \(retired)") }
    context.printFitted(title)
    var distance = "  distance: \(text.distance(summary.distance))"
    if let retireAt = gear.retireAt, let percent = summary.percentOfRetire {
      distance += " of \(text.distance(retireAt)) (\(percent)%)"
    }
    if gear.startDistance > 0 { distance += ", \(text.distance(gear.startDistance)) before wkc" }
    context.printFitted(distance)
    let uses = summary.use.uses
    var line = "  workouts: \(uses)"
    if let first = summary.use.first, let last = summary.use.last {
      line += ", first \(first), last \(last)"
    }
    context.printFitted(line)
    if !gear.exercises.isEmpty {
      context.printFitted("  for: " + gear.exercises.map(\.rawValue).joined(separator: ", "))
    }
    if let note = gear.note { context.printFitted("  note: \(note.terminalSafe)") }
    if summary.isDue { context.printFitted(style.red("  " + text.pastRetire(summary))) }
    guard let first = range.from ?? detail.months.first?.month,
      let last = range.to ?? detail.months.last?.month, first <= last
    else { return }
    context.print()
    let chart = BarChart(
      title: "\(text.symbol) per month" + BarChart.meanOf(avg, "months"),
      points: monthPoints(detail, from: first, to: last, avg: avg, units: text.units),
      format: { trimmed($0, decimals: 1) }, dateLabel: { $0.yearMonth.description },
      averages: averages.filter { $0 > 1 })
    for chartLine in chart.lines(width: context.columns, style: style) { context.print(chartLine) }
    context.print()
    let setText = SetText(catalog: try context.catalog(), style: style, units: text.units)
    var table = Table(header: ["date", "exercise", text.symbol], cuttable: [1])
    for (date, workout) in detail.workouts {
      table.add([
        setText.date(date), setText.name(workout.exercise),
        text.number(workout.gearDistance, decimals: 2),
      ])
    }
    context.print(table)
    if detail.moreWorkouts > 0 {
      context.print("\(style.unicode ? "…" : "...")and \(detail.moreWorkouts) more")
    }
  }

  /// The distance of each month from `first` to `last` in the display unit, as the mean of
  /// buckets of `avg` months counted back from `last` (the oldest bucket may be shorter).
  static func monthPoints(
    _ detail: GearDetail, from first: YearMonth, to last: YearMonth, avg: Int,
    units: DisplayUnits
  ) -> [ChartPoint] {
    let distances = Dictionary(uniqueKeysWithValues: detail.months.map { ($0.month, $0.use) })
    var months: [YearMonth] = []
    var month = first
    while month <= last {
      months.append(month)
      month = month.next
    }
    var points: [ChartPoint] = []
    var end = months.count
    while end > 0 {
      let bucket = months[max(0, end - avg)..<end]
      let total = bucket.reduce(0.0) { $0 + (distances[$1]?.distance ?? 0) }
      points.append(
        ChartPoint(
          date: bucket.last!.firstDay, days: avg,
          value: units.distance.value(ofCanonical: total / Double(bucket.count))))
      end -= avg
    }
    return points.reversed()
  }

  static func printDefaults(_ file: GearFile, context: Context) {
    guard !file.defaults.isEmpty else {
      context.print("No default gear. Make one: wkc gear default ID --for run")
      return
    }
    var table = Table(header: ["exercise", "gear"], cuttable: [1])
    for (exercise, id) in file.defaults.sorted(by: { $0.key < $1.key }) {
      table.add([exercise.rawValue, file[id].map { "\(id) (\($0.name.terminalSafe))" } ?? "\(id)"])
    }
    context.print(table)
  }
}
