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
    return try SettingsFile.decode(bytes, path: path)
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
      try FileSystem.writeAtomically(file.encoded(), to: path)
    } catch {
      throw .file(error)
    }
  }
}
