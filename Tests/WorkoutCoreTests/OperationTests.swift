import Foundation
import Testing

@testable import WorkoutCore

/// New York: -05:00 in winter, -04:00 in summer.
private struct NewYork: ZoneOffsets {
  func offset(at seconds: Double) -> Int {
    TimeZone(identifier: "America/New_York")!.secondsFromGMT(
      for: Date(timeIntervalSince1970: seconds))
  }
}

@Suite struct MomentTests {
  @Test func todayIsTheLocalDate() {
    #expect(friday.today == day("2024-01-05"))
    #expect(
      Moment(seconds: 1_704_412_800, zone: FixedOffset(seconds: -10 * 3600)).today
        == day("2024-01-04"))
  }

  @Test func aResultForTodayIsCompletedNow() {
    #expect(friday.timestamp(on: day("2024-01-05")).text == "2024-01-05T09:00:00+09:00")
  }

  @Test func aResultForAPastDateIsCompletedAtThisTimeOfDayOnThatDate() {
    #expect(friday.timestamp(on: day("2023-12-31")).text == "2023-12-31T09:00:00+09:00")
  }

  @Test func aPastDateAcrossADaylightSavingChangeTakesItsOwnOffset() {
    let winter = Moment(seconds: 1_704_412_800, zone: NewYork())
    #expect(winter.timestamp.text == "2024-01-04T19:00:00-05:00")
    #expect(winter.timestamp(on: day("2023-07-04")).text == "2023-07-04T19:00:00-04:00")
  }

  @Test func aTimeOfDayTheClockChangeSkipsIsLabelledWithTheOffsetInForce() {
    // 02:30 does not exist in New York on 2024-03-10: clocks go from 02:00 to 03:00.
    let summer = Moment(seconds: 1_719_815_400, zone: NewYork())
    let winter = Moment(seconds: 1_704_353_400, zone: NewYork())
    #expect(summer.timestamp.text == "2024-07-01T02:30:00-04:00")
    #expect(winter.timestamp.text == "2024-01-04T02:30:00-05:00")
    #expect(summer.timestamp(on: day("2024-03-10")).text == "2024-03-10T03:30:00-04:00")
    #expect(winter.timestamp(on: day("2024-03-10")).text == "2024-03-10T01:30:00-05:00")
  }

  @Test func resultsAfterTodayAreRefused() {
    #expect(throws: PlanError.resultsInFuture(date: day("2024-01-06"), today: day("2024-01-05"))) {
      try friday.checkResults(on: day("2024-01-06"))
    }
    #expect(throws: Never.self) { try friday.checkResults(on: day("2024-01-05")) }
  }
}

@Suite struct OperationTests {
  let fixture = StoreFixture()

  private func add(_ exercise: ExerciseID, _ sets: NewSets, on date: String = "2024-01-05")
    throws -> AddWorkout.Outcome
  {
    try fixture.store.perform(
      AddWorkout(
        exercise: builtIn(exercise), date: day(date), sets: sets, catalog: catalog,
        moment: friday)
    ).outcome
  }

