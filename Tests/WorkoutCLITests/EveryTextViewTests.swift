import Foundation
import Testing
import WorkoutCore

@testable import WorkoutCLI

// Every text view of every command, run on a store seeded with hostile text: notes, exercise,
// workout and gear texts and file names holding ESC [2J, BEL, CR, U+202E, U+2066, C1 0x9B and
// NUL, in a home whose own path holds them too. No line of stdout or stderr may hold one raw.

/// The hostile text the store is seeded with.
private let hostile = "x\u{1B}[2J\u{07}\r\u{202E}\u{2066}\u{9B}31m\u{0}y"

/// The same, as JSON writes it, for files written by hand.
private let hostileJSON = #"x\u001b[2J\u0007\r\u202e\u2066\u009b31m\u0000y"#

/// The folder standing in for `$HOME`, inside the test's home: its path is hostile too.
private let homeFolder = "h\u{1B}[2J\u{202E}\u{9B}"

/// The name of the imported file.
private let fileName = "strong\u{1B}[2J\u{7}\u{202E}\u{2066}\u{9B}.csv"

/// The control and bidi characters a text for people never holds raw: every C0 control but
/// the line feed that ends each line, DEL, C1 and the bidi controls.
private func rawControls(_ text: String, except separator: Unicode.Scalar? = nil) -> [String] {
  text.unicodeScalars.filter { $0 != "\n" && $0 != separator && $0.isControlOrBidi }
    .map { "U+" + String($0.value, radix: 16, uppercase: true) }
}

/// One way of running a command; `@HOME@` in a word stands for the hostile `$HOME`.
struct TextView: Sendable, CustomTestStringConvertible {
  var words: [String]
  var stdin = ""

  var testDescription: String { words.joined(separator: " ").terminalSafe }
}

/// The views of one command, by its path.
struct CommandViews: Sendable, CustomTestStringConvertible {
  var path: String
  var views: [TextView]
  /// The command draws a screen of its own on a terminal (with cursor moves), so only its
  /// text in a pipe is checked.
  var drawsAScreen = false
  /// A control its output keeps by design: the tab between a value and its description that
  /// shells read from `__complete`.
  var separator: Unicode.Scalar?

  var testDescription: String { path }
}

extension TestHome {
  /// The data directory under the hostile `$HOME`.
  var hostileData: String { home + "/" + homeFolder + "/.local/share/wkc" }

  /// This home seeded with hostile text everywhere a person or a file can put it.
  func seedHostile() {
    environment["HOME"] = home + "/" + homeFolder
    let data = hostileData
    try! FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    try! Data(
      """
      {"exercises": [{"aliases": ["\(hostileJSON)alias"], "equipment": "bar\(hostileJSON)",
      "id": "evil-press", "items": ["reps", "weight"], "kind": "other",
      "name": "Evil\(hostileJSON)Press", "parts": ["chest"]}], "version": 1}
      """.utf8
    ).write(to: URL(fileURLWithPath: data + "/catalog.json"))
    let csv =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,"
      + "Workout Notes,RPE\n"
      + "2024-01-02 07:00:00,\"Push\(hostile.replacingOccurrences(of: "\u{0}", with: ""))\",31m,"
      + "\"Odd\u{1B}[2J\u{202E}\u{9B} Move\",1,60,8,0,0,"
      + "\"note\(hostile.replacingOccurrences(of: "\u{0}", with: ""))\",\"day\u{1B}]0;t\u{7}\",\n"
    try! Data(csv.utf8).write(to: URL(fileURLWithPath: home + "/" + homeFolder + "/" + fileName))
    let visible = hostile.replacingOccurrences(of: "\u{0}", with: "")
    // A program refuses control and bidi characters: the evil one is its exercise's name.
    try! Data("program Evil\ncycle 1 sessions\nday A\n  evil-press 3x5 60kg\n".utf8).write(
      to: URL(fileURLWithPath: home + "/" + homeFolder + "/evil.program"))
    try! Data("cycle 0 weeks\nday \(visible)\n  evil\(visible)press 5x5\n".utf8).write(
      to: URL(fileURLWithPath: home + "/" + homeFolder + "/bad.program"))
    for words in [
      ["program", "start", home + "/" + homeFolder + "/evil.program"],
      ["gear", "add", "shoe", "--name", "Shoe", "--note", hostile, "--for", "run"],
      ["add", "evil-press", "--set", "5x100", "--note", hostile, "--date", "2024-01-03"],
      ["record", "evil-press", "--date", "2024-01-03"],
      ["add", "squat", "--set", "5x100", "--note", hostile],
      ["add", "evil-press", "--set", "5x100", "--note", hostile],
      ["menu", "note", "today", hostile],
      ["log", "run", "--distance", "5", "--duration", "25m", "--date", "2024-01-04"],
      ["template", "save", "legs", "--from", "today"],
      ["import", home + "/" + homeFolder + "/" + fileName, "--create-missing", "--unit", "kg"],
    ] {
      let outcome = run(arguments: words)
      #expect(outcome.code == 0, "seeding \(words): \(outcome.stderr)")
    }
  }

