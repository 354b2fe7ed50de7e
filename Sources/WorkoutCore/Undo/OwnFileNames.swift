/// The names wkc gives its own files in the data directory, by folder: what `doctor --fix` and
/// a writer clearing stray temporary files may touch. Anything else there (`menus/notes.txt`,
/// `menus/.git/`) is the user's and is left as it is.
enum OwnFileNames {
  /// wkc's files in the data directory itself.
  static let rootFiles = [
    "lock", "index.json", "catalog.json", "templates.json", "gear.json", "program.json",
    "body.json", "commit.json",
  ]

  /// True when `name` is one of wkc's own in `folder` ("" for the data directory itself,
  /// "menus", "journal"); nil `folder` accepts a name of any of them.
  static func isOwn(_ name: String, in folder: String?) -> Bool {
    switch folder {
    case ""?: return rootFiles.contains(name)
    case "menus"?: return StoreFile(path: "menus/\(name)") != nil
    case "journal"?:
      return JournalEntry.number(ofName: name) != nil
        || JournalEntry.copyNumber(ofName: name) != nil
    case nil: return ["", "menus", "journal"].contains { isOwn(name, in: $0) }
    default: return false
    }
  }

  /// True when `name` is a temporary file wkc writes beside one of its own in `folder`
  /// (`.2024-01.json.tmp.4242`: the name, `.tmp.`, a process id).
  static func isOwnTemporary(_ name: String, in folder: String?) -> Bool {
    let bytes = Array(name.utf8)
    let mark = Array(".tmp.".utf8)
    guard bytes.first == UInt8(ascii: "."), bytes.count > mark.count + 1 else { return false }
    // The last `.tmp.`: what follows is the process id, all digits.
    guard
      let start = (1...(bytes.count - mark.count)).reversed().first(where: {
        bytes[$0..<($0 + mark.count)].elementsEqual(mark)
      })
    else { return false }
    let pid = bytes[(start + mark.count)...]
    guard !pid.isEmpty, pid.allSatisfy({ (48...57).contains($0) }) else { return false }
    return isOwn(String(decoding: bytes[1..<start], as: UTF8.self), in: folder)
  }
}
