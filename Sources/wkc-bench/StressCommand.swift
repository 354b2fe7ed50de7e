import Foundation
import WorkoutCore

/// The write commands of the stress run. Each works on a date (and gear) of its own, so what it
/// leaves can be checked whatever ran after it.
enum StressKind: String, CaseIterable, Sendable {
  case add, record, log
  case menuPut = "menu put"
  case importExport = "import json"
  case importStrong = "import strong"
  case gearAdd = "gear add"
  case gearEdit = "gear edit"
  case gearRetire = "gear retire"
  /// `body WEIGHT --date`: body weight, which changes the index's bests of body-weight exercises.
  case bodyLog = "body"
  /// `body remove DATE` of an entry made beforehand.
  case bodyRemove = "body remove"
  /// An import of a FitNotes body-tracker export.
  case importBody = "import body"
  /// Takes back the newest change; used when the wkc under test has `undo`.
  case undo
  /// An import of a wkc export holding workouts across `StressCommand.yearMonths` months: a
  /// multi-month change, all or nothing.
  case importYear = "import year"
  /// `undo` right after an `import year`: takes it back, all months or none.
  case undoYear = "undo year"

  /// True when the store must hold a body entry on the command's date before it runs.
  var needsBodyEntry: Bool { self == .bodyRemove }

  /// True when the store must hold gear of the command's own before it runs.
  var needsGear: Bool { self == .gearEdit || self == .gearRetire }

  /// True for `undo` and `undo year`.
  var isUndo: Bool { self == .undo || self == .undoYear }

  /// True for the writes that change several month files at once.
  var isMultiMonth: Bool { self == .importYear || self == .undoYear }
}

/// One write of the stress run: its arguments, the files it reads, what it leaves.
struct StressCommand: Sendable {
  /// Unique in the run: its date is `StressCommand.firstDate` plus this many days.
  let number: Int
  let kind: StressKind
  let arguments: [String]
  let effect: StressEffect
  /// Files to write (path, bytes) before it runs.
  let inputs: [(path: String, bytes: [UInt8])]

  /// The first date the commands write (in the past: results of the future are refused);
  /// every command has its own.
  static let firstDate = LocalDate(year: 2000, month: 1, day: 1)!

  /// The months an `import year` spans, before `firstDate`: 1998-01 to 1999-12. Every
  /// import writes a workout of its own (by id and note) into each.
  static let yearMonths = (0..<24).map { YearMonth(year: 1998 + $0 / 12, month: 1 + $0 % 12)! }

  /// The date of command `number`.
  static func date(_ number: Int) -> LocalDate { firstDate.adding(days: number) }

  /// The body weight command `number` logs: 50 kg + number / 100.
  static func bodyWeight(_ number: Int) -> Double { 50 + Double(number % 10_000) / 100 }

  /// The gear made beforehand for command `number` when its kind edits gear.
  static func preparedGear(_ number: Int) -> GearID { GearID("prepared-\(number)")! }