  @Test func addPlansTheSetsGivenAndSaysWhere() throws {
    let outcome = try add(
      "squat", NewSets(count: 3, common: PlannedSet(SetValues([.reps: 5, .weight: 100]))))
    #expect(outcome.position == 1)
    #expect(
      outcome.workout.sets.map(\.planned)
        == Array(
          repeating: PlannedSet(SetValues([.reps: 5, .weight: 100, .rest: 180])), count: 3))
    #expect(try fixture.store.menu(on: day("2024-01-05")).workouts == [outcome.workout])
  }

  @Test func addAtAPositionPastTheEndWritesNothing() throws {
    _ = try add("squat", NewSets())
    let before = fixture.snapshot()
    #expect(throws: PlanError.noSuchPosition(3, workouts: 1, last: 2)) {
      try fixture.store.perform(
        AddWorkout(
          exercise: builtIn("squat"), date: day("2024-01-05"), position: 3, catalog: catalog,
          moment: friday))
    }
    #expect(fixture.snapshot() == before)
  }

  @Test func logRecordsPlanAsResultCompletedOnTheDate() throws {
    let outcome = try fixture.store.perform(
      LogSets(
        exercise: builtIn("squat"), date: day("2024-01-02"),
        sets: NewSets(perSet: [PlannedSet(SetValues([.reps: 5, .weight: 100]))]), catalog: catalog,
        moment: friday)
    ).outcome
    let set = try #require(outcome.workout.sets.first)
    #expect(set.actual == set.planned.values)
    #expect(set.completedAt?.text == "2024-01-02T09:00:00+09:00")
    #expect(outcome.records.isEmpty)
  }

  @Test func recordSetFailsWhenTheWorkoutChangedSinceItWasShown() throws {
    let added = try add("squat", NewSets(count: 2, common: PlannedSet(SetValues([.reps: 5]))))
    var shown = added.workout
    shown.sets.removeLast()
    #expect(throws: PlanError.changedMeanwhile(day("2024-01-05"))) {
      try fixture.store.perform(
        RecordSet(
          date: day("2024-01-05"), workout: .id(added.workout.id), set: 1, result: .asPlanned,
          expected: shown, moment: friday, catalog: catalog))
    }
    #expect(try fixture.store.menu(on: day("2024-01-05")).workouts[0].doneCount == 0)
  }

  @Test func recordSetWithoutANumberTakesTheFirstOpenSet() throws {
    let added = try add("squat", NewSets(count: 2, common: PlannedSet(SetValues([.reps: 5]))))
    let record = RecordSet(
      date: day("2024-01-05"), workout: .id(added.workout.id),
      result: .values(SetValues([.reps: 4])),
      moment: friday, catalog: catalog)
    let first = try fixture.store.perform(record).outcome
    let second = try fixture.store.perform(record).outcome
    #expect(first.position.set == 0)
    #expect(second.position.set == 1)
    #expect(second.workout.sets.map { $0.actual?[.reps] } == [4, 4])
    #expect(throws: PlanError.noOpenSet(workout: "#1 squat")) {
      try fixture.store.perform(record)
    }
  }

  @Test func removeOfAWorkoutWithResultsNeedsConfirming() throws {
    let added = try add("squat", NewSets(count: 1, common: PlannedSet(SetValues([.reps: 5]))))
    _ = try fixture.store.perform(
      RecordSet(
        date: day("2024-01-05"), workout: .id(added.workout.id), result: .asPlanned, moment: friday,
        catalog: catalog)
    ).outcome
    #expect(throws: PlanError.hasResults(workout: "#1 squat", done: 1)) {
      try fixture.store.perform(
        RemoveWorkout(
          date: day("2024-01-05"), workout: .id(added.workout.id), confirmed: false,
          catalog: catalog))
    }
    let removed = try fixture.store.perform(
      RemoveWorkout(
        date: day("2024-01-05"), workout: .id(added.workout.id), confirmed: true, catalog: catalog)
    ).outcome
    #expect(removed.workout.id == added.workout.id)
  }

  @Test func copyGivesEveryWorkoutANewID() throws {
    let first = try add("squat", NewSets())
    let second = try add("bench-press", NewSets())
    let copy = try fixture.store.perform(
      CopyMenu(from: day("2024-01-05"), to: day("2024-01-06"), replace: false, moment: friday)
    ).outcome
    let ids = Set(copy.workouts.map(\.id))
    #expect(ids.count == 2)
    #expect(ids.isDisjoint(with: [first.workout.id, second.workout.id]))
  }

  @Test func removeExerciseInUseNamesTheLastDateUsingIt() throws {
    let mine = Exercise(id: "my-row", name: "My Row", kind: "other", items: [.reps])
    _ = try fixture.store.perform(AddExercise(exercise: mine)).outcome
    let custom = try fixture.store.catalog()
    _ = try fixture.store.perform(
      AddWorkout(
        exercise: try #require(custom.exercise("my-row")), date: day("2024-01-03"),
        catalog: custom, moment: friday)
    ).outcome
    #expect(throws: CatalogError.inUse("my-row", day("2024-01-03"))) {
      try fixture.store.perform(RemoveExercise(id: "my-row"))
    }
  }
}

@Suite struct WorkoutIDAllocatorTests {
  @Test func idsOfOneSecondNeverRepeat() throws {
    let fixture = StoreFixture()
    var transaction = StoreTransaction(store: fixture.store)
    var allocator = try WorkoutIDAllocator(
      for: YearMonth("2024-01")!, in: &transaction, at: friday)
    var ids = Set<WorkoutID>()
    for _ in 0..<50_000 { ids.insert(try allocator.next()) }
    #expect(ids.count == 50_000)
  }

  @Test func allocationGivesUpRatherThanLoopWhenEveryIDIsTaken() throws {
    let fixture = StoreFixture()
    var transaction = StoreTransaction(store: fixture.store)
    var allocator = try WorkoutIDAllocator(
      for: YearMonth("2024-01")!, in: &transaction, at: friday)
    // A generator that repeats one number can make only one id; once that is taken, every
    // further try fails, and the allocator must stop trying.
    var repeating = RepeatingGenerator(value: 0)
    allocator.take([WorkoutID.make(secondsSince1970: 1_704_412_800, using: &repeating)])
    #expect(throws: PlanError.self) { try allocator.next(using: &repeating) }
  }
}

/// A generator that always gives the same number.
private struct RepeatingGenerator: RandomNumberGenerator {
  let value: UInt64
  mutating func next() -> UInt64 { value }
}
