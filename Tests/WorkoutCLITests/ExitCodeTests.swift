import Foundation
import Testing
import WorkoutCore

@testable import WorkoutCLI

/// `ExitCode.of`: every error type a command throws brings its own exit code; anything else
/// takes the one explicit fallback.
@Suite struct ExitCodeTests {
  /// The error types a command throws, each a `CommandError` (the compiler checks it).
  static let commandErrors: [any CommandError.Type] = [
    UsageError.self, CommandFailure.self, NoDataDirectory.self, QuietExit.self,
    Interrupted.self, InvalidInput.self, ValueError.self, PlanError.self, CatalogError.self,
    TemplateError.self, GearError.self, PlateError.self, NewSetsError.self, UndoError.self,
    ImportRequestError.self, ImportFileError.self, ExportRequestError.self, OutputError.self,
    InputError.self,
    StoreError.self, SettingsError.self, BoundedReadError.self, ProgramPlanError.self,
    ProgramError.self, ProgramTextError.self, BodyError.self,
  ]

  /// Error types that never reach `ExitCode.of`, and what becomes of them where they are thrown.
  static let convertedWhereThrown: [String: String] = [
    "FileError": "StoreError.file in the store; a CommandFailure where a command reads a "
      + "file itself (readInput); OutputError.file for export --output",
    "DateError": "Context.date and Context.month make it a UsageError",
    "JSONError": "StoreError.unreadable, InputError or ImportError, naming the file",
    "CSVError": "an ImportError in the import readers",
    "XMLError": "an ImportError in the import readers",
    "HeaderMismatch": "an ImportError when no app's header fits",
    "ImportError": "an InvalidInput naming the file (import)",
    "UnmappedNames": "an InvalidInput listing the names (import)",
    "WarmupRampError": "a UsageError or PlanError.invalid (--warmup), a SettingsError (config)",
    "NoWarmup": "never thrown: why a ramp has no warm-up sets, shown as a note",
    "Complaint": "a ProgramProblem of a ProgramTextError (reading program text)",
    "Located": "a ProgramProblem of a ProgramTextError (reading program text)",
      // Until the program commands map it to exit 65 (`ProgramTextError: CommandError`).
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The names of the types declared as errors (`: …, Error` or `CommandError`) in a module's
  /// sources.
  static func declaredErrorTypes(in module: String) throws -> Set<String> {
    let folder = sources.appendingPathComponent(module).path
    let paths = try #require(FileManager.default.subpaths(atPath: folder))
    var names: Set<String> = []
    for path in paths where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
      let declarations = text.matches(of: /\b(?:enum|struct|class|extension) (\w+)\s*:([^{]*)\{/)
      for match in declarations
      where match.output.2.split(separator: ",").contains(where: {
        ["Error", "CommandError"].contains($0.trimmingCharacters(in: .whitespaces))
      }) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  /// A new error type of the core or the CLI is either a `CommandError` or listed above as
  /// turned into one where it is thrown: it never falls through to exit 1 unnoticed.
  @Test func everyErrorTypeHasAnExitCodeOrIsConvertedWhereThrown() throws {
    let declared = try Self.declaredErrorTypes(in: "WorkoutCore")
      .union(Self.declaredErrorTypes(in: "WorkoutCLI"))
    let mapped = Set(Self.commandErrors.map { String(describing: $0) })
    let converted = Set(Self.convertedWhereThrown.keys)

    #expect(mapped.isDisjoint(with: converted))
    #expect(declared.subtracting(mapped).subtracting(converted).isEmpty, "unmapped error types")
    #expect(mapped.union(converted).subtracting(declared).isEmpty, "types no longer declared")
  }

  @Test func anUnexpectedErrorExitsOneWithItsDescription() {
    let error = CocoaError(.fileReadUnknown)

    let (code, message) = ExitCode.of(error)

    #expect(code == ExitCode.failure)
    #expect(message == "\(error)")
  }

  @Test func aCommandErrorBringsItsOwnCodeAndHint() {
    #expect(ExitCode.of(UsageError("no")) == (64, "no"))
    #expect(ExitCode.of(QuietExit(code: 3)).code == 3)
    let menuExists = PlanError.menuExists(LocalDate("2024-01-05")!, workouts: 2)
    #expect(ExitCode.of(menuExists) == (1, menuExists.message + "; add --replace to replace it"))
    #expect(ExitCode.of(StoreError.locked(path: "lock", seconds: 5)).code == 75)
    #expect(ExitCode.of(SettingsError.badValue(key: .units, message: "no")) == (64, "no"))
    #expect(ExitCode.of(SettingsError.invalidValue(key: .units, message: "no")) == (65, "no"))
  }
}
