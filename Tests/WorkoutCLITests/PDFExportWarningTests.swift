import Foundation
import Testing

/// `wkc export --format pdf` says on stderr which texts the PDF shows in Latin letters.
@Suite struct PDFExportWarningTests {
  let home = TestHome()

  @Test func aHebrewNoteIsNamedWithItsTransliterationAndTheExportSucceeds() throws {
    home.expectSuccess(["add", "squat", "--note", "סקוואט כבד", "--set", "5x80 kg"])
    let path = home.home + "/gym.pdf"
    let outcome = home.run(arguments: ["export", "--format", "pdf", "--output", path])
    #expect(outcome.code == 0)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.stderr)")
    #expect(lines.first?.hasPrefix("wkc: warning: the PDF shows 'סקוואט כבד' as '") == true)
    #expect(lines.first?.hasSuffix("': its fonts have no Hebrew letters") == true)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.starts(with: Data("%PDF-".utf8)))
  }

  @Test func vietnameseNamesTheLettersItLacks() {
    home.expectSuccess(["add", "squat", "--note", "Đẩy tạ nằm"])
    let outcome = home.run(arguments: ["export", "--format", "pdf"])
    #expect(outcome.code == 0)
    #expect(
      outcome.stderr
        == "wkc: warning: the PDF shows 'Đẩy tạ nằm' as 'Dây ta nàm': its fonts have no 'Đ', "
        + "'ẩ', 'ạ' or 'ằ'\n")
  }

  @Test func textTheFontsHaveGivesNoWarningAndOtherFormatsNever() {
    home.expectSuccess(["add", "squat", "--note", "脚の日 à fond"])
    home.expectSuccess(["add", "bench-press", "--note", "חזה"])
    #expect(home.run(arguments: ["export", "--format", "md"]).stderr.isEmpty)
    #expect(home.run(arguments: ["export", "--format", "json"]).stderr.isEmpty)
    let pdf = home.run(arguments: ["export", "--format", "pdf"]).stderr
    #expect(!pdf.contains("脚の日"))
    #expect(pdf.contains("'חזה'"))
  }
}
