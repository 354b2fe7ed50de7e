// How a pace reads in the measure of its activity, in the units people read.

extension DisplayUnits {
  /// A pace of `secondsPerKilometre` in the activity's measure, in these units: `5:00 /km`,
  /// `24.3 km/h`, `2:00 /100 m` (`/100 yd` in miles), `2:00 /500 m`; a pace per km or mi
  /// without an activity.
  public func measure(_ secondsPerKilometre: Double, of activity: Activity?) -> String {
    let imperial = distance == .mile
    switch activity?.measure ?? .pace {
    case .pace: return pace(secondsPerKilometre)
    case .speed:
      return format(3600 / secondsPerKilometre, .kilometresPerHour, decimals: 1)
    case .per100:
      return Unit.clock(secondsPerKilometre * (imperial ? 0.09144 : 0.1))
        + (imperial ? " /100 yd" : " /100 m")
    case .per500: return Unit.clock(secondsPerKilometre * 0.5) + " /500 m"
    }
  }
}
