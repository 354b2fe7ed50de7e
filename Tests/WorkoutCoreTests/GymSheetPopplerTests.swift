import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// The path of a poppler tool (poppler-utils) on `PATH`, or nil when it is not installed.
private func poppler(_ tool: String) -> String? { InstalledTool.path(tool) }

/// Runs `tool` with `arguments`: exit status, standard output and standard error.
private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: out, as: UTF8.self),
    String(decoding: err, as: UTF8.self)
  )
}

/// Two dates, the second long enough for two pages, with Japanese and Korean names.
private func sampleSheet(in folder: TempDirectory) throws -> (path: String, pages: Int) {
  let custom = try catalog.adding(custom: [
    Exercise(
      id: "leg-press-machine", name: "レッグプレス（マシン）", kind: "weight-training",
      items: [.reps, .weight, .rest]),
    Exercise(id: "pull-up-korean", name: "턱걸이 pull-up", kind: "bodyweight", items: [.reps]),
  ])
  let first = Menu(
    date: day("2024-01-05"), note: "脚の日 leg day",
    workouts: [
      workout("w1", "leg-press-machine", planned: [.reps: 10, .weight: 60, .rest: 90], count: 3),
      workout("w2", "pull-up-korean", planned: [.reps: 8], count: 2),
    ])
  let second = Menu(
    date: day("2024-01-06"),
    workouts: (0..<8).map { workout("b\($0)", "bench-press", count: 4) })
  let bytes = GymSheet(catalog: custom).pdf([first, second])
  let path = folder.path + "/sheet.pdf"
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  return (path, try PDFInspection(bytes).pages().count)
}

@Suite struct GymSheetPopplerTests {
  @Test(.enabled(if: poppler("pdfinfo") != nil, "pdfinfo (poppler-utils) is not installed"))
  func pdfinfoReadsTheSheetAsA4PagesOfTheRightCount() throws {
    let pdfinfo = try #require(poppler("pdfinfo"))
    let folder = TempDirectory()
    let sheet = try sampleSheet(in: folder)
    let (status, output, errors) = try run(pdfinfo, [sheet.path])
    #expect(status == 0)
    #expect(errors.isEmpty, "pdfinfo: \(errors)")
    #expect(sheet.pages > 2)
    #expect(output.contains("Pages:           \(sheet.pages)\n"))
    #expect(output.contains("Page size:       595 x 842 pts (A4)"))
  }

  @Test(.enabled(if: poppler("pdftoppm") != nil, "pdftoppm (poppler-utils) is not installed"))
  func pdftoppmRendersEveryPageWithoutComplaint() throws {
    let pdftoppm = try #require(poppler("pdftoppm"))
    let folder = TempDirectory()
    let sheet = try sampleSheet(in: folder)
    let (status, _, errors) = try run(
      pdftoppm, ["-r", "20", "-png", sheet.path, folder.path + "/p"])
    #expect(status == 0)
    #expect(errors.isEmpty, "pdftoppm: \(errors)")
    #expect(folder.entries().filter { $0.hasSuffix(".png") }.count == sheet.pages)
  }

  @Test(
    .enabled(if: poppler("pdftotext") != nil, "pdftotext (poppler-utils) is not installed"),
    .enabled(if: InstalledTool.hasPopplerData, "poppler-data (the CJK CMaps) is not installed"))
  func pdftotextReadsJapaneseAndKoreanNamesThroughThePredefinedCMaps() throws {
    let pdftotext = try #require(poppler("pdftotext"))
    let folder = TempDirectory()
    let sheet = try sampleSheet(in: folder)
    let (status, text, errors) = try run(pdftotext, ["-enc", "UTF-8", sheet.path, "-"])
    #expect(status == 0)
    #expect(errors.isEmpty, "pdftotext: \(errors)")
    #expect(text.contains("レッグプレス（マシン）"))
    #expect(text.contains("턱걸이 pull-up"))
    #expect(text.contains("脚の日 leg day"))
    #expect(text.contains("10×60 kg"))
  }
}
