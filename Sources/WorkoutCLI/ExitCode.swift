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

  /// The exit code and message of an error a command threw.
  static func of(_ error: Error) -> (Int32, String) {
    switch error {
    case let error as UsageError: return (usage, error.message)
    case let error as CommandFailure: return (failure, error.message)
    case let error as ValueError:
      switch error {
      case .malformed: return (usage, error.message)
      case .invalid: return (invalidData, error.message)
      }
    case let error as PlanError:
      let message = error.message
      switch error {
      case .noSuchWorkout, .noSuchSet, .noMenu, .changedMeanwhile: return (failure, message)
      case .menuExists: return (failure, message + "; add --replace to replace it")
      case .noOpenSet: return (failure, message + "; give --set N to correct one")
      case .onlySet(_, let position):
        return (failure, message + "; remove the workout with 'wkc remove \(position)'")
      case .hasResults, .setHasResult, .menuHasResults:
        return (usage, message + "; add --yes to do it")
      case .malformedSpec, .noSuchPosition: return (usage, message)
      case .ambiguous, .itemNotUsed, .invalid, .resultsInFuture, .splitsGroup:
        return (invalidData, message)
      }
    case let error as CatalogError:
      switch error {
      case .notCustom:
        return (failure, error.message + "; 'wkc catalog list --custom' lists yours")
      case .unknownExercise(let name, let suggestions) where suggestions.isEmpty:
        return (invalidData, error.message + "; try 'wkc catalog search \(name)'")
      case .conflict, .builtIn, .inUse: return (failure, error.message)
      case .unknownName: return (usage, error.message)
      case .unknownExercise, .invalid: return (invalidData, error.message)
      }
    case let error as TemplateError:
      switch error {
      case .invalidName: return (usage, error.message)
      case .unknown(let name, let known):
        let hint =
          known.isEmpty
          ? "; save one with 'wkc template save NAME --from D'"
          : nearest(name, known).map { "; did you mean '\($0)'?" } ?? ""
        return (failure, error.message + hint)
      case .exists: return (failure, error.message + "; add --replace to replace it")
      case .nothingPlanned: return (failure, error.message)
      }
    case let error as GearError:
      switch error {
      case .unknown: return (invalidData, error.message)
      case .notFound(_, let suggestions) where suggestions.isEmpty:
        return (failure, error.message + "; 'wkc gear list --all' lists yours")
      case .inUse:
        return (failure, error.message + "; add --yes to unlink the workouts and remove it")
      case .notFound, .exists, .conflict: return (failure, error.message)
      case .invalid: return (invalidData, error.message)
      }
    case let error as PlateError:
      switch error {
      case .malformed: return (usage, error.message)
      case .invalid, .belowBar: return (invalidData, error.message)
      }
    case let error as UndoError: return (failure, error.message)
    case let error as InputError: return (invalidData, error.message)
    case let error as ImportRequestError: return (usage, error.message)
    case let error as ImportFileError: return (invalidData, error.message)
    case let error as ExportRequestError: return (usage, error.message)
    case let error as StoreError:
      switch error {
      case .locked: return (locked, error.message)
      case .unreadable, .invalid, .file: return (storeError, error.message)
      }
    case let error as NoDataDirectory: return (storeError, error.message)
    case let error as SettingsError:
      if case .invalidValue = error { return (invalidData, error.message) }
      return (usage, error.message)
    case let error as InvalidInput: return (invalidData, error.message)
    case let error as BoundedReadError:
      switch error {
      case .tooLarge: return (invalidData, error.message)
      case .file: return (failure, error.message)
      }
    case let error as Interrupted: return (interrupted, error.message)
    default: return (failure, "\(error)")
    }
  }
}

/// A command that ends with an exit code it has already explained on stdout (`gear check`).
struct QuietExit: Error {
  var code: Int32
}

/// A signal (SIGINT, SIGTERM, …) stopped a command that waits; what it entered is saved.
struct Interrupted: Error {
  var message: String
  var signal: Int32
}

/// Input a command was given that it will not take (too large): exit 65.
struct InvalidInput: Error {
  var message: String
  /// True when the message is several lines (a list), each escaped on its own.
  var isMultiline = false
}
