/// What the argument parser makes of a command line, without running anything: for the fuzz
/// targets (WorkoutFuzz), which check it from outside this module.
public enum ParseProbe {
  /// A parsed command line, or the usage error it gave.
  public enum Outcome: Equatable, Sendable {
    /// The command's words (`["menu", "show"]`) and every value read, options' and arguments'.
    case command(path: [String], values: [String])
    /// A usage error's message.
    case usageError(String)
  }

  /// The parser of wkc's commands, made once: only read.
  nonisolated(unsafe) private static let parser = Parser(root: Commands.root())

  /// What `wkc` does with `words` (the words after `wkc`) before running a command.
  public static func parse(_ words: [String]) -> Outcome {
    do {
      let line = try parser.parse(words)
      let values =
        line.positionals.values.flatMap { $0 } + line.options.values.flatMap { $0 }
        + [line.globals.home].compactMap { $0 }
      return .command(path: line.path, values: values.sorted())
    } catch {
      return .usageError(error.message)
    }
  }

  /// The words of every command and group, `[]` for `wkc` itself.
  public static let commandPaths: Set<[String]> = {
    var paths: Set<[String]> = []
    func visit(_ spec: CommandSpec, _ path: [String]) {
      paths.insert(path)
      for sub in spec.subcommands { visit(sub, path + [sub.name]) }
    }
    visit(Commands.root(), [])
    return paths
  }()
}
