/// The gym sheet the original app printed, as a PDF: one A4 page per date (more when a date
/// has more than fits), with the date and note, then each exercise with its planned sets and
/// a box per set to write the result in, in type big enough to read at arm's length.
///
/// A workout moves whole to the next page when it does not fit, unless it alone is longer
/// than a page. No dates (menus without workouts or a note) gives one page saying so.
public struct GymSheet: Sendable {
  /// Names and units of the exercises.
  public let catalog: Catalog
  /// The units values are written in.
  public let units: DisplayUnits

  /// A sheet for the exercises of `catalog`, values in `units`.
  public init(catalog: Catalog, units: DisplayUnits = .metric) {
    self.catalog = catalog
    self.units = units
  }

  /// The PDF file of `menus`, one date after another in date order. The same menus always
  /// give the same bytes.
  public func pdf(_ menus: [Menu]) -> [UInt8] {
    document(menus).bytes()
  }

  /// What the first page says when there is nothing to print.
  public static let nothingPlanned = "Nothing planned"

  // MARK: - Pages

  /// The document of `menus`.
  func document(_ menus: [Menu]) -> PDFDocument {
    var document = PDFDocument(title: "wkc gym sheet")
    let menus = menus.filter { !$0.isEmpty }.sorted { $0.date < $1.date }
    document.title +=
      menus.first.map { first in
        let last = menus.last?.date ?? first.date
        return " " + (first.date == last ? "\(last)" : "\(first.date) to \(last)")
      } ?? ""
    guard !menus.isEmpty else {
      var page = PDFPage()
      page.text(
        GymSheet.nothingPlanned, x: Sheet.margin, baseline: Sheet.margin + 28,
        size: Sheet.dateSize, bold: true)
      page.text(
        "No menu in the range has a workout or a note.", x: Sheet.margin,
        baseline: Sheet.margin + 56, size: Sheet.noteSize, gray: Sheet.noteGray)
      document.pages.append(page)
      return document
    }
    for menu in menus { document.pages += pages(of: menu) }
    return document
  }

  /// The pages of one date: workouts in order, a new page when the next does not fit.
  func pages(of menu: Menu) -> [PDFPage] {
    let draw = SheetDrawing(notation: SetNotation(catalog: catalog, units: units))
    var pages: [PDFPage] = []
    var page = PDFPage()
    var top = draw.header(of: menu, on: &page, continued: false)
    if menu.workouts.isEmpty {
      page.text(
        "No workouts planned.", x: Sheet.margin, baseline: top + Sheet.noteSize,
        size: Sheet.noteSize, gray: Sheet.noteGray)
    }
    var pageHasWorkout = false
    for (index, workout) in menu.workouts.enumerated() {
      let layout = draw.layout(of: workout, mark: menu.groupMark(of: index))
      // A workout that fits on a page starts on a new one rather than be split; one longer
      // than a page is split anyway, so it starts here when its heading and two sets fit.
      let fitsOnAPage = layout.height <= Sheet.bottom - SheetDrawing.continuedTop
      let startsHere =
        fitsOnAPage
        ? top + layout.height <= Sheet.bottom
        : top + layout.headingHeight + 2 * Sheet.rowHeight <= Sheet.bottom
      if pageHasWorkout, !startsHere {
        pages.append(page)
        page = PDFPage()
        top = draw.header(of: menu, on: &page, continued: true)
      }
      var next = draw.workout(layout, from: 0, on: &page, top: &top)
      while next < workout.sets.count {
        pages.append(page)
        page = PDFPage()
        top = draw.header(of: menu, on: &page, continued: true)
        next = draw.workout(layout, from: next, on: &page, top: &top)
      }
      pageHasWorkout = true
      top += Sheet.workoutGap
    }
    pages.append(page)
    return pages.enumerated().map { index, page in
      var page = page
      draw.footer(of: menu, page: index + 1, of: pages.count, on: &page)
      return page
    }
  }
}

extension GymSheet {
  /// The most texts `warnings(for:)` names one by one.
  static let warningsShown = 10

  /// What the sheet of `menus` shows otherwise than written, one warning per text (exercise
  /// name, menu or workout note) in the order the sheet has them: `the PDF shows 'תלייה'
  /// as 'tlyyh': its fonts have no Hebrew letters`. Empty when the sheet shows every text.
  public func warnings(for menus: [Menu]) -> [String] {
    let notation = SetNotation(catalog: catalog, units: units)
    var texts: [String] = []
    for menu in menus.filter({ !$0.isEmpty }).sorted(by: { $0.date < $1.date }) {
      texts.append(menu.note ?? "")
      for workout in menu.workouts {
        texts += [notation.name(workout.exercise), workout.note ?? ""]
      }
    }
    var seen = Set<String>()
    var changed: [PDFLegibleText] = []
    for text in texts where seen.insert(text).inserted {
      let legible = PDFLegibleText(text)
      if !legible.isUnchanged { changed.append(legible) }
    }
    var warnings = changed.prefix(GymSheet.warningsShown).map(GymSheet.warning)
    if changed.count > GymSheet.warningsShown {
      let more = changed.count - GymSheet.warningsShown
      warnings.append("the PDF shows \(more) more \(more == 1 ? "text" : "texts") in Latin letters")
    }
    return warnings
  }

  /// `the PDF shows 'Phở' as 'Pho': its fonts have no 'ở'`.
  private static func warning(_ text: PDFLegibleText) -> String {
    var lacking = Array(text.replaced.prefix(4))
    if text.replaced.count > 4 { lacking.append("others") }
    return "the PDF shows '\(quoted(text.original))' as '\(quoted(text.shown))': its fonts have "
      + "no \(lacking.listed("or"))"
  }

  /// `text` on one line for a message: escaped, at most 60 characters.
  private static func quoted(_ text: String) -> String {
    let short = text.count > 60 ? String(text.prefix(59)) + "…" : text
    return short.terminalSafe
  }
}
