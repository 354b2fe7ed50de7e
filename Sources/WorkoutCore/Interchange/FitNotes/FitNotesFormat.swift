extension ForeignApp {
  /// FitNotes (Android): `FitNotes_Export_YYYY_MM_DD.csv`, one row per set.
  public static let fitnotes = ForeignApp("fitnotes", title: "FitNotes")
}

/// FitNotes' CSV export (see `FitNotesReader`).
struct FitNotesFormat: CSVImportFormat {
  var app: ForeignApp { .fitnotes }
  var headerStart: String { "`Date,Exercise,Category`" }
  var exerciseNames: [[UInt8]] { [PackageResources.fitnotes_en_txt] }

  func rowReader(header: [String], delimiter: UInt8, options: ImportOptions)
    throws(HeaderMismatch) -> any ForeignRowReader
  {
    try FitNotesReader(header: header, delimiter: delimiter, options: options)
  }

  /// FitNotes' other export, of body measurements.
  func otherFile(header: [String]) -> String? {
    header.map { $0.lowercased() } == ["date", "time", "measurement", "value", "unit"]
      ? "this is a FitNotes body tracker export, not a workout export" : nil
  }
}
