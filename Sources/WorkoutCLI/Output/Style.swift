/// `--color auto|always|never`.
enum ColorMode: String {
  case auto, always, never

  /// The mode the words ask for, read before they are parsed, so errors about the words
  /// themselves are coloured as asked.
  static func requested(in words: [String]) -> ColorMode {
    var mode = ColorMode.auto
    for (index, word) in words.enumerated() {
      if word == "--" { break }
      if word == "--color", index + 1 < words.count {
        mode = ColorMode(rawValue: words[index + 1]) ?? mode
      } else if word.hasPrefix("--color=") {
        mode = ColorMode(rawValue: String(word.dropFirst(8))) ?? mode
      }
    }
    return mode
  }
}

/// How text for people is decorated: ANSI colour, and Unicode marks (×, ✓, —) or ASCII.
struct Style {
  /// True when ANSI colour escapes are written.
  let color: Bool
  /// True when Unicode marks are written; plain ASCII otherwise.
  let unicode: Bool

  /// Colour when the output is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset,
  /// or when forced; Unicode marks on a terminal that is not dumb.
  init(mode: ColorMode, isTerminal: Bool, environment: [String: String]) {
    let capable = isTerminal && environment["TERM"] != "dumb"
    switch mode {
    case .always: color = true
    case .never: color = false
    case .auto: color = capable && (environment["NO_COLOR"] ?? "").isEmpty
    }
    unicode = capable
  }

  func bold(_ text: String) -> String { paint(text, "1") }
  func dim(_ text: String) -> String { paint(text, "2") }
  func red(_ text: String) -> String { paint(text, "31") }
  func green(_ text: String) -> String { paint(text, "32") }
  func yellow(_ text: String) -> String { paint(text, "33") }

  /// `×` or `x`.
  var times: String { unicode ? "×" : "x" }
  /// `—` or `-`.
  var dash: String { unicode ? "—" : "-" }

  private func paint(_ text: String, _ code: String) -> String {
    color && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
