import Testing

@testable import WorkoutCLI

/// The command specs, as data: what help, the parser and the commands all read.
@Suite struct CommandSpecTests {
  /// Every command that runs, with its words after `wkc`.
  static var commands: [(path: [String], spec: CommandSpec)] {
    var found: [([String], CommandSpec)] = []
    func walk(_ spec: CommandSpec, _ path: [String]) {
      if spec.run != nil { found.append((path, spec)) }
      for sub in spec.subcommands { walk(sub, path + [sub.name]) }
    }
    walk(Commands.root(), [])
    return found
  }

  @Test func everyCommandDeclaresEachOptionOnce() {
    for (path, spec) in Self.commands {
      let names = spec.options.map(\.name)
      #expect(Set(names).count == names.count, "wkc \(path.joined(separator: " "))")
    }
  }

  @Test func noCommandOptionShadowsAGlobalOne() {
    let globals = Set(GlobalOptions.specs.map(\.name))
    for (path, spec) in Self.commands {
      let clashing = spec.options.map(\.name).filter(globals.contains)
      #expect(clashing.isEmpty, "wkc \(path.joined(separator: " ")): \(clashing)")
    }
  }

  @Test func everyGlobalOptionSetsItsOwnValue() throws {
    let parser = Parser(root: Commands.root())
    let parsed = try parser.parse(["menu", "--home", "/x", "--json", "--color", "never"])
    #expect(parsed.globals.home == "/x")
    #expect(parsed.globals.json)
    #expect(parsed.globals.color == .never)
    #expect(!parsed.globals.help && !parsed.globals.version)
  }

  @Test func anUnknownOptionIsNeverTakenForColor() {
    let outcome = TestHome().run(arguments: ["menu", "--colour", "always"])
    #expect(outcome.code == 64)
    #expect(outcome.stderr.contains("unknown option '--colour'"), "\(outcome.stderr)")
  }

  @Test func everyHelpExampleParses() {
    let parser = Parser(root: Commands.root())
    for (path, spec) in Self.commands {
      for example in spec.examples
      where example.hasPrefix("wkc ") && !example.contains("|")
        && !example.contains(">")
      {
        guard !example.hasSuffix("\\"), !example.contains("'"), !example.contains("\"") else {
          continue
        }
        // A long example goes on after ` \` on the next line, indented.
        let words = example.replacingOccurrences(of: " \\\n    ", with: " ")
          .split(separator: " ").dropFirst().map(String.init)
        #expect(
          (try? parser.parse(words)) != nil, "wkc \(path.joined(separator: " ")): \(example)")
      }
    }
  }
}
