import Foundation
import WorkoutCore

/// Writes a store of daily training for the benchmarks, through the real store.
enum StoreGenerator {
  /// Push / pull / legs days of six weighted exercises each, as a lifter might rotate them;
  /// after legs day a run, in that year's pair of shoes (gear).
  static let split: [[(ExerciseID, Double)]] = [
    [
      ("bench-press", 60), ("overhead-press", 35), ("incline-dumbbell-press", 20), ("dip", 0),
      ("lateral-raise", 8), ("triceps-pushdown", 25),
    ],
    [
      ("deadlift", 100), ("barbell-row", 60), ("lat-pulldown", 50), ("pull-up", 0),
      ("face-pull", 20), ("dumbbell-curl", 12),
    ],
    [
      ("squat", 80), ("romanian-deadlift", 70), ("leg-press", 120), ("lying-leg-curl", 40),
      ("leg-extension", 45), ("calf-raise", 60),
    ],
  ]

  /// Today in Tokyo, the zone the runs use.
  static var today: LocalDate {
    let now = Date()
    let offset = Double(TimeZone(identifier: "Asia/Tokyo")!.secondsFromGMT(for: now))
    return LocalDate(
      daysSinceEpoch: Int(((now.timeIntervalSince1970 + offset) / 86400).rounded(.down)))
  }

  /// Writes `years` of daily menus ending `last` into a store at `root`, through the real
  /// store (each month after a lookup, as `add` writes, so the index is kept too).
  static func generate(years: Int, into root: String, endingOn last: LocalDate) throws -> Int {
    let catalog = Catalog.builtIn
    for day in split {
      for (id, _) in day where catalog.exercise(id) == nil {
        fatalError("wkc-bench: \(id) is not in the catalog")
      }
    }
    let store = Store(root: root)
    var generator = SystemRandomNumberGenerator()
    let first = last.adding(days: -(365 * years) + 1)
    // A pair of running shoes a year, each retired when the next one comes.
    let shoes = (0..<years).map { year in
      Gear(
        id: GearID("shoes-\(year + 1)")!, name: "Shoes \(year + 1)", retireAt: 800,
        exercises: ["run"],
        retired: year + 1 < years ? first.adding(days: 365 * (year + 1)) : nil,
        added: first.adding(days: 365 * year))
    }
    try store.update { transaction in
      try transaction.setGear(GearFile(gear: shoes, defaults: ["run": shoes.last!.id]))
    }
    var date = first
    var menus = 0
    while date <= last {
      var month: [Menu] = []
      let current = date.yearMonth
      while date <= last, date.yearMonth == current {
        let dayIndex = date.daysSinceEpoch - first.daysSinceEpoch
        let progress = Double(dayIndex) / 365 * 5  // +5 kg a year
        var menu = Menu(date: date, note: dayIndex % 7 == 0 ? "deload — 軽め" : nil)
        for (number, (id, base)) in split[dayIndex % 3].enumerated() {
          let exercise = catalog.exercise(id)!
          var sets: [WorkoutSet] = []
          for set in 0..<4 {
            var planned = SetValues()
            planned[.reps] = Double(10 - set)
            if exercise.items.contains(.weight) {
              planned[.weight] = ((base + progress) * 4).rounded() / 4
            }
            planned[.rest] = 90
            var actual = planned
            actual[.rest] = nil
            actual[.reps] = planned[.reps]! - Double(Int.random(in: 0...1, using: &generator))
            let seconds = (date.daysSinceEpoch * 86400) + 7 * 3600 + number * 600 + set * 150
            sets.append(
              WorkoutSet(
                planned: PlannedSet(planned), actual: actual,
                completedAt: Timestamp(secondsSince1970: seconds - 9 * 3600, offset: 9 * 3600)))
          }
          let workoutID = WorkoutID.make(
            secondsSince1970: date.daysSinceEpoch * 86400 + number, using: &generator)
          menu.workouts.append(Workout(id: workoutID, exercise: id, sets: sets))
        }
        if dayIndex % 3 == 2 {
          // A run after legs day, with that year's shoes.
          let km = Double(5 + dayIndex % 8)
          let values = SetValues([.distance: km, .duration: km * 330])
          let seconds = date.daysSinceEpoch * 86400 + 18 * 3600
          menu.workouts.append(
            Workout(
              id: WorkoutID.make(secondsSince1970: seconds, using: &generator), exercise: "run",
              sets: [
                WorkoutSet(
                  planned: PlannedSet(values), actual: values,
                  completedAt: Timestamp(secondsSince1970: seconds - 9 * 3600, offset: 9 * 3600))
              ], gear: shoes[min(years - 1, dayIndex / 365)].id))
        }
        month.append(menu)
        menus += 1
        date = date.adding(days: 1)
      }
      try store.update { transaction in
        _ = try transaction.latestWorkout(of: "bench-press", onOrBefore: last, recorded: false)
        for menu in month { try transaction.put(menu) }
      }
    }
    return menus
  }
}
