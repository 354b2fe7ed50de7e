/// Words for a value an importer leaves out of a row: the summary's reason, and the line the
/// exercise's note keeps, so that nothing is dropped silently.
enum LeftOut {
  /// `distance 305 mi is not plausible for one set; left out`: the summary's reason.
  static func implausible(_ written: String) -> String {
    "distance \(written) is not plausible for one set; left out"
  }

  /// `distance 305 mi, not plausible for one set`: what the note keeps.
  static func implausibleNote(_ written: String) -> String {
    "distance \(written), not plausible for one set"
  }

  /// `set 2: left out distance 305 mi, not plausible for one set`: one line of a note.
  static func noteLine(set number: Int, _ what: [String]) -> String {
    "set \(number): left out " + what.joined(separator: "; ")
  }
}
