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
  /// Takes back the newest change; used when the wkc under test has `undo`.
  case undo

  /// True when the store must hold gear of the command's own before it runs.
  var needsGear: Bool { self == .gearEdit || self == .gearRetire }
}

/// What a write leaves in the store once it took effect.
enum StressEffect: Equatable, Sendable {
  /// A workout with this note on the date (`add`).
  case workoutNote(LocalDate, String)
  /// A workout of the exercise with a done set on the date (`record`, `log`).
  case results(LocalDate, ExerciseID)
  /// The date's menu has this note (`menu put`).
  case menuNote(LocalDate, String)
  /// The workout with this id is on the date (an import of a wkc export).
  case workout(LocalDate, WorkoutID)
  /// A workout on the date was made by an import of another app (it has a source).
  case imported(LocalDate)
  /// Gear with this id and name.
  case gearNamed(GearID, String)
  /// Gear with this id and note.
  case gearNote(GearID, String)
  /// Gear with this id, retired.
  case gearRetired(GearID)
  /// Takes back (or redoes) the newest change, whichever it was: nothing of its own to check.
  case revertsNewest
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

  /// The date of command `number`.
  static func date(_ number: Int) -> LocalDate { firstDate.adding(days: number) }

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
    switch kind {
    case .add:
      arguments = [
        "add", "bench-press", "--date", day, "--sets", "2", "--reps", "5", "--weight", "60",
        "--note", marker,
      ]
      effect = .workoutNote(date, marker)
    case .record:
      arguments = ["record", "squat", "--date", day, "--as-planned"]
      effect = .results(date, "squat")
    case .log:
      arguments = ["log", "deadlift", "--date", day, "--set", "5x100", "--set", "5x105"]
      effect = .results(date, "deadlift")
    case .menuPut:
      let path = "\(scratch)/menu-\(number).json"
      let json = """
        {"date": "\(day)", "note": "\(marker)", "workouts": [{"exercise": "lateral-raise", "sets": \
        [{"planned": {"reps": 12, "weight": 8}}, {"planned": {"reps": 12, "weight": 8}}]}]}
        """
      inputs.append((path, Array(json.utf8)))
      arguments = ["menu", "put", day, "--file", path]
      effect = .menuNote(date, marker)
    case .importExport:
      let path = "\(scratch)/export-\(number).json"
      var generator = SystemRandomNumberGenerator()
      let id = WorkoutID.make(secondsSince1970: date.daysSinceEpoch * 86400, using: &generator)
      let done = SetValues([.reps: 5, .weight: 40])
      let workout = Workout(
        id: id, exercise: "overhead-press",
        sets: [
          WorkoutSet(
            planned: PlannedSet(done), actual: done,
            completedAt: Timestamp(secondsSince1970: date.daysSinceEpoch * 86400 + 3600, offset: 0))
        ])
      var month = MonthFile(month: date.yearMonth)
      month.put(Menu(date: date, workouts: [workout]))
      var json = JSONWriter(capacity: 1024)
      json.write(month)
      var document = StoreDocument()
      document.months = [(date.yearMonth, json.bytes)]
      inputs.append((path, document.json))
      arguments = ["import", path]
      effect = .workout(date, id)
    case .importStrong:
      let path = "\(scratch)/strong-\(number).csv"
      let csv = """
        Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
        \(day) 10:00:00,"Stress \(number)","Deadlift (Barbell)",1,100,5,0,0,"",""
        \(day) 10:00:00,"Stress \(number)","Deadlift (Barbell)",2,100,5,0,0,"",""

        """
      inputs.append((path, Array(csv.utf8)))
      arguments = ["import", path, "--from", "strong"]
      effect = .imported(date)
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
    case .undo:
      arguments = ["undo"]
      effect = .revertsNewest
    }
    self.inputs = inputs
  }

  /// Writes the command's input files.
  func writeInputs() throws {
    for (path, bytes) in inputs {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }
}
