import WorkoutCore

/// `calendar --year`: a row per weekday, Monday first, and a column per week, one character a
/// day shaded by the sets done; month names above the week of their first day; 58 columns, or
/// where `width` is narrower, the year in blocks of 6, 3 or 2 months stacked (a week that
/// straddles two blocks is in both, each with its own days). The shades read without colour:
/// `.` nothing, `o` planned, then `:` `*` `#` `@` (ASCII) or `░` `▒` `▓` `█` for 1–9, 10–19,
/// 20–29 and 30 or more sets.
struct YearHeatMap {
  let year: TrainingYear
  let today: LocalDate
  let style: Style
  /// The columns to fit; nil for no limit.
  var width: Int? = nil

  /// The sets a day from which each shade starts.
  static let levels = [1, 10, 20, 30]

  /// The title, the month names and seven rows of days of each block, and the legend.
  var lines: [String] {
    var lines = [style.bold("\(year.year)")]
    let fitting = [12, 6, 3, 2].first { months in
      stride(from: 1, through: 12, by: months).allSatisfy {
        blockWidth(from: $0, to: $0 + months - 1) <= width ?? .max
      }
    }
    let months = fitting ?? 1
    for first in stride(from: 1, through: 12, by: months) {
      lines += block(from: first, to: first + months - 1)
    }
    lines += joinedToFit(legendParts, separator: "  ", width: width ?? .max).map(style.dim)
    lines.append(style.dim(totals))
    return lines
  }

  /// The columns of the block of months `first` to `last`: the weekday names and a week each.
  func blockWidth(from first: Int, to last: Int) -> Int {
    4 + weeks(from: first, to: last).count
  }

  /// The Monday of the first month's first week, and the weeks up to the last month's end.
  private func weeks(from first: Int, to last: Int) -> (start: LocalDate, count: Int) {
    let firstDay = LocalDate(year: year.year, month: first, day: 1)!
    let lastDay = YearMonth(year: year.year, month: last)!.lastDay
    let start = firstDay.weekStart
    return (start, (lastDay.daysSinceEpoch - start.daysSinceEpoch) / 7 + 1)
  }

  /// The month names and seven rows of the months `first` to `last`.
  private func block(from first: Int, to last: Int) -> [String] {
    let (start, weeks) = weeks(from: first, to: last)
    var names = Array(repeating: Character(" "), count: weeks + 4)
    for month in first...last {
      let day = LocalDate(year: year.year, month: month, day: 1)!
      let column = (day.daysSinceEpoch - start.daysSinceEpoch) / 7 + 4
      for (offset, letter) in YearMonth(year: year.year, month: month)!.title.prefix(3)
        .enumerated() where column + offset < names.count
      {
        names[column + offset] = letter
      }
    }
    var lines = [String(names).trimmingTrailingSpaces]
    let planned = Set(year.plannedDates)
    for weekday in 0..<7 {
      var line = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][weekday] + "  "
      for week in 0..<weeks {
        let date = start.adding(days: week * 7 + weekday)
        guard date.year == year.year, (first...last).contains(date.month) else {
          line += " "
          continue
        }
        var cell = shade(date, planned: planned.contains(date))
        if date == today { cell = style.bold(cell) }
        line += cell
      }
      lines.append(line.trimmingTrailingSpaces)
    }
    return lines
  }

  /// `. none  o planned  : 1-9 sets  * 10-19  # 20-29  @ 30+`.
  var legend: String { legendParts.joined(separator: "  ") }

  /// The legend's marks, each with what it means.
  private var legendParts: [String] {
    let marks = shades
    return [
      ". none", "o planned", "\(marks[0]) 1-9 sets", "\(marks[1]) 10-19", "\(marks[2]) 20-29",
      "\(marks[3]) 30+",
    ]
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
