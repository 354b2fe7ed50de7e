import Foundation
import Testing

@testable import WorkoutCore

/// `bytes` read as an Apple Health export in chunks of `chunk` bytes.
private func health(_ bytes: [UInt8], chunk: Int = 4096) throws(ImportError) -> ForeignLog {
  let chunks = stride(from: 0, to: bytes.count, by: chunk).map {
    Array(bytes[$0..<min($0 + chunk, bytes.count)])
  }
  return try AppleHealthImport.read(chunks: chunks.makeIterator())
}

/// `text` read as an Apple Health export.
private func health(_ text: String) throws(ImportError) -> ForeignLog {
  try health(Array(text.utf8))
}

/// The error reading `text` gives, or nil.
private func healthError(_ text: String) -> ImportError? {
  healthError(Array(text.utf8))
}

/// The error reading `bytes` gives, or nil.
private func healthError(_ bytes: [UInt8]) -> ImportError? {
  do throws(ImportError) {
    _ = try health(bytes)
    return nil
  } catch {
    return error
  }
}

/// An export holding `body` under its root; the body starts on line 3.
private func export(_ body: String) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n\(body)\n</HealthData>\n"
}

/// One `<Workout>` element.
private func workout(
  _ type: String = "HKWorkoutActivityTypeRunning",
  _ totals: String = #"duration="30" durationUnit="min" totalDistance="5" totalDistanceUnit="km""#,
  start: String = "2024-01-02 07:10:00 +0900", children: String = ""
) -> String {
  let head = #" <Workout workoutActivityType="\#(type)" \#(totals) startDate="\#(start)""#
  return children.isEmpty ? head + "/>" : head + ">\n\(children)\n </Workout>"
}

/// The line of the fixture that first holds `text`.
private func line(of text: String, in fixture: String) throws -> Int {
  let lines = String(decoding: try ImportFixture.bytes(fixture), as: UTF8.self)
    .split(separator: "\n", omittingEmptySubsequences: false)
  return try #require(lines.firstIndex { $0.contains(text) }) + 1
}

/// The one set of each workout, with its exercise name.
private func sets(_ log: ForeignLog) -> [(String, SetValues)] {
  log.workouts.map { ($0.exercises[0].name, $0.exercises[0].sets[0].values) }
}

// MARK: - Fixtures

@Suite struct AppleHealthFixtureTests {
  @Test func theOldStyleGivesOneSetPerWorkoutFromItsAttributes() throws {
    let log = try health(ImportFixture.bytes("apple-health-old.xml"))

    #expect(log.app == .appleHealth)
    #expect(log.variant == "export.xml, distances in attributes")
    let found = sets(log)
    #expect(found.map(\.0) == ["run", "treadmill-run", "walk", "cycling"])
    #expect(found[0].1 == values([.duration: 1873, .distance: 5]))
    #expect(found[1].1 == values([.duration: 2400, .distance: 8.04672]))
    #expect(found[2].1 == values([.duration: 1470]))
    #expect(found[3].1 == values([.duration: 3690, .distance: 19.95587]))
  }

  @Test func eachWorkoutKeepsTheDateTimeAndOffsetOfItsFile() throws {
    let log = try health(ImportFixture.bytes("apple-health-old.xml"))

    let first = try #require(log.workouts.first)
    #expect(first.date == day("2016-11-05"))
    #expect(first.startSecond == 8 * 3600 + 13 * 60 + 40)
    #expect(first.offset == -7 * 3600)
    #expect(log.workouts[1].offset == -8 * 3600)
    #expect(first.duration == 1873)
  }

