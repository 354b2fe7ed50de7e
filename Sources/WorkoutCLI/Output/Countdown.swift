import WorkoutCore

/// The picture of a running countdown: a big clock, a progress bar, what it is and what comes
/// next, and the keys. Pure text, so it can be tested; `CountdownScreen` puts it on a terminal.
struct Countdown {
  /// `REST`, `WORK  round 3/8`, …
  var title: String
  /// Seconds left.
  var remaining: Double
  /// The whole length, for the bar.
  var length: Double
  /// Done so far, 0 to 1.
  var progress: Double
  /// What comes next, if anything.
  var next: String?
  var isPaused: Bool
  /// What `next` is called: `next`, or `now` for the set a hold times.
  var nextLabel = "next"
  /// Text typed during it, kept for the next prompt.
  var typed: String? = nil
  /// The keys, shown under the picture on as many lines as the width takes.
  var keys = ["Enter skip", "+ / - 15 s", "p pause", "q stop"]

  /// The lines to draw on a terminal of `columns` × `rows`, none wider than `columns - 1` and
  /// fewer than `rows` (the keys, then what comes next, go first): big digits when there is
  /// room, else the clock beside the title.
  func lines(columns: Int, rows: Int, style: Style) -> [String] {
    let clock = Countdown.clock(remaining)
    let paused = isPaused ? "  " + style.yellow("PAUSED") : ""
    let big = Countdown.bigDigits(clock, style: style)
    let roomy = columns > (big.map(displayWidth).max() ?? 0) + 1 && rows >= 12
    var lines = [style.bold(title) + (roomy ? "" : "  " + style.bold(clock)) + paused]
    if roomy { lines += big }
    let times = "  \(clock) / \(Countdown.clock(length))"
    let barWidth = max(5, min(40, columns - 1 - displayWidth(times) - 2))
    lines.append(Countdown.bar(progress, width: barWidth, style: style) + times)
    if let next {
      // Wrapped between clauses, never inside a value (`rest 3:` would read as another time).
      lines += wrappedClauses("\(nextLabel): \(next)", width: columns - 1, style: style)
    }
    if let typed { lines.append("> " + typed.terminalSafe) }
    // Once text is typed every key goes to it, and Enter ends the rest to answer with it.
    let keys = typed == nil ? keys : Countdown.typingKeys
    lines += joinedToFit(keys, separator: " · ", width: columns - 1).map { style.dim($0) }
    // A picture as tall as the terminal would scroll its first line away at every frame.
    return lines.prefix(max(1, rows - 1)).map { fit($0, columns: columns - 1) }
  }

  /// The keys while text typed during a rest is shown.
  static let typingKeys = ["Enter = end rest, use this", "Ctrl-U clear"]

  /// Time elapsed, to the nearest second: `42:10`.
  static func elapsed(_ seconds: Double) -> String {
    clock(seconds, rounding: .toNearestOrAwayFromZero)
  }

  /// `2:30`, `0:05`, `1:02:03`; a countdown rounds up, so 0:00 shows only at the end.
  static func clock(_ seconds: Double, rounding: FloatingPointRoundingRule = .up) -> String {
    let total = max(0, Int(min(seconds, 1e9).rounded(rounding)))
    let hours = total / 3600
    let minutes = total / 60 % 60
    let rest = total % 60
    let tail = "\(minutes < 10 && hours > 0 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    return hours > 0 ? "\(hours):\(tail)" : tail
  }

  /// `[#########.........]` with blocks on a Unicode terminal.
  static func bar(_ progress: Double, width: Int, style: Style) -> String {
    let filled = min(width, max(0, Int((progress * Double(width)).rounded(.down))))
    let full = style.unicode ? "█" : "#"
    let empty = style.unicode ? "░" : "."
    return "[" + String(repeating: full, count: filled)
      + String(repeating: empty, count: width - filled) + "]"
  }

  /// Five rows of large digits for `text` (digits and colons).
  static func bigDigits(_ text: String, style: Style) -> [String] {
    let block = style.unicode ? "██" : "##"
    var rows = [String](repeating: "", count: 5)
    for character in text {
      let glyph = glyphs[character] ?? glyphs[" "]!
      for row in 0..<5 {
        rows[row] += glyph[row].map { $0 == "#" ? block : "  " }.joined() + "  "
      }
    }
    return rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  private static let glyphs: [Character: [String]] = [
    "0": ["###", "# #", "# #", "# #", "###"],
    "1": ["  #", "  #", "  #", "  #", "  #"],
    "2": ["###", "  #", "###", "#  ", "###"],
    "3": ["###", "  #", "###", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"],
    "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"],
    "7": ["###", "  #", "  #", "  #", "  #"],
    "8": ["###", "# #", "###", "# #", "###"],
    "9": ["###", "# #", "###", "  #", "###"],
    ":": [" ", "#", " ", "#", " "],
    " ": ["   ", "   ", "   ", "   ", "   "],
  ]
}

/// `parts` joined by `separator` on as few lines as `width` takes, never splitting a part
/// (a part wider than the width stands on a line of its own, cut later if need be).
func joinedToFit(_ parts: [String], separator: String, width: Int) -> [String] {
  var lines: [String] = []
  for part in parts {
    if let last = lines.last, displayWidth(last + separator + part) <= width {
      lines[lines.count - 1] = last + separator + part
    } else {
      lines.append(part)
    }
  }
  return lines
}

/// `text` broken at spaces into lines of `width` columns; a line after the first starts with
/// `indent`. A word is never cut (one wider than the width stands alone).
func wrappedWords(_ text: String, width: Int?, indent: String = "  ") -> [String] {
  guard let width, displayWidth(text) > width else { return [text] }
  var lines: [String] = []
  for word in text.split(separator: " ", omittingEmptySubsequences: false) {
    if let last = lines.last, displayWidth(last + " " + word) <= width {
      lines[lines.count - 1] = last + " " + word
    } else {
      lines.append((lines.isEmpty ? "" : indent) + word)
    }
  }
  return lines
}

/// `line` cut to `columns` display columns; escape sequences pass through uncounted, and a cut
/// line ends with a reset so no colour runs on.
func fit(_ line: String, columns: Int) -> String {
  guard displayWidth(line) > columns else { return line }
  var result = ""
  var width = 0
  var inEscape = false
  for character in line {
    if inEscape {
      result.append(character)
      if character.isLetter { inEscape = false }
      continue
    }
    if character == "\u{1B}" {
      inEscape = true
      result.append(character)
      continue
    }
    let characterWidth = displayWidth(String(character))
    if width + characterWidth > columns { break }
    width += characterWidth
    result.append(character)
  }
  return result + (line.contains("\u{1B}") ? "\u{1B}[0m" : "")
}
