import Foundation
import Testing

@testable import WorkoutCore

/// A template of bench press (3 × 10 × 60 kg) then squat (5 × 100 kg, one set).
private let pushTemplate = Template(
  name: "push", note: "push day",
  workouts: [
    TemplateWorkout(
      exercise: "bench-press", note: "pause",
      sets: Array(repeating: PlannedSet(SetValues([.reps: 10, .weight: 60, .rest: 90])), count: 3)),
    TemplateWorkout(exercise: "squat", sets: [PlannedSet(SetValues([.reps: 5, .weight: 100]))]),
  ])

/// Ids `t1`, `t2`, … in order.
private func counter() -> () -> WorkoutID {
  var next = 0
  return {
    next += 1
    return wid("t\(next)")
  }
}

@Suite struct TemplateNameTests {
  @Test(arguments: [
    "push", "push-day", "day_2", "5x5.v2", "胸の日", String(repeating: "a", count: 64),
  ])
  func namesOfLettersDigitsAndSeparatorsAreValid(name: String) {
    #expect(Template.isValidName(name))
  }

  @Test(arguments: [
    "", "-push", "push day", "push/day", "push!", "ｐｕｓｈ day", String(repeating: "a", count: 65),
  ])
  func otherNamesAreInvalid(name: String) {
    #expect(!Template.isValidName(name))
  }

  @Test func anInvalidNameIsReportedWithTheRules() {
    #expect(throws: TemplateError.invalidName("push day")) {
      try Template.checkName("push day")
    }
    #expect(TemplateError.invalidName("a b").message.contains("1 to 64 letters, digits"))
  }
}

@Suite struct TemplateFromMenuTests {
  @Test func keepsThePlannedValuesNotesAndOrderOfTheMenu() throws {
    let menu = Menu(
      date: day("2024-01-05"), note: "push day",
      workouts: [
        workout("w1", "bench-press", planned: [.reps: 10, .weight: 60], count: 2, done: true),
        workout("w2", "squat", planned: [.reps: 5]),
      ])
    let template = try Template(name: "push", plan: menu)
    #expect(template.note == "push day")
    #expect(template.workouts.map(\.exercise) == ["bench-press", "squat"])
    #expect(
      template.workouts[0].sets
        == Array(repeating: PlannedSet(SetValues([.reps: 10, .weight: 60])), count: 2))
    #expect(template.setCount == 3)
  }

  @Test func aMenuWithoutWorkoutsCannotBeSaved() {
    let menu = Menu(date: day("2024-01-05"), note: "rest day")
    #expect(throws: TemplateError.nothingPlanned(day("2024-01-05"))) {
      try Template(name: "rest", plan: menu)
    }
  }

  @Test func anInvalidNameIsRefusedBeforeTheMenuIsLookedAt() {
    #expect(throws: TemplateError.invalidName("-x")) {
      try Template(name: "-x", plan: Menu(date: day("2024-01-05")))
    }
  }
}

@Suite struct TemplateFileTests {
  @Test func templatesAreKeptSortedByName() throws {
    var file = TemplateFile()
    for name in ["pull", "legs", "push"] {
      try file.save(Template(name: name, workouts: []), replacing: false)
    }
    #expect(file.names == ["legs", "pull", "push"])
  }

  @Test func savingATakenNameWithoutReplacingFails() throws {
    var file = TemplateFile(templates: [pushTemplate])
    #expect(throws: TemplateError.exists("push")) {
      try file.save(Template(name: "push", workouts: []), replacing: false)
    }
    #expect(file.templates == [pushTemplate])
  }

  @Test func replacingReturnsTheTemplateReplaced() throws {
    var file = TemplateFile(templates: [pushTemplate])
    let replaced = try file.save(Template(name: "push", workouts: []), replacing: true)
    #expect(replaced == pushTemplate)
    #expect(file.templates == [Template(name: "push", workouts: [])])
  }

  @Test func anUnknownNameListsTheKnownOnes() {
    let file = TemplateFile(templates: [pushTemplate, Template(name: "legs", workouts: [])])
    #expect(throws: TemplateError.unknown("psh", known: ["legs", "push"])) {
      try file.template(named: "psh")
    }
  }

  @Test func removeReturnsTheTemplateAndDropsIt() throws {
    var file = TemplateFile(templates: [pushTemplate])
    #expect(try file.remove(named: "push") == pushTemplate)
    #expect(file.templates.isEmpty)
  }
}

@Suite struct TemplateJSONTests {
  private func encode(_ file: TemplateFile) -> [UInt8] {
    var json = JSONWriter()
    json.write(file)
    return json.bytes
  }

  private func decode(_ text: String) throws(JSONError) -> TemplateFile {
    try JSONReader.read(Array(text.utf8)) { reader throws(JSONError) in
      try reader.readTemplateFile()
    }
  }

  @Test func whatIsWrittenReadsBack() throws {
    let file = TemplateFile(templates: [pushTemplate, Template(name: "legs", workouts: [])])
    let text = String(decoding: encode(file), as: UTF8.self)
    #expect(try decode(text) == file)
  }

