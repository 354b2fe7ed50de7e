// The programs compiled into wkc: text files in `BuiltIn/`, written in the program format.

/// A program that comes with wkc: its name, a one-line summary and its text.
public struct BuiltInProgram: Hashable, Sendable {
  /// The name it is started by (`531-bbb`).
  public var name: String
  /// What it is, in one line.
  public var summary: String
  /// Its text, as `program show --source` prints it.
  public var text: [UInt8]

  /// A built-in program.
  public init(name: String, summary: String, text: [UInt8]) {
    self.name = name
    self.summary = summary
    self.text = text
  }
}

extension BuiltInProgram {
  /// Every built-in program, in the order they are listed.
  public static let all: [BuiltInProgram] = [
    BuiltInProgram(
      name: "531-bbb",
      summary: "5/3/1 Boring But Big: 4 days, training-max waves, 5x10 supplementary work",
      text: PackageResources.wendler_531_bbb_program),
    BuiltInProgram(
      name: "gzclp",
      summary: "GZCLP: 3 days, T1/T2/T3 tiers, stages on failure",
      text: PackageResources.gzclp_program),
    BuiltInProgram(
      name: "5x5",
      summary: "5x5 novice linear: A/B workouts 3 days a week, +2.5 kg a session",
      text: PackageResources.novice_5x5_program),
    BuiltInProgram(
      name: "ppl",
      summary: "Push/pull/legs: 6 days of hypertrophy work with double progression",
      text: PackageResources.ppl_program),
  ]

  /// The built-in program of that name, or nil.
  public static func named(_ name: String) -> BuiltInProgram? {
    all.first { $0.name == name }
  }
}
