import Testing

@testable import WorkoutCore

@Suite struct ChartSeriesTests {
  func value(_ date: String, _ value: Double) -> DatedValue {
    DatedValue(date: day(date), value: value)
  }

  func point(_ date: String, _ days: Int, _ value: Double?) -> ChartPoint {
    ChartPoint(date: day(date), days: days, value: value)
  }

  /// Values 1 to `count` on the days from 2024-01-01 on, each the day of the month.
  func everyDay(_ count: Int) -> [DatedValue] {
    (1...count).map { DatedValue(date: day("2024-01-01").adding(days: $0 - 1), value: Double($0)) }
  }

  // MARK: - Buckets

  @Test func averagingPutsTheRemainderInTheOldestBucket() {
    let points = ChartSeries.points(
      everyDay(10), from: day("2024-01-01"), to: day("2024-01-10"), avg: 3, fill: true)
    // 10 days in threes from the newest: [1] [2 3 4] [5 6 7] [8 9 10].
    #expect(
      points == [
        point("2024-01-01", 1, 1), point("2024-01-04", 3, 3), point("2024-01-07", 3, 6),
        point("2024-01-10", 3, 9),
      ])
  }

  @Test func daysThatDivideEvenlyMakeWholeBuckets() {
    let points = ChartSeries.points(
      everyDay(9), from: day("2024-01-01"), to: day("2024-01-09"), avg: 3, fill: true)
    #expect(
      points == [
        point("2024-01-03", 3, 2), point("2024-01-06", 3, 5), point("2024-01-09", 3, 8),
      ])
  }

  @Test func averageOneIsOnePointPerDay() {
    let points = ChartSeries.points(
      everyDay(3), from: day("2024-01-01"), to: day("2024-01-03"), avg: 1, fill: false)
    #expect(
      points == [point("2024-01-01", 1, 1), point("2024-01-02", 1, 2), point("2024-01-03", 1, 3)])
  }

  @Test func anAverageBelowOneCountsAsOne() {
    let points = ChartSeries.points(
      everyDay(2), from: day("2024-01-01"), to: day("2024-01-02"), avg: 0, fill: false)
    #expect(points == [point("2024-01-01", 1, 1), point("2024-01-02", 1, 2)])
  }

  @Test func aBucketLongerThanTheRangeHoldsEveryDay() {
    let points = ChartSeries.points(
      everyDay(4), from: day("2024-01-01"), to: day("2024-01-04"), avg: 9, fill: false)
    #expect(points == [point("2024-01-04", 4, 2.5)])
  }

  // MARK: - Gaps

  @Test func fillCarriesTheLastValueIntoDaysWithout() {
    let values = [value("2024-01-01", 60), value("2024-01-04", 70)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-05"), avg: 1, fill: true)
    #expect(points.map(\.value) == [60, 60, 60, 70, 70])
  }

  @Test func withoutFillDaysWithoutAValueStayEmpty() {
    let values = [value("2024-01-01", 60), value("2024-01-04", 70)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-05"), avg: 1, fill: false)
    #expect(points.map(\.value) == [60, nil, nil, 70, nil])
  }

  @Test func filledDaysCountInTheBucketMean() {
    // Days: [-, 60, 60 | 60, 90, 90]; the first day is before any value.
    let values = [value("2024-01-02", 60), value("2024-01-05", 90)]
    let filled = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-06"), avg: 3, fill: true)
    #expect(filled == [point("2024-01-03", 3, 60), point("2024-01-06", 3, 80)])
    let unfilled = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-06"), avg: 3, fill: false)
    #expect(unfilled == [point("2024-01-03", 3, 60), point("2024-01-06", 3, 90)])
  }

  @Test func withoutFillABucketWithNoValueIsNil() {
    let points = ChartSeries.points(
      [value("2024-01-01", 50)], from: day("2024-01-01"), to: day("2024-01-06"), avg: 3,
      fill: false)
    #expect(points == [point("2024-01-03", 3, 50), point("2024-01-06", 3, nil)])
  }

  @Test func theNewestValueBeforeTheRangeCarriesIn() {
    let values = [
      value("2024-01-03", 60), value("2023-12-31", 57.5), value("2023-12-30", 55),
    ]
    let filled = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-04"), avg: 1, fill: true)
    #expect(filled.map(\.value) == [57.5, 57.5, 60, 60])
    let unfilled = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-04"), avg: 1, fill: false)
    #expect(unfilled.map(\.value) == [nil, nil, 60, nil])
  }

  @Test func aBreakOfWeeksIsAGapNotTheLastValueCarriedAcross() {
    // Squats on Jan 1 and Feb 1: a break of 30 days. The value carries 14 days, then stops.
    let values = [value("2024-01-01", 100), value("2024-02-01", 60)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-02-01"), avg: 1, fill: true)
    let filled = points.map(\.value)
    #expect(filled[0...14].allSatisfy { $0 == 100 })
    #expect(filled[15...30].allSatisfy { $0 == nil })
    #expect(filled[31] == 60)
    #expect(ChartSeries.carryDays(avg: 1) == 14)
    // Buckets of 27 days carry a value 27 days: the break is bridged at that scale.
    #expect(ChartSeries.carryDays(avg: 27) == 27)
    let coarse = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-02-01"), avg: 27, fill: true)
    #expect(coarse.allSatisfy { $0.value != nil })
  }

  @Test func valuesAfterTheRangeAreIgnored() {
    let values = [value("2024-01-01", 40), value("2024-01-03", 100)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-02"), avg: 1, fill: true)
    #expect(points.map(\.value) == [40, 40])
  }

  @Test func theOrderOfTheValuesDoesNotMatter() {
    let values = everyDay(10)
    let sorted = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-10"), avg: 3, fill: false)
    let reversed = ChartSeries.points(
      values.reversed(), from: day("2024-01-01"), to: day("2024-01-10"), avg: 3, fill: false)
    #expect(sorted == reversed)
  }

  @Test func aRepeatedDateCountsItsLargestValue() {
    let values = [value("2024-01-01", 60), value("2024-01-01", 80), value("2024-01-01", 70)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-01"), avg: 1, fill: false)
    #expect(points == [point("2024-01-01", 1, 80)])
  }

  @Test func valuesThatAreNotFiniteAreIgnored() {
    let values = [value("2024-01-01", 60), value("2024-01-02", .nan)]
    let points = ChartSeries.points(
      values, from: day("2024-01-01"), to: day("2024-01-02"), avg: 1, fill: true)
    #expect(points.map(\.value) == [60, 60])
  }

  // MARK: - Calendar

  @Test func aLeapDayIsADayOfItsOwn() {
    let values = [value("2024-02-27", 80), value("2024-02-29", 100)]
    let points = ChartSeries.points(
      values, from: day("2024-02-27"), to: day("2024-03-02"), avg: 1, fill: true)
    #expect(
      points == [
        point("2024-02-27", 1, 80), point("2024-02-28", 1, 80), point("2024-02-29", 1, 100),
        point("2024-03-01", 1, 100), point("2024-03-02", 1, 100),
      ])
  }

  @Test func bucketsCountTheLeapDay() {
    // 2024-02-24 … 03-02 is 8 days: [24 25] [26 27 28] [29 1 2].
    let leap = ChartSeries.points(
      [], from: day("2024-02-24"), to: day("2024-03-02"), avg: 3, fill: true)
    #expect(leap.map(\.date) == [day("2024-02-25"), day("2024-02-28"), day("2024-03-02")])
    #expect(leap.map(\.days) == [2, 3, 3])
    // 2023-02-24 … 03-02 is 7 days: [24] [25 26 27] [28 1 2].
    let common = ChartSeries.points(
      [], from: day("2023-02-24"), to: day("2023-03-02"), avg: 3, fill: true)
    #expect(common.map(\.date) == [day("2023-02-24"), day("2023-02-27"), day("2023-03-02")])
    #expect(common.map(\.days) == [1, 3, 3])
  }

  @Test func bucketsCrossTheYearEnd() {
    let points = ChartSeries.points(
      [value("2023-12-31", 50)], from: day("2023-12-30"), to: day("2024-01-02"), avg: 2,
      fill: true)
    #expect(points == [point("2023-12-31", 2, 50), point("2024-01-02", 2, 50)])
  }

  // MARK: - Edges

  @Test func oneDateIsOnePoint() {
    let points = ChartSeries.points(
      [value("2024-01-05", 42.5)], from: day("2024-01-05"), to: day("2024-01-05"), avg: 27,
      fill: true)
    #expect(points == [point("2024-01-05", 1, 42.5)])
  }

  @Test func noValuesGiveEmptyPoints() {
    let points = ChartSeries.points(
      [], from: day("2024-01-01"), to: day("2024-01-03"), avg: 1, fill: true)
    #expect(points.count == 3)
    #expect(points.allSatisfy { $0.value == nil })
  }

  @Test func aRangeThatEndsBeforeItStartsIsEmpty() {
    let points = ChartSeries.points(
      everyDay(3), from: day("2024-01-03"), to: day("2024-01-01"), avg: 1, fill: true)
    #expect(points.isEmpty)
  }
}
