// The names of the journal's files: `00000012.json` for an entry, `00000012-menus-2024-01.json`
// for a file it keeps.

extension JournalEntry {
  /// The largest number an entry can have: entries are numbered 1 to 99999999, eight digits.
  /// wkc makes one entry per change, so only a journal edited by hand gets there; the store
  /// then refuses changes (`checkRoom`) rather than make one it could not undo.
  static let maximumNumber = 99_999_999

  /// The number of an entry's file name (eight digits, 00000001 to 99999999, then `.json`);
  /// nil for any other name.
  static func number(ofName name: String) -> Int? {
    guard name.hasSuffix(".json") else { return nil }
    let digits = name.dropLast(5)
    guard digits.utf8.count == 8, digits.utf8.allSatisfy({ (48...57).contains($0) }),
      let number = Int(digits), (1...maximumNumber).contains(number)
    else { return nil }
    return number
  }

  /// The number of the entry that keeps the file of `name` (`00000012-menus-2024-01.json`);
  /// nil for any other name.
  static func copyNumber(ofName name: String) -> Int? {
    guard let dash = name.firstIndex(of: "-"), name.hasSuffix(".json"),
      let number = number(ofName: name[..<dash] + ".json"),
      copyName(number: number, kind: nil) == name[..<dash] + "-"
    else { return nil }
    let slug = name[name.index(after: dash)...].dropLast(5)
    let kinds: [StoreFile] = [.catalog, .templates, .gear, .program, .body]
    guard
      kinds.contains(where: { $0.slug == slug })
        || (slug.hasPrefix("menus-") && StoreFile(path: "menus/\(slug.dropFirst(6)).json") != nil)
    else { return nil }
    return number
  }

  /// `00000012.json`: the name of entry `number`'s file.
  static func entryName(_ number: Int) -> String {
    String(copyName(number: number, kind: nil).dropLast()) + ".json"
  }
}
