// Sets written back as a program's text writes them, for the changes people read:
// `5x3+`, `3x8-12 @8`, `w: 5 @40%`.

/// The text of a program's sets.
public enum ProgramSetsText {
  /// `5x3+` for four sets of 3 and a last of 3+ (GZCLP's notation); otherwise runs of equal
  /// sets as `3x5`, separated by commas.
  public static func text(
    _ sets: [SetPlan], weight: (Double) -> String = { "@\(trimmed($0, decimals: 2))kg" }
  ) -> String {
    var runs: [(plan: SetPlan, count: Int)] = []
    for plan in sets {
      if let last = runs.last, last.plan == plan {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((plan, 1))
      }
    }
    // N−1 sets of R and a last of R+ read as `NxR+`.
    if runs.count == 2, case .reps(let reps) = runs[0].plan.target,
      runs[1].count == 1, runs[1].plan.target == .atLeast(reps)
    {
      var amrap = runs[0].plan
      amrap.target = .atLeast(reps)
      if amrap == runs[1].plan { runs = [(amrap, runs[0].count + 1)] }
    }
    return runs.map { run in
      (run.count > 1 ? "\(run.count)x" : "") + text(run.plan, weight: weight)
    }.joined(separator: ", ")
  }

  /// One set: `w: 5 @40%`, `8-12 @60kg @8`, `3+ rir 2`, `45s`.
  public static func text(
    _ plan: SetPlan, weight: (Double) -> String = { "@\(trimmed($0, decimals: 2))kg" }
  ) -> String {
    var text =
      switch plan.target {
      case .reps(let reps): "\(reps)"
      case .range(let lower, let upper): "\(lower)-\(upper)"
      case .atLeast(let reps): "\(reps)+"
      case .duration(let seconds): "\(trimmed(seconds, decimals: 2))s"
      }
    switch plan.load {
    case .kilograms(let kilograms): text += " " + weight(kilograms)
    case .trainingMax(let percent): text += " @\(trimmed(percent, decimals: 2))%"
    case .e1rm(let percent): text += " @\(trimmed(percent, decimals: 2))% e1rm"
    case nil: break
    }
    switch plan.effort {
    case .rpe(let rpe): text += " @\(trimmed(rpe, decimals: 2))"
    case .rir(let rir): text += " rir \(trimmed(rir, decimals: 2))"
    case nil: break
    }
    return plan.kind.letter.map { "\($0): " + text } ?? text
  }
}
