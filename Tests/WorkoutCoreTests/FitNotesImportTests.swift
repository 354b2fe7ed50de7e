import Testing

@testable import WorkoutCore

/// FitNotes exports, from invented fixtures written from FORMATS.md section 3.
@Suite struct FitNotesImportTests {
  @Test func oneDateIsOneWorkoutWithNoStartTime() throws {
    let log = try ImportFixture.read("fitnotes-F8-lbs.csv")

    #expect(log.app == .fitnotes)
    #expect(log.variant.hasPrefix("F8:"))
    #expect(log.workouts.map(\.key) == ["fitnotes|2019-04-02", "fitnotes|2019-04-03"])
    #expect(log.workouts.map(\.startSecond) == [nil, nil])
    #expect(
      log.workouts[0].exercises.map(\.name) == [
        "Flat Barbell Bench Press", "Side Plank", "Pull Up",
      ])
  }

  @Test func aPoundsHeaderGivesExactKilogramsAndTheCategoryIsKept() throws {
    let log = try ImportFixture.read("fitnotes-F8-lbs.csv")

    #expect(log.weightUnit == .pound)
    let bench = log.workouts[0].exercises[0]
    #expect(bench.category == "Chest")
    #expect(
      bench.sets.map(\.values) == [
        values([.weight: lb(135), .reps: 8]), values([.weight: lb(155), .reps: 5]),
      ])
    #expect(log.workouts[0].exercises[2].sets.map(\.values) == [values([.reps: 10])])
  }

  @Test func aWeightUnitInTheDistanceUnitColumnIsNoDistance() throws {
    let log = try ImportFixture.read("fitnotes-F8-lbs.csv")

    #expect(log.workouts[0].exercises[1].sets.map(\.values) == [values([.duration: 60])])
  }

  @Test func milesMetresKilometresAndUnpaddedHoursAreRead() throws {
    let log = try ImportFixture.read("fitnotes-F8-lbs.csv")

    #expect(
      log.workouts[1].exercises.map { $0.sets[0].values } == [
        values([.distance: 1.23 * 1.609344, .duration: 561]),
        values([.distance: 0.2, .duration: 45]),
        values([.distance: 4, .duration: 7200]),
      ])
  }

  @Test func aKilogramsHeaderAndAnEmptyTimedSetWhichIsSkipped() throws {
    let log = try ImportFixture.read("fitnotes-F8k-kgs.csv")

    #expect(log.variant.hasPrefix("F8k"))
    #expect(log.weightUnit == .kilogram)
    #expect(log.allSets.map(\.values) == [values([.weight: 140, .reps: 3])])
    #expect(log.skipped == [SkippedRow(line: 3, reason: "no values")])
  }

  @Test func unquotedCommasInTheExerciseAreJoinedBack() throws {
    let log = try ImportFixture.read("fitnotes-F9-unquoted-commas.csv")

    #expect(log.variant.hasPrefix("F9"))
    let exercises = log.workouts[0].exercises
    #expect(
      exercises.map(\.name) == [
        "Arnold Press (Seated, Dumbbells)", "Curl (Cable, Rope, Slow)", "Face Pull, Rope",
      ])
    #expect(exercises.map(\.category) == ["Shoulders", "Biceps", "Triggers"])
    #expect(
      exercises[0].sets.map(\.values) == Array(repeating: values([.weight: 8, .reps: 5]), count: 2))
  }

  @Test func theWeightUnitColumnMayChangeFromRowToRow() throws {
    let log = try ImportFixture.read("fitnotes-F9-unquoted-commas.csv")

    #expect(log.allSets.map { $0.values[.weight] } == [8, 8, lb(20), 15])
    #expect(log.weightUnit == .kilogram)
  }

  @Test func commentsBecomeTheExerciseNote() throws {
    let log = try ImportFixture.read("fitnotes-F10-comment.csv")

    #expect(log.variant.hasPrefix("F10"))
    #expect(
      log.workouts[0].exercises.map(\.note) == [
        "different from other places   12 on left 10 on right, balance for right", nil,
      ])
    #expect(log.workouts[1].exercises[0].note == "Belt; \"wide\" stance")
    #expect(log.workouts[0].exercises[1].sets[0].values[.weight] == lb(45))
  }
}
