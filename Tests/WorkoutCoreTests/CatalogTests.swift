import Testing

@testable import WorkoutCore

@Suite struct CatalogLookupTests {
  @Test(arguments: [
    "bench-press", "Bench Press", "BENCH-PRESS", "bench_press", "  bench press ", "benchpress",
    "ベンチプレス", "べんちぷれす", "ＢＥＮＣＨ　ＰＲＥＳＳ", "ｂｅｎｃｈ－ｐｒｅｓｓ", "Bench", "flat bench",
  ])
  func findsAnExerciseByIdNameOrAlias(text: String) {
    #expect(catalog.find(text)?.id == "bench-press")
  }

  @Test func findsAnExerciseByAKatakanaAliasTypedInHiragana() {
    #expect(catalog.find("すくわっと")?.id == "squat")
  }

  @Test func findsNothingForAnUnknownName() {
    #expect(catalog.find("underwater basket weaving") == nil)
    #expect(catalog.find("") == nil)
  }

  @Test func exerciseByIdMatchesOnlyTheExactId() {
    #expect(catalog.exercise("bench-press")?.name == "Bench Press")
    #expect(catalog.exercise("Bench-Press") == nil)
    #expect(catalog.exercise("bench") == nil)
  }

  @Test func resolveReturnsTheExercise() throws {
    #expect(try catalog.resolve("ベンチプレス").id == "bench-press")
  }

  @Test(arguments: ["bench pres", "bnech press", "bench-pres"])
  func resolveSuggestsNearMisses(text: String) {
    let error = #expect(throws: CatalogError.self) { try catalog.resolve(text) }
    guard case .unknownExercise(let name, let suggestions)? = error else {
      Issue.record("expected .unknownExercise, got \(String(describing: error))")
      return
    }
    #expect(name == text)
    #expect(suggestions.contains("bench-press"))
    #expect(suggestions.count <= 3)
    #expect(error?.message.contains("did you mean 'bench-press'") == true)
  }

  @Test(arguments: ["ﾍﾞﾝﾁﾌﾟﾚｽ", "ﾃﾞｯﾄﾞﾘﾌﾄ", "ｽｸﾜｯﾄ", "べんちぷれす", "ＢＥＮＣＨ　ＰＲＥＳＳ"])
  func halfWidthKatakanaHiraganaAndFullWidthLettersFindTheExercise(name: String) {
    #expect(catalog.find(name) != nil)
  }

  @Test func resolveOfAFarMissPointsToSearch() {
    #expect(
      throws: CatalogError.unknownExercise("zzzzqqqq", suggestions: [])
    ) {
      try catalog.resolve("zzzzqqqq")
    }
    #expect(
      CatalogError.unknownExercise("zzzzqqqq", suggestions: []).message
        == "unknown exercise 'zzzzqqqq'")
  }

  @Test func searchRanksAnExactAliasFirst() {
    #expect(catalog.search("bench").first?.id == "bench-press")
  }

  @Test func searchRanksWordStartsAboveMatchesInsideWords() {
    let ranked = catalog.ranked("chin")
    #expect(ranked.first?.exercise.id == "chin-up")
    let assisted = ranked.firstIndex { $0.exercise.id == "assisted-chin-up" }
    let machine = ranked.firstIndex { $0.exercise.id == "machine-row" }
    #expect(ranked.first { $0.exercise.id == "assisted-chin-up" }?.match == .wordStart)
    #expect(ranked.first { $0.exercise.id == "machine-row" }?.match == .insideWord)
    #expect(assisted != nil && machine != nil && assisted! < machine!)
  }

  @Test func searchTakesAnyPositionInJapaneseAsAWordStart() {
    #expect(Catalog.startsAWord("ダンベルカール", key: Catalog.normalize("カール")))
    #expect(!Catalog.startsAWord("Machine Row", key: "chin"))
    #expect(Catalog.startsAWord("Assisted Chin-Up", key: "chinup"))
  }

  @Test func searchFindsNamesContainingTheText() {
    let found = catalog.search("press").map(\.id)
    #expect(found.contains("bench-press"))
    #expect(found.contains("incline-bench-press"))
  }

  @Test func searchFindsExercisesByBodyPartAndKind() {
    #expect(catalog.search("chest").map(\.id).contains("bench-press"))
    #expect(catalog.search("胸").map(\.id).contains("bench-press"))
    #expect(catalog.search("cardio").map(\.id).contains("run"))
  }

  @Test func searchForNothingListsEverything() {
    #expect(catalog.search("").count == catalog.exercises.count)
  }

  @Test func searchForGarbageFindsNothing() {
    #expect(catalog.search("zzzzqqqq").isEmpty)
  }

  @Test func normalizeFoldsCaseSpacesFullWidthAndHiragana() {
    #expect(Catalog.normalize("Bench Press") == "benchpress")
    #expect(Catalog.normalize("bench_press-x") == "benchpressx")
    #expect(Catalog.normalize("ＡＢＣ　ｄ") == "abcd")
    #expect(Catalog.normalize("べんち・ぷれす") == "ベンチプレス")
    #expect(Catalog.normalize("ベンチ プレス") == "ベンチプレス")
  }
}

