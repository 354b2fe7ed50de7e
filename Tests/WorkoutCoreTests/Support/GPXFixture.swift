import Foundation
import Testing

@testable import WorkoutCore

/// Invented GPX tracks in `Fixtures/GPX/`, one per producer and quirk of FORMATS.md §5.
enum GPXFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/GPX")

  /// The fixtures' file names, sorted.
  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".gpx") }.sorted()
  }

  /// The bytes of fixture `name`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// Fixture `name` read in chunks of `chunk` bytes, in UTC unless `zone` says.
  static func read(
    _ name: String, exercise: String = "run", zone: any ZoneOffsets = FixedOffset(seconds: 0),
    date: LocalDate? = nil, chunk: Int = 4096
  ) throws -> ForeignLog {
    try readingGPX(
      bytes(name), exercise: exercise, zone: zone, fileName: name, date: date, chunk: chunk)
  }
}

/// `bytes` read as GPX in chunks of `chunk` bytes.
func readingGPX(
  _ bytes: [UInt8], exercise: String = "run", zone: any ZoneOffsets = FixedOffset(seconds: 0),
  fileName: String = "track.gpx", date: LocalDate? = nil, chunk: Int = 4096
) throws(ImportError) -> ForeignLog {
  let chunks = stride(from: 0, to: bytes.count, by: chunk).map {
    Array(bytes[$0..<min($0 + chunk, bytes.count)])
  }
  return try GPXImport.read(
    chunks: chunks.makeIterator(), exercise: ExerciseID(rawValue: exercise), zone: zone,
    fileName: fileName, date: date)
}

/// `text` read as GPX.
func readingGPX(
  _ text: String, zone: any ZoneOffsets = FixedOffset(seconds: 0), date: LocalDate? = nil
) throws(ImportError) -> ForeignLog {
  try readingGPX(Array(text.utf8), zone: zone, date: date)
}

/// The error reading `text` as GPX gives, or nil.
func gpxError(_ text: String, date: LocalDate? = nil) -> ImportError? {
  do throws(ImportError) {
    _ = try readingGPX(text, date: date)
    return nil
  } catch {
    return error
  }
}

/// A GPX 1.1 document of one track whose segment holds `points`.
func gpxTrack(_ points: String, name: String = "Test Run") -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
   <trk><name>\(name)</name><trkseg>
  \(points)
   </trkseg></trk>
  </gpx>
  """
}

/// A track point at `lat`, `lon`, with a time when given.
func trkpt(_ lat: Double, _ lon: Double, _ time: String? = nil) -> String {
  "<trkpt lat=\"\(lat)\" lon=\"\(lon)\">" + (time.map { "<time>\($0)</time>" } ?? "")
    + "</trkpt>"
}

extension ForeignLog {
  /// The one workout of a GPX file's log.
  var track: ForeignWorkout? { workouts.count == 1 ? workouts[0] : nil }
  /// Its one set's values.
  var trackValues: SetValues? { track?.exercises.first?.sets.first?.values }
}
