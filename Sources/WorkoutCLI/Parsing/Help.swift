/// Help text, usage lines and the quick start, all made from command specs.
struct Help {
  let root: CommandSpec
  var width = 80

  /// `USAGE: wkc add EXERCISE [--date D] …`, wrapped after `prefix`.
  func usage(_ path: [String], prefix: String) -> String {
    let command = resolve(path)
    var parts = ["wkc"] + path
    if !command.subcommands.isEmpty {
      parts.append(command.defaultSubcommand == nil ? "COMMAND" : "[COMMAND]")
    }
    for argument in command.arguments {
      var text = argument.name + (argument.isRepeating ? "…" : "")
      if argument.isOptional { text = "[\(text)]" }
      parts.append(text)
    }
    for option in command.options {
      parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
    }
    let indent = prefix.count + ("wkc " + path.joined(separator: " ")).count + 1
    return wrap(parts, indent: min(indent, 30), first: prefix)
  }

  /// The full help of a command.
  func text(_ path: [String]) -> String {
    let command = resolve(path)
    var out = wrap(
      ("OVERVIEW: " + command.abstract).split(separator: " ").map(String.init), indent: 0)
    out += "\n\n"
    for paragraph in command.discussion.split(separator: "\n") {
      out += wrap(paragraph.split(separator: " ").map(String.init), indent: 0) + "\n\n"
    }
    out += usage(path, prefix: "USAGE: ") + "\n"
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in command.arguments { out += entry(argument.name, argument.help) }
    }
    if !command.subcommands.isEmpty {
      out += "\nCOMMANDS:\n"
      for sub in command.subcommands where !sub.isHidden {
        let mark = sub.name == command.defaultSubcommand ? " (default)" : ""
        out += entry(sub.name + mark, sub.abstract)
      }
    }
    if !command.options.isEmpty {
      out += "\nOPTIONS:\n"
      for option in command.options { out += entry(option.synopsis, option.help) }
    }
    out += "\nGLOBAL OPTIONS:\n"
    for option in GlobalOptions.specs {
      let name = option.short.map { "-\($0), " } ?? ""
      out += entry(name + option.synopsis, option.help)
    }
    if !command.examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in command.examples { out += "  \(example)\n" }
    }
    if !command.subcommands.isEmpty {
      out += "\nSee 'wkc help \((path + ["COMMAND"]).joined(separator: " "))' for one command.\n"
    }
    return out
  }

  /// What `wkc` alone prints: what to type first.
  func quickStart(version: String) -> String {
    """
    wkc \(version) — Workout Commander: plan workouts from the shell, keep every result.

    Start here:
      wkc catalog search bench          find an exercise (English or Japanese names)
      wkc add bench-press --sets 3 --reps 10 --weight 60
                                        plan today's bench press
      wkc add squat --date tomorrow     plan tomorrow from your last squat plan
      wkc menu                          today's menu, planned vs done
      wkc run                           at the gym: set by set, with rest timers
      wkc menu show tomorrow --json     the same as JSON, for scripts

    Coming from another app (Strong, Hevy, FitNotes, Apple Health, GPX)?
      wkc import FILE --dry-run         see what your export would bring in
      wkc import FILE                   bring in your history

    \(commandList)
    See 'wkc help' for all of them and 'wkc help COMMAND' for one.

    """
  }

  /// `Commands: add, edit, …`, wrapped to the width.
  private var commandList: String {
    let words = root.subcommands.filter { !$0.isHidden }.map(\.name).joined(separator: ", ").split(
      separator: " ")
    return wrap(words.map(String.init), indent: 10, first: "Commands: ")
  }

  func resolve(_ path: [String]) -> CommandSpec {
    var command = root
    for name in path {
      guard let sub = command.subcommand(name) else { break }
      command = sub
    }
    return command
  }

  // MARK: - Layout

  private func entry(_ name: String, _ help: String) -> String {
    let column = 26
    let lead = "  " + name
    let words = help.split(separator: " ").map(String.init)
    if lead.count + 2 > column {
      return lead + "\n" + wrap(words, indent: column, first: String(repeating: " ", count: column))
        + "\n"
    }
    let first = lead + String(repeating: " ", count: column - lead.count)
    return wrap(words, indent: column, first: first) + "\n"
  }

  /// Joins words with spaces, breaking before `width` and indenting continuation lines.
  private func wrap(_ words: [String], indent: Int, first: String = "") -> String {
    var lines: [String] = []
    var line = first
    let pad = String(repeating: " ", count: indent)
    for word in words {
      let starting = line.isEmpty || line == first || line == pad
      if !starting, displayWidth(line) + 1 + displayWidth(word) > width {
        lines.append(line)
        line = pad + word
      } else {
        line += (starting ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
