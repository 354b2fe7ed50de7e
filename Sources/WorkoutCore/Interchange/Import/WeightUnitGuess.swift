// The guess of the weight unit of an export that does not say it (Strong's classic layouts).
// Each load a lifter chose is evidence by the plate steps it lands on, weighed in bits (log2 of
// how many times likelier it is in one unit than in the other); the sum decides, and evidence
// under `decisiveBits` takes the user's own unit. ImportFormats.md documents the rule.

/// How the weight unit of a file that does not say it was decided, with its evidence.
public struct WeightUnitGuess: Sendable, Hashable {
  /// What one load says about its unit.
  public enum Evidence: String, CaseIterable, Sendable {
    /// A multiple of 10 from 20: the 20 kg bar with pairs of 5, 10, 15, 20 or 25 kg plates
    /// (pounds need a pair of 2.5 lb plates on the 45 lb bar for it).
    case kilogramStep
    /// An odd multiple of 2.5, a multiple of 1.25 off the 2.5 grid, or an even whole number off
    /// it (22.5, 61.25, 14): 1.25 kg plates, 2.5 kg and 2 kg dumbbell steps, rare in pounds.
    case kilogramOnly
    /// An odd multiple of 5 from 25 (75, 115): the 45 lb bar with pairs of 5, 10, 25, 35 or
    /// 45 lb plates (kilograms need a pair of 2.5 kg plates on the 20 kg bar for it).
    case poundStep
    /// 45 + 90n or 95 + 90n (45, 95, 135, 185, 225, 315): the 45 lb bar with pairs of 45s and
    /// at most one pair of 25s.
    case commonPoundLoad
    /// Nothing: 5, 10 and 15 (plates and dumbbells of both units), odd whole numbers off the
    /// 2.5 grid, other fractions.
    case neither

    /// The unit a load of this kind is evidence for, or nil.
    public var favours: Unit? {
      switch self {
      case .kilogramStep, .kilogramOnly: .kilogram
      case .poundStep, .commonPoundLoad: .pound
      case .neither: nil
      }
    }

    /// The bits one load of this kind gives its unit: log2 of how many times likelier it is.
    public var bits: Double {
      switch self {
      case .kilogramStep, .poundStep: 1
      case .commonPoundLoad: 1.5
      case .kilogramOnly: 2
      case .neither: 0
      }
    }

    /// The kind of a load (in the file's number, float noise removed).
    static func of(_ load: Double) -> Evidence {
      let hundredths = (load * 100).rounded()
      guard load > 0, load < 100_000, abs(load * 100 - hundredths) < 1e-6 else { return .neither }
      let cents = Int(hundredths)
      if cents % 500 == 0 {
        if cents >= 4500, (cents - 4500) % 9000 == 0 || (cents - 9500) % 9000 == 0 {
          return .commonPoundLoad
        }
        if cents < 2000 { return .neither }
        return cents % 1000 == 0 ? .kilogramStep : .poundStep
      }
      if cents % 125 == 0 { return .kilogramOnly }
      if cents % 200 == 0 { return .kilogramOnly }
      return .neither
    }
  }

  /// Evidence of fewer bits than this (odds under 16 to 1) is weak: the user's unit is taken.
  public static let decisiveBits = 4.0

  /// How many loads gave each kind of evidence.
  public private(set) var loads: [Evidence: Int]
  /// The bits for pounds less the bits for kilograms.
  public let poundBits: Double
  /// The unit taken.
  public let unit: Unit
  /// True when the evidence was weak and the user's unit was taken.
  public let isWeak: Bool

  /// The guess from `loads`, each load a lifter chose once (an exercise's sets at one weight
  /// are one choice); `userUnit` when the evidence is weak.
  public init(loads: some Sequence<Double>, userUnit: Unit) {
    var counts: [Evidence: Int] = [:]
    for load in loads { counts[Evidence.of(load), default: 0] += 1 }
    var bits = 0.0
    for (kind, count) in counts {
      bits += Double(count) * kind.bits * (kind.favours == .pound ? 1 : -1)
    }
    self.loads = counts
    poundBits = bits
    isWeak = abs(bits) < Self.decisiveBits
    unit = isWeak ? (userUnit == .pound ? .pound : .kilogram) : bits > 0 ? .pound : .kilogram
  }

  /// How many loads gave `kind` of evidence.
  public func count(_ kind: Evidence) -> Int { loads[kind] ?? 0 }

  /// The bits for the unit taken (negative when the user's unit was taken against the
  /// evidence).
  public var bitsForUnit: Double { unit == .pound ? poundBits : 0 - poundBits }

  /// The other unit, which `--unit` takes.
  public var otherUnit: Unit { unit == .pound ? .kilogram : .pound }
}
