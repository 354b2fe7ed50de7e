import Foundation
import Testing

@testable import WorkoutCore

/// 2030-01-01 in UTC: after every fixture's workouts.
private let later = Moment(seconds: 1_893_456_000, zone: FixedOffset(seconds: 0))

/// Bytes given to an import as a file, a few at a time.
private final class BytesInput: ImportInput {
  private var chunks: [[UInt8]]

  init(_ bytes: [UInt8], chunk: Int = 4096) {
    chunks = stride(from: 0, to: bytes.count, by: chunk).map {
      Array(bytes[$0..<min($0 + chunk, bytes.count)])
    }
  }

  func next() -> [UInt8]? { chunks.isEmpty ? nil : chunks.removeFirst() }

  func checkRead(_ name: String) throws {}
}

/// An import of `files` (name → bytes) into an empty store.
private func runImport(_ files: [String: [UInt8]], _ request: ImportRequest) throws
  -> ImportOutcome
{
  let home = TempDirectory()
  let environment = ImportEnvironment(
    open: { BytesInput(files[$0] ?? []) }, store: { Store(root: home.path) },
    units: { .metric }, moment: later)
  return try request.perform(in: environment)
}

/// The format that recognizes `bytes`, by their content or `fileName`.
private func recognized(_ bytes: [UInt8], fileName: String = "") -> ForeignApp? {
  Importers.format(recognizing: ImportHead(bytes, fileName: fileName))?.app
}

private let strongCSV = Array(
  "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 10:00:00,Push,Squat,1,100,5\n"
    .utf8)

// MARK: - The import formats

@Suite struct ImportersTests {
  @Test func everyFormatHasItsOwnName() {
    #expect(Set(Importers.names).count == Importers.all.count)
    #expect(Importers.names == ["strong", "hevy", "fitnotes", "wkc", "apple-health", "gpx"])
  }

  @Test(arguments: [
    ("strong-A-classic-lb.csv", ForeignApp.strong), ("strong-A0.csv", .strong),
    ("strong-A00-crlf.csv", .strong), ("strong-A2-no-notes.csv", .strong),
    ("strong-B-android.csv", .strong), ("strong-B-ios-comma.csv", .strong),
    ("strong-C-current.csv", .strong), ("strong-German.csv", .strong),
    ("hevy-kg-km.csv", .hevy), ("hevy-lbs-miles.csv", .hevy), ("hevy-pt-BR.csv", .hevy),
    ("fitnotes-F8-lbs.csv", .fitnotes), ("fitnotes-F10-comment.csv", .fitnotes),
    ("apple-health-old.xml", .appleHealth), ("apple-health-new.xml", .appleHealth),
  ])
  func eachAppsExportIsRecognizedAsItsOwn(file: String, app: ForeignApp) throws {
    #expect(recognized(try ImportFixture.bytes(file)) == app)
  }

  @Test func everyGPXFixtureIsRecognizedAsGPX() throws {
    for name in GPXFixture.names {
      #expect(recognized(try GPXFixture.bytes(name)) == .gpx, "\(name)")
    }
  }

  @Test func aWkcExportIsRecognizedByItsBrace() {
    #expect(recognized(Array("\u{FEFF}\n {\"format\": \"wkc-export\"".utf8)) == .wkc)
  }

  @Test func aFileNameClaimsOnlyWhatNoFormatRecognizes() {
    #expect(recognized(strongCSV, fileName: "run.gpx") == .strong)
    #expect(recognized(Array("not a track".utf8), fileName: "RUN.GPX") == .gpx)
    #expect(recognized(Array("not a track".utf8), fileName: "run.csv") == nil)
  }

  @Test(arguments: [
    ("strong-C-current.csv", ForeignApp.strong), ("hevy-kg-miles.csv", .hevy),
    ("fitnotes-F9-unquoted-commas.csv", .fitnotes),
  ])
  func aCSVExportIsReportedAsTheAppWhoseReaderReadIt(file: String, app: ForeignApp) throws {
    #expect(try ImportFixture.read(file).app == app)
  }

  @Test func theWordsOfImportComeFromTheList() {
    #expect(Importers.sources == "Strong, Hevy, FitNotes, Apple Health, GPX or a wkc export")
    #expect(
      Importers.fromHelp
        == "strong, hevy, fitnotes, wkc, apple-health or gpx; detected when left out.")
    #expect(
      Importers.otherApps
        == "Apple Health's export.xml and GPX tracks, and the CSV exports of Strong, Hevy and "
        + "FitNotes")
  }

  @Test func theExerciseNamesOfAnAppAreItsFormatsTables() {
    for format in Importers.all {
      let names = format.exerciseNames.flatMap(ExerciseNameMap.parse)
      #expect(ExerciseNameMap.builtIn.entries(for: format.app) == names, "\(format.app)")
    }
  }
}

// MARK: - The request

