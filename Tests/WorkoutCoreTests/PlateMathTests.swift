import Testing

@testable import WorkoutCore

/// Plate math on the standard bars and plates, and on small sets that make the edge cases.
@Suite struct PlateMathTests {
  let kilograms = PlateMath(bar: Bar(20, .kilogram), plates: .kilograms)
  let pounds = PlateMath(bar: Bar(45, .pound), plates: .pounds)

  func plates(_ text: String, _ unit: Unit = .kilogram) throws -> PlateSet {
    try PlateSet.parse(text, bareUnit: unit)
  }

  // MARK: - Fewest plates

  @Test func anExactWeightLoadsWithTheFewestPlatesHeaviestFirst() {
    let fit = kilograms.fit(102.5)
    #expect(fit.isExact)
    #expect(fit.exact?.perSide == [25, 15, 1.25])
    #expect(fit.exact?.total == 102.5)
    #expect(fit.below == nil && fit.above == nil)
  }

  @Test func theHeaviestPlatesAreUsedAsMuchAsTheFewestAllow() {
    // 30 a side is 25+5, 20+10 or 15+15: two plates each; the heaviest go on.
    #expect(kilograms.fit(80).exact?.perSide == [25, 5])
    #expect(kilograms.fit(140).exact?.perSide == [25, 25, 10])
  }

  @Test func theBarAloneIsAnEmptyLoading() {
    let fit = kilograms.fit(20)
    #expect(fit.exact == BarLoading(unit: .kilogram, bar: 20, perSide: []))
    #expect(fit.exact?.isEmptyBar == true)
  }

  @Test func poundsStayExactInPounds() {
    let fit = pounds.fit(kilograms: Unit.pound.canonical(225))
    #expect(fit.unit == .pound)
    #expect(fit.weight == 225)
    #expect(fit.exact?.perSide == [45, 45])
    #expect(pounds.fit(kilograms: Unit.pound.canonical(185)).exact?.perSide == [45, 25])
  }

  @Test func limitedCountsAreRespected() throws {
    // One pair of 20: 40 a side needs 25+15, not 20+20 twice.
    let math = PlateMath(bar: Bar(20, .kilogram), plates: try plates("20x2,25x2,15x2,10x2"))
    #expect(math.fit(100).exact?.perSide == [25, 15])
    #expect(math.fit(120).exact?.perSide == [25, 15, 10])
  }

  // MARK: - Not exact

  @Test func anInexactWeightGivesTheNearestEitherSide() {
    let fit = kilograms.fit(101)
    #expect(!fit.isExact)
    #expect(fit.below?.total == 100)
    #expect(fit.below?.perSide == [25, 15])
    #expect(fit.above?.total == 102.5)
    #expect(fit.above?.perSide == [25, 15, 1.25])
    #expect(fit.nearest?.total == 100)
  }

  @Test func aTieGoesToTheLighterWeight() {
    #expect(kilograms.fit(101.25).nearest?.total == 100)
    #expect(kilograms.fit(101.5).nearest?.total == 102.5)
  }

  @Test func aWeightBelowTheBarHasOnlyTheEmptyBarAbove() {
    let fit = kilograms.fit(15)
    #expect(fit.isBelowBar)
    #expect(fit.below == nil)
    #expect(fit.above == BarLoading(unit: .kilogram, bar: 20, perSide: []))
    #expect(fit.nearest?.isEmptyBar == true)
  }

  @Test func aWeightBeyondThePlatesGivesTheHeaviestLoadable() {
    let fit = kilograms.fit(500)
    #expect(fit.isBeyondPlates)
    #expect(fit.above == nil)
    #expect(fit.below == kilograms.heaviest)
    #expect(fit.below?.total == 467.5)
    #expect(pounds.heaviest.total == 940)
  }

  @Test func hugeAndOddWeightsNeverCrash() {
    for weight in [1e300, -1e300, .infinity, -.infinity, .nan, 0, -5] {
      let fit = kilograms.fit(weight)
      #expect(fit.nearest != nil, "\(weight)")
    }
  }

  @Test func oddCountsLeaveTheOddPlateOff() throws {
    // 3 of 25 is one a side: 25+25 a side cannot be loaded.
    let math = PlateMath(bar: Bar(20, .kilogram), plates: try plates("25x3,5x2"))
    #expect(math.fit(70).exact?.perSide == [25])
    #expect(!math.fit(120).isExact)
    #expect(math.heaviest.perSide == [25, 5])
  }

