// The settings file, `config.json` in wkc's config folder: `{"bar": "20kg", "distance": "mi",
// "plates": "25x8,20x2 kg", "targets": {"chest": 12}, "units": "lb", "version": 3}`, keys
// sorted, written as the oldest version that holds its keys.

/// The keys of the settings file.
enum SettingsFileField: Int, FileField {
  case bar, distance, getReady, plates, restBetween, targets, units, version, warmup

  var name: StaticString {
    switch self {
    case .bar: "bar"
    case .distance: "distance"
    case .getReady: "getReady"
    case .plates: "plates"
    case .restBetween: "restBetween"
    case .targets: "targets"
    case .units: "units"
    case .version: "version"
    case .warmup: "warmup"
    }
  }

  var key: SettingKey? {
    switch self {
    case .bar: .bar
    case .distance: .distance
    case .getReady: .getReady
    case .plates: .plates
    case .restBetween: .restBetween
    case .units: .units
    case .targets, .version: nil
    case .warmup: .warmup
    }
  }
}

extension SettingsFile: StoredFile {
  /// The file's own object: version 2 added `bar`, `plates` and `warmup`, version 3
  /// `restBetween`, `getReady` and `targets`.
  static let file = Fields<SettingsFileField>(
    "the settings file",
    added: [.bar: 2, .plates: 2, .warmup: 2, .restBetween: 3, .getReady: 3, .targets: 3])

  /// "the settings file".
  public static var title: String { "\(file.title)" }

  /// The settings file.
  public static var shapes: [any FieldTable] { [file] }

  /// Reads `config.json`.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> SettingsFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readSettingsFile() }
  }

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.write(self)
    return json.bytes
  }

  /// The version the file is written as: the oldest that holds its keys.
  public var version: Int {
    let version = values.keys.reduce(1) {
      max($0, SettingsFile.file.since(SettingsFileField($1)))
    }
    return targets.isEmpty ? version : max(version, SettingsFile.file.since(.targets))
  }
}

extension SettingsFileField {
  /// The field of a setting.
  init(_ key: SettingKey) {
    self =
      switch key {
      case .bar: .bar
      case .distance: .distance
      case .plates: .plates
      case .units: .units
      case .warmup: .warmup
      case .restBetween: .restBetween
      case .getReady: .getReady
      }
  }
}

extension JSONReader {
  /// Reads `config.json`: `{"bar": "20kg", "distance": "mi", "plates": "25x8,20x2 kg",
  /// "units": "lb", "version": 2}`, each value one the key takes; a version-1 file holding
  /// `bar` or `plates` fails as version 1 did, on an unknown key.
  mutating func readSettingsFile() throws(JSONError) -> SettingsFile {
    var file = SettingsFile()
    var freeText: [(key: SettingKey, text: String, offset: Int)] = []
    try readStoredFile(SettingsFile.self, SettingsFile.file) { reader, field throws(JSONError) in
      if field == .targets {
        file.targets = try reader.readTargets()
        return
      }
      guard let key = field.key else { return }  // `version`: read by readStoredFile
      let offset = reader.valueOffset()
      let text = try reader.readString(what: "`\(key.rawValue)`")
      if key.values.isEmpty {
        freeText.append((key, text, offset))
      } else {
        guard key.values.contains(text) else {
          throw reader.error(
            "`\(key.rawValue)` must be \(key.values.joined(separator: " or ")), not '\(text)'",
            at: offset)
        }
        file.values[key] = text
      }
    }
    // A bare bar or plate weight is in the file's own weight unit.
    let units = DisplayUnits(
      weight: file.values[.units] == "lb" ? .pound : .kilogram, distance: .kilometre)
    for (key, text, offset) in freeText {
      do {
        file.values[key] = try key.normalized(text, units: units)
      } catch {
        throw self.error(error.message, at: offset)
      }
    }
    return file
  }
}

extension JSONReader {
  /// `{"chest": 12, …}`: sets a week by part id, each a number from 0.5 to 1000.
  fileprivate mutating func readTargets() throws(JSONError) -> [String: Double] {
    var targets: [String: Double] = [:]
    try readFields("`targets`") { reader, name throws(JSONError) in
      let offset = reader.valueOffset()
      let sets = try reader.readNumber(what: "sets a week")
      guard SettingsFile.targetRange.contains(sets), SettingsFile.isPartID(name.string) else {
        throw reader.error("`targets` holds sets a week of a part, 0.5 to 1000", at: offset)
      }
      targets[name.string] = sets
    }
    return targets
  }
}

extension JSONWriter {
  /// Writes `config.json`, keys sorted, as the oldest version that holds its keys.
  public mutating func write(_ file: SettingsFile) {
    object { json in
      for field in SettingsFile.file.all {
        if field == .targets {
          guard !file.targets.isEmpty else { continue }
          json.key(field)
          json.object { json in
            for (part, sets) in file.targets.sorted(by: { $0.key < $1.key }) {
              json.key(part)
              json.number(sets)
            }
          }
        } else if let key = field.key {
          guard let value = file.values[key] else { continue }
          json.key(field)
          json.string(value)
        } else {
          json.key(field)
          json.number(file.version)
        }
      }
    }
  }
}
