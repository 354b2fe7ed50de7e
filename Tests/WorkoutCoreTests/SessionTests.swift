import Testing

@testable import WorkoutCore

/// A position in a menu: workout index, set index.
private func at(_ workout: Int, _ set: Int) -> SetPosition {
  SetPosition(workout: workout, set: set)
}

/// A completion time; which one does not matter to these tests.
private let time = Timestamp(secondsSince1970: 1_704_407_462, offset: 32_400)

/// Values of a set.
private func values(reps: Double? = nil, weight: Double? = nil) -> SetValues {
  var values = SetValues()
  values[.reps] = reps
  values[.weight] = weight
  return values
}

/// Bench press 3 × (10 × 40 kg, 90 s rest), then squat 2 × (5 × 60 kg, 120 s rest).
private func benchThenSquat() -> Menu {
  Menu(
    date: day("2024-01-05"),
    workouts: [
      workout("b1", "bench-press", planned: [.reps: 10, .weight: 40, .rest: 90], count: 3),
      workout("s1", "squat", planned: [.reps: 5, .weight: 60, .rest: 120], count: 2),
    ])
}

/// A done set of `reps` × `weight` (plan = actual).
private func done(_ reps: Double, _ weight: Double? = nil) -> WorkoutSet {
  let result = values(reps: reps, weight: weight)
  return WorkoutSet(planned: PlannedSet(result), actual: result, completedAt: time)
}

/// A workout of `exercise` with the given sets.
private func workout(_ id: String, _ exercise: ExerciseID, sets: [WorkoutSet]) -> Workout {
  Workout(id: wid(id), exercise: exercise, sets: sets)
}

/// True when two numbers agree to within rounding.
private func close(_ lhs: Double?, _ rhs: Double?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case (let lhs?, let rhs?): abs(lhs - rhs) < 1e-9
  default: false
  }
}

@Suite struct SessionTests {
  // MARK: - Open sets

  @Suite struct OpenSets {
    @Test func aFreshMenuStartsAtItsFirstSet() {
      #expect(benchThenSquat().firstOpenSet == at(0, 0))
    }

    @Test func firstOpenSetSkipsDoneAndSkippedSets() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      menu.skip(at: at(0, 1), time: time)
      #expect(menu.firstOpenSet == at(0, 2))
    }

