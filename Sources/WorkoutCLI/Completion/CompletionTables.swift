/// The command tree as four lookup functions a completion script calls; written once for
/// sh-like shells (bash, zsh) and once for fish.
///
/// - `_wkc_subcommands PATH`: the subcommands of `PATH` (`gear`, or empty for `wkc`).
/// - `_wkc_options PATH`: its options, global ones included.
/// - `_wkc_value PATH OPTION`: `-` for a flag, else what completes its value.
/// - `_wkc_argument PATH INDEX`: what completes its INDEXth positional (from 0).
///
/// What completes a value is a list of words, where `@files` stands for file names,
/// `@exercises` (…) for `wkc __complete exercises` and `@none` for nothing.
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

  // MARK: - sh (bash and zsh)

  /// The four functions as POSIX `case` statements.
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
    out += "  esac\n}\n"
    return out
  }

  // MARK: - fish

  /// The four functions as fish `switch` statements.
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
    out += "  end\nend\n"
    return out
  }

  // MARK: - Quoting

  /// A single-quoted word, the same in sh and fish: spec words hold no quote or backslash.
  private func quoted(_ word: String) -> String { "'" + word + "'" }

  private func list(_ words: [String]) -> String { quoted(words.joined(separator: " ")) }
}
