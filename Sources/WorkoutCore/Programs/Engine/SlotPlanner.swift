// One slot of a day made a workout: each planned set's values as `add` prefills them, its
// load worked out and rounded to what the bar and plates load, and the warm-up ramp.

/// Plans the workouts of one session.
struct SlotPlanner {
  let program: Program
  let context: ProgramContext
  let state: ProgramState

  /// The workout of `slot` with `sets`; its id a placeholder made from `placeholder`.
  func workout(slot: ProgramSlot, sets: [SetPlan], placeholder: Int) throws(ProgramPlanError)
    -> Workout
  {
    let track = slot.track
    guard let exercise = context.catalog.exercise(track.exercise) else {
      throw .unknownExercise(track.exercise)
    }
    let base = Planner(catalog: context.catalog).baseValues(
      for: exercise, index: 0, lastPlan: nil)
    var planned: [WorkoutSet] = []
    for plan in sets {
      planned.append(
        WorkoutSet(planned: try set(plan, of: exercise, track: track, base: base)))
    }
    if slot.warmup,
      case .success(let ramped) = ramp.planned(
        before: planned, of: exercise, plateMath: context.settings.plateMath(for: exercise),
        catalog: context.catalog)
    {
      planned = ramped
    }
    guard planned.count <= Workout.maximumSets else {
      throw .tooManySets(track, count: planned.count)
    }
    return Workout(
      // `slot1`, `slot2`, …: letters and digits, always a valid id.
      id: WorkoutID(rawValue: "slot\(placeholder + 1)")!,
      exercise: exercise.id, sets: planned)
  }

  /// The ramp `add --warmup` plans: the `warmup` setting, else the standard one.
  private var ramp: WarmupRamp {
    (try? WarmupRamp.parse(context.settings.value(.warmup))) ?? .standard
  }

  /// One planned set: the base values with the goal, the load and the effort laid over them.
  private func set(_ plan: SetPlan, of exercise: Exercise, track: TrackID, base: SetValues)
    throws(ProgramPlanError) -> PlannedSet
  {
    var set = PlannedSet(base, kind: plan.kind)
    let accepted = exercise.acceptedItems
    switch plan.target {
    case .reps(let reps):
      if accepted.contains(.reps) { set[.reps] = Double(reps) }
    case .range(let lower, let upper):
      if accepted.contains(.reps) { set[.reps] = Double(lower) }
      set.repsUpTo = Double(upper)
    case .atLeast(let reps):
      if accepted.contains(.reps) { set[.reps] = Double(reps) }
      set.amrap = true
    case .duration(let seconds):
      if accepted.contains(.duration) { set[.duration] = seconds }
    }
    if let weight = try weight(of: plan, for: exercise, track: track) {
      set[exercise.items.contains(.weight) ? .weight : .added] = weight
    }
    switch plan.effort {
    case .rpe(let rpe) where accepted.contains(.rpe): set[.rpe] = rpe
    case .rir(let rir) where accepted.contains(.rir): set[.rir] = rir
    default: break
    }
    return set
  }

  /// The weight of a set in kg, rounded to what loads when worked out; nil for an exercise
  /// that takes no weight (or a body-weight one with no added weight).
  private func weight(of plan: SetPlan, for exercise: Exercise, track: TrackID)
    throws(ProgramPlanError) -> Double?
  {
    let hasWeight = exercise.items.contains(.weight)
    guard hasWeight || exercise.takesAddedWeight else { return nil }
    let trackState = state.tracks[track]
    switch plan.load {
    case nil:
      guard let weight = trackState?.weight else {
        if hasWeight { throw .missingWeight(track) }
        return nil
      }
      return weight
    case .kilograms(let kilograms):
      return kilograms
    case .trainingMax(let percent):
      guard let trainingMax = trackState?.trainingMax else { throw .missingTrainingMax(track) }
      return context.loadable(trainingMax * percent / 100, for: exercise)
    case .e1rm(let percent):
      guard let e1rm = context.e1rms[exercise.id] else { throw .missingE1RM(exercise.id) }
      return context.loadable(e1rm * percent / 100, for: exercise)
    }
  }
}

extension ProgramContext {
  /// `kilograms` rounded to what loads: by the plates owned on the exercise's bar for a
  /// barbell exercise (never below the bar), else to the weight item's step (never below 0).
  func loadable(_ kilograms: Double, for exercise: Exercise) -> Double {
    if let plateMath = settings.plateMath(for: exercise) {
      return max(plateMath.bar.kilograms, plateMath.nearestLoadable(kilograms: kilograms))
    }
    let item: ItemID = exercise.items.contains(.weight) ? .weight : .added
    guard let step = catalog.item(item)?.step, step > 0 else { return max(0, kilograms) }
    return max(0, (kilograms / step).rounded() * step)
  }

  /// `kilograms` rounded as `loadable` does for the exercise of `track`, unrounded when the
  /// catalog does not have it.
  func loadable(_ kilograms: Double, for track: TrackID) -> Double {
    catalog.exercise(track.exercise).map { loadable(kilograms, for: $0) } ?? kilograms
  }
}
