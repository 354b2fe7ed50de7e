import WorkoutCore

// The core's errors, mapped to SPEC's exit codes and given the CLI's hints. An error type the
// core only uses inside (a CSV or JSON reader's error, …) or that the CLI turns into one of these
// where it is thrown is listed in ExitCodeTests, with where that happens.

extension ValueError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .malformed: (ExitCode.usage, message)
    case .invalid: (ExitCode.invalidData, message)
    }
  }
}

extension PlanError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .noSuchWorkout, .noSuchSet, .noMenu, .changedMeanwhile: (ExitCode.failure, message)
    case .menuExists: (ExitCode.failure, message + "; add --replace to replace it")
    case .noOpenSet: (ExitCode.failure, message + "; give --set N to correct one")
    case .onlySet(_, let position):
      (ExitCode.failure, message + "; remove the workout with 'wkc remove \(position)'")
    case .hasResults, .setHasResult, .menuHasResults, .removesMenu:
      (ExitCode.usage, message + "; add --yes to do it")
    case .malformedSpec, .noSuchPosition: (ExitCode.usage, message)
    case .ambiguous, .itemNotUsed, .invalid, .resultsInFuture, .splitsGroup:
      (ExitCode.invalidData, message)
    }
  }
}

extension CatalogError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .notCustom:
      (ExitCode.failure, message + "; 'wkc catalog list --custom' lists yours")
    case .unknownExercise(let name, let suggestions)
    where suggestions.isEmpty && name.echoed == name:
      (ExitCode.invalidData, message + "; try 'wkc catalog search \(name)'")
    case .conflict, .builtIn, .inUse, .itemInUse: (ExitCode.failure, message)
    case .unknownName: (ExitCode.usage, message)
    case .unknownExercise, .invalid: (ExitCode.invalidData, message)
    }
  }
}

extension TemplateError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .invalidName: return (ExitCode.usage, message)
    case .unknown(let name, let known):
      let hint =
        known.isEmpty
        ? "; save one with 'wkc template save NAME --from D'"
        : nearest(name, known).map { "; did you mean '\($0)'?" } ?? ""
      return (ExitCode.failure, message + hint)
    case .exists: return (ExitCode.failure, message + "; add --replace to replace it")
    case .nothingPlanned: return (ExitCode.failure, message)
    }
  }
}

extension GearError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .unknown: (ExitCode.invalidData, message)
    case .notFound(_, let suggestions) where suggestions.isEmpty:
      (ExitCode.failure, message + "; 'wkc gear list --all' lists yours")
    case .inUse:
      (ExitCode.failure, message + "; add --yes to unlink the workouts and remove it")
    case .notFound, .exists, .conflict: (ExitCode.failure, message)
    case .invalid: (ExitCode.invalidData, message)
    }
  }
}

extension PlateError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .malformed: (ExitCode.usage, message)
    case .invalid, .belowBar: (ExitCode.invalidData, message)
    }
  }
}

extension NewSetsError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .malformedCount, .repsGivenTwice, .kindContradicts, .itemGivenTwice, .countMismatch:
      (ExitCode.usage, message)
    }
  }
}

extension UndoError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .empty, .noSuchChange, .notKept, .changedSince, .alreadyBefore, .keptFileGone:
      (ExitCode.failure, message)
    }
  }
}

extension InputError: CommandError {
  var exit: (code: Int32, message: String) { (ExitCode.invalidData, message) }
}

extension StoreError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .locked: (ExitCode.locked, message)
    case .unreadable, .invalid, .file: (ExitCode.storeError, message)
    }
  }
}

extension SettingsError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .invalidValue: (ExitCode.invalidData, message)
    case .badEnvironment, .badValue: (ExitCode.usage, message)
    }
  }
}

extension BoundedReadError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .tooLarge: (ExitCode.invalidData, message)
    case .file: (ExitCode.failure, message)
    }
  }
}

extension ImportRequestError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .noFile, .unknownFormat, .badUnit, .badMap, .badDate, .refused, .replaceOfWkcExport,
      .severalFiles:
      (ExitCode.usage, message)
    }
  }
}

extension ImportFileError: CommandError {
  var exit: (code: Int32, message: String) { (ExitCode.invalidData, message) }
}

extension OutputError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .insideDataDirectory: (ExitCode.usage, message)
    case .file: (ExitCode.storeError, message)
    }
  }
}

extension ExportRequestError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .unknownFormat: (ExitCode.usage, message)
    }
  }
}

extension ProgramError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .unknown(let name, let known):
      let near = nearest(name, known).map { "; did you mean '\($0)'?" } ?? ""
      return (ExitCode.failure, message + near)
    case .missingFile, .unreadable, .builtInGone, .noProgram, .finished:
      return (ExitCode.failure, message)
    case .missingNumbers: return (ExitCode.usage, message)
    case .unknownTrack, .plan, .tooLarge: return (ExitCode.invalidData, message)
    }
  }
}

extension ProgramTextError: CommandError {
  /// Exit 65 with every problem, one per line.
  var exit: (code: Int32, message: String) { (ExitCode.invalidData, message) }
}

extension ProgramPlanError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .finished: (ExitCode.failure, message)
    case .missingTrainingMax, .missingE1RM, .missingWeight, .unknownExercise, .noSets,
      .tooManySets, .noSuchSession:
      (ExitCode.invalidData, message)
    }
  }
}

extension BodyError: CommandError {
  var exit: (code: Int32, message: String) {
    switch self {
    case .malformed: (ExitCode.usage, message)
    case .noEntry: (ExitCode.failure, message + "; 'wkc body list' lists the dates")
    case .noValue: (ExitCode.failure, message)
    case .unknownMeasure, .badName, .outOfRange, .invalid: (ExitCode.invalidData, message)
    }
  }
}