  @Test func theKeyIsTheStartInUTCAndTheType() throws {
    let log = try health(ImportFixture.bytes("apple-health-old.xml"))

    #expect(
      log.workouts.first?.key
        == "apple-health|2016-11-05T15:13:40Z|HKWorkoutActivityTypeRunning")
  }

  @Test func typesNoExerciseFitsAreSkippedWithTheirName() throws {
    let log = try health(ImportFixture.bytes("apple-health-new.xml"))
    let strength = try line(
      of: "HKWorkoutActivityTypeFunctionalStrengthTraining", in: "apple-health-new.xml")

    #expect(
      log.skipped == [
        SkippedRow(
          line: strength,
          reason: "HKWorkoutActivityTypeFunctionalStrengthTraining: no exercise for it"),
        SkippedRow(
          line: strength + 1,
          reason: "HKWorkoutActivityTypeFunctionalStrengthTraining: no exercise for it"),
        SkippedRow(
          line: strength + 2,
          reason: "HKWorkoutActivityTypeHighIntensityIntervalTraining: no exercise for it"),
      ])
  }

  @Test func aThirdPartyZeroDistanceIsKeptWithoutDistanceAndSaidSo() throws {
    let log = try health(ImportFixture.bytes("apple-health-old.xml"))
    let human = try line(of: #"sourceName="Human""#, in: "apple-health-old.xml")

    #expect(log.adjusted == [SkippedRow(line: human, reason: "no distance")])
  }

  @Test func aWorkoutWithNoDurationAndNoDistanceIsSkipped() throws {
    let log = try health(ImportFixture.bytes("apple-health-old.xml"))
    let manual = try line(of: #"sourceName="Health""#, in: "apple-health-old.xml")

    #expect(log.skipped.contains(SkippedRow(line: manual, reason: "no duration and no distance")))
  }

  @Test func theNewStyleTakesTheWorkoutsOwnStatisticsNotItsActivitys() throws {
    let log = try health(ImportFixture.bytes("apple-health-new.xml"))

    #expect(log.variant == "export.xml, distances in WorkoutStatistics")
    let found = sets(log)
    #expect(found.map(\.0) == ["run", "treadmill-walk", "cycling", "swimming", "yoga"])
    #expect(found[0].1 == values([.duration: 2923, .distance: 8.90477]))
    #expect(found[1].1 == values([.duration: 1815, .distance: 2.41]))
    #expect(found[2].1 == values([.duration: 4350, .distance: 24.38]))
    #expect(found[3].1 == values([.duration: 1920, .distance: 1.25]))
    #expect(found[4].1 == values([.duration: 1800]))
  }

  @Test func aWorkoutWithoutADistanceItemIsNotSaidToLackOne() throws {
    let log = try health(ImportFixture.bytes("apple-health-new.xml"))

    #expect(log.adjusted.isEmpty)
  }

  @Test(arguments: [1, 7, 64, 1000])
  func anyChunkSizeGivesTheSameLog(chunk: Int) throws {
    for fixture in ["apple-health-old.xml", "apple-health-new.xml"] {
      let bytes = try ImportFixture.bytes(fixture)
      let whole = try health(bytes, chunk: bytes.count)

      let chunked = try health(bytes, chunk: chunk)

      #expect(chunked.workouts == whole.workouts)
      #expect(chunked.skipped == whole.skipped)
      #expect(chunked.adjusted == whole.adjusted)
    }
  }
}

// MARK: - Workouts

@Suite struct AppleHealthWorkoutTests {
  @Test(arguments: [("min", 30.0, 1800.0), ("s", 95.4, 95.0), ("hr", 1.5, 5400.0)])
  func durationUnitsBecomeSeconds(unit: String, number: Double, seconds: Double) throws {
    let log = try health(
      export(
        workout("HKWorkoutActivityTypeYoga", #"duration="\#(number)" durationUnit="\#(unit)""#)))

    #expect(log.workouts.first?.exercises.first?.sets.first?.values[.duration] == seconds)
  }

  @Test(arguments: [
    ("km", 5.0, 5.0), ("mi", 2.0, 3.21869), ("m", 800.0, 0.8), ("yd", 1000.0, 0.9144),
    ("ft", 1000.0, 0.3048),
  ])
  func distanceUnitsBecomeKilometres(unit: String, number: Double, kilometres: Double) throws {
    let totals =
      #"duration="30" durationUnit="min" totalDistance="\#(number)" totalDistanceUnit="\#(unit)""#

    let log = try health(export(workout("HKWorkoutActivityTypeWalking", totals)))

    #expect(log.workouts.first?.exercises.first?.sets.first?.values[.distance] == kilometres)
  }

  @Test(arguments: [
    ("HKWorkoutActivityTypeRunning", "1", "treadmill-run"),
    ("HKWorkoutActivityTypeRunning", "0", "run"),
    ("HKWorkoutActivityTypeWalking", "1", "treadmill-walk"),
    ("HKWorkoutActivityTypeCycling", "1", "stationary-bike"),
    ("HKWorkoutActivityTypeHiking", "1", "hike"),
    ("HKWorkoutActivityTypeRowing", "0", "rowing-machine"),
    ("HKWorkoutActivityTypeElliptical", "1", "elliptical"),
  ])
  func activityTypesAndIndoorMetadataNameTheExercise(type: String, indoor: String, id: String)
    throws
  {
    let metadata = #"  <MetadataEntry key="HKIndoorWorkout" value="\#(indoor)"/>"#

    let log = try health(export(workout(type, children: metadata)))

    #expect(log.workouts.first?.exercises.first?.name == id)
  }

  @Test func everyMappedExerciseIsInTheCatalog() {
    let ids =
      Array(AppleHealthActivities.exercises.values)
      + Array(AppleHealthActivities.indoorExercises.values)

    for id in ids { #expect(catalog.exercise(id) != nil, "\(id)") }
  }

  @Test func routeMetadataIsNotTheWorkouts() throws {
    let route = """
        <WorkoutRoute sourceName="Watch">
         <MetadataEntry key="HKIndoorWorkout" value="1"/>
         <FileReference path="/workout-routes/route_2024-01-02_7.10am.gpx"/>
        </WorkoutRoute>
      """

    let log = try health(export(workout(children: route)))

    #expect(log.workouts.first?.exercises.first?.name == "run")
  }

  @Test func theSameStartAndTypeTwiceIsReadOnce() throws {
    let log = try health(export(workout() + "\n" + workout()))

    #expect(log.workouts.count == 1)
    #expect(
      log.skipped == [SkippedRow(line: 4, reason: "the same start and type as an earlier Workout")])
  }

  @Test func theSameStartWrittenAtAnotherOffsetIsTheSameWorkout() throws {
    let tokyo = try health(export(workout(start: "2024-01-02 07:10:00 +0900")))
    let london = try health(export(workout(start: "2024-01-01 22:10:00 +0000")))

    #expect(tokyo.workouts.map(\.key) == london.workouts.map(\.key))
  }

  @Test func anUnmappedTypeWithAnOddUnitIsOnlyCounted() throws {
    let totals =
      #"duration="3" durationUnit="fortnight" totalDistance="1" totalDistanceUnit="league""#

    let log = try health(export(workout("HKWorkoutActivityTypeCurling", totals)))

    #expect(log.workouts.isEmpty)
    #expect(
      log.skipped == [
        SkippedRow(line: 3, reason: "HKWorkoutActivityTypeCurling: no exercise for it")
      ])
  }

  @Test func anIndoorRunFasterThanATreadmillKeepsItsTimeOnly() throws {
    let totals = #"duration="10" durationUnit="min" totalDistance="40" totalDistanceUnit="km""#
    let indoor = #"  <MetadataEntry key="HKIndoorWorkout" value="1"/>"#

    let log = try health(export(workout("HKWorkoutActivityTypeRunning", totals, children: indoor)))

    #expect(sets(log).map(\.0) == ["treadmill-run"])
    #expect(sets(log).first?.1[.distance] == nil)
    #expect(sets(log).first?.1[.duration] == 600)
    #expect(log.adjusted.map(\.reason).first?.hasPrefix("a speed over") == true)
  }

  @Test func withoutADurationTheEndDateGivesIt() throws {
    let totals = #"endDate="2024-01-02 07:40:30 +0900" totalDistance="5" totalDistanceUnit="km""#

    let log = try health(export(workout("HKWorkoutActivityTypeRunning", totals)))

    #expect(log.workouts.first?.duration == 1830)
  }

  @Test func aDurationOverADayIsLeftOutAndSaidSo() throws {
    let totals = #"duration="1600" durationUnit="min" totalDistance="5" totalDistanceUnit="km""#

    let log = try health(export(workout("HKWorkoutActivityTypeWalking", totals)))

    #expect(log.workouts.first?.exercises.first?.sets.first?.values == values([.distance: 5]))
    #expect(log.adjusted == [SkippedRow(line: 3, reason: "a duration over 24 h; left out")])
  }

  @Test func aWorkoutWithNoActivityTypeIsSkipped() throws {
    let text = export(
      #" <Workout duration="30" durationUnit="min" startDate="2024-01-02 07:10:00 +0900"/>"#)

    let log = try health(text)

    #expect(log.skipped == [SkippedRow(line: 3, reason: "a Workout with no activity type")])
  }

  @Test func aVerticalTabInAValueIsRead() throws {
    let children = "  <MetadataEntry key=\"HKNote\" value=\"a\u{0B}b\"/>"

    let log = try health(export(workout(children: children)))

    #expect(log.workouts.count == 1)
  }

  @Test func elementsOtherThanWorkoutsAreNotRead() throws {
    // A Workout inside a Correlation, or broken attributes of a Record, are passed over.
    let body = """
       <Record type="x" value="<no>" device="&bogus;"/>
       <Correlation type="y">\(workout())</Correlation>
      """

    let log = try health(export(body))

    #expect(log.workouts.isEmpty)
  }
}

// MARK: - Errors

@Suite struct AppleHealthErrorTests {
  static let notXML =
    "the file is not XML; an Apple Health export is export.xml from the export.zip"

  @Test func aCSVFileIsNotXML() {
    #expect(
      healthError("Date,Workout Name,Exercise Name\n2024-01-02,Push,Bench\n")
        == ImportError(line: 0, reason: Self.notXML))
  }

  @Test func anEmptyFileSaysSo() {
    #expect(healthError(" \n") == ImportError(line: 0, reason: "the file is empty"))
  }

  @Test func aGPXFileIsNamed() {
    let gpx = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"Watch\"><trk/></gpx>\n"

    #expect(
      healthError(gpx)
        == ImportError(
          line: 2, reason: "this is a GPX file, not an Apple Health export; leave out --from"))
  }

  @Test func anotherRootIsNamed() {
    #expect(
      healthError("<kml><Document/></kml>")
        == ImportError(
          line: 1,
          reason: "the root element is <kml>, not <HealthData>: this is not an Apple Health export"
        ))
  }

  @Test(arguments: [
    (" <Record type=\"x\" value=\"1\">\n  <MetadataEntry key=\"k\"", "element <Record>"),
    (workout(children: "  <MetadataEntry key=\"k\" value=\"v\"/>"), "element <HealthData>"),
    (" <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" dura", "a tag"),
  ])
  func aFileCutShortSaysWhereItEnds(body: String, inside: String) {
    let text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n" + body

    #expect(
      healthError(text)?.reason
        == "the file ends inside \(inside); it looks cut short (unzip the export again)")
  }

  @Test func invalidUTF8InAWorkoutIsRefusedWithItsLine() {
    var bytes = Array(export(workout()).utf8)
    let at = bytes.firstIndex(of: UInt8(ascii: "R"))!  // in HKWorkoutActivityTypeRunning
    bytes[at] = 0xFF

    #expect(healthError(bytes) == ImportError(line: 3, reason: "the text is not UTF-8"))
  }

  @Test(arguments: [
    ("2024-01-02 07:10:00", "startDate \"2024-01-02 07:10:00\""),
    ("2024-02-30 07:10:00 +0900", "startDate \"2024-02-30 07:10:00 +0900\""),
    ("2024-01-02T07:10:00+09:00", "startDate \"2024-01-02T07:10:00+09:00\""),
  ])
  func aBadStartDateIsRefused(start: String, quoted: String) {
    #expect(
      healthError(export(workout(start: start)))
        == ImportError(
          line: 3,
          reason: "the Workout's \(quoted) is not a date like 2024-01-05 07:30:00 +0900"))
  }

  @Test func aBadDurationIsRefused() {
    let totals = #"duration="half an hour" durationUnit="min""#

    #expect(
      healthError(export(workout("HKWorkoutActivityTypeRunning", totals)))
        == ImportError(
          line: 3, reason: "the Workout's duration \"half an hour\" is not a number of 0 or more"))
  }

  @Test func anUnknownDurationUnitIsRefused() {
    let totals = #"duration="30" durationUnit="fortnight""#

    #expect(
      healthError(export(workout("HKWorkoutActivityTypeRunning", totals)))
        == ImportError(
          line: 3, reason: "the Workout's durationUnit \"fortnight\" is not min, s or hr"))
  }

  @Test func anUnknownDistanceUnitIsRefused() {
    let totals = #"duration="30" durationUnit="min" totalDistance="5" totalDistanceUnit="league""#

    #expect(
      healthError(export(workout("HKWorkoutActivityTypeRunning", totals)))
        == ImportError(
          line: 3, reason: "the Workout's distance unit \"league\" is not km, mi, m, yd or ft"))
  }
}
