// The errors of an import request: options the formats do not take, and a file that does not
// read, named.

/// A request the formats do not take: a usage mistake.
public enum ImportRequestError: Error, Equatable, Sendable {
  /// No file is given.
  case noFile
  /// `--from` names no format.
  case unknownFormat(String)
  /// `--unit` is not units.
  case badUnit(String)
  /// A `--map` is not `NAME=ID`.
  case badMap(String)
  /// `--date` is not a date; the reason.
  case badDate(String)
  /// The format of the file does not take the option; the reason.
  case refused(ImportOption, String)
  /// `--replace` of a wkc export, which keeps its own workout ids.
  case replaceOfWkcExport
  /// Several files, for a format that takes one; or a file after the first that is not of its
  /// format.
  case severalFiles(file: String? = nil, notA: ForeignApp? = nil)

  /// `--from must be strong, hevy, … or gpx, not 'x'; did you mean 'y'?`
  public var message: String {
    switch self {
    case .noFile: return "give the FILE to import (- reads stdin)"
    case .unknownFormat(let text):
      let near = NearMiss.best(for: text.lowercased(), among: Importers.names)
      return "--from must be \(Importers.names.listed("or")), not '\(text)'"
        + (near.map { "; did you mean '\($0)'?" } ?? "")
    case .badUnit(let text):
      return "--unit takes kg or lb, km or mi, or both like lb,km; not '\(text)'"
    case .badMap(let text):
      return "--map needs NAME=ID, e.g. --map 'Bench Press (Barbell)=bench-press', not '\(text)'"
    case .badDate(let reason): return "--date: \(reason)"
    case .refused(_, let reason): return reason
    case .replaceOfWkcExport:
      return "--replace is for other apps' exports; a wkc export adds only the workouts whose "
        + "ids are new (wkc undo takes an import back)"
    case .severalFiles(let file, let app):
      let formats = Importers.all.filter(\.takesSeveralFiles).map(\.app.title).listed("or")
      let which = file.map { file in app.map { "; \(file) is not \($0.withArticle) file" } ?? "" }
      return "several files can be given for \(formats) only" + (which ?? "")
    }
  }
}

/// A file that cannot be imported, named: `run.gpx: line 12: …`.
public struct ImportFileError: Error, Equatable, Sendable {
  /// The file's name (`stdin`), or the names of several files that fail together.
  public var file: String
  /// What is wrong, and where.
  public var error: ImportError

  /// The error of `file`.
  public init(file: String, _ error: ImportError) {
    self.file = file
    self.error = error
  }

  /// `run.gpx: line 12: …`, or `run.gpx: …` for the file as a whole.
  public var message: String {
    error.line > 0 ? "\(file): line \(error.line): \(error.reason)" : "\(file): \(error.reason)"
  }
}
