import Foundation
import Testing

@testable import WorkoutCLI

/// Help text is compared with golden files in `Golden/`, one per command of the command tree
/// (`menu-show.txt` for `wkc menu show`, `wkc.txt` for `wkc` itself) and `quick-start.txt` for
/// `wkc` with no words. To re-record them on purpose:
/// `WKC_RECORD_GOLDEN=1 swift test --filter HelpTests`, then review the diff.
@Suite struct HelpTests {
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Every command path of the tree, the root's `[]` first; hidden ones (`__complete`) excepted.
  static let commandPaths: [[String]] = {
    func paths(of command: CommandSpec, at path: [String]) -> [[String]] {
      [path]
        + command.subcommands.filter { !$0.isHidden }.flatMap {
          paths(of: $0, at: path + [$0.name])
        }
    }
    return paths(of: Commands.root(), at: [])
  }()

  /// The golden pages: a command's help (`wkc help PATH`), and the quick start of a bare `wkc`.
  static let pages: [(file: String, arguments: [String])] =
    [("quick-start", [])]
    + commandPaths.map {
      (file: $0.isEmpty ? "wkc" : $0.joined(separator: "-"), arguments: ["help"] + $0)
    }

  @Test(arguments: pages.map(\.file))
  func helpMatchesGoldenText(page: String) throws {
    let arguments = Self.pages.first { $0.file == page }!.arguments
    let outcome = TestHome().run(arguments: arguments)
    #expect(outcome.code == 0)
    #expect(outcome.stderr.isEmpty)
    let golden = Self.goldenFolder.appendingPathComponent(page + ".txt")
    if ProcessInfo.processInfo.environment["WKC_RECORD_GOLDEN"] == "1" {
      try Data(outcome.stdout.utf8).write(to: golden)
      return
    }
    let expected = try #require(
      try? String(contentsOf: golden, encoding: .utf8),
      "no Golden/\(page).txt: record it with WKC_RECORD_GOLDEN=1 swift test --filter HelpTests")
    #expect(outcome.stdout == expected, "help for \(arguments) differs from Golden/\(page).txt")
  }

  /// No golden file is left without its command (one renamed or removed).
  @Test func everyGoldenFileIsAPage() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
    let pages = Set(Self.pages.map { $0.file + ".txt" })
    #expect(Set(files).subtracting(pages).sorted() == [], "golden files of no command")
  }

  /// `wkc help PATH`, `wkc PATH --help` and `wkc PATH -h` print the same page.
  @Test(arguments: commandPaths)
  func everyWayOfAskingPrintsTheSameHelp(path: [String]) {
    let home = TestHome()
    let page = home.run(arguments: ["help"] + path).stdout
    #expect(home.run(arguments: path + ["--help"]).stdout == page)
    #expect(home.run(arguments: path + ["-h"]).stdout == page)
    #expect(home.run(arguments: ["--help"] + path).stdout == page)
  }

  /// Every example shown in help runs successfully (those with pipes or files excepted).
  @Test(arguments: pages.map(\.file))
  func examplesInHelpRun(page: String) {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--date", "2024-01-04"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-04"])
    home.expectSuccess(["add", "bench-press", "--date", "2024-01-05"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-05"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-01-06"])
    home.expectSuccess(["add", "squat", "--date", "2024-01-06"])
    home.expectSuccess(["add", "bench-press", "--date", "2024-01-06"])
    home.expectSuccess(["template", "save", "full-body", "--from", "2024-01-06"])
    Self.writeExports(in: home)
    // Body remove's examples name an entry that its own examples do not log.
    if page == "body-remove" {
      home.expectSuccess(["body", "82.5", "--date", "2024-01-05", "--waist", "84"])
    }
    // The gear pages' examples name a pair of shoes that their own examples do not add.
    if page.hasPrefix("gear-"), page != "gear-add" {
      home.expectSuccess(["gear", "add", "pegasus-40", "--name", "Pegasus 40", "--for", "run"])
    }
    // The program pages' examples start programs from a history, and follow one.
    if page.hasPrefix("program") {
      for exercise in [
        "squat", "bench-press", "deadlift", "overhead-press", "barbell-row", "lat-pulldown",
        "dumbbell-row",
      ] {
        home.expectSuccess(["log", exercise, "--date", "2024-01-03", "--set", "5x40"])
      }
      if ["program-next", "program-status", "program-stop"].contains(page) {
        home.expectSuccess(["program", "start", "gzclp", "--from-history"])
      }
    }
    let arguments = Self.pages.first { $0.file == page }!.arguments
    let text = home.run(arguments: arguments).stdout
    guard let examples = text.components(separatedBy: "EXAMPLES:\n").dropFirst().first else {
      return
    }
    let joined = examples.replacingOccurrences(of: " \\\n    ", with: " ")
    for line in joined.split(separator: "\n") where line.hasPrefix("  wkc ") {
      guard !line.contains("|") else { continue }
      // `> FILE` and `--file FILE` use files in the test's home.
      let (command, output) = splitRedirect(String(line.dropFirst(6)))
      var words = shellWords(command)
      if words.first == "help" || words.contains("--help") { continue }
      if words.contains("remove"), words.contains("--yes") { words = ["menu", "show"] }
      for option in ["--file", "--output"] {
        if let index = words.firstIndex(of: option), index + 1 < words.count,
          words[index + 1] != "-"
        {
          words[index + 1] = home.home + "/" + words[index + 1]
        }
      }
      if words.starts(with: ["program", "check"]), words.count > 2 {
        words[2] = home.home + "/" + words[2]
      }
      if words.first == "import" {
        for index in words.indices.dropFirst() {
          guard !words[index].hasPrefix("-") else { break }
          words[index] = home.home + "/" + words[index]
        }
      }
      let outcome = home.run(arguments: words)
      #expect(outcome.code == 0, "example `\(line)` failed: \(outcome.stderr)")
      if let output {
        _ = FileManager.default.createFile(
          atPath: home.home + "/" + output, contents: Data(outcome.stdout.utf8))
      }
    }
  }

  /// The files the `import` examples read: an export of each app, GPX tracks and a wkc backup.
  static func writeExports(in home: TestHome) {
    var files = [
      "strong.csv": """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2023-12-01 07:00:00,"Push",1h,"Bench Press (Barbell)",1,135,5,0,0,"",,

      """,
      "workout_data.csv": """
      "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
      "Dips","2 Dec 2023, 18:00","2 Dec 2023, 18:40","","Chest Dip",,"",0,"normal",,12,,,
      """,
      "FitNotes_Export.csv": """
      Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
      2023-12-03,Zercher Carry,Legs,60.0,kgs,10,,,,""

      """,
    ]
    let point = { (lat: Double, time: String?) in
      "<trkpt lat=\"\(lat)\" lon=\"11.0\">\(time.map { "<time>\($0)</time>" } ?? "")</trkpt>"
    }
    for (name, day, hour) in [
      ("morning-run", "2023-12-04", "06"), ("evening-run", "2023-12-05", "18"),
    ] {
      files[name + ".gpx"] =
        "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>"
        + point(48.0, "\(day)T\(hour):00:00Z") + point(48.05, "\(day)T\(hour):30:00Z")
        + "</trkseg></trk></gpx>"
    }
    files["planned-loop.gpx"] =
      "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>"
      + point(48.0, nil) + point(48.1, nil) + "</trkseg></trk></gpx>"
    for (name, text) in files {
      _ = FileManager.default.createFile(
        atPath: home.home + "/" + name, contents: Data(text.utf8))
    }
    home.expectSuccess(["export", "--output", home.home + "/backup.json"])
  }

  /// `menu show --json > day.json` → ("menu show --json", "day.json").
  func splitRedirect(_ line: String) -> (String, String?) {
    let parts = line.components(separatedBy: " > ")
    guard parts.count == 2 else { return (line, nil) }
    return (parts[0], parts[1].trimmingCharacters(in: .whitespaces))
  }

  /// Splits an example line like a shell would, for the simple quoting help uses.
  func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func helpOptionWorksBeforeOrAfterTheCommand() {
    let home = TestHome()
    #expect(home.run("--help add").stdout == home.run("add --help").stdout)
    #expect(home.run("help add").stdout == home.run("add --help").stdout)
  }

  @Test func helpOfAnUnknownCommandSuggestsTheNearestOne() {
    let outcome = TestHome().run("help ad")
    #expect(outcome.code == 64)
    #expect(outcome.stderr.contains("did you mean 'add'?"))
  }

  @Test func helpLinesFitEightyColumns() {
    let home = TestHome()
    for page in Self.pages {
      for line in home.run(arguments: page.arguments).stdout.split(separator: "\n") {
        #expect(line.count <= 80 || !line.contains(" "), "\(page.file): \(line)")
      }
    }
  }
}
