/// `--color auto|always|never`.
enum ColorMode: String, CaseIterable {
  case auto, always, never
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

  /// No colour, ASCII marks.
  static let plain = Style(color: false, unicode: false)

  private init(color: Bool, unicode: Bool) {
    self.color = color
    self.unicode = unicode
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
