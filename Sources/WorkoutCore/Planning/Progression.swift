/// What the progression rule plans for an exercise's next session, and why.
public struct Suggestion: Hashable, Sendable {
  /// Which way the rule went.
  public enum Kind: String, Hashable, Sendable {
    /// No result yet: nothing to progress from; plan as usual.
    case first
    /// The last session reached its planned reps: more weight (or reps).
    case increase
    /// The last session fell short, or there is nothing to progress by: the same plan again.
    case `repeat`
    /// Three sessions in a row fell short at the same load: 10% less.
    case deload
  }

  /// Which way the rule went.
  public var kind: Kind
  /// The planned sets of the next session; empty for `.first`.
  public var sets: [PlannedSet]
  /// One plain sentence for people, naming the date(s) and the change.
  public var reason: String

  /// Creates a suggestion.
  public init(kind: Kind, sets: [PlannedSet], reason: String) {
    self.kind = kind
    self.sets = sets
    self.reason = reason
  }
}

/// The progression rule: plans the next session of an exercise from its last results.
///
/// - A session *reached* when every set with planned reps was done (not skipped) with actual
///   reps at least the planned reps. A skipped or open set falls short; sets without planned
///   reps count neither way. A session with no planned reps at all cannot be judged.
/// - The next plan starts from what was lifted: the last session's planned values (every item,
///   the same number of sets) with each done set's weight (or added weight) as actually lifted.
/// - Reached: each set's weight goes up by the exercise's increment (`weightIncrement`);
///   an exercise without the weight item goes up by 1 rep a set over the reps done instead (a
///   body-weight exercise keeps its added weight as lifted: body weight unknown, a rep is the
///   step wkc can judge); one
///   without reps (cardio) repeats its plan, as there is nothing to progress by.
/// - Timed sets (a plank: planned durations, no reps, no weight, not cardio) are judged on
///   time: reached when every set with a planned duration was done for at least that long,
///   then each set holds `timedStep` seconds longer than it planned or held (whichever is
///   longer); a deload takes 10% off, to a multiple of `timedStep`, at least one step.
/// - Fell short: the weight lifted is repeated, unless the last three sessions all fell short at
///   the same load (top weight lifted; top planned reps without the weight item), so that the
///   count starts again after a deload or any other change of weight. Then it deloads: each
///   set's weight lifted × 0.9, rounded half up to a multiple of the increment, or reps × 0.9,
///   rounded half up, at least 1.
/// - A lifter who reads pounds (the display setting), or loads in pounds (every weight a whole
///   half pound, not all on the kg step), goes up and down in pounds: the increment in lb rounded to 2.5 lb (2.5 kg is 5 lb).
/// - Weights stay within the weight item's range and on its step; reps within the reps item's.
public enum Progression {
  /// How much a deload takes off, in percent.
  public static let deloadPercent = 10
  /// Sessions in a row that must fall short at the same load before a deload.
  public static let shortSessionsBeforeDeload = 3
  /// Seconds a timed set (a plank) goes up by.
  public static let timedStep = 5.0

  /// The next session of `exercise`.
  ///
  /// - Parameter recent: the exercise's sessions with results, newest first; each is its date and
  ///   every set of the exercise on that date in menu order, done, skipped or open. Only the
  ///   newest three matter. Warm-up sets count for nothing: a date with only warm-ups done is
  ///   no session.
  /// - Parameter units: the units the reason is written in; a lifter who reads pounds also
  ///   goes up and down in pounds.
  public static func suggest(
    recent: [(date: LocalDate, sets: [WorkoutSet])], exercise: Exercise,
    units: DisplayUnits = .metric
  ) -> Suggestion {
    // A set done without values (an import's) plans nothing.
    let sessions = recent.map {
      (date: $0.date, sets: $0.sets.filter { $0.kind.counts && !$0.isDoneWithoutValues })
    }
    .filter { $0.sets.contains(where: \.isDone) }
    guard let last = sessions.first else {
      return Suggestion(
        kind: .first, sets: [],
        reason: "\(exercise.name) has no results yet, so there is nothing to progress from")
    }
    let planned = last.sets.map(\.planned)
    let plan = lifted(last.sets)
    let measure = Measure(exercise: exercise, plan: plan)
    guard let lastOutcome = Outcome(last.sets, target: measure.target), measure != .nothing else {
      return Suggestion(
        kind: .repeat, sets: planned,
        reason: "\(exercise.name) has no planned reps to reach, so there is nothing to progress "
          + "by: the plan of \(last.date) again")
    }
    let loading = Loading(plan: plan, exercise: exercise, units: units)
    if lastOutcome.reached {
      return increase(
        last.sets, from: plan, by: measure, loading: loading, last: last.date,
        outcome: lastOutcome, liftedOtherThanPlanned: plan != planned)
    }
    let streak = sessions.prefix(shortSessionsBeforeDeload)
    let load = measure.load(of: plan)
    if streak.count == shortSessionsBeforeDeload,
      streak.allSatisfy({
        Outcome($0.sets, target: measure.target)?.reached == false
          && measure.load(of: lifted($0.sets)) == load
      })
    {
      return deload(
        plan, by: measure, loading: loading, dates: streak.map(\.date), load: load)
    }
    let again =
      plan == planned || measure != .weight
      ? "the same plan again" : "the weight lifted (\(loading.format(load ?? 0))) again"
    return Suggestion(
      kind: .repeat, sets: plan,
      reason: "\(lastOutcome.shortSummary) on \(last.date): \(again)")
  }

