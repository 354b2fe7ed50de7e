// The `<time>` of a GPX point: an xsd:dateTime such as `2023-05-14T06:12:09Z`,
// `2014-02-22T16:11:24.000Z` (Garmin Connect) or `2023-05-14T08:12:09+02:00`.

/// A GPX time as seconds since 1970 UTC.
enum GPXTime {
  /// The instant `text` names, in seconds since 1970 UTC (fraction kept); nil when it is not
  /// `YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM]`. A time without a zone is taken as UTC, as
  /// gpxpy takes it.
  static func seconds(_ text: String) -> Double? {
    let b = Array(text.utf8.drop(while: \.isSpace).reversed().drop(while: \.isSpace).reversed())
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= b.count else { return nil }
      var value = 0
      for index in range {
        guard (48...57).contains(b[index]) else { return nil }
        value = value * 10 + Int(b[index] - 48)
      }
      return value
    }
    guard b.count >= 19, b[4] == .hyphen, b[7] == .hyphen,
      b[10] == .letterT || b[10] == .letterT + 32 || b[10] == .space,
      b[13] == .colon, b[16] == .colon,
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let date = LocalDate(year: year, month: month, day: day),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour < 24 || (hour == 24 && minute == 0 && second == 0), minute < 60, second < 61
    else { return nil }
    var index = 19
    var fraction = 0.0
    if index < b.count, b[index] == .dot {
      index += 1
      var scale = 0.1
      let start = index
      while index < b.count, (48...57).contains(b[index]) {
        fraction += Double(b[index] - 48) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    var offset = 0
    if index < b.count {
      if b[index] == .letterZ || b[index] == .letterZ + 32 {
        index += 1
      } else {
        guard b[index] == .plus || b[index] == .hyphen, index + 6 == b.count,
          b[index + 3] == .colon,
          let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6),
          hours <= 14, minutes < 60
        else { return nil }
        offset = (hours * 3600 + minutes * 60) * (b[index] == .hyphen ? -1 : 1)
        index += 6
      }
    }
    guard index == b.count else { return nil }
    let wall = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    return Double(wall - offset) + fraction
  }

  /// `2023-05-14T06:12:09Z`: whole seconds, UTC.
  static func utcText(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.down))
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let second = whole - days * 86_400
    return "\(LocalDate(daysSinceEpoch: days))T\(pad(second / 3600, 2)):"
      + "\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2))Z"
  }
}

extension UInt8 {
  fileprivate static let hyphen = UInt8(ascii: "-")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate var isSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
  fileprivate static let letterT = UInt8(ascii: "T")
  fileprivate static let letterZ = UInt8(ascii: "Z")
}
