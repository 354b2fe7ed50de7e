extension ForeignApp {
  /// wkc's own export (`wkc export`, JSON): the store's files, read back by `ImportStore`.
  public static let wkc = ForeignApp("wkc", title: "wkc", hasVariants: false)
}

/// A wkc export, read whole (up to `InputLimit.storeDocument`) into its document.
struct WkcFormat: ImportFormat {
  var app: ForeignApp { .wkc }
  var container: ImportContainer { .json }
  var source: String { "a wkc export" }
  // `--unit`, `--map` and `--create-missing` are taken and not needed: the export says its
  // units and ids.
  var options: Set<ImportOption> { [.unit, .map, .createMissing] }

  func refusal(of option: ImportOption) -> String? {
    option == .gear ? "--gear is for other apps' exports; a wkc export keeps its gear" : nil
  }

  /// A JSON object.
  func recognizes(_ head: ImportHead) -> Bool { StoreDocument.looksLikeDocument(head.bytes) }

  func read(_ chunks: some IteratorProtocol<[UInt8]>, _ options: ImportOptions) throws
    -> ImportReading
  {
    var chunks = chunks
    var bytes: [UInt8] = []
    while let chunk = chunks.next() {
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      guard bytes.count <= InputLimit.storeDocument else {
        throw BoundedReadError.tooLarge(source: "the export", limit: InputLimit.storeDocument)
      }
    }
    do throws(JSONError) {
      return .store(try StoreDocument.read(bytes))
    } catch {
      if SetExport.looksLikeJSONLine(bytes) {
        throw ImportError(line: 1, reason: SetExport.notReadBack("JSON Lines"))
      }
      throw InputError(source: options.fileName, error)
    }
  }
}