  /// The planned sets of `sets` with each done set's weight as it was lifted.
  static func lifted(_ sets: [WorkoutSet]) -> [PlannedSet] {
    sets.map { set in
      var planned = set.planned
      // A body-weight exercise's added weight, too, as it was lifted.
      for item in [ItemID.weight, .added] {
        if set.isDone, let weight = set.actual?[item], planned[item] != nil {
          planned[item] = weight
        }
      }
      return planned
    }
  }

  /// True when every set with planned reps was done with at least those reps; nil when no set
  /// has planned reps.
  public static func reached(_ sets: [WorkoutSet]) -> Bool? {
    Outcome(sets, target: .reps)?.reached
  }

  // MARK: - Branches

  private static func increase(
    _ sets: [WorkoutSet], from plan: [PlannedSet], by measure: Measure, loading: Loading,
    last date: LocalDate, outcome: Outcome, liftedOtherThanPlanned: Bool
  ) -> Suggestion {
    var next = plan
    var change: String
    switch measure {
    case .weight:
      for index in next.indices {
        guard let weight = next[index][.weight] else { continue }
        next[index][.weight] = loading.increased(weight)
      }
      change = "+" + loading.incrementText
      if liftedOtherThanPlanned, let load = measure.load(of: plan) {
        change += " on the \(loading.format(load)) lifted"
      }
    case .reps, .nothing:
      for index in next.indices {
        guard let reps = next[index][.reps] else { continue }
        let done = sets[index].isDone ? sets[index].actual?[.reps] ?? reps : reps
        next[index][.reps] = min(max(reps, done) + 1, repsItem.max)
      }
      change = "+1 rep a set"
    case .duration:
      for index in next.indices {
        guard let time = next[index][.duration] else { continue }
        let held = sets[index].isDone ? sets[index].actual?[.duration] ?? time : time
        next[index][.duration] = min(max(time, held) + timedStep, durationItem.max)
      }
      change = "+\(Int(timedStep)) s a set"
    }
    guard next != plan else {
      let limit =
        switch measure {
        case .weight: loading.format(weightItem.max)
        case .duration: seconds(durationItem.max)
        case .reps, .nothing: trimmed(repsItem.max, decimals: 0) + " reps"
        }
      return Suggestion(
        kind: .repeat, sets: plan,
        reason: "\(outcome.reachedSummary) on \(date), but the plan is already at the most "
          + "there is (\(limit)): the same plan again")
    }
    return Suggestion(
      kind: .increase, sets: next, reason: "\(outcome.reachedSummary) on \(date): \(change)")
  }

  private static func deload(
    _ plan: [PlannedSet], by measure: Measure, loading: Loading, dates: [LocalDate],
    load: Double?
  ) -> Suggestion {
    var next = plan
    let was: String
    let now: String
    switch measure {
    case .weight:
      for index in next.indices {
        guard let weight = next[index][.weight] else { continue }
        next[index][.weight] = loading.deloaded(weight)
      }
      was = loading.format(load ?? 0)
      now = loading.format(measure.load(of: next) ?? 0)
    case .reps, .nothing:
      for index in next.indices {
        guard let reps = next[index][.reps] else { continue }
        next[index][.reps] = max(1, roundHalfUp(reps * Double(100 - deloadPercent) / 100))
      }
      was = trimmed(load ?? 0, decimals: 2) + " reps"
      now = trimmed(measure.load(of: next) ?? 0, decimals: 2) + " reps"
    case .duration:
      for index in next.indices {
        guard let time = next[index][.duration] else { continue }
        let steps = roundHalfUp(time * Double(100 - deloadPercent) / 100 / timedStep)
        next[index][.duration] = max(1, steps) * timedStep
      }
      was = seconds(load ?? 0)
      now = seconds(measure.load(of: next) ?? 0)
    }
    let days = dates.reversed().map(\.description).joined(separator: ", ")
    return Suggestion(
      kind: .deload, sets: next,
      reason: "\(dates.count) sessions in a row fell short of their planned \(measure.target.noun) "
        + "at \(was) "
        + "(\(days)): -\(deloadPercent)% to \(now)")
  }

