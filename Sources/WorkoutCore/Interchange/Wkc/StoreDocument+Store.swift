extension StoreDocument {
  /// The store's files, the months limited to `dates` (a month partly in it keeps only the
  /// menus in it). Every file is read and checked first: a damaged one fails, naming it.
  public init(store: Store, dates: ClosedRange<LocalDate>?) throws(StoreError) {
    for month in try store.months(in: dates) {
      let path = store.path(of: month)
      guard let bytes = try store.read(path) else { continue }
      var file = try MonthFile.decode(bytes, path: path, name: month)
      if let dates, file.menus.contains(where: { !dates.contains($0.date) }) {
        for menu in file.menus where !dates.contains(menu.date) { file.put(Menu(date: menu.date)) }
        guard !file.menus.isEmpty else { continue }
        var json = JSONWriter()
        json.write(file)
        months.append((month, json.bytes))
      } else {
        months.append((month, bytes))
      }
    }
    if let bytes = try store.read(store.customCatalogPath) {
      _ = try store.catalog()
      catalog = bytes
    }
    if let bytes = try store.read(store.templatesPath) {
      _ = try store.templates()
      templates = bytes
    }
    if let bytes = try store.read(store.gearPath) {
      _ = try store.gear()
      gear = bytes
    }
    if let bytes = try store.read(store.bodyPath) {
      let file = try store.body()
      if let dates, file.entries.contains(where: { !dates.contains($0.date) }) {
        body = BodyFile(entries: file.entries.filter { dates.contains($0.date) }, own: file.own)
          .encoded()
      } else {
        body = bytes
      }
    }
  }
}
