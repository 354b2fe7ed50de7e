import Testing

@testable import WorkoutCore

@Suite struct WeightValueTests {
  let weight = builtInItem(.weight)

  @Test(arguments: [
    ("60", 60.0), ("60kg", 60), ("60 kg", 60), ("60KG", 60), ("60kgs", 60), ("42.5kg", 42.5),
    ("60.25", 60.25), ("0", 0), ("500", 500), (" 40 ", 40),
  ])
  func parsesKilograms(text: String, expected: Double) throws {
    #expect(try weight.parse(text) == expected)
  }

  @Test func storesPoundsAsExactKilograms() throws {
    #expect(try weight.parse("135lb") == Unit.pound.canonical(135))
    #expect(try weight.parse("135 lbs") == Unit.pound.canonical(135))
    #expect(try weight.parse("135.5LB") == Unit.pound.canonical(135.5))
  }

  @Test func rejectsKilogramsOffTheQuarterStep() {
    #expect(
      throws: ValueError.invalid(
        item: .weight, reason: "goes in steps of 0.25 kg (0.5 lb when typed in lb), not 60.1")
    ) {
      try weight.parse("60.1")
    }
  }

  @Test func rejectsPoundsOffTheHalfStep() {
    #expect(
      throws: ValueError.invalid(
        item: .weight, reason: "goes in steps of 0.25 kg (0.5 lb when typed in lb), not 135.3lb")
    ) {
      try weight.parse("135.3lb")
    }
  }

  @Test func rejectsAWeightOutOfRangeNamingTheRange() {
    #expect(
      throws: ValueError.invalid(item: .weight, reason: "must be between 0 kg and 500 kg, not 501")
    ) {
      try weight.parse("501")
    }
    #expect(throws: ValueError.self) { try weight.parse("-1") }
    #expect(throws: ValueError.self) { try weight.parse("1e9") }
    #expect(throws: ValueError.self) { try weight.parse("inf") }
  }

  @Test func rejectsNaN() {
    #expect(throws: ValueError.invalid(item: .weight, reason: "must be a number, not NaN")) {
      try weight.parse("nan")
    }
  }

  @Test(arguments: ["abc", "", "60k", "0x10", "60 kg kg", "kg", "1.2.3", "lb", "six"])
  func rejectsGarbageAsMalformed(text: String) {
    #expect(
      throws: ValueError.malformed(
        item: .weight, text: text, expected: "a weight like 60, 42.5kg or 135lb")
    ) {
      try weight.parse(text)
    }
  }

  @Test func aStoredValueThatCameFromPoundsPassesTheCheckWithoutAUnit() throws {
    try weight.check(Unit.pound.canonical(135), typedIn: nil)
    try weight.check(61.25, typedIn: nil)
  }

  @Test func aValueOffBothStepsFailsTheCheckWithoutAUnit() {
    #expect(throws: ValueError.self) { try weight.check(61.3, typedIn: nil) }
  }

  @Test func theCheckHonoursTheUnitTheValueWasTypedIn() {
    #expect(throws: ValueError.self) {
      try weight.check(Unit.pound.canonical(135), typedIn: .kilogram)
    }
    #expect(throws: Never.self) { try weight.check(Unit.pound.canonical(135), typedIn: .pound) }
    #expect(throws: ValueError.self) { try weight.check(60.25, typedIn: .pound) }
  }

  @Test func formatsKilogramsForPeople() {
    #expect(weight.format(60) == "60 kg")
    #expect(weight.format(42.5) == "42.5 kg")
    #expect(weight.format(Unit.pound.canonical(135)) == "61.23 kg")
  }

  @Test func malformedMessageSaysWhatIsExpected() {
    let error = ValueError.malformed(item: .weight, text: "abc", expected: weight.expectedForm)
    #expect(
      error.message == "weight: 'abc' is not a value; expected a weight like 60, 42.5kg or 135lb")
  }
}

@Suite struct TimeValueTests {
  let rest = builtInItem(.rest)
  let duration = builtInItem(.duration)

  @Test func aHugeStoredTimeIsShownInSecondsInsteadOfCrashing() {
    #expect(rest.format(1e300) == "1e+300 s")
  }

  @Test(arguments: [
    ("90", 90.0), ("90s", 90), ("90sec", 90), ("1:30", 90), ("01:30", 90), ("1m30s", 90),
    ("45m", 2700), ("1h", 3600), ("2m", 120), ("1.5m", 90), ("0", 0), ("0:00", 0),
  ])
  func parsesRestTimes(text: String, expected: Double) throws {
    #expect(try rest.parse(text) == expected)
  }

  @Test(arguments: [
    ("1h5m", 3900.0), ("1:02:03", 3723), ("1h5m30s", 3930), ("2h", 7200), ("45min", 2700),
  ])
  func parsesLongDurations(text: String, expected: Double) throws {
    #expect(try duration.parse(text) == expected)
  }

