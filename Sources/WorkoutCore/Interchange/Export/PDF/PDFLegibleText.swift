import Foundation

/// A text of the sheet as its fonts can show it. The fonts are not embedded: Helvetica draws
/// WinAnsi Latin, the Adobe CJK collections draw Chinese characters, kana, Hangul, Greek and
/// Cyrillic. Letters of other scripts (Hebrew, Arabic, Thai…) would come out blank, and Latin
/// letters with marks WinAnsi lacks (Vietnamese ở, Polish ł) in a CJK font a full em wide, so
/// the sheet writes them in Latin letters: transliterated (ICU's Any-Latin), then each letter
/// keeps the marks WinAnsi has (ế becomes ê, ậ â, ạ a, đ d). A character no font
/// has at all (an emoji) is `?`. Nothing becomes blank, and `replaced` says what changed.
struct PDFLegibleText: Equatable, Sendable {
  /// The text as written.
  let original: String
  /// The text as the sheet shows it.
  let shown: String
  /// What the fonts lack, in order of first appearance: `Hebrew letters`, `'ở'`, `'💪'`.
  let replaced: [String]

  /// `text` made legible.
  init(_ text: String) {
    original = text
    var shown = String.UnicodeScalarView()
    var replaced: [String] = []
    let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if PDFGlyph.isForeignLetter(scalar) {
        var end = index
        while end < scalars.count, PDFGlyph.isForeignLetter(scalars[end]) { end += 1 }
        let run = String(String.UnicodeScalarView(scalars[index..<end]))
        shown += PDFLegibleText.latin(run).unicodeScalars
        for scalar in scalars[index..<end] {
          let what = PDFLegibleText.script(of: scalar) ?? "'\(scalar)'"
          if !replaced.contains(what) { replaced.append(what) }
        }
        index = end
        continue
      }
      if PDFGlyph.isMissing(scalar) {
        shown.append("?")
        if !replaced.contains("'\(scalar)'") { replaced.append("'\(scalar)'") }
      } else {
        shown.append(scalar)
      }
      index += 1
    }
    self.shown = String(shown)
    self.replaced = replaced
  }

  /// True when the sheet shows the text as written.
  var isUnchanged: Bool { replaced.isEmpty }

  // MARK: - Private

  /// `run` in WinAnsi Latin letters.
  private static func latin(_ run: String) -> String {
    let latin = run.applyingTransform(.toLatin, reverse: false) ?? run
    var text = ""
    for scalar in latin.precomposedStringWithCanonicalMapping.unicodeScalars {
      text += winAnsi(scalar)
    }
    return text
  }

  /// `scalar` with as many of its marks as WinAnsi has (`ế` → `ê`, `ậ` → `â`, `ạ` → `a`), else
  /// in ASCII (`đ` → `d`), nothing for a lone mark, `?` for what has no Latin letter.
  private static func winAnsi(_ scalar: Unicode.Scalar) -> String {
    if WinAnsi.byte(for: scalar) != nil, !scalar.isControlOrBidi { return String(scalar) }
    let parts = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
    if parts.count > 1, parts.count <= 5 {
      let marks = Array(parts.dropFirst())
      // Each choice of marks to keep, the most first (a bit per mark).
      let choices = (0..<(1 << marks.count) - 1).sorted { $0.nonzeroBitCount > $1.nonzeroBitCount }
      for choice in choices {
        var kept = String.UnicodeScalarView([parts[0]])
        kept += marks.indices.filter { choice & (1 << $0) != 0 }.map { marks[$0] }
        let composed = String(kept).precomposedStringWithCanonicalMapping
        if composed.unicodeScalars.allSatisfy({ WinAnsi.byte(for: $0) != nil }) {
          return composed
        }
      }
    }
    if scalar.properties.generalCategory == .nonspacingMark { return "" }
    let ascii =
      String(scalar).applyingTransform(StringTransform("Latin-ASCII"), reverse: false) ?? ""
    let drawable = ascii.unicodeScalars.allSatisfy {
      WinAnsi.byte(for: $0) != nil && !$0.isControlOrBidi
    }
    return !ascii.isEmpty && drawable ? ascii : "?"
  }

  /// `Hebrew letters` for a letter of a script the warning names, nil for the others.
  private static func script(of scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: "Hebrew letters"
    case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
      "Arabic letters"
    case 0x0E00...0x0E7F: "Thai letters"
    case 0x0900...0x097F: "Devanagari letters"
    case 0x0300...0x036F: "accents"
    default: nil
    }
  }
}

extension PDFGlyph {
  /// True for a letter, mark or digit no font of the sheet draws: not WinAnsi, not in the
  /// CJK collections (Chinese characters, kana, Hangul, full-width forms), nor a Greek or
  /// Cyrillic letter Adobe-Japan1 has. Also the combining accents left over after composing.
  static func isForeignLetter(_ scalar: Unicode.Scalar) -> Bool {
    if WinAnsi.byte(for: scalar) != nil { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      break
    default: return false
    }
    if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) {
      return false
    }
    return !cjk.contains { $0.contains(scalar.value) }
      && !japan1GreekAndCyrillic.contains { $0.contains(scalar.value) }
  }

  /// True for a visible character no font draws and no Latin letter stands for: an emoji,
  /// a private-use character. The sheet shows `?`.
  static func isMissing(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isControlOrBidi, scalar != "?" else { return false }
    guard let glyph = PDFGlyph(scalar, bold: false) else { return false }
    return glyph.script == .latin && glyph.code == [0x3F]
  }

  /// The blocks of the CJK collections: Hangul Jamo, radicals, CJK punctuation, kana,
  /// bopomofo, Hangul, Chinese characters, compatibility and full-width forms.
  static let cjk: [ClosedRange<UInt32>] = [
    0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
    0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF,
  ]

  /// The Greek and Cyrillic letters UniJIS-UTF16-H maps to glyphs of Adobe-Japan1.
  static let japan1GreekAndCyrillic: [ClosedRange<UInt32>] = [
    0x0386...0x0386, 0x0388...0x038A, 0x038C...0x038C, 0x038E...0x03A1, 0x03A3...0x03CE,
    0x0401...0x040C, 0x040E...0x044F, 0x0451...0x045C, 0x045E...0x045F,
  ]
}
