/// One command, described once: help, usage lines and suggestions are all made from this.
struct CommandSpec {
  /// The word typed: `add`, `menu`, `show`.
  var name: String
  /// One line on what it does, for lists and OVERVIEW.
  var abstract: String
  /// More paragraphs for its help.
  var discussion = ""
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  var subcommands: [CommandSpec] = []
  /// The subcommand run when none is named (`wkc menu` = `wkc menu show`).
  var defaultSubcommand: String?
  var examples: [String] = []
  /// What it runs; nil for a group of subcommands.
  var run: ((Invocation) throws -> Void)?

  func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }

  func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A positional argument.
struct ArgumentSpec {
  /// Upper-case placeholder: `EXERCISE`, `D`.
  var name: String
  var help: String
  var isOptional = false
  /// Takes every remaining positional.
  var isRepeating = false
}

/// A `--name` option, a flag when it takes no value.
struct OptionSpec {
  /// The long name without dashes.
  var name: String
  /// The value placeholder (`D`, `N`, `SPEC`); nil for a flag.
  var value: String?
  var help: String
  var short: Character?
  /// May be given more than once; every value is kept.
  var isRepeating = false
  /// The value may be left out (`--add-set [SPEC]`).
  var valueIsOptional = false
  /// The command cannot run without it.
  var isRequired = false

  static func flag(_ name: String, _ help: String, short: Character? = nil) -> OptionSpec {
    OptionSpec(name: name, value: nil, help: help, short: short)
  }

  static func value(
    _ name: String, _ placeholder: String, _ help: String, repeating: Bool = false,
    required: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, value: placeholder, help: help, isRepeating: repeating, isRequired: required)
  }

  /// `--date D`, `--yes`, `--set SPEC…`, `--add-set [SPEC]`.
  var synopsis: String {
    var text = "--\(name)"
    if let value { text += valueIsOptional ? " [\(value)]" : " \(value)" }
    return text + (isRepeating ? "…" : "")
  }
}

/// A usage mistake: exit 64 with the usage line of the command.
struct UsageError: Error {
  var message: String
  /// The command whose usage to show; filled in by the runner when a command throws it.
  var path: [String]?

  init(_ message: String, path: [String]? = nil) {
    self.message = message
    self.path = path
  }
}

/// A failure not covered by a more specific exit code: exit 1.
struct CommandFailure: Error {
  var message: String

  init(_ message: String) { self.message = message }
}

/// Values of one run of a command, as parsed from its arguments.
final class Invocation {
  /// Command words after `wkc`: `["menu", "show"]`.
  let path: [String]
  let command: CommandSpec
  let context: Context
  private let positionals: [String: [String]]
  private let options: [String: [String]]

  init(
    path: [String], command: CommandSpec, context: Context, positionals: [String: [String]],
    options: [String: [String]]
  ) {
    self.path = path
    self.command = command
    self.context = context
    self.positionals = positionals
    self.options = options
  }

  /// The value of a positional argument.
  func argument(_ name: String) -> String? { positionals[name]?.first }

  /// The value of an argument or option the spec requires, which the parser has checked.
  func required(_ name: String) -> String {
    guard let value = positionals[name]?.first ?? options[name]?.last else {
      preconditionFailure("'\(name)' is not required by the spec of \(path)")
    }
    return value
  }

  /// Every value of a repeating positional argument.
  func arguments(_ name: String) -> [String] { positionals[name] ?? [] }

  /// The value of an option, if given.
  func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of a repeating option.
  func values(_ name: String) -> [String] { options[name] ?? [] }

  /// True when a flag or option was given.
  func has(_ name: String) -> Bool { options[name] != nil }
}
