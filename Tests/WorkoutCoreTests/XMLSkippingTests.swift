import Testing

@testable import WorkoutCore

/// Every event of `text` read with `next(reading: names)`, in chunks of `chunk` bytes.
private func events(_ text: String, reading names: [String], chunk: Int? = nil) throws(XMLError)
  -> [XMLEvent]
{
  let bytes = Array(text.utf8)
  let size = max(chunk ?? bytes.count, 1)
  let chunks = stride(from: 0, to: bytes.count, by: size).map {
    Array(bytes[$0..<min($0 + size, bytes.count)])
  }
  var reader = XMLReader(chunks: chunks.makeIterator())
  var found: [XMLEvent] = []
  let wanted = XMLNames(names)
  while let event = try reader.next(reading: wanted) { found.append(event) }
  return found
}

/// The error reading `text` with `next(reading: names)` throws, or nil.
private func failure(_ text: String, reading names: [String]) -> XMLError? {
  do {
    _ = try events(text, reading: names)
    return nil
  } catch {
    return error
  }
}

/// A document whose unwanted element holds every construct the skip passes over.
private let document = """
  <r>
   <a x="/>" y='>' z="<"><b/>text &bogus; <c>
   <!-- a > b </a> --><![CDATA[ </a> ]]><?pi </a> ?>
   </c></a>
   <w k="1"/>
  </r>
  """

@Suite struct XMLSkippingTests {
  @Test func anElementNotWantedIsPassedOverWhole() throws {
    #expect(
      try events(document, reading: ["r", "w"]) == [
        .start(name: "r", attributes: [], line: 1),
        .start(name: "w", attributes: [XMLAttribute("k", "1")], line: 5),
        .end(name: "w"), .end(name: "r"),
      ])
  }

  @Test(arguments: [1, 2, 3, 5, 8, 13])
  func anyChunkSizeGivesTheSameEvents(chunk: Int) throws {
    #expect(
      try events(document, reading: ["r", "w"], chunk: chunk)
        == events(document, reading: ["r", "w"]))
  }

  @Test func aWantedNameInsideAnUnwantedElementIsNotRead() throws {
    let found = try events("<r><a><w/></a><w/></r>", reading: ["r", "w"])

    #expect(found.filter { if case .start = $0 { true } else { false } }.count == 2)
  }

  @Test func aSelfClosingUnwantedElementEndsAtItsSlash() throws {
    #expect(
      try events("<r><a x='1'/><w/></r>", reading: ["r", "w"]) == [
        .start(name: "r", attributes: [], line: 1), .start(name: "w", attributes: [], line: 1),
        .end(name: "w"), .end(name: "r"),
      ])
  }

  @Test func wantedElementsAreReadAsByNext() throws {
    let text = "<r>\n<w a=\"&lt;1&gt;\">t</w>\n</r>"

    #expect(try events(text, reading: ["r", "w"]) == (try allEvents(text)))
  }

  @Test func theInputEndingInsideAnUnwantedElementSaysWhichAndWhere() {
    #expect(
      failure("<r>\n<a x=\"1\">\n<b>", reading: ["r"])
        == .unexpectedEnd(line: 2, inside: "element <a>"))
  }

  @Test func aLessThanInAnUnwantedTagIsMalformed() {
    #expect(
      failure("<r>\n<a x=\"1\" <b/></a></r>", reading: ["r"])
        == .malformed(line: 2, reason: "a tag holds `<`"))
  }

  @Test func aDoctypeInsideAnUnwantedElementIsMalformed() {
    #expect(
      failure("<r><a><!DOCTYPE a></a></r>", reading: ["r"])
        == .malformed(
          line: 1,
          reason: "`<!` inside an element starts neither a comment nor a CDATA section"))
  }

  @Test func linesAreCountedThroughUnwantedElements() throws {
    let text = "<r>\n<a\nx='1\n2'>\n<!--\n-->\n</a>\n<w/></r>"

    #expect(try events(text, reading: ["r", "w"])[1] == .start(name: "w", attributes: [], line: 8))
  }

  /// Every event of `text` read with `next()`.
  private func allEvents(_ text: String) throws -> [XMLEvent] {
    var reader = XMLReader(bytes: Array(text.utf8))
    var found: [XMLEvent] = []
    while let event = try reader.next() { found.append(event) }
    return found
  }
}

@Suite struct XMLSniffTests {
  @Test func aDoctypeNamesHealthDataEvenWhenTheBytesEndInIt() {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST Vis"

    #expect(Importers.format(recognizing: ImportHead(Array(head.utf8)))?.app == .appleHealth)
  }

  @Test func aRootHealthDataIsAppleHealth() {
    #expect(
      Importers.format(recognizing: ImportHead(Array("<HealthData locale=\"en_US\">".utf8)))?.app
        == .appleHealth)
  }

  @Test func aGPXRootAfterAByteOrderMarkAndACommentIsGPX() {
    let text = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- from a watch -->\n<gpx:gpx xmlns:gpx=\"u\">"

    #expect(Importers.format(recognizing: ImportHead(Array(text.utf8)))?.app == .gpx)
  }

  @Test func anotherRootIsNamedButIsNoApp() {
    let bytes = Array("<?xml version=\"1.0\"?><kml xmlns=\"k\">".utf8)

    #expect(XMLSniff.root(ofFirst: bytes) == "kml")
    #expect(Importers.format(recognizing: ImportHead(bytes))?.app == nil)
  }

  @Test func aCSVIsNotXML() {
    let bytes = Array("Date,Workout Name\n".utf8)

    #expect(Importers.format(recognizing: ImportHead(bytes))?.app == nil)
    #expect(!XMLSniff.looksLikeXML(bytes))
  }

  @Test func bytesEndingBeforeTheRootTellNothing() {
    #expect(XMLSniff.root(ofFirst: Array("<?xml version=\"1.0\"?>\n<Heal".utf8)) == nil)
  }
}
