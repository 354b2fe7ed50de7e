/// A completion time in RFC 3339 with the local offset: `2024-01-05T07:31:02+09:00`.
///
/// Kept as the text it was written with, so a menu read and written back is unchanged.
public struct Timestamp: Hashable, Sendable, CustomStringConvertible {
  /// The RFC 3339 text.
  public let text: String

  /// Accepts `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with a real date and time.
  public init?(_ text: String) {
    var text = text
    guard text.withUTF8(Timestamp.isValid) else { return nil }
    self.text = text
  }

  /// The text of a time `isValid` accepted.
  init(checked text: JSONKey) { self.text = text.string }

  static func isValid(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard b[index] >= 48, b[index] <= 57 else { return nil }
        value = value * 10 + Int(b[index] - 48)
      }
      return value
    }
    guard b.count >= 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      LocalDate(year: year, month: month, day: day) != nil,
      b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
      b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
      let hour = number(11..<13), hour < 24,
      let minute = number(14..<16), minute < 60,
      let second = number(17..<19), second < 61
    else { return false }
    var index = 19
    if b[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      while index < b.count, b[index] >= 48, b[index] <= 57 { index += 1 }
      guard index > start else { return false }
    }
    guard index < b.count else { return false }
    if b[index] == UInt8(ascii: "Z") || b[index] == UInt8(ascii: "z") {
      return index + 1 == b.count
    }
    guard b[index] == UInt8(ascii: "+") || b[index] == UInt8(ascii: "-"),
      index + 6 == b.count, b[index + 3] == UInt8(ascii: ":"),
      let offsetHours = number(index + 1..<index + 3), offsetHours < 24,
      let offsetMinutes = number(index + 4..<index + 6), offsetMinutes < 60
    else { return false }
    return true
  }

  /// The local time of an instant: `seconds` since 1970 UTC at `offset` seconds east of UTC.
  public init(secondsSince1970 seconds: Int, offset: Int) {
    let local = seconds + offset
    let days = local >= 0 ? local / 86400 : (local - 86399) / 86400
    let secondOfDay = local - days * 86400
    let date = LocalDate(daysSinceEpoch: days)
    let sign = offset < 0 ? "-" : "+"
    let offsetMinutes = abs(offset) / 60
    self.text =
      "\(date)T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
      + "\(sign)\(pad(offsetMinutes / 60, 2)):\(pad(offsetMinutes % 60, 2))"
  }

  /// The date part, as written.
  public var date: LocalDate { LocalDate(String(text.prefix(10)))! }

  /// `HH:MM`, as written.
  public var timeOfDay: String { String(text.dropFirst(11).prefix(5)) }

  /// The RFC 3339 text.
  public var description: String { text }
}

extension Timestamp {
  /// Seconds since 1970 UTC (a fraction of a second dropped).
  public var secondsSince1970: Int {
    let wall = date.daysSinceEpoch * 86400 + secondOfDay
    return wall - offsetSeconds
  }

  /// Seconds after local midnight, as written.
  var secondOfDay: Int {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int {
      bytes[range].reduce(0) { $0 * 10 + Int($1) - 48 }
    }
    return number(11..<13) * 3600 + number(14..<16) * 60 + number(17..<19)
  }

  /// The offset written, in seconds east of UTC (`Z`: 0).
  public var offsetSeconds: Int {
    let bytes = Array(text.utf8)
    guard let last = bytes.last, last != UInt8(ascii: "Z"), last != UInt8(ascii: "z"),
      bytes.count >= 6
    else { return 0 }
    let sign = bytes[bytes.count - 6] == UInt8(ascii: "-") ? -1 : 1
    let hours = (Int(bytes[bytes.count - 5]) - 48) * 10 + Int(bytes[bytes.count - 4]) - 48
    let minutes = (Int(bytes[bytes.count - 2]) - 48) * 10 + Int(bytes[bytes.count - 1]) - 48
    return sign * (hours * 3600 + minutes * 60)
  }
}
