import WorkoutCore

/// `body [VALUE…]`, `body list/chart/remove`: body weight and measurements, one entry per date.
enum BodyCommands {
  static var body: CommandSpec {
    CommandSpec(
      name: "body",
      abstract: "Log body weight and measurements; show the latest, list, chart, remove.",
      subcommands: [log, list, chart, remove],
      defaultSubcommand: "log",
      examples: [
        "wkc body 82.5", "wkc body --fat 18.5 --waist 84", "wkc body calf=38cm",
        "wkc body", "wkc body chart --avg 9",
      ])
  }

  static let valueForms = """
    A bare number is in your units (kg or lb by 'wkc config set units', cm or in with the \
    distance unit km or mi, % for body fat); a unit may be typed: 180lb, 33in, 84cm, 18.5%.
    """

  static var log: CommandSpec {
    CommandSpec(
      name: "log",
      abstract: "Log the body weight and measurements of a date; alone, show the latest.",
      discussion: """
        VALUE is a body weight (82.5) or MEASURE=VALUE: weight, fat (%), waist, chest, hips, \
        arm, thigh, neck, or a measure of your own, made the first time with its unit \
        (calf=38cm). \(valueForms) The date's other values stay; one entry per date. Without \
        a value, the latest of each measure and its change since the one before.
        """,
      input: LogInput.self,
      examples: [
        "wkc body 82.5", "wkc body log --date yesterday --weight 180lb --fat 18.5",
        "wkc body waist=84 calf=38cm", "wkc body --json",
      ],
      run: runLog)
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "One line per date: every measure logged, oldest first.",
      input: RangeInput.self,
      examples: ["wkc body list", "wkc body list --from 2024-01-01 --json"],
      run: runList)
  }

  static var chart: CommandSpec {
    CommandSpec(
      name: "chart",
      abstract: "A bar chart of a body measure over time (weight unless named), as 'chart' draws.",
      discussion: """
        One bar per day from the first entry (or --from) to today (or --to); days without an \
        entry carry the last value. --avg N averages buckets of N days, counted back from the \
        newest; without it, the fewest days per bar that fit the terminal.
        """,
      input: ChartInput.self,
      examples: ["wkc body chart", "wkc body chart waist --avg 9 --from 2024-01-01"],
      run: runChart)
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove a date's entry, or only the measures named.",
      input: RemoveInput.self,
      examples: ["wkc body remove 2024-01-05 waist", "wkc body remove 2024-01-05"],
      run: runRemove)
  }

  // MARK: - Inputs

  /// The built-in measures with an option of their own.
  static let measureOptions = ["weight", "fat", "waist", "chest", "hips", "arm", "thigh", "neck"]

  enum LogInput: CommandInput {
    case values, date, weight, fat, waist, chest, hips, arm, thigh, neck

    var declaration: InputDeclaration {
      switch self {
      case .values:
        .argument(
          ArgumentSpec(
            name: "VALUE", help: "A body weight, or MEASURE=VALUE.", isOptional: true,
            isRepeating: true))
      case .date: .option(.value("date", "D", "The date measured (default: today)."))
      case .weight: .option(.value("weight", "W", "Body weight."))
      case .fat: .option(.value("fat", "P", "Body fat, %."))
      case .waist, .chest, .hips, .arm, .thigh, .neck:
        .option(.value("\(self)", "L", "\(BodyCommands.title("\(self)")) girth."))
      }
    }
  }

  enum RangeInput: CommandInput {
    case from, to

    var declaration: InputDeclaration {
      switch self {
      case .from: .option(.value("from", "D", "The first date."))
      case .to: .option(.value("to", "D", "The last date."))
      }
    }
  }

  enum ChartInput: CommandInput {
    case measure, avg, from, to

    var declaration: InputDeclaration {
      switch self {
      case .measure:
        .argument(
          ArgumentSpec(name: "MEASURE", help: "The measure (default: weight).", isOptional: true))
      case .avg:
        .option(
          .value(
            "avg", "N", "Average over buckets of 1, 3, 9 or 27 days.",
            values: ["1", "3", "9", "27"]))
      case .from: .option(.value("from", "D", "The first date."))
      case .to: .option(.value("to", "D", "The last date (default: today)."))
      }
    }
  }

  enum RemoveInput: CommandInput {
    case date, measures

    var declaration: InputDeclaration {
      switch self {
      case .date: .argument(ArgumentSpec(name: "D", help: "The date of the entry."))
      case .measures:
        .argument(
          ArgumentSpec(
            name: "MEASURE", help: "Only these measures (default: the whole entry).",
            isOptional: true, isRepeating: true))
      }
    }
  }

  /// `Waist`: a measure's name as a title.
  static func title(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}

// MARK: - Running

