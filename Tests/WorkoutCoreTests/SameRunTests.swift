import Testing

@testable import WorkoutCore

/// 2024-03-05 09:00 UTC.
private let moment = Moment(seconds: 1_709_629_200, zone: FixedOffset(seconds: 9 * 3600))

/// An Apple Health export of `workouts` (`<Workout …/>` elements).
private func health(_ workouts: String...) throws -> ForeignLog {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
    <ExportDate value="2024-03-05 09:00:00 +0900"/>
    \(workouts.joined(separator: "\n"))
    </HealthData>
    """
  return try AppleHealthImport.read(bytes: Array(text.utf8))
}

/// A `<Workout>` of `type` starting at `start` (`2024-03-02 18:30:00 +0900`).
private func workout(
  _ type: String, start: String, minutes: Double, km: Double
) -> String {
  "<Workout workoutActivityType=\"HKWorkoutActivityType\(type)\" duration=\"\(minutes)\" "
    + "durationUnit=\"min\" totalDistance=\"\(km)\" totalDistanceUnit=\"km\" "
    + "sourceName=\"Apple Watch\" startDate=\"\(start)\" endDate=\"\(start)\"/>"
}

/// The route GPX of a run starting 2024-03-02T09:30:00Z (18:30 +0900): 31 points 0.0005° of
/// longitude apart along 46° N, timed 10 s apart, or only the 5 points from the 1st when
/// `fewTimes`. No `<type>`.
private func route(fewTimes: Bool = false, shift: Int = 0) throws -> ForeignLog {
  var text = """
    <?xml version="1.0"?>
    <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><name>Route 2024-03-02 6:30pm</name><trkseg>

    """
  for index in 0..<31 {
    let timed = !fewTimes || index < 5
    let time = Timestamp(secondsSince1970: 1_709_371_800 + shift + index * 10, offset: 0)
    text +=
      "<trkpt lat=\"46.0\" lon=\"\(14.5 + Double(index) * 0.0005)\">"
      + (timed ? "<time>\(time.description)</time>" : "") + "</trkpt>\n"
  }
  text += "</trkseg></trk></gpx>\n"
  return try GPXImport.read(bytes: Array(text.utf8), exercise: nil, zone: moment.zone)
}

/// Issue 23, item 12: one run imported from Apple Health and again from its route's GPX is one
/// run; item 11: gear goes only where it belongs.
@Suite struct SameRunTests {
  let fixture = StoreFixture()

  func add(_ log: ForeignLog, gear: GearChoice = .automatic) throws -> ImportSummary {
    try fixture.store.perform(ImportWorkouts(log: log, moment: moment, gear: gear)).outcome
  }

  func workouts(_ date: String) throws -> [Workout] {
    var transaction = StoreTransaction(store: fixture.store)
    return try transaction.menu(on: day(date)).workouts
  }

  func addShoes(since: String? = nil) throws {
    try fixture.store.perform(
      AddGear(
        gear: Gear(
          id: GearID("pegasus-40")!, name: "Pegasus 40", exercises: ["run"],
          added: day("2024-01-05"), since: since.map(day))))
    try fixture.store.perform(SetGearDefault(.set("pegasus-40", exercises: [])))
  }

  @Test func theRouteOfARunImportedFromAppleHealthIsTheSameRun() throws {
    try addShoes()
    _ = try add(
      try health(workout("Running", start: "2024-03-02 18:30:00 +0900", minutes: 5, km: 1.16)))
    let again = try add(try route(shift: 1))
    #expect(again.workouts == 0)
    #expect(again.skipped.count == 1)
    let reason = try #require(again.skipped.first?.reason)
    #expect(reason.hasPrefix("the same run as"))
    #expect(reason.contains("starts 1 s apart"))
    #expect(reason.hasSuffix("kept, as rich or richer"))
    let runs = try workouts("2024-03-02")
    #expect(runs.count == 1)
    // The shoe counts the run once: one workout carries it.
    #expect(runs.filter { $0.gear == GearID("pegasus-40") }.count == 1)
  }

  @Test func theRicherRecordIsKeptWhicheverCameFirst() throws {
    // The route first, its time left out (5 of 31 points timed): a distance only. Apple
    // Health's record of the run has its time too, so it takes the route's place.
    _ = try add(try route(fewTimes: true))
    let first = try #require(try workouts("2024-03-02").first)
    #expect(first.sets[0].actual?[.duration] == nil)
    let second = try add(
      try health(workout("Running", start: "2024-03-02 18:30:00 +0900", minutes: 5, km: 1.16)))
    #expect(second.skipped.first?.reason.hasSuffix("this richer record replaced it") == true)
    let runs = try workouts("2024-03-02")
    #expect(runs.count == 1)
    #expect(runs[0].id == first.id)
    #expect(runs[0].sets[0].actual?[.duration] == 300)
    #expect(runs[0].source?.hasPrefix("apple-health|") == true)
  }

  @Test func anotherActivityOrAStartMoreThanAMinuteApartIsAnotherWorkout() throws {
    _ = try add(
      try health(
        workout("Cycling", start: "2024-03-02 18:30:00 +0900", minutes: 30, km: 12),
        workout("Running", start: "2024-03-02 18:31:01 +0900", minutes: 5, km: 1.16)))
    #expect(try workouts("2024-03-02").count == 2)
    let typed = try GPXImport.read(
      bytes: Array(
        """
        <gpx xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
        <trkpt lat="46" lon="14.5"><time>2024-03-02T09:30:00Z</time></trkpt>
        <trkpt lat="46" lon="14.51"><time>2024-03-02T09:35:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """.utf8), exercise: nil, zone: moment.zone)
    // A run at 18:30 is not the ride at 18:30, and 61 s from the run at 18:31:01.
    #expect(try add(typed).workouts == 1)
    #expect(try workouts("2024-03-02").count == 3)
  }

  @Test func gearGoesOnlyToTheExercisesItIsForWithADistanceSinceItsDate() throws {
    try addShoes(since: "2024-01-01")
    let summary = try add(
      try health(
        workout("Running", start: "2024-03-02 07:00:00 +0900", minutes: 30, km: 5),
        workout("Cycling", start: "2024-03-03 07:00:00 +0900", minutes: 60, km: 25),
        workout("Walking", start: "2024-03-04 07:00:00 +0900", minutes: 40, km: 0),
        workout("Running", start: "2023-12-01 07:00:00 +0900", minutes: 30, km: 5)),
      gear: .gear(GearID("pegasus-40")!))
    #expect(try workouts("2024-03-02").map(\.gear) == [GearID("pegasus-40")])
    #expect(try workouts("2024-03-03").map(\.gear) == [nil])
    #expect(try workouts("2024-03-04").map(\.gear) == [nil])
    #expect(try workouts("2023-12-01").map(\.gear) == [nil])
    #expect(summary.gearGivenByID.map(\.workouts) == [1])
    #expect(
      Set(summary.adjusted.map(\.reason)).isSuperset(of: [
        "pegasus-40 not given: pegasus-40 is for run",
        "pegasus-40 not given to a workout with no distance or speed",
        "pegasus-40 not given: pegasus-40 is in use since 2024-01-01",
      ]))
  }

  @Test func aDefaultNeverGoesToARunBeforeTheGearsSinceDate() throws {
    try addShoes(since: "2024-01-01")
    var transaction = StoreTransaction(store: fixture.store)
    let file = try transaction.gear()
    #expect(try file.gear(for: "run", choice: .automatic, on: day("2023-12-31")) == nil)
    #expect(
      try file.gear(for: "run", choice: .automatic, on: day("2024-01-01"))
        == GearID("pegasus-40"))
  }
}