    @Test func firstOpenSetCrossesIntoTheNextWorkout() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      menu.skip(at: at(0, 1), time: time)
      menu.record(values(reps: 8, weight: 40), at: at(0, 2), time: time)
      #expect(menu.firstOpenSet == at(1, 0))
    }

    @Test func firstOpenSetIsAnEarlierSetLeftOpen() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      menu.record(values(reps: 5, weight: 60), at: at(1, 0), time: time)
      #expect(menu.firstOpenSet == at(0, 0))
    }

    @Test func noOpenSetWhenEverySetIsDoneOrSkipped() {
      var menu = benchThenSquat()
      for (workout, count) in [(0, 3), (1, 2)] {
        for set in 0..<count {
          if set == 0 {
            menu.skip(at: at(workout, set), time: time)
          } else {
            menu.record(values(reps: 1), at: at(workout, set), time: time)
          }
        }
      }
      #expect(menu.firstOpenSet == nil)
      #expect(menu.openSetCount == 0)
    }

    @Test func anEmptyMenuHasNoOpenSet() {
      let menu = Menu(date: day("2024-01-05"))
      #expect(menu.firstOpenSet == nil)
      #expect(menu.openSetCount == 0)
    }

    @Test func aWorkoutWithNoSetsIsPassedOver() {
      let menu = Menu(
        date: day("2024-01-05"),
        workouts: [workout("e1", "bench-press", sets: []), workout("s1", "squat")])
      #expect(menu.firstOpenSet == at(1, 0))
    }

    @Test func openSetAfterAPositionIsTheNextOpenSetInMenuOrder() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      #expect(menu.openSet(after: nil) == at(0, 0))
      #expect(menu.openSet(after: at(0, 0)) == at(0, 2))
      #expect(menu.openSet(after: at(0, 2)) == at(1, 0))
      #expect(menu.openSet(after: at(1, 0)) == at(1, 1))
      #expect(menu.openSet(after: at(1, 1)) == nil)
    }

    @Test func openSetAfterAPositionNeverGoesBack() {
      var menu = benchThenSquat()
      menu.record(values(reps: 8, weight: 60), at: at(1, 1), time: time)
      // (0, 0) is still open but comes before.
      #expect(menu.openSet(after: at(0, 2)) == at(1, 0))
      #expect(menu.openSet(after: at(1, 0)) == nil)
    }

    @Test func openSetCountCountsSetsNeitherDoneNorSkipped() {
      var menu = benchThenSquat()
      #expect(menu.openSetCount == 5)
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      #expect(menu.openSetCount == 4)
      menu.skip(at: at(1, 1), time: time)
      #expect(menu.openSetCount == 3)
    }

    @Test func positionsAreInMenuOrder() {
      #expect(at(0, 2) < at(1, 0))
      #expect(at(1, 0) < at(1, 1))
      #expect(!(at(1, 1) < at(1, 1)))
    }
  }

  // MARK: - Recording

  @Suite struct Recording {
    @Test func recordStoresTheActualAndTheTime() {
      var menu = benchThenSquat()
      menu.record(values(reps: 8, weight: 42.5), at: at(0, 1), time: time)
      #expect(menu[at(0, 1)].actual == values(reps: 8, weight: 42.5))
      #expect(menu[at(0, 1)].completedAt == time)
      #expect(menu[at(0, 1)].isDone)
      #expect(menu[at(0, 1)].planned[.rest] == 90)
    }

    @Test func recordClearsSkipped() {
      var menu = benchThenSquat()
      menu.skip(at: at(0, 0), time: time)
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      #expect(!menu[at(0, 0)].skipped)
      #expect(menu[at(0, 0)].actual == values(reps: 10, weight: 40))
      #expect(menu[at(0, 0)].isDone)
    }

    @Test func skipClearsActual() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      menu.skip(at: at(0, 0), time: time)
      #expect(menu[at(0, 0)].skipped)
      #expect(menu[at(0, 0)].actual == nil)
      #expect(menu[at(0, 0)].completedAt == time)
      #expect(!menu[at(0, 0)].isDone)
    }

    @Test func recordingAgainCorrectsTheActual() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      let later = Timestamp(secondsSince1970: 1_704_407_600, offset: 32_400)
      menu.record(values(reps: 9, weight: 40), at: at(0, 0), time: later)
      #expect(menu[at(0, 0)].actual == values(reps: 9, weight: 40))
      #expect(menu[at(0, 0)].completedAt == later)
    }

    @Test func recordingAsPlannedCopiesThePlan() {
      var menu = benchThenSquat()
      menu.record(menu[at(1, 0)].planned.values, at: at(1, 0), time: time)
      #expect(menu[at(1, 0)].actual == menu[at(1, 0)].planned.values)
    }

    @Test func recordingTouchesOnlyItsSet() {
      var menu = benchThenSquat()
      let before = menu
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      for position in [at(0, 0), at(0, 2), at(1, 0), at(1, 1)] {
        #expect(menu[position] == before[position])
      }
    }

    @Test func resumingAfterAStopContinuesAtTheFirstOpenSet() throws {
      let fixture = StoreFixture()
      let date = day("2024-01-05")
      try fixture.put(benchThenSquat())
      // A run saves every set as it is entered, then is stopped after three sets.
      var position = try fixture.store.read { try $0.menu(on: date) }.firstOpenSet
      for entry in ["done", "skip", "done"] {
        let current = try #require(position)
        try fixture.store.update { transaction in
          var menu = try transaction.menu(on: date)
          if entry == "skip" {
            menu.skip(at: current, time: time)
          } else {
            menu.record(menu[current].planned.values, at: current, time: time)
          }
          try transaction.put(menu)
        }
        position = try fixture.store.read { try $0.menu(on: date) }.openSet(after: current)
      }
      // Running again reads the menu afresh.
      let menu = try fixture.store.read { try $0.menu(on: date) }
      #expect(menu.firstOpenSet == at(1, 0))
      #expect(menu.openSetCount == 2)
      #expect(menu[at(0, 1)].skipped)
      #expect(menu[at(0, 2)].isDone)
    }
  }

  // MARK: - The rest rule

  @Suite struct RestRule {
    @Test func restAfterASetIsItsPlannedRest() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 0), time: time)
      #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == 90)
    }

    @Test func restIsThatOfTheSetJustDone() {
      var menu = benchThenSquat()
      menu[at(0, 1)].planned[.rest] = 45
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      #expect(menu.rest(after: at(0, 1), catalog: catalog)?.seconds == 45)
    }

    @Test func aRestGivenInTheResultIsTheRestThatFollows() {
      var menu = benchThenSquat()
      var done = values(reps: 10, weight: 40)
      done[.rest] = 30
      menu.record(done, at: at(0, 0), time: time)
      #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == 30)
    }

    @Test func noRestAfterASkippedSet() {
      var menu = benchThenSquat()
      menu.skip(at: at(0, 0), time: time)
      #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == nil)
    }

    @Test func noRestAfterAWorkoutsLastSetWhenRestBetweenIsZero() {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 2), time: time)
      #expect(menu.rest(after: at(0, 2), catalog: catalog, between: .seconds(0)) == nil)
    }

    /// Issue 26: the rest before the next exercise is `rest-between`'s, whatever the catalog
    /// says of a last set's rest.
    @Test func restAfterAWorkoutsLastSetIsTheRestBeforeTheNextExercise() throws {
      var menu = benchThenSquat()
      menu.record(values(reps: 10, weight: 40), at: at(0, 2), time: time)
      let items = catalog.items.map { item in
        var item = item
        if item.id == .rest { item.lastSetUnneeded = false }
        return item
      }
      let needing = try Catalog(
        defaultSets: catalog.defaultSets, items: items, parts: catalog.parts,
        kinds: catalog.kinds, exercises: catalog.exercises)
      #expect(menu.rest(after: at(0, 2), catalog: catalog)?.seconds == 90)
      #expect(menu.rest(after: at(0, 2), catalog: needing)?.beforeNextExercise == true)
      #expect(menu.rest(after: at(0, 2), catalog: needing, between: .seconds(0)) == nil)
    }

    @Test func noRestAfterTheMenusLastSet() {
      var menu = benchThenSquat()
      menu.record(values(reps: 5, weight: 60), at: at(1, 1), time: time)
      #expect(menu.rest(after: at(1, 1), catalog: catalog)?.seconds == nil)
    }

    @Test func noRestWhenNoOpenSetFollows() {
      var menu = benchThenSquat()
      // The squat's last set was recorded out of order; its first is now the menu's last open one.
      menu.record(values(reps: 5, weight: 60), at: at(1, 1), time: time)
      menu.record(values(reps: 5, weight: 60), at: at(1, 0), time: time)
      #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == nil)
    }

    @Test func noRestWhenOnlyEarlierSetsAreOpen() {
      var menu = benchThenSquat()
      menu.record(values(reps: 5, weight: 60), at: at(1, 0), time: time)
      menu.skip(at: at(1, 1), time: time)
      // The bench sets are still open, but they come before: nothing left to rest for.
      #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == nil)
    }

    @Test func noRestAfterAMiddleSetWhoseRestIsZero() {
      var menu = benchThenSquat()
      menu[at(0, 1)].planned[.rest] = 0
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      #expect(menu.rest(after: at(0, 1), catalog: catalog)?.seconds == nil)
    }

    @Test func noRestAfterAMiddleSetWithoutARest() {
      var menu = benchThenSquat()
      menu[at(0, 1)].planned[.rest] = nil
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      #expect(menu.rest(after: at(0, 1), catalog: catalog)?.seconds == nil)
    }

    @Test func restBeforeALaterWorkoutsSet() {
      var menu = benchThenSquat()
      // The bench's last set was skipped earlier; after its middle set the squat comes next.
      menu.skip(at: at(0, 2), time: time)
      menu.record(values(reps: 10, weight: 40), at: at(0, 1), time: time)
      #expect(menu.openSet(after: at(0, 1)) == at(1, 0))
      #expect(menu.rest(after: at(0, 1), catalog: catalog)?.seconds == 90)
    }

    @Test func restAfterASetOfTheNextWorkout() {
      var menu = benchThenSquat()
      menu.record(values(reps: 5, weight: 60), at: at(1, 0), time: time)
      #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == 120)
    }
  }

  // MARK: - Summary

  @Suite struct Summary {
    @Test func volumeIsWeightTimesRepsOfDoneSetsOnly() {
      var summary = SessionSummary()
      summary.add(done(10, 100))
      summary.add(done(8, 60))
      summary.add(WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 200)), skipped: true))
      summary.add(WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 300))))
      #expect(summary.setsDone == 2)
      #expect(summary.setsSkipped == 1)
      #expect(summary.volume == 1480)
    }

    @Test func aSetWithoutWeightIsDoneButAddsNoVolume() {
      var summary = SessionSummary()
      summary.add(done(12))
      summary.add(done(5, 50))
      #expect(summary.setsDone == 2)
      #expect(summary.volume == 250)
    }

    @Test func anEmptySummaryIsZero() {
      let summary = SessionSummary()
      #expect(summary.setsDone == 0)
      #expect(summary.setsSkipped == 0)
      #expect(summary.volume == 0)
      #expect(summary.records.isEmpty)
    }

    @Test func epleyOfASingleIsTheWeight() {
      #expect(OneRepMaxFormula.epley.estimate(weight: 140, reps: 1)! == 140)
    }

    @Test func epleyOfTenRepsAtAHundred() {
      #expect(close(OneRepMaxFormula.epley.estimate(weight: 100, reps: 10)!, 400.0 / 3))
    }

    @Test func epleyOfFiveRepsAtAHundredAndTwenty() {
      #expect(close(OneRepMaxFormula.epley.estimate(weight: 120, reps: 5)!, 140))
    }
  }

  // MARK: - Records

  @Suite struct Records {
    /// An earlier bench-press workout with the given sets.
    func earlier(_ sets: WorkoutSet...) -> [Workout] {
      [workout("e1", "bench-press", sets: sets)]
    }

    /// The records of `session` against `earlier`, by kind: value and previous.
    func records(_ session: [SetValues], earlier: [Workout]) -> [PersonalRecord] {
      PersonalRecord.records(of: "bench-press", session: session, earlier: earlier)
    }

    @Test func aHeavierWeightIsARecordWithThePreviousBest() throws {
      let found = records([values(reps: 5, weight: 105)], earlier: earlier(done(10, 100)))
      // 5 × 105 is an e1RM of 122.5, below the 133.3 of 10 × 100.
      #expect(found.count == 1)
      let record = try #require(found.first)
      #expect(record.exercise == "bench-press")
      #expect(record.kind == .heaviestWeight)
      #expect(record.value == 105)
      #expect(record.previous == 100)
    }

    @Test func aTieIsNotARecord() {
      #expect(records([values(reps: 10, weight: 100)], earlier: earlier(done(10, 100))).isEmpty)
    }

    @Test func anEqualOneRepMaxFromADifferentSetIsATie() {
      // 5 × 120 and 12 × 100 both estimate 140, computed along different roundings.
      let found = records([values(reps: 5, weight: 120)], earlier: earlier(done(12, 100)))
      #expect(found.map(\.kind) == [.heaviestWeight])
    }

    @Test func aFirstEverExerciseSetsNoRecord() {
      #expect(records([values(reps: 10, weight: 100)], earlier: []).isEmpty)
    }

    @Test func earlierWorkoutsWithoutResultsAreNoHistory() {
      let planned = WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 80)))
      let skipped = WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 80)), skipped: true)
      #expect(records([values(reps: 10, weight: 100)], earlier: earlier(planned, skipped)).isEmpty)
    }

    @Test func fewerRepsAtAHigherWeightSetBothRecords() throws {
      let found = records([values(reps: 3, weight: 125)], earlier: earlier(done(10, 100)))
      #expect(found.map(\.kind) == [.heaviestWeight, .bestOneRepMax])
      let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
      #expect(heaviest.value == 125)
      #expect(heaviest.previous == 100)
      let oneRepMax = try #require(found.first { $0.kind == .bestOneRepMax })
      #expect(close(oneRepMax.value, 137.5))
      #expect(close(oneRepMax.previous, 400.0 / 3))
    }

    @Test func moreRepsAtALowerWeightSetAnOneRepMaxRecordButNoHeaviestWeight() throws {
      let found = records([values(reps: 12, weight: 100)], earlier: earlier(done(3, 110)))
      // 1200 kg of volume over 330 kg is a record too.
      #expect(found.map(\.kind) == [.bestOneRepMax, .bestVolume])
      let record = try #require(found.first)
      #expect(close(record.value, 140))
      #expect(close(record.previous, 121))
    }

    @Test func theBestSetOfTheSessionCountsAgainstTheBestEarlierSet() throws {
      let session = [
        values(reps: 8, weight: 100), values(reps: 3, weight: 120), values(reps: 1, weight: 125),
      ]
      let history =
        earlier(done(5, 110), done(10, 90)) + [
          workout("e2", "bench-press", sets: [done(1, 115)])
        ]
      let found = records(session, earlier: history)
      let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
      #expect(heaviest.value == 125)
      #expect(heaviest.previous == 115)
      // Session best: 3 × 120 = 132; earlier best: 5 × 110 = 128.33.
      let oneRepMax = try #require(found.first { $0.kind == .bestOneRepMax })
      #expect(close(oneRepMax.value, 132))
      #expect(close(oneRepMax.previous, 110 * (1 + 5.0 / 30)))
    }

    @Test func onlyDoneSetsOfEarlierWorkoutsCount() throws {
      let history = earlier(
        done(10, 100), WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 200))),
        WorkoutSet(planned: PlannedSet(values(reps: 10, weight: 200)), skipped: true))
      let found = records([values(reps: 5, weight: 150)], earlier: history)
      let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
      #expect(heaviest.previous == 100)
    }

    @Test func bodyweightSetsSetNoRecord() {
      #expect(records([values(reps: 20)], earlier: earlier(done(10))).isEmpty)
    }

    @Test func aBodyweightSessionSetsNoRecordOverWeightedHistory() {
      #expect(records([values(reps: 20)], earlier: earlier(done(10, 20))).isEmpty)
    }

    @Test func aWeightWithoutRepsIsAHeaviestWeightOnly() {
      let found = records([values(weight: 120)], earlier: earlier(done(5, 100)))
      #expect(found.map(\.kind) == [.heaviestWeight])
    }
  }

  // MARK: - History for records

  @Suite struct RecordedWorkouts {
    let fixture = StoreFixture()

    /// Bench press done 2023-12-20 (d1), 2024-01-03 (j1, with squat j0), 2024-01-10 (j3) and
    /// 2024-02-01 (f1); planned only 2024-01-05 (j2); skipped only 2024-01-07 (j4).
    init() throws {
      try fixture.put(
        Menu(date: day("2023-12-20"), workouts: [workout("d1", "bench-press", done: true)]),
        Menu(
          date: day("2024-01-03"),
          workouts: [workout("j0", "squat", done: true), workout("j1", "bench-press", done: true)]),
        Menu(date: day("2024-01-05"), workouts: [workout("j2", "bench-press")]),
        Menu(
          date: day("2024-01-07"),
          workouts: [
            workout(
              "j4", "bench-press",
              sets: [
                WorkoutSet(planned: PlannedSet(values(reps: 10)), completedAt: time, skipped: true)
              ])
          ]),
        Menu(date: day("2024-01-10"), workouts: [workout("j3", "bench-press", done: true)]),
        Menu(date: day("2024-02-01"), workouts: [workout("f1", "bench-press", done: true)]))
    }

    /// The ids of the recorded workouts of `exercise` before `date`, in the order given.
    func recorded(_ exercise: ExerciseID, before date: String) throws -> [String] {
      try fixture.store.read { try $0.recordedWorkouts(of: exercise, before: day(date)) }
        .map(\.id.rawValue)
    }

    @Test func onlyWorkoutsWithResultsBeforeTheDateOldestFirst() throws {
      #expect(try recorded("bench-press", before: "2024-01-10") == ["d1", "j1"])
    }

    @Test func notTheWorkoutsOnTheDateItself() throws {
      #expect(try recorded("bench-press", before: "2024-01-03") == ["d1"])
    }

    @Test func acrossMonths() throws {
      #expect(try recorded("bench-press", before: "2024-03-01") == ["d1", "j1", "j3", "f1"])
    }

    @Test func onlyTheExerciseAsked() throws {
      #expect(try recorded("squat", before: "2024-03-01") == ["j0"])
    }

    @Test func noneBeforeTheFirst() throws {
      #expect(try recorded("bench-press", before: "2023-12-20").isEmpty)
    }

    @Test func noneForAnExerciseNeverDone() throws {
      #expect(try recorded("deadlift", before: "2024-03-01").isEmpty)
    }

    @Test func twoWorkoutsOfADateInMenuOrder() throws {
      try fixture.put(
        Menu(
          date: day("2024-01-20"),
          workouts: [
            workout("k1", "bench-press", done: true), workout("k0", "squat", done: true),
            workout("k2", "bench-press", done: true),
          ]))
      #expect(try recorded("bench-press", before: "2024-01-21") == ["d1", "j1", "j3", "k1", "k2"])
    }

    @Test func seesTheTransactionsOwnChanges() throws {
      let found = try fixture.store.update { transaction in
        try transaction.put(
          Menu(date: day("2024-03-02"), workouts: [workout("m1", "bench-press", done: true)]))
        return try transaction.recordedWorkouts(of: "bench-press", before: day("2024-04-01"))
      }
      #expect(found.map(\.id.rawValue) == ["d1", "j1", "j3", "f1", "m1"])
    }

    @Test func worksWithAnIndexWrittenByAnEarlierLookup() throws {
      // An update that looks up history first writes the index with its changes.
      try fixture.store.update { transaction in
        _ = try transaction.recordedWorkouts(of: "bench-press", before: day("2024-01-01"))
        try transaction.put(
          Menu(date: day("2024-02-03"), workouts: [workout("f2", "bench-press", done: true)]))
      }
      #expect(try recorded("bench-press", before: "2024-03-01") == ["d1", "j1", "j3", "f1", "f2"])
    }
  }
}
