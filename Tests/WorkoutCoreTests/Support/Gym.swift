import Foundation
import Testing

@testable import WorkoutCore

/// A store driven the way commands drive it: each verb an operation with typed input (a workout
/// reference as typed, values as typed), performed at `friday` with the built-in catalog and
/// the user's exercises. Tests read the store back, not what a command prints.
struct Gym {
  let fixture = StoreFixture()
  /// When operations happen: Fri 2024-01-05 09:00 in Tokyo unless a test changes it.
  var moment = friday
  /// The settings file (`wkc config`): units, plates, bar, warm-up ramp.
  var settingsFile = SettingsFile()

  var store: Store { fixture.store }

  /// The settings in effect; with no `WKC_UNITS` to read they cannot fail.
  var settings: Settings { try! Settings(file: settingsFile, environment: [:]) }

  /// The units people type and read.
  var units: DisplayUnits { settings.units }

  /// The built-in catalog with the user's exercises.
  func catalog() throws -> Catalog { try store.catalog() }

  /// The exercise a person names by id, name or alias.
  func exercise(_ name: String) throws -> Exercise { try catalog().resolve(name) }

  /// Every file of the store with its bytes, to prove a refused operation wrote nothing.
  func snapshot() -> [String: [UInt8]] { fixture.snapshot() }

  // MARK: - Reading the store back

  /// The menu of a date.
  func menu(_ date: String = "2024-01-05") throws -> Menu { try store.menu(on: day(date)) }

  /// The workouts of a date's menu.
  func workouts(_ date: String = "2024-01-05") throws -> [Workout] { try menu(date).workouts }

  /// The exercises of a date's menu, in order.
  func exercises(_ date: String = "2024-01-05") throws -> [ExerciseID] {
    try workouts(date).map(\.exercise)
  }

  /// The sets of the workout at `index` (from 0) of a date's menu.
  func sets(_ date: String = "2024-01-05", workout index: Int = 0) throws -> [WorkoutSet] {
    let workouts = try workouts(date)
    try #require(workouts.indices.contains(index), "no workout \(index + 1) on \(date)")
    return workouts[index].sets
  }

  /// The planned values of each set of the workout at `index` (from 0) of a date's menu.
  func planned(_ date: String = "2024-01-05", workout index: Int = 0) throws -> [SetValues] {
    try sets(date, workout: index).map(\.planned.values)
  }

  /// Each workout of a date's menu as `exercise` or `exercise group`.
  func grouping(_ date: String = "2024-01-05") throws -> [String] {
    try workouts(date).map { workout in
      workout.group.map { "\(workout.exercise) \($0)" } ?? "\(workout.exercise)"
    }
  }

  // MARK: - Refusals

  /// Checks that `body` fails with an error whose message (what a command prints after
  /// `wkc: error: `, before its hints) contains `message`, and that the store did not change.
  func expectRefused(
    saying message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    let before = snapshot()
    let error = #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try body() }
    if let error {
      let said = personMessage(of: error)
      #expect(said.contains(message), "\(said)", sourceLocation: sourceLocation)
    }
    #expect(snapshot() == before, "the store changed", sourceLocation: sourceLocation)
  }

  /// Checks that `body` throws `error` and that the store's files did not change.
  func expectRefused<E: Error & Equatable>(
    _ error: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    let before = snapshot()
    #expect(throws: error, sourceLocation: sourceLocation) { try body() }
    #expect(snapshot() == before, "the store changed", sourceLocation: sourceLocation)
  }
}

/// What a core error tells a person: the text a command prints after `wkc: error: `, before the
/// hints the command adds.
func personMessage(of error: any Error) -> String {
  switch error {
  case let error as PlanError: error.message
  case let error as InputError: error.message
  case let error as ValueError: error.message
  case let error as CatalogError: error.message
  case let error as TemplateError: error.message
  case let error as GearError: error.message
  case let error as WarmupRampError: error.message
  default: String(describing: error)
  }
}
