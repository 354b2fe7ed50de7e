import Foundation
import Testing

/// `wkc plates`: kg and lb, exact and inexact, below the bar, beyond the plates, typed units,
/// `--bar` and `--json`; every error with the store and settings untouched.
@Suite struct PlatesCommandTests {
  @Test func anExactWeightSaysWhatGoesOnEachSide() {
    let home = TestHome()
    #expect(
      home.expectSuccess(["plates", "102.5"]) == "102.5 kg: bar 20 + per side 25 + 15 + 1.25\n")
    #expect(home.expectSuccess(["plates", "20"]) == "20 kg: bar 20 alone\n")
  }

  @Test func anInexactWeightGivesTheNearestEitherSide() {
    let home = TestHome()
    #expect(
      home.expectSuccess(["plates", "101"])
        == """
        101 kg cannot be loaded exactly with your plates; nearest:
          100 kg: bar 20 + per side 25 + 15
          102.5 kg: bar 20 + per side 25 + 15 + 1.25

        """)
  }

  @Test func poundsUseTheLbBarAndPlates() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    #expect(home.expectSuccess(["plates", "225"]) == "225 lb: bar 45 + per side 45 + 45\n")
    #expect(
      home.expectSuccess(["plates", "137"])
        == """
        137 lb cannot be loaded exactly with your plates; nearest:
          135 lb: bar 45 + per side 45
          140 lb: bar 45 + per side 45 + 2.5

        """)
  }

  @Test func aWeightTypedInTheOtherUnitIsConvertedAndSaid() {
    let home = TestHome()
    let out = home.expectSuccess(["plates", "225lb"])
    #expect(out.hasPrefix("225 lb = 102.06 kg cannot be loaded exactly with your plates;"))
    #expect(out.contains("  102.5 kg: bar 20 + per side 25 + 15 + 1.25\n"))
  }

  @Test func theConfiguredBarAndPlatesAreUsed() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "bar", "15"])
    home.expectSuccess(["config", "set", "plates", "20x4,10x2,5x3,2.5x2"])
    #expect(home.expectSuccess(["plates", "95"]) == "95 kg: bar 15 + per side 20 + 20\n")
    // An odd count: the third 5 kg plate stays on the floor, so 60 a side (20+20+10+5+5)
    // is beyond the plates.
    #expect(
      home.expectSuccess(["plates", "135"])
        == "135 kg is more than your plates load; the heaviest:\n"
        + "  130 kg: bar 15 + per side 20 + 20 + 10 + 5 + 2.5\n")
  }

  @Test func theBarOptionTakesAWeightOrAnExercise() {
    let home = TestHome()
    #expect(
      home.expectSuccess(["plates", "60", "--bar", "15"]) == "60 kg: bar 15 + per side 20 + 2.5\n")
    #expect(
      home.expectSuccess(["plates", "40", "--bar", "ez-bar-curl"])
        == "40 kg: bar 10 + per side 15\n")
    #expect(
      home.expectSuccess(["plates", "70", "--bar", "trap-bar-deadlift"])
        == "70 kg: bar 25 + per side 20 + 2.5\n")
  }

  @Test func aWeightBeyondThePlatesGivesTheHeaviest() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "plates", "25x4,10x2"])
    #expect(
      home.expectSuccess(["plates", "300"])
        == """
        300 kg is more than your plates load; the heaviest:
          140 kg: bar 20 + per side 25 + 25 + 10

        """)
  }

  @Test func jsonIsOneObjectInThePlatesUnit() throws {
    let home = TestHome()
    let exact = try #require(home.json(["plates", "102.5"]) as? [String: Any])
    #expect(exact["weight"] as? Double == 102.5)
    #expect(exact["unit"] as? String == "kg")
    #expect(exact["bar"] as? Double == 20)
    #expect(exact["perSide"] as? [Double] == [25, 15, 1.25])
    #expect(exact["loaded"] as? Double == 102.5)
    #expect(exact["exact"] as? Bool == true)
    #expect(exact["below"] is NSNull && exact["above"] is NSNull)

    home.environment["WKC_UNITS"] = "lb"
    let inexact = try #require(home.json(["plates", "137"]) as? [String: Any])
    #expect(inexact["unit"] as? String == "lb")
    #expect(inexact["exact"] as? Bool == false)
    #expect(inexact["loaded"] as? Double == 135)
    let above = try #require(inexact["above"] as? [String: Any])
    #expect(above["weight"] as? Double == 140)
    #expect(above["perSide"] as? [Double] == [45, 2.5])
  }

  @Test func jsonBeyondThePlatesHasNoAbove() throws {
    let home = TestHome()
    let json = try #require(home.json(["plates", "490"]) as? [String: Any])
    #expect(json["above"] is NSNull)
    #expect((json["below"] as? [String: Any])?["weight"] as? Double == 467.5)
  }

  @Test(arguments: [
    (["plates", "15"], 65, "15 kg is less than the 20 kg bar alone; nothing to load"),
    (["plates", "15", "--json"], 65, "15 kg is less than the 20 kg bar alone"),
    (["plates", "heavy"], 64, "weight: 'heavy' is not a weight like 60, 42.5kg or 135lb"),
    (["plates", "nan"], 65, "weight: 'nan' is not between 0 kg and 500 kg"),
    (["plates", "1e300"], 65, "'1e300' is not between 0 kg and 500 kg"),
    (["plates", "-5"], 65, "'-5' is not between"),
    (["plates", "100\u{1B}[2J"], 64, "weight: '100\\e[2J' is not a weight"),
    (["plates", "100", "--bar", "0"], 65, "bar: a bar weighs more than 0 and at most 100 kg"),
    (["plates", "100", "--bar", "squat-rack"], 64, "--bar takes a weight like 15, 20kg or 45lb"),
    (["plates", "100", "--bar", "t-bar-row"], 65, "bar: t-bar-row has no bar to load plates on"),
    (["plates"], 64, "missing"),
  ])
  func badInputIsRefusedWithNothingWritten(arguments: [String], code: Int32, message: String) {
    let home = TestHome()
    home.expectSuccess(["config", "set", "plates", "25x8,20x2,15x2,10x2,5x2,2.5x2,1.25x2"])
    home.expectSuccess(["add", "squat"])
    home.expectFailure(arguments, code: code, message: message)
  }

  @Test func aCorruptSettingsFileIsReportedAndLeftAlone() {
    let home = TestHome()
    home.writeConfig("{\"plates\": \"25x0\", \"version\": 2}")
    home.expectFailure(
      ["plates", "100"], code: 74,
      message: "\(home.configPath): line 1, column 12: plates: a count is 1 to 100 pieces")
  }
}
