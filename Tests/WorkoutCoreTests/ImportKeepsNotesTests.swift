import Testing

@testable import WorkoutCore

/// Notes of other apps' exports land on the right exercise, line breaks as line breaks.
@Suite struct ImportKeepsNotesTests {
  // MARK: - Strong's Note rows

  /// The exercises, notes and set counts both note layouts give: the same.
  private func expectNotesOnTheirExercises(_ log: ForeignLog) {
    #expect(log.skipped == [])
    let legs = log.workouts[0].exercises
    #expect(
      legs.map(\.name) == [
        "Squat (Barbell)", "Romanian Deadlift (Barbell)", "Romanian Deadlift (Barbell)",
        "Leg Press",
      ])
    #expect(legs.map(\.note) == ["low bar, belt", "slow eccentric", "second round; straps", nil])
    #expect(legs.map(\.sets.count) == [3, 2, 1, 1])
    #expect(legs[0].sets.map { $0.values[.rest] } == [nil, nil, 180])
    #expect(legs[2].sets[0].values == values([.weight: 90, .reps: 6]))
    let upper = log.workouts[1].exercises
    #expect(upper.map(\.name) == ["Bench Press (Barbell)", "Pull Up"])
    #expect(upper.map(\.note) == ["pause on chest", "neutral grip"])
    #expect(upper.map(\.sets.count) == [2, 2])
  }

  @Test func aNoteRowBeforeItsSetsIsTheNoteOfTheExerciseAfterIt() throws {
    let log = try ImportFixture.read("strong-C-notes-before-sets.csv")

    expectNotesOnTheirExercises(log)
  }

  @Test func aNoteRowAfterItsSetsIsStillTheNoteOfTheExerciseBeforeIt() throws {
    let log = try ImportFixture.read("strong-C-notes-after-sets.csv")

    expectNotesOnTheirExercises(log)
  }

  @Test func aRepeatedNoteRowIsOneNote() throws {
    let header =
      #""Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"#
      + #""Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes""#
    let rows = [
      #""1";"2025-03-14 17:30:00";"A";"60";"Curl";"1";"10.0";"8.0";"";"";"";"";"""#,
      #""1";"2025-03-14 17:30:00";"A";"60";"Dip";"Note";"";"";"";"";"";"slow";"""#,
      #""1";"2025-03-14 17:30:00";"A";"60";"Dip";"1";"";"8.0";"";"";"";"";"""#,
      #""1";"2025-03-14 17:30:00";"A";"60";"Dip";"Note";"";"";"";"";"";"slow";"""#,
      #""1";"2025-03-14 17:30:00";"A";"60";"Dip";"2";"";"7.0";"";"";"";"";"""#,
    ]

    let log = try importing(([header] + rows).joined(separator: "\n"))

    #expect(log.skipped == [])
    #expect(log.workouts[0].exercises.map(\.note) == [nil, "slow"])
    #expect(log.workouts[0].exercises.map(\.sets.count) == [1, 2])
  }

  @Test func aNoteRowOfAnExerciseThatHasNoSetsIsStillReportedSkipped() throws {
    let header =
      #""Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"#
      + #""Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes""#
    let rows = [
      #""1";"2025-03-14 17:30:00";"A";"60";"Curl";"1";"10.0";"8.0";"";"";"";"";"""#,
      #""1";"2025-03-14 17:30:00";"A";"60";"Dip";"Note";"";"";"";"";"";"never done";"""#,
    ]

    let log = try importing(([header] + rows).joined(separator: "\n"))

    #expect(log.skipped == [SkippedRow(line: 3, reason: "note of an exercise with no sets")])
  }

  // MARK: - Hevy's written line breaks

  private static let hevyHeader =
    #""title","start_time","end_time","description","exercise_title","superset_id","#
    + #""exercise_notes","set_index","set_type","weight_kg","reps","distance_km","#
    + #""duration_seconds","rpe""#

  @Test func hevyNotesWithBackslashNHaveLineBreaks() throws {
    let text = [
      Self.hevyHeader,
      #""Push\nA","2 Jul 2025, 06:39","2 Jul 2025, 07:40","Slept badly\nshort one","Bench Press (Barbell)",,"Pause 1 s\nelbows in",0,"normal",60,8,,,"#,
      #""Push\nA","2 Jul 2025, 06:39","2 Jul 2025, 07:40","Slept badly\nshort one","Bench Press (Barbell)",,"Pause 1 s\nelbows in",1,"normal",60,8,,,"#,
    ].joined(separator: "\n")

    let log = try importing(text)

    #expect(log.workouts[0].note == "Slept badly\nshort one")
    // Repeated on each row, the note of two lines is there once.
    #expect(log.workouts[0].exercises[0].note == "Pause 1 s\nelbows in")
    // A title is a name, not a note: kept as written.
    #expect(log.workouts[0].name == #"Push\nA"#)
  }

  @Test func aDoubledBackslashAndABackslashBeforeAnotherLetterAreKeptAsWritten() {
    #expect(HevyReader.lineBreaks(#"C:\\new folder\tabs"#) == #"C:\\new folder\tabs"#)
    #expect(HevyReader.lineBreaks(#"one\n\ntwo\n"#) == "one\n\ntwo")
    #expect(HevyReader.lineBreaks(#"ends in \"#) == #"ends in \"#)
    #expect(HevyReader.lineBreaks("plain") == "plain")
  }

  @Test func otherAppsNotesKeepABackslashNAsWritten() throws {
    let strong = """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2017-01-02 10:00:00,"A","Curl",1,10,10,0,0,"a\\nb","c\\nd"
      """
    let fitNotes = """
      Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
      2025-04-29,Flat Barbell Bench Press,Chest,60.0,kgs,5,,,,"a\\nb"
      """

    let strongLog = try importing(strong)
    let fitNotesLog = try importing(fitNotes)

    #expect(strongLog.workouts[0].exercises[0].note == #"a\nb"#)
    #expect(strongLog.workouts[0].note == #"c\nd"#)
    #expect(fitNotesLog.workouts[0].exercises[0].note == #"a\nb"#)
  }
}
