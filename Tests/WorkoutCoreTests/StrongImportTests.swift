import Testing

@testable import WorkoutCore

/// Strong's layouts, from invented fixtures written from FORMATS.md section 1.
@Suite struct StrongImportTests {
  // MARK: - Layouts

  @Test func the2016LayoutWithCRLFNumbersSetsFromZeroInKilogramsAndKilometres() throws {
    let log = try ImportFixture.read("strong-A00-crlf.csv")

    #expect(log.app == .strong)
    #expect(log.variant.hasPrefix("A00"))
    #expect(log.weightUnit == .kilogram)
    #expect(!log.unitGuessed)
    let workout = try #require(log.workouts.first)
    #expect(workout.key == "strong|2016-10-03 18:30:00|Day A")
    #expect(workout.date == day("2016-10-03"))
    #expect(workout.startSecond == 18 * 3600 + 30 * 60)
    #expect(workout.duration == nil)
    #expect(workout.exercises.map(\.name) == ["Squat (Barbell)", "Running (Treadmill)"])
    #expect(
      workout.exercises[0].sets.map(\.values) == [
        values([.weight: 60, .reps: 5]), values([.weight: 62.5, .reps: 5]),
      ])
    #expect(workout.exercises[1].sets.map(\.values) == [values([.distance: 2.5, .duration: 900])])
  }

  @Test func readingInTinyChunksGivesTheSameLog() throws {
    let whole = try ImportFixture.read("strong-C-current.csv")
    let chunked = try ImportFixture.read("strong-C-current.csv", chunk: 3)

    #expect(chunked.workouts == whole.workouts)
    #expect(chunked.skipped == whole.skipped)
  }

  @Test func the2017LayoutHasNoDurationAndTakesWorkoutNotesFromAnyRow() throws {
    let log = try ImportFixture.read("strong-A0.csv")

    #expect(log.variant.hasPrefix("A0:"))
    #expect(log.workouts.count == 2)
    #expect(log.workouts[0].duration == nil)
    #expect(log.workouts[0].note == nil)
    #expect(log.workouts[1].note == "felt strong")
    let pullUp = log.workouts[0].exercises[1]
    #expect(pullUp.note == "wide grip")
    #expect(pullUp.sets.map(\.values) == [values([.reps: 10]), values([.reps: 8])])
  }

  @Test func theClassicLayoutOfAPoundsUserIsGuessedPoundsAndStoredAsExactKilograms() throws {
    let log = try ImportFixture.read("strong-A-classic-lb.csv")

    #expect(log.weightUnit == .pound)
    #expect(log.unitGuessed)
    let squat = log.workouts[0].exercises[0]
    #expect(squat.sets.map(\.kind) == [.warmup, .working, .working, .drop])
    #expect(
      squat.sets.map(\.values) == [
        values([.weight: lb(45), .reps: 10]),
        values([.weight: lb(135), .reps: 5, .rest: 120]),
        values([.weight: lb(150), .reps: 5, .rpe: 9.5]),
        values([.weight: lb(95), .reps: 12]),
      ])
    #expect(log.workouts[0].exercises[1].sets.map(\.values.self[.weight]) == [lb(245), lb(225)])
    #expect(log.workouts[0].exercises[1].sets.last?.kind == .failure)
  }

  @Test func theClassicLayoutKeepsNamesNotesAndDurationsAsWritten() throws {
    let log = try ImportFixture.read("strong-A-classic-lb.csv")

    let legs = log.workouts[0]
    #expect(legs.key == "strong|2023-05-01 06:10:00|2 Arms #3")
    #expect(legs.name == "2 Arms #3")
    #expect(legs.note == "Legs, heavy")
    #expect(legs.duration == 3780)
    #expect(legs.exercises[1].note == "7/7/7, [full rom]; slow")
    #expect(log.workouts[1].name == "Push 2 (chest, shoulders, triceps)")
    #expect(log.workouts[1].duration == 45)
    #expect(log.workouts[2].name == "Timer left running 🏋️")
    #expect(log.workouts[2].duration == 876_480)  // 243h 28m
    #expect(log.workouts[2].exercises[0].sets.map(\.values) == [values([.duration: 60])])
  }

  @Test func anUnlabelledRowTooFastForMilesIsKilometres() throws {
    // Miles would follow the pound unit, but 0.5 mi in 1:59 is 24.3 km/h (1:14 /500 m), past
    // what rowers do; 0.5 km is 15.1 km/h. See DistanceUnitChoiceTests.
    let log = try ImportFixture.read("strong-A-classic-lb.csv")

    let rowing = log.workouts[0].exercises[2]
    #expect(rowing.sets.map(\.values) == [values([.distance: 0.5, .duration: 119])])
  }

  @Test func unlabelledDistancesAreKilometresWhenADistanceUnitIsGiven() throws {
    let log = try ImportFixture.read("strong-A-classic-lb.csv", distanceUnit: .kilometre)

    #expect(log.workouts[0].exercises[2].sets[0].values[.distance] == 0.5)
  }

  @Test func aFileWithoutNotesColumnsOfAKilogramsUserIsGuessedKilograms() throws {
    let log = try ImportFixture.read("strong-A2-no-notes.csv")

    #expect(log.variant.hasPrefix("A2"))
    #expect(log.weightUnit == .kilogram)
    #expect(log.unitGuessed)
    #expect(log.allSets.map { $0.values[.weight] } == [20, 52.5, 14])
    #expect(log.allSets[1].values[.rpe] == 8)
  }

  @Test func aGivenUnitWinsOverTheGuess() throws {
    let log = try ImportFixture.read("strong-A2-no-notes.csv", weightUnit: .pound)

    #expect(log.weightUnit == .pound)
    #expect(!log.unitGuessed)
    #expect(log.allSets.map { $0.values[.weight] } == [lb(20), lb(52.5), lb(14)])
  }

  @Test func theAndroidLayoutReadsUnitColumnsDecimalCommasAndSkipsPlaceholders() throws {
    let log = try ImportFixture.read("strong-B-android.csv")

    #expect(log.variant.hasPrefix("B: Android"))
    #expect(log.weightUnit == .kilogram)
    let workout = log.workouts[0]
    #expect(workout.duration == 4320)
    #expect(workout.note == "Deload; light")
    #expect(workout.exercises.map(\.name) == ["Bench Press (Barbell)", "Plank", "Cycling"])
    #expect(
      workout.exercises[0].sets.map(\.values) == [
        values([.weight: 80, .reps: 8]), values([.weight: 82.5, .reps: 6, .rpe: 8.5]),
      ])
    #expect(workout.exercises[1].sets.map(\.values) == [values([.duration: 30])])
    #expect(
      workout.exercises[2].sets.map(\.values) == [values([.distance: 12.4, .duration: 1800])])
    #expect(log.skipped == [SkippedRow(line: 4, reason: "no values")])
  }

  @Test func theIOSCommaLayoutWithUnitColumnsReadsPoundsAndMiles() throws {
    let log = try ImportFixture.read("strong-B-ios-comma.csv")

    #expect(log.variant.hasPrefix("B: iOS"))
    #expect(log.weightUnit == .pound)
    #expect(log.workouts[0].note == "Gym, early")
    #expect(
      log.allSets.map(\.values) == [
        values([.weight: lb(135), .reps: 8]),
        values([.distance: Unit.mile.canonical(3.1), .duration: 1500]),
      ])
  }

  @Test func theCurrentLayoutRecoversThePoundsBehindStrongsConversion() throws {
    let log = try ImportFixture.read("strong-C-current.csv")

    #expect(log.variant.hasPrefix("C"))
    #expect(log.weightUnit == .pound)
    #expect(log.unitGuessed)
    let bench = log.workouts[0].exercises[0]
    #expect(bench.sets.map { $0.values[.weight] } == [lb(45), lb(135), lb(60)])
    #expect(log.workouts[0].exercises[1].sets[0].values[.weight] == lb(25))
  }

  @Test func theCurrentLayoutKeepsKilogramsWhenTold() throws {
    let log = try ImportFixture.read("strong-C-current.csv", weightUnit: .kilogram)

    #expect(log.weightUnit == .kilogram)
    #expect(log.workouts[0].exercises[0].sets[1].values[.weight] == 61.23492)
  }

  @Test func theCurrentLayoutReadsNoteRowsRestTimersMetresAndSecondsOnWeightSets() throws {
    let log = try ImportFixture.read("strong-C-current.csv")

    let workout = log.workouts[0]
    #expect(workout.key == "strong|2020-05-27 09:15:00|Abend-Training")
    #expect(workout.note == "Tag 3")
    #expect(workout.duration == 4543)
    let bench = workout.exercises[0]
    #expect(bench.note == "Arme langsam")
    #expect(bench.sets.map(\.kind) == [.warmup, .working, .working])
    #expect(bench.sets.map { $0.values[.rest] } == [90, 120, nil])
    #expect(bench.sets[1].values[.rpe] == 9)
    #expect(
      workout.exercises[1].sets[0].values == values([.weight: lb(25), .reps: 27, .duration: 30]))
    #expect(log.workouts[1].exercises[0].sets[0].values == values([.distance: 2, .duration: 480]))
  }

  @Test func duplicateRowsAndASecondRestTimerAreSkippedWithTheirReason() throws {
    let log = try ImportFixture.read("strong-C-current.csv")

    #expect(
      log.skipped == [
        SkippedRow(line: 7, reason: "a rest timer right after another"),
        SkippedRow(line: 8, reason: "the same as an earlier row"),
      ])
  }

  @Test func aWorkoutHasTheSameKeyInTheClassicAndTheCurrentLayout() throws {
    let classic = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2020-05-27 09:15:00,"Abend-Training",1h 15m,"Squat",1,100,5,0,0,"","",
      """
    let current = """
      "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
      "7";"2020-05-27 09:15:00";"Abend-Training";"4543";"Squat";"1";"100.0";"5.0";"";"";"";"";""
      """

    let keys = try [classic, current].map { try importing($0).workouts.map(\.key) }

    #expect(keys[0] == keys[1])
  }

  @Test func theGermanHeaderIsRead() throws {
    let log = try ImportFixture.read("strong-German.csv")

    #expect(log.variant.hasSuffix("German header"))
    #expect(log.workouts[0].duration == 3900)
    #expect(log.workouts[0].exercises[0].name == "Kniebeuge (Langhantel)")
    #expect(log.allSets.map { $0.values[.weight] } == [100, 102.5])
  }

  // MARK: - Rows

  @Test func theSameExerciseAddedTwiceInARowIsTwoExercises() throws {
    let text = """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2017-01-02 10:00:00,"A","Curl",1,10,10,0,0,"",""
      2017-01-02 10:00:00,"A","Curl",2,10,10,0,0,,
      2017-01-02 10:00:00,"A","Curl",1,12,8,0,0,"",
      """

    let log = try importing(text)

    #expect(log.workouts[0].exercises.map(\.sets.count) == [2, 1])
  }

  @Test func aRestTimerWithNoSetBeforeItIsSkipped() throws {
    let text = """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2017-01-02 10:00:00,"A","Curl",Rest Timer,,,,60,,
      2017-01-02 10:00:00,"A","Curl",1,10,10,0,0,"",""
      """

    let log = try importing(text)

    #expect(log.skipped == [SkippedRow(line: 2, reason: "a rest timer with no set before it")])
    #expect(log.allSets.map { $0.values[.rest] } == [nil])
  }

  @Test func aDurationNotUnderstoodIsLeftOutAndSaid() throws {
    let text = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2020-05-27 09:15:00,"A",ein Weilchen,"Squat",1,100,5,0,0,"","",
      """

    let log = try importing(text)

    #expect(log.workouts[0].duration == nil)
    #expect(
      log.adjusted == [
        SkippedRow(line: 2, reason: "workout duration \"ein Weilchen\" not understood")
      ])
  }

  @Test func warmUpsStartTheNextExerciseWhoseFirstNumberedSetFollowsThem() throws {
    let text = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2024-01-02 10:00:00,"A",1h,"Bench Press (Barbell)",1,60.0,5.0,0,0,,,
      2024-01-02 10:00:00,"A",1h,"Bench Press (Barbell)",2,60.0,5.0,0,0,,,
      2024-01-02 10:00:00,"A",1h,"Squat (Barbell)",W,40.0,10.0,0,0,,,
      2024-01-02 10:00:00,"A",1h,"Squat (Barbell)",1,100.0,5.0,0,0,,,
      2024-01-02 10:00:00,"A",1h,"Squat (Barbell)",2,100.0,5.0,0,0,,,
      2024-01-02 10:00:00,"A",1h,"Squat (Barbell)",1,80.0,8.0,0,0,,,
      """

    let log = try importing(text)

    let exercises = try #require(log.workouts.first).exercises
    #expect(
      exercises.map(\.name) == ["Bench Press (Barbell)", "Squat (Barbell)", "Squat (Barbell)"])
    #expect(exercises[1].sets.map(\.kind) == [.warmup, .working, .working])
    #expect(exercises[2].sets.map { $0.values[.weight] } == [80])
  }

  @Test func workoutsAreSortedByDateAndStart() throws {
    let text = """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2017-01-03 10:00:00,"B","Curl",1,10,10,0,0,"",""
      2017-01-02 18:00:00,"A","Curl",1,10,10,0,0,"",""
      2017-01-02 08:00:00,"A","Curl",1,10,10,0,0,"",""
      """

    let log = try importing(text)

    #expect(
      log.workouts.map(\.key) == [
        "strong|2017-01-02 08:00:00|A", "strong|2017-01-02 18:00:00|A",
        "strong|2017-01-03 10:00:00|B",
      ])
  }

  // MARK: - Units

  @Test func poundArtefactsAreRecognisedWhenEveryWeightOfMoreThanTwoDecimalsIsOne() {
    #expect(ForeignUnits.arePoundArtefacts([61.23492, 27.215519999999998, 0]))
    // A 20 kg bar typed in kg by a pounds user stays 20 kg.
    #expect(ForeignUnits.arePoundArtefacts([61.23492, 20]))
    #expect(!ForeignUnits.isPoundArtefact(20))
    #expect(!ForeignUnits.arePoundArtefacts([61.23492, 61.235]))
    #expect(!ForeignUnits.arePoundArtefacts([60, 62.5, 61.25]))
    #expect(!ForeignUnits.arePoundArtefacts([0]))
    #expect(ForeignUnits.pounds(fromStrongKilograms: 61.23492) == 135)
  }

  @Test func theGuessTakesBarbellPoundNumbersAsPoundsAndKilogramStepsAsKilograms() {
    // 5 common pound loads (7.5 bits) against a ten and a 2.5 step (3 bits).
    #expect(
      WeightUnitGuess(loads: [45, 95, 135, 185, 225, 30, 12.5], userUnit: .kilogram).unit == .pound)
    #expect(
      WeightUnitGuess(loads: [20, 60, 62.5, 12, 14, 100, 65], userUnit: .pound).unit == .kilogram)
  }

  @Test func durationStringsReadHoursMinutesAndSeconds() {
    #expect(DurationText.seconds("1h 3m") == 3780)
    #expect(DurationText.seconds("45s") == 45)
    #expect(DurationText.seconds("445h 20m") == 1_603_200)
    #expect(DurationText.seconds("31m") == 1860)
    #expect(DurationText.seconds("3m 1h") == nil)
    #expect(DurationText.seconds("soon") == nil)
  }

  @Test func floatNoiseIsRemovedButRealDecimalsAreKept() {
    #expect(denoised(149.99999999999997) == 150)
    #expect(denoised(245.00000000000003) == 245)
    #expect(denoised(61.23492) == 61.23492)
    #expect(denoised(1.125) == 1.125)
  }
}
