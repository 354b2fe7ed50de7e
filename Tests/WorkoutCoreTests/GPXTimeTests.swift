import Testing

@testable import WorkoutCore

/// The times GPX producers write, read as seconds since 1970 UTC.
@Suite struct GPXTimeTests {
  /// 2023-05-14T06:12:09Z.
  static let instant = 1_684_044_729.0

  @Test(arguments: [
    "2023-05-14T06:12:09Z", "2023-05-14T06:12:09.000Z", "2023-05-14T08:12:09+02:00",
    "2023-05-14T01:12:09-05:00", " 2023-05-14T06:12:09Z\n", "2023-05-14T06:12:09",
    "2023-05-14 06:12:09Z", "2023-05-14t06:12:09z",
  ])
  func everyWayOfWritingTheSameInstantReadsTheSame(text: String) {
    #expect(GPXTime.seconds(text) == Self.instant)
  }

  @Test func aFractionIsKept() {
    #expect(GPXTime.seconds("2023-05-14T06:12:09.25Z") == Self.instant + 0.25)
  }

  @Test func theInt32SentinelIsBefore1970() throws {
    let seconds = try #require(GPXTime.seconds("1901-12-13T20:45:52.2073437Z"))

    #expect(seconds < 0)
    #expect(seconds.rounded(.down) == -2_147_483_648)
  }

  @Test(arguments: [
    "", "2023-05-14", "2023-05-14T06:12Z", "2023-13-01T00:00:00Z", "2023-02-29T00:00:00Z",
    "2023-05-14T25:00:00Z", "2023-05-14T06:60:00Z", "2023-05-14T06:12:09.Z",
    "2023-05-14T06:12:09+0200", "2023-05-14T06:12:09+15:00", "2023-05-14T06:12:09Zjunk",
    "14/05/2023 06:12:09",
  ])
  func otherTextIsNotATime(text: String) {
    #expect(GPXTime.seconds(text) == nil)
  }

  @Test func theKeyTimeIsWholeSecondsInUTC() {
    #expect(GPXTime.utcText(Self.instant + 0.999) == "2023-05-14T06:12:09Z")
    #expect(GPXTime.utcText(0) == "1970-01-01T00:00:00Z")
  }
}
