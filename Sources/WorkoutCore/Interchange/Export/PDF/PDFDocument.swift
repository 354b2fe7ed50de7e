/// A PDF document of drawn pages, written as the bytes of a PDF 1.4 file: the catalog, the page
/// tree, each font once, each page with its content stream, and the document information.
struct PDFDocument: Sendable {
  /// The title readers show for the file.
  var title: String
  /// The pages in order.
  var pages: [PDFPage] = []

  /// The file. The same document always gives the same bytes (no dates, no random ids).
  func bytes() -> [UInt8] {
    var file = PDFFile()
    let catalog = file.reserve()
    let tree = file.reserve()
    let info = file.reserve()
    file.write(catalog, "<< /Type /Catalog /Pages \(tree) 0 R >>")
    file.write(info, "<< /Title \(pdfTextString(title)) /Producer (wkc) >>")

    var fontObjects: [PDFFont: Int] = [:]
    for font in pages.reduce(into: Set<PDFFont>(), { $0.formUnion($1.fonts) }).sorted() {
      fontObjects[font] = font.write(into: &file)
    }

    var kids: [Int] = []
    for page in pages {
      let object = file.reserve()
      let content = file.reserve()
      kids.append(object)
      let fonts = page.fonts.sorted().map { font in
        "/\(font.resourceName) \(fontObjects[font] ?? 0) 0 R"
      }
      file.write(
        object,
        "<< /Type /Page /Parent \(tree) 0 R"
          + " /MediaBox [0 0 \(pdfNumber(page.width)) \(pdfNumber(page.height))]"
          + " /Resources << /Font << \(fonts.joined(separator: " ")) >> >>"
          + " /Contents \(content) 0 R >>")
      file.writeStream(content, data: page.content)
    }
    let references = kids.map { "\($0) 0 R" }.joined(separator: " ")
    file.write(tree, "<< /Type /Pages /Kids [\(references)] /Count \(kids.count) >>")
    return file.finished(root: catalog, info: info)
  }
}
