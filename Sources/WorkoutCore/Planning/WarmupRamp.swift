/// The warm-up sets planned before a barbell exercise's working sets: steps from the empty bar
/// up towards the working weight, each a share of it and a number of reps.
public struct WarmupRamp: Hashable, Sendable, CustomStringConvertible {
  /// What a step loads.
  public enum Load: Hashable, Sendable {
    /// The empty bar.
    case bar
    /// A share of the working weight, in percent (40 = 40 %).
    case percent(Double)
  }

  /// One warm-up set.
  public struct Step: Hashable, Sendable {
    /// The load.
    public var load: Load
    /// The reps.
    public var reps: Int

    /// A step.
    public init(load: Load, reps: Int) {
      self.load = load
      self.reps = reps
    }
  }

  /// The steps, lightest first.
  public var steps: [Step]

  /// A ramp of steps.
  public init(steps: [Step]) { self.steps = steps }

  /// Empty bar ×10, 40 % ×5, 60 % ×3, 80 % ×2.
  public static let standard = WarmupRamp(steps: [
    Step(load: .bar, reps: 10), Step(load: .percent(40), reps: 5),
    Step(load: .percent(60), reps: 3), Step(load: .percent(80), reps: 2),
  ])

  /// The most steps a ramp has.
  public static let maximumSteps = 10

  /// The text it is typed as: `bar x10,40%x5,60%x3,80%x2`.
  public var description: String {
    steps.map { step in
      let load =
        switch step.load {
        case .bar: "bar "
        case .percent(let percent): "\(JSONWriter.format(percent))%"
        }
      return "\(load)x\(step.reps)"
    }.joined(separator: ",")
  }

  /// Reads a typed ramp: steps `bar x10` or `50%x5`, separated by commas.
  public static func parse(_ text: String) throws(WarmupRampError) -> WarmupRamp {
    let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
    guard pieces.count <= maximumSteps else {
      throw .invalid(
        text: text, reason: "a ramp has at most \(maximumSteps) steps, not \(pieces.count)")
    }
    var steps: [Step] = []
    for piece in pieces {
      let step = try parseStep(piece, in: text)
      if let last = steps.last, step.load.percent <= last.load.percent {
        throw .invalid(text: text, reason: "each step must be heavier than the one before")
      }
      steps.append(step)
    }
    return WarmupRamp(steps: steps)
  }

  private static func parseStep(_ piece: Substring, in text: String) throws(WarmupRampError)
    -> Step
  {
    let step = piece.trimmingSpaces.lowercased()
    guard let cross = step.lastIndex(where: { $0 == "x" || $0 == "×" }) else {
      throw .malformed(
        text: text,
        reason: step.isEmpty ? "a step is empty" : "'\(step)' has no x between load and reps")
    }
    let loadText = step[..<cross].trimmingSpaces
    let repsText = step[step.index(after: cross)...].trimmingSpaces
    let repsReason = "reps of '\(step)' must be a whole number from 1 to 100"
    guard let reps = Int(repsText) else { throw .malformed(text: text, reason: repsReason) }
    guard (1...100).contains(reps) else { throw .invalid(text: text, reason: repsReason) }
    if loadText == "bar" { return Step(load: .bar, reps: reps) }
    let reason = "the load of '\(step)' must be bar or a percentage below 100, like 40%"
    guard loadText.hasSuffix("%"), let percent = parseDecimal(loadText.dropLast().trimmingSpaces),
      percent.isFinite
    else { throw .malformed(text: text, reason: reason) }
    guard percent > 0, percent < 100 else { throw .invalid(text: text, reason: reason) }
    return Step(load: .percent(percent), reps: reps)
  }

