import WorkoutCore

/// `doctor`: checks the data directory and says what it finds, one line per problem.
enum DoctorCommand {
  static var doctor: CommandSpec {
    CommandSpec(
      name: "doctor",
      abstract: "Check the data directory and report each problem with its file, line and column.",
      discussion: """
        Reads every file of the data directory and writes nothing: files that do not parse, \
        versions this wkc does not read, menus in another month's file, files in menus/ not \
        named YYYY-MM.json, duplicate or malformed workout ids, set values out of their \
        item's range, unknown exercises and gear, a stale index, temporary files a stopped \
        writer left behind, folders wider than 0700 or files wider than 0600, and undo \
        journal entries that do not read or whose kept files are gone or do not read. One line a \
        problem, FILE:LINE:COLUMN: MESSAGE (FILE relative to the data directory; a problem of \
        a whole file has no line), then a summary. Exit 0 when clean, 1 when there are \
        problems, 74 when the data directory cannot be read. --fix takes the store's lock and makes only the safe repairs (removes \
        temporary files, tightens modes, rebuilds the index; never a menu or another file of \
        yours), then checks again and exits 0 when nothing is left. With --json: \
        {"dataDirectory", "fixed", "problems": [{"column", "file", "fixed", "kind", "line", \
        "message"}]}.
        """,
      input: DoctorInput.self,
      examples: ["wkc doctor", "wkc doctor --fix", "wkc doctor --json"],
      run: runDoctor)
  }

  enum DoctorInput: CommandInput {
    case fix

    var declaration: InputDeclaration {
      .option(
        .flag(
          "fix",
          "Remove stray temporary files, tighten modes and rebuild the index, then check again."
        ))
    }
  }

  private static func runDoctor(_ invocation: Invocation<DoctorInput>) throws {
    let context = invocation.context
    let doctor = Doctor(store: try context.openStore(finishing: false))
    let report = invocation.has(.fix) ? try doctor.fix() : try doctor.examine()
    if context.json {
      context.printJSON { $0.write(report) }
    } else {
      for problem in report.problems {
        let fixed = problem.repair.map { " (fixed: \($0.done))" } ?? ""
        context.print(
          "\(problem.location): \(problem.message)\(problem.fixed ? fixed : "")".terminalSafe)
      }
      context.print(summary(report).terminalSafe)
    }
    if !report.left.isEmpty { throw QuietExit(code: ExitCode.failure) }
  }

  /// The last line: "no problems found in DIR", or the counts.
  private static func summary(_ report: DoctorReport) -> String {
    let root = report.root
    guard report.exists else {
      return "no problems found in \(root): there is no data directory yet (wkc makes it at "
        + "the first write)"
    }
    let left = report.left.count
    let fixed = report.fixedCount
    if left == 0, fixed == 0 { return "no problems found in \(root)" }
    let problems = { (count: Int) in count == 1 ? "1 problem" : "\(count) problems" }
    if fixed > 0 {
      return left == 0
        ? "\(problems(fixed)) found in \(root), all fixed"
        : "\(problems(fixed + left)) found in \(root): \(fixed) fixed, \(left) left"
    }
    let repairable = report.repairable
    let hint =
      repairable == 0
      ? ""
      : "; 'wkc doctor --fix' repairs \(repairable == left ? (left == 1 ? "it" : "them") : "\(repairable)")"
    return "\(problems(left)) found in \(root)\(hint)"
  }
}
