import Foundation
import Testing

extension TestHome {
  /// The ids of the exercises a catalog command prints with `--json`.
  func exerciseIDs(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> [String]
  {
    try array(arguments, sourceLocation: sourceLocation).map {
      ($0 as? [String: Any])?["id"] as? String ?? "?"
    }
  }

  /// Adds the user's own exercise `landmine-row` (reps, weight, rest; default weight 20 kg).
  func addLandmineRow(sourceLocation: SourceLocation = #_sourceLocation) {
    expectSuccess(
      [
        "catalog", "add", "landmine-row", "--name", "Landmine Row", "--items", "reps,weight,rest",
        "--part", "back", "--kind", "weight-training", "--alias", "ランドマインロウ", "--default",
        "weight=20",
      ], sourceLocation: sourceLocation)
  }
}

@Suite struct CatalogCommandTests {
  // MARK: list

  @Test func catalogListPartListsOnlyExercisesForThatPart() throws {
    let home = TestHome()
    let ids = try home.exerciseIDs(["catalog", "list", "--part", "chest"])
    #expect(ids.contains("bench-press"))
    #expect(!ids.contains("squat"))
    let exercises = try home.array(["catalog", "list", "--part", "chest"])
    for exercise in exercises {
      #expect(((exercise as? [String: Any])?["parts"] as? [String])?.contains("chest") == true)
    }
  }

  @Test func catalogListPartAcceptsTheJapaneseName() throws {
    let home = TestHome()
    let japanese = try home.exerciseIDs(["catalog", "list", "--part", "胸"])
    #expect(japanese.contains("bench-press"))
    #expect(japanese == (try home.exerciseIDs(["catalog", "list", "--part", "chest"])))
  }

  @Test func catalogListKindListsOnlyThatKind() throws {
    let home = TestHome()
    let exercises = try home.array(["catalog", "list", "--kind", "cardio"])
    let ids = exercises.map { ($0 as? [String: Any])?["id"] as? String }
    #expect(ids.contains("treadmill-run"))
    #expect(!ids.contains("bench-press"))
    for exercise in exercises {
      #expect((exercise as? [String: Any])?["kind"] as? String == "cardio")
    }
  }

  @Test func catalogListPrintsATableOfExercises() {
    let home = TestHome()
    let out = home.expectSuccess(["catalog", "list", "--part", "chest"])
    #expect(out.hasPrefix("id"))
    #expect(out.contains("bench-press"))
    #expect(out.contains("ベンチプレス"))
    #expect(out.contains("reps,weight,rest"))
  }

  @Test func catalogListCustomListsOnlyTheUsersExercises() throws {
    let home = TestHome()
    #expect(try home.exerciseIDs(["catalog", "list", "--custom"]).isEmpty)
    home.addLandmineRow()
    #expect(try home.exerciseIDs(["catalog", "list", "--custom"]) == ["landmine-row"])
  }

