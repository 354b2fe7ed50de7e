import WorkoutCore

// `config set target.chest 12`: sets a week of a body part, which `week` holds the week to.

extension ConfigCommands {
  /// The key prefix of a target.
  static let targetPrefix = "target."

  /// The part id of `target.PART`, nil for a key of another setting; invalid data (exit 65,
  /// as an unknown exercise) with "did you mean" for a part the catalog does not have.
  static func targetPart(_ key: String, _ context: Context) throws -> String? {
    guard key.lowercased().hasPrefix(targetPrefix) else { return nil }
    let name = String(key.dropFirst(targetPrefix.count)).lowercased()
    let parts = try context.catalog().parts
    if let part = parts.first(where: {
      $0.id == name || $0.name.lowercased() == name || $0.aliases.contains(name)
    }) {
      return part.id
    }
    let ids = parts.map(\.id)
    var message =
      "no body part '\(name)'; targets are target.PART of \(ids.joined(separator: ", "))"
    if let near = nearest(name, ids) { message += "; did you mean 'target.\(near)'?" }
    throw InvalidInput(message: message)
  }

  /// `config set target.PART N`: a malformed count is a usage error (64), a number out of
  /// range or off step invalid data (65).
  static func setTarget(_ part: String, _ text: String, _ context: Context) throws {
    let rule = "target.\(part) takes sets a week, 0.5 to 1000 in steps of 0.5, not '\(text)'"
    guard let sets = Double(text.trimmingSpaces), sets.isFinite else { throw UsageError(rule) }
    guard SettingsFile.targetRange.contains(sets), (sets * 2).rounded() == sets * 2 else {
      throw InvalidInput(message: rule)
    }
    let store = try settingsStore(context)
    var file = try store.read()
    file.targets[part] = sets
    try store.write(file)
    if context.json { return printTarget(part, sets, store.path, context) }
    context.print(
      "target.\(part) is now \(trimmed(sets, decimals: 1)) sets a week (\(store.path.terminalSafe))."
    )
  }

  /// `config get target.PART`.
  static func getTarget(_ part: String, _ context: Context) throws {
    let sets = try context.settings().targets[part]
    if context.json { return printTarget(part, sets, context.settingsStore?.path, context) }
    context.print(sets.map { trimmed($0, decimals: 1) } ?? "none")
  }

  /// `config unset target.PART`.
  static func unsetTarget(_ part: String, _ context: Context) throws {
    let store = try settingsStore(context)
    var file = try store.read()
    let removed = file.targets.removeValue(forKey: part) != nil
    if removed { try store.write(file) }
    if context.json { return printTarget(part, nil, store.path, context) }
    context.print(
      removed ? "target.\(part) is removed." : "target.\(part) is not set; there is no target.")
  }

  /// The targets as `config list` rows: key, sets, `file`.
  static func targetRows(_ settings: Settings) -> [(key: String, value: String)] {
    settings.targets.sorted { $0.key < $1.key }.map {
      (targetPrefix + $0.key, trimmed($0.value, decimals: 1))
    }
  }

  private static func printTarget(
    _ part: String, _ sets: Double?, _ path: String?, _ context: Context
  ) {
    context.printJSON { json in
      json.object { json in
        if let path {
          json.key("file")
          json.string(path)
        }
        json.key("from")
        json.string(sets == nil ? "default" : "file")
        json.key("key")
        json.string(targetPrefix + part)
        json.key("value")
        json.optional(sets) { $0.number($1) }
      }
    }
  }
}
