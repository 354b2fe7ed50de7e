/// Where the settings file is, and reading and writing it under the store's file rules: an
/// atomic replace, and a file that does not parse is never overwritten.
public struct SettingsStore: Sendable {
  /// The file: `config.json` in `$XDG_CONFIG_HOME/wkc`, else `~/.config/wkc`.
  public let path: String

  /// The settings file of `environment`; nil when neither `XDG_CONFIG_HOME` nor `HOME` is set.
  public init?(environment: [String: String]) {
    if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") {
      path = folder + "/wkc/config.json"
    } else if let home = environment["HOME"], !home.isEmpty {
      path = home + "/.config/wkc/config.json"
    } else {
      return nil
    }
  }

  /// The settings file at `path`.
  public init(path: String) { self.path = path }

  /// The file's values; none when there is no file.
  public func read() throws(StoreError) -> SettingsFile {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.contents(of: path)
    } catch {
      throw .file(error)
    }
    guard let bytes else { return SettingsFile() }
    return try Store.decodeVersioned(bytes, path: path, newest: SettingsFile.currentVersion) {
      reader throws(JSONError) in
      try reader.readSettingsFile()
    }
  }

  /// Replaces the file with `file`, creating its folder (mode 0700); removes it when nothing is
  /// set. The file as it is must parse: it is read first.
  public func write(_ file: SettingsFile) throws(StoreError) {
    let (folder, _) = FileSystem.split(path)
    do {
      if file.isEmpty {
        if FileSystem.exists(path) { try FileSystem.remove(path) }
        return
      }
      _ = try FileSystem.makeFolder(folder)
      var json = JSONWriter()
      json.write(file)
      try FileSystem.writeAtomically(json.bytes, to: path)
    } catch {
      throw .file(error)
    }
  }
}

// MARK: - JSON

/// The keys of the settings file; `bar`, `plates` and `warmup` are new in version 2.
enum SettingsFileField: Int, JSONField {
  case bar, distance, plates, units, version, warmup

  var name: StaticString {
    switch self {
    case .bar: "bar"
    case .distance: "distance"
    case .plates: "plates"
    case .units: "units"
    case .version: "version"
    case .warmup: "warmup"
    }
  }

  var since: Int { key?.since ?? 1 }

  var key: SettingKey? {
    switch self {
    case .bar: .bar
    case .distance: .distance
    case .plates: .plates
    case .units: .units
    case .version: nil
    case .warmup: .warmup
    }
  }
}

extension JSONReader {
  /// Reads `config.json`: `{"bar": "20kg", "distance": "mi", "plates": "25x8,20x2 kg",
  /// "units": "lb", "version": 2}`, each value one the key takes; a version-1 file holding
  /// `bar` or `plates` fails as version 1 did, on an unknown key.
  public mutating func readSettingsFile() throws(JSONError) -> SettingsFile {
    var version: Int?
    var file = SettingsFile()
    var freeText: [(key: SettingKey, text: String, offset: Int)] = []
    try readFields("the settings file", of: SettingsFileField.self) {
      reader, field throws(JSONError) in
      guard let key = field.key else {
        version = try reader.readCheckedVersion(newest: SettingsFile.currentVersion)
        return
      }
      reader.noteNewer(field, in: "the settings file")
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
    guard let version else { throw error("the settings file needs a `version`", at: 0) }
    if let error = olderVersionErrors[version] { throw error }
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

extension JSONWriter {
  /// Writes `config.json`, keys sorted, as the oldest version that holds its keys.
  public mutating func write(_ file: SettingsFile) {
    object { json in
      for field in SettingsFileField.allCases {
        if let key = field.key {
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