@Suite struct ImportRequestTests {
  @Test func fromMustNameAFormatOfTheList() {
    #expect(throws: ImportRequestError.unknownFormat("health")) {
      try runImport(["a.csv": strongCSV], ImportRequest(files: ["a.csv"], from: "health"))
    }
    #expect(
      ImportRequestError.unknownFormat("healt").message
        == "--from must be strong, hevy, fitnotes, wkc, apple-health or gpx, not 'healt'")
    #expect(ImportRequestError.unknownFormat("hevi").message.hasSuffix("; did you mean 'hevy'?"))
  }

  @Test func aRequestWithoutAFileIsRefused() {
    #expect(throws: ImportRequestError.noFile) { try runImport([:], ImportRequest(files: [])) }
  }

  @Test func fromIsTakenInAnyCase() throws {
    let outcome = try runImport(
      ["a.csv": strongCSV], ImportRequest(files: ["a.csv"], from: "STRONG", dryRun: true))
    #expect(outcome.summary.app == .strong)
    #expect(outcome.summary.workoutsRead == 1)
  }

  @Test func theFormatIsDetectedAndTheLogImported() throws {
    let outcome = try runImport(["a.csv": strongCSV], ImportRequest(files: ["a.csv"]))
    #expect(outcome.summary.app == .strong)
    #expect(outcome.summary.sets == 1)
    #expect(outcome.gear != nil)
  }

  @Test func anOptionOnlyOneFormatTakesIsForItsFilesOnly() {
    #expect(throws: ImportRequestError.refused(.exercise, "--exercise is for GPX files only")) {
      try runImport(["a.csv": strongCSV], ImportRequest(files: ["a.csv"], exercise: "walk"))
    }
  }

  @Test func anOptionAFormatDoesNotTakeIsNotForItsFiles() throws {
    let track = try GPXFixture.bytes("strava-run.gpx")
    #expect(throws: ImportRequestError.refused(.unit, "--unit is not for GPX files")) {
      try runImport(["run.gpx": track], ImportRequest(files: ["run.gpx"], unit: "lb"))
    }
  }

  @Test func aFormatMaySayWhyItRefusesAnOption() {
    let document = Array("{\"format\": \"wkc-export\", \"version\": 1}".utf8)
    #expect(
      throws: ImportRequestError.refused(
        .gear, "--gear is for other apps' exports; a wkc export keeps its gear")
    ) {
      try runImport(["b.json": document], ImportRequest(files: ["b.json"], gear: "none"))
    }
  }

  @Test func severalFilesAreForTheFormatsThatTakeThem() throws {
    let track = try GPXFixture.bytes("strava-run.gpx")
    let files = ["a.csv": strongCSV, "run.gpx": track]
    #expect(throws: ImportRequestError.severalFiles()) {
      try runImport(files, ImportRequest(files: ["a.csv", "run.gpx"]))
    }
    #expect(throws: ImportRequestError.severalFiles(file: "a.csv", notA: .gpx)) {
      try runImport(files, ImportRequest(files: ["run.gpx", "a.csv"]))
    }
    #expect(
      ImportRequestError.severalFiles(file: "a.csv", notA: .gpx).message
        == "several files can be given for GPX only; a.csv is not a GPX file")
  }

  @Test func aFileOfAnotherKindThanFromSaysWhatItIs() throws {
    let track = try GPXFixture.bytes("strava-run.gpx")
    #expect(
      throws: ImportFileError(
        file: "run.gpx",
        ImportError(
          line: 0,
          reason: "this is a GPX export, not a Strong export; give --from gpx or leave --from out"))
    ) {
      try runImport(["run.gpx": track], ImportRequest(files: ["run.gpx"], from: "strong"))
    }
  }

  @Test func xmlNoFormatReadsListsWhatWkcImports() {
    let kml = Array("<?xml version=\"1.0\"?>\n<kml/>\n".utf8)
    #expect(
      throws: ImportFileError(
        file: "route.kml",
        ImportError(
          line: 0,
          reason: "this XML file's root element is <kml>; wkc imports \(Importers.otherApps)"))
    ) {
      try runImport(["route.kml": kml], ImportRequest(files: ["route.kml"]))
    }
  }

  @Test func namesNothingMapsNameTheirFile() {
    let csv = Array(
      "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 10:00:00,Push,Qwxzy,1,1,5\n"
        .utf8)
    do {
      _ = try runImport(["a.csv": csv], ImportRequest(files: ["a.csv"]))
      Issue.record("the import went on")
    } catch let error as UnmappedNames {
      #expect(error.file == "a.csv")
      #expect(error.names.map(\.name) == ["Qwxzy"])
    } catch {
      Issue.record("\(error)")
    }
  }
}

// MARK: - The export formats

@Suite struct ExportersTests {
  @Test func theNamesAreThoseOfFormatJsonFirst() {
    #expect(Exporters.names == ["json", "jsonl", "csv", "md", "pdf", "ics"])
  }

  @Test func theWordsOfExportComeFromTheList() {
    #expect(
      Exporters.titles == "JSON, JSON Lines, CSV, Markdown, a PDF gym sheet or an iCalendar feed")
    #expect(Exporters.formatHelp == "json (default), jsonl, csv, md, pdf or ics.")
    #expect(
      Exporters.help
        == "json: the whole store in one document (menus, your exercises, templates, gear, "
        + "body), which "
        + "'wkc import' reads back. jsonl and csv: one record per set, values in kg, km and "
        + "seconds. md: Markdown tables of plan and result. pdf: one A4 page per date to take to "
        + "the gym; it needs --output or a pipe. ics: an iCalendar feed, one all-day event per "
        + "date with workouts (planned or done), for a phone's calendar.")
  }

  @Test func formatIsTakenInAnyCaseAndAMistakeIsNamed() throws {
    #expect(try Exporters.format(named: "MD").name == "md")
    #expect(throws: ExportRequestError.unknownFormat("jsn")) {
      try Exporters.format(named: "JSN")
    }
    #expect(
      ExportRequestError.unknownFormat("jsn").message
        == "--format must be json, jsonl, csv, md, pdf or ics, not 'jsn'; did you mean 'json'?")
  }

  @Test func onlyThePDFIsNotForATerminal() {
    #expect(Exporters.all.compactMap(\.binary) == ["a PDF"])
  }
}
