import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// Every record of `text`, as texts.
private func rows(_ text: String, delimiter: UInt8 = UInt8(ascii: ","), chunk: Int? = nil)
  throws -> [[String]]
{
  try records(Array(text.utf8), delimiter: delimiter, chunk: chunk).map(\.texts)
}

/// Every record of `bytes`, read in chunks of `chunk` bytes (all at once without).
private func records(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ","), chunk: Int? = nil)
  throws -> [CSVRecord]
{
  let size = max(chunk ?? bytes.count, 1)
  let chunks = stride(from: 0, to: bytes.count, by: size).map {
    Array(bytes[$0..<min($0 + size, bytes.count)])
  }
  var reader = CSVReader(chunks: chunks.makeIterator(), delimiter: delimiter)
  var found: [CSVRecord] = []
  while let record = try reader.next() { found.append(record) }
  return found
}

@Suite struct CSVReaderTests {
  @Test func recordsEndWithLFOrCRLFWithOrWithoutAFinalLineBreak() throws {
    let expected = [["Date", "Reps"], ["2024-01-05", "10"]]
    #expect(try rows("Date,Reps\n2024-01-05,10\n") == expected)
    #expect(try rows("Date,Reps\n2024-01-05,10") == expected)
    #expect(try rows("Date,Reps\r\n2024-01-05,10\r\n") == expected)
    #expect(try rows("Date,Reps\r\n2024-01-05,10\r") == expected)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try rows("\u{FEFF}Date,Reps\n1,2\n") == [["Date", "Reps"], ["1", "2"]])
  }

  @Test func quotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
    let text = """
      "Exercise","Notes",Reps
      "Bench Press (Barbell)","7/7/7, [full rom]; ""slow"" down
      and pause",8
      Squat,,5

      """
    let found = try records(Array(text.utf8))
    #expect(
      found.map(\.texts) == [
        ["Exercise", "Notes", "Reps"],
        ["Bench Press (Barbell)", "7/7/7, [full rom]; \"slow\" down\nand pause", "8"],
        ["Squat", "", "5"],
      ])
    // The quoted line break moves the next record one line down.
    #expect(found.map(\.line) == [1, 2, 4])
  }

  @Test func aQuotedEmptyFieldIsToldApartFromAMissingOne() throws {
    let found = try records(Array(#""Day 4";"";;"x""#.utf8), delimiter: UInt8(ascii: ";"))
    #expect(
      found[0].fields == [
        CSVField("Day 4", quoted: true), CSVField("", quoted: true), CSVField(""),
        CSVField("x", quoted: true),
      ])
  }

  @Test func semicolonsSeparateFieldsWhenTheyAreTheDelimiter() throws {
    let text = #""Workout #";"Date";"Weight (kg)"\#n"1";"2024-01-05 07:30:00";"61.23492"\#n"#
    #expect(
      try rows(text, delimiter: UInt8(ascii: ";")) == [
        ["Workout #", "Date", "Weight (kg)"], ["1", "2024-01-05 07:30:00", "61.23492"],
      ])
  }

  @Test func aStrayQuoteInsideAFieldIsKeptAsItIs() throws {
    #expect(
      try rows("Note,Reps\nbox 5'10\" high,3\n\"a\"b,4\n") == [
        ["Note", "Reps"], ["box 5'10\" high", "3"], ["ab", "4"],
      ])
  }

  @Test func blankLinesAreSkipped() throws {
    #expect(try rows("a,b\n\n\r\n1,2\n\n") == [["a", "b"], ["1", "2"]])
  }

  @Test func japaneseAndEmojiTextIsRead() throws {
    #expect(try rows("名前,メモ\nスクワット,\"胸の日 💪, heavy\"\n")[1] == ["スクワット", "胸の日 💪, heavy"])
  }

  @Test(arguments: [1, 2, 3, 7, 64])
  func chunksOfAnySizeReadTheSame(chunk: Int) throws {
    let text = "\u{FEFF}\"a\",\"b, \"\"c\"\"\"\r\n1,\"x\ny\"\r\n名前,2\r\n"
    #expect(try rows(text, chunk: chunk) == rows(text))
  }

  @Test func aQuoteNeverClosedIsAnErrorNamingItsLine() {
    #expect(throws: CSVError.unterminatedQuote(line: 2)) {
      try rows("a,b\n1,\"never closed\n3,4\n")
    }
  }

  @Test func bytesThatAreNotUTF8AreAnErrorNamingTheLine() {
    let bytes = Array("a,b\n1,2\n".utf8) + [0xFF, 0xFE, UInt8(ascii: ","), UInt8(ascii: "3")]
    #expect(throws: CSVError.invalidUTF8(line: 3)) { try records(bytes) }
  }

  @Test func aRecordPastTheLimitStopsTheReadInsteadOfFillingMemory() {
    let bytes = Array("a,b\n\"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 2 << 20)
    #expect(throws: CSVError.recordTooLong(line: 2, limit: CSVReader.recordLimit)) {
      try records(bytes, chunk: 1 << 16)
    }
  }

  @Test(arguments: [
    (#""Workout #";"Date";"Workout Name";"Duration (sec)""#, ";"),
    ("Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit", ";"),
    ("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps", ","),
    (#""title","start_time","end_time","description","exercise_title""#, ","),
    ("Date,Exercise,Category,Weight (kgs),Reps", ","),
    (#""Notes; with; semicolons",Reps,Weight"#, ","),
  ])
  func theDelimiterIsTakenFromTheHeader(header: String, delimiter: String) {
    #expect(
      CSVReader.delimiter(ofHeader: Array((header + "\n1;2;3;4;5;6;7;8").utf8))
        == UInt8(ascii: Unicode.Scalar(delimiter)!))
  }

  /// Python's csv module writes random rows; this reader must read back the same.
  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func whatPythonsCSVWriterWritesReadsBack() throws {
    let python = try #require(InstalledTool.path("python3"))
    let script = """
      import csv, io, json, random, sys
      random.seed(8)
      alphabet = ['a', 'Z', '0', ' ', ',', ';', '"', '\\n', '\\r\\n', 'é', '胸', '💪', "'"]
      rows = [[''.join(random.choice(alphabet) for _ in range(random.randint(0, 6)))
               for _ in range(random.randint(1, 5))] for _ in range(300)]
      rows = [r for r in rows if r != ['']]
      out = io.StringIO()
      csv.writer(out, lineterminator='\\r\\n').writerows(rows)
      sys.stdout.write(json.dumps({'csv': out.getvalue(), 'rows': rows}))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let document = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let csv = try #require(document["csv"] as? String)
    let expected = try #require(document["rows"] as? [[String]])
    #expect(try rows(csv, chunk: 5) == expected)
  }
}