  @Test func aBarInTheOtherUnitIsRoundedToThePlatesStep() {
    #expect(Bar(kilograms: 10).weight(in: .pound) == 22)
    #expect(Bar(45, .pound).weight(in: .kilogram) == 20.41)
    let math = PlateMath(bar: Bar(kilograms: 10), plates: .pounds)
    #expect(math.fit(42).exact?.perSide == [10])
  }

  // MARK: - From set to set

  @Test func theNextWeightKeepsTheInnerPlatesAndAddsOutside() {
    let first = kilograms.fit(100).exact!
    let next = kilograms.loading(105, after: first)
    #expect(next?.perSide == [25, 15, 2.5])
    #expect(first.change(to: next!) == PlateChange(removed: [], added: [2.5]))
  }

  @Test func fewestChangesBeatFewestPlates() {
    // 25+15 to 45 a side: fewest plates is 25+20 (2 changes); adding 5 is one.
    let before = BarLoading(unit: .kilogram, bar: 20, perSide: [25, 15])
    let next = kilograms.loading(110, after: before)
    #expect(next?.perSide == [25, 15, 5])
    #expect(before.change(to: next!).count == 1)
  }

  @Test func platesComeOffFromTheOutsideIn() {
    let before = BarLoading(unit: .kilogram, bar: 20, perSide: [25, 15, 1.25])
    let next = kilograms.loading(90, after: before)!
    // 35 a side: take off 1.25 and 15, put on 10: three changes.
    #expect(next.perSide == [25, 10])
    #expect(before.change(to: next) == PlateChange(removed: [1.25, 15], added: [10]))
  }

  @Test func noPlateGoesOnOutsideALighterOne() {
    // A ramp: 15+2.5 a side, then 140 kg. Keeping the 15 and adding 25+20 outside it would be
    // fewer changes, but the heaviest plates go inside: it is loaded afresh.
    let before = BarLoading(unit: .kilogram, bar: 20, perSide: [15, 2.5])
    let next = kilograms.loading(140, after: before)!
    #expect(next.perSide == [25, 25, 10])
    for weight in stride(from: 20.0, through: 200, by: 2.5) {
      let loading = kilograms.loading(weight, after: before)
      #expect(loading?.perSide == loading?.perSide.sorted(by: >), "\(weight) kg")
    }
  }

  @Test func aTieInChangesGoesToTheFewestPlates() throws {
    let math = PlateMath(bar: Bar(20, .kilogram), plates: try plates("20x2,10x2,5x2,2.5x2,1.25x4"))
    let before = BarLoading(unit: .kilogram, bar: 20, perSide: [10, 1.25])
    // 15 a side: add 2.5 and 1.25 (2 changes, 4 plates), or take off 1.25 and put on 5
    // (2 changes, 2 plates).
    #expect(math.loading(50, after: before)?.perSide == [10, 5])
  }

  @Test func aStepToAnInexactWeightLoadsTheNearest() {
    let first = kilograms.step(to: 100, after: nil)
    #expect(first.change == nil)
    #expect(first.loading.perSide == [25, 15])
    let second = kilograms.step(to: 103, after: first.loading)
    #expect(!second.fit.isExact)
    #expect(second.loading.total == 102.5)
    #expect(second.change == PlateChange(removed: [], added: [1.25]))
  }

  @Test func aPreviousLoadingOfAnotherBarStartsFromFewestPlates() {
    let ezBar = BarLoading(unit: .kilogram, bar: 10, perSide: [25])
    #expect(kilograms.loading(70, after: ezBar)?.perSide == [25])
  }

  // MARK: - For the warm-up ramp

  @Test func nearestLoadableRoundsToAWeightThatLoads() {
    #expect(PlateMath.nearestLoadable(56, bar: 20, plates: .kilograms) == 55)
    #expect(PlateMath.nearestLoadable(84, bar: 20, plates: .kilograms) == 85)
    #expect(PlateMath.nearestLoadable(10, bar: 20, plates: .kilograms) == 20)
    #expect(PlateMath.nearestLoadable(900, bar: 20, plates: .kilograms) == 467.5)
    let bar = Unit.pound.canonical(45)
    #expect(
      PlateMath.nearestLoadable(Unit.pound.canonical(136), bar: bar, plates: .pounds)
        == Unit.pound.canonical(135))
  }
}
