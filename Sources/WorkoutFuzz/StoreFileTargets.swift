import WorkoutCore

/// The readers of the files wkc stores, and of the export document `import` reads.
enum StoreFileTargets {
  /// A month file wkc accepts is JSON (to Foundation too); written back by wkc's writer it reads
  /// back equal, and writing that again gives the same bytes.
  static func month(_ bytes: [UInt8]) {
    roundTrip(bytes, MonthFile.self, name: monthNamed(in: bytes))
  }

  /// The user's exercise file; written back sorted by id, so compared by id.
  static func catalog(_ bytes: [UInt8]) {
    guard let file = try? CatalogFile.read(bytes) else { return }
    checkJSON(bytes)
    _ = try? Catalog.builtIn.adding(stored: file.exercises)
    let written = file.encoded()
    let again = try? CatalogFile.read(written)
    require(again != nil, "a written exercise file does not read: \(text(written))")
    require(
      again?.exercises == file.exercises.sorted { $0.id < $1.id },
      "exercises read back differently")
    require(again?.encoded() == written, "writing exercises twice differs")
  }

  static func templates(_ bytes: [UInt8]) { roundTrip(bytes, TemplateFile.self, name: ()) }

  static func gear(_ bytes: [UInt8]) { roundTrip(bytes, GearFile.self, name: ()) }

  static func program(_ bytes: [UInt8]) { roundTrip(bytes, ProgramFile.self, name: ()) }

  static func body(_ bytes: [UInt8]) { roundTrip(bytes, BodyFile.self, name: ()) }

  static func journal(_ bytes: [UInt8]) { roundTrip(bytes, JournalEntry.self, name: 12) }

  /// `commit.json`: what reads writes back and reads again the same.
  static func commit(_ bytes: [UInt8]) { roundTrip(bytes, UnfinishedChange.self, name: ()) }

  static func settings(_ bytes: [UInt8]) { roundTrip(bytes, SettingsFile.self, name: ()) }

  /// An export document that reads, written again, reads as the same files; when every file in
  /// it reads too, the document is JSON to Foundation.
  static func export(_ bytes: [UInt8]) {
    guard let document = try? StoreDocument.read(bytes) else { return }
    let written = document.json
    guard let again = try? StoreDocument.read(written) else {
      return require(false, "a written export does not read: \(text(written))")
    }
    require(again.months.map(\.month) == document.months.map(\.month), "months differ")
    for (first, second) in zip(document.months, again.months) {
      require(trimmed(first.bytes) == trimmed(second.bytes), "month \(first.month) differs")
    }
    require(again.catalog.map(trimmed) == document.catalog.map(trimmed), "catalog differs")
    require(again.templates.map(trimmed) == document.templates.map(trimmed), "templates differ")
    require(again.gear.map(trimmed) == document.gear.map(trimmed), "gear differs")
    require(again.schema == document.schema, "schema differs")
    var allRead = true
    for (month, file) in document.months {
      allRead = allRead && (try? MonthFile.read(file, name: month)) != nil
    }
    if let file = document.catalog { allRead = allRead && (try? CatalogFile.read(file)) != nil }
    if let file = document.templates { allRead = allRead && (try? TemplateFile.read(file)) != nil }
    if let file = document.gear { allRead = allRead && (try? GearFile.read(file)) != nil }
    if allRead { checkJSON(bytes) }
  }

  // MARK: - Helpers

  /// Reads `bytes` as a `File`; when it accepts them, checks them as JSON and that writing the
  /// file and reading it again gives an equal file, and writing that the same bytes.
  static func roundTrip<File: StoredFile & Equatable>(
    _ bytes: [UInt8], _ file: File.Type, name: File.Name
  ) {
    guard let value = try? File.read(bytes, name: name) else { return }
    checkJSON(bytes)
    let written = value.encoded()
    guard let again = try? File.read(written, name: name) else {
      return require(false, "a written \(File.title) does not read: \(text(written))")
    }
    require(
      again == value, "\(File.title) reads back differently after writing: \(text(written))")
    require(again.encoded() == written, "writing \(File.title) twice gives other bytes")
  }

  /// A file a reader accepted is JSON to wkc's generic reader and to Foundation, alike.
  static func checkJSON(_ bytes: [UInt8]) {
    let tree = try? JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readTree(depth: 0)
    }
    require(tree != nil, "a file reader accepts what is not JSON")
    if let tree { JSONTargets.checkFoundation(bytes, agrees: tree) }
  }

  /// The month of the first date (`YYYY-MM-DD`) in `bytes`, else 2024-01: a month file's
  /// menus are dated in its month.
  static func monthNamed(in bytes: [UInt8]) -> YearMonth {
    let digit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    let dash = UInt8(ascii: "-")
    var index = 0
    while index + 10 <= bytes.count {
      let slice = bytes[index..<index + 10]
      let shape = slice.enumerated().allSatisfy { offset, byte in
        offset == 4 || offset == 7 ? byte == dash : digit(byte)
      }
      if shape, let month = YearMonth(String(decoding: slice.prefix(7), as: UTF8.self)) {
        return month
      }
      index += 1
    }
    return YearMonth(year: 2024, month: 1)!
  }

  static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    var slice = bytes[...]
    if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
    while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
    return Array(slice)
  }

  static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(2000), as: UTF8.self)
  }
}
