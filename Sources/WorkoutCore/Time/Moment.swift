/// The user's time zone: seconds east of UTC at an instant.
public protocol ZoneOffsets: Sendable {
  /// Seconds east of UTC at `seconds` since 1970.
  func offset(at seconds: Double) -> Int
}

/// A zone with one offset all year, in seconds east of UTC.
public struct FixedOffset: ZoneOffsets {
  /// Seconds east of UTC.
  public let seconds: Int

  /// A zone `seconds` east of UTC.
  public init(seconds: Int) { self.seconds = seconds }

  /// The same offset at every instant.
  public func offset(at _: Double) -> Int { seconds }
}

/// When an operation happens: an instant in the user's time zone, and so today's date and the
/// completion time of what is recorded now.
public struct Moment: Sendable {
  /// Seconds since 1970-01-01T00:00:00Z.
  public let seconds: Double
  /// The user's time zone.
  public let zone: any ZoneOffsets

  /// The instant `seconds` since 1970 in `zone`.
  public init(seconds: Double, zone: any ZoneOffsets) {
    self.seconds = seconds
    self.zone = zone
  }

  /// The local calendar date.
  public var today: LocalDate {
    let offset = Double(zone.offset(at: seconds))
    return LocalDate(daysSinceEpoch: Int(((seconds + offset) / 86400).rounded(.down)))
  }

  /// Now, in RFC 3339 with the local offset.
  public var timestamp: Timestamp {
    Timestamp(secondsSince1970: Int(seconds.rounded(.down)), offset: zone.offset(at: seconds))
  }

  /// The completion time of a result recorded now for `date`: now when it is today, else this
  /// time of day on that date, with that date's offset.
  public func timestamp(on date: LocalDate) -> Timestamp {
    guard date != today else { return timestamp }
    let now = Int(seconds.rounded(.down))
    let local = now + zone.offset(at: seconds)
    let secondOfDay = local - Int((Double(local) / 86400).rounded(.down)) * 86400
    let wall = date.daysSinceEpoch * 86400 + secondOfDay
    // The offset there, found from a first guess with today's; the instant is labelled with
    // the offset in force at it, so a time of day a clock change skips stays consistent.
    let guess = wall - zone.offset(at: seconds)
    let instant = wall - zone.offset(at: Double(guess))
    return Timestamp(secondsSince1970: instant, offset: zone.offset(at: Double(instant)))
  }
}
