import Testing

@testable import WorkoutCore

// Invented rows in the layouts of FORMATS.md, each with one unquoted decimal comma.

private let strongClassic =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,"
  + "Workout Notes,RPE"
private let hevyHeader =
  "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
  + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\","
  + "\"duration_seconds\",\"rpe\""
private let fitNotesF9 =
  "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time"

/// A row whose field count is not the header's is refused, even when the extra fields are
/// empty ones at the end: an unquoted decimal comma shifts every column after it.
@Suite struct ForeignRowWidthTests {
  @Test func aStrongRowShiftedByAnUnquotedDecimalCommaIsRefused() {
    let file =
      strongClassic + "\n"
      + "2024-01-03 07:12:00,\"Push\",31m,\"Bench Press\",1,60,8,0,0,\"\",\"\",\n"
      + "2024-01-03 07:12:00,\"Push\",31m,\"Bench Press\",2,72,5,8,0,0,,,\n"

    #expect(
      importError(file)
        == ImportError(
          line: 3,
          reason:
            "the row has 13 fields where the header has 12 (a decimal comma not in quotes, 72,5, splits a value in two)"
        ))
  }

  @Test func aStrongFileWhoseEveryLineEndsWithADelimiterReads() throws {
    let file =
      strongClassic + ",\n"
      + "2024-01-03 07:12:00,\"Push\",31m,\"Bench Press\",1,60,8,0,0,\"\",\"\",,\n"
      + "2024-01-03 07:12:00,\"Push\",31m,\"Bench Press\",2,72.5,5,0,0,,,,\n"

    let log = try importing(file, weightUnit: .kilogram)
    let sets = log.workouts.first?.exercises.first?.sets.map(\.values)
    #expect(sets?.map { $0[.weight] } == [60, 72.5])
    #expect(sets?.map { $0[.reps] } == [8, 5])
  }

  @Test func aHevyRowShiftedByAnUnquotedDecimalCommaIsRefused() {
    let file =
      hevyHeader + "\n"
      + "\"Legs\",\"12 Dec 2024, 13:18\",\"12 Dec 2024, 14:27\",\"\",\"Squat (Barbell)\",,\"\","
      + "0,\"normal\",72,5,8,,,"

    #expect(
      importError(file)
        == ImportError(
          line: 2,
          reason:
            "the row has 15 fields where the header has 14 (a decimal comma not in quotes, 72,5, splits a value in two)"
        ))
  }

  @Test func aFitNotesRowShiftedByAnUnquotedDecimalCommaIsRefused() {
    let file =
      fitNotesF9 + "\n" + "2025-04-29,Bench Press,Chest,8.0,kgs,5,,,\n"
      + "2025-04-29,Bench Press,Chest,8,5,kgs,5,,,\n"

    #expect(
      importError(file)
        == ImportError(
          line: 3,
          reason:
            "the row has 10 fields where the header has 9 (a decimal comma not in quotes, 72,5, splits a value in two)"
        ))
  }

  @Test func aFitNotesExerciseWithAnUnquotedCommaIsStillJoinedBack() throws {
    let file =
      fitNotesF9 + "\n"
      + "2025-04-29,Overhead Press (Each Side, Dumbbells),Shoulders,8.5,kgs,5,,,\n"

    let exercise = try importing(file).workouts.first?.exercises.first
    #expect(exercise?.name == "Overhead Press (Each Side, Dumbbells)")
    #expect(exercise?.sets.map { $0.values[.weight] } == [8.5])
  }
}

/// A numbered Set Order is any whole number from 0; past what wkc takes it says so.
@Suite struct StrongSetOrderTests {
  private func file(_ orders: [String]) -> String {
    strongClassic + "\n"
      + orders.enumerated().map {
        "2024-01-03 07:12:00,\"Push\",31m,\"Bench Press\",\($1),\(60 + $0),8,0,0,,,\n"
      }.joined()
  }

  @Test func aLargeWholeSetOrderIsANumber() throws {
    let log = try importing(file(["100000", "100001", "123456789012"]), weightUnit: .kilogram)

    #expect(log.workouts.first?.exercises.count == 1)
    #expect(log.workouts.first?.exercises.first?.sets.count == 3)
  }

  @Test func aSetOrderThatStartsAgainStartsTheExerciseAgain() throws {
    let log = try importing(file(["100000", "100001", "100000"]), weightUnit: .kilogram)

    #expect(log.workouts.first?.exercises.map(\.sets.count) == [2, 1])
  }

  @Test(arguments: [
    (
      "9007199254740992",
      #"Set Order "9007199254740992" is more than wkc takes (at most 9007199254740991)"#
    ),
    ("-1", #"Set Order "-1" is less than wkc takes (at least 0)"#),
    ("1.5", #"Set Order "1.5" is not a whole number"#),
    ("X", #"Set Order "X" is not a number, W, D, F, Rest Timer or Note"#),
  ])
  func aSetOrderOutOfRangeSaysWhy(order: String, reason: String) {
    #expect(importError(file([order])) == ImportError(line: 2, reason: reason))
  }
}
