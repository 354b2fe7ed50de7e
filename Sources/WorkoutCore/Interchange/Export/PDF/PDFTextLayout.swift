extension PDFText {
  /// The ellipsis that ends text cut short.
  static let ellipsis = "\u{2026}"

  /// `text` on lines at most `width` points wide at `size`: broken at spaces, between CJK
  /// characters, at line breaks in the text and, for a word longer than a line, anywhere. Past
  /// `maxLines` the last line is cut and ends with an ellipsis.
  static func wrap(
    _ text: String, width: Double, size: Double, bold: Bool = false, maxLines: Int
  ) -> [String] {
    guard maxLines > 0 else { return [] }
    let limit = width * 1000 / size
    var lines: [[Unicode.Scalar]] = []
    let paragraphs = text.unicodeScalars.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" })
    for paragraph in paragraphs {
      let paragraph = paragraph.last == "\r" ? paragraph.dropLast() : paragraph[...]
      lines += wrap(Array(paragraph), limit: limit, bold: bold)
      if lines.count > maxLines { break }
    }
    while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    var texts = lines.prefix(maxLines).map(string)
    if lines.count > maxLines, let last = texts.last {
      texts[texts.count - 1] = cut(last + ellipsis, width: width, size: size, bold: bold)
    }
    return texts
  }

  /// `text` on one line of at most `width` points at `size`: as it is when it fits, else cut
  /// and ended with an ellipsis.
  static func cut(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
    guard PDFText.width(text, size: size, bold: bold) > width else { return text }
    let room = width - PDFText.width(ellipsis, size: size, bold: bold)
    var kept = String.UnicodeScalarView()
    var used = 0.0
    for scalar in text.unicodeScalars {
      let advance = PDFText.width(String(scalar), size: size, bold: bold)
      if used + advance > room { break }
      kept.append(scalar)
      used += advance
    }
    var result = String(kept)
    while result.last == " " { result.removeLast() }
    return result + ellipsis
  }

  // MARK: - Private

  /// One paragraph broken greedily into lines of at most `limit` (1/1000 em).
  private static func wrap(_ scalars: [Unicode.Scalar], limit: Double, bold: Bool)
    -> [[Unicode.Scalar]]
  {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    var lineWidth = 0.0
    for word in words(scalars, bold: bold) {
      let wordWidth = word.reduce(0.0) { $0 + advance($1, bold: bold) }
      if !line.isEmpty, lineWidth + wordWidth > limit, !word.allSatisfy({ $0 == " " }) {
        lines.append(trimmedEnd(line))
        line = []
        lineWidth = 0
      }
      if line.isEmpty, word.allSatisfy({ $0 == " " }), !lines.isEmpty { continue }
      for scalar in word {
        let width = advance(scalar, bold: bold)
        if !line.isEmpty, lineWidth + width > limit, scalar != " " {
          lines.append(trimmedEnd(line))
          line = []
          lineWidth = 0
        }
        line.append(scalar)
        lineWidth += width
      }
    }
    lines.append(trimmedEnd(line))
    return lines
  }

  /// Pieces a line may break between: a run of spaces, a Latin word, or one CJK character.
  private static func words(_ scalars: [Unicode.Scalar], bold: Bool) -> [[Unicode.Scalar]] {
    var words: [[Unicode.Scalar]] = []
    var word: [Unicode.Scalar] = []
    for scalar in scalars {
      let isSpace = scalar == " " || scalar == "\t"
      let breaks = PDFGlyph(scalar, bold: bold)?.breaksFreely ?? false
      if let previous = word.last {
        let previousIsSpace = previous == " " || previous == "\t"
        let previousBreaks = PDFGlyph(previous, bold: bold)?.breaksFreely ?? false
        if isSpace != previousIsSpace || breaks || previousBreaks {
          words.append(word)
          word = []
        }
      }
      word.append(scalar)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  private static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Double {
    Double(PDFGlyph(scalar, bold: bold)?.width ?? 0)
  }

  private static func trimmedEnd(_ line: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var line = line
    while line.last == " " || line.last == "\t" { line.removeLast() }
    return line
  }

  private static func string(_ scalars: [Unicode.Scalar]) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }
}
