import Foundation
import TestSupport
import Testing

/// Every number of every JSON output (views, `log` and `run` events), read by Python's json
/// module as the text it was written as: a figure worked out has at most the decimals NumbersInJSON.md documents for it, a value
/// as stored reads back exactly, over a store of awkward values (pound loads, Epley's thirtieths,
/// distances that do not add up in binary).
@Suite struct JSONFigureTests {
  /// The documented decimals of each figure worked out, by its path (`[]` an array's elements,
  /// `{kind}` an object of that kind).
  static let computed: [String: Int] = [
    "$[].volume": 3, "$[].e1rm": 3, "$[].distance": 3, "$[].duration": 3, "$[].pace": 2,
    "$[].bestE1rm": 3, "$[].bestVolume": 3, "$[].longestDistance": 3,
    "$[].longestDuration": 3, "$[].bestPace": 2,
    "$.weight": 3, "$.bar": 3, "$.loaded": 3, "$.below.weight": 3, "$.above.weight": 3,
    "$.records[]{bestE1rm}.value": 3, "$.records[]{bestE1rm}.previous": 3,
    "$.records[]{bestVolume}.value": 3, "$.records[]{bestVolume}.previous": 3,
    "$.records[]{longestDistance}.value": 3, "$.records[]{longestDistance}.previous": 3,
    "$.records[]{longestDuration}.value": 3, "$.records[]{longestDuration}.previous": 3,
    "$.records[]{bestPace}.value": 2, "$.records[]{bestPace}.previous": 2,
    // run --json events
    "$.plates.weight": 3, "$.plates.bar": 3, "$.plates.loaded": 3, "$.plates.below.weight": 3,
    "$.plates.above.weight": 3, "$.volume": 3, "$.duration": 3, "$.seconds": 3, "$.remaining": 3,
  ].merging(weekFigures) { $1 }

  /// `week --json`: each week's and the change's tonnage, distance and seconds; sets of a body
  /// part are counted in halves.
  static let weekFigures: [String: Int] = {
    var figures: [String: Int] = [:]
    for week in ["week", "previous", "change"] {
      figures["$.\(week).tonnage"] = 3
      figures["$.\(week).distance"] = 3
      figures["$.\(week).seconds"] = 3
      for part in ["chest", "triceps", "shoulders"] { figures["$.\(week).setsByPart.\(part)"] = 1 }
    }
    return figures
  }()

  /// Sat 2024-01-20 09:00 in Tokyo: today, after the twelve days of results.
  static let saturday: Double = 1_704_412_800 + 15 * 86_400

  /// Paths of values as stored, written exactly.
  static let stored = [
    "$[].sets[]", "$[].topSet.", "$[].maxWeight", "$[].repRecords[].", "$[].lastTopSet.",
    "$.perSide[]", "$.below.perSide[]", "$.above.perSide[]", "$.records[]{maxWeight}.",
    "$.workout.sets[]", "$.workouts[].sets[]", "$.planned.", "$.actual.", "$.plates.perSide[]",
    "$.plates.below.perSide[]", "$.plates.above.perSide[]", "$.plates.change.",
  ]

  /// Each number of `json` (or of each line of JSON Lines) with its path, as Python reads it.
  static func numbers(_ json: String) throws -> [(path: String, text: String)] {
    let script = """
      import json, sys
      class Num(str): pass
      def walk(v, path):
          if isinstance(v, Num): print(path + "\\t" + v)
          elif isinstance(v, dict):
              for k, x in v.items(): walk(x, path + "." + k)
          elif isinstance(v, list):
              for x in v:
                  kind = x.get("kind") if isinstance(x, dict) else None
                  walk(x, path + "[]" + ("{" + kind + "}" if isinstance(kind, str) else ""))
      text = sys.stdin.read()
      docs = [text] if text.lstrip().startswith(("[", "{\\n")) else text.splitlines()
      for doc in docs:
          if doc.strip(): walk(json.loads(doc, parse_float=Num, parse_int=Num), "$")
      """
    return try runPython(script, input: json).map { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
    }
  }

