import WorkoutCore

/// `wkc completions`, `wkc man` and the hidden `wkc __complete` the completion scripts call.
enum CompletionCommands {
  /// `wkc completions SHELL`: the script for bash, zsh or fish.
  static var completions: CommandSpec {
    CommandSpec(
      name: "completions",
      abstract: "Print a completion script for bash, zsh or fish.",
      discussion: """
        The script completes commands, options, fixed option values, and from your data \
        exercise ids and aliases, template names, gear ids and dates. See the README for where \
        each shell looks for it.
        """,
      input: CompletionsInput.self,
      examples: [
        "source <(wkc completions bash)",
        "wkc completions zsh > ~/.zfunc/_wkc",
        "wkc completions fish > ~/.config/fish/completions/wkc.fish",
      ],
      run: { invocation in
        let text = invocation.required(.shell)
        guard let shell = CompletionShell(rawValue: text) else {
          let near = nearest(text, CompletionShell.allCases.map(\.rawValue))
          throw UsageError(
            "wkc completions takes bash, zsh or fish, not '\(text)'"
              + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
        invocation.context.stdout.write(shell.script(root: Commands.root()))
      })
  }

  enum CompletionsInput: CommandInput {
    case shell

    var declaration: InputDeclaration {
      .argument(ArgumentSpec(name: "SHELL", help: "bash, zsh or fish."))
    }
  }

  /// `wkc man`: the roff page, the same as `wkc help --man`.
  static var man: CommandSpec {
    CommandSpec(
      name: "man",
      abstract: "Print the man page of wkc (roff).",
      input: NoInput.self,
      examples: ["wkc man > ~/.local/share/man/man1/wkc.1", "wkc man | man -l -"],
      run: { invocation in
        invocation.context.stdout.write(
          ManPage(
            root: Commands.root(), version: version,
            date: invocation.context.today.description
          ).text)
      })
  }

  /// `wkc __complete KIND`: the values of KIND, one a line as `value<TAB>description` (the
  /// tab left out when there is none), as fish reads them; the scripts of bash keep the value.
  /// Never fails aloud: on any error it prints nothing. Reads the catalog, templates or gear
  /// file only, never the history.
  static var complete: CommandSpec {
    var spec = CommandSpec(
      name: "__complete",
      abstract: "Values for the completion scripts.",
      input: CompleteInput.self,
      run: { invocation in
        let context = invocation.context
        guard let kind = invocation.value(.kind).flatMap(DataValues.init(rawValue:)) else {
          return
        }
        guard let values = try? values(kind, context: context) else { return }
        // A word with a space cannot be completed as one word in every shell.
        let lines = values.filter { !$0.value.contains(where: \.isWhitespace) && !$0.value.isEmpty }
          .map { value, description in
            let summary = CompletionTables.short(CompletionTables.oneLine(description.terminalSafe))
            return summary.isEmpty ? value + "\n" : value + "\t" + summary + "\n"
          }
        context.stdout.write(lines.joined())
      })
    spec.isHidden = true
    return spec
  }

  enum CompleteInput: CommandInput {
    case kind

    var declaration: InputDeclaration {
      .argument(
        ArgumentSpec(
          name: "KIND", help: "exercises, templates, gear, kinds or dates.", isOptional: true))
    }
  }

  /// The words of one kind of data with what each stands for, read from the store (the
  /// built-in catalog for kinds).
  private static func values(_ kind: DataValues, context: Context) throws -> [(
    value: String, description: String
  )] {
    switch kind {
    case .exercises:
      return try context.catalog().exercises.flatMap { exercise in
        ([exercise.id.rawValue] + exercise.aliases).map { ($0, exercise.name) }
      }
    case .templates:
      return try context.openStore().templates().templates.map { template in
        (
          template.name,
          template.note ?? template.workouts.map(\.exercise.rawValue).joined(separator: ", ")
        )
      }
    case .gear:
      return try context.openStore().gear().gear.map { gear in
        (gear.id.rawValue, gear.name + (gear.retired.map { " (retired \($0))" } ?? ""))
      }
    case .kinds:
      return Catalog.builtIn.kinds.map { ($0.id, $0.name) }
    case .dates:
      let today = context.today
      let words = [
        "today", "tomorrow", "yesterday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
      ]
      return words.map { word in
        (word, (try? DateExpression.parse(word, today: today)).map(\.description) ?? "")
      } + [(today.description, "today")]
    }
  }
}