  @Test func theFileIsPrettyPrintedWithSortedKeys() {
    let file = TemplateFile(templates: [
      Template(
        name: "legs",
        workouts: [TemplateWorkout(exercise: "squat", sets: [PlannedSet(SetValues([.reps: 5]))])])
    ])
    #expect(
      String(decoding: encode(file), as: UTF8.self) == """
        {
          "templates": [
            {
              "name": "legs",
              "note": null,
              "workouts": [
                {
                  "exercise": "squat",
                  "note": null,
                  "sets": [
                    {
                      "planned": {
                        "reps": 5
                      }
                    }
                  ]
                }
              ]
            }
          ],
          "version": 4
        }

        """)
  }

  @Test func twoTemplatesOfOneNameAreRefusedAtTheSecond() {
    let text = """
      {"templates": [{"name": "a", "workouts": []},
       {"name": "a", "workouts": []}], "version": 1}
      """
    #expect(throws: JSONError(line: 2, column: 2, message: "two templates are named 'a'")) {
      try decode(text)
    }
  }

  @Test func anInvalidNameIsRefusedWhereItStands() {
    let text = #"{"templates": [{"name": "a b", "workouts": []}], "version": 1}"#
    #expect {
      try decode(text)
    } throws: { error in
      let error = error as? JSONError
      return error?.line == 1 && error?.column == 25
        && error?.message.contains("'a b' is not a template name") == true
    }
  }

  @Test func aSetWithResultsIsRefused() {
    let text = """
      {"templates": [{"name": "a", "workouts": [{"exercise": "squat",
       "sets": [{"planned": {"reps": 5}, "actual": {"reps": 5}}]}]}], "version": 1}
      """
    #expect {
      try decode(text)
    } throws: { error in
      (error as? JSONError)?.message.contains("unknown key `actual` in a template set") == true
    }
  }

  @Test func aFileWithoutAVersionIsRefused() {
    #expect(throws: JSONError(line: 1, column: 1, message: "the template file needs a `version`")) {
      try decode(#"{"templates": []}"#)
    }
  }
}

@Suite struct TemplateStoreTests {
  private func templatesPath(_ fixture: StoreFixture) -> String { fixture.root + "/templates.json" }

  private func save(_ template: Template, in fixture: StoreFixture) throws {
    try fixture.store.update { transaction in
      var file = try transaction.templates()
      try file.save(template, replacing: true)
      try transaction.setTemplates(file)
    }
  }

  @Test func savedTemplatesReadBackFromTheStore() throws {
    let fixture = StoreFixture()
    try save(pushTemplate, in: fixture)
    #expect(try fixture.store.templates().templates == [pushTemplate])
    #expect(fixture.temporaryFiles().isEmpty)
  }

  @Test func noTemplatesFileReadsAsNone() throws {
    let fixture = StoreFixture()
    #expect(try fixture.store.templates() == TemplateFile())
    #expect(!FileManager.default.fileExists(atPath: fixture.root))
  }

  @Test func settingTheSameTemplatesWritesNothing() throws {
    let fixture = StoreFixture()
    try save(pushTemplate, in: fixture)
    let before = fixture.snapshot()
    try save(pushTemplate, in: fixture)
    #expect(fixture.snapshot() == before)
  }

  @Test func templatesAndMenusAreWrittenByOneUpdate() throws {
    let fixture = StoreFixture()
    try fixture.store.update { transaction in
      try transaction.put(pushDay)
      try transaction.setTemplates(TemplateFile(templates: [pushTemplate]))
    }
    #expect(try fixture.store.templates().templates == [pushTemplate])
    #expect(try fixture.store.menu(on: pushDay.date) == pushDay)
  }

  @Test func nothingIsWrittenWhenTheUpdateFails() throws {
    let fixture = StoreFixture()
    try save(pushTemplate, in: fixture)
    let before = fixture.snapshot()
    #expect(throws: DeliberateFailure.self) {
      try fixture.store.update { transaction in
        try transaction.setTemplates(TemplateFile())
        throw DeliberateFailure()
      }
    }
    #expect(fixture.snapshot() == before)
  }

  @Test func removingTheLastTemplateRemovesTheFile() throws {
    let fixture = StoreFixture()
    try save(pushTemplate, in: fixture)
    try fixture.store.update { transaction in try transaction.setTemplates(TemplateFile()) }
    #expect(!FileManager.default.fileExists(atPath: templatesPath(fixture)))
  }

  @Test func aCorruptFileIsAnUnreadableStoreErrorNamingIt() throws {
    let fixture = StoreFixture()
    writeFile(templatesPath(fixture), #"{"templates": [{"name": "a""#)
    #expect {
      try fixture.store.templates()
    } throws: { error in
      guard case .unreadable(let path, let json) = error as? StoreError else { return false }
      return path == templatesPath(fixture) && json.line == 1 && json.column == 28
    }
  }

  @Test func aNewerFileIsReportedAsNewerEvenWithShapesThisBinaryDoesNotKnow() throws {
    let fixture = StoreFixture()
    writeFile(
      templatesPath(fixture), #"{"templates": [{"name": "a", "tempo": "3-1-1"}], "version": 5}"#)
    #expect {
      try fixture.store.templates()
    } throws: { error in
      (error as? StoreError)?.message.contains("version 5 is newer than this wkc reads") == true
    }
  }

  @Test func aWriterLeavesACorruptFileAlone() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    writeFile(templatesPath(fixture), "{")
    #expect(throws: StoreError.self) {
      try fixture.store.update { transaction in
        var file = try transaction.templates()
        try file.save(pushTemplate, replacing: true)
        try transaction.setTemplates(file)
      }
    }
    #expect(fileText(templatesPath(fixture)) == "{")
  }

  @Test func replacingTheTemplatesUnreadLeavesACorruptFileAlone() throws {
    let fixture = StoreFixture()
    try fixture.put(pushDay)
    writeFile(templatesPath(fixture), "{")
    #expect(throws: StoreError.self) {
      try fixture.store.update { transaction in
        try transaction.setTemplates(TemplateFile(templates: [pushTemplate]))
      }
    }
    #expect(fileText(templatesPath(fixture)) == "{")
  }
}

