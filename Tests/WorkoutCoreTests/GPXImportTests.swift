import Testing

@testable import WorkoutCore

/// One fixture's expected reading. `meters` is gpxpy 1.x length_2d (gpxpy 1.6.2).
struct GPXExpectation: Sendable, CustomTestStringConvertible {
  var file: String
  var meters: Double
  var start: String?
  var duration: Double?
  var name: String?

  var testDescription: String { file }
}

/// GPX tracks from invented fixtures written from FORMATS.md section 5: distance within 0.5 % of
/// gpxpy, duration from the first to the last timed point, date and start from the first one.
@Suite struct GPXImportTests {
  static let expectations = [
    // gpxpy 1.x length_2d, in metres, for every fixture.
    GPXExpectation(
      file: "apple-health-route.gpx", meters: 544.208, start: "2023-09-16T09:15:28Z",
      duration: 195, name: "Route 2023-09-16 6:15pm"),
    GPXExpectation(
      file: "cdata-name.gpx", meters: 2156.960, start: "2023-04-22T08:00:00Z", duration: 720,
      name: "Lakeside Loop & Back"),
    // 5 of 296 points timed, 57 s apart over 0.06 of 4.58 km: no time of the whole track.
    GPXExpectation(
      file: "few-times.gpx", meters: 4577.626, start: "2023-11-18T09:30:00Z", duration: nil,
      name: "Evening Run"),
    GPXExpectation(
      file: "garmin-connect.gpx", meters: 1064.584, start: "2014-03-08T15:40:02Z", duration: 360,
      name: "Untitled"),
    GPXExpectation(
      file: "gpsbabel-1-0.gpx", meters: 1878.840, start: "2023-07-02T07:05:00Z", duration: 1920,
      name: "ACTIVE LOG"),
    GPXExpectation(
      file: "movescount.gpx", meters: 1435.196, start: "2023-03-11T10:20:00Z", duration: 522,
      name: "Move"),
    GPXExpectation(
      file: "no-elevation.gpx", meters: 2031.159, start: "2023-10-01T22:10:00Z", duration: 725,
      name: "Late loop"),
    GPXExpectation(
      file: "no-times.gpx", meters: 4052.814, start: nil, duration: nil,
      name: "Col loop (planned)"),
    // The timed points span 89.7 % and 86.3 % of these tracks (gpxpy, by point): less than
    // `GPXImport.timedShare`, so their 490 s and 500 s are not the whole track's time.
    GPXExpectation(
      file: "partial-times.gpx", meters: 1540.174, start: "2023-06-03T05:46:12Z", duration: nil,
      name: "River path"),
    GPXExpectation(
      file: "sentinel-times.gpx", meters: 873.060, start: "2023-08-05T04:51:20Z", duration: nil,
      name: "Ridge scramble"),
    GPXExpectation(
      file: "several-segments.gpx", meters: 2296.060, start: "2023-09-10T17:30:00Z",
      duration: 1275, name: "Evening canal run"),
    GPXExpectation(
      file: "strava-run.gpx", meters: 3502.515, start: "2023-05-14T06:12:09Z", duration: 1200,
      name: "Morning Run"),
    GPXExpectation(
      file: "two-point-segments.gpx", meters: 735.851, start: "2023-08-19T09:00:00Z",
      duration: 1170, name: "Open water swim"),
  ]

  // MARK: - Every fixture

  @Test func everyFixtureHasAnExpectation() {
    #expect(GPXFixture.names == Self.expectations.map(\.file))
  }

  @Test(arguments: expectations)
  func theDistanceIsWithinHalfAPercentOfGpxpy(expected: GPXExpectation) throws {
    let log = try GPXFixture.read(expected.file, date: day("2023-01-01"))

    let kilometres = try #require(log.trackValues?[.distance])
    #expect(abs(kilometres * 1000 - expected.meters) / expected.meters < 0.005)
    #expect(abs(kilometres * 1000 - expected.meters) <= 0.5, "rounded to the metre")
  }

  @Test(arguments: expectations)
  func theDurationRunsFromTheFirstToTheLastTimedPoint(expected: GPXExpectation) throws {
    let log = try GPXFixture.read(expected.file, date: day("2023-01-01"))

    #expect(log.trackValues?[.duration] == expected.duration)
    #expect(log.track?.duration == expected.duration)
  }

