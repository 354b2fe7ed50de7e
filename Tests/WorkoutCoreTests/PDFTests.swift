import Testing

@testable import WorkoutCore

/// A document of `count` pages, each with one line of text.
private func document(pages count: Int, text: String = "Bench press") -> [UInt8] {
  var document = PDFDocument(title: "test")
  for index in 0..<count {
    var page = PDFPage()
    page.text("\(text) \(index + 1)", x: 40, baseline: 60, size: 16)
    page.rectangle(x: 40, top: 80, width: 100, height: 20)
    page.line(from: (40, 120), to: (200, 120))
    document.pages.append(page)
  }
  return document.bytes()
}

@Suite struct PDFFileTests {
  @Test func theFileStartsWithTheHeaderAndEndsWithEOF() {
    let bytes = document(pages: 1)
    #expect(bytes.starts(with: Array("%PDF-1.4\n%".utf8)))
    #expect(Array(bytes[10..<14]).allSatisfy { $0 >= 0x80 })
    #expect(bytes.suffix(6) == Array("%%EOF\n".utf8))
  }

  @Test func everyXrefOffsetPointsAtItsObject() throws {
    let file = try PDFInspection(document(pages: 3, text: "胸 chest"))
    #expect(!file.offsets.isEmpty)
    for number in file.offsets.keys.sorted() {
      #expect(file.object(number) != nil, "object \(number) is not at its xref offset")
    }
  }

  @Test func startxrefPointsAtTheXrefKeyword() throws {
    let bytes = document(pages: 2)
    let file = try PDFInspection(bytes)
    #expect(Array(bytes[file.startxref..<file.startxref + 5]) == Array("xref\n".utf8))
  }

  @Test func theTrailerSizeCountsEveryObjectAndTheFreeEntry() throws {
    let file = try PDFInspection(document(pages: 2))
    #expect(file.trailer.contains("/Size \(file.offsets.count + 1) "))
  }

  @Test func thePageTreeCountIsThePageCount() throws {
    let file = try PDFInspection(document(pages: 5))
    let tree = try #require(file.objects(containing: "/Type /Pages").first)
    #expect(file.object(tree)?.contains("/Count 5 ") == true)
    #expect(try file.pages().count == 5)
  }

  @Test func everyPageIsA4() throws {
    let file = try PDFInspection(document(pages: 2))
    for page in try file.pages() {
      #expect(file.object(page)?.contains("/MediaBox [0 0 595 842]") == true)
    }
  }

  @Test func streamLengthsAreTheLengthsOfTheirData() throws {
    let file = try PDFInspection(document(pages: 3))
    for page in try file.pages() {
      #expect(try file.content(ofPage: page).contains("Tj"))
    }
  }

  @Test func eachFontIsWrittenOnceAndSharedByThePages() throws {
    let file = try PDFInspection(document(pages: 4))
    #expect(file.objects(containing: "/BaseFont /Helvetica ").count == 1)
  }

  @Test func theSameDocumentGivesTheSameBytes() {
    #expect(document(pages: 3, text: "胸 chest") == document(pages: 3, text: "胸 chest"))
  }

  @Test func aDocumentWithoutPagesIsStillAWellFormedFile() throws {
    let file = try PDFInspection(PDFDocument(title: "empty").bytes())
    #expect(try file.pages().isEmpty)
  }
}

@Suite struct PDFValueTests {
  @Test func numbersHaveAtMostTwoDecimalsAndNoExponent() {
    #expect(pdfNumber(12) == "12")
    #expect(pdfNumber(12.5) == "12.5")
    #expect(pdfNumber(0.125) == "0.13")
    #expect(pdfNumber(-3.05) == "-3.05")
    #expect(pdfNumber(1e-9) == "0")
    #expect(pdfNumber(.nan) == "0")
    #expect(pdfNumber(1e7) == "10000000")
    #expect(pdfNumber(1e300) == "1000000000")
    #expect(pdfNumber(-.infinity) == "-1000000000")
  }

  @Test func hexStringsWriteTwoUppercaseDigitsPerByte() {
    #expect(pdfHexString([0x00, 0x4A, 0xFF]) == "<004AFF>")
  }

  @Test func textStringsEscapeParenthesesAndBackslashes() {
    #expect(pdfTextString("a (b) \\c") == "(a \\(b\\) \\\\c)")
  }

  @Test func textStringsBeyondASCIIAreUTF16WithAByteOrderMark() {
    #expect(pdfTextString("胸") == "<FEFF80F8>")
  }
}
