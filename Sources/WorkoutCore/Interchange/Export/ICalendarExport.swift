// `export --format ics`: the menus as an iCalendar feed (RFC 5545) a phone's calendar can
// subscribe to: one all-day event per date with workouts, planned or done.

/// `ics`: an all-day VEVENT per date with workouts; its UID is the date and a digest of the
/// data folder, so a feed exported again updates the same events; DTSTAMP is `stamp`.
public struct ICalendarExportFormat: ExportFormat {
  /// When the feed is written (DTSTAMP), seconds since 1970; 0 until the command sets it.
  public var stamp = 0

  /// The format.
  public init() {}

  /// `ics`.
  public var name: String { "ics" }
  /// `an iCalendar feed`.
  public var title: String { "an iCalendar feed" }
  /// What it writes, for `wkc export --help`.
  public var summary: String {
    "an iCalendar feed, one all-day event per date with workouts (planned or done), for a "
      + "phone's calendar"
  }

  /// The feed of the menus of `dates` (all when nil).
  public func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8] {
    let feed = ICalendarFeed(
      catalog: try store.catalog(), units: try units(), folder: store.root, stamp: stamp)
    var bytes = feed.header
    try store.forEachMenu(in: dates) { feed.write($0, into: &bytes) }
    bytes += feed.line("END:VCALENDAR")
    return bytes
  }
}

/// The text of an iCalendar feed: CRLF line ends, lines folded at 75 octets, TEXT escaped.
struct ICalendarFeed {
  let catalog: Catalog
  let units: DisplayUnits
  /// The data folder, whose digest makes the UIDs of this store's events its own.
  let folder: String
  /// Seconds since 1970 of DTSTAMP.
  let stamp: Int

  /// From `BEGIN:VCALENDAR` to before the first event.
  var header: [UInt8] {
    [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//wkc//Workout Commander//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:wkc workouts",
    ].flatMap(line)
  }

  /// The event of `menu`; nothing for a date without workouts.
  func write(_ menu: Menu, into bytes: inout [UInt8]) {
    guard !menu.workouts.isEmpty else { return }
    let text = SetNotation(catalog: catalog, units: units, ascii: true)
    let names = menu.workouts.map { text.name($0.exercise) }
    let done = menu.workouts.contains(where: \.hasResults)
    var description: [String] = []
    if let note = menu.note, !note.isEmpty { description.append(note) }
    for workout in menu.workouts {
      let sets = workout.sets.map { set in
        text.values(
          set.actual ?? set.planned.values, of: workout.exercise, includeRest: false)
      }
      description.append("\(text.name(workout.exercise)): \(sets.joined(separator: " / "))")
    }
    let next = menu.date.adding(days: 1)
    bytes += [
      "BEGIN:VEVENT",
      "UID:\(basic(menu.date))-\(ICalendarFeed.digest(folder))@wkc",
      "DTSTAMP:\(utc(stamp))",
      "DTSTART;VALUE=DATE:\(basic(menu.date))",
      "DTEND;VALUE=DATE:\(basic(next))",
      "SUMMARY:" + escaped((done ? "Done: " : "") + names.joined(separator: ", ")),
      "DESCRIPTION:" + escaped(description.joined(separator: "\n")),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ].flatMap(line)
  }

  /// One content line: CRLF-ended, folded so no line is longer than 75 octets (a fold is CRLF
  /// and a space, never inside a character).
  func line(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    var length = 0
    for character in text.unicodeScalars {
      let bytes = Array(String(character).utf8)
      if length + bytes.count > 75 {
        out += [13, 10, 32]
        length = 1
      }
      out += bytes
      length += bytes.count
    }
    return out + [13, 10]
  }

  /// TEXT escaped: `\` `;` `,` and line breaks; other C0 and C1 controls left out.
  func escaped(_ text: String) -> String {
    var out = ""
    for character in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n", "\r": out += "\\n"
      default:
        if character.value < 32 || (127...159).contains(character.value) { continue }
        out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// `20240105`.
  private func basic(_ date: LocalDate) -> String {
    date.description.replacingOccurrences(of: "-", with: "")
  }

  /// `20240105T000000Z`.
  private func utc(_ seconds: Int) -> String {
    let day = Int((Double(seconds) / 86_400).rounded(.down))
    let time = seconds - day * 86_400
    return basic(LocalDate(daysSinceEpoch: day)) + "T" + pad(time / 3600, 2)
      + pad(time / 60 % 60, 2) + pad(time % 60, 2) + "Z"
  }

  /// Eight hex digits of FNV-1a over the folder's path: the same store, the same UIDs.
  static func digest(_ folder: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in folder.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
