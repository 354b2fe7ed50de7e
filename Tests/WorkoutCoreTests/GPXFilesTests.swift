import Testing

@testable import WorkoutCore

/// Several GPX files as one log, and the exercise a track is logged as.
@Suite struct GPXFilesTests {
  private func read(_ name: String) throws -> (name: String, log: ForeignLog) {
    (name, try GPXFixture.read(name))
  }

  // MARK: - Several files

  @Test func severalFilesAreOneLogByDateAndStart() throws {
    let log = GPXImport.combine([
      try read("strava-run.gpx"), try read("garmin-connect.gpx"), try read("cdata-name.gpx"),
    ])

    #expect(log.workouts.map(\.date) == [day("2014-03-08"), day("2023-04-22"), day("2023-05-14")])
    #expect(log.variant == "3 files, GPX 1.1")
  }

  @Test func theVersionsOfTheFilesAreListedOnce() throws {
    let log = GPXImport.combine([
      try read("strava-run.gpx"), try read("gpsbabel-1-0.gpx"), try read("movescount.gpx"),
    ])

    #expect(log.variant == "3 files, GPX 1.1 and GPX 1.0")
  }

  @Test func theSameTrackInTwoFilesIsKeptOnceAndTheSecondNoted() throws {
    let strava = try read("strava-run.gpx")

    let log = GPXImport.combine([strava, ("copy.gpx", strava.log)])

    #expect(log.workouts.count == 1)
    #expect(log.skipped.map(\.reason) == ["copy.gpx is the same track as strava-run.gpx"])
  }

  @Test func oneFileIsItsOwnLog() throws {
    let strava = try read("strava-run.gpx")

    let log = GPXImport.combine([strava])

    #expect(log.variant == strava.log.variant)
    #expect(log.workouts == strava.log.workouts)
  }

  @Test func theNotesOfEveryFileAreKept() throws {
    let log = GPXImport.combine([try read("sentinel-times.gpx"), try read("strava-run.gpx")])

    #expect(log.adjusted.map(\.line) == [6, 10])
  }

  // MARK: - The exercise

  @Test func aTrackIsARunUnlessTold() throws {
    #expect(try GPXImport.exercise(nil, in: .builtIn).id.rawValue == "run")
  }

  @Test func theExerciseIsFoundByIdNameOrAlias() throws {
    #expect(try GPXImport.exercise("Trail Run", in: .builtIn).id.rawValue == "trail-run")
    #expect(try GPXImport.exercise("hiking", in: .builtIn).id.rawValue == "hike")
    #expect(try GPXImport.exercise("cycling", in: .builtIn).id.rawValue == "cycling")
  }

  @Test func anUnknownExerciseIsRefusedWithSuggestions() {
    let error = #expect(throws: CatalogError.self) { try GPXImport.exercise("runn", in: .builtIn) }

    guard case .unknownExercise(let name, let suggestions)? = error else {
      Issue.record("not an unknown exercise: \(String(describing: error))")
      return
    }
    #expect(name == "runn")
    #expect(suggestions.contains("run"))
  }

  @Test func anExerciseWithoutADistanceIsRefused() {
    let error = #expect(throws: CatalogError.self) {
      try GPXImport.exercise("bench-press", in: .builtIn)
    }

    #expect(
      error?.message
        == "bench-press does not take a distance, which is what a GPX track gives; give an "
        + "exercise that does, such as run, walk, hike or cycling")
  }
}
