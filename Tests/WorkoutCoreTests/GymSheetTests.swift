import Testing

@testable import WorkoutCore

/// The sheet of `menus` with the built-in catalog (or `sheetCatalog`), read back.
private func sheet(_ menus: [Menu], catalog sheetCatalog: Catalog = catalog) throws
  -> PDFInspection
{
  try PDFInspection(GymSheet(catalog: sheetCatalog).pdf(menus))
}

/// A set planned with `values`.
private func planned(_ values: [ItemID: Double], kind: SetKind = .working) -> WorkoutSet {
  WorkoutSet(planned: PlannedSet(SetValues(values), kind: kind))
}

/// A menu of `count` bench press workouts of `sets` sets each.
private func menu(_ date: String, workouts count: Int, sets: Int = 3) -> Menu {
  Menu(
    date: day(date),
    workouts: (0..<count).map {
      workout("b\($0)", "bench-press", planned: [.reps: 10, .weight: 60], count: sets)
    })
}

/// A catalog with one custom exercise named `name`.
private func catalog(naming name: String) throws -> Catalog {
  try catalog.adding(custom: [
    Exercise(
      id: "mine", name: name, kind: "weight-training", items: [.reps, .weight],
      isCustom: true)
  ])
}

@Suite struct GymSheetPageTests {
  @Test func eachDateHasItsOwnPage() throws {
    let file = try sheet([
      menu("2024-01-05", workouts: 2), menu("2024-01-06", workouts: 1),
      menu("2024-01-08", workouts: 3),
    ])
    let pages = try file.pages()
    #expect(pages.count == 3)
    #expect(try file.joinedText(ofPage: pages[0]).contains("Friday 2024-01-05"))
    #expect(try file.joinedText(ofPage: pages[2]).contains("Monday 2024-01-08"))
  }

  @Test func datesArePrintedInDateOrder() throws {
    let file = try sheet([menu("2024-01-08", workouts: 1), menu("2024-01-05", workouts: 1)])
    #expect(try file.joinedText(ofPage: try file.pages()[0]).contains("2024-01-05"))
  }

