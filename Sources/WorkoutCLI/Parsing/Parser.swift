import WorkoutCore

/// Options every command accepts, before or after the command words.
struct GlobalOptions {
  var home: String?
  var json = false
  var color = ColorMode.auto
  var help = false
  var version = false

  /// One case per global option.
  enum Option: CaseIterable {
    case home, json, color, help, version

    var spec: OptionSpec {
      switch self {
      case .home:
        .value(
          "home", "DIR", "Use DIR as the data directory (default: $WKC_HOME, else the XDG one).")
      case .json: .flag("json", "Print one JSON document instead of text for people.")
      case .color:
        .value(
          "color", "WHEN", "Colour: auto (a terminal without NO_COLOR), always or never.",
          values: ["auto", "always", "never"])
      case .help: .flag("help", "Show help for the command.", short: "h")
      case .version: .flag("version", "Show the version.")
      }
    }
  }

  static let specs = Option.allCases.map(\.spec)

  /// The words of a command line without the global options that only say where and how to
  /// show (`--home DIR`, `--json`, `--color WHEN`), a word with spaces quoted: what the undo
  /// journal says made a change.
  static func commandText(_ words: [String]) -> String {
    var kept: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        kept += words[(index - 1)...]
        break
      }
      if word == "--json" || word.hasPrefix("--home=") || word.hasPrefix("--color=") { continue }
      if word == "--home" || word == "--color" {
        index += 1
        continue
      }
      kept.append(word)
    }
    return kept.map { word in
      word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "'" || $0 == "\"" })
        ? "'"
          + word.split(separator: "'", omittingEmptySubsequences: false).joined(
            separator: "'\\''") + "'" : word
    }.joined(separator: " ")
  }

  /// Takes the value of one global option.
  mutating func set(_ option: Option, _ value: String?, path: [String]) throws(UsageError) {
    switch option {
    case .home:
      guard let value, !value.isEmpty else {
        throw UsageError("--home needs a directory, not an empty word", path: path)
      }
      home = value
    case .json: json = true
    case .help: help = true
    case .version: version = true
    case .color:
      guard let mode = value.flatMap(ColorMode.init(rawValue:)) else {
        throw UsageError("--color takes auto, always or never, not '\(value ?? "")'", path: path)
      }
      color = mode
    }
  }
}

/// What the words on the command line ask for.
struct ParsedCommandLine {
  var path: [String]
  var command: CommandSpec
  var globals: GlobalOptions
  var positionals: [String: [String]]
  var options: [String: [String]]
}

/// Turns the words after `wkc` into a command and its values, using only the specs.
struct Parser {
  let root: CommandSpec

