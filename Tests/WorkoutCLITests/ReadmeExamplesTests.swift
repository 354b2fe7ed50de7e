import Foundation
import Testing

/// Every ```sh example of README.md and of every article of the DocC catalogs runs, each
/// document in its own home on TestHome's fixed clock (Fri 2024-01-05 09:00, Asia/Tokyo), in the
/// document's order; a transcript's `$` line prints exactly the output shown. Every relative link
/// of the documents points at a file, and every article is listed where a reader finds it.
@Suite struct ReadmeExamplesTests {
  /// The reader's week before the examples: bench press on Monday and Wednesday, squat on
  /// Tuesday.
  static let week = [
    "wkc log bench-press --date 2024-01-01 --set 10x60 --set 9x60 --set 8x62.5",
    "wkc log squat --date 2024-01-02 --sets 3x5 --weight 80",
    "wkc log bench-press --date 2024-01-03 --set 10x62.5 --set 8x65",
  ]

  /// The week, then yesterday's deadlift planned (for `wkc run yesterday --as-planned`) and
  /// today's squat and bench press planned (for `wkc run` to walk, `wkc record bench-press` to
  /// record and `wkc record squat --skip` to skip).
  static let weekAndToday =
    week + [
      "wkc add deadlift --date 2024-01-04 --sets 3x5 --weight 100",
      "wkc add squat --date 2024-01-05 --sets 5x5 --weight 60",
      "wkc add bench-press --sets 3 --reps 10 --weight 60",
    ]

  /// What each document's shown outputs assume happened before its first example, by its path
  /// from the package root; a document not listed starts from an empty home.
  static let histories: [String: [String]] = [
    "README.md": weekAndToday,
    "Sources/WorkoutCLI/WorkoutCLI.docc/Planning.md": week,
    "Sources/WorkoutCLI/WorkoutCLI.docc/AtTheGym.md": weekAndToday,
    // Yesterday's deadlift done (for `wkc prs deadlift`), and today's bench press.
    "Sources/WorkoutCLI/WorkoutCLI.docc/LookingBack.md":
      week + [
        "wkc log deadlift --date 2024-01-04 --sets 3x5 --weight 100",
        "wkc log bench-press --set 10x60",
      ],
    "Sources/WorkoutCLI/WorkoutCLI.docc/Doctor.md": week,
    // A menu tomorrow, to remove and undo.
    "Sources/WorkoutCLI/WorkoutCLI.docc/Undo.md": [
      "wkc add bench-press --date tomorrow --sets 3 --reps 10 --weight 60"
    ],
    // Sets to export, and a menu tomorrow for the gym sheet.
    "Sources/WorkoutCore/WorkoutCore.docc/ExportFormats.md":
      week + ["wkc add bench-press --date tomorrow --sets 3 --reps 10 --weight 60"],
  ]

  /// Lines of the documents that cannot run in a test, with the reason; exact lines, comments
  /// dropped. Any other line the test cannot read fails it.
  static let skipped = [
    "swift test --disable-xctest --quiet": "runs this very suite",
    "swift build -c release": "a release build takes minutes; the tests run on a build",
    "cp .build/release/wkc ~/.local/bin/": "installs into the real home",
    "swift format lint --strict -r Sources Tests": "a style check, which .ci/run runs",
    "swift build -c release && .build/release/wkc-bench --years 1,10,30,100":
      "a benchmark: minutes of timing, no behaviour",
    ".build/release/wkc-bench timer": "a benchmark of real time",
    "Tests/Fuzz/run --seconds 60 --jobs 2": "fuzzing: minutes of a sanitizer build",
    "Tests/Fuzz/run --release --seconds 600 csv month": "fuzzing: minutes of a sanitizer build",
    ".build/release/wkc-bench stress": "a harness of minutes, tested by WorkoutBenchTests",
    "wkc import strong.csv --dry-run": "needs another app's export",
    "wkc import strong.csv": "needs another app's export",
    "wkc import strong.csv --unit kg --replace": "needs another app's export",
    "wkc import workout_data.csv --map \"Chest Dip (Assisted)=assisted-dip\" --create-missing":
      "needs another app's export",
    "unzip -p fitnotes.zip | wkc import - --from fitnotes --unit lb": "needs another app's export",
    "wkc import export.xml --dry-run": "needs an Apple Health export",
    "unzip -p export.zip apple_health_export/export.xml | wkc import - --from apple-health":
      "needs an Apple Health export",
    "wkc import morning-run.gpx evening-run.gpx": "needs GPX tracks",
    "wkc import saturday-hike.gpx --exercise hike": "needs a GPX track",
    "wkc import planned-loop.gpx --exercise walk --date 2024-01-03": "needs a GPX track",
    "source <(wkc completions bash)": "loads completions into the reader's shell",
    "wkc completions bash > ~/.local/share/bash-completion/completions/wkc":
      "installs into the real home",
    "wkc completions zsh > ~/.zfunc/_wkc": "installs into the real home",
    "wkc completions fish > ~/.config/fish/completions/wkc.fish": "installs into the real home",
    "wkc man > ~/.local/share/man/man1/wkc.1": "installs into the real home",
  ]

