extension ForeignApp {
  /// Strong (iOS and Android): a CSV export, one row per set.
  public static let strong = ForeignApp("strong", title: "Strong")
}

/// Strong's CSV exports, every layout FORMATS.md lists (see `StrongReader`).
struct StrongFormat: CSVImportFormat {
  var app: ForeignApp { .strong }
  var headerStart: String { "`Date,Workout Name` or `\"Workout #\";\"Date\"`" }
  var exerciseNames: [[UInt8]] {
    [PackageResources.strong_hevy_en_txt, PackageResources.strong_en_txt]
  }

  func rowReader(header: [String], delimiter: UInt8, options: ImportOptions)
    throws(HeaderMismatch) -> any ForeignRowReader
  {
    try StrongReader(header: header, delimiter: delimiter, options: options)
  }
}
