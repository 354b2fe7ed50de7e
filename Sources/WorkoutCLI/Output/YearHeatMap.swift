import WorkoutCore

/// `calendar --year`: a row per weekday, Monday first, and a column per week, one character a
/// day shaded by the sets done; month names above the week of their first day; 58 columns. The
/// shades read without colour: `.` nothing, `o` planned, then `:` `*` `#` `@` (ASCII) or
/// `░` `▒` `▓` `█` for 1–9, 10–19, 20–29 and 30 or more sets.
struct YearHeatMap {
  let year: TrainingYear
  let today: LocalDate
  let style: Style

  /// The sets a day from which each shade starts.
  static let levels = [1, 10, 20, 30]

  /// The title, the month names, seven rows of days and the legend.
  var lines: [String] {
    let first = year.firstDay.weekStart
    let weeks = (year.lastDay.daysSinceEpoch - first.daysSinceEpoch) / 7 + 1
    var months = Array(repeating: Character(" "), count: weeks + 4)
    for month in 1...12 {
      let day = LocalDate(year: year.year, month: month, day: 1)!
      let column = (day.daysSinceEpoch - first.daysSinceEpoch) / 7 + 4
      for (offset, letter) in YearMonth(year: year.year, month: month)!.title.prefix(3)
        .enumerated() where column + offset < months.count
      {
        months[column + offset] = letter
      }
    }
    var lines = [style.bold("\(year.year)"), String(months).trimmingTrailingSpaces]
    let planned = Set(year.plannedDates)
    for weekday in 0..<7 {
      var line = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][weekday] + "  "
      for week in 0..<weeks {
        let date = first.adding(days: week * 7 + weekday)
        guard date.year == year.year else {
          line += " "
          continue
        }
        var cell = shade(date, planned: planned.contains(date))
        if date == today { cell = style.bold(cell) }
        line += cell
      }
      lines.append(line.trimmingTrailingSpaces)
    }
    lines.append(style.dim(legend))
    lines.append(style.dim(totals))
    return lines
  }

  /// `. none  o planned  : 1-9 sets  * 10-19  # 20-29  @ 30+`.
  var legend: String {
    let marks = shades
    return ". none  o planned  \(marks[0]) 1-9 sets  \(marks[1]) 10-19  \(marks[2]) 20-29  "
      + "\(marks[3]) 30+"
  }

  /// `148 days trained, 2,310 sets`.
  var totals: String {
    let days = year.setsByDate.count
    let sets = year.setsByDate.values.reduce(0, +)
    return "\(days) day\(days == 1 ? "" : "s") trained, \(sets) set\(sets == 1 ? "" : "s")"
  }

  private var shades: [String] { style.unicode ? ["░", "▒", "▓", "█"] : [":", "*", "#", "@"] }

  private func shade(_ date: LocalDate, planned: Bool) -> String {
    guard let sets = year.setsByDate[date] else { return planned ? style.yellow("o") : "." }
    let level = max(0, (YearHeatMap.levels.lastIndex { sets >= $0 } ?? 0))
    return style.green(shades[level])
  }
}

extension String {
  /// The text without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
