import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// The sample names, one date (one page) each, in this order.
private let names = [
  ScriptSample.hebrew, ScriptSample.arabic, ScriptSample.thai, ScriptSample.vietnamese,
  ScriptSample.emoji, ScriptSample.japanese,
]

/// A sheet of one page per sample name, written to `folder`.
private func scriptSheet(in folder: TempDirectory) throws -> String {
  let custom = try catalog.adding(
    custom: names.enumerated().map { index, name in
      Exercise(
        id: ExerciseID(rawValue: "name\(index)"), name: name, kind: "weight-training",
        items: [.reps, .weight], isCustom: true)
    })
  let menus = names.indices.map { index in
    Menu(
      date: day("2024-01-0\(index + 1)"),
      workouts: [workout("w\(index)", ExerciseID(rawValue: "name\(index)"), count: 2)])
  }
  let path = folder.path + "/scripts.pdf"
  try Data(GymSheet(catalog: custom).pdf(menus)).write(to: URL(fileURLWithPath: path))
  return path
}

/// Runs `tool` and returns its standard output; the test fails when it does not exit 0.
private func output(of tool: String, _ arguments: [String]) throws -> Data {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "\(tool) \(arguments)")
  return data
}

@Suite struct GymSheetScriptPopplerTests {
  @Test(
    .enabled(if: InstalledTool.has("pdftotext"), "pdftotext (poppler-utils) is not installed"),
    .enabled(if: InstalledTool.hasPopplerData, "poppler-data (the CJK CMaps) is not installed"))
  func pdftotextReadsEveryNameInLatinLettersOrAsWritten() throws {
    let folder = TempDirectory()
    let path = try scriptSheet(in: folder)
    let tool = try #require(InstalledTool.path("pdftotext"))
    let text = String(decoding: try output(of: tool, ["-enc", "UTF-8", path, "-"]), as: UTF8.self)
    for name in [ScriptSample.hebrew, ScriptSample.arabic, ScriptSample.thai] {
      let shown = PDFLegibleText(name).shown
      #expect(shown.unicodeScalars.allSatisfy(\.isASCII) && shown.count >= 3, "\(shown)")
      #expect(text.contains(shown), "\(shown) is not in:\n\(text)")
    }
    #expect(text.contains("Dây ta nàm"))
    #expect(text.contains("Curl ?"))
    #expect(text.contains(ScriptSample.japanese))
  }

  @Test(
    .enabled(if: InstalledTool.has("pdftoppm"), "pdftoppm (poppler-utils) is not installed"),
    .enabled(if: InstalledTool.has("pdftotext"), "pdftotext (poppler-utils) is not installed"),
    .enabled(if: InstalledTool.hasPopplerData, "poppler-data (the CJK CMaps) is not installed"))
  func everyNameIsInkThatReadsAsTheTextShown() throws {
    let folder = TempDirectory()
    let path = try scriptSheet(in: folder)
    let pdftoppm = try #require(InstalledTool.path("pdftoppm"))
    let pdftotext = try #require(InstalledTool.path("pdftotext"))
    for (index, name) in names.enumerated() {
      let page = ["-f", "\(index + 1)", "-l", "\(index + 1)"]
      // The name's line: words whose top is 88 to 116 points down (its baseline is at 111).
      let xhtml = try output(of: pdftotext, ["-bbox", "-enc", "UTF-8"] + page + [path, "-"])
      let words = BoxedWord.all(in: String(decoding: xhtml, as: UTF8.self))
        .filter { (88...116).contains($0.top) }
      let expected = name == ScriptSample.vietnamese ? "Dây ta nàm" : PDFLegibleText(name).shown
      #expect(words.map(\.text).joined(separator: " ") == expected, "\(name)")
      let left = try #require(words.map(\.left).min(), "\(name): no word on the name's line")
      let right = try #require(words.map(\.right).max())
      // The ink of that line, one point per pixel, lies on those words and covers them.
      let image = try #require(
        Graymap(try output(of: pdftoppm, ["-gray", "-r", "72"] + page + [path])))
      let inked = (0..<image.width).filter { x in
        (92...116).contains { y in image.pixel(x: x, y: y) < 128 }
      }
      #expect(inked.allSatisfy { Double($0) >= left - 2 && Double($0) <= right + 2 }, "\(name)")
      #expect(Double(inked.count) >= 0.5 * (right - left), "\(name): \(inked.count) inked")
    }
  }
}

/// A word `pdftotext -bbox` read, with its box in points from the top left.
private struct BoxedWord {
  let left: Double
  let top: Double
  let right: Double
  let text: String

  /// The `<word xMin=… yMin=… xMax=… yMax=…>text</word>` elements of `xhtml`.
  static func all(in xhtml: String) -> [BoxedWord] {
    xhtml.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\"")
      guard line.contains("<word "), parts.count >= 9, let left = Double(parts[1]),
        let top = Double(parts[3]), let right = Double(parts[5]),
        let start = line.firstIndex(of: ">"), let end = line.range(of: "</word>")
      else { return nil }
      let text = line[line.index(after: start)..<end.lowerBound]
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
      return BoxedWord(left: left, top: top, right: right, text: text)
    }
  }
}

/// A binary PGM (P5) image of 8-bit gray.
private struct Graymap {
  let width: Int
  let height: Int
  let pixels: [UInt8]

  init?(_ data: Data) {
    let bytes = [UInt8](data)
    var fields: [String] = []
    var index = 0
    while fields.count < 4, index < bytes.count {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      let start = index
      while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
      fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    index += 1
    guard fields.count == 4, fields[0] == "P5", let width = Int(fields[1]),
      let height = Int(fields[2]), fields[3] == "255", bytes.count - index >= width * height
    else { return nil }
    self.width = width
    self.height = height
    pixels = Array(bytes[index..<index + width * height])
  }

  func pixel(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }
}
