import Foundation
import TestSupport
import Testing

/// The PDF gym sheet's body section, read back with poppler's pdftotext.
@Suite struct GymSheetBodyTests {
  let home = TestHome()

  @Test(
    .enabled(
      if: InstalledTool.path("pdftotext") != nil, "pdftotext (poppler-utils) is not installed"))
  func thePDFEndsWithTheBodyTableAsTheMarkdownExportHasIt() throws {
    home.expectSuccess(["body", "82.5", "--date", "2024-01-01", "waist=86cm"])
    let pdf = home.home + "/sheet.pdf"
    home.expectSuccess(["export", "--format", "pdf", "--output", pdf])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(InstalledTool.path("pdftotext")))
    process.arguments = ["-layout", pdf, "-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
      .map { $0.split(whereSeparator: { $0 == " " || $0 == "\u{0C}" }).joined(separator: " ") }
    #expect(lines.contains("Body"))
    #expect(lines.contains("Date weight (kg) waist (cm)"))
    #expect(lines.contains("2024-01-01 82.5 86"))
    // The Markdown export shows the same figures.
    let markdown = home.expectSuccess(["export", "--format", "md"])
    #expect(markdown.contains("| 2024-01-01 | 82.5 | 86 |"))
  }
}
