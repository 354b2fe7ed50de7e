import Foundation
import Testing

@testable import WorkoutCore

private let now = Moment(seconds: 1_730_000_000, zone: FixedOffset(seconds: 9 * 3600))

/// A store with odd values and Japanese text over three months, a custom exercise and a template.
private func fill(_ store: Store) throws {
  _ = try store.perform(
    AddExercise(
      exercise: Exercise(
        id: "zercher-squat", name: "ツェルチャー・スクワット \"Z\"", aliases: ["zs"],
        kind: "weight-training", items: [.reps, .weight, .rest]))
  ).outcome
  var generator = SeededGenerator(state: 42)
  let exercises: [ExerciseID] = ["bench-press", "run", "plank", "zercher-squat"]
  for offset in 0..<40 {
    let date = LocalDate(daysSinceEpoch: 19_700 + offset * 2)
    _ = try store.update { transaction in
      var menu = try transaction.menu(on: date)
      menu.note = offset % 3 == 0 ? "脚の日 \\ \"quoted\" \u{7}" : nil
      let exercise = exercises[Int(generator.next() % 4)]
      let values: SetValues =
        switch exercise {
        case "run": SetValues([.duration: 1234, .distance: 5.012_345_678])
        case "plank": SetValues([.duration: 60])
        default: SetValues([.reps: 5, .weight: 61.234_970_095_9, .rest: 90])
        }
      menu.workouts.append(
        Workout(
          id: WorkoutID.make(secondsSince1970: 1_700_000_000 + offset, using: &generator),
          exercise: exercise, note: offset % 2 == 0 ? "メモ \(offset)" : nil,
          sets: [
            WorkoutSet(
              planned: PlannedSet(values), actual: values,
              completedAt: Timestamp("2024-01-05T07:31:02+09:00")),
            WorkoutSet(planned: PlannedSet(values)),
          ]))
      try transaction.put(menu)
    }
  }
  _ = try store.perform(
    SaveTemplate(name: "push-day", from: LocalDate(daysSinceEpoch: 19_700), replace: false)
  ).outcome
}

/// Every file of a home, by path relative to it.
private func files(_ home: TempDirectory) -> [String: [UInt8]] {
  var files: [String: [UInt8]] = [:]
  for entry in home.entries() where entry.hasSuffix(".json") && entry != "index.json" {
    files[entry] = fileBytes(home.path + "/" + entry)
  }
  return files
}

@Suite struct StoreDocumentTests {
  @Test func importingAnExportIntoAnEmptyHomeGivesBackTheSameFiles() throws {
    let original = TempDirectory()
    try fill(Store(root: original.path))
    let json = try StoreDocument(store: Store(root: original.path), dates: nil).json
    let copy = TempDirectory()
    _ = try Store(root: copy.path).perform(
      ImportStore(document: try StoreDocument.read(json), source: "all.json", moment: now))
    let before = files(original)
    #expect(before.keys.contains("templates.json"))
    #expect(before.keys.contains("catalog.json"))
    #expect(before.keys.filter { $0.hasPrefix("menus/") }.count >= 3)
    #expect(files(copy) == before)
  }

  @Test func theExportIsJSONThatOtherToolsRead() throws {
    let home = TempDirectory()
    try fill(Store(root: home.path))
    let json = try StoreDocument(store: Store(root: home.path), dates: nil).json
    let object = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any]
    #expect(object?["format"] as? String == "wkc-export")
    #expect(object?["schema"] as? Int == MonthFile.currentVersion)
    let months = object?["months"] as? [String: Any]
    #expect(months?.keys.sorted().first?.count == 7)
  }

  @Test func importingAnExportAgainAddsNothing() throws {
    let home = TempDirectory()
    try fill(Store(root: home.path))
    let store = Store(root: home.path)
    let before = files(home)
    let document = try StoreDocument.read(try StoreDocument(store: store, dates: nil).json)
    let summary = try store.perform(ImportStore(document: document, source: "a", moment: now))
      .outcome
    #expect(summary.workoutsAdded == 0)
    #expect(summary.alreadyImported == 40)
    #expect(files(home) == before)
  }

  @Test func aRangeKeepsOnlyItsDates() throws {
    let home = TempDirectory()
    try fill(Store(root: home.path))
    let first = LocalDate(daysSinceEpoch: 19_700)
    let document = try StoreDocument(
      store: Store(root: home.path), dates: first...first.adding(days: 4))
    let copy = TempDirectory()
    _ = try Store(root: copy.path).perform(
      ImportStore(document: try StoreDocument.read(document.json), source: "a", moment: now))
    let menus = try Store(root: copy.path).month(first.yearMonth).menus
    #expect(menus.map(\.date) == [first, first.adding(days: 2), first.adding(days: 4)])
  }

  @Test func aDocumentOfANewerWkcIsRefused() {
    let json = Array(#"{"format": "wkc-export", "months": {}, "schema": 99, "version": 1}"#.utf8)
    #expect(throws: JSONError.self) { try StoreDocument.read(json) }
  }

  @Test func somethingElseIsNotAnExport() {
    for text in [
      #"{"format": "other", "version": 1}"#, #"{"months": {}}"#, "[]",
      #"{"format": "wkc-export", "version": 1, "months": {"2024-13": {}}}"#,
    ] {
      #expect(throws: JSONError.self) { try StoreDocument.read(Array(text.utf8)) }
    }
  }

  @Test func aDocumentStartsWithABrace() {
    #expect(StoreDocument.looksLikeDocument(Array("\u{FEFF}  {\"a\"".utf8)))
    #expect(!StoreDocument.looksLikeDocument(Array("Date,Workout Name".utf8)))
  }
}
