import Testing

@testable import WorkoutCore

/// The settings text of plates and bars: reading, writing and refusing.
@Suite struct PlateSetTests {
  @Test func readsWeightTimesCountWithABareWeightForAPair() throws {
    let set = try PlateSet.parse("25x8, 20 , 1.25×2,5*4", bareUnit: .kilogram)
    #expect(set.unit == .kilogram)
    #expect(
      set.plates == [
        .init(weight: 25, count: 8), .init(weight: 20, count: 2), .init(weight: 5, count: 4),
        .init(weight: 1.25, count: 2),
      ])
    #expect(set.text == "25x8,20x2,5x4,1.25x2 kg")
  }

  @Test func aTrailingUnitWinsOverTheBareUnit() throws {
    #expect(try PlateSet.parse("45x8,25x2 lb", bareUnit: .kilogram).unit == .pound)
    #expect(try PlateSet.parse("45x8,25x2LBS", bareUnit: .kilogram).unit == .pound)
    #expect(try PlateSet.parse("20x4kg", bareUnit: .pound).unit == .kilogram)
    #expect(try PlateSet.parse("45x8", bareUnit: .pound).text == "45x8 lb")
  }

  @Test func theTextReadsBackTheSame() throws {
    for set in [PlateSet.kilograms, .pounds] {
      #expect(try PlateSet.parse(set.text, bareUnit: .kilogram) == set)
    }
    #expect(PlateSet.kilograms.text == "25x12,20x4,15x2,10x2,5x2,2.5x2,1.25x2 kg")
    #expect(PlateSet.pounds.text == "45x16,35x2,25x2,10x4,5x2,2.5x2 lb")
  }

  @Test func oddCountsAreKeptAndNamed() throws {
    let set = try PlateSet.parse("25x7,10x2,5x1", bareUnit: .kilogram)
    #expect(set.unpaired == [25, 5])
    #expect(set.plates.map(\.perSide) == [3, 1, 0])
  }

  @Test(arguments: [
    ("", "plates: '' is not a list of plates"),
    ("kg", "plates: 'kg' is not a list of plates"),
    ("25y8", "plates: '25y8' is not a list of plates"),
    ("25x8,,20", "plates: '' is not a list of plates"),
    ("25x2.5", "plates: '25x2.5' is not"),
    ("25x\u{7}", "is not a list of plates"),
    ("0x2", "plates: a plate weighs more than 0 and at most 100 kg, not 0"),
    ("-5x2", "not -5"),
    ("nan", "not nan"),
    ("1e9x2", "at most 100 kg"),
    ("1.255x2", "plate weights go in steps of 0.01, not 1.255"),
    ("25x0", "a count is 1 to 100 pieces, not 0 (of 25)"),
    ("25x-2", "not -2"),
    ("25x101", "not 101"),
    ("25x99999999999999999999999", "is not a list of plates"),
    ("25x2,25x4", "25 kg is listed twice"),
    ("25x1,20x1", "no weight has a pair"),
    ("100x100,99x100", "at most 5000 kg of plates in all"),
  ])
  func badPlatesAreRefused(text: String, message: String) {
    #expect {
      try PlateSet.parse(text, bareUnit: .kilogram)
    } throws: { error in
      (error as? PlateError)?.message.contains(message) == true
    }
  }

  @Test func atMostTwentyWeights() {
    let text = (1...21).map { "\($0)x2" }.joined(separator: ",")
    #expect(
      throws: PlateError.invalid(what: "plates", reason: "at most 20 different weights, not 21")
    ) {
      try PlateSet.parse(text, bareUnit: .kilogram)
    }
  }

  // MARK: - Bars

  @Test func readsABarInTheUnitTypedElseTheBareUnit() throws {
    #expect(try Bar.parse("20", bareUnit: .kilogram) == Bar(20, .kilogram))
    #expect(try Bar.parse("45", bareUnit: .pound) == Bar(45, .pound))
    #expect(try Bar.parse("45lb", bareUnit: .kilogram) == Bar(45, .pound))
    #expect(try Bar.parse(" 15 KG ", bareUnit: .pound) == Bar(15, .kilogram))
    #expect(Bar(45, .pound).text == "45lb")
    #expect(Bar(15.5, .kilogram).text == "15.5kg")
    #expect(Bar(45, .pound).kilograms == Unit.pound.canonical(45))
  }

  @Test(arguments: [
    ("bar", "bar: 'bar' is not a bar weight like 20, 15kg or 45lb"),
    ("20x2", "is not a bar weight"),
    ("0", "a bar weighs more than 0 and at most 100 kg, not 0"),
    ("-20", "not -20"),
    ("101kg", "not 101kg"),
    ("999999999999999999lb", "at most 100 kg"),
    ("nan", "not nan"),
    ("20.001", "a bar weight goes in steps of 0.01, not 20.001"),
  ])
  func badBarsAreRefused(text: String, message: String) {
    #expect {
      try Bar.parse(text, bareUnit: .kilogram)
    } throws: { error in
      (error as? PlateError)?.message.contains(message) == true
    }
  }
}
