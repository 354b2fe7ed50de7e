import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// Every event of `text`, read in chunks of `chunk` bytes (all at once without).
private func events(_ text: String, chunk: Int? = nil) throws(XMLError) -> [XMLEvent] {
  let bytes = Array(text.utf8)
  let size = max(chunk ?? bytes.count, 1)
  return try events(
    stride(from: 0, to: bytes.count, by: size).map {
      Array(bytes[$0..<min($0 + size, bytes.count)])
    })
}

/// Every event of the input made of `chunks`.
private func events(_ chunks: [[UInt8]]) throws(XMLError) -> [XMLEvent] {
  var reader = XMLReader(chunks: chunks.makeIterator())
  var found: [XMLEvent] = []
  while let event = try reader.next() { found.append(event) }
  return found
}

/// The error reading `text` throws, or nil.
private func failure(_ text: String) -> XMLError? {
  failure(bytes: Array(text.utf8))
}

/// The error reading `bytes` throws, or nil.
private func failure(bytes: [UInt8]) -> XMLError? {
  var reader = XMLReader(bytes: bytes)
  do {
    while try reader.next() != nil {}
    return nil
  } catch {
    return error
  }
}

/// A document with every construct the reader handles.
private let everything = """
  \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>\r
  <!DOCTYPE HealthData [\r
  <!ELEMENT HealthData (Record)*>\r
  <!-- it's a comment with ] and > -->\r
  <!ATTLIST Record type CDATA #REQUIRED>\r
  ]>\r
  <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx='urn:tpx'>\r
    <!-- a comment -->\r
    <?pi data?>\r
    <name>A &amp; B &lt;&gt; &quot;&apos; &#233; &#x1F4AA;</name>\r
    <desc><![CDATA[<b>bold</b> & ]]]]><![CDATA[>]]> after</desc>\r
    <trkpt lat="1.5" lon = '2' note="a\tb\r\nc &#10;d"/>\r
    <gpxtpx:hr>98</gpxtpx:hr>\r
    <Record value="x\u{0B}y"></Record>\r
  </gpx>\r

  """

// MARK: - Constructs