  /// The decimals `text` is written with; nil for an exponent, which no figure may have.
  static func decimals(_ text: String) -> Int? {
    if text.contains("e") || text.contains("E") { return nil }
    guard let dot = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: dot, to: text.endIndex) - 1
  }

  /// A pounds lifter's twelve days: loads on the half pound, reps 1 to 12 (Epley's thirtieths),
  /// runs of 0.4 + 0.8 km and miles.
  private func awkwardHome() -> TestHome {
    let home = TestHome()
    home.now = Self.saturday
    home.expectSuccess(["config", "set", "units", "lb"])
    for day in 1...12 {
      let date = "2024-01-" + (day < 10 ? "0" : "") + "\(day)"
      let load = 135 + 2.5 * Double(day % 5)
      home.expectSuccess([
        "log", "bench-press", "--date", date, "--set", "\(day)x\(load)",
        "--set", "\(13 - day)x\(load + 0.5)", "--set", "w:10x45",
      ])
      home.expectSuccess([
        "log", "run", "--date", date, "--set", "distance=0.4km,duration=\(100 + day)",
        "--set", "distance=0.8km,duration=\(200 + 7 * day)",
        "--set", "distance=\(["0.3", "1.1", "0.7"][day % 3])mi,duration=\(97 + day)",
      ])
    }
    return home
  }

  private func expectDocumented(
    _ arguments: [String], stdin: String = "", in home: TestHome,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = home.expectSuccess(arguments, stdin: stdin, sourceLocation: sourceLocation)
    let numbers = try Self.numbers(text)
    #expect(!numbers.isEmpty, "\(arguments) printed no numbers", sourceLocation: sourceLocation)
    for (path, number) in numbers where Self.decimals(number) != 0 {
      if let allowed = Self.computed[path] {
        let decimals = try #require(Self.decimals(number), "\(arguments) \(path): \(number)")
        #expect(
          decimals <= allowed, "\(arguments) \(path): \(number) has more than \(allowed) decimals",
          sourceLocation: sourceLocation)
      } else {
        #expect(
          Self.stored.contains(where: path.hasPrefix),
          "\(arguments) \(path): \(number) is no documented figure", sourceLocation: sourceLocation)
      }
    }
  }

  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func everyFigureHasAtMostItsDocumentedDecimals() throws {
    let home = awkwardHome()
    for exercise in ["bench-press", "run"] {
      try expectDocumented(["history", exercise, "--json"], in: home)
    }
    try expectDocumented(["prs", "--json"], in: home)
    try expectDocumented(["stats", "--json"], in: home)
    try expectDocumented(["week", "2024-01-10", "--json"], in: home)
    for plates in ["137.5", "61.3kg", "100kg"] {
      try expectDocumented(["plates", plates, "--json"], in: home)
    }
    try expectDocumented(
      ["log", "bench-press", "--date", "2024-01-13", "--set", "12x150.5", "--json"], in: home)
    try expectDocumented(
      ["log", "run", "--date", "2024-01-13", "--set", "distance=3.1mi,duration=1201", "--json"],
      in: home)
    home.expectSuccess(["add", "bench-press", "--sets", "3x5", "--weight", "137.5"])
    try expectDocumented(["run", "--json"], stdin: "\n\n7x140.5\ns\nq\n", in: home)
  }

  @Test(
    .enabled(if: InstalledTool.has("python3"), "python3 is not installed"),
    arguments: [
      ("bench-press", "weight"), ("bench-press", "e1rm"), ("bench-press", "volume"),
      ("bench-press", "reps"), ("run", "distance"), ("run", "duration"),
    ])
  func chartValuesHaveTheirMetricsDecimals(exercise: String, metric: String) throws {
    let home = awkwardHome()
    let allowed = ["weight": 3, "e1rm": 3, "volume": 3, "reps": 2, "distance": 3, "duration": 3]
    for avg in ["1", "3", "9"] {
      let text = home.expectSuccess([
        "chart", exercise, "--metric", metric, "--avg", avg, "--from", "2024-01-01", "--to",
        "2024-01-12", "--json",
      ])
      let values = try Self.numbers(text).filter { $0.path == "$.points[].value" }
      #expect(!values.isEmpty)
      for value in values {
        let decimals = try #require(Self.decimals(value.text), "\(metric): \(value.text)")
        #expect(decimals <= allowed[metric]!, "\(metric) --avg \(avg): \(value.text)")
      }
    }
  }

  /// A body value's change and a chart's averages are figures: 82.3 − 82.1 kg is 0.2, not
  /// 0.19999999999999574, and the average of three days has at most three decimals.
  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func bodyChangesAndAveragesAreRoundedFigures() throws {
    let home = TestHome()
    home.now = Self.saturday
    for (day, weight) in [("2024-01-17", "82.1"), ("2024-01-18", "82.2"), ("2024-01-19", "82.3")] {
      home.expectSuccess(["body", weight, "--date", day, "--waist", "84.1"])
    }
    let latest = try Self.numbers(home.expectSuccess(["body", "--json"]))
    let weightChange = latest.first { $0.path == "$.latest[]{weight}.change" }
    #expect(weightChange?.text == "0.1", "\(latest)")
    for (path, number) in latest where path.hasSuffix("change") {
      #expect((Self.decimals(number) ?? 99) <= 3, "\(path): \(number)")
    }
    let chart = try Self.numbers(
      home.expectSuccess([
        "body", "chart", "weight", "--avg", "3", "--from", "2024-01-10", "--to", "2024-01-19",
        "--json",
      ]))
    let values = chart.filter { $0.path == "$.points[].value" }
    #expect(!values.isEmpty)
    for value in values { #expect((Self.decimals(value.text) ?? 99) <= 3, "\(value.text)") }
    // (82.1 + 82.2 + 82.3) / 3, the last bucket.
    #expect(values.last?.text == "82.2", "\(values)")
  }

  /// The figures are the arithmetic, rounded: 135 lb × 5 + 137.5 lb × 8 on 2024-01-05.
  @Test func aFigureIsTheArithmeticRoundedToItsDecimals() throws {
    let home = awkwardHome()
    let sessions = try #require(home.json(["history", "bench-press"]) as? [[String: Any]])
    let day = try #require(sessions.first { $0["date"] as? String == "2024-01-05" })
    let pound = 0.45359237
    let volume = 5 * 135 * pound + 8 * 135.5 * pound
    #expect(day["volume"] as? Double == (volume * 1000).rounded() / 1000)
    let runs = try #require(home.json(["history", "run"]) as? [[String: Any]])
    let run = try #require(runs.first { $0["date"] as? String == "2024-01-05" })
    let distance = 0.4 + 0.8 + 0.7 * 1.609344
    #expect(run["distance"] as? Double == (distance * 1000).rounded() / 1000)
    let pace = Double(105 + 235 + 102) / distance
    #expect(run["pace"] as? Double == (pace * 100).rounded() / 100)
  }

  /// Values as stored are written exactly: a month read back through `menu show --json` and
  /// `menu put`, and a store exported, imported and exported again, are byte for byte the same.
  @Test func storedValuesRoundTripByteForByte() throws {
    let home = awkwardHome()
    let month = "menus/2024-01.json"
    let before = try #require(home.file(month))
    let day = home.expectSuccess(["menu", "show", "2024-01-05", "--json"])
    #expect(day.contains("61.23496995"), "135 lb as stored")
    home.expectSuccess(["menu", "put", "2024-01-05", "--file", "-"], stdin: day)
    #expect(home.file(month) == before)

    let exported = home.expectSuccess(["export"])
    let other = TestHome()
    other.now = Self.saturday
    try Data(exported.utf8).write(to: URL(fileURLWithPath: other.home + "/backup.json"))
    other.expectSuccess(["import", other.home + "/backup.json"])
    #expect(other.expectSuccess(["export"]) == exported)
    let lines = home.expectSuccess(["export", "--format", "jsonl"])
    #expect(other.expectSuccess(["export", "--format", "jsonl"]) == lines)
  }
}