  @Test func rejectsSecondsAbove59() {
    #expect(
      throws: ValueError.invalid(item: .rest, reason: "'1:99' has 99 seconds; they go up to 59")
    ) {
      try rest.parse("1:99")
    }
  }

  @Test func rejectsMinutesAbove59() {
    #expect(
      throws: ValueError.invalid(
        item: .duration, reason: "'1:60:00' has 60 minutes; they go up to 59")
    ) {
      try duration.parse("1:60:00")
    }
  }

  @Test(arguments: [
    "abc", "1:5", ":30", "1:30:", "1::30", "5m1h", "1m1m", "m", "1x", "1:2:3:4", "1 m",
  ])
  func rejectsGarbageAsMalformed(text: String) {
    #expect(
      throws: ValueError.malformed(
        item: .rest, text: text, expected: "a time like 90, 90s, 1:30, 1m30s, 45m or 1h5m")
    ) {
      try rest.parse(text)
    }
  }

  @Test func rejectsARestLongerThanAnHour() {
    #expect(
      throws: ValueError.invalid(item: .rest, reason: "must be between 0:00 and 1:00:00, not 2h")
    ) {
      try rest.parse("2h")
    }
  }

  @Test func rejectsFractionsOfASecond() {
    #expect(throws: ValueError.invalid(item: .rest, reason: "must be a whole number, not 30.5")) {
      try rest.parse("30.5")
    }
  }

  @Test func rejectsANegativeTime() {
    #expect(throws: ValueError.self) { try rest.parse("-90") }
  }

  @Test func formatsTimesForPeople() {
    #expect(rest.format(45) == "0:45")
    #expect(rest.format(90) == "1:30")
    #expect(duration.format(45) == "0:45")
    #expect(duration.format(3723) == "1:02:03")
  }
}

@Suite struct DistanceAndSpeedValueTests {
  let distance = builtInItem(.distance)
  let speed = builtInItem(.speed)

  @Test(arguments: [("5", 5.0), ("5km", 5), ("5 km", 5), ("800m", 0.8), ("5.25", 5.25)])
  func parsesDistances(text: String, expected: Double) throws {
    #expect(try distance.parse(text) == expected)
  }

  @Test func convertsMilesToKilometres() throws {
    // 3.1 × 1.609344 = 4.9889664 exactly; the double nearest it, not the product's noise.
    #expect(try distance.parse("3.1mi") == 4.988_966_4)
  }

  @Test(arguments: ["5 miles", "abc", "5kmm", "km"])
  func rejectsGarbageDistancesAsMalformed(text: String) {
    #expect(
      throws: ValueError.malformed(
        item: .distance, text: text, expected: "a distance like 5, 5km, 800m or 3.1mi")
    ) {
      try distance.parse(text)
    }
  }

  @Test func rejectsANegativeDistance() {
    #expect(
      throws: ValueError.invalid(
        item: .distance, reason: "must be between 0 km and 1000 km, not -1")
    ) {
      try distance.parse("-1")
    }
  }

  @Test(arguments: [("10", 10.0), ("10km/h", 10), ("10kph", 10), ("12.5", 12.5)])
  func parsesSpeeds(text: String, expected: Double) throws {
    #expect(try speed.parse(text) == expected)
  }

  @Test func convertsMilesPerHour() throws {
    #expect(try speed.parse("6mph") == 6 * 1.609_344)
  }

  @Test func formatsDistancesAndSpeedsForPeople() {
    #expect(distance.format(0.8) == "0.8 km")
    #expect(distance.format(3.1 * 1.609_344) == "4.989 km")
    #expect(speed.format(10) == "10 km/h")
  }
}

@Suite struct CountValueTests {
  let reps = builtInItem(.reps)
  let rpe = builtInItem(.rpe)
  let incline = builtInItem(.incline)

  @Test func parsesReps() throws {
    #expect(try reps.parse("10") == 10)
    #expect(try reps.parse("1e3") == 1000)
  }

  @Test func rejectsNegativeReps() {
    #expect(throws: ValueError.invalid(item: .reps, reason: "must be between 0 and 1000, not -1")) {
      try reps.parse("-1")
    }
  }

  @Test func rejectsFractionalReps() {
    #expect(throws: ValueError.invalid(item: .reps, reason: "must be a whole number, not 10.5")) {
      try reps.parse("10.5")
    }
  }

  @Test(arguments: ["1e9", "1001", "inf"])
  func rejectsRepsOutOfRange(text: String) {
    let error = #expect(throws: ValueError.self) { try reps.parse(text) }
    guard case .invalid(.reps, let reason)? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("must be between 0 and 1000"))
  }

  @Test(arguments: ["ten", "10reps", "", "1,000"])
  func rejectsGarbageRepsAsMalformed(text: String) {
    #expect(throws: ValueError.malformed(item: .reps, text: text, expected: "a number")) {
      try reps.parse(text)
    }
  }

  @Test func rpeGoesInHalves() throws {
    #expect(try rpe.parse("8.5") == 8.5)
    #expect(throws: ValueError.invalid(item: .rpe, reason: "goes in steps of 0.5, not 8.3")) {
      try rpe.parse("8.3")
    }
  }

  @Test func rpeRunsFromOneToTen() {
    #expect(throws: ValueError.self) { try rpe.parse("0") }
    #expect(throws: ValueError.self) { try rpe.parse("10.5") }
    #expect(throws: Never.self) { try rpe.parse("1") }
  }

  @Test func inclineAcceptsPercentAndNegativeValues() throws {
    #expect(try incline.parse("2.5%") == 2.5)
    #expect(try incline.parse("-10") == -10)
    #expect(throws: ValueError.invalid(item: .incline, reason: "goes in steps of 0.5%, not 2.3")) {
      try incline.parse("2.3")
    }
    #expect(throws: ValueError.self) { try incline.parse("-11") }
  }

  @Test func formatsCountsForPeople() {
    #expect(reps.format(10) == "10")
    #expect(incline.format(2.5) == "2.5%")
  }
}
