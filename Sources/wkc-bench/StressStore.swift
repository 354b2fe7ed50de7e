import Foundation
import WorkoutCore

/// The store a stress phase writes: a folder under the scratch folder, prepared in process so
/// that each command finds what it needs (`record` a planned squat on its date, gear edits
/// their own gear).
struct StressStore {
  let root: String
  let scratch: String
  let wkc: String

  /// The environment each wkc runs in: this store, UTC, no settings of the user's.
  var environment: [String: String] {
    [
      "WKC_HOME": root, "TZ": "UTC", "HOME": scratch, "XDG_CONFIG_HOME": scratch + "/config",
      "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
    ]
  }

  /// Makes the store at `root` and writes what `commands` need, then one more change of its
  /// own, so an `undo` run first takes back that one and never the preparation. Input files
  /// and stderr go in `scratch`.
  init(wkc: String, root: String, scratch: String, preparing commands: [StressCommand]) throws {
    self.wkc = wkc
    self.scratch = scratch
    self.root = root
    let store = Store(root: root)
    try store.update { transaction in
      // Only `record` needs a planned workout on its date; a smaller store is checked faster.
      for command in commands where command.kind == .record {
        let date = StressCommand.date(command.number)
        let planned = SetValues([.reps: 5, .weight: 80])
        var generator = SystemRandomNumberGenerator()
        let id = WorkoutID.make(secondsSince1970: date.daysSinceEpoch * 86400, using: &generator)
        try transaction.put(
          Menu(
            date: date,
            workouts: [
              Workout(
                id: id, exercise: "squat",
                sets: Array(repeating: WorkoutSet(planned: PlannedSet(planned)), count: 3))
            ]))
      }
      let gear = commands.filter(\.kind.needsGear).map { command in
        Gear(
          id: StressCommand.preparedGear(command.number), name: "Prepared \(command.number)",
          added: LocalDate(year: 1999, month: 1, day: 1)!)
      }
      try transaction.setGear(GearFile(gear: gear))
      // `body remove` removes an entry made here, on its own date.
      var body = BodyFile()
      for command in commands where command.kind.needsBodyEntry {
        try body.set(
          ["weight": StressCommand.bodyWeight(command.number)],
          on: StressCommand.date(command.number))
      }
      try transaction.setBody(body)
    }
    try store.update { transaction in
      try transaction.put(Menu(date: StressCommand.firstDate.adding(days: -1), note: "prepared"))
    }
  }

  /// Starts a command on this store, killed after `delay` seconds when given.
  func start(_ command: StressCommand, killAfter delay: Double?, slot: Int) throws
    -> StressProcess
  {
    try command.writeInputs()
    return StressProcess(
      wkc: wkc, command: command, environment: environment, killAfter: delay,
      stderrPath: "\(scratch)/stderr-\(slot)")
  }
}
