import Testing

@testable import WorkoutCore

/// `Figure`: the decimals of each figure worked out.
@Suite struct FigureTests {
  @Test func theNoiseOfBinaryArithmeticIsRoundedAway() {
    var json = JSONWriter(pretty: false)
    json.array { json in
      json.number(23 * 1.4, .weight)
      json.number(1632.9325319999998, .weight)
      json.number(0.4 + 0.8, .distance)
      json.number(370 / 1.2, .pace)
      json.number(23 * 1.4)
    }
    #expect(json.text == "[32.2,1632.933,1.2,308.33,32.199999999999996]\n")
  }
}