@Suite struct CustomExerciseTests {
  func custom(
    _ id: ExerciseID = "my-press", name: String = "My Press", aliases: [String] = [],
    parts: [String] = ["chest"], kind: String = "weight-training",
    items: [ItemID] = [.reps, .weight, .rest], defaults: [ItemID: Double] = [:], sets: Int? = nil,
    increment: Double? = nil
  ) -> Exercise {
    Exercise(
      id: id, name: name, aliases: aliases, parts: parts, kind: kind, items: items,
      defaults: SetValues(defaults), sets: sets, increment: increment)
  }

  @Test func addsTheUsersExerciseAfterTheBuiltInOnes() throws {
    let extended = try catalog.adding(custom: [custom(aliases: ["マイプレス"])])
    #expect(extended.exercises.count == catalog.exercises.count + 1)
    #expect(extended.exercises.last?.id == "my-press")
    #expect(extended.exercises.last?.isCustom == true)
    #expect(extended.find("まいぷれす")?.id == "my-press")
    #expect(extended.exercise("my-press") != nil)
    #expect(extended.find("bench press")?.id == "bench-press")
  }

  @Test func refusesToReplaceABuiltInId() {
    #expect(throws: CatalogError.builtIn("bench-press")) {
      try catalog.adding(custom: [custom("bench-press", name: "My Bench")])
    }
  }

  @Test func refusesAnAliasThatIsAnotherExercisesName() {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(aliases: ["ベンチプレス"])])
    }
    guard case .conflict(let message)? = error else {
      Issue.record("expected .conflict, got \(String(describing: error))")
      return
    }
    #expect(message.contains("bench-press"))
  }

  @Test func refusesANameThatDiffersFromAnotherOnlyInCaseOrKana() {
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(name: "BENCH press")])
    }
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(aliases: ["べんちぷれす"])])
    }
  }

  @Test func refusesTwoCustomExercisesWithTheSameName() {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom("a-press"), custom("b-press")])
    }
    guard case .conflict? = error else {
      Issue.record("expected .conflict, got \(String(describing: error))")
      return
    }
  }

  @Test func refusesAnUnknownItem() {
    #expect(
      throws: CatalogError.invalid(
        "my-press: unknown item 'power'; items are reps, weight, added, rest, duration, distance, speed, incline, rpe, rir"
      )
    ) {
      try catalog.adding(custom: [custom(items: [.reps, "power"])])
    }
  }

  @Test func refusesAnUnknownBodyPart() {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(parts: ["wings"])])
    }
    guard case .invalid(let message)? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("my-press: unknown body part 'wings'"))
  }

  @Test func refusesAnUnknownKind() {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(kind: "juggling")])
    }
    guard case .invalid(let message)? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("my-press: unknown kind 'juggling'"))
  }

  @Test func refusesADefaultOutOfRange() {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(defaults: [.weight: 600])])
    }
    guard case .invalid(let message)? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(message.contains("between 0 kg and 500 kg"))
  }

  @Test func refusesADefaultOffStep() {
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(defaults: [.weight: 10.1])])
    }
  }

  @Test func refusesADefaultForAnItemItDoesNotUse() {
    #expect(
      throws: CatalogError.invalid("my-press: a default for 'duration', which it does not use")
    ) {
      try catalog.adding(custom: [custom(defaults: [.duration: 60])])
    }
  }

  @Test(arguments: ["My-Press", "my--press", "-press", "press-", "my_press", "my press", ""])
  func refusesAnIdThatIsNotASlug(id: String) {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(ExerciseID(rawValue: id))])
    }
    guard case .invalid? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
  }

  @Test func refusesAnExerciseWithoutItems() {
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(items: [])])
    }
  }

  @Test func refusesASetCountOutOfRange() {
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(sets: 0)])
    }
    #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(sets: 101)])
    }
  }

  @Test func refusesAnIncrementOnAnExerciseWithoutWeight() {
    #expect(
      throws: CatalogError.invalid(
        "my-press: an increment is only for exercises with the weight item; its items are reps, rest"
      )
    ) {
      try catalog.adding(custom: [custom(items: [.reps, .rest], increment: 2.5)])
    }
  }

  @Test(arguments: [0, -2.5, 50.25, 1000, Double.nan, Double.infinity])
  func refusesAnIncrementOutOfRange(increment: Double) {
    let error = #expect(throws: CatalogError.self) {
      try catalog.adding(custom: [custom(increment: increment)])
    }
    guard case .invalid(let message)? = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("my-press: the increment must be more than 0 kg and at most 50 kg"))
  }

  @Test func acceptsAnIncrementUpTo50Kilograms() throws {
    let extended = try catalog.adding(custom: [custom(increment: 50)])
    #expect(extended.exercise("my-press")?.increment == 50)
  }

  @Test func theWeightIncrementIsTheIncrementElse2Point5() {
    #expect(custom(increment: 1.25).weightIncrement == 1.25)
    #expect(custom().weightIncrement == 2.5)
    #expect(builtIn("squat").weightIncrement == 5)
  }

  @Test func anIncrementWritesAndReadsBack() throws {
    let exercise = custom(increment: 1.25)
    let bytes = CatalogFile(exercises: [exercise]).encoded()
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"increment\": 1.25"))
    let read = try CatalogFile.read(bytes).exercises
    #expect(read.first?.increment == 1.25)
  }

  @Test func aNullIncrementReadsAsNone() throws {
    let text = #"""
      {"exercises": [{"id": "my-press", "increment": null, "items": ["reps"], "name": "My Press"}],
       "version": 1}
      """#
    let read = try CatalogFile.read(Array(text.utf8)).exercises
    #expect(read.first?.increment == nil)
  }

  @Test func aBadIncrementInAFileIsReportedWithItsLineAndColumn() {
    let text = """
      {"exercises": [
        {"id": "my-press", "increment": 0, "items": ["reps", "weight"], "name": "My Press"}
      ], "version": 1}
      """
    #expect(
      throws: JSONError(
        line: 2, column: 35,
        message: "my-press: the increment must be more than 0 kg and at most 50 kg, not 0")
    ) {
      try CatalogFile.read(Array(text.utf8)).exercises
    }
  }

  @Test func anIncrementOnAnExerciseWithoutWeightInAFileIsReportedWithItsLineAndColumn() {
    let text = """
      {"exercises": [
        {"id": "my-row", "increment": 2.5, "items": ["reps"], "name": "My Row"}
      ], "version": 1}
      """
    let error = #expect(throws: JSONError.self) {
      try CatalogFile.read(Array(text.utf8)).exercises
    }
    #expect(error?.line == 2)
    #expect(error?.column == 33)
    #expect(error?.message.contains("only for exercises with the weight item") == true)
  }

  @Test func aCustomExerciseWritesAndReadsBack() throws {
    let exercise = custom(aliases: ["マイプレス", "mp"], defaults: [.weight: 42.5], sets: 4)
    let bytes = CatalogFile(exercises: [exercise]).encoded()
    let read = try CatalogFile.read(bytes).exercises
    var expected = exercise
    expected.isCustom = true
    #expect(read == [expected])
  }
}

@Suite struct IdentifierTests {
  @Test(arguments: ["bench-press", "a", "a1-b2", "3-4-sit"])
  func acceptsSlugs(id: String) {
    #expect(ExerciseID(rawValue: id).isSlug)
  }

  @Test(arguments: ["", "Bench", "-a", "a-", "a--b", "a_b", "a b", "ベンチ"])
  func rejectsWhatIsNotASlug(id: String) {
    #expect(!ExerciseID(rawValue: id).isSlug)
  }

  @Test func workoutIdsAreFifteenLowercaseCharacters() {
    var generator = SeededGenerator(state: 1)
    let id = WorkoutID.make(secondsSince1970: 1_704_412_800, using: &generator)
    #expect(id.rawValue.count == 15)
    #expect(WorkoutID(rawValue: id.rawValue) == id)
  }

  @Test func workoutIdsMadeAtLaterSecondsSortLater() {
    var generator = SeededGenerator(state: 7)
    let earlier = WorkoutID.make(secondsSince1970: 1_704_412_800, using: &generator)
    let later = WorkoutID.make(secondsSince1970: 1_704_412_801, using: &generator)
    #expect(earlier != later)
    #expect(earlier.rawValue < later.rawValue)
  }

  @Test func workoutIdsOfTheSameSecondDifferInTheirRandomCharacters() {
    var generator = SystemRandomNumberGenerator()
    let ids = (0..<1000).map { _ in
      WorkoutID.make(secondsSince1970: 1_704_412_800, using: &generator).rawValue
    }
    #expect(Set(ids).count == 1000)
    #expect(Set(ids.map { $0.prefix(8) }).count == 1)
  }

  @Test func workoutIdsKeepTheirTimeOrderFarIntoTheFuture() {
    var generator = SeededGenerator(state: 3)
    let year2100 = WorkoutID.make(secondsSince1970: 4_102_444_800, using: &generator)
    let year2900 = WorkoutID.make(secondsSince1970: 29_347_574_400, using: &generator)
    #expect(year2100.rawValue.prefix(8) < year2900.rawValue.prefix(8))
  }

  @Test(arguments: ["", "ABC", "a-b", "a b", String(repeating: "a", count: 33)])
  func workoutIdsRefuseOtherText(text: String) {
    #expect(WorkoutID(rawValue: text) == nil)
  }
}
