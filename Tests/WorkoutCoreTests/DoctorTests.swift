import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

@Suite struct DoctorTests {
  /// A temporary data directory, removed afterwards.
  private func withStore(_ body: (Store) throws -> Void) rethrows {
    let root = ScratchFolder.base + "/wkc-doctor-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try body(Store(root: root))
  }

  @Test func positionsAreTheReadersLinesAndColumns() throws {
    let text = Array("{\"note\": \"重い日\",\n  \"x\":\n\t  tru}".utf8)
    do {
      try JSONReader.read(text) { reader throws(JSONError) in
        try reader.readObject("a test") { reader, _ throws(JSONError) in try reader.skipValue() }
      }
      Issue.record("the text should not parse")
    } catch {
      let offset = try #require(text.firstIndex(of: UInt8(ascii: "r")))
      let (line, column) = TextPositions(text).position(of: offset - 1)
      #expect((error.line, error.column) == (3, 4))
      #expect((line, column) == (3, 4))
      // Characters, not bytes: the comma after three three-byte characters.
      let comma = try #require(text.firstIndex(of: UInt8(ascii: ",")))
      #expect(TextPositions(text).position(of: comma) == (1, 15))
    }
  }

  @Test func theJournalIsCheckedLast() {
    #expect(Doctor.checks.last is JournalCheck)
    #expect(storeFolders.contains("journal"))
  }

  @Test func examiningWritesNothingAndFindsATemporaryFileInTheJournal() throws {
    try withStore { store in
      try FileManager.default.createDirectory(
        atPath: store.root + "/journal", withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      chmod(store.root, 0o700)
      _ = FileManager.default.createFile(
        atPath: store.root + "/journal/.00000002.json.tmp.77", contents: Data(),
        attributes: [.posixPermissions: 0o600])

      let report = try Doctor(store: store).examine()

      #expect(report.problems.map(\.kind) == [.strayFile])
      #expect(report.problems.first?.file == "journal/.00000002.json.tmp.77")
      #expect(report.problems.first?.repair == .removeStray("journal/.00000002.json.tmp.77"))
    }
  }

  @Test func aMissingDataDirectoryIsCleanAndNotCreated() throws {
    try withStore { store in
      let report = try Doctor(store: store).fix()

      #expect(!report.exists)
      #expect(report.problems.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: store.root))
    }
  }
}
