extension ForeignApp {
  /// FitNotes (Android): `FitNotes_Export_YYYY_MM_DD.csv`, one row per set.
  public static let fitnotes = ForeignApp("fitnotes", title: "FitNotes")
}

/// FitNotes' CSV export (see `FitNotesReader`) and its body tracker export
/// (`FitNotesBodyReader`).
struct FitNotesFormat: CSVImportFormat {
  var app: ForeignApp { .fitnotes }
  var headerStart: String { "`Date,Exercise,Category`" }
  var exerciseNames: [[UInt8]] { [PackageResources.fitnotes_en_txt] }

  func rowReader(header: [String], delimiter: UInt8, options: ImportOptions)
    throws(HeaderMismatch) -> any ForeignRowReader
  {
    if header.map({ $0.spacesTrimmed.lowercased() }) == [
      "date", "time", "measurement", "value", "unit",
    ] {
      return try FitNotesBodyReader(header: header, delimiter: delimiter)
    }
    return try FitNotesReader(header: header, delimiter: delimiter, options: options)
  }
}
