// The program text format (the ProgramFormat article): reading a program's bytes into a
// `Program`, with every problem found named by line and column.

/// Reads program text.
public enum ProgramText {
  /// The largest program text, in bytes (256 KiB).
  public static let maximumBytes = 256 * 1024
  /// The most slots a day has.
  public static let maximumSlots = 50
  /// The most problems a message lists; the rest are counted.
  public static let maximumListedProblems = 50

  /// Reads and checks a program; `name` is what the title defaults to and what errors name
  /// (a file path or a built-in name). Every problem is reported, not only the first.
  public static func read(_ bytes: [UInt8], name: String, catalog: Catalog) throws(ProgramTextError)
    -> Program
  {
    guard bytes.count <= maximumBytes else {
      throw ProgramTextError(
        name: name,
        problems: [
          ProgramProblem(
            line: 1, column: 1,
            message: "the program is \(bytes.count) bytes; a program has at most "
              + "\(maximumBytes) bytes (256 KiB)")
        ])
    }
    var reader = ProgramReader(name: name, catalog: catalog)
    let program = reader.read(ProgramSource(bytes))
    guard reader.problems.isEmpty, let program else {
      let problems =
        reader.problems.isEmpty
        ? [ProgramProblem(line: 1, column: 1, message: "the program could not be read")]
        : reader.problems
      throw ProgramTextError(name: name, problems: problems)
    }
    return program
  }
}

/// A program text that cannot be used: every problem found in it.
public struct ProgramTextError: Error, Hashable, Sendable {
  /// The file path or built-in name the text was read as.
  public var name: String
  /// Every problem, in the order of the text.
  public var problems: [ProgramProblem]

  /// An error listing `problems`, sorted by line and column.
  public init(name: String, problems: [ProgramProblem]) {
    self.name = name
    self.problems = problems.enumerated()
      .sorted {
        ($0.element.line, $0.element.column, $0.offset) < (
          $1.element.line, $1.element.column, $1.offset
        )
      }
      .map(\.element)
  }

  /// Every problem, one per line, `NAME:LINE:COLUMN: message`; past
  /// `ProgramText.maximumListedProblems`, a last line says how many more there are.
  public var message: String {
    let shown = problems.prefix(ProgramText.maximumListedProblems).map {
      "\(name.echoed.terminalSafe):\($0.line):\($0.column): \($0.message)"
    }
    let more = problems.count - shown.count
    return (shown + (more > 0 ? ["… and \(more) more"] : [])).joined(separator: "\n")
  }
}

/// One problem of a program text, where it is.
public struct ProgramProblem: Hashable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters of the line.
  public var column: Int
  /// What is wrong, plainly.
  public var message: String

  /// A problem.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}
