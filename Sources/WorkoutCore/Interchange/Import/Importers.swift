/// The import formats: what `wkc import` reads, and the words `--from`, its help and its errors
/// say about them, all from one list.
public enum Importers {
  /// Every format, in the order `--from` lists them and sniffing tries them.
  public static let all: [any ImportFormat] = [
    StrongFormat(), HevyFormat(), FitNotesFormat(), WkcFormat(), AppleHealthFormat(), GPXFormat(),
  ]

  /// The names `--from` takes: `strong`, `hevy`, …
  public static var names: [String] { all.map(\.app.rawValue) }

  /// The format `--from` names (any case).
  public static func format(named text: String) throws(ImportRequestError) -> any ImportFormat {
    guard let format = all.first(where: { $0.app.rawValue == text.lowercased() }) else {
      throw .unknownFormat(text)
    }
    return format
  }

  /// The format of `app`, when it is one of the list.
  public static func format(of app: ForeignApp) -> (any ImportFormat)? {
    all.first { $0.app == app }
  }

  /// The first format that recognizes the file's first bytes; else the one that claims its
  /// name (`.gpx`); nil when none does (the file is then read as a CSV export of an app its
  /// header names, or refused).
  public static func format(recognizing head: ImportHead) -> (any ImportFormat)? {
    all.first { $0.recognizes(head) } ?? all.first { $0.claims(fileName: head.fileName) }
  }

  // MARK: - Words

  /// `Strong, Hevy, FitNotes, Apple Health, GPX or a wkc export`: what `wkc import` reads, the
  /// apps by name first.
  public static var sources: String {
    let byName = all.filter { $0.source == $0.app.title }
    return (byName + all.filter { $0.source != $0.app.title }).map(\.source).listed("or")
  }

  /// The help of `--from`: `strong, hevy, … or gpx; detected when left out.`
  public static var fromHelp: String { names.listed("or") + "; detected when left out." }

  /// The paragraphs of `wkc import --help` the formats give.
  public static var help: [String] { all.compactMap(\.help) }

  /// What wkc imports of other apps, for a file that is none of it: `Apple Health's export.xml
  /// and GPX tracks, and the CSV exports of Strong, Hevy and FitNotes`.
  static var otherApps: String {
    let xml = all.filter { $0.container == .xml }.map(\.files).listed("and")
    let csv = all.filter { $0.container == .csv }.map(\.app.title).listed("and")
    return "\(xml), and the CSV exports of \(csv)"
  }
}
