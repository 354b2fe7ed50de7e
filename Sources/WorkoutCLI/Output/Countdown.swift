import WorkoutCore

/// The picture of a running countdown: a big clock, a progress bar, what it is and what comes
/// next, and the keys. Pure text, so it can be tested; `CountdownScreen` puts it on a terminal.
struct Countdown {
  /// `REST`, `WORK 3/8`, …
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

  /// The lines to draw at `width` columns.
  func lines(width: Int, style: Style) -> [String] {
    let clock = Countdown.clock(remaining)
    var lines = [
      style.bold(title) + (isPaused ? "  " + style.yellow("PAUSED") : "")
    ]
    if width >= 40 {
      lines += Countdown.bigDigits(clock, style: style)
    } else {
      lines.append(style.bold(clock))
    }
    let barWidth = max(10, min(40, width - 20))
    lines.append(
      Countdown.bar(progress, width: barWidth, style: style)
        + "  \(clock) / \(Countdown.clock(length))")
    if let next { lines.append("next: \(next)") }
    lines.append(style.dim("Enter skip · + / - 15 s · p pause"))
    return lines
  }

  /// Time elapsed, to the nearest second: `42:10`.
  static func elapsed(_ seconds: Double) -> String { clock(seconds.rounded() - 0.5) }

  /// `2:30`, `0:05`, `1:02:03`, rounded up so 0:00 shows only at the end.
  static func clock(_ seconds: Double) -> String {
    let total = max(0, Int(seconds.rounded(.up)))
    let hours = total / 3600
    let minutes = total / 60 % 60
    let rest = total % 60
    let tail = "\(minutes < 10 && hours > 0 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    return hours > 0 ? "\(hours):\(tail)" : tail
  }

  /// `[#########.........]` with blocks on a Unicode terminal.
  static func bar(_ progress: Double, width: Int, style: Style) -> String {
    let filled = Int((progress * Double(width)).rounded(.down))
    let full = style.unicode ? "█" : "#"
    let empty = style.unicode ? "░" : "."
    return "[" + String(repeating: full, count: filled)
      + String(repeating: empty, count: max(0, width - filled)) + "]"
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

/// Draws countdowns in place on a terminal: the first drawing prints, each next one moves the
/// cursor back up over the last and rewrites it; `clear` leaves nothing behind.
final class CountdownScreen {
  private let output: TextOutput
  private let style: Style
  private let width: Int
  private var drawnLines = 0

  init(output: TextOutput, style: Style, width: Int) {
    self.output = output
    self.style = style
    self.width = width
  }

  func draw(_ countdown: Countdown) {
    var text = drawnLines == 0 ? "\u{1B}[?25l" : "\u{1B}[\(drawnLines)A"
    let lines = countdown.lines(width: width, style: style)
    for line in lines { text += "\r\u{1B}[2K" + line + "\n" }
    // A shorter picture than the last one leaves old lines below: clear them.
    for _ in lines.count..<max(lines.count, drawnLines) { text += "\r\u{1B}[2K\n" }
    let moved = max(lines.count, drawnLines)
    if moved > lines.count { text += "\u{1B}[\(moved - lines.count)A" }
    drawnLines = lines.count
    output.write(text)
    output.flush()
  }

  /// Rings the terminal bell.
  func bell() {
    output.write("\u{07}")
    output.flush()
  }

  /// Removes the picture and shows the cursor again.
  func clear() {
    var text = drawnLines > 0 ? "\u{1B}[\(drawnLines)A" : ""
    for _ in 0..<drawnLines { text += "\r\u{1B}[2K\n" }
    if drawnLines > 0 { text += "\u{1B}[\(drawnLines)A" }
    text += "\u{1B}[?25h"
    drawnLines = 0
    output.write(text)
    output.flush()
  }
}
