/// `menu note`: the note of a date's menu.
public struct NoteMenu: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// The note; nil or empty clears it.
  public var note: String?

  /// A note for `date`'s menu.
  public init(date: LocalDate, note: String?) {
    self.date = date
    self.note = note
  }

  /// The menu as it is now.
  public func apply(to transaction: inout StoreTransaction) throws -> Menu {
    var menu = try transaction.menu(on: date)
    menu.note = (note ?? "").isEmpty ? nil : note
    try transaction.put(menu)
    return menu
  }
}
