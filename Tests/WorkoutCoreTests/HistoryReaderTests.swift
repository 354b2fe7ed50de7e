import Foundation
import Testing

@testable import WorkoutCore

// The whole-history read path against Foundation's Codable decoding of the same files: month
// files generated at random, then written with odd but valid JSON (escapes, \u sequences,
// surrogate pairs, exponents, shuffled keys, any whitespace), with version 2's set kinds and
// workout sources.

// MARK: - The Codable path

private struct CodableMonth: Codable {
  var version: Int
  var menus: [CodableMenu]
}

private struct CodableMenu: Codable {
  var date: String
  var note: String?
  var workouts: [CodableWorkout]
}

private struct CodableWorkout: Codable {
  var id: String
  var exercise: String
  var note: String?
  var sets: [CodableSet]
  var source: String?
}

private struct CodableSet: Codable {
  var planned: [String: Double]
  var actual: [String: Double]?
  var completedAt: String?
  var skipped: Bool
  var kind: String?
}

/// Sessions as the Codable path sees them: decoded by JSONDecoder, grouped here.
private func codableSessions(_ bytes: [UInt8], of exercise: String? = nil) throws
  -> [ExerciseSession]
{
  let month = try JSONDecoder().decode(CodableMonth.self, from: Data(bytes))
  var sessions: [ExerciseSession] = []
  for menu in month.menus {
    // Each exercise's workouts of the date, each its own (a run's records are one workout's).
    var byExercise: [(String, [[PlannedSet]])] = []
    for workout in menu.workouts where exercise == nil || workout.exercise == exercise {
      let done = workout.sets.filter { !$0.skipped && $0.actual != nil }.map { set in
        PlannedSet(
          SetValues(
            Dictionary(uniqueKeysWithValues: set.actual!.map { (ItemID(rawValue: $0), $1) })),
          kind: SetKind(rawValue: set.kind ?? "working")!)
      }
      guard !done.isEmpty else { continue }
      if let index = byExercise.firstIndex(where: { $0.0 == workout.exercise }) {
        byExercise[index].1.append(done)
      } else {
        byExercise.append((workout.exercise, [done]))
      }
    }
    for (id, workouts) in byExercise {
      sessions.append(
        ExerciseSession(
          date: LocalDate(menu.date)!, exercise: ExerciseID(rawValue: id), workouts: workouts))
    }
  }
  return sessions
}

// MARK: - Generated months

private let exercises = [
  "bench-press", "squat", "pull-up", "run", "スクワット", "quote\"and\\slash", "café-curl",
]

private func generateMonth(_ month: YearMonth, using random: inout SeededGenerator) -> CodableMonth
{
  var menus: [CodableMenu] = []
  var date = month.firstDay
  while date <= month.lastDay {
    defer { date = date.adding(days: Int.random(in: 1...3, using: &random)) }
    var workouts: [CodableWorkout] = []
    for number in 0..<Int.random(in: 0...4, using: &random) {
      var sets: [CodableSet] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let planned: [String: Double] = [
          "reps": Double(Int.random(in: 1...12, using: &random)),
          "weight": Double(Int.random(in: 0...800, using: &random)) / 4, "rest": 90,
        ]
        var actual: [String: Double]? = nil
        if Bool.random(using: &random) {
          actual = planned
          actual!["rest"] = nil
          actual!["reps"] = Double(Int.random(in: 0...15, using: &random))
          if Int.random(in: 0..<5, using: &random) == 0 { actual!["distance"] = 5.25 }
        }
        sets.append(
          CodableSet(
            planned: planned, actual: actual,
            completedAt: actual == nil ? nil : "\(date)T07:31:02+09:00",
            skipped: Int.random(in: 0..<6, using: &random) == 0,
            kind: [nil, nil, nil, "warmup", "drop", "failure", "working"].randomElement(
              using: &random)!))
      }
      workouts.append(
        CodableWorkout(
          id: "w\(date.daysSinceEpoch)x\(number)",
          exercise: exercises.randomElement(using: &random)!,
          note: Bool.random(using: &random) ? nil : "note — \"ok\" \\ 💪 \(number)\n/tab\t",
          sets: sets, source: Bool.random(using: &random) ? nil : "strong:\(date) \(number)"))
    }
    menus.append(
      CodableMenu(
        date: date.description, note: Bool.random(using: &random) ? nil : "日 \u{7}",
        workouts: workouts))
  }
  return CodableMonth(version: 2, menus: menus)
}

/// Writes JSON the way no one would but every parser must accept.
private struct OddWriter {
  var random: SeededGenerator
  var text = ""

  mutating func space() {
    text += [" ", "", "\n", "\t", "\r\n  ", "   "].randomElement(using: &random)!
  }