  /// The first set-up command: CI runs `swift test`, and the tour runs this line as `wkc …`, its
  /// `--home` in the tour's scratch folder.
  static let setUp =
    "swift run wkc --home .build/try add bench-press --sets 3 --reps 10 --weight 60"

  /// README.md's path.
  static let readme = Documents.readme

  static func blocks(of document: String) throws -> [ShellBlock] {
    try ShellBlock.all(in: Documents.text(of: document))
  }

  static func examples(of document: String) throws -> [ReadmeExample] {
    try blocks(of: document).flatMap(\.examples)
  }

  // MARK: - Examples

  @Test(arguments: Documents.all())
  func everyExampleRunsAndPrintsWhatTheDocumentShows(document: String) throws {
    let tour = ReadmeTour(document: document)
    let history = Self.histories[Documents.name(of: document)] ?? []
    tour.run(history.map { ReadmeExample(line: 0, command: $0) })

    for block in try Self.blocks(of: document) { tour.run(block.examples, skipped: Self.skipped) }
  }

  @Test func theDocumentsAreTheReadmeAndTheArticlesOfBothCatalogs() {
    let names = Documents.all().map(Documents.name(of:))

    #expect(names.first == "README.md")
    #expect(names.contains("Sources/WorkoutCLI/WorkoutCLI.docc/WorkoutCLI.md"))
    #expect(names.contains("Sources/WorkoutCore/WorkoutCore.docc/WorkoutCore.md"))
  }

  @Test func everyHistoryIsOfADocument() {
    let names = Set(Documents.all().map(Documents.name(of:)))

    for name in Self.histories.keys {
      #expect(names.contains(name), "a history for a document that is not there: \(name)")
    }
  }

  @Test func everySkippedLineIsInADocument() throws {
    let commands = Set(try Documents.all().flatMap(Self.examples(of:)).map(\.command))

    for line in Self.skipped.keys {
      #expect(commands.contains(line), "skipped, but in no document: \(line)")
    }
  }

  // MARK: - Set up

  @Test func theSetUpLineIsTheFirstCommandOfTheReadmesSetUp() throws {
    let readme = try Documents.text(of: Self.readme)
    let section = try #require(readme.range(of: "\n## Set up\n"))

    let first = try ShellBlock.all(in: String(readme[section.upperBound...])).first?.examples
      .first?.command

    #expect(first == Self.setUp)
  }

  /// The set-up line, as a fresh clone runs it: the built wkc, in a new folder, writes into
  /// `.build/try` there and nothing into the user's data directory.
  @Test func theSetUpLineWritesIntoBuildTryAndNotTheRealDataDirectory() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/wkc-setup-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let home = folder + "/home"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let words = Self.setUp.split(separator: " ").map(String.init)
    try #require(words.starts(with: ["swift", "run", "wkc"]))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    process.arguments = Array(words.dropFirst(3))
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["HOME": home, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice

    try process.run()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    let months = try FileManager.default.contentsOfDirectory(atPath: folder + "/.build/try/menus")
    #expect(months.count == 1)
    #expect(!FileManager.default.fileExists(atPath: home + "/.local/share/wkc"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
  }

  // MARK: - Links