  func parse(_ words: [String]) throws(UsageError) -> ParsedCommandLine {
    var line = LineSoFar(command: root)
    var index = 0
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      index += 1
      if !onlyPositionals, word == "--" {
        onlyPositionals = true
      } else if !onlyPositionals, isOption(word) {
        try readOption(word, words: words, index: &index, into: &line)
      } else {
        try readWord(word, into: &line)
      }
    }
    return try finish(line)
  }

  /// What the words read so far gave.
  private struct LineSoFar {
    var command: CommandSpec
    var path: [String] = []
    var globals = GlobalOptions()
    var positionals: [String] = []
    var options: [String: [String]] = [:]
    var seenGlobals = Set<String>()
  }

  /// A global option or one of the command's, with its value when it takes one.
  private func readOption(
    _ word: String, words: [String], index: inout Int, into line: inout LineSoFar
  ) throws(UsageError) {
    let (name, inline) = split(word)
    let path = line.path
    if let global = GlobalOptions.Option.allCases.first(where: { matches($0.spec, name) }) {
      let spec = global.spec
      let value = try takeValue(spec, inline: inline, words: words, index: &index, path: path)
      if spec.value != nil, !line.seenGlobals.insert(spec.name).inserted {
        throw UsageError("--\(spec.name) is given twice", path: path)
      }
      try line.globals.set(global, value, path: path)
      return
    }
    // An option of the default subcommand given first (`wkc body --weight 82`) starts it.
    if !line.command.subcommands.isEmpty, line.positionals.isEmpty,
      let fallback = line.command.defaultSubcommand.flatMap(line.command.subcommand),
      fallback.options.contains(where: { matches($0, name) })
    {
      line.command = fallback
      line.path.append(fallback.name)
    }
    guard let spec = line.command.options.first(where: { matches($0, name) }) else {
      throw unknownOption(name, command: line.command, path: line.path)
    }
    let value = try takeValue(spec, inline: inline, words: words, index: &index, path: path)
    if !spec.isRepeating, line.options[spec.name] != nil {
      throw UsageError("--\(spec.name) is given twice", path: path)
    }
    line.options[spec.name, default: []].append(value ?? "")
  }

  /// A subcommand while one is expected, else a positional (after the default subcommand).
  private func readWord(_ word: String, into line: inout LineSoFar) throws(UsageError) {
    let command = line.command
    if !command.subcommands.isEmpty, line.positionals.isEmpty, line.options.isEmpty {
      if let sub = command.subcommand(word) {
        line.command = sub
        line.path.append(word)
        return
      }
      guard let fallback = command.defaultSubcommand.flatMap(command.subcommand) else {
        throw unknownCommand(word, in: command, path: line.path)
      }
      // A word the default subcommand cannot take as an argument was meant as a command.
      if fallback.arguments.isEmpty
        || (word.allSatisfy(\.isLetter) && nearest(word, command.subcommands.map(\.name)) != nil)
      {
        throw unknownCommand(word, in: command, path: line.path)
      }
      line.command = fallback
      line.path.append(fallback.name)
    }
    line.positionals.append(word)
  }

  /// The command reached (its default subcommand when it has subcommands), its arguments
  /// assigned and its required options checked.
  private func finish(_ line: LineSoFar) throws(UsageError) -> ParsedCommandLine {
    var (command, path) = (line.command, line.path)
    let skipChecks = line.globals.help || line.globals.version
    if !command.subcommands.isEmpty, !skipChecks {
      if let fallback = command.defaultSubcommand.flatMap(command.subcommand) {
        command = fallback
        path.append(fallback.name)
      } else if !path.isEmpty {
        let names = command.subcommands.map(\.name).joined(separator: ", ")
        throw UsageError(
          "'wkc \(path.joined(separator: " "))' needs a command: \(names)", path: path)
      }
    }
    let assigned =
      skipChecks ? [:] : try assign(line.positionals, to: command.arguments, path: path)
    for option in command.options where option.isRequired && !skipChecks {
      if line.options[option.name] == nil {
        throw UsageError("missing \(option.synopsis)", path: path)
      }
    }
    return ParsedCommandLine(
      path: path, command: command, globals: line.globals, positionals: assigned,
      options: line.options)
  }

  // MARK: - Pieces

  /// `-x`, `--name`, `--name=value`; not `-` (stdin) nor a negative number or relative date.
  private func isOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    return !word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
  }

  private func split(_ word: String) -> (String, String?) {
    if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
      return (
        String(word[word.index(word.startIndex, offsetBy: 2)..<equals]),
        String(word[word.index(after: equals)...])
      )
    }
    return (word.hasPrefix("--") ? String(word.dropFirst(2)) : word, nil)
  }

  private func matches(_ spec: OptionSpec, _ name: String) -> Bool {
    name == spec.name || (spec.short.map { name == "-\($0)" } ?? false)
  }

  private func takeValue(
    _ spec: OptionSpec, inline: String?, words: [String], index: inout Int, path: [String]
  ) throws(UsageError) -> String? {
    guard spec.value != nil else {
      if inline != nil { throw UsageError("--\(spec.name) takes no value", path: path) }
      return nil
    }
    if let inline { return inline }
    // The next word is the value unless it is an option itself (`--note --json`);
    // `--note=--json` gives such a value.
    if spec.valueIsOptional {
      guard index < words.count, !isOption(words[index]),
        spec.isOptionalValue?(words[index]) ?? true
      else { return nil }
    } else {
      guard index < words.count, !isOption(words[index]) else {
        throw UsageError("--\(spec.name) needs a value (\(spec.value!))", path: path)
      }
    }
    index += 1
    return words[index - 1]
  }

  private func assign(_ words: [String], to specs: [ArgumentSpec], path: [String])
    throws(UsageError) -> [String: [String]]
  {
    var values: [String: [String]] = [:]
    var rest = words[...]
    for spec in specs {
      if spec.isRepeating {
        values[spec.name] = Array(rest)
        rest = []
      } else if let word = rest.popFirst() {
        values[spec.name] = [word]
      }
      if values[spec.name, default: []].isEmpty, !spec.isOptional {
        throw UsageError("missing \(spec.name)", path: path)
      }
    }
    if let extra = rest.first { throw UsageError("unexpected argument '\(extra)'", path: path) }
    return values
  }

  private func unknownOption(_ name: String, command: CommandSpec, path: [String]) -> UsageError {
    let names = (command.options + GlobalOptions.specs).map(\.name)
    let bare = name.hasPrefix("-") ? String(name.drop { $0 == "-" }) : name
    var message = "unknown option '\(name.hasPrefix("-") ? name : "--" + name)'"
    if bare == "date", command.arguments.contains(where: { $0.name == "D" }) {
      message += "; give the date as an argument: wkc \(path.joined(separator: " ")) D"
    } else if let near = nearest(bare, names) {
      message += "; did you mean '--\(near)'?"
    }
    return UsageError(message, path: path)
  }

  private func unknownCommand(_ word: String, in command: CommandSpec, path: [String])
    -> UsageError
  {
    var message = "unknown command '\(word)'"
    if let near = nearest(word, command.subcommands.map(\.name)) {
      message += "; did you mean '\(near)'?"
    }
    return UsageError(message, path: path)
  }
}

/// The candidate to offer for a mistyped word, by the one rule of `NearMiss`: the only one it
/// begins, else the closest within one edit per three characters; nil when none is near.
func nearest(_ word: String, _ candidates: [String]) -> String? {
  NearMiss.best(for: word, among: candidates)
}
