import Testing

@testable import WorkoutCore

/// Hevy's `workout_data.csv`, from invented fixtures written from FORMATS.md section 2.
@Suite struct HevyImportTests {
  @Test func aKilogramExportIsDetectedAndGroupedIntoWorkoutsAndExercises() throws {
    let log = try ImportFixture.read("hevy-kg-km.csv")

    #expect(log.app == .hevy)
    #expect(log.variant == "weight in kg, distance in km")
    #expect(log.weightUnit == .kilogram)
    #expect(
      log.workouts.map(\.key) == [
        "hevy|2024-09-12 21:46|Dawn session 🌅",
        "hevy|2025-07-05 06:52|Upper // Pump // Volume // 2",
      ])
    #expect(
      log.workouts[0].exercises.map(\.name) == [
        "Squat (Barbell)", "Bicep Curl (Dumbbell)", "Triceps Pushdown", "Leg Raise Parallel Bars",
      ])
  }

  @Test func startEndAndDescriptionBecomeTheWorkoutsTimeDurationAndNote() throws {
    let log = try ImportFixture.read("hevy-kg-km.csv")

    let workout = log.workouts[0]
    #expect(workout.date == day("2024-09-12"))
    #expect(workout.startSecond == 21 * 3600 + 46 * 60)
    #expect(workout.duration == 4320)
    #expect(workout.name == "Dawn session 🌅")
    #expect(workout.note == "Felt good, slept 8h")
  }

  @Test func setTypesRepeatedNotesRPEAndZeroDurationsAreRead() throws {
    let log = try ImportFixture.read("hevy-kg-km.csv")

    let squat = log.workouts[0].exercises[0]
    #expect(squat.note == "Belt on, last set")
    #expect(squat.sets.map(\.kind) == [.warmup, .working, .failure])
    #expect(
      squat.sets.map(\.values) == [
        values([.weight: 60, .reps: 5]), values([.weight: 100, .reps: 5, .rpe: 8.5]),
        values([.weight: 100, .reps: 4, .rpe: 10]),
      ])
    #expect(squat.sets.map(\.line) == [2, 3, 4])
  }

  @Test func supersetZeroIsASupersetAndBodyweightSetsHaveOnlyReps() throws {
    let log = try ImportFixture.read("hevy-kg-km.csv")

    let exercises = log.workouts[0].exercises
    #expect(exercises.map(\.superset) == [nil, 0, 0, nil])
    #expect(exercises[1].sets.map(\.kind) == [.working, .drop])
    #expect(exercises[1].sets[0].values == values([.weight: 13.75, .reps: 12]))
    #expect(exercises[3].sets.map(\.values) == [values([.reps: 15])])
  }

  @Test func cardioRowsWithoutATrailingNewlineAreRead() throws {
    let log = try ImportFixture.read("hevy-kg-km.csv")

    #expect(
      log.workouts[1].exercises[0].sets.map(\.values) == [
        values([.distance: 2.34, .duration: 1200])
      ])
  }

  @Test func poundsAndMilesAreStoredAsExactKilogramsAndKilometres() throws {
    let log = try ImportFixture.read("hevy-lbs-miles.csv")

    #expect(log.weightUnit == .pound)
    let exercises = log.workouts[0].exercises
    #expect(
      exercises[1].sets[0].values
        == values([
          .weight: lb(40), .reps: 12, .distance: Unit.mile.canonical(0.01),
        ]))
    #expect(exercises[2].sets[0].values == values([.weight: lb(135), .reps: 8]))
  }

  @Test func anEndOnTheNextDayGivesADurationOverADay() throws {
    let log = try ImportFixture.read("hevy-lbs-miles.csv")

    #expect(log.workouts[0].duration == 87_960)
  }

  @Test func sledPushMilesAreLeftOutAsImplausibleAndASetWithNothingElseIsKeptAsDone() throws {
    let log = try ImportFixture.read("hevy-lbs-miles.csv")

    let sets = log.workouts[0].exercises[0].sets
    #expect(sets.map(\.values) == [values([:]), values([.weight: lb(90)])])
    #expect(
      sets.map(\.leftOut) == [
        "distance 290 mi, not plausible for one set", "distance 280 mi, not plausible for one set",
      ])
    #expect(log.adjusted.map(\.line) == [2, 3])
    #expect(log.adjusted[0].reason == "distance 290 mi is not plausible for one set; left out")
    // Each line once: kept with a value left out, not skipped too.
    #expect(log.skipped == [])
  }

  @Test func kilogramsAndMilesCombine() throws {
    let log = try ImportFixture.read("hevy-kg-miles.csv")

    #expect(log.variant == "weight in kg, distance in miles")
    #expect(
      log.allSets.map(\.values) == [values([.distance: Unit.mile.canonical(3.1), .duration: 1800])])
  }

  @Test func portugueseMonthAbbreviationsAreRead() throws {
    let log = try ImportFixture.read("hevy-pt-BR.csv")

    #expect(
      log.workouts.map(\.date.description) == [
        "2024-02-05", "2024-04-09", "2024-05-14", "2024-08-20", "2024-09-03", "2024-10-08",
        "2024-12-10",
      ])
    #expect(log.workouts[0].exercises[0].name == "Extensão de Tríceps na Polia (Máquina)")
    #expect(log.workouts[0].note == "Treino pesado, foco em costas")
  }

  // MARK: - Dates

  @Test(arguments: [
    ("12 Sep 2024, 21:46", "2024-09-12 21:46:00"),
    ("2 Jul 2025, 06:39", "2025-07-02 06:39:00"),
    ("5 févr. 2024, 07:05", "2024-02-05 07:05:00"),
    ("5 FEV 2024, 07:05", "2024-02-05 07:05:00"),
    ("1 dic 2024, 10:00", "2024-12-01 10:00:00"),
    ("1 Okt. 2024, 10:00", "2024-10-01 10:00:00"),
    ("1 mrt 2024, 10:00", "2024-03-01 10:00:00"),
    ("1 giu 2024, 10:00", "2024-06-01 10:00:00"),
    ("1 мая 2024, 10:00", "2024-05-01 10:00:00"),
    ("12 de set. de 2024, 21:46", "2024-09-12 21:46:00"),
    ("05.06.2026, 07:30", "2026-06-05 07:30:00"),
    ("Jan 1, 2024, 10:00 AM", "2024-01-01 10:00:00"),
    ("Jan 1, 2024, 12:15 AM", "2024-01-01 00:15:00"),
    ("Jan 1, 2024, 1:05 PM", "2024-01-01 13:05:00"),
    ("2024-09-12 21:46:30", "2024-09-12 21:46:30"),
  ])
  func dateFormsAreRead(text: String, expected: String) {
    #expect(HevyDate.parse(text)?.text == expected)
  }

  @Test(arguments: [
    "", "12 Sep 2024", "31 Feb 2024, 10:00", "1 Ju 2024, 10:00", "1 jui 2024, 10:00",
    "1 Foo 2024, 10:00", "12 Sep 2024, 25:00", "Jan 1, 2024, 13:00 PM",
  ])
  func malformedDatesAreRefused(text: String) {
    #expect(HevyDate.parse(text) == nil)
  }
}
