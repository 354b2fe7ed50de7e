import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TestHome {
  /// A home whose menu of today (Fri 2024-01-05), noted "push day", plans bench press
  /// (3 × 10 × 60 kg, rest 90 s) and squat (2 × 5 × 100 kg, rest 3 min, noted "deep").
  static func withAPushDay(sourceLocation: SourceLocation = #_sourceLocation) -> TestHome {
    let home = TestHome()
    home.expectSuccess(
      ["add", "bench-press", "--sets", "3", "--reps", "10", "--weight", "60", "--rest", "90"],
      sourceLocation: sourceLocation)
    home.expectSuccess(
      ["add", "squat", "--sets", "2", "--set", "5x100", "--set", "5x100", "--note", "deep"],
      sourceLocation: sourceLocation)
    home.expectSuccess(["menu", "note", "today", "push day"], sourceLocation: sourceLocation)
    return home
  }

  /// `withAPushDay` with the plan saved as the template `push`.
  static func withAPushTemplate(sourceLocation: SourceLocation = #_sourceLocation) -> TestHome {
    let home = withAPushDay(sourceLocation: sourceLocation)
    home.expectSuccess(
      ["template", "save", "push", "--from", "today"], sourceLocation: sourceLocation)
    return home
  }

  /// Writes `templates.json` with one template `hand` holding one workout, as given.
  func writeTemplate(workout: String) {
    write(
      "templates.json",
      """
      {"templates": [{"name": "hand", "note": null, "workouts": [\(workout)]}], "version": 1}
      """)
  }

  var templatesPath: String { dataDirectory + "/templates.json" }
}

@Suite struct TemplateCommandTests {
  // MARK: save

  @Test func savePrintsWhatWasSaved() {
    let home = TestHome.withAPushDay()
    let out = home.expectSuccess(["template", "save", "push", "--from", "today"])
    #expect(out.contains("Saved template push from Fri 2024-01-05 (2 workouts, 5 sets)."))
    #expect(out.contains("1  Bench Press  1    10x60 kg, rest 1:30"))
    #expect(out.contains("2  Squat        1    5x100 kg, rest 3:00"))
  }

  @Test func saveJSONIsTheTemplateWithOnlyPlannedSets() throws {
    let home = TestHome.withAPushDay()
    let template = try home.object(["template", "save", "push", "--from", "today"])
    #expect(Set(template.keys) == ["name", "note", "workouts"])
    #expect(template["name"] as? String == "push")
    #expect(template["note"] as? String == "push day")
    let workouts = try #require(template["workouts"] as? [[String: Any]])
    #expect(Set(workouts[0].keys) == ["exercise", "note", "sets"])
    #expect(workouts.map { $0["exercise"] as? String } == ["bench-press", "squat"])
    #expect(workouts[1]["note"] as? String == "deep")
    let sets = try #require(workouts[0]["sets"] as? [[String: Any]])
    #expect(sets.map { Set($0.keys) } == Array(repeating: ["planned"], count: 3))
    #expect(sets[0]["planned"] as? [String: Double] == ["reps": 10, "weight": 60, "rest": 90])
  }

