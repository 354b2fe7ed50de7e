/// A setting of `wkc config`: what it sets and the values it takes.
public enum SettingKey: String, CaseIterable, Sendable {
  /// The weight unit people read and type: kg or lb.
  case units
  /// The distance unit people read and type: km or mi.
  case distance
  /// The standard bar of barbell exercises: `20kg`, `45lb`.
  case bar
  /// The plates a person owns, with counts: `25x12,20x4,15x2,10x2,5x2,2.5x2,1.25x2 kg`.
  case plates
  /// The warm-up ramp `add --warmup` plans: `bar x10,40%x5,60%x3,80%x2`.
  case warmup
  /// The rest `run` takes before the next exercise: `set` (the finished set's) or a duration.
  case restBetween = "rest-between"
  /// The get-ready seconds before `run` counts a timed set down: `3`; 0 for none.
  case getReady = "get-ready"

  /// The values the setting takes, the default first; empty for a setting of free text (`bar`,
  /// `plates`), whose default follows the units.
  public var values: [String] {
    switch self {
    case .units: ["kg", "lb"]
    case .distance: ["km", "mi"]
    case .bar, .plates, .warmup, .restBetween, .getReady: []
    }
  }

  /// One line for help and `config list`.
  public var summary: String {
    switch self {
    case .units: "Weight unit people read and type: kg or lb (a bare --weight 135 is in it)."
    case .distance: "Distance unit people read and type: km or mi (speeds in km/h or mph)."
    case .bar: "The standard bar of barbell exercises, e.g. 20kg or 45lb (default: by units)."
    case .plates: "The plates you own, weight x count, e.g. 25x8,20x2,15x2 (default: by units)."
    case .warmup:
      "The ramp add --warmup plans, e.g. bar x10,50%x5,75%x2 (default: \(WarmupRamp.standard))."
    case .restBetween:
      "run's rest before the next exercise: set (the finished set's rest) or e.g. 2:00; 0 none."
    case .getReady: "run's get-ready seconds before a timed set (a plank) counts down; 0 none."
    }
  }

  /// The setting's value as written: `lb` for `lbs`, `LB` or `pounds`; nil for no value of it
  /// (and for `bar` and `plates`, which `normalized(_:units:)` reads).
  public func value(_ text: String) -> String? {
    let word = String(text.trimmingSpaces).lowercased()
    let value = UnitWords.all.first { $0.word == word }?.unit?.symbol ?? word
    return values.contains(value) ? value : nil
  }

  /// The setting's value as written for typed `text`: `lb` for `pounds`, `45lb` for a bar of
  /// `45` typed by a lb reader, `25x2,… kg` for plates; a bare weight is in `units`.
  public func normalized(_ text: String, units: DisplayUnits) throws(SettingsError) -> String {
    do {
      switch self {
      case .units, .distance:
        guard let value = value(text) else {
          throw SettingsError.badValue(
            key: self,
            message: "\(rawValue) takes \(values.joined(separator: " or ")), not '\(text)'")
        }
        return value
      case .bar: return try Bar.parse(text, bareUnit: units.weight).text
      case .plates: return try PlateSet.parse(text, bareUnit: units.weight).text
      case .warmup: return try WarmupRamp.parse(text).description
      case .restBetween: return try RestBetween.parse(text).text
      case .getReady:
        return "\(Int(try RunSettingValues.seconds(text, key: .getReady, max: 60)))"
      }
    } catch let error as SettingsError {
      throw error
    } catch let error as PlateError {
      if case .invalid = error { throw .invalidValue(key: self, message: error.message) }
      throw .badValue(key: self, message: error.message)
    } catch let error as WarmupRampError {
      if case .invalid = error { throw .invalidValue(key: self, message: error.message) }
      throw .badValue(key: self, message: error.message)
    } catch {
      throw .badValue(key: self, message: "\(error)")
    }
  }

  /// The key a typed name means, ignoring case; nil for none.
  public init?(named name: String) { self.init(rawValue: name.lowercased()) }
}

/// The user's settings file, `config.json` in wkc's config folder: the values set, by key.
public struct SettingsFile: Equatable, Sendable {
  // Its fields and versions are declared in Files/SettingsFileFormat.swift.

  /// The values set, as `SettingKey.normalized` writes them; a key not here has its default.
  public var values: [SettingKey: String]

  /// Sets a week wanted of each body part, by catalog part id (`wkc config set target.chest 12`).
  public var targets: [String: Double] = [:]

  /// The sets a week a target may ask for.
  public static let targetRange = 0.5...1000.0

