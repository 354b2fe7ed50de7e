import WorkoutCore

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
  /// Left out of help, completions and the man page (`__complete`).
  var isHidden = false
  /// What it runs, given what the parser read; nil for a group of subcommands.
  var run: ((ParsedInput, Context) throws -> Void)?

  /// A command that runs: its arguments and options are the cases of `Input`, in order, and
  /// `run` reads them through an `Invocation<Input>`, so it can read nothing else.
  init<Input: CommandInput>(
    name: String, abstract: String, discussion: String = "", input: Input.Type,
    examples: [String] = [], run: @escaping (Invocation<Input>) throws -> Void
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
    for input in Input.allCases {
      switch input.declaration {
      case .argument(let spec): arguments.append(spec)
      case .option(let spec): options.append(spec)
      case .items(let sets): options += SharedOptions.items(of: sets)
      }
    }
    self.run = { parsed, context in
      try run(Invocation(path: parsed.path, context: context, parsed: parsed))
    }
  }

  /// A group of subcommands.
  init(
    name: String, abstract: String, subcommands: [CommandSpec], defaultSubcommand: String? = nil,
    examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.examples = examples
  }

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
  /// What completes it, when its name does not tell (see `ValueCompletion`).
  var completes: DataValues?
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
  /// Whether the next word is the optional value rather than an argument (`--warmup squat`
  /// leaves `squat` to be the exercise); nil takes any word that is not an option.
  var isOptionalValue: (@Sendable (String) -> Bool)?
  /// The command cannot run without it.
  var isRequired = false
  /// The values it takes when they are a fixed list, for completions.
  var values: [String] = []
  /// What completes it, when its name does not tell (see `ValueCompletion`).
  var completes: DataValues?

  static func flag(_ name: String, _ help: String, short: Character? = nil) -> OptionSpec {
    OptionSpec(name: name, value: nil, help: help, short: short)
  }

  static func value(
    _ name: String, _ placeholder: String, _ help: String, repeating: Bool = false,
    required: Bool = false, values: [String] = []
  ) -> OptionSpec {
    OptionSpec(
      name: name, value: placeholder, help: help, isRepeating: repeating, isRequired: required,
      values: values)
  }

  /// `--date D`, `--yes`, `--set SPEC…`, `--add-set [SPEC]`.
  var synopsis: String {
    var text = "--\(name)"
    if let value { text += valueIsOptional ? " [\(value)]" : " \(value)" }
    return text + (isRepeating ? "…" : "")
  }
}

// MARK: - Typed inputs

/// What one command takes, one case per argument and option in the order help lists them.
///
/// A command reads its words through `Invocation<Self>`, whose accessors take only these cases:
/// reading an argument or option the command did not declare does not compile.
protocol CommandInput: CaseIterable, Hashable {
  /// What the case stands for on the command line.
  var declaration: InputDeclaration { get }
}

/// What a case of a `CommandInput` stands for.
enum InputDeclaration {
  case argument(ArgumentSpec)
  case option(OptionSpec)
  /// `--reps V`, `--weight V`, …: one option per catalog item, each the value of `sets`
  /// (`every set`, `the set`).
  case items(of: String)
}

/// Inputs with the item options (`--reps V`, `--weight V`, …).
protocol ItemInput: CommandInput {
  /// The case standing for every item option.
  static var items: Self { get }
}

/// Inputs with `--date D`.
protocol DateInput: CommandInput {
  /// `--date D`.
  static var date: Self { get }
}

/// What the parser read for a command: words by argument or option name.
struct ParsedInput {
  /// Command words after `wkc`: `["menu", "show"]`.
  var path: [String]
  /// Positional words by argument name.
  var positionals: [String: [String]]
  /// Option values by option name; a flag has one empty value.
  var options: [String: [String]]
}

/// One run of a command: the words it was given, read by the cases of its `Input`.
struct Invocation<Input: CommandInput> {
  /// Command words after `wkc`: `["menu", "show"]`.
  let path: [String]
  let context: Context
  let parsed: ParsedInput

  /// The words given for an input: the positionals of an argument, the values of an option.
  private func words(_ input: Input) -> [String] {
    switch input.declaration {
    case .argument(let spec): parsed.positionals[spec.name] ?? []
    case .option(let spec): parsed.options[spec.name] ?? []
    case .items: []
    }
  }

  /// The value of an argument, or the last value of an option; nil when not given.
  func value(_ input: Input) -> String? {
    if case .argument = input.declaration { return words(input).first }
    return words(input).last
  }

  /// Every value of a repeating argument or option.
  func values(_ input: Input) -> [String] { words(input) }

  /// True when an argument, option or flag was given.
  func has(_ input: Input) -> Bool { !words(input).isEmpty }

  /// The value of an argument or option the parser has made sure of (required ones).
  func required(_ input: Input) -> String {
    guard let value = value(input) else {
      preconditionFailure("\(input) is not required by the spec of \(path)")
    }
    return value
  }

  /// A whole number option within `range`, or nil when not given.
  func wholeNumber(_ input: Input, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(input) else { return nil }
    return try parseWholeNumber(text, name: "--\(Self.name(input))", in: range)
  }

  /// A date argument or option, relative to today; nil when not given.
  func date(_ input: Input) throws(UsageError) -> LocalDate? {
    guard let text = value(input) else { return nil }
    if case .option(let spec) = input.declaration {
      return try context.date(text, option: spec.name)
    }
    return try context.date(text)
  }

  /// The name an input is typed by: `date` for `--date`, `D` for an argument.
  static func name(_ input: Input) -> String {
    switch input.declaration {
    case .argument(let spec): spec.name
    case .option(let spec): spec.name
    case .items: "items"
    }
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
