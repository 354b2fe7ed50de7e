import Foundation
import TestSupport
import Testing

/// The body table of an exported PDF as `pdftotext -layout` lays it out: the header's cells and
/// every row's, each value put under the header cell it starts nearest to ("" for none), pages
/// one after another.
private func pdfBodyTable(_ pdf: String) throws -> (headers: [[String]], rows: [[String]]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(InstalledTool.path("pdftotext")))
  process.arguments = ["-layout", pdf, "-"]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  var headers: [[String]] = []
  var rows: [[String]] = []
  var starts: [Int] = []
  for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
    let text = Array(line.replacing("\u{0C}", with: " "))
    // Cells: runs of text apart by two spaces or more (a header's `weight (kg)` holds one).
    var cells: [(start: Int, text: String)] = []
    var index = 0
    while index < text.count {
      guard text[index] != " " else {
        index += 1
        continue
      }
      let start = index
      while index < text.count,
        text[index] != " " || (index + 1 < text.count && text[index + 1] != " ")
      {
        index += 1
      }
      cells.append((start, String(text[start..<index])))
    }
    if cells.first?.text == "Date" {
      headers.append(cells.map(\.text))
      starts = cells.map(\.start)
    } else if let first = cells.first, first.text.wholeMatch(of: /\d{4}-\d\d-\d\d/) != nil {
      var row = Array(repeating: "", count: starts.count)
      for cell in cells {
        let column = starts.indices.min {
          abs(starts[$0] - cell.start) < abs(starts[$1] - cell.start)
        }
        row[try #require(column)] = cell.text
      }
      rows.append(row)
    }
  }
  return (headers, rows)
}

/// The Markdown export's `# Body` table: its header's cells and its rows' cells.
private func markdownBodyTable(_ markdown: String) -> (header: [String], rows: [[String]]) {
  let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
  guard let heading = lines.firstIndex(of: "# Body") else { return ([], []) }
  let table = lines[(heading + 2)...].prefix { $0.hasPrefix("|") }
  let cells = table.map { line in
    line.dropFirst(2).dropLast(2).split(separator: " | ", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
  guard cells.count >= 2 else { return ([], []) }
  return (cells[0], Array(cells.dropFirst(2)))
}

/// The PDF gym sheet's body table, row by row, against arithmetic and the Markdown export.
@Suite(
  .enabled(if: InstalledTool.path("pdftotext") != nil, "pdftotext (poppler-utils) is not installed")
)
struct GymSheetBodyRowsTests {
  let home: TestHome = {
    let home = TestHome()
    home.now = 1_767_225_600  // 2026-01-01: the dates logged are in the past.
    return home
  }()

  /// The body table of `export --format pdf`, checked to be the Markdown export's.
  private func exportedTables() throws -> (headers: [[String]], rows: [[String]]) {
    let pdf = home.home + "/sheet.pdf"
    home.expectSuccess(["export", "--format", "pdf", "--output", pdf])
    let table = try pdfBodyTable(pdf)
    let markdown = markdownBodyTable(home.expectSuccess(["export", "--format", "md"]))
    #expect(table.headers.allSatisfy { $0 == markdown.header })
    #expect(table.rows == markdown.rows)
    return table
  }

  @Test func severalDatesWithGapsStandUnderTheirColumns() throws {
    home.expectSuccess(["body", "82.5", "--date", "2024-01-01", "waist=86"])
    home.expectSuccess(["body", "81.9", "--date", "2024-01-08", "--fat", "18.5"])
    home.expectSuccess(["body", "--date", "2024-02-03", "waist=85.5"])
    home.expectSuccess(["body", "80.26", "--date", "2024-02-10", "neck=40cm"])
    let table = try exportedTables()
    #expect(table.headers == [["Date", "weight (kg)", "fat (%)", "waist (cm)", "neck (cm)"]])
    #expect(
      table.rows == [
        ["2024-01-01", "82.5", "", "86", ""],
        ["2024-01-08", "81.9", "18.5", "", ""],
        ["2024-02-03", "", "", "85.5", ""],
        // 80.26 to one decimal
        ["2024-02-10", "80.3", "", "", "40"],
      ])
  }

  @Test func aPoundAndInchUserReadsEveryRowInTheirUnits() throws {
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["config", "set", "distance", "mi"])
    home.expectSuccess(["body", "180", "--date", "2024-03-01", "waist=34"])
    home.expectSuccess(["body", "weight=82.5kg", "--date", "2024-03-02", "waist=86cm"])
    home.expectSuccess(["body", "179.4", "--date", "2024-03-09"])
    let table = try exportedTables()
    #expect(table.headers == [["Date", "weight (lb)", "waist (in)"]])
    let pound = 0.45359237
    // 82.5 kg = 82.5 / 0.45359237 lb = 181.88 lb; 86 cm = 86 / 2.54 in = 33.86 in.
    #expect(String(format: "%.1f", 82.5 / pound) == "181.9")
    #expect(String(format: "%.1f", 86 / 2.54) == "33.9")
    #expect(
      table.rows == [
        ["2024-03-01", "180", "34"],
        ["2024-03-02", "181.9", "33.9"],
        ["2024-03-09", "179.4", ""],
      ])
  }

  @Test func rowsGoOnToAnotherPageWithTheHeaderAgainAndNoneIsLost() throws {
    // Every day of January and February 2024 (60 dates): 70.1 kg, 71.1 kg, … 129.1 kg.
    let rows = (0..<60).map { index in
      let (month, day) = index < 31 ? (1, index + 1) : (2, index - 30)
      return [
        String(format: "2024-%02d-%02d", month, day), String(format: "%.1f", 70.1 + Double(index)),
      ]
    }
    for row in rows { home.expectSuccess(["body", row[1], "--date", row[0]]) }
    let table = try exportedTables()
    #expect(table.headers.count == 2)
    #expect(table.headers.allSatisfy { $0 == ["Date", "weight (kg)"] })
    #expect(table.rows == rows)
  }
}
