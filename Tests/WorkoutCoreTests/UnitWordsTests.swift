import Testing

@testable import WorkoutCore

/// The one list of unit words, and the one reader of durations written in them.
@Suite struct UnitWordsTests {
  // MARK: - Words

  @Test(arguments: [
    (Unit.kilogram, ["kg", "kgs", ""]), (.pound, ["lb", "lbs", ""]), (.second, ["s", "sec", ""]),
    (.kilometre, ["km", ""]), (.metre, ["m"]), (.mile, ["mi", ""]),
    (.kilometresPerHour, ["km/h", "kmh", "kph", ""]), (.milesPerHour, ["mph", ""]),
    (.percent, ["%", ""]), (.count, [""]),
  ])
  func aTypedValueTakesTheSameSuffixesAsBefore(unit: WorkoutCore.Unit, suffixes: [String]) {
    #expect(unit.suffixes == suffixes)
  }

  @Test(arguments: [
    ("kg", Unit.kilogram), ("KGS", .kilogram), (" lbs ", .pound), ("Pounds", .pound),
    ("kilograms", .kilogram),
  ])
  func aWeightWordNamesItsUnit(word: String, unit: WorkoutCore.Unit) {
    #expect(UnitWords.unit(word, of: .weight) == unit)
  }

  @Test(arguments: [
    ("km", Unit.kilometre), ("kms", .kilometre), ("Miles", .mile), ("mi", .mile), ("m", .metre),
    ("metres", .metre), ("meters", .metre),
  ])
  func aDistanceWordNamesItsUnit(word: String, unit: WorkoutCore.Unit) {
    #expect(UnitWords.unit(word, of: .distance) == unit)
  }

  @Test func feetAndYardsHaveASizeButNoUnitOfTheirOwn() throws {
    #expect(try #require(UnitWords.word("yd", of: .distance)).scale == 0.000_914_4)
    #expect(try #require(UnitWords.word("FT", of: .distance)).scale == 0.000_304_8)
    #expect(UnitWords.unit("yd", of: .distance) == nil)
  }

  @Test func aWordIsLookedUpInItsDimension() {
    #expect(UnitWords.word("m", of: .time)?.scale == 60)
    #expect(UnitWords.unit("m", of: .distance) == .metre)
    #expect(UnitWords.unit("kg", of: .distance) == nil)
    #expect(UnitWords.word("leagues", of: .distance) == nil)
  }

  @Test func everyWordIsLowercaseAndUniqueInItsDimension() {
    for word in UnitWords.all {
      #expect(word.word == word.word.lowercased(), "\(word.word)")
      #expect(word.unit.map { $0.dimension == word.dimension } ?? true, "\(word.word)")
      #expect(
        UnitWords.all.filter { $0.word == word.word && $0.dimension == word.dimension }.count == 1,
        "\(word.word)")
    }
  }

  @Test func settingsTakeTheLongWords() {
    #expect(SettingKey.units.value("pounds") == "lb")
    #expect(SettingKey.units.value("KGS") == "kg")
    #expect(SettingKey.distance.value("kilometres") == "km")
    #expect(SettingKey.distance.value("miles") == "mi")
    #expect(SettingKey.distance.value("m") == nil)
    #expect(SettingKey.units.value("km") == nil)
  }

  // MARK: - Durations

  @Test(arguments: [("1h5m30s", 3930.0), ("45m", 2700), ("90s", 90), ("1.5h", 5400)])
  func aDurationOfPartsReads(text: String, seconds: Double) {
    #expect(DurationText.seconds(text) == seconds)
    #expect(DurationText.seconds(text, typed: true) == seconds)
  }

  @Test(arguments: [("1h 3m", 3780.0), ("243h 28m", 876_480), ("2 min", 120), ("1H 3M", 3780)])
  func aFileMayPutSpacesBetweenTheParts(text: String, seconds: Double) {
    #expect(DurationText.seconds(text) == seconds)
    #expect(DurationText.seconds(text, typed: true) == nil)
  }

  @Test func theAppsWordsAreReadFromFilesButNotTyped() {
    #expect(DurationText.seconds("2hrs") == 7200)
    #expect(DurationText.seconds("1d 2h") == 93_600)
    #expect(DurationText.seconds("2hrs", typed: true) == nil)
    #expect(DurationText.seconds("1d", typed: true) == nil)
  }

  @Test(arguments: ["3m 1h", "5", "h", "soon", "1h 1h", "1..5h", "1h 30"])
  func aDurationOutOfOrderOrWithoutUnitsIsNot(text: String) {
    #expect(DurationText.seconds(text) == nil)
  }

  @Test func noTextIsNoTime() {
    #expect(DurationText.seconds("") == 0)
  }
}
