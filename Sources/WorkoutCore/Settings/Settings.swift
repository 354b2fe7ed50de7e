/// A setting of `wkc config`: what it sets and the values it takes.
public enum SettingKey: String, CaseIterable, Sendable {
  /// The weight unit people read and type: kg or lb.
  case units
  /// The distance unit people read and type: km or mi (speeds in km/h or mph with it).
  case distance

  /// The values the setting takes, the default first.
  public var values: [String] {
    switch self {
    case .units: ["kg", "lb"]
    case .distance: ["km", "mi"]
    }
  }

  /// The value when nothing sets it.
  public var defaultValue: String { values[0] }

  /// One line for help and `config list`.
  public var summary: String {
    switch self {
    case .units: "Weight unit people read and type: kg or lb (a bare --weight 135 is in it)."
    case .distance: "Distance unit people read and type: km or mi (speeds in km/h or mph)."
    }
  }

  /// The setting's value as written: `lb` for `lbs`, `LB` or `pounds`; nil for no value of it.
  public func value(_ text: String) -> String? {
    let word = String(text.trimmingSpaces).lowercased()
    let spelled: [String: String] = [
      "kgs": "kg", "kilograms": "kg", "lbs": "lb", "pounds": "lb", "kilometres": "km",
      "kilometers": "km", "miles": "mi",
    ]
    let value = spelled[word] ?? word
    return values.contains(value) ? value : nil
  }

  /// The key a typed name means, ignoring case; nil for none.
  public init?(named name: String) { self.init(rawValue: name.lowercased()) }
}

/// The user's settings file, `config.json` in wkc's config folder: the values set, by key.
public struct SettingsFile: Equatable, Sendable {
  /// The newest version of the file this binary reads and writes.
  public static let currentVersion = 1

  /// The values set; a key not here has its default.
  public var values: [SettingKey: String]

  /// Settings with `values`.
  public init(values: [SettingKey: String] = [:]) { self.values = values }

  /// True when nothing is set.
  public var isEmpty: Bool { values.isEmpty }
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

  /// The settings of `file` with the overrides of `environment`; fails on a `WKC_UNITS` that
  /// names no unit.
  public init(file: SettingsFile, environment: [String: String]) throws(SettingsError) {
    var resolved: [SettingKey: (value: String, source: SettingSource)] = [:]
    for key in SettingKey.allCases {
      resolved[key] = file.values[key].map { ($0, .file) } ?? (key.defaultValue, .defaultValue)
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
    self.resolved = resolved
  }

  /// The value of `key`.
  public func value(_ key: SettingKey) -> String { resolved[key]?.value ?? key.defaultValue }

  /// Where the value of `key` comes from.
  public func source(_ key: SettingKey) -> SettingSource {
    resolved[key]?.source ?? .defaultValue
  }

  /// The units people read and type.
  public var units: DisplayUnits {
    DisplayUnits(
      weight: value(.units) == "lb" ? .pound : .kilogram,
      distance: value(.distance) == "mi" ? .mile : .kilometre)
  }
}

/// Settings that cannot be used.
public enum SettingsError: Error, Equatable, Sendable {
  /// An environment variable that names no value.
  case badEnvironment(name: String, text: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .badEnvironment(let name, let text):
      "\(name) must name units, each once: kg or lb, km or mi, or both like lb,mi; not '\(text)'"
    }
  }
}