  @Test func saveWithReplaceReplacesTheTemplateOfThatName() throws {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    let out = home.expectSuccess(["template", "save", "push", "--from", "tomorrow", "--replace"])
    #expect(out.hasPrefix("Replaced template push from Sat 2024-01-06 (1 workout, "))
    let workouts = try #require(
      try home.object(["template", "show", "push"])["workouts"] as? [Any])
    #expect(workouts.count == 1)
  }

  @Test func saveOfATakenNameWithoutReplaceFails() {
    let home = TestHome.withAPushTemplate()
    home.expectFailure(
      ["template", "save", "push", "--from", "today"], code: 1,
      message: "there is already a template 'push'; add --replace to replace it")
  }

  @Test func saveFromADateWithoutAMenuFails() {
    let home = TestHome.withAPushDay()
    home.expectFailure(
      ["template", "save", "push", "--from", "2024-01-20"], code: 1,
      message: "there is no plan on 2024-01-20 to save as a template")
  }

  @Test(arguments: ["push day", "push/day", String(repeating: "p", count: 65)])
  func saveWithABadNameIsAUsageError(name: String) {
    let home = TestHome.withAPushDay()
    let outcome = home.expectFailure(
      ["template", "save", name, "--from", "today"], code: 64,
      message: "'\(name)' is not a template name: use 1 to 64 letters, digits, '-', '_' and '.'")
    #expect(outcome.stderr.contains("Usage: wkc template save NAME --from D [--replace]"))
  }

  @Test func saveOfANameStartingWithADashIsAUsageError() {
    let home = TestHome.withAPushDay()
    home.expectFailure(
      ["template", "save", "--from", "today", "--", "-push"], code: 64,
      message: "'-push' is not a template name")
  }

  @Test func saveWithoutFromIsAUsageError() {
    let home = TestHome.withAPushDay()
    home.expectFailure(["template", "save", "push"], code: 64, message: "--from")
  }

  // MARK: list

  @Test func listPrintsOneLinePerTemplateWithExerciseNamesAndSets() {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow", "--sets", "2"])
    home.expectSuccess(["template", "save", "pull", "--from", "tomorrow"])
    let out = home.expectSuccess(["template", "list"])
    #expect(
      out == """
        name  exercises           sets
        pull  Deadlift            2
        push  Bench Press, Squat  5

        """)
  }

  @Test func templateAloneLists() {
    let home = TestHome.withAPushTemplate()
    #expect(home.expectSuccess(["template"]) == home.expectSuccess(["template", "list"]))
  }

  @Test func listOfNoTemplatesSaysHowToSaveOne() {
    let out = TestHome().expectSuccess(["template", "list"])
    #expect(out == "No templates yet. Save a date's plan: wkc template save NAME --from D\n")
  }

  @Test func listJSONIsAnArrayOfTemplatesSortedByName() throws {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["template", "save", "arms", "--from", "today"])
    let templates = try home.array(["template", "list"])
    let names = templates.map { ($0 as? [String: Any])?["name"] as? String }
    #expect(names == ["arms", "push"])
    #expect(
      (templates.first as? [String: Any]).map { Set($0.keys) } == ["name", "note", "workouts"])
  }

  @Test func listJSONOfNoTemplatesIsAnEmptyArray() throws {
    #expect(try TestHome().array(["template", "list"]).isEmpty)
  }

  // MARK: show

  @Test func showPrintsTheWorkoutsAndPlannedSets() {
    let home = TestHome.withAPushTemplate()
    let out = home.expectSuccess(["template", "show", "push"])
    #expect(
      out == """
        push - push day
        #  exercise     set  plan
        1  Bench Press  1    10x60 kg, rest 1:30
                        2    10x60 kg, rest 1:30
                        3    10x60 kg, rest 1:30
        2  Squat        1    5x100 kg, rest 3:00
           deep         2    5x100 kg, rest 3:00
        2 workouts, 5 sets

        """)
  }

  @Test func showJSONIsTheTemplateObject() throws {
    let home = TestHome.withAPushTemplate()
    let shown = try home.object(["template", "show", "push"])
    let saved = try home.array(["template", "list"]).first as? [String: Any]
    #expect(Set(shown.keys) == ["name", "note", "workouts"])
    #expect(NSDictionary(dictionary: shown).isEqual(to: saved ?? [:]))
  }

  @Test func showOfAnUnknownNameListsTheTemplatesAndSuggestsTheNearest() {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectFailure(
      ["template", "show", "psh"], code: 1,
      message: "no template 'psh'; the templates are legs, push; did you mean 'push'?")
  }

  @Test func showOfAnUnknownNameWithNoTemplatesSaysHowToSaveOne() {
    let home = TestHome()
    home.expectFailure(
      ["template", "show", "push"], code: 1,
      message:
        "no template 'push'; there are none yet; save one with 'wkc template save NAME --from D'")
  }

  @Test func showWithABadNameIsAUsageError() {
    let home = TestHome.withAPushTemplate()
    home.expectFailure(
      ["template", "show", "push day"], code: 64, message: "'push day' is not a template name")
  }

  // MARK: apply

  @Test func applyWithoutADateAppendsToTodaysMenu() throws {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["template", "apply", "push"])
    #expect(try home.exercises("today") == ["bench-press", "squat", "bench-press", "squat"])
  }

  @Test func applyPrintsTheAddedWorkoutsWithTheirSets() {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    let out = home.expectSuccess(["template", "apply", "push", "--date", "tomorrow"])
    #expect(
      out.hasPrefix("Applied template push to Sat 2024-01-06: 2 workouts added as #2 to #3.\n"))
    #expect(out.contains("\n#2 Bench Press (id w"))
    #expect(out.contains("\n  set 3  10x60 kg, rest 1:30\n#3 Squat (id w"))
    #expect(out.hasSuffix("  set 2  5x100 kg, rest 3:00\n  note: deep\n"))
  }

  @Test func applyJSONIsTheResultingMenu() throws {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["add", "deadlift", "--date", "tomorrow"])
    let menu = try home.object(["template", "apply", "push", "--date", "tomorrow"])
    #expect(Set(menu.keys) == ["date", "note", "workouts"])
    #expect(menu["date"] as? String == "2024-01-06")
    #expect((menu["workouts"] as? [Any])?.count == 3)
  }

  @Test func applyOfAnUnknownNameFails() {
    let home = TestHome.withAPushTemplate()
    home.expectFailure(
      ["template", "apply", "pusj"], code: 1,
      message: "no template 'pusj'; the only one is push; did you mean 'push'?")
  }

  @Test func applyWithABadNameIsAUsageError() {
    let home = TestHome.withAPushTemplate()
    home.expectFailure(
      ["template", "apply", "push!"], code: 64, message: "'push!' is not a template name")
  }

  @Test func applyOfAValueOutOfRangeInTheTemplatesFileIsInvalid() {
    let home = TestHome.withAPushDay()
    home.writeTemplate(
      workout: #"{"exercise": "squat", "sets": [{"planned": {"reps": 5, "weight": 900}}]}"#)
    home.expectFailure(
      ["template", "apply", "hand", "--date", "tomorrow"], code: 65,
      message: "template 'hand', workout 1 (squat), set 1: weight must be between 0 kg and 500 kg")
  }

  // MARK: remove

  @Test func removePrintsWhatWasRemoved() {
    let home = TestHome.withAPushTemplate()
    let out = home.expectSuccess(["template", "remove", "push"])
    #expect(out == "Removed template push (2 workouts, 5 sets).\n")
  }

  @Test func removeJSONIsTheRemovedTemplate() throws {
    let home = TestHome.withAPushTemplate()
    let removed = try home.object(["template", "remove", "push"])
    #expect(removed["name"] as? String == "push")
    #expect((removed["workouts"] as? [Any])?.count == 2)
  }

  // MARK: Round trip

  @Test func aSavedTemplateIsListedShownAppliedAndRemoved() throws {
    let home = TestHome.withAPushDay()
    home.expectSuccess(["template", "save", "push", "--from", "today"])
    #expect(home.expectSuccess(["template", "list"]).contains("push  Bench Press, Squat  5"))
    #expect(home.expectSuccess(["template", "show", "push"]).contains("2 workouts, 5 sets"))
    home.expectSuccess(["template", "apply", "push", "--date", "+7"])
    #expect(try home.exercises("2024-01-12") == ["bench-press", "squat"])
    home.expectSuccess(["template", "remove", "push"])
    home.expectFailure(["template", "show", "push"], code: 1, message: "no template 'push'")
  }
}

