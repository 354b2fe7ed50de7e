// Units of foreign exports: Strong's pound artefacts and the guess of an unlabelled weight unit.
// The unit words the apps write are in `UnitWords`, their durations read by `DurationText`.

enum ForeignUnits {
  /// The kilograms in a pound Strong converts with (not the exact 0.45359237).
  static let strongKilogramsPerPound = 0.453592

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
}
