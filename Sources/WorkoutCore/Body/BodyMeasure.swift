// What `wkc body` measures: body weight, body fat, girths, and the user's own measurements.

/// What a body measurement measures, and so the unit it is kept in: kg, cm or %.
public enum BodyKind: String, Sendable, Hashable, CaseIterable {
  case weight, length, percent

  /// The unit a value is kept in, on disk and in JSON: `kg`, `cm`, `%`.
  public var canonicalSymbol: String {
    switch self {
    case .weight: "kg"
    case .length: "cm"
    case .percent: "%"
    }
  }
}

/// One body measurement: its name (`weight`, `fat`, `waist`, or the user's own `calf`) and kind.
public struct BodyMeasure: Hashable, Sendable {
  /// Its name: lowercase letters, digits and `-`, starting with a letter.
  public var name: String
  /// What it measures.
  public var kind: BodyKind

  /// A measure named `name` of `kind`.
  public init(name: String, kind: BodyKind) {
    self.name = name
    self.kind = kind
  }

  /// Body weight.
  public static let weight = BodyMeasure(name: "weight", kind: .weight)
  /// Body fat, in percent of body weight.
  public static let fat = BodyMeasure(name: "fat", kind: .percent)

  /// The measures every user has, in the order views list them.
  public static let builtIn: [BodyMeasure] =
    [weight, fat]
    + ["waist", "chest", "hips", "arm", "thigh", "neck"].map {
      BodyMeasure(name: $0, kind: .length)
    }

  /// The longest name.
  public static let maximumNameLength = 30

  /// True when `name` may name a measure: 1 to 30 of a-z, 0-9 and `-`, a letter first.
  public static func isValidName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, (97...122).contains(first),
      bytes.count <= maximumNameLength
    else { return false }
    return bytes.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
  }

  /// The range a canonical value of this measure may be in.
  public var limits: ClosedRange<Double> {
    switch kind {
    case .weight: 1...1000
    case .length: 1...500
    case .percent: 0...100
    }
  }
}
