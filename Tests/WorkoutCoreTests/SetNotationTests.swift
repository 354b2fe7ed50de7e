import Testing

@testable import WorkoutCore

@Suite struct SetNotationTests {
  let notation = SetNotation(catalog: catalog)

  @Test func repsAndWeightAreWrittenAsRepsTimesWeightInKilograms() {
    #expect(
      notation.values(SetValues([.reps: 8, .weight: 62.5]), of: "bench-press") == "8×62.5 kg")
  }

  @Test func restComesLastAndCanBeLeftOut() {
    let values = SetValues([.reps: 10, .weight: 60, .rest: 90])
    #expect(notation.values(values, of: "bench-press") == "10×60 kg, rest 1:30")
    #expect(notation.values(values, of: "bench-press", includeRest: false) == "10×60 kg")
  }

  @Test func everyRestIsAClockShortOnesToo() {
    #expect(notation.rest(45) == "rest 0:45")
    #expect(notation.rest(180) == "rest 3:00")
  }

  @Test func otherItemsFollowTheExercisesItemOrderInTheirUnits() {
    let values = SetValues([.rpe: 7.5, .distance: 3, .duration: 1200])
    #expect(notation.values(values, of: "interval-run") == "20:00, 3 km, RPE 7.5")
  }

  @Test func repsWithoutWeightAreCounted() {
    #expect(notation.values(SetValues([.reps: 12]), of: "pull-up") == "12 reps")
  }

  @Test func noValuesAreADash() {
    #expect(notation.values(SetValues(), of: "bench-press") == "—")
  }

  @Test func anExerciseNotInTheCatalogIsNamedByItsID() {
    #expect(notation.name("old-lift") == "old-lift")
    #expect(notation.name("bench-press") == "Bench Press")
  }
}
