import Testing

@testable import WorkoutCore

/// Seeded property checks: the reader's number parsing agrees with Swift's own, and every
/// number the writer formats reads back to the same bits.
@Suite struct NumberRoundTripTests {
  @Test func shortDecimalsReadAsSwiftParsesThem() throws {
    var generator = SeededGenerator(state: 42)
    for _ in 0..<20_000 {
      let digits = Int(generator.next() % 15) + 1
      let decimals = Int(generator.next() % UInt64(digits + 1))
      var text = ""
      for index in 0..<digits {
        if index == digits - decimals { text += index == 0 ? "0." : "." }
        text += String(generator.next() % 10)
      }
      while text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0.") { text.removeFirst() }
      if generator.next() % 2 == 0 { text = "-" + text }
      let read = try parseJSON(text)
      #expect(read == .number(Double(text)!), "\(text)")
      if read != .number(Double(text)!) { break }
    }
  }

  @Test func everyFormattedNumberReadsBackToTheSameBits() throws {
    var generator = SeededGenerator(state: 7)
    var checked = 0
    while checked < 20_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      checked += 1
      let text = JSONWriter.format(value)
      guard case .number(let read) = try parseJSON(text) else {
        Issue.record("\(text) did not read as a number")
        break
      }
      #expect(read.bitPattern == value.bitPattern || (read == 0 && value == 0), "\(text)")
      if read != value { break }
    }
  }

  @Test func formattedWeightsReadBackExactly() throws {
    for pounds in stride(from: 0.0, through: 1100, by: 0.5) {
      let kilograms = pounds * kilogramsPerPound
      let text = JSONWriter.format(kilograms)
      #expect(try parseJSON(text) == .number(kilograms), "\(pounds) lb as \(text)")
    }
  }
}
