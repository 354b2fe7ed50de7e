import Testing

@testable import WorkoutCore

private let strongHeader =
  "Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes"
private let hevyHeader =
  "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
  + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\","
  + "\"duration_seconds\",\"rpe\""
private let fitNotesHeader = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time"

/// A Strong row of `weight` × `reps` on line 2.
private func strong(_ row: String) -> String { strongHeader + "\n" + row + "\n" }

/// Detection of the app, and every bad input with its line and reason.
@Suite struct ForeignImportErrorTests {
  // MARK: - Detection

  @Test func eachAppIsDetectedFromItsHeader() {
    #expect(
      ForeignImport.detect(header: strongHeader.split(separator: ",").map(String.init)) == .strong)
    #expect(
      ForeignImport.detect(header: fitNotesHeader.split(separator: ",").map(String.init))
        == .fitnotes)
    let hevy = hevyHeader.split(separator: ",").map { String($0.dropFirst().dropLast()) }
    #expect(ForeignImport.detect(header: hevy) == .hevy)
    #expect(ForeignImport.detect(header: ["Name", "Age"]) == nil)
  }

  @Test func aHeaderOnlyFileHasNoWorkouts() throws {
    let log = try importing(hevyHeader)

    #expect(log.app == .hevy)
    #expect(log.workouts.isEmpty)
    #expect(log.skipped.isEmpty)
  }

  @Test func anEmptyFileIsRefused() {
    #expect(importError("") == ImportError(line: 0, reason: "the file is empty"))
    #expect(importError("\n\n") == ImportError(line: 0, reason: "the file is empty"))
  }

  @Test func anUnknownHeaderSaysWhatWasExpected() throws {
    let error = try #require(importError("Name,Age\nAnn,3\n"))

    #expect(error.line == 1)
    #expect(error.reason.hasPrefix("the header is not one of a Strong, Hevy or FitNotes export"))
  }

  @Test func aHeaderWithAnUnknownColumnNamesTheAppAndTheColumn() {
    let error = importError(strongHeader + ",Mood\n")

    #expect(
      error
        == ImportError(
          line: 1,
          reason: "the header looks like Strong's but has columns Strong does not write: \"Mood\""))
  }

  @Test func anAppGivenThatDoesNotMatchTheHeaderIsRefused() throws {
    let error = try #require(importError(strongHeader + "\n", app: .hevy))

    #expect(error.line == 1)
    #expect(
      error.reason == "the header is Strong's, not Hevy's; give --from strong or leave --from out")
  }

  @Test func aBodyTrackerExportIsReadAsBodyValues() {
    let error = importError(
      "Date,Time,Measurement,Value,Unit\n2018-07-30,12:18:42,Bodyweight,167.0,lbs\n")

    #expect(error == nil)
  }

  @Test func aWkcExportIsNotReadHere() {
    #expect(
      importError(strongHeader, app: .wkc)?.reason
        == "a wkc export is JSON, not one of the CSV exports")
  }

  // MARK: - Reading

  @Test func anUnterminatedQuoteGivesTheLineItStartsOn() {
    let error = importError(strong("2017-01-02 10:00:00,\"A,Curl,1,10,10,0,0,,"))

    #expect(
      error
        == ImportError(line: 2, reason: "a quoted field is not closed before the end of the file"))
  }

  @Test func invalidUTF8GivesItsLine() {
    let bytes =
      Array(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,10,10,0,0,,").utf8) + [0xFF, 0x0A]

    #expect(importError(bytes) == ImportError(line: 3, reason: "the text is not UTF-8"))
  }

  @Test func aUTF16FileIsNotUTF8() {
    let bytes: [UInt8] = [0xFF, 0xFE] + Array(strongHeader.utf8).flatMap { [$0, 0] }

    #expect(importError(bytes) == ImportError(line: 1, reason: "the text is not UTF-8"))
  }

  @Test func aRecordOverTheLimitIsRefused() {
    let bytes =
      Array((strongHeader + "\n\"").utf8) + Array(repeating: UInt8(ascii: "a"), count: 1 << 20)

    #expect(importError(bytes) == ImportError(line: 2, reason: "a row is longer than 1 MiB"))
  }

  @Test func aDateThatDoesNotParseGivesItsLine() {
    let error = importError(strong("03/01/2024 07:12,\"A\",\"Curl\",1,10,10,0,0,,"))

    #expect(
      error
        == ImportError(
          line: 2, reason: "Date \"03/01/2024 07:12\" is not a date like 2024-01-03 07:12:00"))
  }

  @Test func aNumberThatDoesNotParseGivesItsLine() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,ten,10,0,0,,"))

    #expect(error == ImportError(line: 2, reason: "Weight \"ten\" is not a number"))
  }

  @Test func aDecimalCommaIsNotANumberWhenCommasSeparateFields() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,\"72,5\",10,0,0,,"))

    #expect(error == ImportError(line: 2, reason: "Weight \"72,5\" is not a number"))
  }

  @Test func aRowWithTooFewFieldsIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,10"))

    #expect(error == ImportError(line: 2, reason: "the row has 5 fields where the header has 10"))
  }

  @Test func aRowWithTooManyFieldsIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,10,10,0,0,,,x"))

    #expect(
      error
        == ImportError(
          line: 2,
          reason:
            "the row has 11 fields where the header has 10 (a decimal comma not in quotes, 72,5, splits a value in two)"
        ))
  }

  @Test func anUnknownSetOrderIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",X,10,10,0,0,,"))

    #expect(
      error
        == ImportError(
          line: 2, reason: "Set Order \"X\" is not a number, W, D, F, Rest Timer or Note"))
  }

  @Test func repsOverTheItemsMaximumAreRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,10,1200,0,0,,"))

    #expect(
      error == ImportError(line: 2, reason: "reps 1200 is more than wkc takes (at most 1000)"))
  }

  @Test func aWeightOverTheMaximumOnceInKilogramsIsRefused() {
    let text = strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,1200,1,0,0,,")

    #expect(
      throws: ImportError(
        line: 2, reason: "weight 544.31 kg is more than wkc takes (at most 500 kg)")
    ) { try importing(text, weightUnit: .pound) }
  }

  @Test func aNegativeWeightIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,-5,1,0,0,,"))

    #expect(
      error == ImportError(line: 2, reason: "weight -5 kg is less than wkc takes (at least 0 kg)"))
  }

  @Test func aNulCharacterInANameIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"Cu\u{0}rl\",1,10,10,0,0,,"))

    #expect(error == ImportError(line: 2, reason: "Exercise Name holds a NUL character (U+0000)"))
  }

  @Test func otherControlCharactersInNotesAreKept() throws {
    let log = try importing(
      strong("2017-01-02 10:00:00,\"A\",\"Curl\",1,10,10,0,0,\"a\tb\u{1B}c\","))

    #expect(log.workouts[0].exercises[0].note == "a\tb\u{1B}c")
  }

  @Test func anEmptyExerciseNameIsRefused() {
    let error = importError(strong("2017-01-02 10:00:00,\"A\",\"\",1,10,10,0,0,,"))

    #expect(error == ImportError(line: 2, reason: "Exercise Name is empty"))
  }

  @Test func aHevySetTypeNotKnownIsRefused() {
    let row = "\"A\",\"12 Sep 2024, 21:46\",\"\",\"\",\"Curl\",,\"\",0,\"superset\",10,10,,,"

    #expect(
      importError(hevyHeader + "\n" + row)
        == ImportError(
          line: 2, reason: "set_type \"superset\" is not normal, warmup, failure or dropset"))
  }

  @Test func aHevyTimeThatDoesNotParseIsRefused() {
    let row = "\"A\",\"12 Smarch 2024, 21:46\",\"\",\"\",\"Curl\",,\"\",0,\"normal\",10,10,,,"

    #expect(
      importError(hevyHeader + "\n" + row)
        == ImportError(
          line: 2,
          reason: "start_time \"12 Smarch 2024, 21:46\" is not a time like 12 Sep 2024, 21:46"))
  }

  @Test func aFitNotesTimeThatDoesNotParseIsRefused() {
    let error = importError(fitNotesHeader + "\n2024-01-02,Plank,Abs,,,,,1:5\n")

    #expect(error == ImportError(line: 2, reason: "Time \"1:5\" is not a time like 0:09:21"))
  }

  @Test func aFitNotesDistanceUnitNotKnownIsRefused() {
    let error = importError(fitNotesHeader + "\n2024-01-02,Run,Cardio,,,3,leagues,\n")

    #expect(
      error == ImportError(line: 2, reason: "Distance Unit \"leagues\" is not km, mi, m, ft or yd"))
  }

  @Test func aFitNotesDateThatDoesNotParseIsRefused() {
    let error = importError(fitNotesHeader + "\n02/01/2024,Run,Cardio,,,3,km,\n")

    #expect(
      error == ImportError(line: 2, reason: "Date \"02/01/2024\" is not a date like 2024-01-03"))
  }
}
