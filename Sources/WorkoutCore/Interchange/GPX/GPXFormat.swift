extension ForeignApp {
  /// A GPX track: a watch's or an app's recording of one run, walk or ride.
  public static let gpx = ForeignApp("gpx", title: "GPX")
}

/// GPX tracks, one workout of one exercise per file (see `GPXImport`).
struct GPXFormat: ImportFormat {
  var app: ForeignApp { .gpx }
  var container: ImportContainer { .xml }
  var files: String { "GPX tracks" }
  var options: Set<ImportOption> { [.exercise, .date, .gear] }
  var takesSeveralFiles: Bool { true }
  var help: String? {
    """
    A GPX file (a recorded run, walk or ride; several can be given) becomes one workout of \
    --exercise (else of its track's type, else run) with one done set: the track's distance \
    and, when its timed points span it, the time from the first to the last, dated by the \
    first timed point in your time zone.
    """
  }

  /// A root `<gpx>`, with or without a prefix.
  func recognizes(_ head: ImportHead) -> Bool { head.xmlRoot == "gpx" }

  /// A `.gpx` name.
  func claims(fileName: String) -> Bool { fileName.lowercased().hasSuffix(".gpx") }

  /// The exercise the tracks are when told, which must take a distance (else each track's
  /// `<type>` says, else `run`); the units the summary gives the distance in.
  func prepare(_ options: inout ImportOptions, with lookups: ImportLookups) throws {
    if let typed = lookups.typed(.exercise) {
      options.exercise = try GPXImport.exercise(typed, in: lookups.catalog()).id
    }
    options.units = try lookups.units()
  }

  /// The tracks by date and start, one kept of a track two files hold.
  func combine(_ files: [(name: String, log: ForeignLog)]) -> ForeignLog {
    GPXImport.combine(files)
  }

  func read(_ chunks: some IteratorProtocol<[UInt8]>, _ options: ImportOptions) throws
    -> ImportReading
  {
    .log(
      try GPXImport.read(
        chunks: chunks, exercise: options.exercise,
        zone: options.zone, fileName: options.fileName, date: options.date, units: options.units))
  }
}
