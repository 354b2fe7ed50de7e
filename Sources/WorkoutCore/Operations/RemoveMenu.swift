/// `menu remove`: a date's menu deleted, results included.
public struct RemoveMenu: StoreOperation {
  /// The menu's date.
  public var date: LocalDate

  /// The menu of `date`, to delete.
  public init(date: LocalDate) { self.date = date }

  /// The menu that was deleted.
  public func apply(to transaction: inout StoreTransaction) throws -> Menu {
    let menu = try transaction.menu(on: date)
    guard !menu.isEmpty else { throw PlanError.noMenu(date) }
    try transaction.put(Menu(date: date))
    return menu
  }
}