@Suite struct TemplateStoreErrorTests {
  // MARK: The file

  @Test func templatesFileHoldsTheTemplatesByNameWithSortedKeys() throws {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["template", "save", "arms", "--from", "today"])
    let text = try #require(home.file("templates.json"))
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(file["version"] as? Int == 4)
    let names = (file["templates"] as? [[String: Any]])?.map { $0["name"] as? String }
    #expect(names == ["arms", "push"])
    #expect(text.hasPrefix("{\n  \"templates\": [\n    {\n      \"name\": \"arms\",\n"))
    #expect(text.hasSuffix("  ],\n  \"version\": 4\n}\n"))
  }

  @Test func templateWritesLeaveNoTemporaryFiles() {
    let home = TestHome.withAPushTemplate()
    home.expectSuccess(["template", "save", "push", "--from", "today", "--replace"])
    home.expectSuccess(["template", "apply", "push", "--date", "tomorrow"])
    home.expectSuccess(["template", "remove", "push"])
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func readingTemplatesOfABrandNewHomeCreatesNothing() {
    let home = TestHome()
    home.expectSuccess(["template", "list"])
    home.run(arguments: ["template", "show", "push"])
    #expect(home.snapshot().isEmpty)
  }

  // MARK: Corrupt file

  @Test func listOfACorruptTemplatesFileNamesTheFileLineAndColumn() {
    let home = TestHome.withAPushTemplate()
    home.write("templates.json", "{\"templates\": [\n  {\"name\": \"push\",,\n")
    let outcome = home.expectFailure(
      ["template", "list"], code: 74, message: home.templatesPath + ": line 2, column 19: ")
    #expect(outcome.stderr.contains("wkc will not overwrite it"))
  }

  @Test func saveOverACorruptTemplatesFileLeavesItAlone() {
    let home = TestHome.withAPushDay()
    home.write("templates.json", #"{"templates": ["#)
    home.expectFailure(
      ["template", "save", "push", "--from", "today"], code: 74,
      message: home.templatesPath + ": line 1, column 16: ")
    #expect(home.file("templates.json") == #"{"templates": ["#)
    #expect(home.temporaryFiles().isEmpty)
  }

  @Test func applyFromACorruptTemplatesFileChangesNoMenu() {
    let home = TestHome.withAPushDay()
    home.write("templates.json", #"{"templates": ["#)
    home.expectFailure(["template", "apply", "push"], code: 74, message: home.templatesPath)
  }

  @Test func removeFromACorruptTemplatesFileLeavesItAlone() {
    let home = TestHome.withAPushDay()
    home.write("templates.json", #"{"templates": [], "version": 1"#)
    home.expectFailure(["template", "remove", "push"], code: 74, message: home.templatesPath)
  }

  @Test func aTemplateWithResultsInTheFileIsAStoreError() {
    let home = TestHome.withAPushDay()
    home.writeTemplate(
      workout: #"{"exercise": "squat", "sets": [{"actual": {"reps": 5}, "planned": {"reps": 5}}]}"#
    )
    home.expectFailure(
      ["template", "list"], code: 74,
      message: home.templatesPath + ": line 1, column 102: unknown key `actual` in a template set")
  }

  @Test func twoTemplatesOfOneNameInTheFileAreAStoreError() {
    let home = TestHome()
    home.write(
      "templates.json",
      #"{"templates": [{"name": "a", "workouts": []}, {"name": "a", "workouts": []}], "version": 1}"#
    )
    home.expectFailure(
      ["template", "show", "a"], code: 74,
      message: home.templatesPath + ": line 1, column 47: two templates are named 'a'")
  }

  // MARK: Newer schema

  @Test func aNewerTemplatesFileIsRefusedAsNewer() {
    let home = TestHome.withAPushDay()
    home.write(
      "templates.json",
      #"{"templates": [{"name": "push", "progression": "linear"}], "version": 5}"#)
    home.expectFailure(
      ["template", "list"], code: 74,
      message: home.templatesPath + ": line 1, column 71: version 5 is newer than this wkc")
  }

  @Test func saveOverANewerTemplatesFileLeavesItAlone() {
    let home = TestHome.withAPushDay()
    home.write("templates.json", #"{"templates": [], "version": 5}"#)
    home.expectFailure(
      ["template", "save", "push", "--from", "today"], code: 74, message: "version 5 is newer")
    #expect(home.file("templates.json") == #"{"templates": [], "version": 5}"#)
    #expect(home.temporaryFiles().isEmpty)
  }

  // MARK: Lock

  @Test func saveFailsWhenAnotherProcessHoldsTheLock() throws {
    let home = TestHome.withAPushDay()
    let fd = open(home.dataDirectory + "/lock", O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_EX) == 0)
    let before = home.snapshot()
    let outcome = home.run(
      arguments: ["template", "save", "push", "--from", "today"], lockWait: 0.2)
    #expect(outcome.code == 75)
    #expect(outcome.stderr.hasPrefix("wkc: error: the store is locked by another wkc"))
    #expect(outcome.stdout.isEmpty)
    #expect(home.snapshot() == before)
  }
}
