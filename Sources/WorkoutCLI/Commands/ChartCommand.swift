import WorkoutCore

/// `chart`: one exercise's progress as bars in the terminal.
enum ChartCommand {
  static var chart: CommandSpec {
    CommandSpec(
      name: "chart",
      abstract:
        "A bar chart of an exercise over time, newest at the right, fitted to the terminal.",
      discussion: """
        One bar per day from the first result (or --from) to today (or --to). Days without a \
        result carry the last known value unless --no-fill. --avg N averages buckets of N days, \
        counted back from the newest, so the newest bucket is always whole; without --avg, the \
        fewest days per bar that fit the terminal. Under weight and \
        e1RM bars, the reps of each date's top set are shown as numbers: fewer reps at a \
        higher weight is progress. --metric reps shows numbers, not bars.
        """,
      input: ChartInput.self,
      examples: [
        "wkc chart bench-press", "wkc chart squat --metric e1rm --avg 9",
        "wkc chart run --metric distance --from 2024-01-01 --no-fill",
        "wkc chart bench-press --json | jq '.points[-1]'",
      ],
      run: runChart)
  }

  enum ChartInput: FormulaInput {
    case exercise, metric, avg, from, to, noFill, formula

    var declaration: InputDeclaration {
      switch self {
      case .exercise: .argument(SharedOptions.exercise)
      case .metric:
        .option(
          .value(
            "metric", "NAME",
            "weight (top set), e1rm, volume, reps (top set), distance or duration; "
              + "default: the exercise's first of weight, reps, distance, duration.",
            values: ChartMetric.allCases.map(\.rawValue)))
      case .avg:
        .option(
          .value(
            "avg", "N",
            "Average over buckets of 1, 3, 9 or 27 days (default: the fewest that fit the "
              + "terminal; 1 with --json).", values: ["1", "3", "9", "27"]))
      case .from: .option(.value("from", "D", "The first date."))
      case .to: .option(.value("to", "D", "The last date (default: today)."))
      case .noFill: .option(.flag("no-fill", "Leave days without a result empty."))
      case .formula: .option(HistoryCommands.formula)
      }
    }
  }

  private static func runChart(_ invocation: Invocation<ChartInput>) throws {
    let context = invocation.context
    let exercise = try context.catalog().resolve(invocation.required(.exercise))
    let metric = try invocation.value(.metric).map(ChartMetric.init(parsing:))
    let chosenAvg = try invocation.value(.avg).map { text in
      guard let avg = Int(text), ExerciseChart.averages.contains(avg) else {
        throw UsageError("--avg must be 1, 3, 9 or 27, not '\(text)'")
      }
      return avg
    }
    let formula = try invocation.formula()
    let from = try invocation.date(.from)
    let to = try invocation.date(.to) ?? context.today
    if let from, from > to { throw UsageError("--from \(from) is after --to \(to)") }
    let chart = try context.openStore().chart(
      of: exercise, metric: metric ?? .standard(for: exercise), formula: formula, from: from,
      to: to)
    let fill = !invocation.has(.noFill)
    if context.json {
      context.printJSON { $0.write(chart, avg: chosenAvg ?? 1, fill: fill) }
      return
    }
    guard chart.hasValues(fill: fill) else {
      // A body-weight exercise's load needs a body weight on or before its dates.
      let loadless =
        [.e1rm, .volume].contains(chart.metric) && !exercise.items.contains(.weight)
        && BodyLoads.isLoadedByBodyWeight(exercise)
      context.print(
        "No \(chart.metric.rawValue) results for \(exercise.name.terminalSafe) from \(chart.first) to \(to). "
          + (loadless
            ? "Its load is body weight + added weight: log your body weight with 'wkc body'."
            : "Record some with 'wkc run', 'wkc record' or 'wkc log \(exercise.id)'."))
      return
    }
    let text = try invocation.setText()
    // Narrower than this, not even the axis and one bar fit.
    let width = max(context.columns, 24)
    var shown = barChart(chart, avg: chosenAvg ?? 1, fill: fill, formula: formula, text: text)
    // Without --avg, the fewest days per bar that fit every date.
    if chosenAvg == nil {
      for avg in ExerciseChart.averages.dropFirst() where !shown.fitsAll(width: width) {
        shown = barChart(chart, avg: avg, fill: fill, formula: formula, text: text)
      }
    }
    for line in shown.lines(width: width, style: context.style) { context.print(line) }
  }

  /// The bars of `chart` over buckets of `avg` days: durations in minutes, reps as numbers,
  /// the reps of each day's top set under weight and e1RM bars.
  private static func barChart(
    _ chart: ExerciseChart, avg: Int, fill: Bool, formula: OneRepMaxFormula, text: SetText
  ) -> BarChart {
    let metric = chart.metric
    let points = chart.points(avg: avg, fill: fill)
    let unit = text.units.shown(metric.unit)
    var bars = BarChart(
      title: "\(text.name(chart.exercise)) \(text.style.dash) \(metric.title(formula, unit: unit))"
        + BarChart.meanOf(avg, "days"),
      points: points.map { point in
        var shown = point
        if metric == .duration {
          shown.value = point.value.map { $0 / 60 }
        } else {
          shown.value = point.value.map(unit.value(ofCanonical:))
        }
        return shown
      })
    bars.numbers = metric == .reps
    if metric == .duration {
      bars.format = { text.format($0 * 60, .duration) }
    } else if avg > 1 {
      bars.format = { trimmed($0, decimals: 1) }
    }
    if avg == 1, metric == .weight || metric == .e1rm {
      bars.annotations = points.map { chart.topSetReps[$0.date].map { Int($0) } }
    }
    return bars
  }
}

extension ChartMetric {
  /// `--metric NAME`, any case.
  init(parsing text: String) throws(UsageError) {
    guard let metric = ChartMetric(rawValue: text.lowercased()) else {
      let names = ChartMetric.allCases.map(\.rawValue)
      var message = "--metric must be one of \(names.joined(separator: ", ")), not '\(text)'"
      if let near = nearest(text, names) { message += "; did you mean '\(near)'?" }
      throw UsageError(message)
    }
    self = metric
  }

  /// The chart's title in the unit values are shown in: `top set weight, kg`.
  func title(_ formula: OneRepMaxFormula, unit: Unit) -> String {
    switch self {
    case .weight: "top set weight, \(unit.symbol)"
    case .e1rm: "estimated 1RM (\(formula.name)), \(unit.symbol)"
    case .volume: "volume, \(unit.symbol)"
    case .reps: "reps of the top set"
    case .distance: "distance, \(unit.symbol)"
    case .duration: "duration"
    }
  }
}
