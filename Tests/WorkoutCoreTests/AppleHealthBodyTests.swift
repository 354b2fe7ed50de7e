import Foundation
import Testing

@testable import WorkoutCore

/// The body Records of the invented `apple-health-body.xml`, read in chunks of `chunk` bytes.
private func bodyLog(chunk: Int = 4096) throws -> ForeignLog {
  let bytes = try ImportFixture.bytes("apple-health-body.xml")
  let chunks = stride(from: 0, to: bytes.count, by: chunk).map {
    Array(bytes[$0..<min($0 + chunk, bytes.count)])
  }
  return try AppleHealthImport.read(chunks: chunks.makeIterator())
}

/// `body` under an export's root, read.
private func health(_ body: String) throws -> ForeignLog {
  let text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n\(body)\n</HealthData>\n"
  return try AppleHealthImport.read(bytes: Array(text.utf8))
}

@Suite struct AppleHealthBodyTests {
  @Test(arguments: [1, 7, 64, 4096])
  func bodyRecordsBecomeBodyValuesInCanonicalUnits(chunk: Int) throws {
    let log = try bodyLog(chunk: chunk)
    let read = log.body.map { "\($0.date) \($0.measure.name) \($0.value)" }
    #expect(
      read == [
        "2024-03-09 weight 80.2",
        // 0.185 is a fraction: 18.5 %
        "2024-03-09 fat 18.5",
        "2024-03-09 waist 86.5",
        // 176.4 lb × 0.45359237 = 80.013694068 kg
        "2024-03-10 weight \(Unit.toTenDecimals(176.4 * 0.45359237))",
        // 21 is over 1: already a percentage
        "2024-03-10 fat 21.0",
        // 34 in × 2.54 = 86.36 cm
        "2024-03-10 waist \(Unit.toTenDecimals(34 * 2.54))",
        // 2.9 ft × 12 × 2.54 = 88.392 cm (its type after another attribute)
        "2024-03-11 waist \(Unit.toTenDecimals(2.9 * 12 * 2.54))",
        // 0.87 m = 87 cm
        "2024-03-12 waist 87.0",
        "2024-11-03 weight 80.0",
        "2024-11-03 weight 79.6",
      ])
    #expect(abs(log.body[3].value - 80.013694068) < 1e-9)
    #expect(log.workouts.count == 1)
    // The unknown unit is said, with its line; the step count and heart rate are not read.
    let line =
      try #require(
        String(decoding: try ImportFixture.bytes("apple-health-body.xml"), as: UTF8.self)
          .split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains(#"unit="st""#) }) + 1
    #expect(
      log.skipped.map(\.reason) == [#"BodyMass unit "st" is not kg or lb; left out"#])
    #expect(log.skipped.map(\.line) == [line])
  }

  @Test func theLatestStartDateOfADateWinsAcrossAChangeOfOffset() throws {
    // 01:30 -0400 is 05:30 UTC; 01:10 -0500, after the clocks go back, is 06:10 UTC: later.
    let (values, folded) = BodyImport.folded(try bodyLog().body)
    #expect(folded == 1)
    #expect(values.filter { $0.date == LocalDate("2024-11-03") }.map(\.value) == [79.6])
  }

  @Test(arguments: [false, true])
  func theLastOfADateIsTheLatestInstantWhateverItsOffset(lateFirst: Bool) throws {
    // Both on 2024-03-10 as written. 23:30 -0500 is 2024-03-11 04:30 UTC; 01:00 +0100 is
    // 2024-03-10 00:00 UTC, 28 h 30 min earlier: 81.4 wins wherever it stands in the file.
    let late =
      #" <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-03-10 23:30:00 -0500" value="81.4"/>"#
    let early =
      #" <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-03-10 01:00:00 +0100" value="80.9"/>"#
    let log = try health(lateFirst ? late + "\n" + early : early + "\n" + late)
    #expect(log.body.map(\.date) == [LocalDate("2024-03-10"), LocalDate("2024-03-10")])
    let seconds = Dictionary(uniqueKeysWithValues: log.body.map { ($0.value, $0.second) })
    // Seconds after 2024-03-10 00:00 UTC: 23:30 + 5 h and 01:00 - 1 h.
    #expect(seconds[81.4] == 23 * 3600 + 1800 + 5 * 3600)
    #expect(seconds[80.9] == 0)
    let (values, folded) = BodyImport.folded(log.body)
    #expect(folded == 1)
    #expect(values.map(\.value) == [81.4])
  }

  @Test func theDateIsTheStartDatesOwnAsWritten() throws {
    let log = try health(
      #" <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-01-01 23:30:00 -0800" value="81"/>"#
    )
    // 2024-01-02 07:30 UTC, but the date written is 2024-01-01.
    #expect(log.body.map(\.date) == [LocalDate("2024-01-01")])
  }

  @Test func aBadValueOrDateOrOutOfRangeIsLeftOutAndSaidSo() throws {
    let at = #"startDate="2024-01-01 07:00:00 +0000""#
    let log = try health(
      """
       <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" \(at) value="heavy"/>
       <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="yesterday" value="80"/>
       <Record type="HKQuantityTypeIdentifierBodyFatPercentage" unit="count" \(at) value="0.2"/>
       <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" \(at) value="9000"/>
      """)
    #expect(log.body.isEmpty)
    #expect(log.skipped.map(\.line) == [3, 4, 5, 6])
    #expect(log.skipped[0].reason == #"BodyMass value "heavy" is not a number; left out"#)
    #expect(log.skipped[1].reason.hasPrefix(#"BodyMass startDate "yesterday" is not a date"#))
    #expect(log.skipped[2].reason == #"BodyFatPercentage unit "count" is not %; left out"#)
    #expect(log.skipped[3].reason.hasPrefix("BodyMass out of range (weight must be between"))
  }

  @Test func otherRecordsAreNotDecodedEvenWhenBroken() throws {
    // Passed over by the bytes of their type: the bad reference and `<` are never read.
    let log = try health(
      """
       <Record type="HKQuantityTypeIdentifierBodyMassIndex" value="<no>" unit="&bogus;"/>
       <Record type="HKQuantityTypeIdentifierBodyMas" value="<no>"/>
       <Record type='HKQuantityTypeIdentifierBodyMass' unit='kg' startDate='2024-01-01 07:00:00 +0000' value='70'/>
      """)
    #expect(log.body.map(\.value) == [70])
    #expect(log.skipped.isEmpty)
  }
}
