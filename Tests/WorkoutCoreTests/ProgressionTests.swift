import Testing

@testable import WorkoutCore

/// A set planned as `planned` and done with `reps` reps (the other items as planned).
private func done(_ planned: [ItemID: Double], reps: Double) -> WorkoutSet {
  var actual = SetValues(planned)
  actual[.reps] = reps
  return WorkoutSet(
    planned: PlannedSet(SetValues(planned)), actual: actual,
    completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
}

/// Sets planned as `planned`, each done with its planned reps.
private func asPlanned(_ planned: [[ItemID: Double]]) -> [WorkoutSet] {
  planned.map { done($0, reps: $0[.reps] ?? 0) }
}

/// Three bench-press sets of 10 reps at `weight`, rest 150 s.
private func bench(_ weight: Double) -> [ItemID: Double] {
  [.reps: 10, .weight: weight, .rest: 150]
}

/// A session that fell short: every set done with one rep fewer than planned.
private func short(_ planned: [[ItemID: Double]]) -> [WorkoutSet] {
  planned.map { done($0, reps: ($0[.reps] ?? 1) - 1) }
}

@Suite struct ProgressionTests {
  let benchPress = builtIn("bench-press")

  // MARK: No history

  @Test func withoutResultsItIsTheFirstSessionWithNoSets() {
    let suggestion = Progression.suggest(recent: [], exercise: benchPress)
    #expect(suggestion.kind == .first)
    #expect(suggestion.sets.isEmpty)
    #expect(
      suggestion.reason
        == "Bench Press has no results yet, so there is nothing to progress from")
  }

  // MARK: Reached

  @Test func whenEverySetReachedItsRepsTheWeightGoesUpByTheIncrement() {
    let last = asPlanned([bench(60), bench(60), bench(60)])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .increase)
    #expect(suggestion.sets == Array(repeating: PlannedSet(SetValues(bench(62.5))), count: 3))
    #expect(suggestion.reason == "all 3 sets reached their planned reps on 2024-01-05: +2.5 kg")
  }

  @Test func theSquatGoesUpBy5Kilograms() {
    let last = asPlanned([[.reps: 5, .weight: 100, .rest: 180]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("squat"))
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: 105, .rest: 180]))])
    #expect(suggestion.reason == "the set reached its planned reps on 2024-01-05: +5 kg")
  }

  @Test func actualRepsEqualToThePlanCountAsReached() {
    let last = [done(bench(60), reps: 10)]
    #expect(Progression.reached(last) == true)
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .increase)
  }

  @Test func moreRepsThanPlannedCountAsReached() {
    let last = [done(bench(60), reps: 12), done(bench(60), reps: 10)]
    #expect(Progression.reached(last) == true)
  }

  @Test func eachSetKeepsItsOwnWeightPlusTheIncrement() {
    let last = asPlanned([
      [.reps: 10, .weight: 60, .rest: 120], [.reps: 8, .weight: 62.5, .rest: 120],
      [.reps: 6, .weight: 65],
    ])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(
      suggestion.sets == [
        PlannedSet(SetValues([.reps: 10, .weight: 62.5, .rest: 120])),
        PlannedSet(SetValues([.reps: 8, .weight: 65, .rest: 120])),
        PlannedSet(SetValues([.reps: 6, .weight: 67.5])),
      ])
  }

  @Test func aSetWithoutPlannedRepsCountsNeitherWay() {
    let warmUp = WorkoutSet(planned: PlannedSet(SetValues([.weight: 20])), skipped: true)
    let last = [warmUp] + asPlanned([bench(60), bench(60)])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .increase)
    #expect(
      suggestion.sets == [
        PlannedSet(SetValues([.weight: 22.5])), PlannedSet(SetValues(bench(62.5))),
        PlannedSet(SetValues(bench(62.5))),
      ]
    )
    #expect(suggestion.reason == "both sets reached their planned reps on 2024-01-05: +2.5 kg")
  }

  @Test func theUsersExerciseWithoutAnIncrementGoesUpBy2Point5Kilograms() {
    let mine = Exercise(
      id: "my-press", name: "My Press", kind: "other", items: [.reps, .weight], isCustom: true)
    let last = asPlanned([[.reps: 10, .weight: 30]])
    let suggestion = Progression.suggest(recent: [(day("2024-01-05"), last)], exercise: mine)
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 10, .weight: 32.5]))])
  }

  @Test func anIncrementTypedInPoundsLandsOnAValidWeight() {
    let mine = Exercise(
      id: "my-press", name: "My Press", kind: "other", items: [.reps, .weight],
      increment: Unit.pound.canonical(5), isCustom: true)
    let last = asPlanned([[.reps: 10, .weight: 60]])
    let suggestion = Progression.suggest(recent: [(day("2024-01-05"), last)], exercise: mine)
    // 60 + 2.26796185 = 62.268 kg is neither on the 0.25 kg nor the 0.5 lb step: 62.25.
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 10, .weight: 62.25]))])
    #expect(suggestion.reason == "the set reached its planned reps on 2024-01-05: +2.27 kg")
  }

  @Test func theWeightStopsAt500Kilograms() {
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), asPlanned([bench(499)]))], exercise: benchPress)
    #expect(suggestion.kind == .increase)
    #expect(suggestion.sets == [PlannedSet(SetValues(bench(500)))])
  }

  @Test func atTheMostThereIsThePlanIsRepeated() {
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), asPlanned([bench(500)]))], exercise: benchPress)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == [PlannedSet(SetValues(bench(500)))])
    #expect(
      suggestion.reason
        == "the set reached its planned reps on 2024-01-05, but the plan is already at the most "
        + "there is (500 kg): the same plan again")
  }

  // MARK: Fell short

  @Test func oneRepShortRepeatsThePlan() {
    let last = [done(bench(60), reps: 10), done(bench(60), reps: 10), done(bench(60), reps: 9)]
    #expect(Progression.reached(last) == false)
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == Array(repeating: PlannedSet(SetValues(bench(60))), count: 3))
    #expect(
      suggestion.reason
        == "1 of 3 sets fell short of its planned reps on 2024-01-05: the same plan again")
  }

  @Test func aSkippedSetFallsShort() {
    let skipped = WorkoutSet(planned: PlannedSet(SetValues(bench(60))), skipped: true)
    let last = asPlanned([bench(60), bench(60)]) + [skipped]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .repeat)
  }

  @Test func anOpenSetFallsShort() {
    let last = asPlanned([bench(60)]) + [WorkoutSet(planned: PlannedSet(SetValues(bench(60))))]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .repeat)
    #expect(
      suggestion.reason
        == "1 of 2 sets fell short of its planned reps on 2024-01-05: the same plan again")
  }

  @Test func theRepeatedPlanIsTheLastSessionsWithAllItsItemsAndSets() {
    let older = asPlanned([bench(55)])
    let last = [
      done([.reps: 8, .weight: 60, .rest: 90], reps: 8),
      done([.reps: 8, .weight: 60, .rest: 90], reps: 7),
      done([.reps: 6, .weight: 60], reps: 6), done([.reps: 6, .weight: 60], reps: 6),
    ]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last), (day("2024-01-01"), older)], exercise: benchPress)
    #expect(suggestion.sets == last.map(\.planned))
    #expect(
      suggestion.reason
        == "1 of 4 sets fell short of its planned reps on 2024-01-05: the same plan again")
  }

  @Test func twoShortSessionsInARowRepeat() {
    let suggestion = Progression.suggest(
      recent: [
        (day("2024-01-05"), short([bench(62.5)])), (day("2024-01-03"), short([bench(62.5)])),
      ],
      exercise: benchPress)
    #expect(suggestion.kind == .repeat)
  }

  // MARK: Deload

  @Test func threeShortSessionsInARowAtTheSameWeightDeloadByTenPercentRoundedHalfUp() {
    let recent = [
      (day("2024-01-05"), short([bench(62.5), bench(62.5)])),
      (day("2024-01-03"), short([bench(62.5), bench(62.5)])),
      (day("2024-01-01"), short([bench(62.5), bench(62.5)])),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    #expect(suggestion.kind == .deload)
    // 62.5 × 0.9 = 56.25, halfway between 55 and 57.5: up to 57.5.
    #expect(
      suggestion.sets == [PlannedSet(SetValues(bench(57.5))), PlannedSet(SetValues(bench(57.5)))])
    #expect(
      suggestion.reason
        == "3 sessions in a row fell short of their planned reps at 62.5 kg "
        + "(2024-01-01, 2024-01-03, 2024-01-05): -10% to 57.5 kg")
  }

  @Test func aDeloadOfMixedWeightsRoundsEachSetToTheIncrement() {
    let plan = [bench(60), bench(62.5), bench(65)]
    let recent = [
      (day("2024-01-05"), short(plan)), (day("2024-01-03"), short(plan)),
      (day("2024-01-01"), short([bench(65)])),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    #expect(suggestion.kind == .deload)
    // 54 → 55 (21.6 steps → 22), 56.25 → 57.5 (22.5 → 23), 58.5 → 57.5 (23.4 → 23).
    #expect(
      suggestion.sets == [bench(55), bench(57.5), bench(57.5)].map { PlannedSet(SetValues($0)) })
    #expect(suggestion.reason.hasSuffix(": -10% to 57.5 kg"))
    #expect(suggestion.reason.contains("at 65 kg"))
  }

  @Test func aDeloadRoundsToTheExercisesIncrement() {
    let plan: [[ItemID: Double]] = [[.reps: 5, .weight: 105]]
    let recent = [
      (day("2024-01-05"), short(plan)), (day("2024-01-03"), short(plan)),
      (day("2024-01-01"), short(plan)),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: builtIn("squat"))
    // 105 × 0.9 = 94.5: 18.9 steps of 5 kg → 19 → 95.
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: 95]))])
  }

  @Test func aDeloadNeverGoesBelowZero() {
    let plan: [[ItemID: Double]] = [[.reps: 12, .weight: 1]]
    let recent = [
      (day("2024-01-05"), short(plan)), (day("2024-01-03"), short(plan)),
      (day("2024-01-01"), short(plan)),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    // 0.9 kg is 0.36 steps of 2.5 kg: 0.
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 12, .weight: 0]))])
  }

  @Test func threeShortSessionsWithAWeightChangeBetweenThemRepeat() {
    let recent = [
      (day("2024-01-05"), short([bench(62.5)])), (day("2024-01-03"), short([bench(62.5)])),
      (day("2024-01-01"), short([bench(60)])),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == [PlannedSet(SetValues(bench(62.5)))])
  }

  @Test func afterADeloadTheCountStartsAgain() {
    let recent = [
      (day("2024-01-07"), short([bench(57.5)])), (day("2024-01-05"), short([bench(62.5)])),
      (day("2024-01-03"), short([bench(62.5)])), (day("2024-01-01"), short([bench(62.5)])),
    ]
    #expect(Progression.suggest(recent: recent, exercise: benchPress).kind == .repeat)
  }

  @Test func aReachedSessionBetweenShortOnesBreaksTheRun() {
    let recent = [
      (day("2024-01-05"), short([bench(62.5)])), (day("2024-01-03"), asPlanned([bench(62.5)])),
      (day("2024-01-01"), short([bench(62.5)])),
    ]
    #expect(Progression.suggest(recent: recent, exercise: benchPress).kind == .repeat)
  }

  // MARK: Without weight

  @Test func anExerciseWithoutWeightGoesUpByOneRepASet() {
    let last = asPlanned([[.reps: 10, .rest: 60], [.reps: 8, .rest: 60]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("push-up"))
    #expect(suggestion.kind == .increase)
    #expect(
      suggestion.sets == [
        PlannedSet(SetValues([.reps: 11, .rest: 60])),
        PlannedSet(SetValues([.reps: 9, .rest: 60])),
      ])
    #expect(
      suggestion.reason == "both sets reached their planned reps on 2024-01-05: +1 rep a set")
  }

  @Test func repsStopAtTheirMost() {
    let last = asPlanned([[.reps: 1000]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("push-up"))
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.reason.contains("already at the most there is (1000 reps)"))
  }

  @Test func anExerciseWithoutWeightDeloadsItsReps() {
    let plan: [[ItemID: Double]] = [[.reps: 15], [.reps: 10], [.reps: 1]]
    let recent = [
      (day("2024-01-05"), short(plan)), (day("2024-01-03"), short(plan)),
      (day("2024-01-01"), short([[.reps: 15]])),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: builtIn("push-up"))
    #expect(suggestion.kind == .deload)
    // 13.5 → 14 (half up), 9 → 9, 0.9 → 1.
    #expect(
      suggestion.sets == [[.reps: 14], [.reps: 9], [.reps: 1]].map { PlannedSet(SetValues($0)) })
    #expect(
      suggestion.reason
        == "3 sessions in a row fell short of their planned reps at 15 reps "
        + "(2024-01-01, 2024-01-03, 2024-01-05): -10% to 14 reps")
  }

  @Test func cardioRepeatsItsPlanWithNothingToProgressBy() {
    let run = builtIn("run")
    let planned = SetValues([.duration: 1800, .distance: 5])
    let last = [
      WorkoutSet(planned: PlannedSet(planned), actual: SetValues([.duration: 1750, .distance: 5]))
    ]
    let suggestion = Progression.suggest(recent: [(day("2024-01-05"), last)], exercise: run)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == [PlannedSet(planned)])
    #expect(
      suggestion.reason
        == "Run has no planned reps to reach, so there is nothing to progress by: "
        + "the plan of 2024-01-05 again")
  }

  @Test func aWeightedExerciseWithoutRepsRepeatsItsPlan() {
    let planned = SetValues([.duration: 30, .weight: 20, .rest: 90])
    let last = [WorkoutSet(planned: PlannedSet(planned), actual: planned)]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("farmers-walk"))
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == [PlannedSet(planned)])
    #expect(Progression.reached(last) == nil)
  }

  // MARK: What was lifted

  @Test func theIncrementGoesOnTheWeightLiftedNotOnThePlan() {
    let planned = [ItemID.reps: 5.0, .weight: 60]
    let heavier = SetValues([.reps: 5, .weight: 65])
    let last = Array(
      repeating: WorkoutSet(planned: PlannedSet(SetValues(planned)), actual: heavier), count: 2)
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .increase)
    #expect(
      suggestion.sets
        == Array(repeating: PlannedSet(SetValues([.reps: 5, .weight: 67.5])), count: 2))
    #expect(
      suggestion.reason
        == "both sets reached their planned reps on 2024-01-05: +2.5 kg on the 65 kg lifted")
  }

  @Test func aShortSessionRepeatsTheWeightLifted() {
    let last = [
      WorkoutSet(
        planned: PlannedSet(SetValues([.reps: 5, .weight: 60])),
        actual: SetValues([.reps: 4, .weight: 65]))
    ]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: 65]))])
    #expect(
      suggestion.reason
        == "the set fell short of its planned reps on 2024-01-05: the weight lifted (65 kg) again")
  }

  @Test func aDeloadIsTenPercentOffTheWeightLifted() {
    let set = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 5, .weight: 60])),
      actual: SetValues([.reps: 4, .weight: 70]))
    let recent = [
      (day("2024-01-05"), [set]), (day("2024-01-03"), [set]), (day("2024-01-01"), [set]),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    #expect(suggestion.kind == .deload)
    // 70 × 0.9 = 63: 25.2 steps of 2.5 kg → 25 → 62.5.
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: 62.5]))])
    #expect(suggestion.reason.contains("at 70 kg"))
  }

  @Test func aSkippedSetKeepsItsPlannedWeight() {
    let last = [
      WorkoutSet(
        planned: PlannedSet(SetValues([.reps: 5, .weight: 60])),
        actual: SetValues([.reps: 5, .weight: 65])),
      WorkoutSet(planned: PlannedSet(SetValues([.reps: 5, .weight: 60])), skipped: true),
    ]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.sets.map { $0[.weight] } == [65, 60])
  }

  @Test func withoutWeightTheNextRepsComeFromTheRepsDone() {
    let last = [
      WorkoutSet(planned: PlannedSet(SetValues([.reps: 8])), actual: SetValues([.reps: 12])),
      WorkoutSet(planned: PlannedSet(SetValues([.reps: 8])), actual: SetValues([.reps: 8])),
    ]
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("push-up"))
    #expect(
      suggestion.sets == [PlannedSet(SetValues([.reps: 13])), PlannedSet(SetValues([.reps: 9]))])
  }

  // MARK: In pounds

  @Test func aLifterInPoundsGoesUpByTheIncrementInWholePounds() {
    let pounds135 = Unit.pound.canonical(135)
    let last = asPlanned([[.reps: 5, .weight: pounds135], [.reps: 5, .weight: pounds135]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(
      suggestion.sets
        == Array(
          repeating: PlannedSet(SetValues([.reps: 5, .weight: Unit.pound.canonical(140)])), count: 2
        ))
    #expect(suggestion.reason == "both sets reached their planned reps on 2024-01-05: +5 lb")
  }

  @Test func aSquatInPoundsGoesUpTenPounds() {
    let last = asPlanned([[.reps: 5, .weight: Unit.pound.canonical(225)]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: builtIn("squat"))
    #expect(
      suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: Unit.pound.canonical(235)]))])
    #expect(suggestion.reason.hasSuffix(": +10 lb"))
  }

  @Test func aDeloadInPoundsRoundsToThePoundIncrement() {
    let plan: [[ItemID: Double]] = [[.reps: 5, .weight: Unit.pound.canonical(135)]]
    let recent = [
      (day("2024-01-05"), short(plan)), (day("2024-01-03"), short(plan)),
      (day("2024-01-01"), short(plan)),
    ]
    let suggestion = Progression.suggest(recent: recent, exercise: benchPress)
    // 135 lb × 0.9 = 121.5 lb: 24.3 steps of 5 lb → 24 → 120 lb.
    #expect(
      suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: Unit.pound.canonical(120)]))])
    #expect(
      suggestion.reason.hasSuffix("at 135 lb (2024-01-01, 2024-01-03, 2024-01-05): -10% to 120 lb"))
  }

  @Test func weightsOnTheKilogramStepStayInKilograms() {
    // 20 kg is also 44.09 lb, not a whole half pound; 45 lb (20.41 kg) is not on the kg step.
    let last = asPlanned([[.reps: 5, .weight: 20], [.reps: 5, .weight: Unit.pound.canonical(45)]])
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), last)], exercise: benchPress)
    #expect(suggestion.reason.hasSuffix(": +2.5 kg"))
  }
}

