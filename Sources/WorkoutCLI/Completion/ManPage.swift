/// The man page of wkc in roff (man(7) macros), made from the command specs.
struct ManPage {
  let root: CommandSpec
  let version: String
  /// The date in the title line: the day it is made, as help2man does.
  let date: String

  /// The whole page: NAME, SYNOPSIS, DESCRIPTION, COMMANDS, GLOBAL OPTIONS, EXIT STATUS,
  /// ENVIRONMENT and FILES.
  var text: String {
    var out = ".TH WKC 1 \"\(date)\" \"wkc \(version)\" \"User Commands\"\n"
    out += ".SH NAME\nwkc \\- \(Self.escape(root.abstract))\n"
    out += ".SH SYNOPSIS\n.B wkc\n.I COMMAND\n[\\fIOPTIONS\\fR]\n"
    out += ".SH DESCRIPTION\n"
    out += Self.paragraph(
      "wkc plans workouts from the shell and keeps every result. Each command below has its "
        + "own help: wkc help COMMAND.")
    out += ".SH COMMANDS\n"
    for command in root.subcommands where !command.isHidden { out += section(command, []) }
    out += ".SH GLOBAL OPTIONS\n"
    for option in GlobalOptions.specs { out += entry(option, short: option.short) }
    out += Self.exitStatus + Self.environment + Self.files
    return out
  }

  // MARK: - Commands

  private func section(_ command: CommandSpec, _ parent: [String]) -> String {
    let path = parent + [command.name]
    var out = ".SS \(Self.escape("wkc " + path.joined(separator: " ")))\n"
    out += Self.paragraph(command.abstract)
    for paragraph in command.discussion.split(separator: "\n") {
      out += ".PP\n" + Self.paragraph(String(paragraph))
    }
    let usage = Help(root: root, width: 1000).usage(path, prefix: "")
    out += ".PP\n.B \(Self.escape(usage))\n"
    for argument in command.arguments {
      out += ".TP\n.I \(Self.escape(argument.name))\n" + Self.paragraph(argument.help)
    }
    for option in command.options { out += entry(option, short: nil) }
    if !command.examples.isEmpty {
      out += ".PP\nExamples:\n.RS\n.nf\n"
      for example in command.examples { out += Self.escape(example) + "\n" }
      out += ".fi\n.RE\n"
    }
    for sub in command.subcommands where !sub.isHidden { out += section(sub, path) }
    return out
  }

  private func entry(_ option: OptionSpec, short: Character?) -> String {
    var name = "\\fB\(Self.escape("--" + option.name))\\fR"
    if let short { name = "\\fB\(Self.escape("-" + String(short)))\\fR, " + name }
    if let value = option.value {
      let placeholder = "\\fI\(Self.escape(value))\\fR"
      name += option.valueIsOptional ? " [\(placeholder)]" : " \(placeholder)"
    }
    if option.isRepeating { name += Self.escape("…") }
    return ".TP\n\(name)\n" + Self.paragraph(option.help)
  }

  // MARK: - Fixed sections

  private static let exitStatus = """
    .SH EXIT STATUS
    .TP
    .B 0
    Success (also \\fB\\-\\-help\\fR and \\fB\\-\\-version\\fR).
    .TP
    .B 1
    A failure not listed below, e.g. a menu, workout or template that does not exist.
    .TP
    .B 64
    Usage: an unknown command or option, a missing or malformed argument, an impossible date.
    .TP
    .B 65
    Invalid data: a value out of range, an item the exercise does not use, an unknown exercise, bad JSON input.
    .TP
    .B 74
    The store cannot be read or written: a corrupt file, a newer schema, permission, a full disk.
    .TP
    .B 75
    The store is locked by another wkc for longer than the wait.
    .TP
    .B 130
    Interrupted (Ctrl\\-C); everything entered before is saved.

    """

  private static let environment = """
    .SH ENVIRONMENT
    .TP
    .B WKC_HOME
    The data directory, unless \\fB\\-\\-home\\fR is given.
    .TP
    .B XDG_DATA_HOME
    Without \\fBWKC_HOME\\fR, the data directory is \\fI$XDG_DATA_HOME/wkc\\fR
    (default \\fI~/.local/share/wkc\\fR).
    .TP
    .B WKC_UNITS
    Units for this shell or command, over the settings file: \\fBlb\\fR, \\fBkg\\fR, \\fBmi\\fR,
    \\fBkm\\fR, or both, e.g. \\fBlb,mi\\fR.
    .TP
    .B XDG_CONFIG_HOME
    The settings file is \\fI$XDG_CONFIG_HOME/wkc/config.json\\fR (default
    \\fI~/.config/wkc/config.json\\fR).
    .TP
    .B NO_COLOR
    When set and not empty, no colour (unless \\fB\\-\\-color always\\fR).
    .TP
    .B TERM
    \\fBdumb\\fR: no colour (unless \\fB\\-\\-color always\\fR) and ASCII marks.
    .TP
    .B COLUMNS
    The width of tables and charts, over the terminal's own.

    """

  private static let files = """
    .SH FILES
    .TP
    .I ~/.local/share/wkc/
    The data directory (see \\fBWKC_HOME\\fR): \\fImenus/YYYY\\-MM.json\\fR, one file of menus per month,
    and files of their own for your exercises, templates and gear.
    .TP
    .I ~/.config/wkc/config.json
    Settings (see \\fBwkc config\\fR): \\fBunits\\fR (kg or lb) and \\fBdistance\\fR (km or mi), the
    units people read and type. The data directory and every \\fB\\-\\-json\\fR stay in kg, km and
    seconds.
    .SH SEE ALSO
    wkc help COMMAND

    """

  // MARK: - Escaping

  /// Text safe in roff: backslashes as `\e`, hyphens as `\\-`, other than ASCII as `\[uXXXX]`, and a line starting with `.` or
  /// `'` guarded by `\&` so it is not read as a request.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 127: out += "\\[u\(hex(scalar.value))]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }

  /// Upper-case hex of at least four digits, as `\[uXXXX]` wants.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// One paragraph of escaped text, on one line.
  private static func paragraph(_ text: String) -> String {
    escape(text.split(whereSeparator: \.isNewline).joined(separator: " ")) + "\n"
  }
}
