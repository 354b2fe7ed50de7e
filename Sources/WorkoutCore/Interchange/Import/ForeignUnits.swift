// Units of foreign exports: the unit names the apps write in their rows, Strong's pound
// artefacts, the guess of an unlabelled weight unit, and workout duration strings.

enum ForeignUnits {
  /// The kilograms in a pound Strong converts with (not the exact 0.45359237).
  static let strongKilogramsPerPound = 0.453592

  /// `kg`, `kgs`, `lb`, `lbs` (any case) as a weight unit; nil for anything else.
  static func weight(_ text: Substring) -> Unit? {
    switch text.lowercased() {
    case "kg", "kgs": .kilogram
    case "lb", "lbs": .pound
    default: nil
    }
  }

  /// `km`, `mi`, `miles`, `m` (any case) as a distance unit; nil for anything else.
  static func distance(_ text: Substring) -> Unit? {
    switch text.lowercased() {
    case "km", "kms": .kilometre
    case "mi", "mile", "miles": .mile
    case "m", "meters", "metres": .metre
    default: nil
    }
  }

  /// True when the weights (kg as Strong writes them) that have more than two decimals are all
  /// whole numbers of 0.05 lb once divided by 0.453592, and there is one: a pounds user's
  /// weights (`61.23492` = 135 lb). A kg user types at most two decimals, and no kg value of two
  /// decimals up to 500 kg is on that grid (0.05 lb is 0.0226796 kg; its first multiple with two
  /// decimals is 25,000 × that, 567 kg), so a kg user's file never passes; a kg value in a
  /// pounds user's file (a 20 kg bar) stays kg.
  static func arePoundArtefacts(_ weights: some Sequence<Double>) -> Bool {
    var any = false
    for weight in weights where weight != 0 && hasMoreThanTwoDecimals(weight) {
      guard isPoundArtefact(weight) else { return false }
      any = true
    }
    return any
  }

  /// True for a weight of more than two decimals that is a whole number of 0.05 lb once divided
  /// by 0.453592.
  static func isPoundArtefact(_ weight: Double) -> Bool {
    let steps = weight / strongKilogramsPerPound * 20
    return hasMoreThanTwoDecimals(weight) && abs(steps - steps.rounded()) < 1e-6
  }

  private static func hasMoreThanTwoDecimals(_ value: Double) -> Bool {
    let cents = value * 100
    return abs(cents - cents.rounded()) > 1e-6
  }

  /// The pounds that were entered, from Strong's kg (`61.23492` → 135).
  static func pounds(fromStrongKilograms weight: Double) -> Double {
    (weight / strongKilogramsPerPound * 20).rounded() / 20
  }

  /// The unit of weights written without one. Pounds when values on odd multiples of 5 (the
  /// 45-lb bar with pairs of plates: 95, 135, 185, 225) outnumber more than twice the values
  /// only kilograms give often (x2.5 or x7.5: 22.5, 62.5; off the 2.5 grid: 12, 14, 61.25);
  /// else kilograms.
  static func guessWeightUnit(_ weights: some Sequence<Double>) -> Unit {
    var poundLike = 0
    var kilogramLike = 0
    for weight in weights where weight > 0 {
      let steps = denoised(weight) / 2.5
      guard abs(steps - steps.rounded()) < 1e-9 else {
        kilogramLike += 1
        continue
      }
      let step = Int(steps.rounded())
      if step % 2 == 1 {
        kilogramLike += 1
      } else if step / 2 % 2 == 1 {
        poundLike += 1
      }
    }
    return poundLike > 0 && poundLike > 2 * kilogramLike ? .pound : .kilogram
  }

  /// Seconds of a duration as Strong writes it: `31m`, `1h 3m`, `45s`, `243h 28m`; nil when
  /// the text is not one.
  static func duration(_ text: Substring) -> Double? {
    var total = 0.0
    var rest = text.spacesTrimmed
    var lastScale = Double.infinity
    guard !rest.isEmpty else { return nil }
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCIIDigit }
      guard !digits.isEmpty, let value = Double(String(digits)) else { return nil }
      rest = rest.dropFirst(digits.count).spacesTrimmed
      let unit = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unit.count).spacesTrimmed
      let scale: Double
      switch unit.lowercased() {
      case "d": scale = 86_400
      case "h", "hr", "hrs", "std": scale = 3600
      case "m", "min": scale = 60
      case "s", "sec": scale = 1
      default: return nil
      }
      guard scale < lastScale else { return nil }
      lastScale = scale
      total += value * scale
    }
    return total
  }
}