  @Test func catalogListOfAnUnknownPartSuggestsANearOne() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      ["catalog", "list", "--part", "chset"], code: 64,
      message: "unknown part 'chset' (did you mean 'chest'?); parts are chest, back")
    #expect(outcome.stderr.contains("See 'wkc catalog list --help'."))
  }

  // MARK: show

  @Test(arguments: ["bench-press", "Bench Press", "ベンチプレス", "bench", "べんちぷれす"])
  func catalogShowFindsTheExerciseByIdNameOrAlias(_ name: String) throws {
    let home = TestHome()
    #expect(try home.object(["catalog", "show", name])["id"] as? String == "bench-press")
  }

  @Test func catalogShowPrintsNamesItemsAndDefaults() {
    let home = TestHome()
    let out = home.expectSuccess(["catalog", "show", "bench-press"])
    #expect(out.contains("Bench Press (bench-press)"))
    #expect(out.contains("ベンチプレス"))
    #expect(out.contains("reps (10), weight (40 kg), rest (2:30)"))
  }

  @Test func catalogShowJSONHasTheDefaultsAndIsNotCustom() throws {
    let home = TestHome()
    let exercise = try home.object(["catalog", "show", "bench-press"])
    #expect(exercise["name"] as? String == "Bench Press")
    #expect(exercise["items"] as? [String] == ["reps", "weight", "rest"])
    #expect((exercise["defaults"] as? [String: Any])?["weight"] as? Double == 40)
    #expect(exercise["custom"] as? Bool == false)
  }

  @Test func catalogShowOfAnUnknownExerciseSuggestsNearOnes() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "show", "benchpres"], code: 65,
      message: "unknown exercise 'benchpres'; did you mean 'bench-press'")
  }

  @Test func catalogShowPrintsTheIncrement() {
    let home = TestHome()
    let out = home.expectSuccess(["catalog", "show", "squat"])
    #expect(out.contains("  increment  5 kg\n"))
    #expect(!home.expectSuccess(["catalog", "show", "run"]).contains("increment"))
  }

  @Test func catalogShowJSONHasTheIncrementOrNull() throws {
    let home = TestHome()
    #expect(try home.object(["catalog", "show", "bench-press"])["increment"] as? Double == 2.5)
    let run = try home.object(["catalog", "show", "run"])
    #expect(run.keys.contains("increment"))
    #expect(run["increment"] is NSNull)
  }

  // MARK: search

  @Test func catalogSearchFindsEnglishNamesBestFirst() throws {
    let home = TestHome()
    let ids = try home.exerciseIDs(["catalog", "search", "bench"])
    #expect(ids.first == "bench-press")
    #expect(ids.contains("incline-bench-press"))
    #expect(!ids.contains("squat"))
  }

  @Test func catalogSearchFindsJapaneseNames() throws {
    let home = TestHome()
    let ids = try home.exerciseIDs(["catalog", "search", "ベンチ"])
    #expect(ids.contains("bench-press"))
    #expect(!ids.contains("squat"))
  }

  @Test func catalogSearchWithoutAMatchExitsOneLikeGrep() {
    let home = TestHome()
    home.expectFailure(
      ["catalog", "search", "zzqqxx"], code: 1, message: "no exercise matches 'zzqqxx'")
  }

  @Test func catalogSearchJSONWithoutAMatchIsAnEmptyArrayAndExitsOne() throws {
    let home = TestHome()
    let outcome = home.run(arguments: ["catalog", "search", "zzqqxx", "--json"])
    #expect(outcome.code == 1)
    #expect(outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    #expect(outcome.stderr.contains("no exercise matches 'zzqqxx'"))
  }

  @Test func catalogSearchRanksWordStartsAndLeavesOutMatchesInsideWords() throws {
    let home = TestHome()
    let ids = try home.exerciseIDs(["catalog", "search", "chin"])
    #expect(ids.first == "chin-up")
    #expect(ids.contains("assisted-chin-up"))
    // "chin" is only inside "machine": those are counted, not listed.
    #expect(!ids.contains { $0.contains("machine") })
    let text = home.expectSuccess(["catalog", "search", "chin"])
    #expect(text.contains("inside a word; --all lists them."))
    let all = try home.exerciseIDs(["catalog", "search", "chin", "--all"])
    #expect(all.prefix(ids.count) == ids[...])
    #expect(all.contains("machine-row"))
    let hidden = all.count - ids.count
    #expect(text.contains("\(hidden) more hold 'chin' inside a word"))
  }

  @Test func catalogSearchListsMatchesInsideWordsWhenNothingElseMatches() throws {
    let home = TestHome()
    // "achin" starts no word of any name, part or kind; it is inside "machine".
    let ids = try home.exerciseIDs(["catalog", "search", "achin"])
    #expect(ids.contains("machine-row"))
  }

  // MARK: add

  @Test func catalogAddMakesAnExerciseAddCanPlan() throws {
    let home = TestHome()
    home.addLandmineRow()
    home.expectSuccess(["add", "landmine-row", "--sets", "2"])
    let sets = try home.planned("2024-01-05")
    #expect(sets == Array(repeating: ["reps": 10, "weight": 20, "rest": 60], count: 2))
  }

  @Test func catalogAddPrintsWhatItAdded() {
    let home = TestHome()
    let out = home.expectSuccess([
      "catalog", "add", "towel-row", "--name", "Towel Row", "--items", "reps,rest",
    ])
    #expect(out.contains("Added towel-row (Towel Row) to your exercises."))
  }

  @Test func catalogAddPersistsTheExerciseInTheDataDirectory() throws {
    let home = TestHome()
    home.addLandmineRow()
    let text = try #require(home.file("catalog.json"))
    #expect(text.contains("\"id\": \"landmine-row\""))
    #expect(text.contains("ランドマインロウ"))
    #expect(text.contains("\"version\": 1"))
  }

  @Test func catalogAddMarksTheExerciseCustomWithItsParts() throws {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "cable-fly-low", "--name", "Low Cable Fly", "--items", "reps,weight",
      "--part", "胸",
    ])
    let exercise = try home.object(["catalog", "show", "cable-fly-low"])
    #expect(exercise["custom"] as? Bool == true)
    #expect(exercise["parts"] as? [String] == ["chest"])
    #expect(exercise["kind"] as? String == "other")
  }

  @Test func catalogAddOfABuiltInIdIsAnExistingExercise() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "bench-press", "--name", "My Bench", "--items", "reps"], code: 1,
      message: "'bench-press' is a built-in exercise")
  }

  @Test func catalogAddOfACollidingAliasIsAnExistingName() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "my-bench", "--name", "My Bench", "--items", "reps", "--alias", "bench"],
      code: 1, message: "'bench' is already a name of bench-press (Bench Press)")
  }

  @Test func catalogAddOfABadSlugIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "My_Bench", "--name", "My Bench", "--items", "reps"], code: 65,
      message: "'My_Bench' is not a valid id")
  }

  @Test func catalogAddOfAnUnknownItemIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps,bogus"], code: 65,
      message: "unknown item 'bogus'")
  }

  @Test func catalogAddOfADefaultOutOfRangeIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "my-thing", "--name", "My Thing", "--items", "reps,weight", "--default",
        "weight=900",
      ], code: 65, message: "weight must be between 0 kg and 500 kg")
  }

  @Test func catalogAddIncrementIsSavedAndShown() throws {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight,rest",
      "--increment", "5kg",
    ])
    #expect(home.file("catalog.json")?.contains("\"increment\": 5,") == true)
    #expect(try home.object(["catalog", "show", "belt-squat"])["increment"] as? Double == 5)
    #expect(home.expectSuccess(["catalog", "show", "belt-squat"]).contains("  increment  5 kg"))
  }

  @Test func catalogAddIncrementInPoundsIsStoredInKilograms() throws {
    let home = TestHome()
    home.expectSuccess([
      "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
      "--increment", "5lb",
    ])
    let increment = try #require(
      try home.object(["catalog", "show", "belt-squat"])["increment"] as? Double)
    #expect(abs(increment - 5 * 0.45359237) < 1e-9)
  }

  @Test func catalogAddWithoutIncrementSavesNull() throws {
    let home = TestHome()
    home.addLandmineRow()
    #expect(home.file("catalog.json")?.contains("\"increment\": null") == true)
    #expect(try home.object(["catalog", "show", "landmine-row"])["increment"] is NSNull)
    // What progression adds without one.
    let text = home.expectSuccess(["catalog", "show", "landmine-row"])
    #expect(text.contains("  increment  2.5 kg (default)\n"))
  }

  @Test func catalogAddIncrementWithoutTheWeightItemIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "towel-row", "--name", "Towel Row", "--items", "reps,rest",
        "--increment", "2.5",
      ], code: 65,
      message:
        "towel-row: an increment is only for exercises with the weight item; its items are reps, rest"
    )
  }

  @Test func catalogAddIncrementOver50KilogramsIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
        "--increment", "60",
      ], code: 65, message: "increment must be between 0 kg and 50 kg, not 60")
  }

  @Test func catalogAddIncrementOfZeroIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
        "--increment", "0",
      ], code: 65, message: "increment must be more than 0 kg, not 0")
  }

  @Test func catalogAddIncrementOffStepIsInvalid() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
        "--increment", "1.1",
      ], code: 65, message: "increment goes in steps of 0.25 kg, not 1.1")
  }

  @Test func catalogAddIncrementThatIsNotAWeightIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "belt-squat", "--name", "Belt Squat", "--items", "reps,weight",
        "--increment", "heavy",
      ], code: 64,
      message: "increment: 'heavy' is not a value; expected a weight like 60, 42.5kg or 135lb")
  }

  @Test func userCatalogWithABadIncrementIsAStoreErrorNamingTheFileLineAndColumn() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "catalog.json",
      #"{"exercises": [{"id": "my-press", "increment": -5, "items": ["reps", "weight"], "kind": "other", "name": "My Press"}], "version": 1}"#
    )
    home.expectFailure(
      ["catalog", "list"], code: 74,
      message: home.dataDirectory
        + "/catalog.json: line 1, column 48: my-press: the increment must be more than 0 kg")
  }

  @Test func catalogAddWithoutNameIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "my-thing", "--items", "reps"], code: 64, message: "missing --name N")
  }

  @Test func catalogAddWithoutItemsIsAUsageError() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "my-thing", "--name", "My Thing"], code: 64,
      message: "missing --items a,b")
  }

  // MARK: remove

  @Test func catalogRemoveDeletesTheUsersExercise() throws {
    let home = TestHome()
    home.addLandmineRow()
    let out = home.expectSuccess(["catalog", "remove", "landmine-row"])
    #expect(out.contains("Removed landmine-row (Landmine Row) from your exercises."))
    #expect(try home.exerciseIDs(["catalog", "list", "--custom"]).isEmpty)
    #expect(home.file("catalog.json")?.contains("landmine-row") == false)
  }

  @Test func catalogRemoveOfABuiltInExerciseIsRefused() {
    let home = TestHome()
    home.addLandmineRow()
    home.expectFailure(
      ["catalog", "remove", "bench-press"], code: 1,
      message: "'bench-press' is a built-in exercise; it cannot be replaced or removed")
  }

  @Test func catalogRemoveOfAnExerciseTheUserDoesNotHaveFails() {
    let home = TestHome()
    home.addLandmineRow()
    home.expectFailure(
      ["catalog", "remove", "nothing-here"], code: 1, message: "you have no exercise 'nothing-here'"
    )
  }

  @Test func catalogRemoveOfAnExerciseAMenuUsesFails() {
    let home = TestHome()
    home.addLandmineRow()
    home.expectSuccess(["add", "landmine-row", "--date", "2024-01-03"])
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "remove", "landmine-row"], code: 1,
      message: "landmine-row is in the menu of 2024-01-03")
  }
}
