import Testing
import WorkoutCore

/// Reading program text in tests: the program, or its problems as `LINE:COLUMN: message`.
enum ProgramTextSupport {
  static func read(_ text: String, name: String = "test.program") throws -> Program {
    try ProgramText.read(Array(text.utf8), name: name, catalog: Catalog.builtIn)
  }

  /// The problems of a text that must fail, as `LINE:COLUMN: message`.
  static func problems(_ text: String) -> [String] {
    problems(Array(text.utf8))
  }

  static func problems(_ bytes: [UInt8]) -> [String] {
    do {
      let program = try ProgramText.read(bytes, name: "test.program", catalog: Catalog.builtIn)
      Issue.record("read without a problem: \(program.title)")
      return []
    } catch {
      return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
    }
  }

  /// A one-day program around `lines` (the lines of the day, after `day D`).
  static func day(_ lines: String, header: String = "") -> String {
    header + "\nday D\n" + lines + "\n"
  }
}
