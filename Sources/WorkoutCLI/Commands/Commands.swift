/// Every command of wkc, as data.
enum Commands {
  static func root() -> CommandSpec {
    CommandSpec(
      name: "wkc",
      abstract: "Workout Commander: plan workouts and keep every result.",
      subcommands: [
        PlanCommands.add, PlanCommands.edit, PlanCommands.remove, MenuCommands.menu,
        RunCommand.run, RecordCommands.record, RecordCommands.log, HistoryCommands.history,
        HistoryCommands.stats, HistoryCommands.prs, ChartCommand.chart, CalendarCommand.calendar,
        WeekCommand.week,
        SuggestCommand.suggest, TemplateCommands.template, ProgramCommands.program,
        GearCommands.gear,
        BodyCommands.body,
        CatalogCommands.catalog,
        TransferCommands.importCommand, TransferCommands.export, TimerCommand.timer,
        PlatesCommand.plates, UndoCommand.undo, DoctorCommand.doctor, ConfigCommands.config,
        CompletionCommands.completions,
        CompletionCommands.man, help, CompletionCommands.complete,
      ])
  }

  static var help: CommandSpec {
    CommandSpec(
      name: "help",
      abstract: "Show help for a command.",
      input: HelpInput.self,
      examples: ["wkc help add", "wkc help menu put", "wkc help --man"],
      run: { invocation in
        if invocation.has(.man) {
          guard !invocation.has(.command) else {
            throw UsageError("--man prints the whole page; leave out the command", path: ["help"])
          }
          invocation.context.stdout.write(
            ManPage(
              root: root(), version: version, date: invocation.context.today.description
            ).text)
          return
        }
        let help = Help(root: root())
        var path: [String] = []
        var command = help.root
        for word in invocation.values(.command) {
          guard let sub = command.subcommand(word) else {
            var message = "unknown command '\(word)'"
            if let near = nearest(word, command.subcommands.map(\.name)) {
              message += "; did you mean '\(near)'?"
            }
            throw UsageError(message, path: ["help"])
          }
          command = sub
          path.append(word)
        }
        invocation.context.stdout.write(help.text(path))
      })
  }

  enum HelpInput: CommandInput {
    case command, man

    var declaration: InputDeclaration {
      switch self {
      case .command:
        .argument(
          ArgumentSpec(
            name: "COMMAND", help: "A command, e.g. add or menu show.", isOptional: true,
            isRepeating: true))
      case .man: .option(.flag("man", "Print the man page of wkc instead (as 'wkc man')."))
      }
    }
  }
}
