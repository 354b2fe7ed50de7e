/// The bytes of a PDF file, built object by object: a header, numbered objects, then the
/// cross-reference table with each object's exact byte offset, the trailer and `%%EOF`.
///
/// Object numbers are handed out by `reserve()` before the object is written, so objects can
/// refer to each other in any order (a page to its parent, the parent to its pages).
struct PDFFile {
  /// The file so far.
  private(set) var bytes: [UInt8] = []
  /// Byte offset of each object, by object number - 1; nil until written.
  private var offsets: [Int?] = []

  /// Starts a PDF 1.4 file; the comment of high bytes tells tools the file is binary.
  init() {
    append("%PDF-1.4\n%")
    bytes += [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
  }

  /// A new object number, to be written later.
  mutating func reserve() -> Int {
    offsets.append(nil)
    return offsets.count
  }

  /// Writes object `number` with a body such as `<< /Type /Page … >>`.
  mutating func write(_ number: Int, _ body: String) {
    begin(number)
    append(body)
    append("\nendobj\n")
  }

  /// Writes object `number` as a stream: the dictionary entries (without `/Length`) and data.
  mutating func writeStream(_ number: Int, entries: String = "", data: [UInt8]) {
    begin(number)
    let space = entries.isEmpty ? "" : " "
    append("<< /Length \(data.count)\(space)\(entries) >>\nstream\n")
    bytes += data
    append("\nendstream\nendobj\n")
  }

  /// The finished file: the xref table, the trailer naming `root` (and `info`), `%%EOF`.
  /// Every reserved object must have been written.
  func finished(root: Int, info: Int? = nil) -> [UInt8] {
    var file = self
    let start = file.bytes.count
    file.append("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n")
    for offset in offsets {
      precondition(offset != nil, "a reserved PDF object was never written")
      file.append(padded(offset ?? 0, 10) + " 00000 n \n")
    }
    let infoEntry = info.map { " /Info \($0) 0 R" } ?? ""
    file.append("trailer\n<< /Size \(offsets.count + 1) /Root \(root) 0 R\(infoEntry) >>\n")
    file.append("startxref\n\(start)\n%%EOF\n")
    return file.bytes
  }

  // MARK: - Private

  private mutating func begin(_ number: Int) {
    precondition(offsets.indices.contains(number - 1) && offsets[number - 1] == nil)
    offsets[number - 1] = bytes.count
    append("\(number) 0 obj\n")
  }

  private mutating func append(_ text: String) { bytes += text.utf8 }
}

/// `value` in decimal, left-padded with zeros to `width` digits.
private func padded(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

// MARK: - Values

/// Text for a PDF number: at most two decimals, no exponent, no trailing zeros (`12.5`, `-3`);
/// kept within ±10⁹, far past any page, and 0 for NaN.
func pdfNumber(_ value: Double) -> String {
  guard !value.isNaN else { return "0" }
  let hundredths = Int((min(max(value, -1e9), 1e9) * 100).rounded())
  let sign = hundredths < 0 ? "-" : ""
  let whole = abs(hundredths) / 100
  let fraction = abs(hundredths) % 100
  if fraction == 0 { return sign + String(whole) }
  let decimals = fraction % 10 == 0 ? String(fraction / 10) : padded(fraction, 2)
  return sign + String(whole) + "." + decimals
}

/// A PDF hex string of bytes: `<48656C6C6F>`.
func pdfHexString(_ bytes: [UInt8]) -> String {
  let digits: [Character] = Array("0123456789ABCDEF")
  var text = "<"
  text.reserveCapacity(bytes.count * 2 + 2)
  for byte in bytes {
    text.append(digits[Int(byte >> 4)])
    text.append(digits[Int(byte & 0x0F)])
  }
  return text + ">"
}

/// A PDF text string for the document information: ASCII printable as a literal string with
/// `(`, `)` and `\` escaped; anything else as UTF-16BE with a byte order mark, in hex.
func pdfTextString(_ text: String) -> String {
  if text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) {
    var escaped = "("
    for character in text {
      if character == "(" || character == ")" || character == "\\" { escaped += "\\" }
      escaped.append(character)
    }
    return escaped + ")"
  }
  var bytes: [UInt8] = [0xFE, 0xFF]
  for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
  return pdfHexString(bytes)
}
