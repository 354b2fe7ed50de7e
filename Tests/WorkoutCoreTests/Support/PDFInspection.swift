import Testing

/// A PDF file read back the way a reader starts: from `startxref` to the xref table, from the
/// table to each object. Only what the tests need; enough to catch a wrong offset or count.
struct PDFInspection {
  let bytes: [UInt8]
  /// The text of the file, bytes as Latin-1 so offsets in it are byte offsets.
  let text: [Character]
  /// Where `startxref` says the xref table is.
  let startxref: Int
  /// Byte offset of each object by number, from the xref table.
  let offsets: [Int: Int]
  /// The trailer dictionary's text.
  let trailer: String

  init(_ bytes: [UInt8]) throws {
    self.bytes = bytes
    text = bytes.map { Character(Unicode.Scalar($0)) }
    let tail = String(text.suffix(64))
    let lines = tail.split(separator: "\n")
    try #require(lines.count >= 3 && lines[lines.count - 3] == "startxref")
    startxref = try #require(Int(lines[lines.count - 2]))
    let table = String(text[startxref...])
    var rows = table.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(rows.first == "xref")
    let range = rows[1].split(separator: " ")
    try #require(range.count == 2 && range[0] == "0")
    let size = try #require(Int(range[1]))
    rows = Array(rows.dropFirst(2))
    try #require(rows.count > size && rows[0] == "0000000000 65535 f ")
    var offsets: [Int: Int] = [:]
    for number in 1..<size {
      let row = rows[number]
      try #require(row.count == 19 && row.hasSuffix(" 00000 n "), "xref row \(number): \(row)")
      let offset = Int(String(row.prefix(10)))
      try #require(offset != nil, "xref row \(number): \(row)")
      offsets[number] = offset ?? 0
    }
    self.offsets = offsets
    try #require(rows[size] == "trailer")
    trailer = rows[(size + 1)...].prefix { $0 != "startxref" }.joined(separator: "\n")
  }

  /// The body of object `number`, between `N 0 obj` and `endobj`.
  func object(_ number: Int) -> String? {
    guard let offset = offsets[number] else { return nil }
    let header = Array("\(number) 0 obj\n".utf8)
    guard bytes[offset...].starts(with: header) else { return nil }
    let start = offset + header.count
    let end = Array("\nendobj\n".utf8)
    var index = start
    while index + end.count <= bytes.count {
      if bytes[index] == end[0], bytes[index..<index + end.count].elementsEqual(end) {
        return String(text[start..<index])
      }
      index += 1
    }
    return nil
  }

  /// The numbers of the objects whose body contains `needle`.
  func objects(containing needle: String) -> [Int] {
    offsets.keys.sorted().filter { object($0)?.contains(needle) == true }
  }

  /// The number after `/Key` in `body`: the object `/Key N 0 R` or `/Key [N 0 R]` refers to,
  /// or the value of `/Key N`.
  static func reference(_ key: String, in body: String) -> Int? {
    guard let range = body.range(of: "/\(key) ") ?? body.range(of: "/\(key) [") else {
      return nil
    }
    let rest = body[range.upperBound...].drop { $0 == " " || $0 == "[" }
    return Int(rest.prefix { $0.isNumber })
  }

  /// The pages, in order of the page tree's kids.
  func pages() throws -> [Int] {
    let root = try #require(PDFInspection.reference("Root", in: trailer))
    let catalog = try #require(object(root))
    let treeNumber = try #require(PDFInspection.reference("Pages", in: catalog))
    let tree = try #require(object(treeNumber))
    let kids = try #require(tree.range(of: "/Kids ["))
    let list = tree[kids.upperBound...].prefix { $0 != "]" }
    return list.split(separator: " ").enumerated().filter { $0.offset % 3 == 0 }
      .compactMap { Int($0.element) }
  }

  /// The decoded content stream of a page.
  func content(ofPage page: Int) throws -> String {
    let body = try #require(object(page))
    let number = try #require(PDFInspection.reference("Contents", in: body))
    let stream = try #require(object(number))
    let length = try #require(PDFInspection.reference("Length", in: stream))
    let start = try #require(stream.range(of: ">>\nstream\n"))
    let data = stream[start.upperBound...]
    try #require(data.count == length + "\nendstream".count, "stream \(number) length")
    return String(data.prefix(length))
  }

  /// The text a page shows, one string per `Tj`, decoded by font: WinAnsi for F1 and F2,
  /// UTF-16BE for the CID fonts.
  func texts(ofPage page: Int) throws -> [(font: String, text: String)] {
    var shown: [(font: String, text: String)] = []
    var font = ""
    let tokens = try content(ofPage: page).split(whereSeparator: { $0 == " " || $0 == "\n" })
    for (index, token) in tokens.enumerated() {
      if token == "Tf", index >= 2 { font = String(tokens[index - 2].dropFirst()) }
      guard token == "Tj", index >= 1 else { continue }
      let hex = tokens[index - 1].dropFirst().dropLast()
      var bytes: [UInt8] = []
      var digits = hex.makeIterator()
      while let high = digits.next(), let low = digits.next() {
        bytes.append(UInt8(String([high, low]), radix: 16) ?? 0)
      }
      shown.append((font, PDFInspection.decode(bytes, cid: font != "F1" && font != "F2")))
    }
    return shown
  }

  /// All text of a page run together, one `Tj` after another.
  func joinedText(ofPage page: Int) throws -> String {
    try texts(ofPage: page).map(\.text).joined()
  }

  private static func decode(_ bytes: [UInt8], cid: Bool) -> String {
    guard cid else {
      // The sheet's WinAnsi text: Latin-1 plus the few characters it writes above 0x7F.
      return String(
        bytes.map { byte -> Character in
          switch byte {
          case 0x85: "\u{2026}"
          case 0x97: "\u{2014}"
          case 0x95: "\u{2022}"
          default: Character(Unicode.Scalar(byte))
          }
        })
    }
    var units: [UInt16] = []
    for index in stride(from: 0, to: bytes.count - 1, by: 2) {
      units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
    }
    return String(decoding: units, as: UTF16.self)
  }
}
