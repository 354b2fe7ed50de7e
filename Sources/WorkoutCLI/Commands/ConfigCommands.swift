import WorkoutCore

/// `config list/get/set/unset`: the display units, the bar and the plates, kept in a small file
/// of their own.
enum ConfigCommands {
  static var config: CommandSpec {
    CommandSpec(
      name: "config",
      abstract: "Show and change settings: kg or lb, km or mi, your bar and plates.",
      subcommands: [list, get, set, unset],
      defaultSubcommand: "list",
      examples: [
        "wkc config set units lb", "wkc config set distance mi",
        "wkc config set plates 25x8,20x2,15x2,10x2,5x2,2.5x2,1.25x2",
        "wkc config set target.chest 12", "wkc config list",
      ])
  }

  /// Where settings live and what they change, for the help of `list` and `set`.
  static let settingsFile = """
    Settings live in $XDG_CONFIG_HOME/wkc/config.json, else ~/.config/wkc/config.json. \
    WKC_UNITS overrides the units for one shell or one command (lb, kg, mi, km, or both \
    like lb,mi). Only what people read and type changes: the store, exports for programs \
    and every --json stay in kg, km and seconds. The bar and plates are for plate math \
    ('wkc plates', 'wkc run'); left unset they follow the units: a 20 kg bar and kg plates, \
    or a 45 lb bar and lb plates.
    """

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "Show each setting, its value and where the value comes from.",
      discussion: settingsFile,
      input: NoInput.self,
      run: runList)
  }

  static var get: CommandSpec {
    CommandSpec(
      name: "get",
      abstract: "Print the value of one setting.",
      input: KeyInput.self,
      examples: ["wkc config get units"],
      run: runGet)
  }

  static var set: CommandSpec {
    CommandSpec(
      name: "set",
      abstract: "Change a setting: units kg|lb, distance km|mi, bar, plates, target.PART.",
      discussion: settingsFile,
      input: SetInput.self,
      examples: [
        "wkc config set units lb", "wkc config set distance mi", "wkc config set bar 15kg",
        "wkc config set plates 45x12,35x2,25x2,10x4,5x2,2.5x2lb", "wkc config set target.back 10",
      ],
      run: runSet)
  }

  static var unset: CommandSpec {
    CommandSpec(
      name: "unset",
      abstract: "Put a setting back to its default.",
      input: KeyInput.self,
      examples: ["wkc config unset units"],
      run: runUnset)
  }

  static let keyArgument = ArgumentSpec(
    name: "KEY",
    help: SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
      + ", or target.PART (sets a week of a body part, e.g. target.chest).")

  enum KeyInput: CommandInput {
    case key

    var declaration: InputDeclaration { .argument(ConfigCommands.keyArgument) }
  }

  enum SetInput: CommandInput {
    case key, value

    var declaration: InputDeclaration {
      switch self {
      case .key: .argument(ConfigCommands.keyArgument)
      case .value:
        .argument(
          ArgumentSpec(
            name: "VALUE",
            help:
              "units: kg or lb; distance: km or mi; bar: a weight like 20, 15kg or 45lb; "
              + "plates: weight x count, like 25x8,20x2,15x2 (a bare 25 is a pair; kg or lb "
              + "at the end for their unit, else the units'). A bare weight is in the units. "
              + "rest-between: set (the finished set's rest) or a duration like 2:00, 0 for "
              + "none; get-ready: seconds, 0 for none; target.PART: sets a week, e.g. 12."))
      }
    }
  }

  // MARK: - Running

  private static func runList(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let settings = try context.settings()
    let path = context.settingsStore?.path
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("file")
          json.string(path)
          json.key("settings")
          json.array { json in
            for key in SettingKey.allCases { printSetting(key, settings, nil, into: &json) }
            for (key, sets) in settings.targets.sorted(by: { $0.key < $1.key }) {
              json.object { json in
                json.key("from")
                json.string("file")
                json.key("key")
                json.string(targetPrefix + key)
                json.key("value")
                json.number(sets)
              }
            }
          }
        }
      }
    }
    var table = Table(header: ["setting", "value", "from"], cuttable: [2])
    for key in SettingKey.allCases {
      let source = settings.source(key)
      let shown = source == .file ? (path ?? "file").terminalSafe : from(source)
      table.add([key.rawValue, shownValue(key, settings.value(key)), shown])
    }
    for (key, value) in targetRows(settings) {
      table.add([key, value, (path ?? "file").terminalSafe])
    }
    context.print(table)
  }

  private static func runGet(_ invocation: Invocation<KeyInput>) throws {
    let context = invocation.context
    if let part = try targetPart(invocation.required(.key), context) {
      return try getTarget(part, context)
    }
    let key = try key(invocation.required(.key))
    let settings = try context.settings()
    let value = settings.value(key)
    let path = context.settingsStore?.path
    if context.json { return context.printJSON { printSetting(key, settings, path, into: &$0) } }
    context.print(shownValue(key, value))
  }

  private static func runSet(_ invocation: Invocation<SetInput>) throws {
    let context = invocation.context
    let text = invocation.required(.value)
    if let part = try targetPart(invocation.required(.key), context) {
      return try setTarget(part, text, context)
    }
    let key = try key(invocation.required(.key))
    let store = try settingsStore(context)
    var file = try store.read()
    let units = try Settings(file: file, environment: context.environment).units
    let value = try key.normalized(text, units: units)
    file.values[key] = value
    try store.write(file)
    notePairs(of: key, value, context: context)
    if context.json { return try printSetting(key, context) }
    context.print("\(key.rawValue) is now \(shownValue(key, value)) (\(store.path.terminalSafe)).")
    noteOverride(of: key, context: context)
  }

  private static func runUnset(_ invocation: Invocation<KeyInput>) throws {
    let context = invocation.context
    if let part = try targetPart(invocation.required(.key), context) {
      return try unsetTarget(part, context)
    }
    let key = try key(invocation.required(.key))
    let store = try settingsStore(context)
    var file = try store.read()
    guard file.values.removeValue(forKey: key) != nil else {
      if context.json { return try printSetting(key, context) }
      let value = try Settings(file: file, environment: context.environment).defaultValue(key)
      context.print("\(key.rawValue) is not set; it is \(shownValue(key, value)), the default.")
      return noteOverride(of: key, context: context)
    }
    try store.write(file)
    if context.json { return try printSetting(key, context) }
    let value = try Settings(file: file, environment: context.environment).defaultValue(key)
    context.print("\(key.rawValue) is back to \(shownValue(key, value)), the default.")
    noteOverride(of: key, context: context)
  }

  // MARK: - Helpers

  /// `{"key", "value", "from"}` of one setting, and `"file"` when `path` is given.
  private static func printSetting(
    _ key: SettingKey, _ settings: Settings, _ path: String?, into json: inout JSONWriter
  ) {
    json.object { json in
      if let path {
        json.key("file")
        json.string(path)
      }
      json.key("from")
      json.string(from(settings.source(key)))
      json.key("key")
      json.string(key.rawValue)
      json.key("value")
      json.string(settings.value(key))
    }
  }

  /// The setting after a change, read again from the file, as JSON.
  private static func printSetting(_ key: SettingKey, _ context: Context) throws {
    let store = try settingsStore(context)
    let settings = try Settings(file: store.read(), environment: context.environment)
    context.printJSON { printSetting(key, settings, store.path, into: &$0) }
  }

  /// The setting a typed KEY names; usage error with "did you mean" otherwise.
  private static func key(_ text: String) throws(UsageError) -> SettingKey {
    if let key = SettingKey(named: text) { return key }
    let names = SettingKey.allCases.map(\.rawValue)
    var message = "no setting '\(text)'; the settings are \(names.joined(separator: ", "))"
    if let near = nearest(text, names) { message += "; did you mean '\(near)'?" }
    throw UsageError(message)
  }

  static func settingsStore(_ context: Context) throws -> SettingsStore {
    guard let store = context.settingsStore else {
      throw CommandFailure("cannot find the config folder: set HOME or XDG_CONFIG_HOME")
    }
    return store
  }

  /// A setting's value for people: a duration of `run` as a time (`0:25`), as `run` shows
  /// rests, so 25 is not read as minutes; every other value as stored.
  static func shownValue(_ key: SettingKey, _ value: String) -> String {
    guard key == .restBetween || key == .getReady, let seconds = Double(value) else {
      return value
    }
    return Countdown.clock(seconds)
  }

  /// Says so on stderr when the environment overrides what the file says.
  private static func noteOverride(of key: SettingKey, context: Context) {
    guard
      let settings = try? Settings(file: SettingsFile(), environment: context.environment),
      case .environment(let name) = settings.source(key)
    else { return }
    context.stderr.write(
      "wkc: note: \(name) overrides it here: \(key.rawValue) is \(shownValue(key, settings.value(key)))\n"
    )
  }

  /// Says so on stderr when plates set have a weight of an odd count: its odd piece stays off.
  private static func notePairs(of key: SettingKey, _ value: String, context: Context) {
    guard key == .plates,
      let plates = try? PlateSet.parse(value, bareUnit: .kilogram), !plates.unpaired.isEmpty
    else { return }
    let weights = plates.unpaired.map { trimmed($0, decimals: 2) }.joined(separator: ", ")
    context.stderr.write(
      "wkc: note: an odd count leaves one plate of \(weights) \(plates.unit.symbol) without a "
        + "partner; each side gets half the count, rounded down\n")
  }

  /// `default`, `file` or the variable's name, for `config list`.
  private static func from(_ source: SettingSource) -> String {
    switch source {
    case .defaultValue: "default"
    case .file: "file"
    case .environment(let name): name
    }
  }
}