  /// How weights go up and down: in kg by the exercise's increment, or in pounds for a lifter
  /// who loads or reads in pounds.
  private struct Loading {
    /// `.kilogram` or `.pound`.
    let unit: Unit
    /// The increment in `unit`.
    let increment: Double

    /// The units weights are written in.
    let units: DisplayUnits

    init(plan: [PlannedSet], exercise: Exercise, units: DisplayUnits) {
      let weights = plan.compactMap { $0[.weight] }.filter { $0 > 0 }
      let inPounds =
        units.weight == .pound
        || (!weights.isEmpty && weights.allSatisfy(Loading.isWholeHalfPound)
          && !weights.allSatisfy(Loading.isOnKilogramStep))
      self.units = inPounds ? DisplayUnits(weight: .pound, distance: units.distance) : units
      unit = inPounds ? .pound : .kilogram
      increment = inPounds ? exercise.poundIncrement : exercise.weightIncrement
    }

    /// `+2.5 kg`, `+5 lb`.
    var incrementText: String {
      unit == .pound ? unit.format(unit.canonical(increment)) : weightItem.format(increment)
    }

    /// A weight (kg) written in this loading's unit.
    func format(_ weight: Double) -> String { weightItem.format(weight, units: units) }

    func increased(_ weight: Double) -> Double {
      guard unit == .pound else { return fittedWeight(weight + increment) }
      return pounds(unit.value(ofCanonical: weight) + increment)
    }

    func deloaded(_ weight: Double) -> Double {
      let lighter = unit.value(ofCanonical: weight) * Double(100 - deloadPercent) / 100
      let steps = roundHalfUp(lighter / increment)
      return unit == .pound ? pounds(steps * increment) : fittedWeight(steps * increment)
    }

    /// Pounds as kg, on the half pound and within the weight item's range.
    private func pounds(_ value: Double) -> Double {
      fittedWeight(unit.canonical((value * 2).rounded() / 2))
    }

    static func isWholeHalfPound(_ weight: Double) -> Bool {
      let halves = weight / kilogramsPerPound * 2
      return abs(halves - halves.rounded()) < 1e-6
    }

    static func isOnKilogramStep(_ weight: Double) -> Bool {
      let steps = weight / (weightItem.step ?? 0.25)
      return abs(steps - steps.rounded()) < 1e-6
    }
  }

  // MARK: - Values

  /// What progression changes: the time of timed sets (a plank), else the weight when the
  /// exercise and the plan have one, else reps, else nothing.
  private enum Measure: Equatable {
    case weight, reps, duration, nothing

    init(exercise: Exercise, plan: [PlannedSet]) {
      if Progression.isTimed(exercise, plan: plan) {
        self = .duration
      } else if exercise.items.contains(.weight), plan.contains(where: { $0[.weight] != nil }) {
        self = .weight
      } else if exercise.items.contains(.reps), plan.contains(where: { $0[.reps] != nil }) {
        self = .reps
      } else {
        self = .nothing
      }
    }

    /// The top planned value of what progression changes: the load three short sessions in a
    /// row must share before a deload.
    func load(of plan: [PlannedSet]) -> Double? {
      switch self {
      case .weight: plan.compactMap { $0[.weight] }.max()
      case .reps: plan.compactMap { $0[.reps] }.max()
      case .duration: plan.compactMap { $0[.duration] }.max()
      case .nothing: nil
      }
    }

    /// The planned value a session must reach: the time of timed sets, else reps.
    var target: ItemID { self == .duration ? .duration : .reps }
  }

  /// True for timed sets: an exercise that is not cardio (no distance) whose plan has
  /// durations and neither reps nor a weight, as a plank's (a farmer's walk, with a weight,
  /// repeats its plan).
  static func isTimed(_ exercise: Exercise, plan: [PlannedSet]) -> Bool {
    exercise.kind != "cardio" && !exercise.items.contains(.distance)
      && exercise.items.contains(.duration) && plan.contains { $0[.duration] != nil }
      && !plan.contains { $0[.reps] != nil || $0[.weight] != nil }
  }

