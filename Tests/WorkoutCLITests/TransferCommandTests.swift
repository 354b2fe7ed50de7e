import Foundation
import TestSupport
import Testing

/// A Strong export in the classic comma layout, kg: two workouts, a warm-up, a rest timer row.
private let strongCSV = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"Push",1h 3m,"Bench Press (Barbell)",W,40,10,0,0,"",,
  2024-01-02 07:10:00,"Push",1h 3m,"Bench Press (Barbell)",1,100,5,0,0,,,8
  2024-01-02 07:10:00,"Push",1h 3m,"Bench Press (Barbell)",Rest Timer,0,0,0,180.0,,,
  2024-01-02 07:10:00,"Push",1h 3m,"Bench Press (Barbell)",2,100,5,0,0,,,
  2024-01-04 18:00:00,"Legs",45m,"Squat (Barbell)",1,140,3,0,0,"",,

  """

/// The same with an exercise no map knows.
private let unknownCSV =
  strongCSV
  + "2024-01-04 18:00:00,\"Legs\",45m,\"Zercher Walk (Yoke)\",1,60,10,0,0,,,\n"

@Suite struct ImportCommandTests {
  let home = TestHome()

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aStrongExportBecomesMenusWithDoneSets() {
    let file = writeInput("strong.csv", strongCSV)
    let out = home.expectSuccess(["import", file])
    #expect(out.contains("Added 2 workouts on 2 dates"))
    let show = home.expectSuccess(["menu", "show", "2024-01-02"])
    #expect(show.contains("Push"))
    #expect(show.contains("Bench Press"))
    #expect(home.expectSuccess(["prs", "bench-press"]).contains("100"))
  }

  @Test func importingTheSameFileAgainAddsNothing() {
    let file = writeInput("strong.csv", strongCSV)
    home.expectSuccess(["import", file])
    let before = home.snapshot()
    let again = home.expectSuccess(["import", file])
    #expect(again.contains("Nothing was added."))
    #expect(again.contains("Already there: 2 workouts"))
    #expect(home.snapshot() == before)
  }

  @Test func aDryRunSaysWhatItWouldAddAndWritesNothing() {
    let file = writeInput("strong.csv", strongCSV)
    let before = home.snapshot()
    let out = home.expectSuccess(["import", file, "--dry-run"])
    #expect(out.contains("Would add 2 workouts"))
    #expect(out.contains("Nothing was written (--dry-run)."))
    #expect(home.snapshot() == before)
  }

  @Test func theSummaryIsJSONForScripts() throws {
    let file = writeInput("strong.csv", strongCSV)
    let summary = home.json(["import", file]) as? [String: Any]
    #expect(summary?["app"] as? String == "strong")
    #expect(summary?["workoutsAdded"] as? Int == 2)
    #expect(summary?["sets"] as? Int == 4)
    #expect((summary?["months"] as? [[String: Any]])?.first?["month"] as? String == "2024-01")
  }

  @Test func namesNothingMapsStopTheImportAndAreListed() {
    let file = writeInput("strong.csv", unknownCSV)
    let outcome = home.expectFailure(
      ["import", file], code: 65, message: "1 exercise name is not mapped in \(file)")
    #expect(outcome.stderr.contains("nothing was imported:\n  \"Zercher Walk (Yoke)\": 1 set"))
    #expect(outcome.stderr.contains("--create-missing"))
  }

  @Test func aHugeUnmappedNameIsEchoedShortened() {
    let name = String(repeating: "Zercher ", count: 12_800)
    let file = writeInput(
      "strong.csv", unknownCSV.replacingOccurrences(of: "Zercher Walk (Yoke)", with: name))
    let outcome = home.expectFailure(
      ["import", file], code: 65, message: "1 exercise name is not mapped in \(file)")
    #expect(outcome.stderr.contains("… (102399 characters)\": 1 set"))
    #expect(outcome.stderr.utf8.count < 1000)
  }

  @Test func aMapNamesTheExercise() {
    let file = writeInput("strong.csv", unknownCSV)
    home.expectSuccess(["import", file, "--map", "Zercher Walk (Yoke)=farmers-walk"])
    #expect(home.expectSuccess(["menu", "show", "2024-01-04"]).contains("Farmer"))
  }

  @Test func createMissingAddsTheUsersOwnExercise() {
    let file = writeInput("strong.csv", unknownCSV)
    let out = home.expectSuccess(["import", file, "--create-missing"])
    #expect(out.contains("zercher-walk-yoke"))
    #expect(home.expectSuccess(["catalog", "show", "zercher-walk-yoke"]).contains("Zercher"))
  }

  @Test func aBadRowStopsTheImportWithItsLine() {
    let file = writeInput(
      "strong.csv",
      strongCSV + "2024-01-05 18:00:00,\"Legs\",45m,\"Squat (Barbell)\",1,abc,3,0,0,,,\n")
    home.expectFailure(["import", file], code: 65, message: "\(file): line 7:")
  }

  @Test func readsStdin() {
    let out = home.expectSuccess(["import", "-"], stdin: strongCSV)
    #expect(out.contains("Added 2 workouts"))
  }

  @Test(arguments: [
    (
      ["import", "x.csv", "--from", "fitbit"], Int32(64),
      "--from must be strong, hevy, fitnotes, wkc, apple-health or gpx"
    ),
    (["import", "x.csv", "--unit", "stone"], 64, "--unit takes kg or lb, km or mi"),
    (["import", "x.csv", "--map", "Bench"], 64, "--map needs NAME=ID"),
    (["import", "/nonexistent/x.csv"], 1, "cannot read /nonexistent/x.csv: no such file"),
    (["import", "/tmp"], 1, "cannot read /tmp: it is a directory"),
  ])
  func badArgumentsAreRefused(arguments: [String], code: Int32, message: String) {
    home.expectFailure(arguments, code: code, message: message)
  }

  @Test func aMapToAnIDNotInTheCatalogIsRefused() {
    let file = writeInput("strong.csv", unknownCSV)
    home.expectFailure(
      ["import", file, "--map", "Zercher Walk (Yoke)=zercher-walkk"], code: 65,
      message: "zercher-walkk")
  }

  @Test func invalidUTF8IsRefusedWithItsLine() {
    let path = home.home + "/bad.csv"
    var bytes = Array(strongCSV.utf8)
    let push = Array("\"Push\"".utf8)
    let at = (0..<bytes.count).first { bytes[$0...].starts(with: push) }!
    bytes.insert(0xFF, at: at + 1)
    try! Data(bytes).write(to: URL(fileURLWithPath: path))
    home.expectFailure(["import", path], code: 65, message: "\(path): line 2:")
  }
}

@Suite struct ExportCommandTests {
  let home = TestHome()

  init() {
    home.expectSuccess([
      "add", "bench-press", "--sets", "3x5", "--weight", "100", "--date", "2024-01-02",
    ])
    home.expectSuccess(["record", "bench-press", "--date", "2024-01-02", "--reps", "5"])
    home.expectSuccess(["add", "run", "--distance", "5", "--date", "2024-01-03"])
    home.expectSuccess(["menu", "note", "2024-01-02", "胸の日, \"heavy\""])
  }

  @Test func jsonExportImportsIntoAnotherHomeByteForByte() throws {
    let json = home.expectSuccess(["export"])
    let other = TestHome()
    other.expectSuccess(["import", "-"], stdin: json)
    for path in ["menus/2024-01.json"] {
      #expect(other.file(path) == home.file(path))
    }
  }

  @Test func csvHasTheUnitInEachHeaderAndOneRowPerSet() throws {
    let csv = home.expectSuccess(["export", "--format", "csv"])
    let header = csv.split(separator: "\r\n").first ?? ""
    #expect(header.hasPrefix("date,workout,exercise,name,set,kind,planned_reps,planned_weight_kg"))
    #expect(csv.split(separator: "\r\n").count == 1 + 3 + 1)
    #expect(csv.contains(",bench-press,Bench Press,1,working,5,100,"))
  }

  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func csvReadsBackWithPythonsCSVModule() throws {
    let python = try #require(InstalledTool.path("python3"))
    let path = home.home + "/sets.csv"
    home.expectSuccess(["export", "--format", "csv", "--output", path])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      "-c",
      "import csv,sys; r=list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8'))); "
        + "print(len(r), r[0]['weight_kg'], r[0]['exercise'])",
      path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(out == "4 100 bench-press\n")
  }

  @Test func jsonLinesHaveOneSetPerLine() throws {
    let lines = home.expectSuccess(["export", "--format", "jsonl"]).split(separator: "\n")
    #expect(lines.count == 4)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(first?["exercise"] as? String == "bench-press")
    #expect(first?["kind"] as? String == "working")
    #expect((first?["actual"] as? [String: Any])?["weight"] as? Int == 100)
  }

  @Test func markdownHasATablePerExercise() {
    let md = home.expectSuccess(["export", "--format", "md"])
    #expect(md.contains("## 2024-01-02 (Tue)"))
    #expect(md.contains("| Set | Kind | Plan | Result |"))
    #expect(md.contains("| 1 |  | 5x100 kg, rest 2:30 | 5x100 kg at 09:00 |"))
  }

  @Test func aRangeLimitsTheDates() {
    let lines = home.expectSuccess(["export", "--format", "jsonl", "--from", "2024-01-03"])
      .split(separator: "\n")
    #expect(lines.count == 1)
  }

  @Test func pdfGoesToAFile() throws {
    let path = home.home + "/gym.pdf"
    home.expectSuccess(["export", "--format", "pdf", "--output", path])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.starts(with: Data("%PDF-".utf8)))
  }

  @Test func pdfIsNotWrittenToATerminal() {
    let before = home.snapshot()
    let outcome = home.run(arguments: ["export", "--format", "pdf"], terminal: true)
    #expect(outcome.code == 64)
    #expect(outcome.stderr.contains("give --output FILE or pipe it"))
    #expect(home.snapshot() == before)
  }

  @Test(arguments: [
    (
      ["export", "--format", "xml"], Int32(64), "--format must be json, jsonl, csv, md, pdf or ics"
    ),
    (
      ["export", "--from", "2024-02-01", "--to", "2024-01-01"], 64,
      "--from 2024-02-01 is after --to 2024-01-01"
    ),
    (
      ["export", "--output", "/nonexistent/dir/x.json"], 74,
      "cannot write /nonexistent/dir/x.json"
    ),
  ])
  func badArgumentsAreRefused(arguments: [String], code: Int32, message: String) {
    home.expectFailure(arguments, code: code, message: message)
  }
}

/// Every import fixture (one per layout and quirk FORMATS.md lists) goes all the way into a
/// store, and a second import adds nothing.
@Suite struct ImportFixtureCommandTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("WorkoutCoreTests/Fixtures/Import").path

  static var fixtures: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".csv") }.sorted()
  }

  @Test func thereIsAFixturePerApp() {
    for app in ["strong", "hevy", "fitnotes"] {
      #expect(Self.fixtures.contains { $0.hasPrefix(app) })
    }
  }

  @Test func theSummarySaysWhatItGuessedForWeightsAndDistances() {
    let home = TestHome()
    let out = home.expectSuccess([
      "import", Self.folder + "/strong-A-classic-lb.csv", "--dry-run",
    ])
    #expect(
      out.hasPrefix(
        "Read a Strong export (A: classic); weights taken as lb, guessed from the values "
          + "(give --unit to say); distances taken as mi (give --unit to say)."))
  }

  @Test(arguments: fixtures)
  func importsIntoAStoreOnceAndOnlyOnce(fixture: String) throws {
    let home = TestHome()
    home.now = 1_767_225_600  // 2026-01-01: every fixture is in the past.
    let path = Self.folder + "/" + fixture
    let first = home.json(["import", path, "--create-missing"]) as? [String: Any]
    #expect((first?["sets"] as? Int ?? 0) > 0, "\(fixture) added no sets")
    let app = try #require(first?["app"] as? String)
    #expect(fixture.hasPrefix(app))
    let before = home.snapshot()
    let second = home.json(["import", path, "--create-missing"]) as? [String: Any]
    #expect(second?["sets"] as? Int == 0)
    #expect(home.snapshot() == before)
  }
}

@Suite struct ImportFromTests {
  @Test func theWrongFromNamesTheAppTheHeaderIs() throws {
    let home = TestHome()
    let path = home.home + "/strong.csv"
    try Data(
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    home.expectFailure(
      ["import", path, "--from", "hevy"], code: 65,
      message: "line 1: the header is Strong's, not Hevy's; give --from strong or leave --from out")
  }
}

@Suite struct ImportDocumentErrorTests {
  @Test func aJSONDocumentThatIsNotAWkcExportIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["import", "-"], code: 65,
      message: "stdin: line 1, column 12: `format` is not \"wkc-export\"",
      stdin: #"{"format": "other", "version": 1, "months": {}}"#)
  }

  @Test func anExportOfANewerWkcIsInvalidData() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["import", "-"], code: 65, message: "is newer than this wkc reads",
      stdin: #"{"format": "wkc-export", "months": {}, "schema": 9, "version": 1}"#)
  }
}

@Suite struct ImportOwnExportErrorTests {
  @Test func aCSVOrJSONLinesExportIsToldToUseTheJSONExport() {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--set", "5x100"])
    for format in ["csv", "jsonl"] {
      let export = home.expectSuccess(["export", "--format", format])
      home.expectFailure(
        ["import", "-"], code: 65,
        message: "export, which is for other tools; wkc imports its JSON export "
          + "(wkc export --format json)",
        stdin: export)
    }
  }
}
