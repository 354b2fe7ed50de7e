extension ForeignApp {
  /// Hevy: `workout_data.csv`, one row per set.
  public static let hevy = ForeignApp("hevy", title: "Hevy")
}

/// Hevy's CSV export (see `HevyReader`).
struct HevyFormat: CSVImportFormat {
  var app: ForeignApp { .hevy }
  var headerStart: String { "`\"title\",\"start_time\"`" }
  var exerciseNames: [[UInt8]] {
    [PackageResources.strong_hevy_en_txt, PackageResources.hevy_en_txt]
  }

  func rowReader(header: [String], delimiter: UInt8, options: ImportOptions)
    throws(HeaderMismatch) -> any ForeignRowReader
  {
    try HevyReader(header: header, delimiter: delimiter, options: options)
  }
}