extension BodyCommands {
  private static func runLog(_ invocation: Invocation<LogInput>) throws {
    let context = invocation.context
    var typed: [(measure: String, value: String)] = []
    for word in invocation.values(.values) {
      if let equals = word.firstIndex(of: "=") {
        typed.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
      } else {
        typed.append(("weight", word))
      }
    }
    for input in LogInput.allCases where input != .values && input != .date {
      if let value = invocation.value(input) { typed.append(("\(input)", value)) }
    }
    guard !typed.isEmpty else {
      if invocation.has(.date) {
        throw UsageError(
          "give a value to log on \((try invocation.date(.date) ?? context.today)), as in 82.5 or waist=84"
        )
      }
      return try showLatest(context)
    }
    let date = (try invocation.date(.date) ?? context.today)
    if date > context.today {
      throw UsageError("\(date) is after today; body values are logged as measured")
    }
    let units = try context.units()
    let outcome = try context.perform(
      LogBody(date: date, typed: typed, units: units), on: context.openStore())
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("entry")
          json.write(outcome.entry)
          json.key("previous")
          writePrevious(outcome.previous, to: &json)
          json.key("created")
          json.array { json in for measure in outcome.created { json.string(measure.name) } }
        }
      }
    }
    let text = BodyText(units: units, measures: outcome.measures)
    let parts = outcome.entry.values.keys.sorted(by: text.order).map { name in
      var part = "\(name) \(text.value(outcome.entry.values[name]!, name))"
      if let earlier = outcome.previous[name] {
        part +=
          " (\(text.change(outcome.entry.values[name]! - earlier.value, name)) since \(earlier.date))"
      }
      return part
    }
    context.print("Logged \(date): " + parts.joined(separator: ", ") + ".")
    for measure in outcome.created {
      context.print(
        "New measure of your own: \(measure.name), in \(units.bodySymbol(measure.kind)).")
    }
  }

  private static func showLatest(_ context: Context) throws {
    let units = try context.units()
    let file = try context.openStore().body()
    let rows = file.measured.compactMap { measure -> BodyLatest? in
      guard let latest = file.entries.last(where: { $0[measure] != nil }),
        let value = latest[measure]
      else { return nil }
      let earlier = file.latest(measure, onOrBefore: latest.date.adding(days: -1))
      return BodyLatest(
        measure: measure, date: latest.date, value: value,
        previous: earlier.flatMap { entry in entry[measure].map { (entry.date, $0) } })
    }
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("latest")
          json.array { json in
            for row in rows {
              json.object { json in
                json.key("measure")
                json.string(row.measure.name)
                json.key("kind")
                json.string(row.measure.kind.rawValue)
                json.key("date")
                json.string(row.date.description)
                json.key("value")
                json.number(row.value)
                json.key("previousDate")
                json.string(row.previous?.date.description)
                json.key("change")
                json.optional(row.previous) { $0.number(row.value - $1.value, .body) }
              }
            }
          }
        }
      }
    }
    guard !rows.isEmpty else {
      context.print("No body values yet. Log one with 'wkc body 82.5' or 'wkc body --waist 84'.")
      return
    }
    let text = BodyText(units: units, measures: file.measures)
    var table = Table(header: ["measure", "latest", "on", "change", "since"], dropOrder: [4, 2])
    for row in rows {
      let name = row.measure.name
      table.add([
        name, text.value(row.value, name), row.date.description,
        row.previous.map { text.change(row.value - $0.value, name) } ?? "",
        row.previous?.date.description ?? "",
      ])
    }
    context.print(table)
  }

  private static func runList(_ invocation: Invocation<RangeInput>) throws {
    let context = invocation.context
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let from, let to, from > to { throw UsageError("--from \(from) is after --to \(to)") }
    let file = try context.openStore().body()
    let entries = file.entries.filter { entry in
      (from.map { entry.date >= $0 } ?? true) && (to.map { entry.date <= $0 } ?? true)
    }
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("entries")
          json.array { json in for entry in entries { json.write(entry) } }
          json.key("measures")
          writeMeasures(file.measures, to: &json)
        }
      }
    }
    guard !entries.isEmpty else {
      context.print("No body entries\(from == nil && to == nil ? "" : " in those dates").")
      return
    }
    let units = try context.units()
    let names = Set(entries.flatMap(\.values.keys))
    let shown = file.measures.filter { names.contains($0.name) }
    var table = Table(
      header: ["date"] + shown.map { "\($0.name) \(units.bodySymbol($0.kind))" },
      dropOrder: Array((1..<(shown.count + 1)).reversed()))
    for entry in entries {
      table.add(
        [entry.date.description]
          + shown.map { measure in entry[measure].map { units.bodyNumber($0, measure.kind) } ?? "" }
      )
    }
    context.print(table)
  }

  private static func runChart(_ invocation: Invocation<ChartInput>) throws {
    let context = invocation.context
    let file = try context.openStore().body()
    let name = invocation.value(.measure) ?? "weight"
    guard let measure = file.measure(named: name) else {
      // Nothing to chart: the measures there are, not how to define a new one.
      let there = file.measured.map(\.name)
      throw CommandFailure(
        "no body measure is named '\(name.echoed)'; "
          + (there.isEmpty
            ? "there are no body values yet"
            : "the measures with values are \(there.joined(separator: ", "))"))
    }
    let chosenAvg = try invocation.value(.avg).map { text in
      guard let avg = Int(text), ExerciseChart.averages.contains(avg) else {
        throw UsageError("--avg must be 1, 3, 9 or 27, not '\(text)'")
      }
      return avg
    }
    let to = try invocation.date(.to) ?? context.today
    let values = file.entries.compactMap { entry in
      entry[measure].map { DatedValue(date: entry.date, value: $0) }
    }
    let from = try invocation.date(.from) ?? values.first?.date ?? to
    if from > to { throw UsageError("--from \(from) is after --to \(to)") }
    if context.json {
      let points = ChartSeries.points(values, from: from, to: to, avg: chosenAvg ?? 1, fill: true)
      return context.printJSON { json in
        json.object { json in
          json.key("measure")
          json.string(measure.name)
          json.key("unit")
          json.string(measure.kind.canonicalSymbol)
          json.key("avg")
          json.number(chosenAvg ?? 1)
          json.key("points")
          json.array { json in
            for point in points {
              json.object { json in
                json.key("date")
                json.string(point.date.description)
                json.key("days")
                json.number(point.days)
                json.key("value")
                json.optional(point.value) { $0.number($1, .body) }
              }
            }
          }
        }
      }
    }
    guard values.contains(where: { $0.date <= to }) else {
      context.print(
        "No \(measure.name) values up to \(to). Log some with 'wkc body \(measure.name)=VALUE'.")
      return
    }
    let units = try context.units()
    let width = max(context.columns, 24)
    func bars(_ avg: Int) -> BarChart {
      let points = ChartSeries.points(values, from: from, to: to, avg: avg, fill: true)
      var chart = BarChart(
        title: "\(title(measure.name)) \(context.style.dash) \(units.bodySymbol(measure.kind))"
          + BarChart.meanOf(avg, "days"),
        points: points.map { point in
          var shown = point
          shown.value = point.value.map { units.bodyValue($0, measure.kind) }
          return shown
        })
      chart.format = { trimmed($0, decimals: 1) }
      return chart
    }
    var shown = bars(chosenAvg ?? 1)
    if chosenAvg == nil {
      for avg in ExerciseChart.averages.dropFirst() where !shown.fitsAll(width: width) {
        shown = bars(avg)
      }
    }
    for line in shown.lines(width: width, style: context.style) { context.print(line) }
  }

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    guard let date = try invocation.date(.date) else { return }
    let (removed, measures) = try context.perform(
      RemoveBody(date: date, measures: invocation.values(.measures)), on: context.openStore())
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("removed")
          json.write(removed)
        }
      }
    }
    let text = BodyText(units: try context.units(), measures: measures)
    let parts = removed.values.keys.sorted(by: text.order).map {
      "\($0) \(text.value(removed.values[$0]!, $0))"
    }
    context.print("Removed from \(date): " + parts.joined(separator: ", ") + ".")
  }

  // MARK: - JSON

  private static func writePrevious(
    _ previous: [String: (date: LocalDate, value: Double)], to json: inout JSONWriter
  ) {
    json.object { json in
      for (name, earlier) in previous.sorted(by: { $0.key < $1.key }) {
        json.key(name)
        json.object { json in
          json.key("date")
          json.string(earlier.date.description)
          json.key("value")
          json.number(earlier.value)
        }
      }
    }
  }

  private static func writeMeasures(_ measures: [BodyMeasure], to json: inout JSONWriter) {
    json.array { json in
      for measure in measures {
        json.object { json in
          json.key("name")
          json.string(measure.name)
          json.key("kind")
          json.string(measure.kind.rawValue)
          json.key("unit")
          json.string(measure.kind.canonicalSymbol)
        }
      }
    }
  }
}

/// A measure's latest value and the one before it.
private struct BodyLatest {
  var measure: BodyMeasure
  var date: LocalDate
  var value: Double
  var previous: (date: LocalDate, value: Double)?
}

/// Body values in the user's units, by measure name.
struct BodyText {
  var units: DisplayUnits
  var measures: [BodyMeasure]

  func kind(_ name: String) -> BodyKind { measures.first { $0.name == name }?.kind ?? .length }

  /// `82.5 kg`.
  func value(_ value: Double, _ name: String) -> String { units.body(value, kind(name)) }

  /// `-0.5 kg`.
  func change(_ change: Double, _ name: String) -> String { units.bodyChange(change, kind(name)) }

  /// The order measures are listed in: built-in first, then the user's own.
  func order(_ a: String, _ b: String) -> Bool {
    let ia = measures.firstIndex { $0.name == a } ?? .max
    let ib = measures.firstIndex { $0.name == b } ?? .max
    return (ia, a) < (ib, b)
  }
}
