// Units of foreign exports: Strong's pound artefacts (`WeightUnitGuess` guesses an unlabelled
// weight unit).
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
}