  /// A fresh home holding a copy of this one's seeded store and settings.
  func copySeeded() -> TestHome {
    let copy = TestHome()
    try! FileManager.default.copyItem(
      atPath: home + "/" + homeFolder, toPath: copy.home + "/" + homeFolder)
    copy.environment = environment
    copy.environment["HOME"] = copy.home + "/" + homeFolder
    return copy
  }
}

/// Every command's text views: its lists and shows, its reports, its errors that quote a name.
private let everyView: [CommandViews] = {
  func views(
    _ path: String, _ lines: [[String]], stdin: String = "", drawsAScreen: Bool = false,
    separator: Unicode.Scalar? = nil
  ) -> CommandViews {
    CommandViews(
      path: path, views: lines.map { TextView(words: $0, stdin: stdin) },
      drawsAScreen: drawsAScreen, separator: separator)
  }
  let today = ["menu", "show"]
  return [
    views("add", [["add", "evil-press", "--note", hostile], ["add", hostile]]),
    views(
      "edit",
      [
        ["edit", "evil-press", "--note", hostile], ["edit", hostile], ["edit", "1", "--reps", "6"],
        ["edit", "1", "--exercise", hostile],
      ]),
    views("remove", [["remove", "evil-press", "--yes"], ["remove", hostile]]),
    views("menu show", [today, ["menu", "show", "2024-01-02"], ["menu", "show", hostile]]),
    views("menu list", [["menu", "list"], ["menu", "list", "--from", "2024-01-01"]]),
    views("menu copy", [["menu", "copy", "today", "--to", "tomorrow"]]),
    views(
      "menu put",
      [["menu", "put", "tomorrow", "--file", "-"]],
      stdin:
        #"{"note": "\#(hostileJSON)", "workouts": [{"exercise": "squat", "note": "\#(hostileJSON)", "sets": []}]}"#
    ),
    views("menu note", [["menu", "note", "today", hostile]]),
    views("menu remove", [["menu", "remove", "today", "--yes"]]),
    views("run", [["run"], ["run", "2024-01-03", "--as-planned"]]),
    views("record", [["record", "evil-press"], ["record", hostile]]),
    views("log", [["log", "evil-press", "--set", "5x100"], ["log", hostile]]),
    views(
      "history",
      [["history"], ["history", "evil-press"], ["history", "odd-move"], ["history", hostile]]),
    views("stats", [["stats"]]),
    views("prs", [["prs"], ["prs", "evil-press"], ["prs", hostile]]),
    views("chart", [["chart", "evil-press"], ["chart", hostile]]),
    views("calendar", [["calendar"], ["calendar", "2024-01"], ["calendar", "--year"]]),
    views("week", [["week"], ["week", "--check"], ["week", hostile]]),
    views("suggest", [["suggest", "evil-press"], ["suggest", hostile]]),
    views("template save", [["template", "save", "push", "--from", "today"]]),
    views("template list", [["template", "list"]]),
    views("template show", [["template", "show", "legs"], ["template", "show", hostile]]),
    views("template apply", [["template", "apply", "legs", "--date", "tomorrow"]]),
    views("template remove", [["template", "remove", "legs"], ["template", "remove", hostile]]),
    views("program list", [["program", "list"]]),
    views(
      "program show",
      [
        ["program", "show", "@HOME@/evil.program"], ["program", "show", hostile],
        ["program", "show", "@HOME@/bad.program"],
      ]),
    views(
      "program start",
      [
        ["program", "start", "@HOME@/evil.program", "--restart"], ["program", "start", hostile],
        ["program", "start", "@HOME@/evil.program", "--tm", hostile + "=100"],
      ]),
    views("program next", [["program", "next"], ["program", "next", "--date", hostile]]),
    views("program status", [["program", "status"]]),
    views(
      "program simulate",
      [
        ["program", "simulate", "@HOME@/evil.program", "--weeks", "2"],
        ["program", "simulate", "@HOME@/evil.program", "--weeks", "2", "--fail", hostile + "@1"],
      ]),
    views(
      "program check",
      [["program", "check", "@HOME@/evil.program"], ["program", "check", "@HOME@/bad.program"]]),
    views("program stop", [["program", "stop"]]),
    views("gear add", [["gear", "add", "bike", "--name", "Bike", "--note", hostile]]),
    views("gear list", [["gear", "list"], ["gear", "list", "--all"]]),
    views("gear show", [["gear", "show", "shoe"], ["gear", "show", hostile]]),
    views("gear edit", [["gear", "edit", "shoe", "--note", hostile]]),
    views("gear retire", [["gear", "retire", "shoe"]]),
    views("gear remove", [["gear", "remove", "shoe", "--yes"]]),
    views("gear default", [["gear", "default"], ["gear", "default", "shoe", "--for", "walk"]]),
    views("gear check", [["gear", "check"]]),
    views(
      "body log",
      [
        ["body"], ["body", "82.5", "--waist", "84"], ["body", hostile], ["body", hostile + "=3cm"],
      ]),
    views("body list", [["body", "list"]]),
    views("body chart", [["body", "chart"], ["body", "chart", hostile]]),
    views("body remove", [["body", "remove", "today", "waist"], ["body", "remove", hostile]]),
    views(
      "catalog list",
      [
        ["catalog", "list"], ["catalog", "list", "--custom"],
        ["catalog", "list", "--part", hostile],
      ]
    ),
    views("catalog show", [["catalog", "show", "evil-press"], ["catalog", "show", hostile]]),
    views("catalog search", [["catalog", "search", "evil"], ["catalog", "search", hostile]]),
    views(
      "catalog add", [["catalog", "add", "new-one", "--name", "New One", "--items", "reps"]]),
    views("catalog remove", [["catalog", "remove", "odd-move"]]),
    views("catalog edit", [["catalog", "edit", "evil-press", "--rest", "90"]]),
    views(
      "catalog note",
      [["catalog", "note", "evil-press", hostile], ["catalog", "note", "evil-press"]]),
    views(
      "import",
      [
        ["import", "@HOME@/" + fileName, "--dry-run"], ["import", "@HOME@/" + fileName],
        ["import", "@HOME@/" + fileName, "--dry-run", "--create-missing", "--unit", "kg"],
        ["import", hostile + ".csv"],
      ]),
    views(
      "export",
      [
        ["export", "--format", "md"], ["export", "--output", "@HOME@/" + hostile + ".json"],
        ["export", "--format", hostile],
      ]),
    views("timer", [["timer", "3s", "--quiet"], ["timer", hostile]], drawsAScreen: true),
    views("plates", [["plates", "100"], ["plates", hostile]]),
    views("undo", [["undo", "--list"], ["undo"], ["undo", "2"]]),
    views("doctor", [["doctor"]]),
    views("config list", [["config", "list"]]),
    views("config get", [["config", "get", "units"], ["config", "get", hostile]]),
    views(
      "config set",
      [
        ["config", "set", "units", "lb"], ["config", "set", "units", hostile],
        ["config", "set", "target.chest", "12"], ["config", "set", "target." + hostile, "12"],
        ["config", "set", "target.chest", hostile],
      ]),
    views("config unset", [["config", "unset", "units"]]),
    views("completions", [["completions", "zsh"], ["completions", hostile]]),
    views("man", [["man"]]),
    views("help", [["help", "add"], ["help", hostile]]),
    views(
      "__complete",
      [["__complete", "exercises"], ["__complete", "templates"], ["__complete", "gear"]],
      separator: "\t"),
  ]
}()

