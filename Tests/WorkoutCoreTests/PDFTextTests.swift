import Testing

@testable import WorkoutCore

/// The font and code bytes of each glyph of `text`.
private func glyphs(_ text: String) -> [(PDFFont.Script, [UInt8])] {
  PDFText.glyphs(text, bold: false).map { ($0.script, $0.code) }
}

@Suite struct PDFGlyphTests {
  @Test func winAnsiTextIsOneByteEachInHelvetica() {
    let shown = glyphs("Aé×…")
    #expect(shown.map(\.0) == [.latin, .latin, .latin, .latin])
    #expect(shown.map(\.1) == [[0x41], [0xE9], [0xD7], [0x85]])
  }

  @Test func japaneseTextIsUTF16BigEndianInTheJapan1Font() {
    let shown = glyphs("胸プ")
    #expect(shown.map(\.0) == [.japanese, .japanese])
    #expect(shown.map(\.1) == [[0x80, 0xF8], [0x30, 0xD7]])
  }

  @Test func ideographsBeyondTheBasicPlaneAreSurrogatePairs() {
    let shown = glyphs("\u{20BB7}")
    #expect(shown.map(\.0) == [.japanese])
    #expect(shown.map(\.1) == [[0xD8, 0x42, 0xDF, 0xB7]])
  }

  @Test func hangulGoesToTheKorea1Font() {
    #expect(glyphs("자세").map(\.0) == [.korean, .korean])
  }

  @Test func controlAndBidiCharactersBecomeQuestionMarks() {
    #expect(glyphs("\u{1B}\u{7F}\u{9B}\u{202E}").map(\.1) == Array(repeating: [0x3F], count: 4))
  }

  @Test func lineBreaksAndTabsBecomeSpaces() {
    #expect(glyphs("\t\n\r").map(\.1) == [[0x20], [0x20], [0x20]])
  }

  @Test func emojiThatNoCollectionHasBecomeQuestionMarks() {
    #expect(glyphs("💪").map(\.1) == [[0x3F]])
  }

  @Test func joinersVariationSelectorsAndCombiningAccentsTakeNoRoom() {
    #expect(glyphs("e\u{301}\u{200D}\u{FE0F}").map(\.1) == [[0x65]])
  }

  @Test func widthsAreHelveticasForLatinAndFullWidthForCJK() {
    #expect(PDFText.width("i", size: 10) == 2.22)
    #expect(PDFText.width("i", size: 10, bold: true) == 2.78)
    #expect(PDFText.width("胸", size: 10) == 10)
    #expect(PDFText.width("ｱ", size: 10) == 5)
  }
}

@Suite struct PDFWrapTests {
  @Test func textThatFitsStaysOnOneLine() {
    #expect(PDFText.wrap("Bench press", width: 500, size: 12, maxLines: 3) == ["Bench press"])
  }

  @Test func latinTextBreaksAtSpaces() {
    let lines = PDFText.wrap("aaaa bbbb cccc", width: 60, size: 10, maxLines: 5)
    #expect(lines == ["aaaa bbbb", "cccc"])
  }

  @Test func cjkTextBreaksBetweenAnyTwoCharacters() {
    let lines = PDFText.wrap("胸胸胸胸胸", width: 30, size: 10, maxLines: 5)
    #expect(lines == ["胸胸胸", "胸胸"])
  }

  @Test func aWordLongerThanALineIsBrokenAnywhere() {
    let lines = PDFText.wrap(String(repeating: "m", count: 30), width: 100, size: 10, maxLines: 9)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { PDFText.width($0, size: 10) <= 100 })
  }

  @Test func lineBreaksInTheTextStartNewLines() {
    #expect(PDFText.wrap("a\nb\r\nc", width: 500, size: 10, maxLines: 5) == ["a", "b", "c"])
  }

  @Test func textPastTheLastLineIsCutWithAnEllipsis() {
    let lines = PDFText.wrap(
      String(repeating: "word ", count: 200), width: 200, size: 10, maxLines: 2)
    #expect(lines.count == 2)
    #expect(lines[1].hasSuffix("\u{2026}"))
    #expect(PDFText.width(lines[1], size: 10) <= 200)
  }

  @Test func cutLeavesTextThatFitsAlone() {
    #expect(PDFText.cut("Squat", width: 100, size: 10) == "Squat")
  }

  @Test func cutEndsTooLongTextWithAnEllipsisWithinTheWidth() {
    let cut = PDFText.cut("Romanian deadlift", width: 50, size: 10)
    #expect(cut.hasSuffix("\u{2026}"))
    #expect(PDFText.width(cut, size: 10) <= 50)
  }
}
