/// The plates a person owns: each weight with how many pieces of it (a pair is 2; each side
/// gets half, so the odd piece of an odd count stays on the floor), in kg or lb.
public struct PlateSet: Hashable, Sendable {
  /// One weight of plate and how many pieces of it there are.
  public struct Plate: Hashable, Sendable {
    /// The plate's weight, in the set's unit.
    public let weight: Double
    /// Pieces in all, both sides together.
    public let count: Int

    /// A plate of `weight`, `count` pieces.
    public init(weight: Double, count: Int) {
      self.weight = weight
      self.count = count
    }

    /// Pieces that can go on each side: half the count, rounded down.
    public var perSide: Int { count / 2 }
  }

  /// `.kilogram` or `.pound`.
  public let unit: Unit
  /// The plates, heaviest first, each weight once.
  public let plates: [Plate]

  /// The most pieces of one weight.
  public static let maximumCount = 100
  /// The most weights in one set.
  public static let maximumWeights = 20
  /// The heaviest plate, in the set's unit.
  public static let heaviestPlate = 100.0
  /// The most all plates together may weigh, in the set's unit.
  public static let maximumTotal = 5000.0

  /// Plates a gym has plenty of in kg: 12 of 25 kg, 4 of 20 kg and a pair of each of 15, 10, 5,
  /// 2.5 and 1.25 kg: up to 467.5 kg on a 20 kg bar, every 2.5 kg on the way.
  public static let kilograms = PlateSet(
    checked: .kilogram,
    [(25, 12), (20, 4), (15, 2), (10, 2), (5, 2), (2.5, 2), (1.25, 2)])

  /// Plates a gym has plenty of in lb: 16 of 45 lb, a pair of each of 35 and 25 lb, 4 of 10 lb
  /// and a pair of each of 5 and 2.5 lb: up to 940 lb on a 45 lb bar, every 5 lb on the way.
  public static let pounds = PlateSet(
    checked: .pound, [(45, 16), (35, 2), (25, 2), (10, 4), (5, 2), (2.5, 2)])

  /// The plates when none are configured: `kilograms` or `pounds`.
  public static func standard(for unit: Unit) -> PlateSet {
    unit == .pound ? pounds : kilograms
  }

  /// A set of `plates` in `unit`; fails on a weight or count out of range, a weight off the
  /// 0.01 step or listed twice, and on a set with no pair at all.
  public init(unit: Unit, plates: [Plate]) throws(PlateError) {
    let unit: Unit = unit == .pound ? .pound : .kilogram
    let symbol = unit.symbol
    func invalid(_ reason: String) -> PlateError { .invalid(what: "plates", reason: reason) }
    guard !plates.isEmpty else { throw invalid("give at least one plate, like 25x8,20x2") }
    guard plates.count <= PlateSet.maximumWeights else {
      throw invalid("at most \(PlateSet.maximumWeights) different weights, not \(plates.count)")
    }
    var seen = Set<Int>()
    var total = 0.0
    for plate in plates {
      let shown = plate.weight.isFinite ? JSONWriter.format(plate.weight) : "\(plate.weight)"
      // More than 0 as kept (to the hundredth): 1e-9 is no plate, not a plate of 0.
      guard plate.weight.isFinite, (plate.weight * 100).rounded() > 0,
        plate.weight <= PlateSet.heaviestPlate
      else {
        throw invalid(
          "a plate weighs more than 0 and at most \(PlateSet.number(PlateSet.heaviestPlate)) "
            + "\(symbol), not \(shown)")
      }
      let hundredths = (plate.weight * 100).rounded()
      guard abs(plate.weight * 100 - hundredths) < 1e-6 else {
        throw invalid("plate weights go in steps of 0.01, not \(shown)")
      }
      guard (1...PlateSet.maximumCount).contains(plate.count) else {
        throw invalid(
          "a count is 1 to \(PlateSet.maximumCount) pieces, not \(plate.count) (of \(shown))")
      }
      guard seen.insert(Int(hundredths)).inserted else {
        throw invalid("\(shown) \(symbol) is listed twice")
      }
      total += plate.weight * Double(plate.count)
    }
    guard total <= PlateSet.maximumTotal else {
      throw invalid(
        "at most \(PlateSet.number(PlateSet.maximumTotal)) \(symbol) of plates in all, "
          + "not \(PlateSet.number(total))")
    }
    guard plates.contains(where: { $0.perSide > 0 }) else {
      throw invalid("no weight has a pair, so nothing can go on both sides")
    }
    self.unit = unit
    self.plates = plates.map { Plate(weight: ($0.weight * 100).rounded() / 100, count: $0.count) }
      .sorted { $0.weight > $1.weight }
  }

  private init(checked unit: Unit, _ plates: [(Double, Int)]) {
    self.unit = unit
    self.plates = plates.map { Plate(weight: $0.0, count: $0.1) }
  }

  /// Weights with an odd count: one piece of each can go on neither side.
  public var unpaired: [Double] { plates.filter { $0.count % 2 == 1 }.map(\.weight) }

  // MARK: - Text

  /// The set as settings write it: `25x12,20x4,15x2,10x2,5x2,2.5x2,1.25x2 kg`.
  public var text: String {
    plates.map { "\(PlateSet.number($0.weight))x\($0.count)" }.joined(separator: ",") + " "
      + unit.symbol
  }

  /// Reads `25x8,20x2,15x2,10x2,5x2,2.5x2,1.25x2`: weight x count, a bare weight for a pair;
  /// `×` or `*` for `x`; a trailing `kg` or `lb` gives the unit, else it is `bareUnit`.
  public static func parse(_ text: String, bareUnit: Unit) throws(PlateError) -> PlateSet {
    let expected = "a list of plates like 25x8,20x2,15x2 (weight x count; a bare 25 is a pair)"
    var body = text.trimmingSpaces
    var unit: Unit = bareUnit == .pound ? .pound : .kilogram
    for word in UnitWords.all
    where word.dimension == .weight && word.typed && body.lowercased().hasSuffix(word.word) {
      body = body.dropLast(word.word.count).trimmingSpaces
      unit = word.unit ?? unit
      break
    }
    guard !body.isEmpty else {
      throw .malformed(what: "plates", text: text, expected: expected)
    }
    var plates: [Plate] = []
    for entry in body.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(
        omittingEmptySubsequences: false, whereSeparator: { "xX×*".contains($0) })
      guard (1...2).contains(parts.count),
        let weight = parseDecimal(parts[0].trimmingSpaces),
        let count = parts.count == 2 ? Int(String(parts[1].trimmingSpaces)) : 2
      else {
        throw .malformed(what: "plates", text: String(entry.trimmingSpaces), expected: expected)
      }
      plates.append(Plate(weight: weight, count: count))
    }
    return try PlateSet(unit: unit, plates: plates)
  }

  /// `25`, `2.5`, `1.25`: a plate weight as people write it.
  static func number(_ value: Double) -> String { trimmed(value, decimals: 2) }
}