  @Test(arguments: expectations)
  func theKeyIsTheFirstTimedPointInUTCAndTheExercise(expected: GPXExpectation) throws {
    let log = try GPXFixture.read(expected.file, date: day("2023-01-01"))

    let key = try #require(log.track?.key)
    if let start = expected.start {
      #expect(key == "gpx|\(start)|run")
    } else {
      #expect(key.hasPrefix("gpx|2023-01-01|"))
    }
  }

  @Test(arguments: expectations)
  func theTracksNameIsTheMenuNote(expected: GPXExpectation) throws {
    let log = try GPXFixture.read(expected.file, date: day("2023-01-01"))

    #expect(log.track?.name == expected.name)
  }

  @Test(arguments: expectations)
  func readingInTinyChunksGivesTheSameLog(expected: GPXExpectation) throws {
    let whole = try GPXFixture.read(expected.file, date: day("2023-01-01"))
    let chunked = try GPXFixture.read(expected.file, date: day("2023-01-01"), chunk: 7)

    #expect(chunked.workouts == whole.workouts)
  }

  // MARK: - One workout, one set

  @Test func aFileIsOneWorkoutOfOneExerciseWithOneDoneSet() throws {
    let log = try GPXFixture.read("strava-run.gpx")

    #expect(log.app == .gpx)
    #expect(log.variant == "GPX 1.1, 3.50 km in 20:00")
    let workout = try #require(log.track)
    #expect(workout.exercises.map(\.name) == ["run"])
    #expect(
      workout.exercises[0].sets.map(\.values) == [values([.distance: 3.503, .duration: 1200])])
  }

  @Test func theExerciseGivenNamesTheWorkoutAndIsInTheKey() throws {
    let log = try GPXFixture.read("apple-health-route.gpx", exercise: "walk")

    #expect(log.track?.exercises.map(\.name) == ["walk"])
    #expect(log.track?.key == "gpx|2023-09-16T09:15:28Z|walk")
  }

  @Test func aGPX10FileSaysItsVersion() throws {
    let log = try GPXFixture.read("gpsbabel-1-0.gpx")

    #expect(log.variant.hasPrefix("GPX 1.0, "))
  }

  // MARK: - Date and start

  @Test func theDateAndStartAreTheFirstTimedPointInTheUsersZone() throws {
    let tokyo = FixedOffset(seconds: 9 * 3600)

    let log = try GPXFixture.read("garmin-connect.gpx", zone: tokyo)

    let workout = try #require(log.track)
    #expect(workout.date == day("2014-03-09"))
    #expect(workout.startSecond == 40 * 60 + 2)
    #expect(workout.offset == 9 * 3600)
  }

  @Test func aZoneWestOfUTCKeepsTheDayBefore() throws {
    let newYork = FixedOffset(seconds: -5 * 3600)

    let log = try GPXFixture.read("apple-health-route.gpx", zone: newYork)

    #expect(log.track?.date == day("2023-09-16"))
    #expect(log.track?.startSecond == 4 * 3600 + 15 * 60 + 28)
  }

  @Test func theKeyDoesNotDependOnTheZone() throws {
    let utc = try GPXFixture.read("strava-run.gpx")
    let tokyo = try GPXFixture.read("strava-run.gpx", zone: FixedOffset(seconds: 9 * 3600))

    #expect(utc.track?.key == tokyo.track?.key)
  }

  @Test func aTimeWithAnOffsetIsTakenAtThatOffset() throws {
    let text = gpxTrack(
      trkpt(48.0, 11.0, "2023-05-14T08:12:09+02:00")
        + trkpt(48.01, 11.0, "2023-05-14T08:22:09+02:00"))

    let log = try readingGPX(text)

    #expect(log.track?.key == "gpx|2023-05-14T06:12:09Z|run")
    #expect(log.trackValues?[.duration] == 600)
  }

  // MARK: - Times

  @Test func pointsWithoutATimeCountForDistanceButNotForDuration() throws {
    let text = gpxTrack(
      trkpt(48.0, 11.0) + trkpt(48.001, 11.0, "2023-05-14T06:00:00Z")
        + trkpt(48.002, 11.0, "2023-05-14T06:01:00Z") + trkpt(48.003, 11.0))

    let log = try readingGPX(text)

    // The 60 s between the timed points are over one of three legs: not the track's time.
    #expect(log.trackValues?[.duration] == nil)
    #expect(log.trackValues?[.distance] == 0.334)
    #expect(
      log.adjusted.map(\.reason) == [
        "track.gpx: 2 of 4 points have a time, over 0.11 of 0.33 km; its time left out"
      ])
  }

  @Test func sentinelTimesBefore1970AreTakenAsNoTimeAndNoted() throws {
    let log = try GPXFixture.read("sentinel-times.gpx")

    #expect(log.track?.key == "gpx|2023-08-05T04:51:20Z|run")
    // Line 10, the first timed point: the timed points span too little of the track.
    #expect(log.adjusted.map(\.line) == [6, 10])
    #expect(
      log.adjusted.first?.reason
        == "sentinel-times.gpx: 4 points with a time before 1970 (a placeholder) taken as untimed")
  }

  @Test func onlySentinelTimesIsATrackWithoutTimes() {
    let text = gpxTrack(
      trkpt(48.0, 11.0, "1901-12-13T20:45:52.2073437Z")
        + trkpt(48.01, 11.0, "1901-12-13T20:45:52.2073437Z"))

    #expect(gpxError(text)?.reason.hasPrefix("no track point has a time") == true)
  }

  @Test func aSingleTimedPointGivesNoDuration() throws {
    let text = gpxTrack(trkpt(48.0, 11.0, "2023-05-14T06:00:00Z") + trkpt(48.01, 11.0))

    let log = try readingGPX(text)

    #expect(log.trackValues?[.duration] == nil)
    #expect(log.track?.duration == nil)
  }

  @Test func aTrackOverADayKeepsItsDistanceAndLeavesItsTimeOut() throws {
    let text = gpxTrack(
      trkpt(48.0, 11.0, "2023-05-14T06:00:00Z") + trkpt(48.01, 11.0, "2023-05-16T06:00:00Z"))

    let log = try readingGPX(text)

    #expect(log.trackValues?[.duration] == nil)
    #expect(log.trackValues?[.distance] != nil)
    #expect(log.adjusted.map(\.reason) == ["track.gpx: a track over 24 h; its time left out"])
  }

  // MARK: - Without times

  @Test func aTrackWithoutTimesTakesTheDateGivenAndHasNoDuration() throws {
    let log = try GPXFixture.read("no-times.gpx", date: day("2023-06-01"))

    let workout = try #require(log.track)
    #expect(workout.date == day("2023-06-01"))
    #expect(workout.startSecond == nil)
    #expect(workout.offset == nil)
    #expect(workout.exercises[0].sets[0].values == values([.distance: 4.053]))
  }

  @Test func aTrackWithoutTimesIsKeyedByDateDistanceAndFirstPoint() throws {
    let log = try GPXFixture.read("no-times.gpx", date: day("2023-06-01"))

    #expect(log.track?.key == "gpx|2023-06-01|4.05|45.07010,6.69010")
  }

  @Test func aTrackWithoutTimesAndNoDateIsRefused() {
    let error = #expect(throws: ImportError.self) { try GPXFixture.read("no-times.gpx") }

    #expect(
      error?.reason
        == "no track point has a time; give --date D to say the day of the track")
  }

  // MARK: - Segments and tracks

  @Test func segmentsAreNotJoinedForDistance() throws {
    let joined = gpxTrack(trkpt(48.0, 11.0) + trkpt(48.01, 11.0) + trkpt(48.02, 11.0))
    let split = gpxTrack(
      trkpt(48.0, 11.0) + trkpt(48.01, 11.0) + "</trkseg><trkseg>" + trkpt(48.02, 11.0)
        + trkpt(48.03, 11.0), name: "split")

    let one = try readingGPX(joined, date: day("2023-01-01"))
    let two = try readingGPX(split, date: day("2023-01-01"))

    #expect(one.trackValues?[.distance] == two.trackValues?[.distance])
  }

  @Test func manyTwoPointSegmentsAddOnlyTheirOwnLengths() throws {
    let log = try GPXFixture.read("two-point-segments.gpx")

    // Joined across segments it would be about twice as long.
    #expect(log.trackValues?[.distance] == 0.736)
  }

  @Test func everyTrackOfAFileAddsUpAndAnEmptyOneIsNothing() throws {
    let log = try GPXFixture.read("gpsbabel-1-0.gpx")

    #expect(log.workouts.count == 1)
    #expect(log.trackValues?[.distance] == 1.879)
  }
}
