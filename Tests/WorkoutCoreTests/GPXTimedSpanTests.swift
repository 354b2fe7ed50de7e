import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// A track of points `step` degrees of longitude apart along 46° N, each with the time of
/// `times` (seconds after 2024-03-02T09:30:00Z, nil for none), and a `type` when given.
private func track(
  _ times: [Int?], step: Double = 0.0002, type: String? = nil, name: String = "Track"
) -> [UInt8] {
  var text = """
    <?xml version="1.0"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk>
    <name>\(name)</name>\(type.map { "<type>\($0)</type>" } ?? "")<trkseg>

    """
  for (index, time) in times.enumerated() {
    let stamp = time.map {
      "<time>\(Timestamp(secondsSince1970: 1_709_371_800 + $0, offset: 0).description)</time>"
    }
    text += "<trkpt lat=\"46.0\" lon=\"\(14.5 + Double(index) * step)\">\(stamp ?? "")</trkpt>\n"
  }
  return Array((text + "</trkseg></trk></gpx>\n").utf8)
}

/// The GPX log of `bytes`, the exercise from the file unless `exercise` is given.
private func read(_ bytes: [UInt8], exercise: ExerciseID? = nil) throws -> ForeignLog {
  try GPXImport.read(bytes: bytes, exercise: exercise, zone: FixedOffset(seconds: 0))
}

/// Issue 23, item 13: a track's time is only that of its timed points, a pace beyond the world
/// record is kept but never a record, and `<type>` says whether it was a run.
@Suite struct GPXTimedSpanTests {
  @Test func fiveTimedPointsOf296GiveNoTimeForTheWholeTrack() throws {
    let log = try GPXFixture.read("few-times.gpx")
    let set = try #require(log.workouts.first?.exercises.first?.sets.first)
    // 4.58 km with its time left out: not 4.58 km in 0:57.
    #expect(set.values[.duration] == nil)
    #expect(abs(try #require(set.values[.distance]) - 4.578) < 1e-9)
    let note = try #require(log.adjusted.last?.reason)
    #expect(note.hasPrefix("few-times.gpx: 5 of 296 points have a time, over 0.06 of 4.58 km"))
    #expect(note.hasSuffix("its time left out"))
  }

  @Test(
    .enabled(
      if: InstalledTool.gpxpyPython != nil,
      "no python3 with gpxpy (pip install gpxpy; WKC_GPXPY_PYTHON=…/python3)"))
  func theTimedSpanIsGpxpysLengthBetweenTheFirstAndLastTimedPoint() throws {
    // gpxpy's length_2d of the points from the first timed to the last, against the note.
    let python = try #require(InstalledTool.gpxpyPython)
    let path = GPXFixture.folder.appendingPathComponent("few-times.gpx").path
    let script = """
      import sys, gpxpy
      from gpxpy.gpx import GPXTrackSegment
      points = gpxpy.parse(open(sys.argv[1])).tracks[0].segments[0].points
      timed = [i for i, p in enumerate(points) if p.time]
      span = GPXTrackSegment(points[timed[0]:timed[-1] + 1])
      print(len(timed), len(points), span.length_2d(), (points[timed[-1]].time - points[timed[0]].time).total_seconds())
      """
    let out = try #require(GPXpyTests.run(python, ["-c", script, path]))
    let fields = out.stdout.split(separator: " ").map {
      String($0).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    try #require(fields.count == 4)
    #expect(fields[0] == "5" && fields[1] == "296")
    let spanKm = try #require(Double(fields[2])) / 1000
    #expect(try #require(Double(fields[3])) == 57)
    let note = try #require(try GPXFixture.read("few-times.gpx").adjusted.last?.reason)
    #expect(note.contains("over \(String(format: "%.2f", spanKm)) of 4.58 km"))
  }

  @Test func aTrackTimedOverNearlyAllItsLengthKeepsTheTimeOfItsTimedPoints() throws {
    // 41 points, the first untimed: the timed 40 span 39 of 40 legs (97.5 %), 0 to 390 s.
    let times: [Int?] = [nil] + (0..<40).map { $0 * 10 }
    let set = try #require(try read(track(times), exercise: "run").allSets.first)
    #expect(set.values[.duration] == 390)
  }

  @Test func theTypeSaysWhetherItWasAWalkOrARide() throws {
    let times: [Int?] = (0..<30).map { $0 * 10 }
    #expect(try read(track(times, type: "walking")).workouts[0].exercises[0].name == "walk")
    #expect(try read(track(times, type: "10")).workouts[0].exercises[0].name == "walk")
    #expect(try read(track(times, type: "1")).workouts[0].exercises[0].name == "cycling")
    #expect(try read(track(times, type: "hiking")).workouts[0].exercises[0].name == "hike")
    let named = try read(track(times, name: "Afternoon Walk"))
    #expect(named.workouts[0].exercises[0].name == "walk")
    #expect(named.variant.hasSuffix(", walk (named \"Afternoon Walk\")"))
    // No type, no telling name: a run, as before; --exercise wins over the type.
    #expect(try read(track(times)).workouts[0].exercises[0].name == "run")
    #expect(try read(track(times)).workouts[0].exerciseFromDefault)
    #expect(
      try read(track(times, type: "walking"), exercise: "hike").workouts[0].exercises[0].name
        == "hike")
  }

  @Test func aPaceBeyondTheWorldRecordIsKeptNotedAndNeverARecord() throws {
    // 30 points 0.002° apart (about 155 m a leg, 4.5 km) timed 2 s apart: 58 s, 280 km/h.
    let times: [Int?] = (0..<30).map { $0 * 2 }
    let log = try read(track(times, step: 0.002, type: "running"))
    let store = StoreFixture()
    // 2024-03-05 09:00 UTC.
    let moment = Moment(seconds: 1_709_629_200, zone: FixedOffset(seconds: 0))
    let summary = try store.store.perform(ImportWorkouts(log: log, moment: moment)).outcome
    #expect(summary.workouts == 1)
    #expect(
      summary.adjusted.map(\.reason) == [
        "a pace faster than the world record of its activity: kept, noted, no record"
      ])
    var transaction = StoreTransaction(store: store.store)
    let workout = try #require(try transaction.menu(on: day("2024-03-02")).workouts.first)
    #expect(workout.note?.contains("faster than the world record of running: no record") == true)
    #expect(workout.sets[0].actual?[.duration] == 58)
    let records = PersonalRecords(
      exercise: "run",
      sessions: ExerciseSession.sessions(of: [try transaction.menu(on: day("2024-03-02"))]),
      formula: .epley)
    #expect(records.bestPace == nil)
    #expect(records.longestDistance == nil)
  }
}
