import Testing

@testable import WorkoutCore

@Suite struct PrefillTests {
  let planner = Planner(catalog: catalog)
  let bench = builtIn("bench-press")

  func plan(_ sets: [[ItemID: Double]]) -> Workout {
    Workout(
      id: wid("last1"), exercise: "bench-press",
      sets: sets.map { WorkoutSet(planned: PlannedSet(SetValues($0))) })
  }

  @Test func itemDefaultsFillWhatTheExerciseDoesNotSay() {
    let values = planner.baseValues(for: bench, index: 0, lastPlan: nil)
    #expect(values[.reps] == builtInItem(.reps).defaultValue)
  }

  @Test func exerciseDefaultsOverrideItemDefaults() {
    let values = planner.baseValues(for: bench, index: 0, lastPlan: nil)
    #expect(values == SetValues([.reps: 10, .weight: 40, .rest: 150]))
  }

  @Test func theLastPlansSetOverridesExerciseDefaults() {
    let last = plan([[.reps: 8, .weight: 60, .rest: 120], [.reps: 6, .weight: 70]])
    #expect(
      planner.baseValues(for: bench, index: 1, lastPlan: last)
        == SetValues([.reps: 6, .weight: 70, .rest: 150]))
  }

  @Test func aShorterLastPlanRepeatsItsLastSet() {
    let last = plan([[.reps: 8, .weight: 60], [.reps: 6, .weight: 70]])
    #expect(planner.baseValues(for: bench, index: 4, lastPlan: last)[.weight] == 70)
  }

  @Test func itemsTheExerciseNoLongerUsesAreDroppedFromTheLastPlan() {
    let last = plan([[.reps: 8, .duration: 60]])
    #expect(planner.baseValues(for: bench, index: 0, lastPlan: last)[.duration] == nil)
  }

  @Test func effortTargetsOfTheLastPlanAreKept() {
    let last = plan([[.reps: 8, .weight: 60, .rir: 2], [.reps: 8, .weight: 60, .rpe: 8.5]])
    #expect(planner.baseValues(for: bench, index: 0, lastPlan: last)[.rir] == 2)
    #expect(planner.baseValues(for: bench, index: 1, lastPlan: last)[.rpe] == 8.5)
  }

  @Test func aTypedEffortTargetReplacesTheLastPlans() throws {
    let last = plan([[.reps: 8, .weight: 60, .rir: 2]])
    let sets = try planner.newSets(
      for: bench, count: 1, common: PlannedSet(SetValues([.rpe: 8])), perSet: [], lastPlan: last)
    #expect(
      sets.map(\.planned) == [PlannedSet(SetValues([.reps: 8, .weight: 60, .rest: 150, .rpe: 8]))])
    let perSet = try planner.newSets(
      for: bench, count: nil, common: PlannedSet(),
      perSet: [PlannedSet(SetValues([.rpe: 9])), PlannedSet()], lastPlan: last)
    #expect(perSet.map { $0.planned.values[.rir] } == [nil, 2])
    #expect(perSet.map { $0.planned.values[.rpe] } == [9, nil])
  }

  @Test func commonValuesOverrideTheLastPlan() throws {
    let last = plan([[.reps: 8, .weight: 60, .rest: 120]])
    let sets = try planner.newSets(
      for: bench, count: nil, common: PlannedSet(SetValues([.weight: 65])), perSet: [],
      lastPlan: last)
    #expect(sets.map(\.planned) == [PlannedSet(SetValues([.reps: 8, .weight: 65, .rest: 120]))])
  }

  @Test func perSetValuesOverrideCommonValues() throws {
    let sets = try planner.newSets(
      for: bench, count: nil, common: PlannedSet(SetValues([.weight: 65, .reps: 5])),
      perSet: [PlannedSet(SetValues([.weight: 70])), PlannedSet(SetValues([.reps: 3]))],
      lastPlan: nil)
    #expect(
      sets.map(\.planned) == [
        PlannedSet(SetValues([.reps: 5, .weight: 70, .rest: 150])),
        PlannedSet(SetValues([.reps: 3, .weight: 65, .rest: 150])),
      ])
  }

  @Test func newSetsHaveNoResults() throws {
    let sets = try planner.newSets(
      for: bench, count: 2, common: PlannedSet(), perSet: [], lastPlan: nil)
    #expect(sets.allSatisfy { $0.isOpen && $0.completedAt == nil && !$0.skipped })
  }
}

@Suite struct SetCountTests {
  let planner = Planner(catalog: catalog)
  let bench = builtIn("bench-press")

  func count(
    _ exercise: Exercise? = nil, count: Int? = nil, perSet: Int = 0, lastPlan: Int? = nil
  ) throws -> Int {
    let last = lastPlan.map {
      Workout(
        id: wid("last1"), exercise: "bench-press",
        sets: Array(repeating: WorkoutSet(planned: PlannedSet(SetValues([.reps: 5]))), count: $0))
    }
    return try planner.newSets(
      for: exercise ?? bench, count: count, common: PlannedSet(),
      perSet: Array(repeating: PlannedSet(SetValues([.reps: 1])), count: perSet), lastPlan: last
    ).count
  }

  @Test func theSetsOptionWins() throws {
    #expect(try count(count: 5, lastPlan: 2) == 5)
  }

  @Test func theNumberOfSetSpecsIsTheCount() throws {
    #expect(try count(perSet: 2, lastPlan: 4) == 2)
    #expect(try count(count: 2, perSet: 2) == 2)
  }

