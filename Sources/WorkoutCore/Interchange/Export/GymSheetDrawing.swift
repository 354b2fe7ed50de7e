/// Sizes and places on the sheet, in points from the page's top-left corner.
enum Sheet {
  static let width = PDFPage.a4.width
  static let height = PDFPage.a4.height
  static let margin = 40.0
  /// The lowest a set row may reach; the footer is below.
  static let bottom = height - 52
  static let dateSize = 26.0
  static let summarySize = 11.0
  static let noteSize = 14.0
  static let noteLineHeight = 18.0
  static let noteGray = 0.3
  static let nameSize = 22.0
  static let nameLineHeight = 26.0
  static let workoutNoteSize = 13.0
  static let workoutNoteLineHeight = 17.0
  static let labelSize = 9.0
  static let labelHeight = 16.0
  static let rowHeight = 34.0
  static let setSize = 16.0
  static let restSize = 12.0
  static let resultSize = 12.0
  static let boxWidth = 170.0
  static let boxX = width - margin - boxWidth
  static let planX = margin + 58
  static let workoutGap = 20.0
  static let footerSize = 9.0
}

/// A workout measured for the sheet: its heading's lines and each set's words.
struct WorkoutLayout {
  /// One set row.
  struct Row {
    var number: Int
    var kind: SetKind
    var plan: String
    var rest: String?
    var result: String?
  }

  var nameLines: [String]
  var noteLines: [String]
  var rows: [Row]

  /// Name, note and column labels.
  var headingHeight: Double {
    Double(nameLines.count) * Sheet.nameLineHeight + Double(noteLines.count)
      * Sheet.workoutNoteLineHeight + Sheet.labelHeight
  }

  /// The whole workout.
  var height: Double { headingHeight + Double(max(rows.count, 1)) * Sheet.rowHeight }
}

/// Draws the parts of the sheet on pages.
struct SheetDrawing {
  let notation: SetNotation

  // MARK: - Header and footer

  /// Draws the date, the day's figures and (on the first page) the menu note, then a rule;
  /// returns where the first workout starts.
  func header(of menu: Menu, on page: inout PDFPage, continued: Bool) -> Double {
    var baseline = SheetDrawing.dateBaseline
    let title = SheetDrawing.longDate(menu.date)
    page.text(title, x: Sheet.margin, baseline: baseline, size: Sheet.dateSize, bold: true)
    let sets = menu.workouts.reduce(0) { $0 + $1.sets.count }
    let summary =
      continued
      ? "continued"
      : "\(menu.workouts.count) \(menu.workouts.count == 1 ? "exercise" : "exercises") \u{00B7} "
        + "\(sets) \(sets == 1 ? "set" : "sets")"
    rightAligned(summary, baseline: baseline, size: Sheet.summarySize, on: &page)
    if !continued, let note = menu.note, !note.isEmpty {
      baseline += 8
      let width = Sheet.width - 2 * Sheet.margin
      let note = PDFLegibleText(note).shown
      for line in PDFText.wrap(note, width: width, size: Sheet.noteSize, maxLines: 4) {
        baseline += Sheet.noteLineHeight
        page.text(line, x: Sheet.margin, baseline: baseline, size: Sheet.noteSize)
      }
    }
    let rule = baseline + SheetDrawing.ruleGap
    page.line(
      from: (Sheet.margin, rule), to: (Sheet.width - Sheet.margin, rule), width: 1.5)
    return rule + SheetDrawing.afterRule
  }

  private static let dateBaseline = Sheet.margin + 22
  private static let ruleGap = 12.0
  private static let afterRule = 16.0

  /// Where the first workout starts on a page without the menu note: a continued page.
  static let continuedTop = dateBaseline + ruleGap + afterRule

  /// Draws the footer: the sheet and date on the left, the page of the date on the right.
  func footer(of menu: Menu, page number: Int, of count: Int, on page: inout PDFPage) {
    let baseline = Sheet.height - 26
    page.text(
      "wkc \u{00B7} \(menu.date.weekday) \(menu.date)", x: Sheet.margin, baseline: baseline,
      size: Sheet.footerSize, gray: 0.45)
    if count > 1 {
      rightAligned(
        "page \(number) of \(count)", baseline: baseline, size: Sheet.footerSize, gray: 0.45,
        on: &page)
    }
  }

  // MARK: - Workouts

  /// The lines and rows of `workout`; `mark` (`A1`) goes before the name of a workout of a
  /// superset or circuit.
  func layout(of workout: Workout, mark: String? = nil) -> WorkoutLayout {
    let width = Sheet.width - 2 * Sheet.margin
    let name = PDFLegibleText((mark.map { "\($0) " } ?? "") + notation.name(workout.exercise))
      .shown
    let rows = workout.sets.enumerated().map { index, set in
      WorkoutLayout.Row(
        number: index + 1, kind: set.kind,
        plan: notation.values(set.planned.values, of: workout.exercise, includeRest: false),
        rest: set.planned[.rest].map(notation.rest),
        result: set.skipped
          ? "skipped"
          : set.actual.map { notation.values($0, of: workout.exercise, includeRest: false) })
    }
    return WorkoutLayout(
      nameLines: PDFText.wrap(name, width: width, size: Sheet.nameSize, bold: true, maxLines: 2),
      noteLines: PDFText.wrap(
        PDFLegibleText(workout.note ?? "").shown, width: width, size: Sheet.workoutNoteSize,
        maxLines: 3
      ).filter { !$0.isEmpty },
      rows: rows)
  }

