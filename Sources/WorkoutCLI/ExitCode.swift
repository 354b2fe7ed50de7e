import WorkoutCore

/// SPEC's exit codes, and the one place errors are mapped to them.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let invalidData: Int32 = 65
  static let storeError: Int32 = 74
  static let locked: Int32 = 75
  static let interrupted: Int32 = 130

  /// The exit code and message of an error a command threw: its own, for a `CommandError`
  /// (every error a command throws), else `unexpected`.
  static func of(_ error: any Error) -> (code: Int32, message: String) {
    if let error = error as? any CommandError { return error.exit }
    return unexpected(error)
  }

  /// The one fallback, for an error no command declares (a Foundation error, …): exit 1 with
  /// the error's description.
  static func unexpected(_ error: any Error) -> (code: Int32, message: String) {
    (failure, "\(error)")
  }
}

/// An error a command throws, with its SPEC exit code and the message wkc reports. Each error
/// type conforms with an exhaustive switch over its cases, so a new case must choose its code;
/// the core's types conform here in the CLI (`ExitCode+Core.swift`): the core knows no codes.
protocol CommandError: Error {
  /// The exit code and the message, with the CLI's hint when it has one.
  var exit: (code: Int32, message: String) { get }
}

// MARK: - The CLI's own errors

extension UsageError: CommandError {
  var exit: (code: Int32, message: String) { (ExitCode.usage, message) }
}

extension CommandFailure: CommandError {
  var exit: (code: Int32, message: String) { (ExitCode.failure, message) }
}

extension NoDataDirectory: CommandError {
  var exit: (code: Int32, message: String) { (ExitCode.storeError, message) }
}

/// A command that ends with an exit code it has already explained on stdout (`gear check`).
struct QuietExit: CommandError {
  var code: Int32

  /// Its code; the runner prints no message for it.
  var exit: (code: Int32, message: String) { (code, "") }
}

/// A signal (SIGINT, SIGTERM, …) stopped a command that waits; what it entered is saved.
struct Interrupted: CommandError {
  var message: String
  var signal: Int32

  var exit: (code: Int32, message: String) { (ExitCode.interrupted, message) }
}

/// Input a command was given that it will not take (too large): exit 65.
struct InvalidInput: CommandError {
  var message: String
  /// True when the message is several lines (a list), each escaped on its own.
  var isMultiline = false

  var exit: (code: Int32, message: String) { (ExitCode.invalidData, message) }
}
