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

  @Test(.enabled(if: InstalledTool.has("pdftoppm"), "pdftoppm (poppler-utils) is not installed"))
  func everyNameLeavesInkWhereItIsDrawn() throws {
    let folder = TempDirectory()
    let path = try scriptSheet(in: folder)
    let tool = try #require(InstalledTool.path("pdftoppm"))
    for page in names.indices {
      // One point per pixel, gray: the name's line is rows 92 to 116, from x 40.
      let pgm = try output(
        of: tool, ["-gray", "-r", "72", "-f", "\(page + 1)", "-l", "\(page + 1)", path])
      let image = try #require(Graymap(pgm))
      let inked = (40..<image.width).filter { x in
        (92...116).contains { y in image.pixel(x: x, y: y) < 128 }
      }
      #expect(inked.count >= 40, "\(names[page]): \(inked.count) columns with ink")
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