  @Test func aGivenCountWinsOverTheNumberOfPerSetValues() throws {
    #expect(try count(count: 3, perSet: 2) == 3)
  }

  @Test func theLastPlanGivesTheCount() throws {
    #expect(try count(lastPlan: 5) == 5)
    #expect(try count(builtIn("treadmill-run"), lastPlan: 2) == 2)
  }

  @Test func theExerciseGivesTheCountWithoutALastPlan() throws {
    #expect(builtIn("treadmill-run").sets == 1)
    #expect(try count(builtIn("treadmill-run")) == 1)
  }

  @Test func theCatalogDefaultIsThree() throws {
    #expect(bench.sets == nil)
    #expect(try count() == 3)
  }

  @Test(arguments: [0, 101, -1])
  func aCountOutOfRangeIsRefused(sets: Int) {
    #expect(throws: PlanError.invalid("sets must be between 1 and 100, not \(sets)")) {
      try count(count: sets)
    }
  }

  @Test func aHundredSetsAreAllowed() throws {
    #expect(try count(count: 100) == 100)
  }
}

@Suite struct SetSpecTests {
  let bench = builtIn("bench-press")

  func parse(_ text: String, _ exercise: ExerciseID = "bench-press") throws -> SetValues {
    try SetSpec.parse(text, for: builtIn(exercise), catalog: catalog)
  }

  @Test func parsesItemValuePairs() throws {
    #expect(
      try parse("reps=10,weight=42.5kg,rest=90s")
        == SetValues([.reps: 10, .weight: 42.5, .rest: 90]))
  }

  @Test func toleratesSpacesAndUppercaseItems() throws {
    #expect(try parse(" REPS = 10 , weight = 40 ") == SetValues([.reps: 10, .weight: 40]))
  }

  @Test(arguments: ["10x42.5", "10×42.5kg", "10X42.5", "10 x 42.5"])
  func parsesTheRepsTimesWeightShorthand(text: String) throws {
    #expect(try parse(text) == SetValues([.reps: 10, .weight: 42.5]))
  }

  @Test func theShorthandTakesPounds() throws {
    #expect(try parse("8x135lb") == SetValues([.reps: 8, .weight: Unit.pound.canonical(135)]))
  }

  @Test func theShorthandCombinesWithPairs() throws {
    #expect(try parse("10x40,rest=2m") == SetValues([.reps: 10, .weight: 40, .rest: 120]))
  }

  @Test func aBareValueIsTheExercisesFirstItem() throws {
    #expect(try parse("12", "push-up") == SetValues([.reps: 12]))
    #expect(try parse("60s", "plank") == SetValues([.duration: 60]))
    #expect(try parse("1:30,rest=30", "plank") == SetValues([.duration: 90, .rest: 30]))
  }

  @Test func anItemTheExerciseDoesNotUseIsRefused() {
    #expect(
      throws: PlanError.itemNotUsed(
        item: "duration", exercise: "bench-press", items: [.reps, .weight, .rest, .rpe, .rir])
    ) {
      try parse("reps=10,duration=60")
    }
  }

  @Test func theShorthandOnAnExerciseWithoutWeightIsRefused() {
    #expect(
      throws: PlanError.itemNotUsed(
        item: "weight", exercise: "band-pull-apart", items: [.reps, .rest, .rpe, .rir])
    ) {
      try parse("10x20", "band-pull-apart")
    }
  }

  @Test func theShorthandOnABodyWeightExerciseGivesItsAddedWeight() throws {
    #expect(try parse("10x20", "push-up") == SetValues([.reps: 10, .added: 20]))
    #expect(try parse("reps=8,weight=5", "pull-up") == SetValues([.reps: 8, .added: 5]))
  }

  @Test func theItemNotUsedMessageListsTheExercisesItems() {
    let error = PlanError.itemNotUsed(
      item: "duration", exercise: "bench-press", items: [.reps, .weight, .rest])
    #expect(
      error.message == "bench-press does not use duration; its items are reps, weight, rest")
  }

  @Test func anUnknownItemIsRefusedAsNotUsed() {
    let error = #expect(throws: PlanError.self) { try parse("power=3") }
    guard case .itemNotUsed(let item, _, _)? = error else {
      Issue.record("expected .itemNotUsed, got \(String(describing: error))")
      return
    }
    #expect(item == "power")
  }

  @Test(arguments: [
    ("reps=10,reps=12", "reps is given twice"), ("10x40,reps=5", "reps is given twice"),
    ("reps=10,,weight=40", "'' is not item=value"), ("reps=10,", "'' is not item=value"),
    ("reps=", "'reps=' needs an item and a value"), ("=10", "'=10' needs an item and a value"),
    ("", "it is empty"), ("   ", "it is empty"), ("reps=10,40", "'40' is not item=value"),
  ])
  func malformedSpecsAreRefusedSayingWhy(text: String, reason: String) {
    #expect(throws: PlanError.malformedSpec(text, reason: reason)) {
      try parse(text)
    }
  }

  @Test func aValueOutOfRangeIsRefusedByTheItem() {
    #expect(
      throws: ValueError.invalid(item: .reps, reason: "must be between 0 and 1000, not -1")
    ) {
      try parse("reps=-1")
    }
  }

  @Test func aMalformedValueIsRefusedByTheItem() {
    #expect(
      throws: ValueError.malformed(
        item: .weight, text: "heavy", expected: "a weight like 60, 42.5kg or 135lb")
    ) {
      try parse("weight=heavy")
    }
  }
}
