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
    guard confirmed else { throw PlanError.removesMenu(date) }
    let menu = try transaction.menu(on: date)
    guard !menu.isEmpty else { throw PlanError.noMenu(date) }
    try transaction.put(Menu(date: date))
    return menu
  }
}