  /// `45 s`, `1:05`: a duration of a reason.
  private static func seconds(_ value: Double) -> String {
    let whole = Int(value.rounded())
    guard whole >= 60 else { return "\(whole) s" }
    let rest = whole % 60
    return "\(whole / 60):\(rest < 10 ? "0" : "")\(rest)"
  }

  /// How the sets of one session went against their planned reps (or time, of timed sets).
  private struct Outcome {
    /// Sets with a planned value of the target.
    var counted: Int
    /// Of those, the ones done with less, skipped or still open.
    var short: Int
    /// `reps` or `time`.
    var noun: String

    /// Nil when no set has a planned value of `target`.
    init?(_ sets: [WorkoutSet], target: ItemID) {
      counted = 0
      short = 0
      noun = target.noun
      for set in sets {
        guard let planned = set.planned[target] else { continue }
        counted += 1
        let actual = set.isDone ? set.actual?[target] : nil
        if (actual ?? -1) < planned { short += 1 }
      }
      if counted == 0 { return nil }
    }

    var reached: Bool { short == 0 }

    /// "all 3 sets reached their planned reps", "both sets …", "the set reached its …".
    var reachedSummary: String {
      switch counted {
      case 1: "the set reached its planned \(noun)"
      case 2: "both sets reached their planned \(noun)"
      default: "all \(counted) sets reached their planned \(noun)"
      }
    }

    /// "1 of 3 sets fell short of its planned reps".
    var shortSummary: String {
      counted == 1
        ? "the set fell short of its planned \(noun)"
        : "\(short) of \(counted) sets fell short of \(short == 1 ? "its" : "their") planned "
          + noun
    }
  }

  private static let weightItem =
    Catalog.builtInItems.first { $0.id == .weight }
    ?? Item(
      id: .weight, name: "Weight", unit: .kilogram, defaultValue: 5, min: 0, max: 500, step: 0.25,
      lastSetUnneeded: false)

  private static let durationItem =
    Catalog.builtInItems.first { $0.id == .duration }
    ?? Item(
      id: .duration, name: "Duration", unit: .second, defaultValue: 600, min: 0, max: 86400,
      step: 1, lastSetUnneeded: false)

  private static let repsItem =
    Catalog.builtInItems.first { $0.id == .reps }
    ?? Item(
      id: .reps, name: "Reps", unit: .count, defaultValue: 10, min: 0, max: 1000, step: 1,
      lastSetUnneeded: false)

  /// A weight within the weight item's range, and on its step when it is not already a value
  /// the item accepts (a weight typed in lb is).
  private static func fittedWeight(_ weight: Double) -> Double {
    let clamped = min(max(weight, weightItem.min), weightItem.max)
    guard (try? weightItem.check(clamped, typedIn: nil)) == nil, let step = weightItem.step else {
      return clamped
    }
    return min(roundHalfUp(clamped / step) * step, weightItem.max)
  }

  /// Rounds to the nearest whole number, halves up; tolerant of the last bit of a product.
  private static func roundHalfUp(_ value: Double) -> Double {
    (value + 0.5 + 1e-9).rounded(.down)
  }
}

extension Progression {
  /// The rule applied to the last sessions of `exercise` on or before `date`, read through the
  /// index; with `loadable`, a weight it goes up to is rounded up, and one it deloads to
  /// rounded, to one that loads (the reason says so).
  public static func next(
    of exercise: Exercise, on date: LocalDate, in transaction: inout StoreTransaction,
    units: DisplayUnits = .metric, loadable: LoadableWeights? = nil
  ) throws(StoreError) -> Suggestion {
    let recent = try transaction.recentSessions(
      of: exercise.id, onOrBefore: date, count: shortSessionsBeforeDeload)
    var suggestion = suggest(recent: recent, exercise: exercise, units: units)
    guard let loadable, suggestion.kind == .increase || suggestion.kind == .deload else {
      return suggestion
    }
    let (sets, changed) = loadable.rounding(
      suggestion.sets, for: exercise, suggestion.kind == .increase ? .up : .nearest)
    if changed {
      suggestion.sets = sets
      suggestion.reason +=
        loadable.plateMath == nil
        ? ", rounded to \(Unit.pound.format(Unit.pound.canonical(exercise.poundIncrement))) steps"
        : ", rounded to what your bar and plates load"
    }
    return suggestion
  }
}

extension ItemID {
  /// What a progression reason calls the item a session must reach: `reps`, `time`.
  fileprivate var noun: String { self == .duration ? "time" : "reps" }
}
