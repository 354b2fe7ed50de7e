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
              + "default: the exercise's first of weight, reps, distance, duration."))
      case .avg:
        .option(
          .value(
            "avg", "N",
            "Average over buckets of 1, 3, 9 or 27 days (default: the fewest that fit the "
              + "terminal; 1 with --json)."))
      case .from: .option(.value("from", "D", "The first date."))
      case .to: .option(.value("to", "D", "The last date (default: today)."))
      case .noFill: .option(.flag("no-fill", "Leave days without a result empty."))
      case .formula: .option(HistoryCommands.formula)
      }
    }
  }

  private static func runChart(_ invocation: Invocation<ChartInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let exercise = try catalog.resolve(invocation.required(.exercise))
    let metric = try invocation.value(.metric).map { try Metric(parsing: $0) } ?? .of(exercise)
    guard metric.items.allSatisfy(exercise.items.contains) else {
      throw PlanError.itemNotUsed(
        item: metric.items.first { !exercise.items.contains($0) }!.rawValue,
        exercise: exercise.id, items: exercise.items)
    }
    let chosenAvg = try invocation.value(.avg).map { text in
      guard let avg = Int(text), [1, 3, 9, 27].contains(avg) else {
        throw UsageError("--avg must be 1, 3, 9 or 27, not '\(text)'")
      }
      return avg
    }
    let formula = try invocation.formula()
    let from = try invocation.date(.from)
    let to = try invocation.date(.to) ?? context.today
    if let from, from > to { throw UsageError("--from \(from) is after --to \(to)") }

    var chartValues = ChartFold { metric.value(of: $0, formula: formula) }
    try context.openStore().fold(&chartValues, of: exercise.id)
    let values = chartValues.values
    let first = from ?? min(values.first?.date ?? to, to)
    func points(avg: Int) -> [ChartPoint] {
      values.isEmpty
        ? []
        : ChartSeries.points(
          values, from: first, to: to, avg: avg, fill: !invocation.has(.noFill))
    }

    if context.json {
      let avg = chosenAvg ?? 1
      let points = points(avg: avg)
      context.printJSON {
        $0.writeChart(of: exercise.id, metric: metric.rawValue, avg: avg, points: points)
      }
      return
    }
    guard points(avg: 1).contains(where: { $0.value != nil }) else {
      context.print(
        "No \(metric.rawValue) results for \(exercise.name) from \(first) to \(to). "
          + "Record some with 'wkc run', 'wkc record' or 'wkc log \(exercise.id)'.")
      return
    }
    let text = try invocation.setText()
    let reps = chartValues.topSetReps
    func chart(avg: Int) -> BarChart {
      let points = points(avg: avg)
      var chart = BarChart(
        title: "\(exercise.name) \(context.style.dash) \(metric.title(formula))",
        points: points.map { point in
          var shown = point
          if metric == .duration { shown.value = point.value.map { $0 / 60 } }
          return shown
        })
      chart.numbers = metric == .reps
      if metric == .duration {
        chart.format = { text.format($0 * 60, .duration) }
      } else if avg > 1 {
        chart.format = { trimmed($0, decimals: 1) }
      }
      if avg == 1, metric == .weight || metric == .e1rm {
        chart.annotations = points.map { reps[$0.date].map { Int($0) } }
      }
      return chart
    }
    // Narrower than this, not even the axis and one bar fit.
    let width = max(context.columns, 24)
    var shown = chart(avg: chosenAvg ?? 1)
    // Without --avg, the fewest days per bar that fit every date.
    if chosenAvg == nil {
      for avg in [3, 9, 27] where !shown.fitsAll(width: width) { shown = chart(avg: avg) }
    }
    for line in shown.lines(width: width, style: context.style) { context.print(line) }
  }
}

/// What `chart` plots for each date.
enum Metric: String, CaseIterable {
  case weight, e1rm, volume, reps, distance, duration

  init(parsing text: String) throws(UsageError) {
    guard let metric = Metric(rawValue: text.lowercased()) else {
      var message =
        "--metric must be one of \(Metric.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'"
      if let near = nearest(text, Metric.allCases.map(\.rawValue)) {
        message += "; did you mean '\(near)'?"
      }
      throw UsageError(message)
    }
    self = metric
  }

  /// The exercise's first of weight, reps, distance, duration.
  static func of(_ exercise: Exercise) -> Metric {
    for metric in [Metric.weight, .reps, .distance, .duration]
    where metric.items.allSatisfy(exercise.items.contains) {
      return metric
    }
    return .weight
  }

  /// The items an exercise needs for this metric.
  var items: [ItemID] {
    switch self {
    case .weight: [.weight]
    case .e1rm, .volume: [.weight, .reps]
    case .reps: [.reps]
    case .distance: [.distance]
    case .duration: [.duration]
    }
  }

  func value(of session: ExerciseSession, formula: OneRepMaxFormula) -> Double? {
    switch self {
    case .weight: session.topSet?[.weight]
    case .e1rm: session.oneRepMax(formula)
    case .volume: session.volume
    case .reps: session.topSet?[.reps]
    case .distance: session.distance
    case .duration: session.duration
    }
  }

  func title(_ formula: OneRepMaxFormula) -> String {
    switch self {
    case .weight: "top set weight, kg"
    case .e1rm: "estimated 1RM (\(formula.name)), kg"
    case .volume: "volume, kg"
    case .reps: "reps of the top set"
    case .distance: "distance, km"
    case .duration: "duration"
    }
  }
}
