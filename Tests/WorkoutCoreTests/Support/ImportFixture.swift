import Foundation
import Testing

@testable import WorkoutCore

/// Invented exports in `Fixtures/Import/`, one per layout and quirk of FORMATS.md.
enum ImportFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Import")

  /// The bytes of fixture `name`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// Fixture `name` read in chunks of `chunk` bytes (a small size checks the streaming).
  static func read(
    _ name: String, app: ForeignApp? = nil, weightUnit: WorkoutCore.Unit? = nil,
    distanceUnit: WorkoutCore.Unit? = nil,
    chunk: Int = 4096
  ) throws -> ForeignLog {
    try importing(
      bytes(name), app: app, weightUnit: weightUnit, distanceUnit: distanceUnit, chunk: chunk)
  }
}

/// `bytes` read in chunks of `chunk` bytes.
func importing(
  _ bytes: [UInt8], app: ForeignApp? = nil, weightUnit: WorkoutCore.Unit? = nil,
  distanceUnit: WorkoutCore.Unit? = nil,
  chunk: Int = 4096
) throws(ImportError) -> ForeignLog {
  let chunks = stride(from: 0, to: bytes.count, by: chunk).map {
    Array(bytes[$0..<min($0 + chunk, bytes.count)])
  }
  return try ForeignImport.read(
    chunks: chunks.makeIterator(), app: app, weightUnit: weightUnit, distanceUnit: distanceUnit)
}

/// `text` read as an export.
func importing(
  _ text: String, app: ForeignApp? = nil, weightUnit: WorkoutCore.Unit? = nil
) throws(ImportError) -> ForeignLog {
  try importing(Array(text.utf8), app: app, weightUnit: weightUnit)
}

/// The error reading `text` gives, or nil.
func importError(_ text: String, app: ForeignApp? = nil) -> ImportError? {
  importError(Array(text.utf8), app: app)
}

/// The error reading `bytes` gives, or nil.
func importError(_ bytes: [UInt8], app: ForeignApp? = nil) -> ImportError? {
  do throws(ImportError) {
    _ = try importing(bytes, app: app)
    return nil
  } catch {
    return error
  }
}

/// Values in canonical units, from pairs.
func values(_ pairs: KeyValuePairs<ItemID, Double>) -> SetValues {
  SetValues(Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) }))
}

/// Pounds in kg, exactly.
func lb(_ pounds: Double) -> Double { Unit.pound.canonical(pounds) }

extension ForeignLog {
  /// Every set of every workout, in order.
  var allSets: [ForeignSet] { workouts.flatMap { $0.exercises.flatMap(\.sets) } }
}
