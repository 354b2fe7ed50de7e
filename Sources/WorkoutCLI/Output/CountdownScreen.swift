/// Draws countdowns in place on a terminal, each frame over the last one.
///
/// A frame goes back up over the rows the last frame takes now, writes each line with the rest
/// of its row cleared (`ESC [K`), then clears the screen below (`ESC [J`): whatever the heights,
/// nothing of the last frame stays. Lines are never wider than the terminal less one column, so
/// at the width they were drawn each takes one row, and more after the terminal got narrower:
/// terminals that rewrap on resize (tmux, VTE, kitty, iTerm2, Konsole, Windows Terminal) split
/// each line that no longer fits, and the rows are counted that way. Going up is relative to
/// the cursor, so a picture that scrolled the screen or a saved position that a resize moved
/// cannot put it in the wrong place.
final class CountdownScreen {
  private let output: TextOutput
  private let style: Style
  private let size: () -> (columns: Int, rows: Int)
  /// The lines of the frame on screen, without escapes, and the width it was drawn at.
  private var drawn: [String] = []
  private var drawnColumns = 0

  init(output: TextOutput, style: Style, size: @escaping () -> (columns: Int, rows: Int)) {
    self.output = output
    self.style = style
    self.size = size
  }

  /// Draws `countdown` over the last frame; the first one hides the cursor.
  func draw(_ countdown: Countdown) {
    let (columns, rows) = size()
    var text = drawn.isEmpty ? "\u{1B}[?25l" : backOverDrawn(columns: columns)
    let lines = countdown.lines(columns: columns, rows: rows, style: style)
    for line in lines { text += "\r" + line + "\u{1B}[K\n" }
    text += "\u{1B}[J"
    drawn = lines.map(withoutEscapes)
    drawnColumns = columns
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
    let text = drawn.isEmpty ? "" : backOverDrawn(columns: size().columns) + "\r\u{1B}[J"
    drawn = []
    output.write(text + "\u{1B}[?25h")
    output.flush()
  }

  /// The cursor movement back to the first row of the frame on screen.
  private func backOverDrawn(columns: Int) -> String {
    let rows = drawn.reduce(0) { total, line in
      total + (columns >= drawnColumns ? 1 : rowsTaken(by: line, columns: columns))
    }
    return rows > 0 ? "\u{1B}[\(rows)A" : ""
  }
}

/// The rows `line` (without escapes) takes when a terminal `columns` wide wraps it: a wide
/// character that does not fit at the end of a row starts the next one.
func rowsTaken(by line: String, columns: Int) -> Int {
  let columns = max(1, columns)
  var rows = 1
  var used = 0
  for character in line {
    let width = displayWidth(String(character))
    if used + width > columns {
      rows += 1
      used = 0
    }
    used += width
  }
  return rows
}

/// `text` without its ANSI escape sequences.
private func withoutEscapes(_ text: String) -> String {
  var result = ""
  var inEscape = false
  for character in text {
    if inEscape {
      if character.isLetter { inEscape = false }
    } else if character == "\u{1B}" {
      inEscape = true
    } else {
      result.append(character)
    }
  }
  return result
}
