/// A font of the sheet, none of them embedded: Helvetica for text WinAnsiEncoding can encode,
/// and for the rest a CID font of an Adobe character collection named through a predefined
/// Unicode CMap, which the reader fills with an installed font (Noto Sans CJK, MS Gothic…).
struct PDFFont: Hashable, Comparable, Sendable {
  /// Which characters the font shows.
  enum Script: Int, Sendable {
    /// WinAnsi text in Helvetica.
    case latin
    /// Japanese, Chinese and other text in the Adobe-Japan1 collection.
    case japanese
    /// Hangul, which Adobe-Japan1 lacks, in the Adobe-Korea1 collection.
    case korean
  }

  /// Which characters the font shows.
  let script: Script
  /// The bold face.
  let bold: Bool

  /// `F1` … `F6`: the font's name in a page's resources.
  var resourceName: String { "F\(script.rawValue * 2 + (bold ? 2 : 1))" }

  /// Orders fonts by resource name, so the resources of a page are written the same each time.
  static func < (lhs: PDFFont, rhs: PDFFont) -> Bool {
    (lhs.script.rawValue, lhs.bold ? 1 : 0) < (rhs.script.rawValue, rhs.bold ? 1 : 0)
  }

  // MARK: - Font objects

  /// Writes the font's objects into `file` and returns the number of the font dictionary.
  func write(into file: inout PDFFile) -> Int {
    let font = file.reserve()
    switch script {
    case .latin:
      // The widths layout measured with, so every reader places the text the same way,
      // whatever font it has in Helvetica's place.
      let name = bold ? "Helvetica-Bold" : "Helvetica"
      let widths = (32...255).map { String(HelveticaMetrics.width(of: UInt8($0), bold: bold)) }
      file.write(
        font,
        "<< /Type /Font /Subtype /Type1 /BaseFont /\(name) /Encoding /WinAnsiEncoding"
          + " /FirstChar 32 /LastChar 255 /Widths [\(widths.joined(separator: " "))] >>")
    case .japanese, .korean:
      let cid = (collection: script == .japanese ? "Japan1" : "Korea1", cmap: cmap)
      let descendant = file.reserve()
      let descriptor = file.reserve()
      file.write(
        font,
        "<< /Type /Font /Subtype /Type0 /BaseFont /\(baseFont)-\(cid.cmap) /Encoding /\(cid.cmap)"
          + " /DescendantFonts [\(descendant) 0 R] >>")
      let supplement = script == .japanese ? 6 : 2
      let widths = script == .japanese ? " /W [327 389 500]" : ""
      file.write(
        descendant,
        "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /\(baseFont)"
          + " /CIDSystemInfo << /Registry (Adobe) /Ordering (\(cid.collection))"
          + " /Supplement \(supplement) >> /FontDescriptor \(descriptor) 0 R /DW 1000\(widths) >>")
      // Flags 4: symbolic (glyphs outside the standard Latin set). Metrics of a typical
      // gothic face; the reader only uses them to pick and scale a substitute.
      file.write(
        descriptor,
        "<< /Type /FontDescriptor /FontName /\(baseFont) /Flags 4"
          + " /FontBBox [-92 -250 1010 922] /ItalicAngle 0 /Ascent 880 /Descent -120"
          + " /CapHeight 740 /StemV \(bold ? 160 : 80) /FontWeight \(bold ? 700 : 400) >>")
    }
    return font
  }

  /// The predefined CMap from UTF-16BE codes to the collection's CIDs.
  private var cmap: String { script == .korean ? "UniKS-UTF16-H" : "UniJIS-UTF16-H" }

  /// A gothic (sans-serif) face of the collection, matching Helvetica.
  private var baseFont: String {
    switch (script, bold) {
    case (.korean, false): "HYGoThic-Medium"
    case (.korean, true): "HYGoThic-Medium,Bold"
    case (_, false): "KozGoPr6N-Regular"
    case (_, true): "KozGoPr6N-Bold"
    }
  }
}

// MARK: - Glyphs

/// One character as the PDF shows it: the font, the bytes of its code in that font's encoding
/// and its advance width in 1/1000 em.
struct PDFGlyph: Sendable {
  /// Which font shows it.
  let script: PDFFont.Script
  /// The code: one WinAnsi byte, or two or four bytes of UTF-16BE.
  let code: [UInt8]
  /// Advance width, 1/1000 em.
  let width: Int

  /// How `scalar` is shown, or nil for a character that takes no room (joiners, variation
  /// selectors, combining accents no font here can place). Line breaks and tabs become
  /// spaces; other control characters, private-use and noncharacters, letters of scripts no
  /// font here has (`PDFLegibleText` writes those in Latin letters first) and characters
  /// outside every collection (emoji), `?`.
  init?(_ scalar: Unicode.Scalar, bold: Bool) {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: self.init(latin: 0x20, bold: bold)
    case 0x0300...0x036F, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: return nil
    case _ where scalar.isControlOrBidi: self.init(latin: UInt8(ascii: "?"), bold: bold)
    case _ where WinAnsi.byte(for: scalar) != nil:
      self.init(latin: WinAnsi.byte(for: scalar) ?? 0x3F, bold: bold)
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
      self.init(script: .korean, scalar: scalar, width: 1000)
    case 0xE000...0xF8FF, 0xFDD0...0xFDEF, 0xFFFE, 0xFFFF:
      self.init(latin: UInt8(ascii: "?"), bold: bold)
    case _ where PDFGlyph.isForeignLetter(scalar): self.init(latin: UInt8(ascii: "?"), bold: bold)
    case 0xFF61...0xFF9F: self.init(script: .japanese, scalar: scalar, width: 500)
    case 0x0000...0xFFFF, 0x20000...0x3FFFF:
      self.init(script: .japanese, scalar: scalar, width: 1000)
    default: self.init(latin: UInt8(ascii: "?"), bold: bold)
    }
  }

  private init(latin byte: UInt8, bold: Bool) {
    script = .latin
    code = [byte]
    width = HelveticaMetrics.width(of: byte, bold: bold)
  }

  private init(script: PDFFont.Script, scalar: Unicode.Scalar, width: Int) {
    self.script = script
    code = UTF16.encode(scalar).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    self.width = width
  }

  /// True where a line may break before this character without a space: CJK text.
  var breaksFreely: Bool { script != .latin }
}

extension UTF16 {
  /// The UTF-16 code units of a scalar.
  fileprivate static func encode(_ scalar: Unicode.Scalar) -> [UInt16] {
    Array(String(scalar).utf16)
  }
}