@Suite struct ApplyTemplateTests {
  let planner = Planner(catalog: catalog)

  @Test func workoutsAreAddedAfterTheMenusOwnWithNewIds() throws {
    let menu = Menu(date: day("2024-01-06"), workouts: [workout("own1", "deadlift")])
    let applied = try planner.apply(pushTemplate, to: menu, newID: counter())
    #expect(applied.workouts.map(\.id) == [wid("own1"), wid("t1"), wid("t2")])
    #expect(applied.workouts.map(\.exercise) == ["deadlift", "bench-press", "squat"])
  }

  @Test func addedSetsArePlannedAsSavedWithNoResults() throws {
    let applied = try planner.apply(
      pushTemplate, to: Menu(date: day("2024-01-06")), newID: counter())
    #expect(applied.workouts[0].sets.map(\.planned) == pushTemplate.workouts[0].sets)
    #expect(applied.workouts.flatMap(\.sets).allSatisfy { $0.isOpen })
    #expect(applied.workouts[0].note == "pause")
  }

  @Test func aMenuWithoutANoteTakesTheTemplatesNote() throws {
    let applied = try planner.apply(
      pushTemplate, to: Menu(date: day("2024-01-06")), newID: counter())
    #expect(applied.note == "push day")
  }

  @Test func aMenuWithANoteKeepsIt() throws {
    let menu = Menu(date: day("2024-01-06"), note: "tired")
    #expect(try planner.apply(pushTemplate, to: menu, newID: counter()).note == "tired")
  }

  @Test func theGivenPlanDecidesTheSetsAdded() throws {
    let heavier: TemplatePlan = { workout, _ in
      workout.sets.map {
        PlannedSet($0.values.merging(SetValues([.weight: ($0[.weight] ?? 0) + 2.5])), kind: $0.kind)
      }
    }
    let applied = try planner.apply(
      pushTemplate, to: Menu(date: day("2024-01-06")), newID: counter(), plan: heavier)
    #expect(applied.workouts.map { $0.sets[0].planned[.weight] } == [62.5, 102.5])
  }

  @Test func anExerciseNoLongerInTheCatalogIsInvalid() {
    let template = Template(
      name: "mine",
      workouts: [TemplateWorkout(exercise: "my-press", sets: [PlannedSet(SetValues([.reps: 5]))])]
    )
    #expect(
      throws: PlanError.invalid(
        "template 'mine', workout 1 (my-press): the catalog has no exercise 'my-press'")
    ) {
      try planner.apply(template, to: Menu(date: day("2024-01-06")), newID: counter())
    }
  }

  @Test func aValueNoLongerValidIsInvalid() {
    let template = Template(
      name: "big",
      workouts: [TemplateWorkout(exercise: "squat", sets: [PlannedSet(SetValues([.weight: 900]))])]
    )
    #expect {
      try planner.apply(template, to: Menu(date: day("2024-01-06")), newID: counter())
    } throws: { error in
      guard case .invalid(let message) = error as? PlanError else { return false }
      return message.hasPrefix("template 'big', workout 1 (squat), set 1: weight must be between")
    }
  }

  @Test func aValueThePlanMakesInvalidIsInvalid() {
    let tooHeavy: TemplatePlan = { workout, _ in
      workout.sets.map { PlannedSet($0.values.merging(SetValues([.weight: 600])), kind: $0.kind) }
    }
    #expect(throws: PlanError.self) {
      try planner.apply(
        pushTemplate, to: Menu(date: day("2024-01-06")), newID: counter(), plan: tooHeavy)
    }
  }

  @Test func aWorkoutWithoutSetsIsInvalid() {
    let template = Template(name: "none", workouts: [TemplateWorkout(exercise: "squat", sets: [])])
    #expect(
      throws: PlanError.invalid(
        "template 'none', workout 1 (squat) has 0 sets; a workout has 1 to 100")
    ) {
      try planner.apply(template, to: Menu(date: day("2024-01-06")), newID: counter())
    }
  }
}