  mutating func string(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += Bool.random(using: &random) ? "\\n" : "\\u000A"
      case "\t": text += "\\t"
      case "/": text += Bool.random(using: &random) ? "\\/" : "/"
      case _ where scalar.value < 0x20: text += "\\u" + hex(scalar.value)
      case _ where Int.random(in: 0..<4, using: &random) == 0:
        if scalar.value > 0xFFFF {
          let value = scalar.value - 0x10000
          text += "\\u" + hex(0xD800 + (value >> 10)) + "\\u" + hex(0xDC00 + (value & 0x3FF))
        } else {
          text += "\\u" + hex(scalar.value)
        }
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: Bool(value % 2 == 0))
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  mutating func number(_ value: Double) {
    // Weights are quarters and reps whole, so every spelling is exact.
    let quarters = Int(value * 4)
    let spellings = [
      JSONWriter.format(value), "\(value)", "\(quarters * 25)e-2", "\(value)E+0",
      "\(Double(quarters) / 40)e1", "\(quarters * 250)E-3",
    ]
    text += spellings.randomElement(using: &random)!
  }

  mutating func object(_ fields: [(String, (inout OddWriter) -> Void)]) {
    text += "{"
    for (index, (key, write)) in fields.shuffled(using: &random).enumerated() {
      if index > 0 { text += "," }
      space()
      string(key)
      space()
      text += ":"
      space()
      write(&self)
      space()
    }
    text += "}"
  }

  mutating func array<T>(_ values: [T], _ write: (inout OddWriter, T) -> Void) {
    text += "["
    for (index, value) in values.enumerated() {
      if index > 0 { text += "," }
      space()
      write(&self, value)
      space()
    }
    text += "]"
  }

  mutating func optional(_ value: String?) {
    if let value { string(value) } else { text += "null" }
  }

  mutating func values(_ values: [String: Double]) {
    object(values.map { key, value in (key, { $0.number(value) }) })
  }

  mutating func write(_ month: CodableMonth) {
    space()
    object([
      ("version", { $0.text += "2" }),
      ("menus", { $0.array(month.menus) { $0.write($1) } }),
    ])
    space()
  }

  mutating func write(_ menu: CodableMenu) {
    object([
      ("date", { $0.string(menu.date) }), ("note", { $0.optional(menu.note) }),
      ("workouts", { $0.array(menu.workouts) { $0.write($1) } }),
    ])
  }

  mutating func write(_ workout: CodableWorkout) {
    var fields: [(String, (inout OddWriter) -> Void)] = [
      ("id", { $0.string(workout.id) }), ("exercise", { $0.string(workout.exercise) }),
      ("note", { $0.optional(workout.note) }),
      ("sets", { $0.array(workout.sets) { $0.write($1) } }),
    ]
    if let source = workout.source { fields.append(("source", { $0.string(source) })) }
    object(fields)
  }

  mutating func write(_ set: CodableSet) {
    var fields: [(String, (inout OddWriter) -> Void)] = [
      ("planned", { $0.values(set.planned) }),
      (
        "actual",
        { writer in
          if let actual = set.actual { writer.values(actual) } else { writer.text += "null" }
        }
      ),
      ("completedAt", { $0.optional(set.completedAt) }),
      ("skipped", { $0.text += set.skipped ? "true" : "false" }),
    ]
    if let kind = set.kind { fields.append(("kind", { $0.string(kind) })) }
    object(fields)
  }
}

private func oddMonth(_ month: YearMonth, seed: UInt64) -> [UInt8] {
  var random = SeededGenerator(state: seed)
  let generated = generateMonth(month, using: &random)
  var writer = OddWriter(random: random)
  writer.write(generated)
  return Array(writer.text.utf8)
}

private func fastSessions(_ bytes: [UInt8], _ month: YearMonth, of exercise: String? = nil) throws
  -> [ExerciseSession]
{
  try JSONReader.read(bytes) { reader throws(JSONError) in
    try reader.readSessions(month, of: exercise.map { Array($0.utf8) })
  }
}

// MARK: - Tests

@Suite struct HistoryReaderTests {
  static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func oddMonthReadsAsCodableDoes(seed: UInt64) throws {
    let month = YearMonth(year: 2024, month: Int(seed % 12) + 1)!
    let bytes = oddMonth(month, seed: seed)
    let expected = try codableSessions(bytes)
    #expect(!expected.isEmpty)
    #expect(try fastSessions(bytes, month) == expected)
    for exercise in exercises {
      #expect(try fastSessions(bytes, month, of: exercise) == codableSessions(bytes, of: exercise))
    }
  }