  /// Command `number` of `kind`; its input files go in `scratch`.
  init(number: Int, kind: StressKind, scratch: String) {
    self.number = number
    self.kind = kind
    let date = StressCommand.date(number)
    let day = date.description
    let marker = "stress \(number)"
    var inputs: [(String, [UInt8])] = []
    func sets(_ values: [(reps: Double, weight: Double)], planned: Bool, done: Bool)
      -> [ExpectedSet]
    {
      values.map { reps, weight in
        let values = SetValues([.reps: reps, .weight: weight])
        return ExpectedSet(planned: planned ? values : nil, actual: done ? values : nil)
      }
    }
    switch kind {
    case .add:
      arguments = [
        "add", "bench-press", "--date", day, "--sets", "2", "--reps", "5", "--weight", "60",
        "--note", marker,
      ]
      effect = .workouts([
        ExpectedWorkout(
          date: date, identity: .note(marker), exercise: "bench-press",
          sets: sets([(5, 60), (5, 60)], planned: true, done: false))
      ])
    case .record:
      // `record --as-planned` records the first open set as planned.
      arguments = ["record", "squat", "--date", day, "--as-planned"]
      let open = ExpectedSet(planned: SetValues([.reps: 5, .weight: 80]), actual: nil)
      var done = open
      done.actual = open.planned
      effect = .workouts([
        ExpectedWorkout(
          date: date, identity: .exercise(imported: false), exercise: "squat",
          sets: [done, open, open], before: [open, open, open])
      ])
    case .log:
      arguments = ["log", "deadlift", "--date", day, "--set", "5x100", "--set", "5x105"]
      effect = .workouts([
        ExpectedWorkout(
          date: date, identity: .exercise(imported: false), exercise: "deadlift",
          sets: sets([(5, 100), (5, 105)], planned: false, done: true))
      ])
    case .menuPut:
      let path = "\(scratch)/menu-\(number).json"
      let json = """
        {"date": "\(day)", "note": "\(marker)", "workouts": [{"exercise": "lateral-raise", "sets": \
        [{"planned": {"reps": 12, "weight": 8}}, {"planned": {"reps": 12, "weight": 8}}]}]}
        """
      inputs.append((path, Array(json.utf8)))
      arguments = ["menu", "put", day, "--file", path]
      effect = .menu(
        date, note: marker,
        workouts: [
          ExpectedWorkout(
            date: date, identity: .exercise(imported: false), exercise: "lateral-raise",
            sets: sets([(12, 8), (12, 8)], planned: true, done: false))
        ])
    case .importExport, .importYear:
      let path = "\(scratch)/export-\(number).json"
      let dates =
        kind == .importYear
        ? StressCommand.yearMonths.map {
          LocalDate(year: $0.year, month: $0.month, day: 1 + number % 28)!
        } : [date]
      let (document, workouts) = StressCommand.export(
        dates: dates, note: kind == .importYear ? marker : nil)
      inputs.append((path, document))
      arguments = ["import", path]
      effect = .workouts(workouts)
    case .importStrong:
      let path = "\(scratch)/strong-\(number).csv"
      let csv = """
        Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
        \(day) 10:00:00,"Stress \(number)","Deadlift (Barbell)",1,100,5,0,0,"",""
        \(day) 10:00:00,"Stress \(number)","Deadlift (Barbell)",2,100,5,0,0,"",""

        """
      inputs.append((path, Array(csv.utf8)))
      arguments = ["import", path, "--from", "strong"]
      effect = .workouts([
        ExpectedWorkout(
          date: date, identity: .exercise(imported: true), exercise: "deadlift",
          sets: sets([(5, 100), (5, 100)], planned: false, done: true))
      ])
    case .gearAdd:
      let id = GearID("added-\(number)")!
      arguments = ["gear", "add", id.rawValue, "--name", marker, "--for", "run"]
      effect = .gearNamed(id, marker)
    case .gearEdit:
      let id = StressCommand.preparedGear(number)
      arguments = ["gear", "edit", id.rawValue, "--note", marker]
      effect = .gearNote(id, marker)
    case .gearRetire:
      let id = StressCommand.preparedGear(number)
      arguments = ["gear", "retire", id.rawValue]
      effect = .gearRetired(id)
    case .bodyLog:
      // A weight of its own per command, which body.json keeps exactly.
      let kg = StressCommand.bodyWeight(number)
      arguments = ["body", JSONWriter.format(kg), "--date", day]
      effect = .bodyWeight(date, kg)
    case .bodyRemove:
      arguments = ["body", "remove", day]
      effect = .bodyRemoved(date)
    case .importBody:
      let path = "\(scratch)/FitNotes_BodyTracker-\(number).csv"
      let kg = StressCommand.bodyWeight(number)
      let csv = """
        Date,Time,Measurement,Value,Unit
        \(day),07:30:00,Bodyweight,\(JSONWriter.format(kg)),kgs

        """
      inputs.append((path, Array(csv.utf8)))
      arguments = ["import", path]
      effect = .bodyWeight(date, kg)
    case .undo, .undoYear:
      arguments = ["undo"]
      effect = .revertsNewest
    }
    self.inputs = inputs
  }

  /// A wkc export holding one overhead-press workout on each of `dates` (a new id each, two
  /// sets done), and the workouts an import of it leaves.
  private static func export(dates: [LocalDate], note: String?) -> ([UInt8], [ExpectedWorkout]) {
    var generator = SystemRandomNumberGenerator()
    var document = StoreDocument()
    var expected: [ExpectedWorkout] = []
    for (month, dates) in Dictionary(grouping: dates, by: \.yearMonth).sorted(by: {
      $0.key < $1.key
    }) {
      var file = MonthFile(month: month)
      for date in dates {
        let seconds = date.daysSinceEpoch * 86400
        let id = WorkoutID.make(secondsSince1970: seconds, using: &generator)
        let done = [SetValues([.reps: 5, .weight: 40]), SetValues([.reps: 5, .weight: 45])]
        let workout = Workout(
          id: id, exercise: "overhead-press", note: note,
          sets: done.enumerated().map { offset, values in
            WorkoutSet(
              planned: PlannedSet(values), actual: values,
              completedAt: Timestamp(secondsSince1970: seconds + 3600 + offset * 120, offset: 0))
          })
        file.put(Menu(date: date, workouts: [workout]))
        expected.append(
          ExpectedWorkout(
            date: date, identity: .id(id), exercise: "overhead-press",
            sets: done.map { ExpectedSet(planned: $0, actual: $0) }))
      }
      var json = JSONWriter(capacity: 1024)
      json.write(file)
      document.months.append((month, json.bytes))
    }
    return (document.json, expected)
  }

  /// Writes the command's input files.
  func writeInputs() throws {
    for (path, bytes) in inputs {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }
}
