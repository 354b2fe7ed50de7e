/// What a computed figure measures, which fixes how many decimals JSON writes it with.
///
/// A figure wkc works out (an e1RM, a volume, a total, an average, a pace, a weight converted to
/// another unit) is written with `JSONWriter.number(_:_:)`, rounded to its figure's decimals,
/// so no figure carries the noise of binary arithmetic (`32.2`, not `32.199999999999996`).
/// A value as stored (what was typed, or its exact conversion, such as 135 lb as 61.23496995
/// kg) is written with `JSONWriter.number(_:)`, exactly, so it reads back the same.
public enum Figure: String, CaseIterable, Sendable {
  /// A weight worked out, in kg or the plates' own unit: e1RM, volume, a weight converted for
  /// plate math, a total of plates. To the gram.
  case weight
  /// A distance worked out, in km: a session's total, one from speed × duration. To the metre.
  case distance
  /// A time worked out, in seconds: a session's total, a time measured on the clock. To the
  /// millisecond.
  case duration
  /// A pace, in seconds per km. To the hundredth of a second.
  case pace
  /// Reps worked out: an average of reps. To the hundredth.
  case reps
  /// A body value worked out (a change, an average of days), in kg, cm or %. To a thousandth.
  case body

  /// The most decimals the figure is written with.
  public var decimals: Int {
    switch self {
    case .weight, .distance, .duration, .body: 3
    case .pace, .reps: 2
    }
  }

  /// `value` rounded to the figure's decimals: the nearest double to a decimal of at most that
  /// many places, so its shortest form has no more. Values too large to have decimals, and
  /// infinities and NaN, are as they are.
  public func rounded(_ value: Double) -> Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = value * scale
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value }
    // The division of a whole number by a power of ten is the double nearest the decimal.
    return scaled.rounded() / scale
  }
}

extension JSONWriter {
  /// Writes a computed figure rounded to `figure`'s decimals (see `Figure`).
  public mutating func number(_ value: Double, _ figure: Figure) {
    number(figure.rounded(value))
  }
}
