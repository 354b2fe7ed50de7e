// The unit of distances a file writes with no unit (a classic Strong export), chosen per
// exercise by what its activity makes plausible: a pounds user's row of 0.5 in 1:59 is 0.5 km
// (1:59 /500 m), not 0.5 mi (1:14 /500 m, a world-class pace).

/// Chooses the unit of one exercise's distances that the file gives without a unit.
enum DistanceUnitChoice {
  /// One set's distance as written and its time.
  struct Sample {
    var distance: Double
    var seconds: Double?
  }

  /// The unit for the distances of the exercise `name`, its sets `samples`, when the file's
  /// unit is `assumed` (km or mi): the other of km and mi when most of its timed sets are
  /// beyond the ordinary speeds of its activity (`Activity.ordinarySpeeds`) in `assumed` and
  /// within them in the other; else `assumed`. With the evidence when it is the other.
  static func unit(
    for name: String, _ samples: [Sample], assumed: Unit
  ) -> (unit: Unit, evidence: String?) {
    guard let activity = Activity.named(name), assumed == .kilometre || assumed == .mile else {
      return (assumed, nil)
    }
    let other: Unit = assumed == .kilometre ? .mile : .kilometre
    let timed = samples.filter { ($0.seconds ?? 0) > 0 && $0.distance > 0 }
    func speed(_ sample: Sample, _ unit: Unit) -> Double {
      unit.canonical(sample.distance) / sample.seconds! * 3600
    }
    func ordinary(_ sample: Sample, _ unit: Unit) -> Bool {
      activity.ordinarySpeeds(overKilometres: unit.canonical(sample.distance))
        .contains(speed(sample, unit))
    }
    let against = timed.filter { !ordinary($0, assumed) && ordinary($0, other) }
    guard !timed.isEmpty, against.count * 2 > timed.count, let example = against.first else {
      return (assumed, nil)
    }
    let band = activity.ordinarySpeeds(overKilometres: assumed.canonical(example.distance))
    let time = Unit.clock(example.seconds!)
    let evidence =
      "\(name): distances taken as \(other.symbol), not \(assumed.symbol): "
      + "\(against.count) of \(timed.count) timed sets (\(trimmed(example.distance, decimals: 3)) "
      + "in \(time)) would be \(trimmed(speed(example, assumed), decimals: 1)) km/h as "
      + "\(assumed.symbol), outside \(activity.rawValue)'s "
      + "\(trimmed(band.lowerBound, decimals: 1))–\(trimmed(band.upperBound, decimals: 1)) km/h, "
      + "and \(trimmed(speed(example, other), decimals: 1)) km/h as \(other.symbol)"
    return (other, evidence)
  }
}