  /// Draws the workout's heading and its rows from `first` on, as many as fit above the
  /// bottom (at least one); moves `top` below them and returns the index of the next row.
  func workout(
    _ layout: WorkoutLayout, from first: Int, on page: inout PDFPage, top: inout Double
  ) -> Int {
    for line in layout.nameLines {
      top += Sheet.nameLineHeight
      page.text(line, x: Sheet.margin, baseline: top - 5, size: Sheet.nameSize, bold: true)
    }
    for line in layout.noteLines {
      top += Sheet.workoutNoteLineHeight
      page.text(
        line, x: Sheet.margin, baseline: top - 3, size: Sheet.workoutNoteSize,
        gray: Sheet.noteGray)
    }
    top += Sheet.labelHeight
    let labels = [("SET", Sheet.margin + 3), ("PLAN", Sheet.planX), ("RESULT", Sheet.boxX + 2)]
    for (label, x) in labels {
      page.text(
        label, x: x, baseline: top - 4, size: Sheet.labelSize, bold: true, gray: 0.45)
    }
    if first > 0 {
      page.text(
        "continued", x: Sheet.planX + 60, baseline: top - 4, size: Sheet.labelSize, gray: 0.45)
    }
    if layout.rows.isEmpty {
      page.text(
        "no sets planned", x: Sheet.planX, baseline: top + 22, size: Sheet.restSize,
        gray: Sheet.noteGray)
      top += Sheet.rowHeight
      return 0
    }
    var index = first
    while index < layout.rows.count, index == first || top + Sheet.rowHeight <= Sheet.bottom {
      row(layout.rows[index], shaded: index % 2 == 0, on: &page, top: top)
      top += Sheet.rowHeight
      index += 1
    }
    return index
  }

  // MARK: - Private

  /// One set: its number, a W/D/F tag, the plan and rest, the box for the result.
  private func row(_ row: WorkoutLayout.Row, shaded: Bool, on page: inout PDFPage, top: Double) {
    if shaded {
      page.rectangle(
        x: Sheet.margin, top: top, width: Sheet.width - 2 * Sheet.margin,
        height: Sheet.rowHeight, stroke: nil, fill: 0.94)
    }
    let baseline = top + 23
    page.text(
      "\(row.number)", x: Sheet.margin + 4, baseline: baseline, size: Sheet.setSize, bold: true)
    if let tag = SheetDrawing.tag(row.kind) {
      page.rectangle(
        x: Sheet.margin + 32, top: top + 9, width: 16, height: 16, stroke: nil, fill: 0.2)
      let x = Sheet.margin + 40 - PDFText.width(tag, size: 11, bold: true) / 2
      page.text(tag, x: x, baseline: top + 21, size: 11, bold: true, gray: 1)
    }
    let room = Sheet.boxX - 12 - Sheet.planX
    var size = Sheet.setSize
    while size > 11, PDFText.width(row.plan, size: size) > room { size -= 1 }
    let plan = PDFText.cut(row.plan, width: room, size: size)
    page.text(plan, x: Sheet.planX, baseline: baseline, size: size)
    let planWidth = PDFText.width(plan, size: size)
    if let rest = row.rest, planWidth + 12 + PDFText.width(rest, size: Sheet.restSize) <= room {
      page.text(
        rest, x: Sheet.planX + planWidth + 12, baseline: baseline, size: Sheet.restSize,
        gray: Sheet.noteGray)
    }
    page.rectangle(
      x: Sheet.boxX, top: top + 4, width: Sheet.boxWidth, height: Sheet.rowHeight - 8,
      lineWidth: 1, stroke: 0.2, fill: 1)
    if let result = row.result {
      let text = PDFText.cut(result, width: Sheet.boxWidth - 16, size: Sheet.resultSize)
      page.text(
        text, x: Sheet.boxX + 8, baseline: top + 22, size: Sheet.resultSize, gray: 0.4)
    }
  }

  private func rightAligned(
    _ text: String, baseline: Double, size: Double, gray: Double = 0.35, on page: inout PDFPage
  ) {
    let x = Sheet.width - Sheet.margin - PDFText.width(text, size: size)
    page.text(text, x: x, baseline: baseline, size: size, gray: gray)
  }

  /// `W`, `D`, `F` for warm-up, drop and failure sets; nil for working sets.
  static func tag(_ kind: SetKind) -> String? {
    switch kind {
    case .working: nil
    case .warmup: "W"
    case .drop: "D"
    case .failure: "F"
    }
  }

  /// `Friday 2024-01-05`.
  static func longDate(_ date: LocalDate) -> String {
    let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return "\(names[date.weekdayIndex]) \(date)"
  }
}
