import Testing

@testable import WorkoutCore

/// Names in scripts the sheet's fonts lack, and two controls it draws as written.
enum ScriptSample {
  static let hebrew = "לחיצת חזה"
  static let arabic = "تمرين الضغط"
  static let thai = "ท่าสควอท"
  static let vietnamese = "Đẩy tạ nằm"
  static let emoji = "Curl 💪"
  static let japanese = "ゆっくりスクワット"
}

/// A catalog with one custom exercise, `mine`, named `name`.
func catalog(withExerciseNamed name: String) throws -> Catalog {
  try catalog.adding(custom: [
    Exercise(
      id: "mine", name: name, kind: "weight-training", items: [.reps, .weight], isCustom: true)
  ])
}

/// A menu on `date` of one workout of `mine`, with `note` on the menu and the workout.
func scriptMenu(_ date: String = "2024-01-05", note: String? = nil) -> Menu {
  var mine = workout("w1", "mine", planned: [.reps: 10, .weight: 60], count: 2)
  mine.note = note
  return Menu(date: day(date), note: note, workouts: [mine])
}

/// What the first page draws for the exercise name (bold, between the day's figures and the
/// `SET` label): font and text of each run.
private func drawnName(_ name: String) throws -> [(font: String, text: String)] {
  let file = try PDFInspection(
    GymSheet(catalog: try catalog(withExerciseNamed: name)).pdf([scriptMenu()]))
  let texts = try file.texts(ofPage: try #require(file.pages().first))
  let label = try #require(texts.firstIndex { $0.text == "SET" })
  return Array(texts[2..<label])
}

@Suite struct GymSheetScriptTests {
  @Test(arguments: [ScriptSample.hebrew, ScriptSample.arabic, ScriptSample.thai])
  func aNameInAScriptNoFontHasIsDrawnInLatinLettersInHelvetica(name: String) throws {
    let runs = try drawnName(name)
    #expect(runs.map(\.font) == ["F2"], "\(runs)")
    let text = runs.map(\.text).joined()
    // A word of Latin letters for each word of the name: nothing blank, nothing `?`.
    let words = text.split(separator: " ")
    #expect(words.count >= name.split(separator: " ").count, "\(text)")
    for word in words {
      #expect(word.unicodeScalars.contains { ("a"..."z").contains($0) }, "\(text)")
      #expect(word.unicodeScalars.allSatisfy { $0.isASCII && $0 != "?" }, "\(text)")
    }
  }

  @Test func vietnameseKeepsTheAccentsHelveticaHasAndDropsTheOthers() throws {
    // Đ has no accent to drop: D. ẩ is â with a hook above: â. ạ: a. ằ is ă (not in
    // WinAnsi) with a grave: à.
    let runs = try drawnName(ScriptSample.vietnamese)
    #expect(runs.map(\.font) == ["F2"])
    #expect(runs.map(\.text).joined() == "Dây ta nàm")
  }

  @Test func vietnameseWithCombiningMarksIsComposedFirst() throws {
    // ậ is a with a dot below and a circumflex: the circumflex stays, whatever the order.
    let decomposed = "Bu\u{300}n bo\u{300} Hue\u{302}\u{301} ta\u{302}\u{323}p"
    let runs = try drawnName(decomposed)
    #expect(runs.map(\.font) == ["F2"])
    #expect(runs.map(\.text).joined() == "Bùn bò Huê tâp")
  }

  @Test func japaneseStaysInTheJapan1FontAsWritten() throws {
    let runs = try drawnName(ScriptSample.japanese)
    #expect(runs.map(\.font) == ["F4"])
    #expect(runs.map(\.text).joined() == ScriptSample.japanese)
  }

  @Test func anEmojiNoFontHasIsAQuestionMark() throws {
    #expect(try drawnName(ScriptSample.emoji).map(\.text).joined() == "Curl ?")
  }

  @Test func notesInThoseScriptsAreDrawnInLatinLettersToo() throws {
    let sheet = GymSheet(catalog: try catalog(withExerciseNamed: "Press"))
    let file = try PDFInspection(sheet.pdf([scriptMenu(note: ScriptSample.hebrew)]))
    let texts = try file.texts(ofPage: try #require(file.pages().first))
    let shown = PDFLegibleText(ScriptSample.hebrew).shown
    // The menu note and the workout note, each in Helvetica.
    #expect(texts.filter { $0.text == shown }.map(\.font) == ["F1", "F1"], "\(texts)")
    #expect(!texts.contains { $0.font != "F1" && $0.font != "F2" })
  }
}

@Suite struct GymSheetScriptWarningTests {
  private func warnings(_ name: String, note: String? = nil) throws -> [String] {
    GymSheet(catalog: try catalog(withExerciseNamed: name)).warnings(for: [scriptMenu(note: note)])
  }

  @Test func eachScriptIsNamedWithWhatThePDFShowsInstead() throws {
    let hebrew = PDFLegibleText(ScriptSample.hebrew).shown
    #expect(
      try warnings(ScriptSample.hebrew) == [
        "the PDF shows '\(ScriptSample.hebrew)' as '\(hebrew)': its fonts have no Hebrew letters"
      ])
    #expect(try warnings(ScriptSample.arabic).first?.hasSuffix("no Arabic letters") == true)
    #expect(try warnings(ScriptSample.thai).first?.hasSuffix("no Thai letters") == true)
    #expect(
      try warnings(ScriptSample.vietnamese) == [
        "the PDF shows 'Đẩy tạ nằm' as 'Dây ta nàm': its fonts have no 'Đ', 'ẩ', 'ạ' or 'ằ'"
      ])
    #expect(
      try warnings(ScriptSample.emoji) == [
        "the PDF shows 'Curl 💪' as 'Curl ?': its fonts have no '💪'"
      ])
  }

  @Test func textsTheFontsHaveGiveNoWarning() throws {
    #expect(try warnings(ScriptSample.japanese, note: "脚の日 Beinpresse à 60 kg").isEmpty)
  }

  @Test func aTextIsNamedOnceAndNotesToo() throws {
    let text = try warnings(ScriptSample.thai, note: ScriptSample.arabic)
    #expect(text.count == 2)
    #expect(text[0].contains(ScriptSample.arabic))
    #expect(text[1].contains(ScriptSample.thai))
  }

  @Test func controlCharactersInTheWarningAreEscaped() throws {
    let text = try warnings("Press \u{202E}" + ScriptSample.hebrew)
    #expect(text.first?.contains("Press \\u{202E}") == true)
  }

  @Test func pastTenTextsTheRestAreCounted() throws {
    let names = (0..<12).map { "ท่า \($0)" }
    let custom = try catalog.adding(
      custom: names.enumerated().map { index, name in
        Exercise(
          id: ExerciseID(rawValue: "t\(index)"), name: name, kind: "weight-training",
          items: [.reps], isCustom: true)
      })
    let menu = Menu(
      date: day("2024-01-05"),
      workouts: names.indices.map { workout("w\($0)", ExerciseID(rawValue: "t\($0)")) })
    let text = GymSheet(catalog: custom).warnings(for: [menu])
    #expect(text.count == 11)
    #expect(text.last == "the PDF shows 2 more texts in Latin letters")
  }
}
