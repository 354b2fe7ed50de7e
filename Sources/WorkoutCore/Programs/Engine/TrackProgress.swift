// The rules of the program applied to one track's numbers, each change said in words.

/// A state being moved on by rules, and the changes made so far.
struct TrackProgress {
  let program: Program
  var state: ProgramState
  let context: ProgramContext
  var changes: [ProgramChange] = []

  init(program: Program, state: ProgramState, context: ProgramContext) {
    self.program = program
    self.state = state
    self.context = context
  }

  /// Applies the per-session `rules` to `track` after a session with `results`.
  mutating func apply(_ rules: [ProgressionRule], to track: TrackID, results: TrackResults) {
    var numbers = state.tracks[track] ?? TrackState()
    defer { state.tracks[track] = numbers }
    if let best = results.bestE1RM(amrapOnly: true) {
      numbers.cycleBestE1RM = max(numbers.cycleBestE1RM ?? 0, best)
    }
    if let stages = program.tracks[track]?.stages, !stages.isEmpty {
      applyStages(stages, rules: rules, to: track, numbers: &numbers, results: results)
      return
    }
    for rule in rules {
      switch rule {
      case .linear(let increment, let deloadPercent, let failures, let amrapReps):
        let success = amrapReps.map(results.reached(amrapReps:)) ?? results.succeeded
        applyLinear(
          increment: increment, deloadPercent: deloadPercent, failures: failures,
          success: success, to: track, numbers: &numbers)
      case .double(let increment):
        guard results.reachedRangeTops, let weight = weight(numbers, of: track) else { continue }
        numbers.weight = weight + increment
        say(track, "weight {w} → {w} {unit}", weight, weight + increment)
      case .trainingMaxPerCycle, .trainingMaxFromAMRAP, .none: continue
      }
    }
  }

  /// The track's working weight; a body-weight exercise with none yet adds to 0 kg.
  private func weight(_ numbers: TrackState, of track: TrackID) -> Double? {
    if let weight = numbers.weight { return weight }
    return context.catalog.exercise(track.exercise)?.takesAddedWeight == true ? 0 : nil
  }

  private mutating func applyLinear(
    increment: Double, deloadPercent: Double, failures limit: Int, success: Bool,
    to track: TrackID, numbers: inout TrackState
  ) {
    guard let weight = weight(numbers, of: track) else { return }
    if success {
      numbers.failures = 0
      numbers.weight = weight + increment
      if increment != 0 { say(track, "weight {w} → {w} {unit}", weight, weight + increment) }
      return
    }
    numbers.failures += 1
    guard limit > 0 else { return }
    guard numbers.failures >= limit else {
      say(
        track, "missed at {w} {unit} (\(numbers.failures) of \(limit) before a deload)", weight)
      return
    }
    let deloaded = context.loadable(weight * (1 - deloadPercent / 100), for: track)
    numbers.weight = deloaded
    numbers.failures = 0
    say(
      track, "deload {w} → {w} {unit} after \(limit) failure\(limit == 1 ? "" : "s")", weight,
      deloaded)
  }

  private mutating func applyStages(
    _ stages: [[SetPlan]], rules: [ProgressionRule], to track: TrackID,
    numbers: inout TrackState, results: TrackResults
  ) {
    var increment = 0.0
    var success = results.succeeded
    if let (linearIncrement, amrapReps) = rules.lazy.compactMap(\.linearStep).first {
      increment = linearIncrement
      success = amrapReps.map(results.reached(amrapReps:)) ?? success
    }
    let stage = min(max(numbers.stage, 0), stages.count - 1)
    if stage == 0, let weight = numbers.weight { numbers.firstStageWeight = weight }
    if success {
      guard let weight = weight(numbers, of: track), increment != 0 else { return }
      numbers.weight = weight + increment
      say(track, "weight {w} → {w} {unit}", weight, weight + increment)
      return
    }
    if stage + 1 < stages.count {
      numbers.stage = stage + 1
      say(track, "stage \(stage + 1) → \(stage + 2) (\(ProgramSetsText.text(stages[stage + 1])))")
      return
    }
    numbers.stage = 0
    var text = "stage \(stage + 1) → 1 (\(ProgramSetsText.text(stages[0])))"
    var weights: [Double] = []
    if let reset = program.tracks[track]?.reset, let weight = numbers.weight,
      let reset = resetWeight(reset, from: weight, numbers: numbers, results: results, track)
    {
      numbers.weight = reset
      text += ", weight {w} → {w} {unit}"
      weights = [weight, reset]
    }
    numbers.firstStageWeight = numbers.weight
    changes.append(ProgramChange(track: track, template: "\(track) \(text)", weights: weights))
  }

  /// The weight a reset after the last stage gives.
  private func resetWeight(
    _ reset: StageReset, from weight: Double, numbers: TrackState, results: TrackResults,
    _ track: TrackID
  ) -> Double? {
    switch reset {
    case .repMax(let percent, let reps):
      guard let e1rm = results.resetE1RM else { return nil }
      let repMax = e1rm / (1 + Double(reps) / 30)
      return context.loadable(repMax * percent / 100, for: track)
    case .firstStagePlus(let increment):
      return (numbers.firstStageWeight ?? weight) + increment
    }
  }

  /// Applies the per-cycle `rules` to `track` at the end of a cycle, deload or not; the
  /// cycle's best AMRAP e1RM starts again.
  mutating func endCycle(_ rules: [ProgressionRule], of track: TrackID) {
    guard var numbers = state.tracks[track] else { return }
    defer {
      numbers.cycleBestE1RM = nil
      state.tracks[track] = numbers
    }
    for rule in rules {
      guard let trainingMax = numbers.trainingMax else { return }
      let next: Double
      switch rule {
      case .trainingMaxPerCycle(let increment): next = trainingMax + increment
      case .trainingMaxFromAMRAP(let percent):
        guard let best = numbers.cycleBestE1RM else { continue }
        next = context.loadable(best * percent / 100, for: track)
      case .linear, .double, .none: continue
      }
      numbers.trainingMax = next
      say(track, "TM {w} → {w} {unit}", trainingMax, next)
    }
  }

  /// Says a change of `track`: `template` with each `{w}` one of `weights` (kg) in turn, and
  /// `{unit}` their unit.
  private mutating func say(_ track: TrackID, _ template: String, _ weights: Double...) {
    changes.append(ProgramChange(track: track, template: "\(track) \(template)", weights: weights))
  }
}

extension ProgressionRule {
  /// The increment and AMRAP reps of a linear rule; nil for any other.
  var linearStep: (increment: Double, amrapReps: Int?)? {
    guard case .linear(let increment, _, _, let amrapReps) = self else { return nil }
    return (increment, amrapReps)
  }
}
