/// The one rule by which a saved plan (a template's sets) takes the progression rule's load:
/// what `template apply --progress` plans, set for set what `suggest` and `add --progress`
/// plan.
extension Suggestion {
  /// `saved` planned by this suggestion; as saved for `.first`.
  ///
  /// - Each set that counts takes the load of the suggested set of its own kind in its place
  ///   among them: the n-th working set the n-th suggested working set's (the last one's past
  ///   their end), a drop set a drop set's, a failure set a failure set's. The load is the
  ///   weight, or the reps when the suggestion goes by reps (no weight in its sets), or the
  ///   duration when it goes by time (a plank: neither). A set of a
  ///   kind the suggestion has none of keeps its load.
  /// - Warm-up sets are planned anew before the sets that count, from the new working weight
  ///   (the first set that counts), as `add --warmup` plans them: by `ramp` when it planned the
  ///   saved warm-ups from the saved working weight, else by the ramp the saved warm-ups make
  ///   (see `WarmupRamp.read(_:before:bar:)`). They stay as saved when the working weight is
  ///   unchanged, when the exercise has no bar (`plateMath` nil) or when they make no ramp; a
  ///   working weight no heavier than the bar has none.
  public func plan(
    _ saved: [PlannedSet], exercise: Exercise, ramp: WarmupRamp, plateMath: PlateMath?,
    catalog: Catalog
  ) -> [PlannedSet] {
    guard kind != .first, !sets.isEmpty else { return saved }
    var loaded = saved
    var places: [SetKind: Int] = [:]
    let item: ItemID =
      if exercise.items.contains(.weight) && sets.contains(where: { $0[.weight] != nil }) {
        .weight
      } else if sets.contains(where: { $0[.reps] != nil }) {
        .reps
      } else {
        .duration
      }
    for index in saved.indices where saved[index].counts {
      let kind = saved[index].kind
      let place = places[kind, default: 0]
      places[kind] = place + 1
      let suggested = sets.filter { $0.kind == kind }
      guard !suggested.isEmpty, let value = suggested[min(place, suggested.count - 1)][item]
      else { continue }
      loaded[index][item] = value
    }
    return replanningWarmups(
      loaded, saved: saved, exercise: exercise, ramp: ramp, plateMath: plateMath, catalog: catalog)
  }

  private func replanningWarmups(
    _ loaded: [PlannedSet], saved: [PlannedSet], exercise: Exercise, ramp: WarmupRamp,
    plateMath: PlateMath?, catalog: Catalog
  ) -> [PlannedSet] {
    let warmups = saved.filter { !$0.counts }
    guard !warmups.isEmpty, let plateMath,
      let before = saved.first(where: \.counts)?[.weight],
      let after = loaded.first(where: \.counts)?[.weight], before != after
    else { return loaded }
    let counted = loaded.filter(\.counts).map { WorkoutSet(planned: $0) }
    let bar = plateMath.bar.kilograms
    let restStep = max(1, catalog.item(.rest)?.step ?? 1) * 5
    let rest = saved.first(where: \.counts)?[.rest]
    let asRamped = ramp.sets(
      before: before, rest: rest, bar: bar, restStep: restStep,
      loadable: plateMath.nearestLoadable(kilograms:))
    let sameLoads = { (sets: [PlannedSet]) in sets.map { [$0[.weight], $0[.reps]] } }
    let savedRamp =
      sameLoads(asRamped.map(\.planned)) == sameLoads(warmups)
      ? ramp : WarmupRamp.read(warmups, before: before, bar: bar)
    guard let savedRamp else { return loaded }
    switch savedRamp.planned(before: counted, of: exercise, plateMath: plateMath, catalog: catalog)
    {
    case .success(let sets): return sets.map(\.planned)
    case .failure(.atBar): return counted.map(\.planned)
    case .failure: return loaded
    }
  }
}

extension WarmupRamp {
  /// The ramp `warmups` make before working sets of `weight` kg on a bar of `bar` kg: a
  /// warm-up no heavier than the bar is a bar step, a heavier one its share of `weight` to the
  /// nearest 5 %; each keeps its reps. Nil when they make none: a warm-up without weight or
  /// whole reps (1 to 100), one not lighter than `weight`, or one no heavier than the one
  /// before.
  public static func read(_ warmups: [PlannedSet], before weight: Double, bar: Double)
    -> WarmupRamp?
  {
    guard weight > 0 else { return nil }
    var steps: [Step] = []
    var lastPercent = -1.0
    for set in warmups {
      guard let load = set[.weight], let reps = set[.reps], reps == reps.rounded(),
        (1...100).contains(reps), load < weight
      else { return nil }
      let percent = load <= bar + 1e-9 ? 0 : (load / weight * 100 / 5).rounded() * 5
      guard percent > lastPercent, percent < 100 else { return nil }
      lastPercent = percent
      steps.append(Step(load: percent == 0 ? .bar : .percent(percent), reps: Int(reps)))
    }
    return steps.isEmpty ? nil : WarmupRamp(steps: steps)
  }
}