  @Test(arguments: seeds.prefix(10))
  func oddMonthReadsAsTheFullReaderDoes(seed: UInt64) throws {
    let month = YearMonth(year: 2023, month: Int(seed % 12) + 1)!
    let bytes = oddMonth(month, seed: seed)
    let menus = try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readMonthFile(month).menus
    }
    #expect(try fastSessions(bytes, month) == ExerciseSession.sessions(of: menus))
  }

  @Test func storeReadsEveryMonthInDateOrder() throws {
    let home = TempDirectory()
    var expected: [ExerciseSession] = []
    var month = YearMonth(year: 2023, month: 11)!
    for seed in UInt64(100)..<UInt64(106) {
      let bytes = oddMonth(month, seed: seed)
      writeFile("\(home.path)/menus/\(month).json", String(decoding: bytes, as: UTF8.self))
      expected += try codableSessions(bytes)
      month = month.next
    }
    let store = Store(root: home.path)
    #expect(try store.sessions() == expected)
    #expect(try store.sessions(of: "squat") == expected.filter { $0.exercise == "squat" })
    #expect(try store.sessions(of: "deadlift") == [])
  }

  @Test func monthEditedInPlaceIsReadForOneExerciseToo() throws {
    let home = TempDirectory()
    let store = Store(root: home.path)
    try store.update { transaction in
      var menu = Menu(date: day("2024-01-05"))
      menu.workouts = [workout("wa1", "squat", done: true)]
      try transaction.put(menu)
      menu = Menu(date: day("2024-02-05"))
      menu.workouts = [workout("wb1", "bench-press", done: true)]
      try transaction.put(menu)
      _ = try transaction.latestWorkout(of: "squat", onOrBefore: day("2024-03-01"), recorded: true)
    }
    // Changed in place, so the folder and the index look untouched: the index still says
    // February holds no squat, but every month is read all the same.
    let path = "\(home.path)/menus/2024-02.json"
    let edited = try #require(fileText(path)).replacingOccurrences(of: "bench-press", with: "squat")
    let file = try #require(FileHandle(forWritingAtPath: path))
    try file.truncate(atOffset: 0)
    try file.write(contentsOf: Data(edited.utf8))
    try file.close()
    #expect(try store.sessions(of: "squat").map(\.date) == [day("2024-01-05"), day("2024-02-05")])
  }

  @Test func damagedMonthFailsNamingFileLineAndColumn() throws {
    let home = TempDirectory()
    writeFile(home.path + "/menus/2024-01.json", "{\"version\": 1,\n \"menus\": [}")
    do {
      _ = try Store(root: home.path).sessions()
      Issue.record("a damaged month was read")
    } catch {
      #expect(error.message.hasPrefix(home.path + "/menus/2024-01.json: line 2, column 12"))
    }
  }

  @Test func newerMonthFailsNamingItsVersion() throws {
    let home = TempDirectory()
    writeFile(home.path + "/menus/2024-01.json", "{\"version\": 7, \"menus\": [{\"new\": 1}]}")
    do {
      _ = try Store(root: home.path).sessions(of: "squat")
      Issue.record("a newer month was read")
    } catch {
      #expect(error.message.contains("version 7 is newer than this wkc reads"))
    }
  }

  @Test func monthBreakingTheRulesFailsAsTheFullReaderDoes() throws {
    let cases = [
      #"{"version": 1, "menus": [{"date": "2024-02-01", "workouts": []}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-03", "workouts": []}, {"date": "2024-01-02", "workouts": []}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "w1", "sets": []}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"exercise": "squat", "sets": []}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "w1", "exercise": "squat", "sets": [{"actual": null}]}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "extra": 1, "workouts": []}]}"#,
      #"{"menus": []}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "!!", "exercise": "squat", "sets": []}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "w1", "exercise": "squat", "sets": [{"planned": {}, "actual": null, "completedAt": "garbage", "skipped": false}]}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "w1", "exercise": "squat", "sets": [{"planned": {"reps": "10"}, "actual": null, "completedAt": null, "skipped": false}]}]}]}"#,
      #"{"version": 1, "menus": [{"date": "2024-01-02", "workouts": [{"id": "w1", "exercise": "squat", "sets": [{"planned": {}, "actual": {"reps": 1, "reps": 2}, "completedAt": null, "skipped": false}]}]}]}"#,
    ]
    let month = YearMonth(year: 2024, month: 1)!
    for text in cases {
      let bytes = Array(text.utf8)
      let full = #expect(throws: JSONError.self) {
        try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readMonthFile(month) }
      }
      let fast = #expect(throws: JSONError.self) { try fastSessions(bytes, month) }
      #expect(fast == full, "\(text)")
      // Reading another exercise checks these workouts all the same.
      let other = #expect(throws: JSONError.self) {
        try fastSessions(bytes, month, of: "bench-press")
      }
      #expect(other == full, "\(text)")
    }
  }
}
