// The whole store as one document, `wkc export --format json`: `{"catalog": {...}, "format":
// "wkc-export", "gear": {...}, "months": {"2024-01": {...}}, "schema": 4, "templates": {...},
// "version": 1}`, each file embedded as it is on disk (see `StoreDocument`).

/// The keys of an export document.
enum DocumentField: Int, FileField {
  case catalog, format, gear, months, schema, templates, version

  var name: StaticString {
    switch self {
    case .catalog: "catalog"
    case .format: "format"
    case .gear: "gear"
    case .months: "months"
    case .schema: "schema"
    case .templates: "templates"
    case .version: "version"
    }
  }
}

extension StoreDocument: StoredFile {
  /// The document's own object.
  static let file = Fields<DocumentField>("a wkc export")

  /// "a wkc export".
  public static var title: String { file.title }

  /// The document; the files it embeds have their own shapes.
  public static var shapes: [any FieldTable] { [file] }

  /// The document's bytes.
  public func encoded() -> [UInt8] { json }
}
