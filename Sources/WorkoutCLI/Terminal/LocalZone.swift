import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's time zone, from `TZ` as a person would set it.
enum LocalZone: ZoneOffsets {
  /// A zone Foundation knows by name: `Asia/Tokyo`, `UTC`, `EST5EDT`.
  case named(TimeZone)
  /// The process's own `TZ`, left to the C library, which understands every POSIX form.
  case system
  /// A POSIX zone with a fixed offset (`JST-9`, `<+14>-14`), seconds east of UTC.
  case fixed(Int)

  /// The zone `TZ` (as given in `environment`) names; the system zone when unset or unknown.
  init(environment: [String: String]) {
    guard let value = environment["TZ"], !value.isEmpty else {
      self = .named(TimeZone.current)
      return
    }
    let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
    if let zone = TimeZone(identifier: name) {
      self = .named(zone)
    } else if getenv("TZ").map({ String(cString: $0) }) == value {
      tzset()
      self = .system
    } else if let offset = LocalZone.posixOffset(name) {
      self = .fixed(offset)
    } else {
      self = .named(TimeZone.current)
    }
  }

  /// Seconds east of UTC at an instant.
  func offset(at seconds: Double) -> Int {
    switch self {
    case .named(let zone): return zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    case .fixed(let offset): return offset
    case .system:
      var time = time_t(seconds.rounded(.down))
      var parts = tm()
      localtime_r(&time, &parts)
      return Int(parts.tm_gmtoff)
    }
  }

  /// The standard offset of a POSIX `TZ` string (`JST-9`, `<+14>-14`, `XYZ+5:30`): its sign
  /// means west of UTC, so it is turned around.
  static func posixOffset(_ text: String) -> Int? {
    var rest = Substring(text)
    if rest.first == "<" {
      guard let close = rest.firstIndex(of: ">") else { return nil }
      rest = rest[rest.index(after: close)...]
    } else {
      let name = rest.prefix { $0.isLetter }
      guard name.count >= 3 else { return nil }
      rest = rest.dropFirst(name.count)
    }
    var sign = 1
    if rest.first == "+" || rest.first == "-" {
      sign = rest.first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    let clock = rest.prefix { ("0"..."9").contains($0) || $0 == ":" }
    let fields = clock.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(fields.count), fields.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = fields.map { $0! }
    guard numbers[0] <= 24, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
    let seconds =
      numbers[0] * 3600 + (numbers.count > 1 ? numbers[1] * 60 : 0)
      + (numbers.count > 2 ? numbers[2] : 0)
    return -sign * seconds
  }
}
