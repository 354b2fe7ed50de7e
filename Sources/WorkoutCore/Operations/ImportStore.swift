/// `import --from wkc`: a document `wkc export --format json` wrote. Into a home without them,
/// its month, exercise, template, gear and body files are written back byte for byte. Into one that
/// has them, what is missing is added: workouts whose id the month lacks, exercises, templates
/// and gear whose id or name is new (and defaults for exercises that have none); what is there
/// already is left alone, so a second import adds nothing. Workouts keep their gear as it is.
public struct ImportStore: StoreOperation {
  /// The document.
  public var document: StoreDocument
  /// Where it came from, for messages: a file name or `stdin`.
  public var source: String
  /// When it happens: results after today are refused.
  public var moment: Moment

  /// An import of `document`.
  public init(document: StoreDocument, source: String, moment: Moment) {
    self.document = document
    self.source = source
    self.moment = moment
  }

  /// What was added.
  public func apply(to transaction: inout StoreTransaction) throws -> ImportSummary {
    var summary = ImportSummary(log: ForeignLog(app: .wkc, variant: "wkc export"))
    try importExercises(into: &transaction, summary: &summary)
    try importGear(into: &transaction)
    let gear = try transaction.gear()
    let catalog = try Catalog.builtIn.adding(stored: transaction.customExercises())
    for (month, bytes) in document.months {
      let file = try decode(MonthFile.self, "months.\(month)", bytes, name: month)
      summary.workoutsRead += file.menus.count
      for menu in file.menus
      where menu.workouts.contains(where: { $0.sets.contains { !$0.isOpen } }) {
        try moment.checkResults(on: menu.date)
      }
      for menu in file.menus {
        try Planner(catalog: catalog).validate(menu, onStep: false)
        try gear.checkGear(of: menu)
      }
      if try transaction.month(month).menus.isEmpty {
        try transaction.putVerbatim(file, bytes: StoreDocument.isWkcLayout(bytes) ? bytes : nil)
        for menu in file.menus { summary.count(menu.workouts, on: menu.date) }
        continue
      }
      for menu in file.menus { try merge(menu, into: &transaction, summary: &summary) }
    }
    try importTemplates(into: &transaction, summary: &summary)
    try importBody(into: &transaction, summary: &summary)
    return summary
  }

  private func merge(
    _ menu: Menu, into transaction: inout StoreTransaction, summary: inout ImportSummary
  ) throws {
    let ids = try transaction.workoutIDs(in: menu.date.yearMonth)
    var existing = try transaction.menu(on: menu.date)
    let sources = Set(existing.workouts.compactMap(\.source))
    // A workout already here by id, or imported here from the same foreign workout.
    let added = menu.workouts.filter { workout in
      !ids.contains(workout.id) && !(workout.source.map(sources.contains) ?? false)
    }
    if added.isEmpty { summary.alreadyImported += 1 }
    if (existing.note ?? "").isEmpty { existing.note = menu.note }
    existing.append(added)
    guard existing.workouts.count <= Menu.maximumWorkouts else {
      throw PlanError.invalid(
        "\(menu.date) would hold \(existing.workouts.count) workouts; a menu holds at most "
          + "\(Menu.maximumWorkouts)")
    }
    existing.renumberGroups()
    try transaction.put(existing)
    if !added.isEmpty { summary.count(added, on: menu.date) }
  }

  private func importExercises(
    into transaction: inout StoreTransaction, summary: inout ImportSummary
  ) throws {
    guard let bytes = document.catalog else { return }
    let file = try decode(CatalogFile.self, "catalog", bytes, name: ())
    let exercises = file.exercises
    var mine = try transaction.catalogFile()
    if mine.exercises.isEmpty, mine.overrides.isEmpty {
      _ = try Catalog.builtIn.adding(stored: exercises)
      transaction.setCustomExercises(file, verbatim: StoreDocument.isWkcLayout(bytes) ? bytes : nil)
      summary.created = exercises
      return
    }
    // The user's own overrides stay; the file's are added for the other exercises.
    let overridden = Set(mine.overrides.map(\.id))
    let overrides = file.overrides.filter { !overridden.contains($0.id) }
    let known = Set(mine.exercises.map(\.id))
    let new = exercises.filter { !known.contains($0.id) }
    guard !new.isEmpty || !overrides.isEmpty else { return }
    _ = try Catalog.builtIn.adding(stored: mine.exercises + new)
    mine.exercises += new
    mine.overrides += overrides
    transaction.setCatalogFile(mine)
    summary.created = new
  }

  private func importTemplates(
    into transaction: inout StoreTransaction, summary: inout ImportSummary
  ) throws {
    guard let bytes = document.templates else { return }
    let file = try decode(TemplateFile.self, "templates", bytes, name: ())
    let mine = try transaction.templates()
    if mine.templates.isEmpty {
      try transaction.setTemplates(file, verbatim: StoreDocument.isWkcLayout(bytes) ? bytes : nil)
      summary.templatesAdded = file.templates.count
      return
    }
    let new = file.templates.filter { !mine.names.contains($0.name) }
    guard !new.isEmpty else { return }
    try transaction.setTemplates(TemplateFile(templates: mine.templates + new))
    summary.templatesAdded = new.count
  }

  private func importGear(into transaction: inout StoreTransaction) throws {
    guard let bytes = document.gear else { return }
    let file = try decode(GearFile.self, "gear", bytes, name: ())
    var mine = try transaction.gear()
    if mine.isEmpty {
      try transaction.setGear(file, verbatim: StoreDocument.isWkcLayout(bytes) ? bytes : nil)
      return
    }
    for gear in file.gear where mine[gear.id] == nil { try mine.add(gear) }
    for (exercise, id) in file.defaults.sorted(by: { $0.key < $1.key })
    where mine.defaults[exercise] == nil {
      try mine.setDefault(id, for: [exercise])
    }
    try transaction.setGear(mine)
  }

  /// The body file: written back as it is into a home without one; else each value of a date
  /// and measure the home lacks is added (one it has is left as it is).
  private func importBody(into transaction: inout StoreTransaction, summary: inout ImportSummary)
    throws
  {
    guard let bytes = document.body else { return }
    let file = try decode(BodyFile.self, "body", bytes, name: ())
    if try transaction.body().isEmpty {
      try transaction.setBody(file, verbatim: StoreDocument.isWkcLayout(bytes) ? bytes : nil)
      summary.body.read = file.entries.reduce(0) { $0 + $1.values.count }
      summary.body.added = summary.body.read
      summary.body.dates = Set(file.entries.map(\.date))
      return
    }
    let values = file.entries.flatMap { entry in
      entry.values.sorted { $0.key < $1.key }.compactMap { name, value in
        file.measure(named: name).map {
          ForeignBodyValue(date: entry.date, second: nil, measure: $0, value: value, line: 0)
        }
      }
    }
    try BodyImport.merge(values, replace: false, into: &transaction, summary: &summary.body)
  }

  /// Reads one embedded file; fails naming the document and the file.
  private func decode<File: StoredFile>(
    _ file: File.Type, _ what: String, _ bytes: [UInt8], name: File.Name
  ) throws(InputError) -> File {
    do {
      return try File.read(bytes, name: name)
    } catch {
      throw InputError(source: "\(source) (\(what))", error)
    }
  }
}
