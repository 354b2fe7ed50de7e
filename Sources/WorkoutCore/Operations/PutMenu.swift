/// `menu put`: a date's menu created or replaced from JSON in the shape `menu show --json`
/// prints, checked as strictly as typed values.
public struct PutMenu: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// The JSON document.
  public var document: [UInt8]
  /// Where the document came from, for messages: a file name or `stdin`.
  public var source: String
  /// The catalog values are checked against.
  public var catalog: Catalog
  /// When it happens, for new ids and completion times.
  public var moment: Moment

  /// A menu to put.
  public init(
    date: LocalDate, document: [UInt8], source: String, catalog: Catalog, moment: Moment
  ) {
    self.date = date
    self.document = document
    self.source = source
    self.catalog = catalog
    self.moment = moment
  }

  /// The menu as written. Workouts without an id get a new one, unlike every id of the month
  /// but those of the menu being replaced. Results (done or skipped sets) are refused for a date
  /// after today.
  public func apply(to transaction: inout StoreTransaction) throws -> Menu {
    let existing = Set(try transaction.menu(on: date).workouts.map(\.id))
    let others = try transaction.workoutIDs(in: date.yearMonth).subtracting(existing)
    var ids = try WorkoutIDAllocator(for: date.yearMonth, in: &transaction, at: moment)
    var failure: PlanError?
    let menu: Menu
    do throws(JSONError) {
      menu = try JSONReader.read(document) { reader throws(JSONError) in
        try reader.readMenu(
          .input(
            date: date,
            makeID: {
              do throws(PlanError) {
                return try ids.next()
              } catch {
                failure = error
                return WorkoutID(rawValue: "w")!
              }
            }))
      }
    } catch {
      throw InputError(source: source, error)
    }
    if let failure { throw failure }
    if menu.workouts.contains(where: { $0.sets.contains { !$0.isOpen } }) {
      try moment.checkResults(on: date)
    }
    try Planner(catalog: catalog).validate(menu, otherIDs: others)
    try transaction.gear().checkGear(of: menu)
    try transaction.put(menu)
    return menu
  }
}
