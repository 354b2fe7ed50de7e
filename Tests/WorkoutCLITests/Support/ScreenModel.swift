@testable import WorkoutCLI

/// A terminal for tests: the bytes a command wrote applied to a grid `columns` wide and `rows`
/// high, with scrollback above, so a test checks what a person would see. It knows what the
/// countdown writes: text with autowrap, CR, LF, BEL, `ESC [ n A`, `ESC [ K`, `ESC [ 2K`,
/// `ESC [ J`, colours and `ESC [ ? 25 l/h`; any other sequence is kept in `unknown`.
///
/// A resize either rewraps the lines and keeps the cursor on its screen row, pushing rows
/// above into the scrollback (tmux; VTE and kitty rewrap too), or cuts them (xterm).
final class ScreenModel {
  private(set) var columns: Int
  private(set) var rows: Int
  /// Escape sequences the model does not know.
  private(set) var unknown: [String] = []
  /// Every row, scrollback first; a cell per column, "" for the second half of a wide one.
  private var grid: [[String]] = [[]]
  /// `wrapped[i]`: row i went on in row i + 1 by autowrap.
  private var wrapped: [Bool] = [false]
  private var row = 0
  private var column = 0
  /// The first row on screen.
  private var top = 0

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The rows on screen, trailing spaces and trailing empty rows left out.
  var screen: [String] {
    let shown = (top..<top + rows).map { $0 < grid.count ? text(of: grid[$0]) : "" }
    return Array(shown.reversed().drop(while: \.isEmpty).reversed())
  }

  /// The rows scrolled off the top, oldest first.
  var scrollback: [String] { grid[0..<top].map(text) }

  // MARK: - Writing

  /// Applies what a program wrote.
  func apply(_ output: String) {
    var escape: String?
    for character in output {
      if var sequence = escape {
        sequence.append(character)
        escape = sequence
        if sequence == "\u{1B}[" || !(character.isLetter) { continue }
        perform(sequence)
        escape = nil
        continue
      }
      switch character {
      case "\u{1B}": escape = "\u{1B}"
      case "\r": column = 0
      case "\n", "\r\n":
        if character == "\r\n" { column = 0 }
        lineFeed(wrapping: false)
        column = 0  // a terminal's output processing turns LF into CR LF
      case "\u{07}": break
      default: put(character)
      }
    }
  }

  private func put(_ character: Character) {
    let width = displayWidth(String(character))
    guard width > 0 else { return }
    if column + width > columns {
      lineFeed(wrapping: true)
      column = 0
    }
    while grid[row].count < column + width { grid[row].append(" ") }
    grid[row][column] = String(character)
    if width == 2 { grid[row][column + 1] = "" }
    column += width
  }

  private func lineFeed(wrapping: Bool) {
    wrapped[row] = wrapping
    if row + 1 == grid.count {
      grid.append([])
      wrapped.append(false)
    }
    row += 1
    if row >= top + rows { top = row - rows + 1 }
  }

  private func perform(_ sequence: String) {
    let body = sequence.dropFirst(2).dropLast()
    switch (sequence.last, body) {
    case ("A", _):
      row = max(top, row - (Int(body) ?? 1))
      column = min(column, columns - 1)
    case ("K", ""), ("K", "0"):
      grid[row] = Array(grid[row].prefix(column))
      wrapped[row] = false
    case ("K", "2"):
      grid[row] = []
      wrapped[row] = false
    case ("J", ""), ("J", "0"):
      grid[row] = Array(grid[row].prefix(column))
      for index in row..<grid.count {
        if index > row { grid[index] = [] }
        wrapped[index] = false
      }
    case ("m", _), ("l", "?25"), ("h", "?25"): break
    default: unknown.append(sequence)
    }
  }

  // MARK: - Resizing

  /// The window becomes `columns` × `rows`; `rewrap` as tmux, VTE and kitty, else as xterm.
  func resize(columns newColumns: Int, rows newRows: Int, rewrap: Bool) {
    let screenRow = row - top
    if rewrap, newColumns != columns {
      rewrapRows(to: newColumns)
    } else {
      grid = grid.map { Array($0.prefix(newColumns)) }
    }
    columns = newColumns
    rows = newRows
    column = min(column, columns)
    top = max(0, row - min(screenRow, rows - 1))
  }

  /// Joins the rows autowrap continued and splits the lines again at `width`, the cursor
  /// keeping its place in its line.
  private func rewrapRows(to width: Int) {
    var lines: [[String]] = []
    var cursor = (line: 0, offset: 0)
    var current: [String] = []
    for index in grid.indices {
      if index == row { cursor = (lines.count, current.count + column) }
      current += grid[index]
      if !wrapped[index] {
        lines.append(current)
        current = []
      }
    }
    if !current.isEmpty { lines.append(current) }
    grid = []
    wrapped = []
    for (number, line) in lines.enumerated() {
      var cells = line
      var used = 0
      repeat {
        var take = min(width, cells.count)
        // A wide character is never split: its first half moves to the next row.
        if take < cells.count, take > 1, cells[take] == "" { take -= 1 }
        if number == cursor.line, cursor.offset >= used, cursor.offset <= used + take,
          cursor.offset < used + take || cells.count == take
        {
          (row, column) = (grid.count, cursor.offset - used)
        }
        grid.append(Array(cells.prefix(take)))
        wrapped.append(take < cells.count)
        cells.removeFirst(take)
        used += take
      } while !cells.isEmpty
    }
  }

  private func text(of cells: [String]) -> String {
    var line = cells.joined()
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
