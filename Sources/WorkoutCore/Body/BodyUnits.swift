// Body values as people type and read them: weights in kg or lb (the weight setting), lengths
// in cm or in (in with miles, cm with km), body fat in %. Kept canonical: kg, cm, %.

/// Centimetres in one inch, exactly.
let centimetresPerInch = 2.54

extension DisplayUnits {
  /// True when lengths are read in inches: with miles.
  public var inches: Bool { distance == .mile }

  /// The symbol values of `kind` are shown in: `kg`/`lb`, `cm`/`in`, `%`.
  public func bodySymbol(_ kind: BodyKind) -> String {
    switch kind {
    case .weight: weight.symbol
    case .length: inches ? "in" : "cm"
    case .percent: "%"
    }
  }

  /// A canonical body value as a bare number in the shown unit, to one decimal: `82.5`, `33.1`.
  public func bodyNumber(_ value: Double, _ kind: BodyKind) -> String {
    trimmed(bodyValue(value, kind), decimals: 1)
  }

  /// A canonical body value in the shown unit.
  public func bodyValue(_ value: Double, _ kind: BodyKind) -> Double {
    switch kind {
    case .weight: weight.value(ofCanonical: value)
    case .length: inches ? value / centimetresPerInch : value
    case .percent: value
    }
  }

  /// A canonical body value for people: `82.5 kg`, `33.1 in`, `18.5%`.
  public func body(_ value: Double, _ kind: BodyKind) -> String {
    let number = bodyNumber(value, kind)
    return kind == .percent ? number + "%" : number + " " + bodySymbol(kind)
  }

  /// A change of a body value for people, signed: `+0.5 kg`, `-1.2 in`, `±0%`.
  public func bodyChange(_ change: Double, _ kind: BodyKind) -> String {
    let number = trimmed(abs(bodyValue(change, kind)), decimals: 1)
    let sign = number == "0" ? "±" : change > 0 ? "+" : "-"
    return sign + (kind == .percent ? number + "%" : number + " " + bodySymbol(kind))
  }
}

/// Reading body values as typed.
public enum BodyValueText {
  /// The kind a typed unit says: `kg`, `lb`, `lbs`, `kgs` (weight), `cm`, `in`, `m`, `"`
  /// (length), `%` (percent); nil for a bare number or another suffix.
  public static func kind(of text: String) -> BodyKind? {
    split(text)?.unit.map(\.kind)
  }

  /// The canonical value of `text` typed for a measure of `kind`: a bare number in the user's
  /// unit, or a number with a unit of that kind (`180lb`, `33in`, `84 cm`, `0.84m`, `18%`);
  /// nil when it is not one.
  public static func value(_ text: String, kind: BodyKind, units: DisplayUnits) -> Double? {
    guard let (number, unit) = split(text) else { return nil }
    guard let unit else {
      switch kind {
      case .weight: return units.weight.canonical(number)
      case .length: return units.inches ? number * centimetresPerInch : number
      case .percent: return number
      }
    }
    guard unit.kind == kind else { return nil }
    return unit.canonical(number)
  }

  /// What a value of `kind` may look like, for messages.
  public static func expected(_ kind: BodyKind) -> String {
    switch kind {
    case .weight: "a weight like 82.5, 82.5kg or 180lb"
    case .length: "a length like 84, 84cm or 33in"
    case .percent: "a percentage like 18 or 18.5%"
    }
  }

  /// A unit a body value may be typed or imported in.
  public enum TypedUnit: Sendable {
    case kilogram, pound, centimetre, inch, metre, percent

    /// What it measures.
    public var kind: BodyKind {
      switch self {
      case .kilogram, .pound: .weight
      case .centimetre, .inch, .metre: .length
      case .percent: .percent
      }
    }

    /// `value` of this unit in the canonical unit of its kind.
    public func canonical(_ value: Double) -> Double {
      switch self {
      case .kilogram, .centimetre, .percent: value
      case .pound: Unit.pound.canonical(value)
      case .inch: Unit.toTenDecimals(value * centimetresPerInch)
      case .metre: value * 100
      }
    }

    /// The unit a word names (any case): `kg`, `kgs`, `lb`, `lbs`, `cm`, `in`, `inch`,
    /// `inches`, `m`, `%`; nil for any other.
    public init?(word: String) {
      switch word.lowercased() {
      case "kg", "kgs", "kilograms": self = .kilogram
      case "lb", "lbs", "pounds": self = .pound
      case "cm", "cms", "centimetres", "centimeters": self = .centimetre
      case "in", "inch", "inches", "\"": self = .inch
      case "m": self = .metre
      case "%", "percent": self = .percent
      default: return nil
      }
    }
  }

  /// A number and its unit (nil for none); nil when the text is neither.
  static func split(_ text: String) -> (number: Double, unit: TypedUnit?)? {
    let text = text.trimmingSpaces.lowercased()
    let end = text.firstIndex { !($0.isASCIIDigit || $0 == "." || $0 == "-") } ?? text.endIndex
    guard let number = parseDecimal(text[..<end]), number.isFinite else { return nil }
    let suffix = String(text[end...].trimmingSpaces)
    if suffix.isEmpty { return (number, nil) }
    guard let unit = TypedUnit(word: suffix) else { return nil }
    return (number, unit)
  }
}
