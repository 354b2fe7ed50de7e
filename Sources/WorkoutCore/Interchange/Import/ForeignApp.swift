/// The app an export came from, which is the import format it was read as: its name and how
/// people read it. Each format declares its own (`ForeignApp.strong` in Strong/); `Importers.all`
/// lists them.
public struct ForeignApp: Hashable, Sendable, CustomStringConvertible {
  /// The name `--from` takes and JSON gives: `strong`, `apple-health`.
  public let rawValue: String
  /// The name people read: `Strong`, `Apple Health`.
  public let title: String
  /// What one record of its files is called in a summary: `row`, or `workout` for a file of
  /// one element per workout.
  public let record: String
  /// False when the summary names no variant of the file (a wkc export has none).
  public let hasVariants: Bool

  /// An app named `rawValue`, read as `title`.
  public init(_ rawValue: String, title: String, record: String = "row", hasVariants: Bool = true) {
    self.rawValue = rawValue
    self.title = title
    self.record = record
    self.hasVariants = hasVariants
  }

  /// The name: `strong`.
  public var description: String { rawValue }

  /// Two apps are one when their names are.
  public static func == (left: ForeignApp, right: ForeignApp) -> Bool {
    left.rawValue == right.rawValue
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// "Strong's", "FitNotes'".
  public var possessive: String { title.hasSuffix("s") ? title + "'" : title + "'s" }

  /// The title after "a" or "an": `a Strong`, `an Apple Health`.
  public var withArticle: String {
    ("AEIOUaeiou".contains(title.first ?? "x") ? "an " : "a ") + title
  }
}