@Suite struct XMLReaderTests {
  @Test func startTagsGiveTheirNameAttributesAndLine() throws {
    let found = try events("<a>\n<b x=\"1\" y='two'>t</b></a>")
    #expect(
      found == [
        .start(name: "a", attributes: [], line: 1),
        .start(name: "b", attributes: [XMLAttribute("x", "1"), XMLAttribute("y", "two")], line: 2),
        .text("t"), .end(name: "b"), .end(name: "a"),
      ])
  }

  @Test func aSelfClosingElementGivesAStartThenAnEnd() throws {
    #expect(
      try events("<a><b c=\"1\" /></a>") == [
        .start(name: "a", attributes: [], line: 1),
        .start(name: "b", attributes: [XMLAttribute("c", "1")], line: 1),
        .end(name: "b"), .end(name: "a"),
      ])
  }

  @Test func prefixesAndNamespaceDeclarationsAreKeptAsWritten() throws {
    let found = try events("<g xmlns:t=\"urn:t\"><t:hr>98</t:hr></g>")
    #expect(
      found == [
        .start(name: "g", attributes: [XMLAttribute("xmlns:t", "urn:t")], line: 1),
        .start(name: "t:hr", attributes: [], line: 1), .text("98"), .end(name: "t:hr"),
        .end(name: "g"),
      ])
  }

  @Test func theDeclarationCommentsAndProcessingInstructionsAreSkipped() throws {
    let found = try events("<?xml version=\"1.0\"?><!-- c - -- --><a><?p x?>b<!---->c</a>")
    #expect(found == [.start(name: "a", attributes: [], line: 1), .text("bc"), .end(name: "a")])
  }

  @Test func cdataSectionsJoinTheTextAroundThem() throws {
    let found = try events("<a>x <![CDATA[<b> & ]]> y</a>")
    #expect(found[1] == .text("x <b> &  y"))
  }

  @Test func predefinedEntitiesAndCharacterReferencesAreReplaced() throws {
    let found = try events("<a v=\"&lt;&#65;&#x42;\">&amp;&gt;&quot;&apos;&#xe9;&#128170;</a>")
    #expect(found[0] == .start(name: "a", attributes: [XMLAttribute("v", "<AB")], line: 1))
    #expect(found[1] == .text("&>\"'é💪"))
  }

  @Test(arguments: ["&nbsp;", "&#;", "&#x;", "&#12a;", "&#xD800;", "&#x110000;", "&#0;", "&amp"])
  func anInvalidReferenceIsAnErrorWithItsLine(reference: String) {
    let error = failure("<a>\n\(reference)</a>")
    guard case .invalidReference(let line, _) = error else {
      Issue.record("expected an invalid reference, got \(String(describing: error))")
      return
    }
    #expect(line == 2)
    #expect(error?.message.hasSuffix("is not a valid character or entity reference") == true)
  }

  @Test func emptyInputGivesNoEvents() throws {
    #expect(try events("").isEmpty)
    #expect(try events("\u{FEFF}<?xml version=\"1.0\"?>\n").isEmpty)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(
      try events("\u{FEFF}<a/>") == [.start(name: "a", attributes: [], line: 1), .end(name: "a")])
  }

  @Test func crlfBecomesLFAndCountsAsOneLine() throws {
    let found = try events("<a>x\r\ny\rz</a>\r\n<b/>")
    #expect(found[1] == .text("x\ny\nz"))
    #expect(found[3] == .start(name: "b", attributes: [], line: 3))
  }

  @Test func tabsAndLineBreaksInAttributeValuesBecomeSpaces() throws {
    let found = try events("<a v=\"1\t2\r\n3\n4&#10;\"/>")
    #expect(found[0] == .start(name: "a", attributes: [XMLAttribute("v", "1 2 3 4\n")], line: 1))
  }

  @Test func controlCharactersInAttributeValuesAreKept() throws {
    let found = try events("<Record sourceName=\"Simon\u{0B}s\"/>")
    #expect(
      found[0]
        == .start(name: "Record", attributes: [XMLAttribute("sourceName", "Simon\u{0B}s")], line: 1)
    )
  }

  @Test func whitespaceOnlyTextIsLeftOut() throws {
    #expect(
      try events("<a>\n  <b/>\t\n</a>\n") == [
        .start(name: "a", attributes: [], line: 1),
        .start(name: "b", attributes: [], line: 2), .end(name: "b"), .end(name: "a"),
      ])
  }

  @Test func aDoctypeWithAnInternalSubsetIsSkipped() throws {
    let found = try events(
      "<!DOCTYPE a SYSTEM \"x]>\" [\n<!ENTITY e \"]>\">\n<!-- ]> -->\n] >\n<a/>")
    #expect(found == [.start(name: "a", attributes: [], line: 5), .end(name: "a")])
  }

  /// iOS 16 wrote `<!ATTLIST VisionPrescription …` without its `>`.
  @Test func theMalformedIOS16DoctypeIsSkipped() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!-- HealthKit Export Version: 12 -->
      <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
      <!ATTLIST VisionPrescription
        type CDATA #REQUIRED
        dateIssued CDATA #REQUIRED
      <!ELEMENT RightEye EMPTY>
      <!ATTLIST RightEye
        sphere CDATA #IMPLIED
      >
      ]>
      <HealthData locale="en_US">
       <Record type="HKQuantityTypeIdentifierHeartRate" value="72"/>
      </HealthData>
      """
    let found = try events(document)
    #expect(found.count == 4)
    #expect(
      found[1]
        == .start(
          name: "Record",
          attributes: [
            XMLAttribute("type", "HKQuantityTypeIdentifierHeartRate"), XMLAttribute("value", "72"),
          ], line: 14))
  }

  // MARK: - Skipping

  @Test func skipElementSkipsASelfClosingElement() throws {
    var reader = XMLReader(bytes: Array("<a><b/><c/></a>".utf8))
    _ = try reader.next()
    _ = try reader.next()
    try reader.skipElement()
    #expect(try reader.next() == .start(name: "c", attributes: [], line: 1))
  }

  @Test func skipElementSkipsAnElementAndAllItHolds() throws {
    var reader = XMLReader(bytes: Array("<a><b><b>x<d/></b><e/></b><c/></a>".utf8))
    _ = try reader.next()
    _ = try reader.next()
    try reader.skipElement()
    #expect(try reader.next() == .start(name: "c", attributes: [], line: 1))
    #expect(try reader.next() == .end(name: "c"))
    #expect(try reader.next() == .end(name: "a"))
    #expect(try reader.next() == nil)
  }

  // MARK: - Chunks

  @Test func everyChunkSizeGivesTheSameEvents() throws {
    let whole = try events(everything)
    #expect(whole.count == 15)
    for size in 1...12 {
      #expect(try events(everything, chunk: size) == whole, "chunks of \(size) bytes")
    }
  }

  @Test func randomSplitsGiveTheSameEvents() throws {
    let bytes = Array(everything.utf8)
    let whole = try events([bytes])
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<200 {
      var chunks: [[UInt8]] = []
      var start = 0
      while start < bytes.count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = Int(state >> 59)  // 0 to 31; empty chunks included
        chunks.append(Array(bytes[start..<min(start + length, bytes.count)]))
        start += length
      }
      #expect(try events(chunks) == whole)
    }
  }

  @Test func theSampleDocumentReadsAsExpected() throws {
    let found = try events(everything)
    #expect(
      found[0]
        == .start(
          name: "gpx",
          attributes: [
            XMLAttribute("xmlns", "http://www.topografix.com/GPX/1/1"),
            XMLAttribute("xmlns:gpxtpx", "urn:tpx"),
          ], line: 7))
    #expect(found[2] == .text("A & B <> \"' é 💪"))
    #expect(found[5] == .text("<b>bold</b> & ]]> after"))
    #expect(
      found[7]
        == .start(
          name: "trkpt",
          attributes: [
            XMLAttribute("lat", "1.5"), XMLAttribute("lon", "2"), XMLAttribute("note", "a b c \nd"),
          ], line: 12))
    #expect(
      found[12] == .start(name: "Record", attributes: [XMLAttribute("value", "x\u{0B}y")], line: 15)
    )
  }
}

// MARK: - Errors

@Suite struct XMLReaderErrorTests {
  @Test func aTokenLongerThanTheLimitIsAnError() {
    let long = String(repeating: "x", count: XMLReader.tokenLimit + 1)
    let text = failure("<a>\n\(long)</a>")
    #expect(text == .tokenTooLong(line: 1, limit: XMLReader.tokenLimit))
    #expect(text?.message == "line 1: a name, attribute value or text is longer than 1 MiB")
    #expect(failure("\n<a v=\"\(long)\"/>") == .tokenTooLong(line: 2, limit: XMLReader.tokenLimit))
    #expect(failure("\n\n<\(long)/>") == .tokenTooLong(line: 3, limit: XMLReader.tokenLimit))
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let deep = String(repeating: "<a>", count: XMLReader.depthLimit)
    #expect(
      try events(deep + String(repeating: "</a>", count: XMLReader.depthLimit)).count
        == 2 * XMLReader.depthLimit)
    let error = failure(deep + "\n<a>")
    #expect(error == .tooDeep(line: 2, limit: 256))
    #expect(error?.message == "line 2: elements are nested more than 256 deep")
    #expect(failure(deep + "\n<a/>") == .tooDeep(line: 2, limit: 256))
  }

  @Test func invalidUTF8IsAnErrorWithItsLine() {
    let error = failure(bytes: Array("<a>\n\n".utf8) + [0xC3, 0x28] + Array("</a>".utf8))
    #expect(error == .invalidUTF8(line: 1))
    #expect(
      failure(bytes: Array("<a>\n<b v=\"".utf8) + [0xFF] + Array("\"/></a>".utf8))
        == .invalidUTF8(line: 2))
    #expect(error?.message == "line 1: the text is not UTF-8")
  }

  @Test func aMismatchedEndTagIsAnError() {
    let error = failure("<trk>\n<trkseg>\n</trk>")
    #expect(error == .mismatchedEnd(line: 3, expected: "trkseg", found: "trk"))
    #expect(error?.message == "line 3: </trk> closes <trkseg>")
  }

  @Test func anEndTagWithNothingOpenIsAnError() {
    #expect(failure("<a/>\n</a>") == .malformed(line: 2, reason: "</a> closes no open element"))
  }

  @Test(arguments: [
    ("<a>\n<b x=\"1", "line 2: the file ends inside a tag"),
    ("<a>\n<b", "line 2: the file ends inside a tag"),
    ("<a>\n<", "line 2: the file ends inside a tag"),
    ("<a>\n<!-- x\n", "line 2: the file ends inside a comment"),
    ("<a>\n<![CDATA[ x ]]", "line 2: the file ends inside a CDATA section"),
    ("<a>\n<![CDA", "line 2: the file ends inside a CDATA section"),
    ("\n<!DOCTYPE a [ <!ATTLIST x>\n", "line 2: the file ends inside the DOCTYPE"),
    ("<?xml version='1.0'", "line 1: the file ends inside a processing instruction"),
    ("<gpx>\n<trk>x</trk>\n", "line 3: the file ends inside element <gpx>"),
  ])
  func theEndOfInputInsideAConstructIsAnError(text: String, message: String) {
    #expect(failure(text)?.message == message)
  }

  @Test(arguments: [
    ("<a b></a>", "line 1: expected `=` after the attribute b"),
    ("<a b=c></a>", "line 1: an attribute value is not in quotes"),
    ("<a b=\"<\"></a>", "line 1: an attribute value holds `<`"),
    ("<a/ >", "line 1: expected `>` after `/` in <a>"),
    ("<a></a x>", "line 1: expected `>` to end </a>"),
    ("<>", "line 1: a tag or attribute has no name"),
    ("<!ELEMENT a>", "line 1: `<!` starts neither a comment, a CDATA section nor a DOCTYPE"),
  ])
  func malformedMarkupIsAnError(text: String, message: String) {
    #expect(failure(text)?.message == message)
  }
}

// MARK: - Python

@Suite struct XMLReaderPythonTests {
  /// Python generates a document and reads it with expat, the parser under xml.etree; this reader
  /// must find the same elements, attributes and text.
  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func whatPythonsExpatReadsThisReaderReadsAlike() throws {
    let python = try #require(InstalledTool.path("python3"))
    let script = """
      import json, random, sys
      from xml.parsers import expat
      from xml.sax.saxutils import escape, quoteattr
      random.seed(10)
      alphabet = ['a', 'Z', '0', ' ', '\\t', '\\n', '&', '<', '>', '"', "'", 'é', '胸', '💪', ']]>']
      names = ['gpx', 'trk', 'trkpt', 'gpxtpx:hr', 'Record', 'MetadataEntry', 'a.b-c_d']
      def chars():
          return ''.join(random.choice(alphabet) for _ in range(random.randint(0, 6)))
      def element(depth):
          name = random.choice(names)
          keys = random.sample(['lat', 'lon', 'xmlns:gpxtpx', 'value', 'k'], random.randint(0, 3))
          attrs = ''.join(' %s=%s' % (k, quoteattr(chars())) for k in keys)
          if depth > 5 or random.random() < 0.3:
              return '<%s%s/>' % (name, attrs)
          body = []
          for _ in range(random.randint(0, 4)):
              pick = random.random()
              if pick < 0.4: body.append(element(depth + 1))
              elif pick < 0.7: body.append(escape(chars()))
              elif pick < 0.8: body.append('<![CDATA[%s]]>' % chars().replace(']]>', ''))
              elif pick < 0.9: body.append('<!-- %s -->' % chars().replace('-', ''))
              else: body.append('&#%d;&#x%x;' % (random.randint(32, 0xD7FF), random.randint(32, 0x2FFF)))
          return '<%s%s>%s</%s>' % (name, attrs, ''.join(body), name)
      doc = '<?xml version="1.0"?>\\n<root>' + ''.join(element(0) for _ in range(60)) + '</root>\\n'
      doc = doc.replace('\\n', '\\r\\n')
      events, text = [], []
      def flush():
          t = ''.join(text)
          if t.strip(' \\t\\n'): events.append(['T', t])
          text.clear()
      def start(name, attrs):
          flush()
          events.append(['S', name] + attrs)
      def end(name):
          flush()
          events.append(['E', name])
      parser = expat.ParserCreate()
      parser.ordered_attributes = True
      parser.StartElementHandler = start
      parser.EndElementHandler = end
      parser.CharacterDataHandler = text.append
      parser.Parse(doc.encode('utf-8'), True)
      sys.stdout.write(json.dumps({'xml': doc, 'events': events}))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let xml = try #require(document["xml"] as? String)
    let expected = try #require(document["events"] as? [[String]])
    let found = try events(xml, chunk: 7).map { event -> [String] in
      switch event {
      case .start(let name, let attributes, _):
        ["S", name] + attributes.flatMap { [$0.name, $0.value] }
      case .end(let name): ["E", name]
      case .text(let text): ["T", text]
      }
    }
    #expect(expected.count > 300)
    #expect(found == expected)
  }
}
