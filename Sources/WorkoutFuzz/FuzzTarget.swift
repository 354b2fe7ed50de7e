import WorkoutCore

/// One fuzz target: a reader or parser of wkc fed arbitrary bytes, and the property its result
/// must have. `run` traps (with a message) when the property fails; any other outcome, a value or
/// a typed error, passes. `Tests/Fuzz/run` drives these under libFuzzer; the tests replay seeds
/// and regression inputs through the same function.
public enum FuzzTarget: String, CaseIterable, Sendable {
  case json, month, catalog, templates, gear, program, body, settings, export, journal, commit
  case programtext
  case setspec, values, ramp, plates, date, args
  case csv, strong, hevy, fitnotes, health, gpx

  /// Feeds `bytes` to the target and checks its property.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .json: JSONTargets.anyValue(bytes)
    case .month: StoreFileTargets.month(bytes)
    case .catalog: StoreFileTargets.catalog(bytes)
    case .templates: StoreFileTargets.templates(bytes)
    case .gear: StoreFileTargets.gear(bytes)
    case .program: StoreFileTargets.program(bytes)
    case .body: StoreFileTargets.body(bytes)
    case .programtext: TextTargets.programText(bytes)
    case .settings: StoreFileTargets.settings(bytes)
    case .export: StoreFileTargets.export(bytes)
    case .journal: StoreFileTargets.journal(bytes)
    case .commit: StoreFileTargets.commit(bytes)
    case .setspec: TextTargets.setSpec(text(bytes))
    case .values: TextTargets.values(text(bytes))
    case .ramp: TextTargets.ramp(text(bytes))
    case .plates: TextTargets.plates(text(bytes))
    case .date: TextTargets.date(text(bytes))
    case .args: TextTargets.arguments(text(bytes))
    case .csv: ImportTargets.csv(bytes)
    case .strong: ImportTargets.foreign(bytes, app: .strong)
    case .hevy: ImportTargets.foreign(bytes, app: .hevy)
    case .fitnotes: ImportTargets.foreign(bytes, app: .fitnotes)
    case .health: ImportTargets.appleHealth(bytes)
    case .gpx: ImportTargets.gpx(bytes)
    }
  }

  /// True for targets of typed text, seeded only by inline examples.
  public var isSeededInline: Bool { FuzzSeeds.fixtures(self).isEmpty }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}

/// Traps with `message` when `condition` is false: a property of a fuzz target failed.
func require(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  if !condition {
    fatalError("fuzz property failed: \(message())", file: file, line: line)
  }
}
