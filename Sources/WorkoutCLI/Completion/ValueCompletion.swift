import WorkoutCore

/// Values read from the user's data at completion time, by `wkc __complete KIND`.
enum DataValues: String, CaseIterable {
  case exercises, templates, gear, dates, kinds
}

/// What completes an argument or an option's value: fixed words, values from the data, files.
struct ValueCompletion: Equatable {
  var words: [String] = []
  var data: DataValues?
  var files = false

  /// Nothing to offer (a number, a note).
  var isEmpty: Bool { words.isEmpty && data == nil && !files }
}

extension OptionSpec {
  /// The values offered after `--name`: its fixed list, else what its name and placeholder tell.
  var completion: ValueCompletion {
    if !values.isEmpty { return ValueCompletion(words: values) }
    if let completes { return ValueCompletion(data: completes) }
    switch (name, value) {
    case (_, "EXERCISE"): return ValueCompletion(data: .exercises)
    case ("gear", _): return ValueCompletion(words: [GearID.none.rawValue], data: .gear)
    case ("date", "D"), ("from", "D"), ("to", "D"), ("since", "D"):
      return ValueCompletion(data: .dates)
    case (_, "FILE"), ("file", _), (_, "DIR"): return ValueCompletion(files: true)
    default: return ValueCompletion()
    }
  }
}

extension ArgumentSpec {
  /// The values offered for the argument: what its spec or its name tells.
  var completion: ValueCompletion {
    if let completes { return ValueCompletion(data: completes) }
    switch name {
    case "EXERCISE", "REF": return ValueCompletion(data: .exercises)
    case "KEY": return ValueCompletion(words: SettingKey.allCases.map(\.rawValue))
    case "VALUE": return ValueCompletion(words: SettingKey.allCases.flatMap(\.values))
    case "SHELL": return ValueCompletion(words: CompletionShell.allCases.map(\.rawValue))
    case "COMMAND":
      return ValueCompletion(
        words: Commands.root().subcommands.filter { !$0.isHidden }.map(\.name))
    case "D", "FROM": return ValueCompletion(data: .dates)
    case "FILE": return ValueCompletion(files: true)
    default: return ValueCompletion()
    }
  }
}

/// One command of the tree as the completion scripts see it.
struct CompletionNode {
  /// Command words after `wkc`, e.g. `["gear", "show"]`; empty for `wkc` itself.
  var path: [String]
  var subcommands: [String]
  /// The one-line summary of each subcommand, by name.
  var subcommandSummaries: [String: String] = [:]
  /// The command's options, then the global ones.
  var options: [OptionSpec]
  var arguments: [ArgumentSpec]

  /// The key a script looks a command up by: `gear show`, or empty for `wkc`.
  var key: String { path.joined(separator: " ") }

  /// Every visible command under `root`, parents first. A group with a default subcommand also
  /// takes that subcommand's options and arguments (`wkc menu tomorrow`).
  static func all(_ root: CommandSpec) -> [CompletionNode] {
    var nodes: [CompletionNode] = []
    func visit(_ command: CommandSpec, path: [String]) {
      let visible = command.subcommands.filter { !$0.isHidden }
      var effective = command
      if let name = command.defaultSubcommand, let fallback = command.subcommand(name) {
        effective = fallback
      }
      nodes.append(
        CompletionNode(
          path: path, subcommands: visible.map(\.name),
          subcommandSummaries: Dictionary(
            visible.map { ($0.name, CompletionTables.summary($0.abstract)) },
            uniquingKeysWith: { first, _ in first }),
          options: effective.options + GlobalOptions.specs, arguments: effective.arguments))
      for sub in visible { visit(sub, path: path + [sub.name]) }
    }
    visit(root, path: [])
    return nodes
  }

  /// The value completion of the `index`th positional (0-based); a repeating last one repeats.
  func argument(at index: Int) -> ValueCompletion {
    if index < arguments.count { return arguments[index].completion }
    if let last = arguments.last, last.isRepeating { return last.completion }
    return ValueCompletion()
  }
}