  /// Settings with `values`.
  public init(values: [SettingKey: String] = [:]) { self.values = values }

  /// True when nothing is set.
  public var isEmpty: Bool { values.isEmpty && targets.isEmpty }

  /// True for text a part id may be: 1 to 40 of lowercase a-z, digits and `-`.
  public static func isPartID(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 40
      && text.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
  }

}

/// Where a setting's value comes from.
public enum SettingSource: Equatable, Sendable {
  /// Nothing sets it.
  case defaultValue
  /// The settings file.
  case file
  /// An environment variable, by name.
  case environment(String)
}

/// The settings in effect: the file's values, overridden by `WKC_UNITS`.
public struct Settings: Sendable {
  /// The environment variable that overrides the units: `lb`, `kg`, `mi`, `km` or both, `lb,mi`.
  public static let unitsVariable = "WKC_UNITS"

  /// Each key's value and where it comes from.
  public let resolved: [SettingKey: (value: String, source: SettingSource)]
  /// Sets a week wanted of each body part, by part id: the file's.
  public let targets: [String: Double]

  /// The settings of `file` with the overrides of `environment`; fails on a `WKC_UNITS` that
  /// names no unit.
  public init(file: SettingsFile, environment: [String: String]) throws(SettingsError) {
    var resolved: [SettingKey: (value: String, source: SettingSource)] = [:]
    for key in [SettingKey.units, .distance] {
      resolved[key] = file.values[key].map { ($0, .file) } ?? (key.values[0], .defaultValue)
    }
    if let text = environment[Settings.unitsVariable], !text.trimmingSpaces.isEmpty {
      var given = Set<SettingKey>()
      for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
        // One unit per setting: `lb,kg` contradicts itself.
        guard
          let (key, value) = [SettingKey.units, .distance].lazy
            .compactMap({ key in key.value(String(part)).map { (key, $0) } }).first,
          given.insert(key).inserted
        else {
          throw .badEnvironment(name: Settings.unitsVariable, text: text)
        }
        resolved[key] = (value, .environment(Settings.unitsVariable))
      }
    }
    let weight: Unit = resolved[.units]?.value == "lb" ? .pound : .kilogram
    for key in [SettingKey.bar, .plates, .warmup, .restBetween, .getReady] {
      resolved[key] =
        file.values[key].map { ($0, .file) } ?? (Settings.defaultValue(key, weight), .defaultValue)
    }
    self.resolved = resolved
    targets = file.targets
  }

  /// The value of `key`.
  public func value(_ key: SettingKey) -> String { resolved[key]?.value ?? defaultValue(key) }

  /// Where the value of `key` comes from.
  public func source(_ key: SettingKey) -> SettingSource {
    resolved[key]?.source ?? .defaultValue
  }

  /// The value of `key` when nothing sets it: the bar and plates follow the weight unit.
  public func defaultValue(_ key: SettingKey) -> String {
    Settings.defaultValue(key, units.weight)
  }

  private static func defaultValue(_ key: SettingKey, _ weight: Unit) -> String {
    switch key {
    case .units, .distance: key.values[0]
    case .bar: Bar.standard(for: weight).text
    case .plates: PlateSet.standard(for: weight).text
    case .warmup: WarmupRamp.standard.description
    case .restBetween: RestBetween.setRest.text
    case .getReady: "3"
    }
  }

  /// The units people read and type.
  public var units: DisplayUnits {
    DisplayUnits(
      weight: resolved[.units]?.value == "lb" ? .pound : .kilogram,
      distance: resolved[.distance]?.value == "mi" ? .mile : .kilometre)
  }
}

/// Settings that cannot be used.
public enum SettingsError: Error, Equatable, Sendable {
  /// An environment variable that names no value.
  case badEnvironment(name: String, text: String)
  /// Not a value of the setting at all; `message` says so and what it takes: a usage error.
  case badValue(key: SettingKey, message: String)
  /// A value of the setting, but one out of range or off step: invalid data.
  case invalidValue(key: SettingKey, message: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .badEnvironment(let name, let text):
      "\(name) must name units, each once: kg or lb, km or mi, or both like lb,mi; not '\(text)'"
    case .badValue(_, let message), .invalidValue(_, let message): message
    }
  }
}

extension Settings {
  /// The defaults: no settings file, no environment.
  public static let standard: Settings = {
    do {
      return try Settings(file: SettingsFile(), environment: [:])
    } catch {
      preconditionFailure("the default settings always read: \(error)")
    }
  }()
}
