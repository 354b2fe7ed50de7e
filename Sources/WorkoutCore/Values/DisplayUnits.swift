/// The units people read and type values in: kg or lb for weights, km or mi for distances (and
/// km/h or mph for speeds, /km or /mi for paces). The store and JSON stay canonical; only text for
/// people and bare typed numbers follow these.
public struct DisplayUnits: Sendable, Hashable {
  /// `.kilogram` or `.pound`.
  public let weight: Unit
  /// `.kilometre` or `.mile`.
  public let distance: Unit

  /// Kilograms and kilometres: the canonical units.
  public static let metric = DisplayUnits(weight: .kilogram, distance: .kilometre)

  /// Units for people; a weight that is not kg or lb, or a distance that is not km or mi, is
  /// taken as the canonical one.
  public init(weight: Unit, distance: Unit) {
    self.weight = weight == .pound ? .pound : .kilogram
    self.distance = distance == .mile ? .mile : .kilometre
  }

  /// `.kilometresPerHour` or `.milesPerHour`, with the distance.
  public var speed: Unit { distance == .mile ? .milesPerHour : .kilometresPerHour }

  /// The unit people read values of a canonical unit in: lb for kg when pounds are set, mi for
  /// km, mph for km/h; any other unit as it is.
  public func shown(_ canonical: Unit) -> Unit {
    switch canonical {
    case .kilogram: weight
    case .kilometre: distance
    case .kilometresPerHour: speed
    default: canonical
    }
  }

  /// The unit a bare typed number of `dimension` is in: `135` is 135 lb when pounds are set.
  public func bare(_ dimension: Dimension) -> Unit { shown(dimension.canonical) }

  /// A canonical value for people: `60 kg` or `132.5 lb`, `5 km` or `3.107 mi`, `1:30`.
  /// Weights in pounds are rounded to the half pound (plates), unless `decimals` is given.
  public func format(_ value: Double, _ canonical: Unit, decimals: Int? = nil) -> String {
    shown(canonical).format(value, decimals: decimals)
  }

  /// A canonical value as a bare number in its shown unit: `60`, `132.5`, `3.107`.
  public func number(_ value: Double, _ canonical: Unit, decimals: Int? = nil) -> String {
    shown(canonical).number(value, decimals: decimals)
  }

  /// A weight in kg for people: `60 kg`, `135 lb`.
  public func weight(_ kilograms: Double, decimals: Int? = nil) -> String {
    format(kilograms, .kilogram, decimals: decimals)
  }

  /// A distance in km for people: `5 km`, `3.107 mi`.
  public func distance(_ kilometres: Double, decimals: Int? = nil) -> String {
    format(kilometres, .kilometre, decimals: decimals)
  }

  /// Seconds per km as a pace per the shown distance unit: `5:47 /km`, `9:18 /mi`.
  public func pace(_ secondsPerKilometre: Double) -> String {
    Unit.clock(secondsPerKilometre * distance.scale) + " /" + distance.symbol
  }
}
