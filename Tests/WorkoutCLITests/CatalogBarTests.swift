import Foundation
import Testing

/// The bar of an exercise in the catalog: shown by `catalog show`, given by `catalog add --bar`,
/// kept in the user's catalog file (version 2 only when it holds one).
@Suite struct CatalogBarCommandTests {
  @Test func showSaysWhichBarAnExerciseUses() {
    let home = TestHome()
    #expect(
      home.expectSuccess(["catalog", "show", "squat"]).contains(
        "  bar        20 kg (the standard bar)\n"))
    #expect(
      home.expectSuccess(["catalog", "show", "ez-bar-curl"]).contains("  bar        10 kg\n"))
    #expect(
      home.expectSuccess(["catalog", "show", "t-bar-row"]).contains(
        "  bar        none (no plate math)\n"))
    #expect(!home.expectSuccess(["catalog", "show", "dumbbell-row"]).contains("  bar"))
    home.environment["WKC_UNITS"] = "lb"
    #expect(
      home.expectSuccess(["catalog", "show", "squat"]).contains(
        "  bar        45 lb (the standard bar)"))
  }

  @Test func showJSONHasTheCatalogsBar() throws {
    let home = TestHome()
    let curl = try #require(home.json(["catalog", "show", "ez-bar-curl"]) as? [String: Any])
    #expect(curl["bar"] as? Double == 10)
    let squat = try #require(home.json(["catalog", "show", "squat"]) as? [String: Any])
    #expect(squat["bar"] == nil)
  }

  @Test func addTakesABarAndWritesVersionTwo() throws {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "axle-press", "--name", "Axle Press", "--items", "reps,weight,rest",
      "--bar", "15",
    ])
    #expect(home.file("catalog.json")?.contains("\"bar\": 15,") == true)
    #expect(home.file("catalog.json")?.contains("\"version\": 2") == true)
    #expect(home.expectSuccess(["catalog", "show", "axle-press"]).contains("  bar        15 kg\n"))
  }

  @Test func addStandardMakesABarbellExercise() {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "zercher-squat", "--name", "Zercher Squat", "--items", "reps,weight,rest",
      "--bar", "standard",
    ])
    #expect(home.file("catalog.json")?.contains("\"equipment\": \"barbell\"") == true)
    #expect(home.file("catalog.json")?.contains("\"version\": 1") == true)
    #expect(
      home.expectSuccess(["catalog", "show", "zercher-squat"]).contains(
        "  bar        20 kg (the standard bar)"))
  }

  @Test func addNoneIsABarOfZeroAndNoBarStaysVersionOne() {
    let home = TestHome()
    home.addLandmineRow()
    #expect(home.file("catalog.json")?.contains("\"version\": 1") == true)
    home.expectSuccess([
      "catalog", "add", "meadows-row", "--name", "Meadows Row", "--items", "reps,weight",
      "--bar", "none",
    ])
    #expect(home.file("catalog.json")?.contains("\"bar\": 0,") == true)
  }

  @Test(arguments: [
    (["--items", "reps,weight", "--bar", "heavy"], 64, "bar: 'heavy' is not a bar weight"),
    (["--items", "reps,weight", "--bar", "0.5lb0"], 64, "is not a bar weight"),
    (["--items", "reps,weight", "--bar", "150"], 65, "at most 100 kg, not 150"),
    (
      ["--items", "reps,rest", "--bar", "15"], 65,
      "a bar is only for exercises with the weight item"
    ),
  ])
  func badBarsAreRefusedWithNothingWritten(options: [String], code: Int32, message: String) {
    let home = TestHome()
    home.addLandmineRow()
    home.expectFailure(
      ["catalog", "add", "my-lift", "--name", "My Lift"] + options, code: code, message: message)
  }

  @Test func aVersionOneCatalogReadsAsBefore() {
    let home = TestHome()
    home.write(
      "catalog.json",
      """
      {"exercises": [{"id": "my-lift", "name": "My Lift", "kind": "other",
        "items": ["reps", "weight"]}], "version": 1}
      """)
    #expect(home.expectSuccess(["catalog", "show", "my-lift"]).contains("My Lift"))
  }

  @Test func aVersionOneCatalogHoldingABarIsRefusedAndLeftAlone() {
    let home = TestHome()
    home.write(
      "catalog.json",
      """
      {"exercises": [{"id": "my-lift", "name": "My Lift", "kind": "other",
        "items": ["reps", "weight"], "bar": 15}], "version": 1}
      """)
    home.expectFailure(
      ["catalog", "add", "other-lift", "--name", "Other Lift", "--items", "reps"], code: 74,
      message: "unknown key `bar` in an exercise")
  }
}
