import Testing
import WorkoutCore

@testable import WorkoutCLI

@Suite struct BarChartTests {
  let unicode = Style(mode: .never, isTerminal: true, environment: ["TERM": "xterm"])
  let ascii = Style(mode: .never, isTerminal: false, environment: [:])

  /// One point a day from 2024-01-01 on, one per value.
  func daily(_ values: [Double?]) -> [ChartPoint] {
    values.enumerated().map { offset, value in
      ChartPoint(date: LocalDate("2024-01-01")!.adding(days: offset), days: 1, value: value)
    }
  }

  // MARK: - Bars

  @Test func unicodeBarsEndInEighthBlocksAndNilIsAnEmptyColumn() {
    let chart = BarChart(
      title: "Bench Press — top weight, kg", points: daily([10, 33, nil, 50, 0.5]))
    #expect(
      chart.lines(width: 40, style: unicode) == [
        "Bench Press — top weight, kg",
        "50 ┤       █",
        "45 ┤       █",
        "40 ┤       █",
        "35 ┤   ▅   █",
        "30 ┤   █   █",
        "25 ┤   █   █",
        "20 ┤   █   █",
        "15 ┤   █   █",
        "10 ┤ █ █   █",
        " 5 ┤ █ █   █ ▁",
        " 0 ┼─────────┬",
        "    2024-01-05",
      ])
  }

  @Test func asciiBarsRoundToWholeRows() {
    let chart = BarChart(
      title: "Bench Press - top weight, kg", points: daily([10, 33, nil, 50, 0.5]))
    #expect(
      chart.lines(width: 40, style: ascii) == [
        "Bench Press - top weight, kg",
        "50 |       #",
        "45 |       #",
        "40 |       #",
        "35 |   #   #",
        "30 |   #   #",
        "25 |   #   #",
        "20 |   #   #",
        "15 |   #   #",
        "10 | # #   #",
        " 5 | # #   # #",
        " 0 +---------+",
        "    2024-01-05",
      ])
  }

  @Test func annotationsWidenTheColumnsAndGetALineOfTheirOwn() {
    // The lowest below half the highest: the axis starts at 0.
    var chart = BarChart(title: "Squat - top weight, kg", points: daily([25, 50, 60]))
    chart.annotations = [8, 12, nil]
    #expect(
      chart.lines(width: 40, style: ascii) == [
        "Squat - top weight, kg",
        "  60 |       ##",
        "  54 |       ##",
        "  48 |    ## ##",
        "  42 |    ## ##",
        "  36 |    ## ##",
        "  30 |    ## ##",
        "  24 | ## ## ##",
        "  18 | ## ## ##",
        "  12 | ## ## ##",
        "   6 | ## ## ##",
        "   0 +-------+-",
        "reps    8 12",
        "    2024-01-03",
      ])
  }

  // MARK: - Numbers

  @Test func repsAreNumbersAtTheirHeightNotBars() {
    let chart = BarChart(
      title: "Pull-up - reps", points: daily([8, 10, 12, nil, 6]), numbers: true)
    #expect(
      chart.lines(width: 40, style: ascii) == [
        "Pull-up - reps",
        "20 |",
        "18 |",
        "16 |",
        "14 |",
        "12 |       12",
        "10 |    10",
        " 8 |  8",
        " 6 |              6",
        " 4 |",
        " 2 |",
        " 0 +-------------+-",
        "        2024-01-05",
      ])
  }

  // MARK: - Width

  @Test func theNewestPointsThatFitAreShownWithANoteOnTheRest() {
    let chart = BarChart(title: "Squat", points: daily((1...12).map { Double($0) }))
    #expect(
      chart.lines(width: 20, style: unicode) == [
        "Squat",
        "20 ┤",
        "18 ┤",
        "16 ┤",
        "14 ┤",
        "12 ┤             ▄ █",
        "10 ┤         ▄ █ █ █",
        " 8 ┤     ▄ █ █ █ █ █",
        " 6 ┤ ▄ █ █ █ █ █ █ █",
        " 4 ┤ █ █ █ █ █ █ █ █",
        " 2 ┤ █ █ █ █ █ █ █ █",
        " 0 ┼───────────────┬",
        "          2024-01-12",
        "4 older points left",
        "out: --avg 3, 9 or",
        "27 fits more in,",
        "--from and --to pick",
        "the dates.",
      ])
  }

  /// 55 and 57.5 kg draw bars of different heights: the axis starts near the data, at a label
  /// of its own, and a last line says so.
  @Test func theAxisStartsNearDataFarAboveZero() throws {
    let chart = BarChart(title: "Bench", points: daily([55, 57.5, 60]))
    let lines = chart.lines(width: 40, style: ascii)
    let axis = try #require(lines.firstIndex { $0.contains("+-") })
    let base = lines[axis].split(separator: " ").first.map(String.init) ?? ""
    #expect(Double(base).map { $0 > 50 && $0 < 55 } == true, "\(lines)")
    #expect(lines.last == "the y-axis starts at \(base), not 0", "\(lines)")
    // Each bar's height in rows: the columns after `| `, one point every two.
    let bars = lines[1..<axis].map { Array($0.split(separator: "|", maxSplits: 1)[1].dropFirst()) }
    let heights = [0, 2, 4].map { column in
      bars.filter { column < $0.count && $0[column] == "#" }.count
    }
    #expect(heights[0] > 0 && heights[0] < heights[1] && heights[1] < heights[2], "\(lines)")
    // The lowest below half the highest: the axis starts at 0.
    let low = BarChart(title: "Bench", points: daily([20, 57.5, 60]))
    #expect(!low.lines(width: 40, style: ascii).contains { $0.contains("y-axis starts") })
  }

  @Test func fiftyPointsInFortyColumnsShowTheNewestSeventeen() {
    let chart = BarChart(title: "Squat", points: daily((0..<50).map { Double($0 * 2) }))
    let lines = chart.lines(width: 40, style: unicode)
    // 3 label columns and the axis leave 35, two per point; the newest 17 (66 to 98) lie far
    // above 0, so the axis starts at 50.
    #expect(lines[1] == "100 ┤                               ▂ ▅")
    #expect(lines[11] == " 50 ┼─┬───────────────────────────────┬")
    #expect(lines[12] == "      2024-02-03             2024-02-19")
    #expect(
      lines[13...] == [
        "33 older points left out: --avg 3, 9 or", "27 fits more in, --from and --to pick",
        "the dates.", "the y-axis starts at 50, not 0",
      ])
    #expect(lines.allSatisfy { displayWidth($0) <= 40 })
  }

  @Test func theNoteOffersOnlyLongerAverages() {
    let points = (0..<40).map {
      ChartPoint(date: LocalDate("2024-01-27")!.adding(days: 9 * $0), days: 9, value: 10)
    }
    let lines = BarChart(title: "Squat", points: points).lines(width: 80, style: ascii)
    #expect(
      lines.contains(
        "2 older points left out: --avg 27 fits more in, --from and --to pick the dates."))
  }

  @Test(arguments: [1, 2, 5, 9, 14, 20, 33, 80, 200])
  func noLineIsWiderThanTheWidth(width: Int) {
    var chart = BarChart(
      title: "Deadlift — estimated 1RM, kg",
      points: daily((0..<90).map { $0 % 7 == 0 ? nil : Double($0) * 2.5 }))
    chart.annotations = (0..<90).map { $0 % 4 == 0 ? nil : $0 % 13 }
    for style in [unicode, ascii] {
      let lines = chart.lines(width: width, style: style)
      #expect(lines.count >= 13)
      #expect(lines.allSatisfy { displayWidth($0) <= width })
    }
  }

  // MARK: - Dates

  @Test func datesGoUnderTicksWithRoomBetween() {
    let chart = BarChart(title: "Squat", points: daily((1...30).map { Double($0) }))
    let lines = chart.lines(width: 80, style: unicode)
    #expect(lines[12] == "     2024-01-01    2024-01-08    2024-01-15           2024-01-30")
    let ticks = Array(lines[11]).indices.filter { Array(lines[11])[$0] == "┬" }
    #expect(ticks == [5, 19, 33, 63])
  }

  // MARK: - Edges

  @Test func allZeroValuesDrawAnAxisAndNoBars() {
    let chart = BarChart(title: "Plank", points: daily([0, 0, nil]))
    #expect(
      chart.lines(width: 40, style: unicode) == [
        "Plank", "10 ┤", " 9 ┤", " 8 ┤", " 7 ┤", " 6 ┤", " 5 ┤", " 4 ┤", " 3 ┤", " 2 ┤", " 1 ┤",
        " 0 ┼─────┬", "2024-01-03",
      ])
  }

  @Test func onlyEmptyPointsDrawAnAxisAndNoBars() {
    let chart = BarChart(title: "Plank", points: daily([nil, nil]), numbers: true)
    let lines = chart.lines(width: 40, style: ascii)
    #expect(lines[1] == "10 |")
    #expect(lines[11] == " 0 +---+")
  }

  /// The same rule as for many: one value far above 0 starts the axis near it, a step under
  /// half the top below it (100 / 10 is a step of 1, so 95 to 105), the bar at half height.
  @Test func onePointIsOneBarOnAnAxisNearIt() {
    let chart = BarChart(title: "Squat", points: daily([100]))
    let lines = chart.lines(width: 40, style: ascii)
    #expect(lines[1] == "105 |", "\(lines)")
    #expect(lines[6] == "100 | #", "\(lines)")
    #expect(lines[10] == " 96 | #", "\(lines)")
    #expect(lines[11] == " 95 +-+")
    #expect(lines[12] == "2024-01-01")
    #expect(lines.last == "the y-axis starts at 95, not 0")
    // Body weight's one bar of 81.6: a step of 1 (8.16 rounds up to 10), from 76.
    let weight = BarChart(title: "Weight", points: daily([81.6, 81.6]))
    #expect(weight.lines(width: 40, style: ascii).last == "the y-axis starts at 76, not 0")
  }

  @Test func noPointsSayThereIsNothingToChart() {
    let lines = BarChart(title: "Squat", points: []).lines(width: 40, style: unicode)
    #expect(lines == ["Squat", "no values to chart"])
  }

  @Test func theTitleIsBoldInColour() {
    let style = Style(mode: .always, isTerminal: true, environment: [:])
    let lines = BarChart(title: "Squat", points: daily([1])).lines(width: 40, style: style)
    #expect(lines[0] == "\u{1B}[1mSquat\u{1B}[0m")
  }
}

@Suite struct ChartScaleTests {
  @Test(arguments: [
    (100.0, false, 100.0), (102.5, false, 120.0), (61.25, false, 80.0), (50.0, false, 50.0),
    (12.0, false, 12.0), (12.0, true, 20.0), (8.0, true, 10.0), (0.5, true, 10.0),
    (0.0, false, 10.0), (-3.0, false, 10.0), (0.29, false, 0.3), (1_234_567.0, false, 1_500_000.0),
  ])
  func theTopIsTheSmallestNiceStepTimesTenThatReachesTheMaximum(
    maximum: Double, whole: Bool, top: Double
  ) {
    #expect(ChartScale(maximum: maximum, whole: whole).top == top)
  }

  @Test func fractionalStepsAreExactDecimals() {
    let scale = ChartScale(maximum: 2.9, whole: false)
    #expect(
      (0...10).map { "\(scale.value(atStep: $0))" } == [
        "0.0", "0.3", "0.6", "0.9", "1.2", "1.5", "1.8", "2.1", "2.4", "2.7", "3.0",
      ])
  }
}
