#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wall clock, injected so tests never read the real one.
public protocol TimeSource: Sendable {
  /// Seconds since 1970-01-01T00:00:00Z.
  func now() -> Double
}

/// The system's wall clock.
public struct SystemTime: TimeSource {
  /// The system clock.
  public init() {}

  /// Seconds since 1970 from `clock_gettime(CLOCK_REALTIME)`.
  public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// A clock that always says the same instant.
public struct FixedTime: TimeSource {
  /// The instant, in seconds since 1970.
  public let seconds: Double

  /// A clock stopped at `seconds` since 1970.
  public init(_ seconds: Double) { self.seconds = seconds }

  /// The fixed instant.
  public func now() -> Double { seconds }
}
