import Testing

@testable import WorkoutCore

/// One set's values.
private func set(_ values: [ItemID: Double]) -> SetValues { SetValues(values) }

/// A run of `km` in `minutes`.
private func run(_ km: Double, minutes: Double) -> SetValues {
  set([.distance: km, .duration: minutes * 60])
}

/// The kinds of some records, in order.
private func kinds(_ records: [PersonalRecord]) -> [PersonalRecord.Kind] { records.map(\.kind) }

/// Every kind of record of a session against the bests before it, without a store.
@Suite struct RecordKindTests {
  /// The records of `session` against the bests of `earlier` sessions; none earlier = first time.
  func records(_ session: [SetValues], earlier: [[SetValues]]) -> [PersonalRecord] {
    let before = earlier.isEmpty ? nil : PersonalBests(earlier.map { PersonalBests(session: $0) })
    return PersonalRecord.records(of: "run", workouts: [session], before: before)
  }

  /// The one record of `kind`, failing the test when there is none.
  func record(
    _ kind: PersonalRecord.Kind, in records: [PersonalRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PersonalRecord {
    try #require(records.first { $0.kind == kind }, sourceLocation: sourceLocation)
  }

  // MARK: - First time

  @Test func aFirstSessionSetsNoRecordOfAnyKind() {
    #expect(records([run(10, minutes: 50), set([.reps: 5, .weight: 100])], earlier: []).isEmpty)
  }

  @Test func aKindNeverReachedBeforeIsARecordWithoutAPreviousValue() throws {
    let found = records([run(5, minutes: 30)], earlier: [[set([.duration: 1800])]])
    #expect(kinds(found) == [.longestDistance, .bestPace])
    #expect(try record(.longestDistance, in: found).previous == nil)
  }

  // MARK: - Volume

  @Test func aBiggerSessionVolumeIsARecord() throws {
    let found = records(
      [set([.reps: 10, .weight: 60]), set([.reps: 10, .weight: 60])],
      earlier: [[set([.reps: 10, .weight: 60]), set([.reps: 8, .weight: 60])]])
    #expect(kinds(found) == [.bestVolume])
    let volume = try record(.bestVolume, in: found)
    #expect(volume.value == 1200)
    #expect(volume.previous == 1080)
  }

  @Test func anEqualSessionVolumeIsNotARecord() {
    let found = records(
      [set([.reps: 6, .weight: 100])], earlier: [[set([.reps: 10, .weight: 60])]])
    #expect(!kinds(found).contains(.bestVolume))
  }

  @Test func aSmallerSessionVolumeIsNotARecord() {
    let found = records(
      [set([.reps: 5, .weight: 60])], earlier: [[set([.reps: 10, .weight: 60])]])
    #expect(found.isEmpty)
  }

  // MARK: - Distance

  @Test func aLongerSessionDistanceIsARecord() throws {
    let distance = try record(
      .longestDistance, in: records([run(10.5, minutes: 60)], earlier: [[run(8, minutes: 45)]]))
    #expect(distance.value == 10.5)
    #expect(distance.previous == 8)
  }

  @Test func theDistancesOfASessionAddUp() throws {
    let found = records(
      [run(5, minutes: 30), run(5, minutes: 30)], earlier: [[run(8, minutes: 40)]])
    #expect(try record(.longestDistance, in: found).value == 10)
  }

  @Test func anEqualDistanceIsNotARecord() {
    let found = records([run(8, minutes: 45)], earlier: [[run(8, minutes: 45)]])
    #expect(found.isEmpty)
  }

  @Test func aShorterDistanceIsNotARecord() {
    let found = records([run(5, minutes: 45)], earlier: [[run(8, minutes: 45)]])
    #expect(!kinds(found).contains(.longestDistance))
  }

  @Test func aTreadmillDistanceIsSpeedTimesDuration() throws {
    let found = records(
      [set([.speed: 10, .duration: 2400])], earlier: [[set([.speed: 10, .duration: 1800])]])
    let distance = try record(.longestDistance, in: found)
    #expect(abs(distance.value - 20.0 / 3) < 1e-9)
    #expect(distance.previous == 5)
  }

  // MARK: - Duration

  @Test func aLongerSessionDurationIsARecord() throws {
    let found = records(
      [set([.duration: 60]), set([.duration: 60])], earlier: [[set([.duration: 90])]])
    #expect(kinds(found) == [.longestDuration])
    let duration = try record(.longestDuration, in: found)
    #expect(duration.value == 120)
    #expect(duration.previous == 90)
  }

  @Test func anEqualDurationIsNotARecord() {
    #expect(records([set([.duration: 90])], earlier: [[set([.duration: 90])]]).isEmpty)
  }

  // MARK: - Pace

  @Test func aLowerPaceIsARecord() throws {
    // 5 km in 24:10 is 4:50 /km; 8 km in 45:00 was 5:37.5 /km.
    let found = records([run(5, minutes: 24 + 10.0 / 60)], earlier: [[run(8, minutes: 45)]])
    #expect(kinds(found) == [.bestPace])
    let pace = try record(.bestPace, in: found)
    #expect(abs(pace.value - 290) < 1e-9)
    #expect(pace.previous == 337.5)
  }

  @Test func aHigherPaceIsNotARecord() {
    #expect(records([run(5, minutes: 30)], earlier: [[run(8, minutes: 45)]]).isEmpty)
  }

  @Test func anEqualPaceIsNotARecord() {
    // Twice as far in twice the time: the same 5:37.5 /km.
    let found = records([run(16, minutes: 90)], earlier: [[run(8, minutes: 45)]])
    #expect(kinds(found) == [.longestDistance, .longestDuration])
  }

  @Test func thePaceOfASessionIsItsTotalTimeOverItsTotalDistance() throws {
    // 1 km in 4:00 and 1 km in 6:00 make 5:00 /km, not the best of the two.
    let found = records(
      [run(1, minutes: 4), run(1, minutes: 6)], earlier: [[run(2, minutes: 10.5)]])
    #expect(try record(.bestPace, in: found).value == 300)
  }

  // MARK: - Bests

  @Test func mergingKeepsTheLowerPaceAndTheHigherOfEveryOtherKind() {
    let first = PersonalBests(heaviestWeight: 100, bestVolume: 900, bestPace: 300)
    let second = PersonalBests(heaviestWeight: 90, bestVolume: 1000, bestPace: 280)
    #expect(
      first.merging(second)
        == PersonalBests(heaviestWeight: 100, bestVolume: 1000, bestPace: 280))
  }

  @Test func aSessionOfRepsAloneHasNoBests() {
    #expect(PersonalBests(session: [set([.reps: 20])]) == PersonalBests())
  }

  @Test func theBestsOfASessionAreThoseItsPrsWouldShow() throws {
    let session = ExerciseSession(
      date: day("2024-01-05"), exercise: "bench-press",
      sets: [PlannedSet(set([.reps: 5, .weight: 100])), PlannedSet(set([.reps: 8, .weight: 90]))])
    let records = PersonalRecords(exercise: "bench-press", sessions: [session], formula: .epley)
    let bests = PersonalBests(session)
    #expect(bests.heaviestWeight == records.maxWeight?.weight)
    #expect(bests.bestOneRepMax == records.bestOneRepMax?.value)
    #expect(bests.bestVolume == records.bestVolume?.value)
  }
}
