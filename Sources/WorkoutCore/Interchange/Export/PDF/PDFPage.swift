/// One page being drawn: text, lines and boxes, placed in points from the page's top-left
/// corner (PDF's own origin is the bottom left; the page turns one into the other).
struct PDFPage: Sendable {
  /// ISO A4 in points: 210 × 297 mm.
  static let a4 = (width: 595.0, height: 842.0)

  /// Width in points.
  let width: Double
  /// Height in points.
  let height: Double
  /// The content stream's operators so far.
  private(set) var content: [UInt8] = []
  /// The fonts the content uses.
  private(set) var fonts: Set<PDFFont> = []

  /// An empty page, A4 unless told.
  init(width: Double = PDFPage.a4.width, height: Double = PDFPage.a4.height) {
    self.width = width
    self.height = height
  }

  /// Draws `text` on one line from `x`, its baseline `baseline` points below the top edge;
  /// each run of characters in the font that can show it. `gray` 0 is black, 1 white.
  mutating func text(
    _ text: String, x: Double, baseline: Double, size: Double, bold: Bool = false,
    gray: Double = 0
  ) {
    let glyphs = PDFText.glyphs(text, bold: bold)
    guard !glyphs.isEmpty else { return }
    var operators = "BT \(pdfNumber(gray)) g \(pdfNumber(x)) \(pdfNumber(height - baseline)) Td"
    var start = 0
    while start < glyphs.count {
      let script = glyphs[start].script
      var end = start
      var code: [UInt8] = []
      while end < glyphs.count, glyphs[end].script == script {
        code += glyphs[end].code
        end += 1
      }
      let font = PDFFont(script: script, bold: bold)
      fonts.insert(font)
      operators += " /\(font.resourceName) \(pdfNumber(size)) Tf \(pdfHexString(code)) Tj"
      start = end
    }
    append(operators + " ET")
  }

  /// Draws a straight line between two points.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), width: Double = 1,
    gray: Double = 0
  ) {
    append(
      "\(pdfNumber(gray)) G \(pdfNumber(width)) w \(pdfNumber(start.x)) "
        + "\(pdfNumber(height - start.y)) m \(pdfNumber(end.x)) \(pdfNumber(height - end.y)) l S")
  }

  /// Draws a rectangle whose top-left corner is `x`, `top`: outlined in `stroke` gray when
  /// given, filled with `fill` gray when given.
  mutating func rectangle(
    x: Double, top: Double, width: Double, height boxHeight: Double, lineWidth: Double = 1,
    stroke: Double? = 0, fill: Double? = nil
  ) {
    let path =
      "\(pdfNumber(x)) \(pdfNumber(height - top - boxHeight)) "
      + "\(pdfNumber(width)) \(pdfNumber(boxHeight)) re"
    switch (stroke, fill) {
    case (let stroke?, let fill?):
      append(
        "\(pdfNumber(stroke)) G \(pdfNumber(fill)) g \(pdfNumber(lineWidth)) w \(path) B")
    case (let stroke?, nil): append("\(pdfNumber(stroke)) G \(pdfNumber(lineWidth)) w \(path) S")
    case (nil, let fill?): append("\(pdfNumber(fill)) g \(path) f")
    case (nil, nil): break
    }
  }

  private mutating func append(_ operators: String) {
    content += operators.utf8
    content.append(0x0A)
  }
}

/// Text as the PDF shows it, and its measure.
enum PDFText {
  /// The glyphs of `text`, in order; characters that take no room are left out.
  static func glyphs(_ text: String, bold: Bool) -> [PDFGlyph] {
    text.unicodeScalars.compactMap { PDFGlyph($0, bold: bold) }
  }

  /// The width of `text` in points at `size`.
  static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
    Double(glyphs(text, bold: bold).reduce(0) { $0 + $1.width }) * size / 1000
  }
}
