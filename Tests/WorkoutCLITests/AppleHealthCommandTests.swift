import Foundation
import Testing

/// `wkc import` of Apple Health's export.xml, from a file and from stdin, and every refusal.
@Suite struct AppleHealthCommandTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("WorkoutCoreTests/Fixtures/Import").path
  static let old = folder + "/apple-health-old.xml"
  static let new = folder + "/apple-health-new.xml"

  let home: TestHome = {
    let home = TestHome()
    home.now = 1_767_225_600  // 2026-01-01: every fixture is in the past.
    return home
  }()

  /// Writes `bytes` to a file in the home and gives its path.
  private func write(_ name: String, _ bytes: [UInt8]) -> String {
    let path = home.home + "/" + name
    try! Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  private static func text(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }

  @Test func anExportIsDetectedFromItsFirstBytesAndItsWorkoutsBecomeDoneSets() {
    let out = home.expectSuccess(["import", Self.new])

    #expect(
      out.hasPrefix("Read an Apple Health export (export.xml, distances in WorkoutStatistics)."))
    #expect(out.contains("Added 5 workouts on 5 dates: 5 exercises, 5 sets."))
    let menu = home.expectSuccess(["menu", "2024-06-02"])
    #expect(menu.contains("Run"))
    #expect(menu.contains("48:43, 8.905 km"))
  }

  @Test func typesNoExerciseFitsAreCountedInTheSummary() {
    let out = home.expectSuccess(["import", Self.new, "--dry-run"])

    #expect(
      out.contains(
        "Skipped 2 workouts: HKWorkoutActivityTypeFunctionalStrengthTraining: no exercise for it"
      ))
    #expect(
      out.contains(
        "Skipped 1 workout: HKWorkoutActivityTypeHighIntensityIntervalTraining: no exercise for it"
      ))
  }

  @Test func theStartIsStampedWithTheFilesOffset() throws {
    home.expectSuccess(["import", Self.old])

    let month = try #require(home.file("menus/2016-11.json"))
    #expect(month.contains(#""completedAt": "2016-11-05T08:13:40-07:00""#))
    #expect(month.contains(#""completedAt": "2016-11-07T06:30:00-08:00""#))
  }

  @Test func importingAgainAddsNothing() {
    home.expectSuccess(["import", Self.old])
    let before = home.snapshot()

    let out = home.expectSuccess(["import", Self.old])

    #expect(out.contains("Already there: 4 workouts, left alone."))
    #expect(home.snapshot() == before)
  }

  @Test func anExportWrittenInAnotherZoneAddsNothingEvenADayOff() {
    func export(_ start: String) -> [UInt8] {
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="25" \
        durationUnit="min" totalDistance="4" totalDistanceUnit="km" startDate="\(start)"/>
        </HealthData>

        """.utf8)
    }
    home.expectSuccess(["import", write("london.xml", export("2025-06-05 22:30:00 +0000"))])
    let before = home.snapshot()

    let out = home.expectSuccess([
      "import", write("tokyo.xml", export("2025-06-06 07:30:00 +0900")),
    ])

    #expect(out.contains("Already there: 1 workout, left alone."))
    #expect(
      home.snapshot().filter { !$0.key.hasSuffix(".xml") }
        == before.filter { !$0.key.hasSuffix(".xml") })
  }

  @Test func aLaterExportAddsOnlyItsNewWorkouts() throws {
    let text = Self.text(Self.old)
    let cut = try #require(
      text.range(of: " <Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\""))
    home.expectSuccess(
      ["import", "-", "--from", "apple-health"],
      stdin: String(text[..<cut.lowerBound]) + "</HealthData>\n")

    let summary = home.json(["import", Self.old]) as? [String: Any]

    #expect(summary?["workoutsAdded"] as? Int == 1)
    #expect(summary?["alreadyImported"] as? Int == 3)
  }

  @Test func stdinIsReadWithFrom() {
    let out = home.expectSuccess(
      ["import", "-", "--from", "apple-health"], stdin: Self.text(Self.old))

    #expect(out.contains("Added 4 workouts on 4 dates"))
  }

  @Test func stdinIsDetectedWithoutFrom() {
    let out = home.expectSuccess(["import", "-"], stdin: Self.text(Self.new))

    #expect(out.hasPrefix("Read an Apple Health export"))
  }

  @Test func theJSONSummaryListsSkippedAndAdjustedWorkouts() throws {
    let summary = try #require(home.json(["import", Self.old, "--dry-run"]) as? [String: Any])

    #expect(summary["app"] as? String == "apple-health")
    #expect(summary["workoutsAdded"] as? Int == 4)
    let adjusted = try #require(summary["adjusted"] as? [[String: Any]])
    #expect(adjusted.first?["reason"] as? String == "no distance")
    let skipped = try #require(summary["skipped"] as? [[String: Any]])
    #expect(skipped.count == 3)
    #expect(home.file("menus/2016-11.json") == nil)
  }

  // MARK: - Refusals

  @Test func aCSVWithFromAppleHealthIsNotXML() {
    let csv = write("strong.csv", Array("Date,Workout Name,Exercise Name\n".utf8))

    home.expectFailure(
      ["import", csv, "--from", "apple-health"], code: 65,
      message: "strong.csv: the file is not XML; an Apple Health export is export.xml from the "
        + "export.zip")
  }

  @Test func aGPXFileWithFromAppleHealthIsNamed() {
    let gpx = write(
      "run.gpx", Array("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"><trk/></gpx>\n".utf8))

    home.expectFailure(
      ["import", gpx, "--from", "apple-health"], code: 65,
      message: "run.gpx: line 2: this is a GPX file, not an Apple Health export; leave out --from")
  }

  @Test func aFileCutShortIsRefusedAndNothingIsWritten() throws {
    home.expectSuccess(["add", "squat"])
    let text = Self.text(Self.new)
    let cut = try #require(
      text.range(of: "<WorkoutStatistics type=\"HKQuantityTypeIdentifierDistanceCycling\""))
    let path = write("export.xml", Array(text[..<cut.lowerBound].utf8))

    home.expectFailure(
      ["import", path], code: 65,
      message: "the file ends inside element <Workout>; it looks cut short")
  }

  @Test func invalidUTF8InAWorkoutIsRefusedWithItsLine() throws {
    var bytes = Array(Self.text(Self.old).utf8)
    let range = try #require(bytes.firstRange(of: Array("sourceName=\"Strava\"".utf8)))
    bytes[range.lowerBound + 12] = 0xC3
    let path = write("export.xml", bytes)
    let line = bytes[..<range.lowerBound].filter { $0 == 0x0A }.count + 1

    home.expectFailure(
      ["import", path], code: 65, message: "export.xml: line \(line): the text is not UTF-8")
  }

  @Test func aBadStartDateIsRefusedWithItsLine() {
    let text = Self.text(Self.old).replacingOccurrences(
      of: "startDate=\"2016-11-12 10:05:00 -0800\"", with: "startDate=\"12/11/2016 10:05\"")

    home.expectFailure(
      ["import", "-"], code: 65,
      message: "stdin: line 48: the Workout's startDate \"12/11/2016 10:05\" is not a date like "
        + "2024-01-05 07:30:00 +0900",
      stdin: text)
  }

  @Test func anExportWithTheWrongFromNamesWhatItIs() {
    home.expectFailure(
      ["import", Self.old, "--from", "strong"], code: 65,
      message: "this is an Apple Health export, not a Strong export; give --from apple-health "
        + "or leave --from out")
  }

  @Test func anUnknownFromListsAppleHealth() {
    home.expectFailure(
      ["import", Self.old, "--from", "health"], code: 64,
      message: "--from must be strong, hevy, fitnotes, wkc, apple-health or gpx, not 'health'")
  }

  @Test func aBodyWeightFarFromTheOthersIsLeftOutAndBodyRecordsAreNamedSo() throws {
    // 183.2, 184, 182, 2000 and 181.5 lb: 2000 lb is 907.2 kg, about 11 times the median,
    // 183.2 lb; a weight in stone is no unit Health writes for it.
    let records = [
      ("01", "183.2"), ("02", "184.0"), ("03", "182.0"), ("04", "2000"), ("05", "181.5"),
    ]
    .map {
      #" <Record type="HKQuantityTypeIdentifierBodyMass" unit="lb" startDate="2025-09-"#
        + $0.0 + #" 07:00:00 +0200" value=""# + $0.1 + #""/>"#
    }
    let xml =
      "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n"
      + records.joined(separator: "\n")
      + "\n"
      + #" <Record type="HKQuantityTypeIdentifierBodyMass" unit="st" startDate="2025-09-06 07:00:00 +0200" value="13"/>"#
      + "\n</HealthData>\n"
    let file = write("export.xml", Array(xml.utf8))
    let median = 183.2 * 0.45359237
    #expect(abs(median - 83.1) < 0.01)
    let reason =
      "Skipped 1 body record: weight 907.2 kg is over 3 times the median of the file's weight "
      + "values, 83.1 kg (a typo?) (line 6)"
    for arguments in [["import", file, "--dry-run"], ["import", file]] {
      let out = home.expectSuccess(arguments)
      #expect(out.contains(reason), "\(out)")
      #expect(
        out.contains(
          #"Skipped 1 body record: BodyMass unit "st" is not kg or lb; left out (line 8)"#),
        "\(out)")
      #expect(!out.contains("workout"), "\(out)")
    }
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let entries = try #require(list["entries"] as? [[String: Any]])
    let weights = entries.compactMap { ($0["values"] as? [String: Double])?["weight"] }
    #expect(weights.count == 4)
    #expect(weights.allSatisfy { $0 < 100 })
  }
}
