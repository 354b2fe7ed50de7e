import Foundation
import Testing

/// `config` for the bar and the plates: typed values, defaults by the units, file versions and
/// every value it refuses, with the settings file left byte-identical.
@Suite struct ConfigPlatesTests {
  @Test func aBareBarIsInTheUnitsAndWrittenWithIt() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    let out = home.expectSuccess(["config", "set", "bar", "35"])
    #expect(out == "bar is now 35lb (\(home.configPath)).\n")
    #expect(
      home.configText == "{\n  \"bar\": \"35lb\",\n  \"units\": \"lb\",\n  \"version\": 2\n}\n")
    #expect(home.expectSuccess(["config", "get", "bar"]) == "35lb\n")
  }

  @Test func platesAreWrittenWithTheirUnit() {
    let home = TestHome()
    let out = home.expectSuccess(["config", "set", "plates", "20x6, 10 ,5x2,2.5x2,1.25x2"])
    #expect(out == "plates is now 20x6,10x2,5x2,2.5x2,1.25x2 kg (\(home.configPath)).\n")
    home.expectSuccess(["config", "set", "plates", "45x8,25x2,10x2,5x2,2.5x2 lb"])
    #expect(home.expectSuccess(["config", "get", "plates"]) == "45x8,25x2,10x2,5x2,2.5x2 lb\n")
  }

  @Test func anOddCountIsTakenWithANote() {
    let home = TestHome()
    let outcome = home.run(arguments: ["config", "set", "plates", "25x7,10x2,5x3"])
    #expect(outcome.code == 0)
    #expect(
      outcome.stderr
        == "wkc: note: an odd count leaves one plate of 25, 5 kg without a partner; each side "
        + "gets half the count, rounded down\n")
  }

  @Test func theDefaultsFollowTheUnitsUntilSet() {
    let home = TestHome()
    #expect(home.expectSuccess(["config", "get", "bar"]) == "20kg\n")
    home.expectSuccess(["config", "set", "units", "lb"])
    #expect(home.expectSuccess(["config", "get", "bar"]) == "45lb\n")
    #expect(
      home.expectSuccess(["config", "get", "plates"]) == "45x16,35x2,25x2,10x4,5x2,2.5x2 lb\n")
    home.expectSuccess(["config", "set", "bar", "20kg"])
    #expect(
      home.expectSuccess(["config", "unset", "bar"]) == "bar is back to 45lb, the default.\n")
    #expect(home.configText == "{\n  \"units\": \"lb\",\n  \"version\": 1\n}\n")
  }

  @Test func aVersionOneFileIsReadAndStaysVersionOneUntilItHoldsABar() {
    let home = TestHome()
    home.writeConfig("{\"units\": \"lb\", \"version\": 1}")
    #expect(home.expectSuccess(["config", "get", "bar"]) == "45lb\n")
    home.expectSuccess(["config", "set", "distance", "mi"])
    #expect(home.configText?.contains("\"version\": 1") == true)
    home.expectSuccess(["config", "set", "plates", "45x8"])
    #expect(home.configText?.contains("\"version\": 2") == true)
  }

  @Test(arguments: [
    (["config", "set", "bar", "heavy"], "bar: 'heavy' is not a bar weight like 20, 15kg or 45lb"),
    (["config", "set", "bar", "0"], "bar: a bar weighs more than 0 and at most 100 kg, not 0"),
    (["config", "set", "bar", "-20"], "not -20"),
    (["config", "set", "bar", "1e308"], "at most 100 kg"),
    (["config", "set", "bar", "20\u{1B}[31m"], "'20\\e[31m' is not a bar weight"),
    (["config", "set", "plates", ""], "plates: '' is not a list of plates"),
    (["config", "set", "plates", "25x8,\u{7}"], "plates: '\\x07' is not a list of plates"),
    (["config", "set", "plates", "25x0"], "plates: a count is 1 to 100 pieces, not 0 (of 25)"),
    (
      ["config", "set", "plates", "25x2,-5x2"],
      "a plate weighs more than 0 and at most 100 kg, not -5"
    ),
    (["config", "set", "plates", "25x1000000"], "not 1000000 (of 25)"),
    (["config", "set", "plates", "1e300x2"], "at most 100 kg"),
    (["config", "set", "plates", "25x1"], "no weight has a pair"),
    (["config", "set", "plates", "25,25x4"], "25 kg is listed twice"),
    // Found by fuzzing: a weight that rounds to 0.00 was kept as a plate or bar of 0.
    (["config", "set", "plates", "25x2,1e-9x2"], "a plate weighs more than 0"),
    (
      ["config", "set", "bar", "1e-9kg"], "a bar weighs more than 0 and at most 100 kg, not 1e-9kg"
    ),
  ])
  func badValuesFailWithTheFileUnchanged(arguments: [String], message: String) {
    let home = TestHome()
    home.expectSuccess(["config", "set", "plates", "25x8,20x2"])
    let before = home.configText
    // Not a weight or a list of plates at all is a usage error; one out of range is invalid.
    let code: Int32 = message.contains("' is not ") ? 64 : 65
    home.expectFailure(arguments, code: code, message: message)
    #expect(home.configText == before)
  }

  @Test(arguments: [
    (#"{"plates": "25x2\u001b[2J", "version": 2}"#, "plates: '25x2\\e[2J' is not a list of plates"),
    (#"{"plates": "25x99999999999", "version": 2}"#, "not 99999999999 (of 25)"),
    (#"{"plates": "1e400x2", "version": 2}"#, "a plate weighs more than 0 and at most 100 kg"),
    (#"{"plates": "-25x2", "version": 2}"#, "not -25"),
    (#"{"plates": "0", "version": 2}"#, "not 0"),
    (#"{"bar": "1e999lb", "version": 2}"#, "a bar weighs more than 0 and at most 100 kg"),
    (#"{"bar": "", "version": 2}"#, "bar: '' is not a bar weight"),
    (#"{"bar": "20kg", "version": 1}"#, "unknown key `bar` in the settings file"),
  ])
  func aHandEditedFileWithBadPlatesStopsEveryCommandAndIsLeftAlone(text: String, message: String) {
    let home = TestHome()
    home.writeConfig(text)
    home.expectFailure(["plates", "100"], code: 74, message: message)
    home.expectFailure(["config", "set", "plates", "25x8"], code: 74, message: message)
    #expect(home.configText == text)
  }

  @Test func aBadBarInTheFileIsNeverOverwritten() {
    let home = TestHome()
    home.writeConfig("{\"bar\": \"heavy\", \"version\": 2}")
    home.expectFailure(
      ["config", "set", "bar", "20"], code: 74,
      message: "\(home.configPath): line 1, column 9: bar: 'heavy' is not a bar weight")
    home.expectFailure(["config", "list"], code: 74, message: "wkc will not overwrite it")
  }
}