  @Test func aLongMenuTakesMorePagesNumberedInTheFooter() throws {
    let file = try sheet([menu("2024-01-05", workouts: 12)])
    let pages = try file.pages()
    #expect(pages.count > 1)
    let last = try file.joinedText(ofPage: try #require(pages.last))
    #expect(last.contains("page \(pages.count) of \(pages.count)"))
    #expect(last.contains("continued"))
  }

  @Test func aWorkoutThatFitsOnAPageIsNotSplit() throws {
    let file = try sheet([menu("2024-01-05", workouts: 12)])
    for page in try file.pages() {
      let texts = try file.texts(ofPage: page).map(\.text)
      let names = texts.filter { $0 == "Bench Press" }.count
      let firstSets = texts.filter { $0 == "1" }.count
      let lastSets = texts.filter { $0 == "3" }.count
      #expect(names == firstSets && names == lastSets, "a workout split across pages")
    }
  }

  @Test func aWorkoutLongerThanAPageContinuesOnTheNext() throws {
    let long = menu("2024-01-05", workouts: 1, sets: Workout.maximumSets)
    let file = try sheet([long])
    let pages = try file.pages()
    #expect(pages.count > 2)
    let numbers = try pages.flatMap { try file.texts(ofPage: $0).map(\.text) }
    for set in 1...Workout.maximumSets { #expect(numbers.contains("\(set)")) }
    #expect(try file.joinedText(ofPage: pages[1]).contains("Bench Press"))
  }

  @Test func aWorkoutLongerThanAPageStartsRightAfterTheOneBefore() throws {
    let plan = Menu(
      date: day("2024-01-05"),
      workouts: [
        workout("w1", "bench-press", count: 3),
        workout("w2", "squat", count: Workout.maximumSets),
      ])
    let file = try sheet([plan])
    #expect(try file.joinedText(ofPage: try file.pages()[0]).contains("Squat"))
  }

  @Test func noMenusGiveOnePageSayingNothingIsPlanned() throws {
    let file = try sheet([Menu(date: day("2024-01-05"))])
    let pages = try file.pages()
    #expect(pages.count == 1)
    #expect(try file.joinedText(ofPage: pages[0]).contains(GymSheet.nothingPlanned))
  }

  @Test func aMenuWithOnlyANoteHasAPageSayingNoWorkouts() throws {
    let file = try sheet([Menu(date: day("2024-01-05"), note: "Rest day")])
    let text = try file.joinedText(ofPage: try file.pages()[0])
    #expect(text.contains("Rest day"))
    #expect(text.contains("No workouts planned."))
  }

  @Test func theSameMenusGiveTheSameBytes() {
    let menus = [menu("2024-01-05", workouts: 4)]
    #expect(GymSheet(catalog: catalog).pdf(menus) == GymSheet(catalog: catalog).pdf(menus))
  }
}

@Suite struct GymSheetContentTests {
  @Test func theHeaderHasTheDateWithItsWeekdayAndTheNote() throws {
    var plan = menu("2024-01-05", workouts: 1)
    plan.note = "Leg day"
    let file = try sheet([plan])
    let text = try file.joinedText(ofPage: try file.pages()[0])
    #expect(text.contains("Friday 2024-01-05"))
    #expect(text.contains("Leg day"))
    #expect(text.contains("1 exercise \u{00B7} 3 sets"))
  }

  @Test func setsAreWrittenAsWkcWritesThemWithTheirRest() throws {
    let plan = Menu(
      date: day("2024-01-05"),
      workouts: [
        Workout(
          id: wid("w1"), exercise: "bench-press",
          sets: [planned([.reps: 8, .weight: 62.5, .rest: 90])]),
        Workout(
          id: wid("w2"), exercise: "run", sets: [planned([.duration: 1800, .distance: 5])]),
      ])
    let file = try sheet([plan])
    let texts = try file.texts(ofPage: try file.pages()[0]).map(\.text)
    #expect(texts.contains("8\u{00D7}62.5 kg"))
    #expect(texts.contains("rest 1:30"))
    #expect(texts.contains("30:00, 5 km"))
  }

  @Test func warmUpDropAndFailureSetsAreTagged() throws {
    let plan = Menu(
      date: day("2024-01-05"),
      workouts: [
        Workout(
          id: wid("w1"), exercise: "squat",
          sets: [
            planned([.reps: 5], kind: .warmup), planned([.reps: 5]),
            planned([.reps: 5], kind: .drop), planned([.reps: 5], kind: .failure),
          ])
      ])
    let file = try sheet([plan])
    let texts = try file.texts(ofPage: try file.pages()[0]).map(\.text)
    #expect(texts.filter { ["W", "D", "F"].contains($0) } == ["W", "D", "F"])
  }

  @Test func doneAndSkippedSetsShowTheirResultInTheBox() throws {
    var done = workout("w1", "bench-press", planned: [.reps: 10, .weight: 60], done: true)
    done.sets.append(
      WorkoutSet(planned: PlannedSet(SetValues([.reps: 10, .weight: 60])), skipped: true))
    let file = try sheet([Menu(date: day("2024-01-05"), workouts: [done])])
    let texts = try file.texts(ofPage: try file.pages()[0]).map(\.text)
    #expect(texts.filter { $0 == "10\u{00D7}60 kg" }.count == 3)
    #expect(texts.contains("skipped"))
  }

  @Test func anExerciseNoLongerInTheCatalogIsNamedByItsID() throws {
    let gone = Workout(id: wid("w1"), exercise: "old-lift", sets: [planned([.reps: 5])])
    let file = try sheet([Menu(date: day("2024-01-05"), workouts: [gone])])
    #expect(try file.joinedText(ofPage: try file.pages()[0]).contains("old-lift"))
  }
}

@Suite struct GymSheetTextTests {
  @Test func japaneseNamesGoThroughTheType0FontAsUTF16() throws {
    let plan = Menu(
      date: day("2024-01-05"),
      workouts: [Workout(id: wid("w1"), exercise: "mine", sets: [planned([.reps: 5])])])
    let name = "ケーブル練習"
    let file = try sheet([plan], catalog: try catalog(naming: name))
    let page = try file.pages()[0]
    let runs = try file.texts(ofPage: page)
    let run = try #require(runs.first { $0.text == name })
    #expect(run.font == "F4")
    #expect(try file.content(ofPage: page).contains("<30B130FC30D630EB7DF47FD2> Tj"))
    let type0 = try #require(file.objects(containing: "/Subtype /Type0").first)
    let font = try #require(file.object(type0))
    #expect(font.contains("/Encoding /UniJIS-UTF16-H"))
    let descendantNumber = try #require(PDFInspection.reference("DescendantFonts", in: font))
    let descendant = try #require(file.object(descendantNumber))
    #expect(descendant.contains("/Subtype /CIDFontType0"))
    #expect(descendant.contains("/Registry (Adobe) /Ordering (Japan1)"))
  }

  @Test func mixedTextSwitchesFontAtEachRun() throws {
    let plan = Menu(
      date: day("2024-01-05"), note: "脚の日 leg day",
      workouts: [Workout(id: wid("w1"), exercise: "squat", sets: [planned([.reps: 5])])])
    let file = try sheet([plan])
    let runs = try file.texts(ofPage: try file.pages()[0])
    let start = try #require(runs.firstIndex { $0.text == "脚の日" })
    #expect(runs[start].font == "F3")
    #expect(runs[start + 1].font == "F1")
    #expect(runs[start + 1].text == " leg day")
  }

  @Test func controlCharactersInNamesAndNotesAreReplaced() throws {
    let plan = Menu(
      date: day("2024-01-05"), note: "red\u{1B}[31m\u{202E}",
      workouts: [Workout(id: wid("w1"), exercise: "mine", sets: [planned([.reps: 5])])])
    let bytes = GymSheet(catalog: try catalog(naming: "Press\u{7}\u{0}")).pdf([plan])
    let file = try PDFInspection(bytes)
    let text = try file.joinedText(ofPage: try file.pages()[0])
    #expect(text.contains("red?[31m?"))
    #expect(text.contains("Press??"))
  }

  @Test func aVeryLongNameIsWrappedAndCut() throws {
    let name = String(repeating: "Very long exercise name ", count: 40)
    let plan = Menu(
      date: day("2024-01-05"),
      workouts: [Workout(id: wid("w1"), exercise: "mine", sets: [planned([.reps: 5])])])
    let file = try sheet([plan], catalog: try catalog(naming: name))
    let runs = try file.texts(ofPage: try file.pages()[0]).filter { $0.font == "F2" }
    let lines = runs.filter { $0.text.contains("exercise") }
    #expect(lines.count == 2)
    #expect(lines.last?.text.hasSuffix("\u{2026}") == true)
  }

  @Test func theMostWorkoutsWithHostileTextStillMakeAWellFormedFile() throws {
    let hostile = "\u{0}\u{1B}]0;x\u{7}💪\u{202E}胸자\u{FFFF}" + String(repeating: "W", count: 300)
    let workouts = (0..<Menu.maximumWorkouts).map { index in
      Workout(
        id: wid("w\(index)"), exercise: index % 2 == 0 ? "mine" : "bench-press",
        note: hostile, sets: [planned([.reps: 5, .weight: 1e300, .rest: -1])])
    }
    let plan = Menu(date: day("2024-01-05"), note: hostile, workouts: workouts)
    let file = try sheet([plan], catalog: try catalog(naming: hostile))
    let pages = try file.pages()
    #expect(pages.count > 10)
    for number in file.offsets.keys { #expect(file.object(number) != nil) }
  }
}

@Suite struct GymSheetUnitsTests {
  @Test func aPoundsSheetWritesPlansInPounds() throws {
    let units = DisplayUnits(weight: .pound, distance: .mile)
    let menu = Menu(
      date: day("2024-01-05"),
      workouts: [
        workout(
          "b", "bench-press", planned: [.reps: 5, .weight: Unit.pound.canonical(135)], count: 1)
      ])
    let file = try PDFInspection(GymSheet(catalog: catalog, units: units).pdf([menu]))
    let text = try file.joinedText(ofPage: try file.pages()[0])
    #expect(text.contains("5\u{00D7}135 lb"))
    #expect(!text.contains("kg"))
  }
}
