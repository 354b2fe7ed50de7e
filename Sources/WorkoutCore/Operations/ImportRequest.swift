// `wkc import` as asked: the files and the options as typed, and what the caller gives the
// import (its files, the store, the time). `ImportFiles.swift` carries it out.

/// `wkc import FILE… [--from APP] …`: the files and options as typed; `perform(in:)` checks
/// them against the formats, reads the files and imports them.
public struct ImportRequest: Sendable {
  /// The files (`-` for stdin); several for a format that takes several.
  public var files: [String]
  /// `--from`: the format's name, else it is detected.
  public var from: String?
  /// `--unit`: `kg`, `lb`, `km`, `mi`, or a weight and a distance unit (`lb,km`).
  public var unit: String?
  /// `--map NAME=ID`, each as typed.
  public var maps: [String]
  /// `--create-missing`: names nothing maps become the user's own exercises.
  public var createMissing: Bool
  /// `--exercise`: the exercise every workout is (GPX).
  public var exercise: String?
  /// `--date`: the date of a file that gives none (GPX).
  public var date: String?
  /// `--gear`: the gear of every workout added that takes gear, or `none`.
  public var gear: String?
  /// `--dry-run`: work out the summary, write nothing.
  public var dryRun: Bool
  /// `--replace`: workouts of the file imported before are imported again in place of what
  /// they added then.
  public var replace: Bool

  /// A request to import `files`.
  public init(
    files: [String], from: String? = nil, unit: String? = nil, maps: [String] = [],
    createMissing: Bool = false, exercise: String? = nil, date: String? = nil,
    gear: String? = nil, dryRun: Bool = false, replace: Bool = false
  ) {
    self.files = files
    self.from = from
    self.unit = unit
    self.maps = maps
    self.createMissing = createMissing
    self.exercise = exercise
    self.date = date
    self.gear = gear
    self.dryRun = dryRun
    self.replace = replace
  }

  /// True when `option` was given.
  func gives(_ option: ImportOption) -> Bool {
    option == .createMissing ? createMissing : option == .map ? !maps.isEmpty : typed(option) != nil
  }

  /// The value of `option` as typed (the last `--map`); nil for a flag or an option not given.
  func typed(_ option: ImportOption) -> String? {
    switch option {
    case .unit: unit
    case .map: maps.last
    case .createMissing: nil
    case .exercise: exercise
    case .date: date
    case .gear: gear
    }
  }

  /// `--unit` as units: a weight unit, a distance unit, or one of each.
  func units() throws(ImportRequestError) -> (weight: Unit?, distance: Unit?) {
    guard let text = unit else { return (nil, nil) }
    var units: (weight: Unit?, distance: Unit?) = (nil, nil)
    for part in text.split(separator: ",") {
      let word = String(part.trimmingSpaces)
      if let value = SettingKey.units.value(word) {
        guard units.weight == nil else { throw .badUnit(text) }
        units.weight = value == "lb" ? .pound : .kilogram
      } else if let value = SettingKey.distance.value(word) {
        guard units.distance == nil else { throw .badUnit(text) }
        units.distance = value == "mi" ? .mile : .kilometre
      } else {
        throw .badUnit(text)
      }
    }
    return units
  }

  /// `--map NAME=ID` entries as names and ids.
  func namesAndIDs() throws(ImportRequestError) -> [(name: String, id: ExerciseID)] {
    try maps.map { text throws(ImportRequestError) in
      guard let equals = text.lastIndex(of: "="), equals != text.startIndex,
        !text[text.index(after: equals)...].trimmingSpaces.isEmpty
      else { throw .badMap(text) }
      return (
        name: String(text[..<equals].trimmingSpaces),
        id: ExerciseID(rawValue: String(text[text.index(after: equals)...].trimmingSpaces))
      )
    }
  }
}

/// What an import reads from and writes into, given by the caller.
public struct ImportEnvironment {
  /// Opens a file by its name (`-` for stdin) to be read a chunk at a time.
  public var open: (String) throws -> any ImportInput
  /// The store, opened when the import first needs it.
  public var store: () throws -> Store
  /// The units people read (a GPX summary gives the distance in them).
  public var units: () throws -> DisplayUnits
  /// When it happens, in the user's zone: for dates, ids and refusing results after today.
  public var moment: Moment

  /// An environment of these.
  public init(
    open: @escaping (String) throws -> any ImportInput, store: @escaping () throws -> Store,
    units: @escaping () throws -> DisplayUnits, moment: Moment
  ) {
    self.open = open
    self.store = store
    self.units = units
    self.moment = moment
  }
}

/// A file, or stdin, being imported a chunk at a time.
public protocol ImportInput: AnyObject {
  /// The next chunk; nil at the end of the input, or after a read failed.
  func next() -> [UInt8]?
  /// Throws when a read failed, so what came before it is never taken for the whole input;
  /// `name` names the input in the message.
  func checkRead(_ name: String) throws
}

/// What an import did: its summary, and what the workouts it added did to gear (nil for a dry
/// run).
public struct ImportOutcome: Sendable {
  /// What was (or would be) added.
  public var summary: ImportSummary
  /// Gear retired or past its distance by the workouts added.
  public var gear: GearEffects?
}
