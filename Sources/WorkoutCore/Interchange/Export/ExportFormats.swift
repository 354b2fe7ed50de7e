// The export formats of `Exporters.all`: wkc's own document, one record per set (JSON Lines,
// CSV), Markdown tables and the PDF gym sheet.

/// `json`: the whole store in one document (`StoreDocument`), which `wkc import` reads back.
struct DocumentExportFormat: ExportFormat {
  var name: String { "json" }
  var title: String { "JSON" }
  var summary: String {
    "the whole store in one document (menus, your exercises, templates, gear, body), which 'wkc import' "
      + "reads back"
  }

  func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8] {
    try StoreDocument(store: store, dates: dates).json
  }
}

/// `jsonl` and `csv`: one record per set (`SetExport`), streamed month by month.
struct SetExportFormat: ExportFormat {
  let format: SetExport.Format

  init(_ format: SetExport.Format) { self.format = format }

  var name: String { format == .csv ? "csv" : "jsonl" }
  var title: String { format == .csv ? "CSV" : "JSON Lines" }
  var summary: String { "one record per set, values in kg, km and seconds" }

  func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8] {
    let sets = SetExport(format: format, catalog: try store.catalog())
    var bytes = sets.header
    try store.forEachMenu(in: dates) { sets.write($0, into: &bytes) }
    return bytes
  }
}

/// `md`: Markdown tables of plan and result (`MarkdownExport`).
struct MarkdownExportFormat: ExportFormat {
  var name: String { "md" }
  var title: String { "Markdown" }
  var summary: String { "Markdown tables of plan and result" }

  func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8] {
    let catalog = try store.catalog()
    var menus: [Menu] = []
    try store.forEachMenu(in: dates) { menus.append($0) }
    let units = try units()
    return MarkdownExport(catalog: catalog, units: units).document(menus)
      + BodyMarkdown.section(try store.body(), dates: dates, units: units)
  }
}

/// `pdf`: the gym sheet, one A4 page per date (`GymSheet`).
struct GymSheetFormat: ExportFormat {
  var name: String { "pdf" }
  var title: String { "a PDF gym sheet" }
  var summary: String { "one A4 page per date to take to the gym; it needs --output or a pipe" }
  var binary: String? { "a PDF" }

  func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8] {
    try output(from: store, dates: dates, units: units).bytes
  }

  /// The sheet, and a warning for each text it shows in Latin letters.
  func output(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> ExportOutput {
    let catalog = try store.catalog()
    var menus: [Menu] = []
    try store.forEachMenu(in: dates) { menus.append($0) }
    let sheet = GymSheet(catalog: catalog, units: try units())
    var document = sheet.document(menus)
    document.pages += sheet.bodyPages(try store.body(), dates: dates)
    return ExportOutput(bytes: document.bytes(), warnings: sheet.warnings(for: menus))
  }
}
