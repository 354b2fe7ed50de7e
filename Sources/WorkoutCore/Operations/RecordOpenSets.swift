/// `run --as-planned`: every open set of a date's menu done as planned.
public struct RecordOpenSets: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// When it happens, for new ids and completion times.
  public var moment: Moment

  /// Every open set of `date`.
  public init(date: LocalDate, moment: Moment) {
    self.date = date
    self.moment = moment
  }

  /// The sets recorded and the menu as it is now.
  public struct Outcome: Hashable, Sendable {
    /// The sets recorded, in menu order.
    public var recorded: [SetPosition]
    /// The menu as it is now.
    public var menu: Menu
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    try moment.checkResults(on: date)
    var menu = try transaction.menu(on: date)
    let time = moment.timestamp(on: date)
    var recorded: [SetPosition] = []
    while let position = menu.firstOpenSet {
      menu.record(menu[position].planned, at: position, time: time)
      recorded.append(position)
    }
    try transaction.put(menu)
    return Outcome(recorded: recorded, menu: menu)
  }
}
