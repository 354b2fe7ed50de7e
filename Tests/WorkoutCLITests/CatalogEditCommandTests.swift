import Foundation
import Testing

/// `catalog edit`, other apps' names wherever an exercise is named, and the rest of exercises an
/// import creates.
@Suite struct CatalogEditCommandTests {
  let home = TestHome()

  private func exercise(_ id: String) throws -> [String: Any] {
    try #require(home.json(["catalog", "show", id]) as? [String: Any])
  }

  // MARK: - Other apps' names

  @Test func addTakesAnAppsEnglishName() throws {
    home.expectSuccess(["add", "Bench Press (Barbell)", "--set", "5x60"])
    let menu = home.expectSuccess(["menu", "show"])
    #expect(menu.contains("Bench Press"), "\(menu)")
    home.expectSuccess(["suggest", "Bench Press (Barbell)"])
    home.expectSuccess(["history", "Supino Reto com Barra"])
    home.expectSuccess(["catalog", "show", "Bankdrücken (Langhantel)"])
  }

  @Test func anAmbiguousNameIsRefusedWithBothExercises() {
    let outcome = home.expectFailure(
      ["add", "Rowing (Machine)"], code: 65, message: "unknown exercise 'Rowing (Machine)'")
    #expect(outcome.stderr.contains("rowing-machine"), "\(outcome.stderr)")
  }

  // MARK: - catalog edit

  @Test func editingABuiltInRestKeepsAnOverrideInVersionThree() throws {
    #expect(
      try exercise("bench-press")["defaults"] as? [String: Double] == ["weight": 40, "rest": 150])
    let out = home.expectSuccess(["catalog", "edit", "bench-press", "--rest", "2m"])
    #expect(out == "Changed the built-in exercise bench-press (Bench Press).\n")
    #expect(
      try exercise("bench-press")["defaults"] as? [String: Double] == ["weight": 40, "rest": 120])
    #expect(try exercise("bench-press")["custom"] as? Bool == false)
    let file = try #require(home.file("catalog.json"))
    #expect(file.contains("\"overrides\""), "\(file)")
    #expect(file.contains("\"version\": 3"), "\(file)")
    home.expectSuccess(["add", "bench-press"])
    let plan = try #require(home.json(["menu", "show"]) as? [String: Any])
    let sets = try #require(
      ((plan["workouts"] as? [[String: Any]])?.first?["sets"]) as? [[String: Any]])
    let rests = sets.compactMap { ($0["planned"] as? [String: Any])?["rest"] as? Double }
    #expect(!rests.isEmpty && rests.allSatisfy { $0 == 120 }, "\(sets)")
  }

  @Test func aBuiltInsNameAndItemsAreNotChanged() {
    home.expectFailure(
      ["catalog", "edit", "bench-press", "--name", "Flat Bench"], code: 65,
      message: "bench-press is a built-in exercise: only its defaults, rest, increment and bar")
    home.expectFailure(
      ["catalog", "edit", "squat", "--items", "reps,weight"], code: 65,
      message: "only its defaults, rest, increment and bar")
  }

  @Test func editingYourExerciseChangesItsNameAliasesAndItems() throws {
    home.expectSuccess([
      "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
    ])
    home.expectSuccess([
      "catalog", "edit", "belt-squat", "--name", "Belt Squat Machine", "--alias", "ベルトスクワット",
      "--items", "reps,weight,rest", "--default", "weight=60", "--rest", "150",
    ])
    let edited = try exercise("belt-squat")
    #expect(edited["name"] as? String == "Belt Squat Machine")
    #expect(edited["aliases"] as? [String] == ["ベルトスクワット"])
    #expect(edited["items"] as? [String] == ["reps", "weight", "rest"])
    #expect(edited["defaults"] as? [String: Double] == ["weight": 60, "rest": 150])
    #expect(try exercise("ベルトスクワット")["id"] as? String == "belt-squat")
  }

  @Test func anItemAStoredSetUsesIsNotTakenAway() {
    home.expectSuccess([
      "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
    ])
    home.expectSuccess(["add", "belt-squat", "--set", "8x60"])
    home.expectFailure(
      ["catalog", "edit", "belt-squat", "--items", "reps"], code: 1,
      message: "belt-squat: a set in the menu of 2024-01-05 has a value of weight")
    home.expectSuccess(["catalog", "edit", "belt-squat", "--items", "reps,weight,rest"])
  }

  @Test func anItemATemplateSetUsesIsNotTakenAway() {
    home.expectSuccess([
      "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
    ])
    home.expectSuccess(["add", "belt-squat", "--set", "8x60"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectSuccess(["menu", "remove", "today", "--yes"])
    home.expectFailure(
      ["catalog", "edit", "belt-squat", "--items", "reps"], code: 1,
      message: "belt-squat: a set in the template 'legs' has a value of weight")
  }

  @Test func aDefaultWithoutAnItemIsAUsageError() {
    home.expectFailure(
      ["catalog", "edit", "squat", "--default", "100"], code: 64,
      message: "--default takes item=value, not '100'")
  }

  @Test func nothingToChangeIsAUsageError() {
    home.expectFailure(["catalog", "edit", "squat"], code: 64, message: "nothing to change")
  }

  @Test func anUnknownExerciseIsRefused() {
    home.expectFailure(
      ["catalog", "edit", "zercher-squat", "--rest", "90"], code: 65,
      message: "unknown exercise 'zercher-squat'")
  }

  // MARK: - Created exercises rest

  @Test func anExerciseAnImportCreatesHasRestLikeTheExerciseItResembles() throws {
    let path = home.home + "/strong.csv"
    try Data(
      """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2024-01-04 18:00:00,"Legs","Zercher Squat (Barbell)",1,60,5,0,0,"",""
      2024-01-04 18:00:00,"Legs","Zercher Squat (Barbell)",2,60,5,0,0,"",""

      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    home.expectSuccess(["import", path, "--create-missing"])
    let created = try exercise("zercher-squat-barbell")
    #expect(created["items"] as? [String] == ["reps", "weight", "rest"])
    home.expectSuccess(["add", "zercher-squat-barbell", "--set", "5x60", "--rest", "90"])
  }
}