/// Timed sets (a plank): +5 s when every hold was done.
@Suite struct TimedProgressionTests {
  let plank = builtIn("plank")

  private func hold(_ planned: Double, held: Double?) -> WorkoutSet {
    let plan = PlannedSet(SetValues([.duration: planned, .rest: 60]))
    guard let held else { return WorkoutSet(planned: plan, skipped: true) }
    return WorkoutSet(planned: plan, actual: SetValues([.duration: held, .rest: 60]))
  }

  @Test func everyHoldDoneAddsFiveSecondsASet() {
    let last = [hold(45, held: 45), hold(45, held: 45), hold(45, held: 50)]
    let suggestion = Progression.suggest(recent: [(day("2024-01-05"), last)], exercise: plank)
    #expect(suggestion.kind == .increase)
    // 45 + 5 for the holds of 45 s; the one held 50 s goes from what was held: 50 + 5.
    #expect(suggestion.sets.map { $0[.duration] } == [50, 50, 55])
    #expect(suggestion.sets.map { $0[.rest] } == [60, 60, 60])
    #expect(
      suggestion.reason == "all 3 sets reached their planned time on 2024-01-05: +5 s a set")
  }

  @Test func aHoldStoppedEarlyRepeatsThePlan() {
    let last = [hold(45, held: 45), hold(45, held: 38)]
    let suggestion = Progression.suggest(recent: [(day("2024-01-05"), last)], exercise: plank)
    #expect(suggestion.kind == .repeat)
    #expect(suggestion.sets.map { $0[.duration] } == [45, 45])
    #expect(
      suggestion.reason
        == "1 of 2 sets fell short of its planned time on 2024-01-05: the same plan again")
  }

  @Test func threeShortSessionsAtTheSameHoldDeloadToAStepOfFiveSeconds() {
    let short = [hold(60, held: 40), hold(60, held: nil)]
    let recent = ["2024-01-05", "2024-01-03", "2024-01-01"].map { (day($0), short) }
    let suggestion = Progression.suggest(recent: recent, exercise: plank)
    #expect(suggestion.kind == .deload)
    // 60 × 0.9 = 54 s, to the nearest 5 s: 55 s.
    #expect(suggestion.sets.map { $0[.duration] } == [55, 55])
    #expect(
      suggestion.reason.hasSuffix("at 1:00 (2024-01-01, 2024-01-03, 2024-01-05): -10% to 55 s"))
  }

  @Test func cardioIsNotATimedSet() {
    let treadmill = builtIn("treadmill-run")
    #expect(!Progression.isTimed(treadmill, plan: [PlannedSet(SetValues([.duration: 1800]))]))
    #expect(Progression.isTimed(plank, plan: [PlannedSet(SetValues([.duration: 45]))]))
  }
}
