import Foundation

@testable import WorkoutCore

// Plans and results the core tests start from, made by operations as a person would make them.

/// Planned values of reps, weight and rest.
func plan(reps: Double, weight: Double, rest: Double) -> SetValues {
  SetValues([.reps: reps, .weight: weight, .rest: rest])
}

/// Bench press planned 10 × 60 kg with 90 s rest (`Gym.planBench`).
let benchPlan = SetValues([.reps: 10, .weight: 60, .rest: 90])

/// The time of `friday`, when sets recorded then are completed.
let nineAM = Timestamp("2024-01-05T09:00:00+09:00")

/// A set planned as `planned`, done as `actual` at `time`.
func doneSet(_ planned: SetValues, _ actual: SetValues, at time: Timestamp? = nineAM) -> WorkoutSet
{
  WorkoutSet(planned: PlannedSet(planned), actual: actual, completedAt: time)
}

/// A set planned as `planned`, neither done nor skipped.
func openSet(_ planned: SetValues) -> WorkoutSet { WorkoutSet(planned: PlannedSet(planned)) }

extension Gym {
  /// `add`: `sets` bench-press sets of 10 × 60 kg with 90 s rest.
  @discardableResult
  func planBench(sets: Int = 3, on date: String = "2024-01-05") throws -> AddWorkout.Outcome {
    try add("bench-press", on: date, .sets("\(sets)", [.reps: "10", .weight: "60", .rest: "90"]))
  }

  /// `add`: a superset on a date, bench press 3 × 10 × 60 kg with 15 s to walk over, then barbell
  /// row `rowSets` × 8 × 50 kg with 2 minutes after each round.
  func planSuperset(on date: String = "2024-01-05", rowSets: Int = 3) throws {
    try add("bench-press", on: date, .sets("3x10", [.weight: "60", .rest: "15s"]))
    try add(
      "barbell-row", on: date, .sets("\(rowSets)x8", [.weight: "50", .rest: "2m"]),
      with: "bench-press")
  }

  /// Bench press planned 3 × 10 at 60 kg (or as many sets as reps given) on each date, and done
  /// with these reps.
  func benchSessions(_ sessions: [(String, [Int])]) throws {
    for (date, reps) in sessions {
      try add("bench-press", on: date, .sets("\(reps.count)", [.reps: "10", .weight: "60"]))
      for (number, done) in reps.enumerated() {
        try record("bench-press", on: date, set: number + 1, [.reps: "\(done)"])
      }
    }
  }

  /// Bench press planned 2 × 5 × 60 kg on `date`, both sets done with 65 kg.
  func benchDoneHeavierThanPlanned(on date: String) throws {
    try add("bench-press", on: date, .sets("2", [.reps: "5", .weight: "60"]))
    try record("bench-press", on: date, [.weight: "65"])
    try record("bench-press", on: date, [.weight: "65"])
  }

  /// Bench press on Wed 2024-01-03: a warm-up of 10×100 (heavier than anything, so a count of
  /// it would show) and a working set of 5×60.
  func logAHeavyWarmUp() throws {
    try log("bench-press", on: "2024-01-03", .each("w:10x100", "5x60"))
  }

  /// Today's menu (Fri 2024-01-05), noted "push day": bench press (3 × 10 × 60 kg, rest 90 s)
  /// and squat (2 × 5 × 100 kg, rest 3 min, noted "deep").
  func planPushDay() throws {
    try planBench()
    try add("squat", .sets("2", each: ["5x100", "5x100"]), note: "deep")
    try note("2024-01-05", "push day")
  }

  /// `templates.json` as written.
  var templatesText: String? { fileText(fixture.root + "/templates.json") }

  /// Writes `templates.json` by hand: one template `hand` holding one workout, as given.
  func writeTemplate(workout: String) {
    writeFile(
      fixture.root + "/templates.json",
      """
      {"templates": [{"name": "hand", "note": null, "workouts": [\(workout)]}], "version": 1}
      """)
  }
}