  /// The warm-up sets before working sets of `weight` kg with `rest` seconds between them, on a
  /// bar of `bar` kg: each step's weight is rounded by `loadable` to a weight the plates make.
  /// A step no heavier than the one before, or not lighter than the working weight, is left out.
  /// Their rest is half the working rest, on `restStep` and at least 30 s (the working rest when
  /// that is shorter).
  public func sets(
    before weight: Double, rest: Double?, bar: Double, restStep: Double = 5,
    loadable: (Double) -> Double
  ) -> [WorkoutSet] {
    let warmupRest = rest.map { rest in
      let half = (rest / 2 / restStep).rounded(.down) * restStep
      return min(rest, max(Self.shortestRest, half))
    }
    var sets: [WorkoutSet] = []
    var lastWeight = 0.0
    for step in steps {
      let target =
        switch step.load {
        case .bar: bar
        case .percent(let percent): max(bar, loadable(weight * percent / 100))
        }
      guard target > lastWeight, target < weight else { continue }
      lastWeight = target
      var planned = PlannedSet(kind: .warmup)
      planned[.reps] = Double(step.reps)
      planned[.weight] = target
      if let warmupRest { planned[.rest] = warmupRest }
      sets.append(WorkoutSet(planned: planned))
    }
    return sets
  }

  /// The shortest rest a ramp plans, in seconds.
  public static let shortestRest = 30.0
}

extension WarmupRamp.Load {
  /// The empty bar as 0 %, for ordering steps.
  fileprivate var percent: Double {
    switch self {
    case .bar: 0
    case .percent(let percent): percent
    }
  }
}

/// A typed ramp that cannot be read.
public enum WarmupRampError: Error, Equatable, Sendable {
  /// Not a ramp at all; `reason` says why: a usage error.
  case malformed(text: String, reason: String)
  /// A ramp, but one wkc does not take (a value out of range, steps out of order): invalid data.
  case invalid(text: String, reason: String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .malformed(let text, let reason), .invalid(let text, let reason):
      "'\(text)' is not a warm-up ramp: \(reason); write steps like bar x10,40%x5,60%x3,80%x2"
    }
  }
}

extension WarmupRamp {
  /// True when `text` reads as a ramp's start (`bar x10…`, `50%x5…`) rather than, say, an
  /// exercise: what an option whose ramp may be left out takes as its value.
  @Sendable public static func looksLikeRamp(_ text: String) -> Bool {
    let lowered = text.trimmingSpaces.lowercased()
    if lowered.hasPrefix("bar") {
      return lowered.dropFirst(3).trimmingSpaces.first.map { $0 == "x" || $0 == "×" } ?? false
    }
    return lowered.first?.isASCIIDigit == true && lowered.contains("%")
  }
}

/// Why a ramp planned no warm-up sets.
public enum NoWarmup: String, Error, Hashable, Sendable {
  /// The exercise has no weight item.
  case noWeight
  /// The exercise is not loaded on a bar (dumbbells, a machine, a bar of 0 in the catalog).
  case noBar
  /// Every set planned is a warm-up: there is no working weight to ramp up to.
  case noWorkingSet
  /// The working weight is no heavier than the empty bar.
  case atBar
}

extension WarmupRamp {
  /// `working` with this ramp's warm-up sets before it, for `exercise` loaded by `plateMath`
  /// (nil: no bar), or why there are none.
  public func planned(
    before working: [WorkoutSet], of exercise: Exercise, plateMath: PlateMath?, catalog: Catalog
  ) -> Result<[WorkoutSet], NoWarmup> {
    guard exercise.items.contains(.weight) else { return .failure(.noWeight) }
    guard let plateMath else { return .failure(.noBar) }
    guard let first = working.first(where: { $0.kind != .warmup }) else {
      return .failure(.noWorkingSet)
    }
    guard let weight = first.planned[.weight] else { return .failure(.noWeight) }
    let warmups = sets(
      before: weight, rest: first.planned[.rest], bar: plateMath.bar.kilograms,
      restStep: max(1, catalog.item(.rest)?.step ?? 1) * 5,
      loadable: plateMath.nearestLoadable(kilograms:))
    guard !warmups.isEmpty else { return .failure(.atBar) }
    return .success(warmups + working)
  }
}