  @Test(arguments: Documents.all())
  func everyRelativeLinkPointsAtAFileThatExists(document: String) throws {
    let folder = URL(fileURLWithPath: document).deletingLastPathComponent()
    let text = try Documents.text(of: document)

    for link in markdownLinks(in: text) where link.isRelative {
      let target =
        link.file.isEmpty
        ? URL(fileURLWithPath: document) : folder.appendingPathComponent(link.file).standardized
      let place = "\(Documents.name(of: document)):\(link.line): \(link.target)"
      guard FileManager.default.fileExists(atPath: target.path) else {
        Issue.record("\(place): no such file")
        continue
      }
      if let anchor = link.anchor {
        let anchors = headingAnchors(in: try Documents.text(of: target.path))
        #expect(anchors.contains(anchor), "\(place): no such heading")
      }
    }
  }

  @Test(arguments: Documents.catalogs())
  func everyArticleIsListedInItsLandingPageAndLinksOnlyItsOwn(catalog: String) throws {
    let landing = Documents.landingPage(of: catalog)
    let articles = Documents.articles(in: catalog)
    let names = Set(
      articles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
    let listed = Set(docLinks(in: try Documents.text(of: landing)).map(\.name))

    #expect(articles.contains(landing), "no landing page \(Documents.name(of: landing))")
    for article in articles where article != landing {
      let name = URL(fileURLWithPath: article).deletingPathExtension().lastPathComponent
      #expect(listed.contains(name), "\(Documents.name(of: landing)) does not list <doc:\(name)>")
    }
    for article in articles {
      for link in docLinks(in: try Documents.text(of: article)) {
        #expect(
          names.contains(link.name),
          "\(Documents.name(of: article)):\(link.line): no article \(link.name) in \(Documents.name(of: catalog))"
        )
      }
    }
  }

  @Test func theReadmeLinksEveryArticle() throws {
    let linked = Set(
      markdownLinks(in: try Documents.text(of: Self.readme)).filter(\.isRelative).map {
        Documents.root.appendingPathComponent($0.file).standardized.path
      })

    for article in Documents.catalogs().flatMap(Documents.articles(in:)) {
      #expect(linked.contains(article), "README.md does not link \(Documents.name(of: article))")
    }
  }
}

/// The tiny shell the documents' examples run in: what it reads, and what it refuses.
@Suite struct ReadmeShellTests {
  @Test func quotesAndALoopVariableMakeWords() throws {
    let line = #"wkc add squat --date "$day" --note 'heavy  day' --set 5x80\ kg"#

    let statement = try ShellStatement(line, variables: ["day": "+1"])

    let words = ["add", "squat", "--date", "+1", "--note", "heavy  day", "--set", "5x80 kg"]
    #expect(statement == .run(ShellPipeline(arguments: words)))
  }

