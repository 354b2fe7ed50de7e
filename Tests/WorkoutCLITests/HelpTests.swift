import Foundation
import Testing

/// Help text is compared with golden files in `Golden/`. To re-record them on purpose:
/// `WKC_RECORD_GOLDEN=1 swift test --filter HelpTests`, then review the diff.
@Suite struct HelpTests {
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static let pages: [(file: String, arguments: [String])] = [
    ("quick-start", []),
    ("help", ["help"]),
    ("add", ["help", "add"]),
    ("edit", ["edit", "--help"]),
    ("remove", ["remove", "-h"]),
    ("menu", ["help", "menu"]),
    ("menu-show", ["help", "menu", "show"]),
    ("menu-list", ["menu", "list", "--help"]),
    ("menu-copy", ["help", "menu", "copy"]),
    ("menu-put", ["help", "menu", "put"]),
    ("menu-note", ["help", "menu", "note"]),
    ("menu-remove", ["help", "menu", "remove"]),
    ("catalog", ["catalog", "--help"]),
    ("catalog-list", ["help", "catalog", "list"]),
    ("catalog-show", ["help", "catalog", "show"]),
    ("catalog-search", ["help", "catalog", "search"]),
    ("catalog-add", ["help", "catalog", "add"]),
    ("catalog-remove", ["help", "catalog", "remove"]),
    ("run", ["help", "run"]),
    ("record", ["record", "--help"]),
    ("import", ["import", "--help"]),
    ("export", ["export", "--help"]),
    ("log", ["help", "log"]),
    ("timer", ["timer", "-h"]),
    ("plates", ["help", "plates"]),
    ("doctor", ["help", "doctor"]),
    ("history", ["help", "history"]),
    ("stats", ["stats", "--help"]),
    ("prs", ["help", "prs"]),
    ("chart", ["help", "chart"]),
    ("calendar", ["calendar", "-h"]),
    ("suggest", ["help", "suggest"]),
    ("template", ["help", "template"]),
    ("template-save", ["help", "template", "save"]),
    ("template-list", ["template", "list", "--help"]),
    ("template-show", ["help", "template", "show"]),
    ("template-apply", ["help", "template", "apply"]),
    ("template-remove", ["template", "remove", "-h"]),
    ("gear", ["help", "gear"]),
    ("gear-add", ["help", "gear", "add"]),
    ("gear-list", ["gear", "list", "--help"]),
    ("gear-show", ["help", "gear", "show"]),
    ("gear-edit", ["help", "gear", "edit"]),
    ("gear-retire", ["help", "gear", "retire"]),
    ("gear-remove", ["help", "gear", "remove"]),
    ("gear-default", ["help", "gear", "default"]),
    ("gear-check", ["help", "gear", "check"]),
    ("completions", ["help", "completions"]),
    ("man", ["man", "--help"]),
  ]

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
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(outcome.stdout == expected, "help for \(arguments) differs from Golden/\(page).txt")
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
    // The gear pages' examples name a pair of shoes that their own examples do not add.
    if page.hasPrefix("gear-"), page != "gear-add" {
      home.expectSuccess(["gear", "add", "pegasus-40", "--name", "Pegasus 40", "--for", "run"])
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
