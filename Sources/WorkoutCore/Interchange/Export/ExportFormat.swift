// What an export format is, and the list of them: `wkc export --format F` takes their names, and
// its help and errors say what the list says.

/// An export format: what `wkc export --format F` writes.
public protocol ExportFormat: Sendable {
  /// The name `--format` takes: `json`, `csv`.
  var name: String { get }
  /// How formats are listed: `JSON Lines`, `a PDF gym sheet`.
  var title: String { get }
  /// What it writes, for `wkc export --help`; formats next to each other in the list that
  /// write the same share one sentence.
  var summary: String { get }
  /// What its bytes are when they are not text for a terminal (`a PDF`), else nil.
  var binary: String? { get }
  /// The bytes of the menus of `dates` (all when nil) and what else the format holds; `units`
  /// (the units people read) is asked for only by a format that writes for people.
  func export(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> [UInt8]
  /// The bytes `export` writes and warnings for the person exporting: what the file shows
  /// otherwise than the store has it (the PDF's transliterated names).
  func output(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> ExportOutput
}

extension ExportFormat {
  /// Text.
  public var binary: String? { nil }

  /// The bytes, no warnings.
  public func output(
    from store: Store, dates: ClosedRange<LocalDate>?, units: () throws -> DisplayUnits
  ) throws -> ExportOutput {
    ExportOutput(bytes: try export(from: store, dates: dates, units: units))
  }
}

/// What an export wrote: its bytes, and the warnings `wkc export` prints on stderr.
public struct ExportOutput: Sendable {
  /// The file.
  public var bytes: [UInt8]
  /// One sentence each, without `wkc: warning:`.
  public var warnings: [String] = []
}

/// The export formats, the first the default.
public enum Exporters {
  /// Every format, in the order `--format` lists them.
  public static let all: [any ExportFormat] = [
    DocumentExportFormat(), SetExportFormat(.jsonl), SetExportFormat(.csv),
    MarkdownExportFormat(), GymSheetFormat(), ICalendarExportFormat(),
  ]

  /// The names `--format` takes.
  public static var names: [String] { all.map(\.name) }

  /// The format `--format` names (any case).
  public static func format(named text: String) throws(ExportRequestError) -> any ExportFormat {
    let name = text.lowercased()
    guard let format = all.first(where: { $0.name == name }) else {
      throw .unknownFormat(name)
    }
    return format
  }

  /// `JSON, JSON Lines, CSV, Markdown or a PDF gym sheet`.
  public static var titles: String { all.map(\.title).listed("or") }

  /// The help of `--format`: `json (default), jsonl, csv, md or pdf.`
  public static var formatHelp: String {
    names.enumerated().map { $0 == 0 ? "\($1) (default)" : $1 }.listed("or") + "."
  }

  /// `json: the whole store in one document … jsonl and csv: one record per set, …`.
  public static var help: String {
    var sentences: [(names: [String], summary: String)] = []
    for format in all {
      if let last = sentences.last, last.summary == format.summary {
        sentences[sentences.count - 1].names.append(format.name)
      } else {
        sentences.append(([format.name], format.summary))
      }
    }
    return sentences.map { "\($0.names.listed("and")): \($0.summary)." }.joined(separator: " ")
  }
}

/// A `--format` no export format has: a usage mistake.
public enum ExportRequestError: Error, Equatable, Sendable {
  /// The name typed, lowercase.
  case unknownFormat(String)

  /// `--format must be json, jsonl, csv, md or pdf, not 'x'; did you mean 'y'?`
  public var message: String {
    switch self {
    case .unknownFormat(let name):
      let near = NearMiss.best(for: name, among: Exporters.names)
      return "--format must be \(Exporters.names.listed("or")), not '\(name)'"
        + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
  }
}
