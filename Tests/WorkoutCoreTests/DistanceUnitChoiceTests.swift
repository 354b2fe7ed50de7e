import Testing

@testable import WorkoutCore

/// A classic Strong export (no unit marker) of a pounds user: squats on a 45 lb bar with 45 lb
/// plates (135, 185, 225, 315: enough evidence for pounds), then `rows`
/// (exercise name, distance, seconds), each a set of its own workout on its own day.
private func export(_ rows: [(String, Double, Double)]) -> String {
  var text =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,"
    + "Notes,Workout Notes,RPE\n"
  text += "2023-05-01 06:10:00,\"Legs\",1h,\"Squat (Barbell)\",1,135.0,5.0,0,0.0,,,\n"
  text += "2023-05-01 06:10:00,\"Legs\",1h,\"Squat (Barbell)\",2,185.0,5.0,0,0.0,,,\n"
  text += "2023-05-01 06:10:00,\"Legs\",1h,\"Squat (Barbell)\",3,225.0,5.0,0,0.0,,,\n"
  text += "2023-05-01 06:10:00,\"Legs\",1h,\"Squat (Barbell)\",4,315.0,3.0,0,0.0,,,\n"
  for (index, row) in rows.enumerated() {
    text +=
      "2023-05-\(10 + index) 07:00:00,\"Cardio\",40m,\"\(row.0)\",1,0,0,\(row.1),\(row.2),,,\n"
  }
  return text
}

/// The distances in km of every set of `name`.
private func distances(_ log: ForeignLog, _ name: String) -> [Double?] {
  log.workouts.flatMap { $0.exercises.filter { $0.name == name }.flatMap(\.sets) }
    .map { $0.values[.distance] }
}

/// Issue 23, item 2: the unit of distances without one is chosen per activity by what is
/// plausible for it, with its evidence.
@Suite struct DistanceUnitChoiceTests {
  @Test func aPoundsUsersRowIsKilometresWhenMilesWouldBeWorldClass() throws {
    let log = try importing(export([("Rowing (Machine)", 0.5, 119), ("Running", 3.1, 1680)]))
    #expect(log.weightUnit == .pound)
    // 0.5 mi in 119 s would be 0.804672 / 119 × 3600 = 24.34 km/h; as km, 15.13 km/h.
    #expect(distances(log, "Rowing (Machine)") == [0.5])
    // 3.1 mi in 28:00 is 17.8 km/h, an ordinary run: miles, as the pound unit says.
    #expect(distances(log, "Running") == [Unit.mile.canonical(3.1)])
    #expect(log.assumedDistanceUnit == .mile)
    let evidence = try #require(log.adjusted.first?.reason)
    let mph = (0.5 * 1.609344 / 119 * 3600 * 10).rounded() / 10
    let kmh = (0.5 / 119 * 3600 * 10).rounded() / 10
    #expect(
      evidence.hasPrefix(
        "Rowing (Machine): distances taken as km, not mi: 1 of 1 timed sets (0.5 in 1:59) "
          + "would be \(trimmed(mph, decimals: 1)) km/h as mi, outside rowing's"))
    #expect(evidence.hasSuffix("and \(trimmed(kmh, decimals: 1)) km/h as km"))
  }

  @Test func aSlowRunStaysInTheFilesUnitWhenBothArePlausible() throws {
    // 5 in 40:00: 12.1 km/h as mi, 7.5 km/h as km; both ordinary, so the file's unit holds.
    let log = try importing(export([("Running", 5, 2400)]))
    #expect(distances(log, "Running") == [Unit.mile.canonical(5)])
    #expect(log.adjusted.isEmpty)
  }

  @Test func theUnitTheUserGivesIsNeverSecondGuessed() throws {
    let log = try importing(
      Array(export([("Rowing (Machine)", 0.5, 119)]).utf8), distanceUnit: .mile)
    #expect(distances(log, "Rowing (Machine)") == [Unit.mile.canonical(0.5)])
  }

  @Test func kilometresTooSlowForARideAreMilesWhenMilesAreOrdinary() {
    // 20 in 1:00:00 as mi would be 32.2 km/h (ordinary on a bike); as km 20 km/h (ordinary
    // too), so km holds: only a unit outside the band is changed.
    let samples = [DistanceUnitChoice.Sample(distance: 20, seconds: 3600)]
    #expect(
      DistanceUnitChoice.unit(for: "Cycling", samples, assumed: .kilometre).unit == .kilometre)
    // 60 km rowed in an hour is beyond any rower: as 60 mi even more so, so km holds.
    let row = [DistanceUnitChoice.Sample(distance: 60, seconds: 3600)]
    #expect(DistanceUnitChoice.unit(for: "Rowing", row, assumed: .kilometre).unit == .kilometre)
  }
}