/// The path of every command that runs, as `menu show`.
private func commandPaths(_ command: CommandSpec, prefix: [String] = []) -> [String] {
  command.subcommands.flatMap { sub -> [String] in
    let path = prefix + [sub.name]
    return (sub.run == nil ? [] : [path.joined(separator: " ")]) + commandPaths(sub, prefix: path)
  }
}

@Suite struct EveryTextViewTests {
  /// A new command cannot be forgotten: the list of views names every command of the registry.
  @Test func everyCommandHasItsViews() {
    let paths = commandPaths(Commands.root())
    let listed = everyView.map(\.path)
    #expect(Set(paths).subtracting(listed).sorted() == [], "commands without views")
    #expect(Set(listed).subtracting(paths).sorted() == [], "views of no command")
  }

  @Test func theSeededStoreHoldsTheHostileText() throws {
    let home = TestHome()
    home.seedHostile()
    let month = try String(
      contentsOfFile: home.hostileData + "/menus/2024-01.json", encoding: .utf8)
    // JSON escapes C0 controls; C1 and bidi controls are written as they are.
    let note = #"x\u001b[2J\u0007\r"# + "\u{202E}\u{2066}\u{9B}" + #"31m\u0000y"#
    #expect(month.contains(note), "\(month)")
  }

  /// Every view, in a pipe and on a terminal without colour (so no escape is wkc's own).
  @Test(arguments: everyView)
  func noViewShowsARawControlCharacter(_ command: CommandViews) {
    let seeded = TestHome()
    seeded.seedHostile()
    for view in command.views {
      for terminal in command.drawsAScreen ? [false] : [false, true] {
        let home = seeded.copySeeded()
        home.environment["NO_COLOR"] = "1"
        let words = view.words.map {
          $0.replacingOccurrences(of: "@HOME@", with: home.environment["HOME"]!)
        }
        let outcome = home.run(arguments: words, stdin: view.stdin, terminal: terminal)
        let shown = "\(view.testDescription)\(terminal ? " on a terminal" : "")"
        #expect(outcome.code != 70, "\(shown) crashed: \(outcome.stderr.terminalSafe)")
        for (name, text) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
          let raw = rawControls(text, except: command.separator)
          #expect(raw.isEmpty, "\(shown): \(name) holds \(raw): \(text.terminalSafe)")
        }
      }
    }
  }
}
