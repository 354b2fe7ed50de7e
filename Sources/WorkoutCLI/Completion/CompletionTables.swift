/// The command tree as five lookup functions a completion script calls; written once for
/// sh-like shells (bash, zsh) and once for fish.
///
/// - `_wkc_subcommands PATH`: the subcommands of `PATH` (`gear`, or empty for `wkc`).
/// - `_wkc_options PATH`: its options, global ones included.
/// - `_wkc_value PATH OPTION`: `-` for a flag, else what completes its value.
/// - `_wkc_argument PATH INDEX`: what completes its INDEXth positional (from 0).
///
/// What completes a value is a list of words, where `@files` stands for file names,
/// `@exercises` (…) for `wkc __complete exercises` and `@none` for nothing.
///
/// A fifth, `_wkc_describe PATH WORD`, prints a tab and the one-line summary of a subcommand
/// or option of `PATH`, or nothing.
struct CompletionTables {
  let nodes: [CompletionNode]

  init(root: CommandSpec) { nodes = CompletionNode.all(root) }

  /// The completion of a value as script words.
  static func words(_ completion: ValueCompletion) -> [String] {
    var words = completion.words
    if let data = completion.data { words.append("@" + data.rawValue) }
    if completion.files { words.append("@files") }
    return words.isEmpty ? ["@none"] : words
  }

  /// Each group and its subcommands, in the order nodes are listed.
  var subcommandRows: [(String, [String])] {
    nodes.filter { !$0.subcommands.isEmpty }.map { ($0.key, $0.subcommands) }
  }

  /// Each command and its options, global ones included.
  var optionRows: [(String, [String])] {
    nodes.map { node in (node.key, node.options.map { "--" + $0.name }) }
  }

  /// `PATH|--option` and its value words; flags are left to the default `-`.
  var valueRows: [(String, [String])] {
    var rows: [(String, [String])] = []
    for node in nodes {
      for option in node.options where option.value != nil {
        rows.append(("\(node.key)|--\(option.name)", Self.words(option.completion)))
      }
    }
    return rows
  }

  /// `PATH`, then `(index pattern, words)` for each positional; `*` for a repeating last one.
  var argumentRows: [(String, [(String, [String])])] {
    nodes.compactMap { node in
      let cases = node.arguments.enumerated().map { index, argument in
        (
          argument.isRepeating && index == node.arguments.count - 1 ? "*" : String(index),
          Self.words(argument.completion)
        )
      }
      return cases.isEmpty ? nil : (node.key, cases)
    }
  }

  /// `PATH|word` for each subcommand and `PATH|--option` for each option of a command, with
  /// its summary; the global options once, as `*|--option`.
  var descriptionRows: [(String, String)] {
    let globals = Set(GlobalOptions.specs.map(\.name))
    var rows: [(String, String)] = []
    for node in nodes {
      let prefix = node.key + "|"
      for name in node.subcommands {
        if let summary = node.subcommandSummaries[name] { rows.append((prefix + name, summary)) }
      }
      for option in node.options where !globals.contains(option.name) {
        rows.append((prefix + "--" + option.name, Self.summary(option.help)))
      }
    }
    for option in GlobalOptions.specs {
      rows.append(("*|--" + option.name, Self.summary(option.help)))
    }
    return rows.filter { !$0.1.isEmpty }
  }

  /// The first sentence of a help text without its full stop, made `short`.
  static func summary(_ help: String) -> String {
    let flat = oneLine(help)
    var index = flat.startIndex
    while let stop = flat[index...].firstIndex(of: ".") {
      let next = flat.index(after: stop)
      if next == flat.endIndex
        || (flat[next] == " " && flat[next...].dropFirst().first?.isUppercase == true)
      {
        return closed(short(beforeColon(String(flat[..<stop]))))
      }
      index = next
    }
    return closed(short(beforeColon(flat)))
  }

  /// The text before its first `:` (zsh reads a colon as the end of a description), cut back to
  /// the clause it is in: `Use DIR as the data directory (default: ~/…)` → `Use DIR as the data
  /// directory`.
  static func beforeColon(_ text: String) -> String {
    guard let colon = text.firstIndex(of: ":") else { return text }
    let head = text[..<colon]
    for mark in ["; ", " (", ", "] {
      if let range = head.range(of: mark, options: .backwards),
        head[..<range.lowerBound].count >= 8
      {
        return String(head[..<range.lowerBound])
      }
    }
    // Too little before it (`Colour: auto, always or never`): the colon becomes a dash.
    guard head.count >= 8 else { return text.replacingOccurrences(of: ": ", with: " - ") }
    return String(head)
  }

  /// The text without a last bracket it opens and does not close: `Distance (km, or mi` →
  /// `Distance`.
  static func closed(_ text: String) -> String {
    let opened = text.filter { $0 == "(" }.count
    guard opened > text.filter({ $0 == ")" }).count,
      let range = text.range(of: " (", options: .backwards)
    else { return text }
    return String(text[..<range.lowerBound])
  }