  @Test func printfAndEchoBecomeStdin() throws {
    let printf = try ShellStatement(#"printf '\n8x60\ns\n' | wkc run --no-timer"#)
    let echo = try ShellStatement(#"echo '{"workouts":[]}' | wkc menu put today --file -"#)

    #expect(printf == .run(ShellPipeline(arguments: ["run", "--no-timer"], stdin: "\n8x60\ns\n")))
    let put = ShellPipeline(
      arguments: ["menu", "put", "today", "--file", "-"], stdin: "{\"workouts\":[]}\n")
    #expect(echo == .run(put))
  }

  @Test func jqAndRedirectionTakeTheOutput() throws {
    let jq = try ShellStatement("wkc menu --json | jq -r '.workouts[] | .id'")
    let file = try ShellStatement("swift run wkc menu --json > day.json")

    #expect(
      jq == .run(ShellPipeline(arguments: ["menu", "--json"], jq: ["-r", ".workouts[] | .id"])))
    #expect(file == .run(ShellPipeline(arguments: ["menu", "--json"], outputFile: "day.json")))
  }

  @Test func aForLoopNamesItsVariableAndWords() throws {
    let statement = try ShellStatement("for day in +1 +3 +5; do")

    #expect(statement == .loop(variable: "day", values: ["+1", "+3", "+5"]))
  }

  @Test(arguments: [
    "wkc menu && wkc history", "cat day.json | wkc menu put today --file -", "wkc menu $(date)",
    "wkc menu 2>&1", "wkc menu >> log", "wkc add squat --date ~", "wkc menu *", "rm -rf day.json",
    "wkc menu | grep Squat", "wkc menu; wkc history", "wkc menu \"today", "echo 'x' | wkc run &",
  ])
  func otherShapesAreRefused(line: String) {
    #expect(throws: ShellError.self) { try ShellStatement(line) }
  }

  @Test func aCommentEndsTheLineOutsideQuotesOnly() {
    let line = #"wkc add squat --note "set #2" --note '# 3'   # a comment"#

    #expect(withoutComment(line) == #"wkc add squat --note "set #2" --note '# 3'"#)
  }

  @Test func aTranscriptLineGetsTheOutputUpToTheNextCommand() throws {
    let markdown = "```sh\n$ wkc menu   # today\nSat\n  set 1\n$ wkc history\n```\n"

    let examples = try ShellBlock.all(in: markdown).flatMap(\.examples)

    #expect(examples.map(\.command) == ["wkc menu", "wkc history"])
    #expect(examples.map(\.expected) == [["Sat", "  set 1"], nil])
    #expect(examples.map(\.line) == [2, 5])
  }

  @Test func aScriptJoinsContinuationsAndDropsCommentLines() throws {
    let markdown = "```sh\necho '{}' \\\n  | wkc menu put today --file -\n  # note\n```\n"

    let examples = try ShellBlock.all(in: markdown).flatMap(\.examples)

    #expect(examples.map(\.command) == ["echo '{}' | wkc menu put today --file -"])
    #expect(examples.map(\.line) == [2])
  }

  @Test func aCommandInAnotherKindOfBlockIsRefused() {
    #expect(throws: ShellError.self) { try ShellBlock.all(in: "```bash\nwkc menu\n```\n") }
  }

  @Test func anElisionAndWorkoutIDsMatchAnything() {
    let output = "Added Squat (id w03rpsc0phcnvkx)\n  set 1\n  set 2\n"

    #expect(ReadmeTour.matches(output, ["Added Squat (id w03rpsc0k7m2xq9)", "  set 1", "…"]))
    #expect(!ReadmeTour.matches(output, ["Added Squat (id w03rpsc0k7m2xq9)", "  set 1"]))
    #expect(!ReadmeTour.matches(output, ["Added Squat (id w03rpsc0k7m2xq9)", "  set 2", "…"]))
  }

  /// What the tour records, collected instead of recorded, to test the tour itself.
  private final class Recorded {
    var problems: [(comment: String, severity: Issue.Severity, line: Int?)] = []
  }

  private func collecting(_ tour: ReadmeTour) -> Recorded {
    let recorded = Recorded()
    tour.record = { comment, severity, place in
      recorded.problems.append((comment.rawValue, severity, place?.line))
    }
    return recorded
  }

  @Test func aLineTheShellCannotReadFailsTheTour() {
    let tour = ReadmeTour(document: ReadmeExamplesTests.readme)
    let recorded = collecting(tour)
    tour.run([ReadmeExample(line: 7, command: "wkc menu && wkc history")])
    #expect(recorded.problems.count == 1)
    #expect(recorded.problems.first?.severity == .error)
    #expect(
      recorded.problems.first?.comment.contains("README.md:7: wkc menu && wkc history") == true)
  }

  @Test func outputOtherThanShownFailsTheTourAtItsLine() {
    let tour = ReadmeTour(document: ReadmeExamplesTests.readme)
    let recorded = collecting(tour)
    let example = ReadmeExample(
      line: 9, command: "wkc menu", expected: ["Sat 2024-01-06"], isTranscript: true)
    tour.run([example])
    #expect(recorded.problems.count == 1)
    #expect(recorded.problems.first?.line == 9)
    #expect(recorded.problems.first?.comment.contains("No workouts planned.") == true)
  }

  @Test func aMissingJQSkipsItsLineWithANoteNotAFailure() {
    let tour = ReadmeTour(document: ReadmeExamplesTests.readme, jq: nil)
    let recorded = collecting(tour)
    tour.run([ReadmeExample(line: 3, command: "wkc menu --json | jq '.workouts'")])
    #expect(recorded.problems.count == 1)
    #expect(recorded.problems.first?.severity == .warning)
    #expect(recorded.problems.first?.comment.contains("jq is not installed: README.md:3") == true)
  }
}
