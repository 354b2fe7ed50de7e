import Foundation
import Testing

/// The invented GPX tracks of `WorkoutCoreTests/Fixtures/GPX`.
let gpxFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("WorkoutCoreTests/Fixtures/GPX").path

/// A GPX 1.1 document of one track whose segment holds `points`.
private func track(_ points: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
   <trk><name>Test Run</name><trkseg>
  \(points)
   </trkseg></trk>
  </gpx>
  """
}

/// Two points 1.11 km apart, five minutes apart on 2023-12-10.
private let twoPoints = """
  <trkpt lat="48.0" lon="11.0"><time>2023-12-10T06:00:00Z</time></trkpt>
  <trkpt lat="48.01" lon="11.0"><time>2023-12-10T06:05:00Z</time></trkpt>
  """

/// `wkc import FILE.gpx…`: tracks become runs (or `--exercise`), several files in one import,
/// every bad file refused with its name, exit 65 and the store unchanged.
@Suite struct GPXImportCommandTests {
  let home = TestHome()

  init() {
    // A store with something in it, so "unchanged" means something.
    home.expectSuccess(["log", "squat", "--date", "2023-12-01", "--set", "5x100"])
  }

  private func fixture(_ name: String) -> String { gpxFolder + "/" + name }

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  // MARK: - One file

  @Test func aTrackBecomesARunWithItsDistanceAndDuration() {
    let out = home.expectSuccess(["import", fixture("strava-run.gpx")])

    #expect(
      out.hasPrefix(
        "Read a GPX export (GPX 1.1, 3.50 km in 20:00, run (type 9)).\nAdded 1 workout on 1 date"))
    let show = home.expectSuccess(["menu", "show", "2023-05-14"])
    #expect(show.contains("Morning Run"))
    #expect(show.contains("done 20:00, 3.503 km"))
  }

  @Test func theRunStartsAtTheFirstPointInTheUsersZone() throws {
    home.expectSuccess(["import", fixture("garmin-connect.gpx")])

    let menu = try #require(home.file("menus/2014-03.json"))
    #expect(menu.contains("\"date\": \"2014-03-09\""))
    #expect(menu.contains("\"completedAt\": \"2014-03-09T00:40:02+09:00\""))
    #expect(menu.contains("\"source\": \"gpx|2014-03-08T15:40:02Z|run\""))
  }

  @Test func theExerciseIsGivenByIdNameOrAlias() {
    home.expectSuccess(["import", fixture("apple-health-route.gpx"), "--exercise", "Walking"])

    #expect(home.expectSuccess(["menu", "show", "2023-09-16"]).contains("Walk"))
  }

  @Test func aTrackWithoutTimesTakesTheDateGiven() {
    home.expectSuccess(["import", fixture("no-times.gpx"), "--date", "2023-12-20"])

    let show = home.expectSuccess(["menu", "show", "2023-12-20"])
    #expect(show.contains("4.053 km"))
  }

  @Test func placeholderTimesBefore1970AreNotedInTheSummary() {
    let out = home.expectSuccess(["import", fixture("sentinel-times.gpx")])

    #expect(
      out.contains(
        "sentinel-times.gpx: 4 points with a time before 1970 (a placeholder) taken as untimed (line 6)."
      ))
  }

  @Test func theFirstBytesTellAGPXFileWhateverItsName() {
    let path = writeInput("track.xml", track(twoPoints))

    let out = home.expectSuccess(["import", path])

    #expect(
      out.hasPrefix("Read a GPX export (GPX 1.1, 1.11 km in 5:00, run (named \"Test Run\"))."))
  }

  @Test func fromGPXReadsStdin() {
    let out = home.expectSuccess(["import", "-", "--from", "gpx"], stdin: track(twoPoints))

    #expect(out.contains("Added 1 workout on 1 date"))
  }

  @Test func aDryRunWritesNothing() {
    let before = home.snapshot()

    let out = home.expectSuccess(["import", fixture("strava-run.gpx"), "--dry-run"])

    #expect(out.contains("Would add 1 workout on 1 date"))
    #expect(home.snapshot() == before)
  }

  @Test func theSummaryIsJSONForScripts() {
    let summary = home.json(["import", fixture("strava-run.gpx")]) as? [String: Any]

    #expect(summary?["app"] as? String == "gpx")
    #expect(summary?["variant"] as? String == "GPX 1.1, 3.50 km in 20:00, run (type 9)")
    #expect(summary?["sets"] as? Int == 1)
  }

  // MARK: - Several files

  @Test func severalFilesAreImportedTogether() {
    let out = home.expectSuccess([
      "import", fixture("strava-run.gpx"), fixture("cdata-name.gpx"), fixture("movescount.gpx"),
    ])

    #expect(out.hasPrefix("Read a GPX export (3 files, GPX 1.1).\nAdded 3 workouts on 3 dates"))
    #expect(home.expectSuccess(["history", "run"]).contains("3 dates"))
  }

  @Test func importingTheSameFilesAgainAddsNothing() {
    let files = [fixture("strava-run.gpx"), fixture("two-point-segments.gpx")]
    home.expectSuccess(["import"] + files)
    let before = home.snapshot()

    let again = home.expectSuccess(["import"] + files)

    #expect(again.contains("Nothing was added.\nAlready there: 2 workouts, left alone."))
    #expect(home.snapshot() == before)
  }

  @Test func theSameTrackTwiceInOneImportIsAddedOnce() {
    let copy = writeInput(
      "copy.gpx",
      String(
        decoding: FileManager.default.contents(atPath: fixture("strava-run.gpx"))!, as: UTF8.self))

    let out = home.expectSuccess(["import", fixture("strava-run.gpx"), copy])

    #expect(out.contains("Added 1 workout on 1 date"))
    #expect(out.contains("\(copy) is the same track as \(fixture("strava-run.gpx"))"))
  }

  /// Every fixture goes all the way into a store, and a second import adds nothing.
  @Test(
    arguments: ((try? FileManager.default.contentsOfDirectory(atPath: gpxFolder)) ?? []).sorted())
  func everyFixtureImportsOnceAndOnlyOnce(fixture name: String) {
    let arguments = ["import", fixture(name), "--date", "2023-12-31"]
    let first = home.json(arguments) as? [String: Any]
    #expect(first?["sets"] as? Int == 1, "\(name) added no set")
    let before = home.snapshot()

    let second = home.json(arguments) as? [String: Any]

    #expect(second?["sets"] as? Int == 0)
    #expect(home.snapshot() == before)
  }
}

/// Every bad GPX input and option: the message names the file, the exit code, and the store is
/// left as it was.
@Suite struct GPXImportErrorTests {
  let home = TestHome()

  init() {
    home.expectSuccess(["log", "squat", "--date", "2023-12-01", "--set", "5x100"])
  }

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  // MARK: - Bad files

  @Test func aFileThatIsNotXMLIsRefused() {
    let path = writeInput("run.gpx", "Date,Workout Name\n2024-01-01,Push\n")

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): the file is not XML (a GPX file starts with `<?xml` or `<gpx`)")
  }

  @Test func xmlThatIsNotGPXIsRefusedByItsRoot() {
    let path = writeInput(
      "route.kml", "<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>\n")

    home.expectFailure(
      ["import", path, "--from", "gpx"], code: 65,
      message: "\(path): line 2: the root element is <kml>, not <gpx>")
  }

  @Test func xmlOfNoKnownRootIsRefusedByItsRootWithoutFrom() {
    let path = writeInput(
      "route.kml", "<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>\n")

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): this XML file's root element is <kml>; wkc imports Apple Health's "
        + "export.xml and GPX tracks, and the CSV exports of Strong, Hevy and FitNotes")
  }

  @Test func aTruncatedFileIsRefused() throws {
    let text = try String(contentsOfFile: gpxFolder + "/strava-run.gpx", encoding: .utf8)
    let cut = try #require(text.range(of: "</trkpt>", options: .backwards))
    let path = writeInput("cut.gpx", String(text[..<cut.upperBound]))

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): line 419: the file ends inside element <trkseg>: it is cut short")
  }

  @Test func aTrackLongerThanWkcTakesIsRefusedByTheReader() {
    // Found by fuzzing (Tests/WorkoutFuzzTests/Regressions/gpx): 20° of latitude, over 2,000 km.
    let path = writeInput(
      "far.gpx",
      "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"><trk><trkseg>\n"
        + "<trkpt lat=\"30\" lon=\"139\"><time>2024-01-03T07:00:00Z</time></trkpt>\n"
        + "<trkpt lat=\"50\" lon=\"139\"><time>2024-01-03T08:00:00Z</time></trkpt>\n"
        + "</trkseg></trk></gpx>\n")

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): line 3: distance 2226.39 km is more than wkc takes (at most 1000 km)")
  }

  @Test func aRouteWithoutTrackPointsIsRefused() {
    let path = writeInput(
      "route.gpx",
      "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><rte>"
        + "<rtept lat=\"48.0\" lon=\"11.0\"/><rtept lat=\"48.1\" lon=\"11.0\"/></rte></gpx>")

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): the file has no track points (a route or waypoints only?)")
  }

  @Test func aTrackWithNoDistanceIsRefused() {
    let path = writeInput(
      "still.gpx",
      track(
        "<trkpt lat=\"48.0\" lon=\"11.0\"><time>2023-12-10T06:00:00Z</time></trkpt>"
          + "<trkpt lat=\"48.0\" lon=\"11.0\"><time>2023-12-10T06:30:00Z</time></trkpt>"))

    home.expectFailure(
      ["import", path], code: 65,
      message: "\(path): line 4: the track has no distance: all its points are in one place")
  }

  @Test(arguments: [
    ("<trkpt lon=\"11.0\"/>", "line 4: a track point has no lat"),
    ("<trkpt lat=\"91\" lon=\"11.0\"/>", "line 4: lat 91 is out of range (-90 to 90)"),
    (
      "<trkpt lat=\"48\" lon=\"11\">\n<time>10 Dec 2023</time></trkpt>",
      "line 5: the time \"10 Dec 2023\" is not a date and time such as 2023-05-14T06:12:09Z"
    ),
  ])
  func aBadPointIsRefusedWithItsLine(point: String, message: String) {
    let path = writeInput("bad.gpx", track(point))

    home.expectFailure(["import", path], code: 65, message: "\(path): \(message)")
  }

  @Test func aTrackWithoutTimesNeedsADate() {
    home.expectFailure(
      ["import", gpxFolder + "/no-times.gpx"], code: 65,
      message: "no-times.gpx: no track point has a time; give --date D to say the day of the track")
  }

  @Test func aBadFileAmongSeveralIsNamedAndNothingIsImported() {
    let good = writeInput("good.gpx", track(twoPoints))
    let bad = writeInput("bad.gpx", track("<trkpt lat=\"48.0\"/>"))

    home.expectFailure(
      ["import", good, bad], code: 65, message: "\(bad): line 4: a track point has no lon")
  }

  @Test func aWorkoutThatCannotGoInNamesItsFile() {
    let good = writeInput("good.gpx", track(twoPoints))
    let future = writeInput(
      "future.gpx", track(twoPoints.replacingOccurrences(of: "2023-12-10", with: "2030-06-01")))

    home.expectFailure(
      ["import", good, future], code: 65,
      message: "\(future): line 4: the workout is dated 2030-06-01, after today (2024-01-05)")
  }

  // MARK: - Bad options

  @Test func anUnknownExerciseIsRefusedWithSuggestions() {
    let path = writeInput("run.gpx", track(twoPoints))

    home.expectFailure(
      ["import", path, "--exercise", "runn"], code: 65,
      message: "unknown exercise 'runn'; did you mean 'run'")
  }

  @Test func anExerciseWithoutADistanceIsRefused() {
    let path = writeInput("run.gpx", track(twoPoints))

    home.expectFailure(
      ["import", path, "--exercise", "bench-press"], code: 65,
      message: "bench-press does not take a distance, which is what a GPX track gives")
  }

  @Test(arguments: [
    (["--exercise", "walk"], "--exercise is for GPX files only"),
    (["--date", "2023-12-01"], "--date is for GPX files only"),
  ])
  func gpxOptionsAreRefusedForOtherFormats(options: [String], message: String) {
    let path = writeInput("strong.csv", "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n")

    home.expectFailure(["import", path] + options, code: 64, message: message)
  }

  @Test(arguments: [
    (["--unit", "lb"], "--unit is not for GPX files"),
    (["--map", "Run=walk"], "--map is not for GPX files"),
    (["--create-missing"], "--create-missing is not for GPX files"),
    (["--date", "someday"], "--date"),
  ])
  func optionsOfOtherFormatsAreRefusedForGPX(options: [String], message: String) {
    let path = writeInput("run.gpx", track(twoPoints))

    home.expectFailure(["import", path] + options, code: 64, message: message)
  }

  @Test func severalFilesAreForGPXOnly() {
    let csv = writeInput("strong.csv", "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n")
    let gpx = writeInput("run.gpx", track(twoPoints))

    home.expectFailure(
      ["import", csv, gpx], code: 64, message: "several files can be given for GPX only")
    home.expectFailure(
      ["import", gpx, csv], code: 64,
      message: "several files can be given for GPX only; \(csv) is not a GPX file")
  }
}
