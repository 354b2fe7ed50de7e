/// `menu remove`: a date's menu deleted, results included.
public struct RemoveMenu: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// Deleting a menu deletes its results: it must be confirmed, whatever it holds.
  public var confirmed: Bool

  /// The menu of `date`, to delete.
  public init(date: LocalDate, confirmed: Bool) {
    self.date = date
    self.confirmed = confirmed
  }

  /// The menu that was deleted.
  public func apply(to transaction: inout StoreTransaction) throws -> Menu {
    let menu = try transaction.menu(on: date)
    guard !menu.isEmpty else { throw PlanError.noMenu(date) }
    guard confirmed else {
      throw PlanError.removesMenu(date, done: menu.workouts.reduce(0) { $0 + $1.doneCount })
    }
    try transaction.put(Menu(date: date))
    return menu
  }
}