  /// Text on one line: control and bidi characters become spaces, runs of spaces one.
  static func oneLine(_ text: String) -> String {
    let scalars = text.unicodeScalars.map { $0.isControlOrBidi ? " " : $0 }
    return String(String.UnicodeScalarView(scalars)).split(separator: " ").joined(separator: " ")
  }

  /// Text of at most `summaryWidth` characters: longer, it is cut at its last clause (`:`,
  /// `;`, `(`, `,`) or else word that fits, with `…` after a word.
  static func short(_ text: String) -> String {
    guard text.count > summaryWidth else { return text }
    let head = text.prefix(summaryWidth)
    for mark in [": ", "; ", " (", ", "] {
      if let range = head.range(of: mark, options: .backwards),
        head[..<range.lowerBound].count >= 8
      {
        return String(head[..<range.lowerBound])
      }
    }
    let words = head.split(separator: " ")
    return (words.count > 1 ? words.dropLast().joined(separator: " ") : String(head)) + "…"
  }

  /// The longest summary a completion shows.
  static let summaryWidth = 60

  // MARK: - sh (bash and zsh)

  /// The five functions as POSIX `case` statements.
  var sh: String {
    var out = "_wkc_subcommands() {\n  case \"$1\" in\n"
    for (key, words) in subcommandRows { out += "    \(quoted(key))) echo \(list(words)) ;;\n" }
    out += "  esac\n}\n\n_wkc_options() {\n  case \"$1\" in\n"
    for (key, words) in optionRows { out += "    \(quoted(key))) echo \(list(words)) ;;\n" }
    out += "  esac\n}\n\n_wkc_value() {\n  case \"$1|$2\" in\n"
    for (key, words) in valueRows { out += "    \(quoted(key))) echo \(list(words)) ;;\n" }
    out += "    *) echo - ;;\n  esac\n}\n\n_wkc_argument() {\n  case \"$1\" in\n"
    for (key, cases) in argumentRows {
      out += "    \(quoted(key)))\n      case \"$2\" in\n"
      for (index, words) in cases { out += "        \(index)) echo \(list(words)) ;;\n" }
      out += "      esac ;;\n"
    }
    out += "  esac\n}\n\n_wkc_describe() {\n  case \"$1|$2\" in\n"
    for (key, summary) in descriptionRows {
      out += "    \(pattern(key))) printf '\\t%s' \(shQuoted(summary)) ;;\n"
    }
    out += "  esac\n}\n"
    return out
  }

  // MARK: - fish

  /// The five functions as fish `switch` statements.
  var fish: String {
    var out = "function __wkc_subcommands\n  switch \"$argv[1]\"\n"
    for (key, words) in subcommandRows {
      out += "    case \(quoted(key))\n      echo \(list(words))\n"
    }
    out += "  end\nend\n\nfunction __wkc_options\n  switch \"$argv[1]\"\n"
    for (key, words) in optionRows { out += "    case \(quoted(key))\n      echo \(list(words))\n" }
    out += "  end\nend\n\nfunction __wkc_value\n  switch \"$argv[1]|$argv[2]\"\n"
    for (key, words) in valueRows { out += "    case \(quoted(key))\n      echo \(list(words))\n" }
    out +=
      "    case '*'\n      echo -\n  end\nend\n\nfunction __wkc_argument\n  switch \"$argv[1]\"\n"
    for (key, cases) in argumentRows {
      out += "    case \(quoted(key))\n      switch \"$argv[2]\"\n"
      for (index, words) in cases {
        out += "        case \(quoted(index))\n          echo \(list(words))\n"
      }
      out += "      end\n"
    }
    out += "  end\nend\n\nfunction __wkc_describe\n  switch \"$argv[1]|$argv[2]\"\n"
    for (key, summary) in descriptionRows {
      out += "    case \(quoted(key))\n      printf '\\t%s' \(fishQuoted(summary))\n"
    }
    out += "  end\nend\n"
    return out
  }

  // MARK: - Quoting

  /// A single-quoted word, the same in sh and fish: spec words hold no quote or backslash.
  private func quoted(_ word: String) -> String { "'" + word + "'" }

  private func list(_ words: [String]) -> String { quoted(words.joined(separator: " ")) }

  /// A `case` pattern: the key quoted, a leading `*` left as a wildcard.
  private func pattern(_ key: String) -> String {
    key.hasPrefix("*") ? "*" + quoted(String(key.dropFirst())) : quoted(key)
  }

  /// Any text single-quoted for sh: a quote is closed, escaped and reopened.
  private func shQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Any text single-quoted for fish, where `\\` and `\'` are the only escapes.
  private func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
