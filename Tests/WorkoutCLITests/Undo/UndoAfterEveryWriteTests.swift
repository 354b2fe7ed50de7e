import Foundation
import Testing

/// `wkc undo` after each command that writes: the store's files are back byte for byte, and
/// undoing the undo puts the command's change back byte for byte.
@Suite struct UndoAfterEveryWriteTests {
  /// A write command and what it needs first.
  struct Case: CustomTestStringConvertible, Sendable {
    let setup: [[String]]
    let command: [String]
    var stdin = ""
    var files: [String: String] = [:]
    var testDescription: String { command.joined(separator: " ") }
  }

  static let plan = ["add", "bench-press", "--sets", "3", "--reps", "10", "--weight", "60"]
  static let squat = ["add", "squat", "--sets", "3x5", "--weight", "100"]
  static let shoes = ["gear", "add", "pegasus-40", "--name", "Pegasus 40", "--for", "run"]
  static let fiveByFive = [
    "program", "start", "5x5", "--weight", "squat=60", "--weight", "bench-press=50", "--weight",
    "barbell-row=50", "--weight", "overhead-press=35", "--weight", "deadlift=80",
  ]
  static let strong = """
    Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
    2023-12-14 07:05:00,"Morning","Bench Press (Barbell)",1,60,8,0,0,"",""
    2023-12-14 07:05:00,"Morning","Bench Press (Barbell)",2,60,8,0,0,"",""

    """
  static let menuJSON = """
    {"date": "2024-01-06", "note": "legs", "workouts": [{"exercise": "squat", "sets": [\
    {"planned": {"reps": 5, "weight": 100, "rest": 180}}]}]}
    """

  static let cases: [Case] = [
    Case(setup: [], command: plan),
    Case(setup: [plan], command: squat),
    Case(setup: [plan, squat], command: ["edit", "1", "--weight", "62.5"]),
    Case(setup: [plan, squat], command: ["edit", "2", "--group", "1"]),
    Case(setup: [plan, squat], command: ["edit", "1", "--exercise", "plank"]),
    Case(setup: [plan, squat], command: ["run", "--no-timer"], stdin: "x plank\n\n\n\n\n\n\n"),
    Case(setup: [plan, squat], command: ["remove", "1", "--yes"]),
    Case(setup: [plan], command: ["record", "bench-press"]),
    Case(setup: [plan], command: ["record", "1", "--set", "2", "--reps", "8"]),
    Case(setup: [plan], command: ["log", "pull-up", "--sets", "3", "--reps", "8"]),
    Case(setup: [plan, squat], command: ["run", "--no-timer"], stdin: "\n\n\n\n\n\n"),
    Case(setup: [plan], command: ["run", "--as-planned"]),
    Case(setup: [plan], command: ["menu", "put", "2024-01-06", "--file", "-"], stdin: menuJSON),
    Case(setup: [plan], command: ["menu", "copy", "today", "--to", "2024-02-01"]),
    Case(setup: [plan], command: ["menu", "note", "today", "push day"]),
    Case(
      setup: [plan, ["record", "bench-press"]], command: ["menu", "remove", "today", "--yes"]),
    Case(setup: [plan], command: ["template", "save", "push", "--from", "today"]),
    Case(
      setup: [plan, ["template", "save", "push", "--from", "today"]],
      command: ["template", "apply", "push", "--date", "2024-03-01"]),
    Case(
      setup: [plan, ["template", "save", "push", "--from", "today"]],
      command: ["template", "remove", "push"]),
    Case(setup: [], command: shoes),
    Case(setup: [shoes], command: ["gear", "edit", "pegasus-40", "--retire-at", "700"]),
    Case(setup: [shoes], command: ["gear", "retire", "pegasus-40"]),
    Case(setup: [shoes], command: ["gear", "default", "pegasus-40"]),
    Case(setup: [shoes], command: ["gear", "remove", "pegasus-40", "--yes"]),
    Case(setup: [], command: ["body", "82.5", "--waist", "84", "calf=38cm"]),
    Case(setup: [["body", "82.5"]], command: ["body", "81.5"]),
    Case(
      setup: [["body", "82.5", "--waist", "84"]], command: ["body", "remove", "today", "waist"]),
    Case(setup: [["body", "82.5"]], command: ["body", "remove", "today"]),
    Case(
      setup: [shoes, ["gear", "default", "pegasus-40"]],
      command: ["log", "run", "--distance", "10", "--duration", "55m"]),
    Case(
      setup: [],
      command: [
        "catalog", "add", "landmine-thruster", "--name", "Landmine Thruster", "--items",
        "reps,weight,rest",
      ]),
    Case(
      setup: [
        [
          "catalog", "add", "landmine-thruster", "--name", "Landmine Thruster", "--items",
          "reps,weight,rest",
        ]
      ],
      command: ["catalog", "remove", "landmine-thruster"]),
    Case(setup: [plan], command: ["import", "strong.csv"], files: ["strong.csv": strong]),
    Case(setup: [], command: fiveByFive),
    Case(setup: [fiveByFive], command: ["program", "next"]),
    Case(setup: [fiveByFive], command: ["program", "stop"]),
    // The last set of the session completes it: the program moves on in the same change.
    Case(
      setup: [fiveByFive, ["program", "next"], ["run", "--as-planned"], ["undo"]],
      command: ["run", "--as-planned"]),
    Case(
      setup: [fiveByFive, ["program", "next"], ["program", "stop"], plan],
      command: ["program", "start", "5x5", "--restart"]),
    Case(
      setup: [plan, ["export", "--output", "backup.json"], ["menu", "remove", "today", "--yes"]],
      command: ["import", "backup.json"]),
  ]

  @Test(arguments: cases)
  func undoPutsBackWhatTheCommandChanged(_ test: Case) throws {
    let home = TestHome()
    for (name, text) in test.files {
      try text.write(toFile: home.home + "/" + name, atomically: true, encoding: .utf8)
    }
    for words in test.setup {
      home.expectSuccess(words.map { $0 == "backup.json" ? home.home + "/backup.json" : $0 })
    }
    let before = home.storeFiles()
    let command = test.command.map {
      $0.hasSuffix(".json") || $0.hasSuffix(".csv") ? home.home + "/" + $0 : $0
    }
    home.expectSuccess(command, stdin: test.stdin)
    let after = home.storeFiles()
    #expect(after != before, "the command changed nothing")

    let undone = home.run(arguments: ["undo"])
    #expect(undone.code == 0, "\(undone.stderr)")
    #expect(undone.stdout.hasPrefix("Undid '"))
    #expect(home.storeFiles() == before)

    let redone = home.run(arguments: ["undo"])
    #expect(redone.code == 0, "\(redone.stderr)")
    #expect(redone.stdout.hasPrefix("Redid '"))
    #expect(home.storeFiles() == after)
  }
}

extension TestHome {
  /// The bytes of the data directory's own files: menus, catalog, templates, gear and programs
  /// (not the index, a cache, the lock or the journal).
  func storeFiles() -> [String: Data] {
    let prefix = ".local/share/wkc/"
    var files: [String: Data] = [:]
    for (path, bytes) in snapshot() where path.hasPrefix(prefix) {
      let name = String(path.dropFirst(prefix.count))
      if name == "index.json" || name == "lock" || name.hasPrefix("journal")
        || bytes.starts(with: Data("<folder>".utf8))
      {
        continue
      }
      files[name] = bytes
    }
    return files
  }
}
