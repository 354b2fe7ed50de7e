// Hevy's start and end times: `12 Sep 2024, 21:46` with the month in the app's language
// (`Set` pt-BR, `févr.` French), and the other forms seen in the wild: `05.06.2026, 07:30`,
// `Jan 1, 2024, 10:00 AM`, `2024-09-12 21:46`.

enum HevyDate {
  /// The time in `text`, nil when it is none of the forms above.
  static func parse(_ text: String) -> ForeignTime? {
    if let time = ForeignTime.iso(Substring(text)) { return time }
    var words = text.split { $0 == " " || $0 == "," }.map(String.init)
    var meridiem: Int?
    if let last = words.last {
      switch last.lowercased().filter({ $0 != "." }) {
      case "am": meridiem = 0
      case "pm": meridiem = 12
      default: break
      }
      if meridiem != nil { words.removeLast() }
    }
    guard let clock = words.popLast(), var second = clockSeconds(clock, meridiem: meridiem),
      let date = date(words)
    else { return nil }
    second %= 86_400
    return ForeignTime(date: date, second: second)
  }

  private static func clockSeconds(_ text: String, meridiem: Int?) -> Int? {
    guard let meridiem else { return ForeignTime.clockSeconds(Substring(text), hours: 0..<24) }
    guard let seconds = ForeignTime.clockSeconds(Substring(text), hours: 1..<13) else {
      return nil
    }
    return seconds % (12 * 3600) + meridiem * 3600
  }

  /// `12 Sep 2024`, `Jan 1 2024`, `12 de set. de 2024`, `05.06.2026` (day first).
  private static func date(_ words: [String]) -> LocalDate? {
    if words.count == 1 {
      let parts = words[0].split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3, let day = Int(parts[0]), let month = Int(parts[1]),
        let year = Int(parts[2]), parts[2].count == 4
      else { return nil }
      return LocalDate(year: year, month: month, day: day)
    }
    var day: Int?
    var month: Int?
    var year: Int?
    for word in words {
      if let number = Int(word) {
        if word.count == 4, year == nil {
          year = number
        } else if word.count <= 2, day == nil {
          day = number
        } else {
          return nil
        }
      } else if let found = self.month(word), month == nil {
        month = found
      } else if !["de", "del", "di"].contains(word.lowercased()) {
        return nil
      }
    }
    guard let day, let month, let year else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  // MARK: - Months

  /// The month a name or abbreviation of at least three letters stands for, in any of the
  /// languages below, case, accents and dots ignored; nil when none or more than one.
  static func month(_ word: String) -> Int? {
    let key = fold(word)
    guard key.count >= 3 else { return nil }
    if key == "mrt" { return 3 }  // Dutch `maart`.
    var found: Int?
    for (index, names) in monthNames.enumerated() where names.contains(where: { $0.hasPrefix(key) })
    {
      guard found == nil else { return nil }
      found = index + 1
    }
    return found
  }

  /// Lowercase, no dots, Latin accents dropped: `Févr.` → `fevr`.
  static func fold(_ word: String) -> String {
    var folded = ""
    for character in word.lowercased() where character != "." {
      switch character {
      case "à", "á", "â", "ã", "ä", "å": folded.append("a")
      case "ç": folded.append("c")
      case "è", "é", "ê", "ë": folded.append("e")
      case "ì", "í", "î", "ï", "ı": folded.append("i")
      case "ñ": folded.append("n")
      case "ò", "ó", "ô", "õ", "ö": folded.append("o")
      case "ù", "ú", "û", "ü": folded.append("u")
      case "ş": folded.append("s")
      case "ğ": folded.append("g")
      default: folded.append(character)
      }
    }
    return folded
  }

  /// Month names, folded: English, French, Spanish, Portuguese, Italian, German, Dutch,
  /// Scandinavian, Turkish, Russian (both cases).
  private static let monthNames: [[String]] = [
    "january janvier enero janeiro gennaio januar janner januari ocak январь января",
    "february fevrier febrero fevereiro febbraio februar februari subat февраль февраля",
    "march mars marzo marco marz maart mart март марта",
    "april avril abril aprile nisan апрель апреля",
    "may mai mayo maio maggio mei maj mayis май мая",
    "june juin junio junho giugno juni haziran июнь июня",
    "july juillet julio julho luglio juli temmuz июль июля",
    "august aout agosto augustus augusti agustos август августа",
    "september septembre septiembre setiembre setembro settembre eylul сентябрь сентября",
    "october octobre octubre outubro ottobre oktober ekim октябрь октября",
    "november novembre noviembre novembro kasim ноябрь ноября",
    "december decembre diciembre dezembro dicembre dezember aralik декабрь декабря",
  ].map { $0.split(separator: " ").map(String.init) }
}
