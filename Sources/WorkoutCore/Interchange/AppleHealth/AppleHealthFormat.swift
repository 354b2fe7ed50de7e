extension ForeignApp {
  /// Apple Health's `export.xml`: one `<Workout>` element per workout.
  public static let appleHealth = ForeignApp(
    "apple-health", title: "Apple Health", record: "workout")
}

/// Apple Health's `export.xml` (see `AppleHealthImport`).
struct AppleHealthFormat: ImportFormat {
  var app: ForeignApp { .appleHealth }
  var container: ImportContainer { .xml }
  var files: String { "Apple Health's export.xml" }
  // `--unit` is taken and not needed: the file says the unit of every value.
  var options: Set<ImportOption> { [.unit, .map, .createMissing, .gear] }
  var help: String? {
    """
    Apple Health's export.xml (also from stdin, straight out of export.zip) gives each \
    run, walk, ride or swim as one done set of distance and duration; workout types with no \
    exercise are counted, not imported.
    """
  }

  /// A root `<HealthData>` (also when a DOCTYPE names it).
  func recognizes(_ head: ImportHead) -> Bool { head.xmlRoot == "HealthData" }

  func read(_ chunks: some IteratorProtocol<[UInt8]>, _ options: ImportOptions) throws
    -> ImportReading
  {
    .log(try AppleHealthImport.read(chunks: chunks))
  }
}
